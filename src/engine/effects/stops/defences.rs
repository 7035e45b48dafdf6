//! Core pattern rows: defences: stops, Defense Shields, prevention and damage caps of the card used
//! as a defence.
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{AttackKind, DamageCap, Effect, Prevent, Stop};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "stop",
        pattern: r"stops? (?:a|an|one|the|any|this|{opp}|an opponent's|a foe's|your opponent's next|the foes'|a successful) ?{kinds} attacks?(?: performed against you| made against you| against you)?(?: played)?(?: this round| in a combat)? || (?:energy|physical) defense stopping (?:a|an|{opp}|a foe's) {kinds} attack",
        build: |c| {
            one(Effect::Stop(Stop {
                kinds: c.kinds(),
                rest_of_combat: false,
            }))
        },
    },
    Pattern {
        // "If you declared Tokui-Waza, you may use this card to stop a physical attack instead"
        // (Orange Energy Setup, Blue Fire Kick): the attack card used as a defence that stops;
        // under its condition the Battle Sequence's step 5 takes it as the card's stop
        // (`battle/steps/defend.rs`: a stop given under a condition that holds).
        name: "stop-instead",
        pattern: r"(?:you may |you can )?use this (?:card|power) to stop (?:a|an) {kinds} attack instead || this (?:card|power) can be used to stop (?:a|an) {kinds} attack instead || you may stop (?:a|an) {kinds} attack instead",
        build: |c| {
            one(Effect::Stop(Stop {
                kinds: c.kinds(),
                rest_of_combat: false,
            }))
        },
    },
    Pattern {
        name: "stop-all-rest-of-combat",
        pattern: r"(?:and )?stops? all (?:of )?(?:{opp} )?(?:{kinds} )?attacks(?: performed against you| made against you| against you| in this combat)? for the remainder of combat || stops? all {kinds} attacks(?: performed against you)? (?:in|during) this combat",
        build: |c| {
            let mut kinds = c.kinds();
            if kinds.is_empty() {
                // "stops all attacks": both kinds.
                kinds = vec![AttackKind::Physical, AttackKind::Energy];
            }
            one(Effect::Stop(Stop {
                kinds,
                rest_of_combat: true,
            }))
        },
    },
    Pattern {
        // Cell's Defense (Android Saga #C4): "Stops all physical or all energy attacks for the
        // remainder of Combat": one kind or the other, each read by the row above and chosen
        // when the card is played as the defence (step 5, `attack_text_either`: "option 1" the
        // physical attacks, "option 2" the energy attacks, in the order printed).
        name: "stop-all-of-one-kind-rest-of-combat",
        pattern: r"^stops? all (?P<a>physical|energy) or all (?P<b>physical|energy) attacks (?P<rest>for the remainder of combat)$",
        build: |c| {
            if c.s("a") == c.s("b") {
                return None;
            }
            let read = |kind: &str| -> Option<Vec<Effect>> {
                let e = crate::engine::effects::choices::optional::effects_of(&format!(
                    "stops all {kind} attacks {}",
                    c.s("rest")
                ))?;
                e.iter()
                    .all(|e| matches!(e, Effect::Stop(s) if s.rest_of_combat))
                    .then_some(e)
            };
            one(Effect::Either(vec![read(c.s("a"))?, read(c.s("b"))?]))
        },
    },
    Pattern {
        name: "defense-shield",
        pattern: r"defense shield: stops the first unstopped {kinds} attack performed against you (?:this|during|during this|each) combat || defense shield: stops the first unstopped attack performed against you (?:this|during|during this|each) combat || defense shield: stops? the first unstopped (?:{kinds} )?attack(?: performed against you)?(?: in combat)? || defense shield: when defending in combat, stop the first unstopped attack performed (?:on|against) you",
        build: |c| one(Effect::DefenseShield(c.kinds())),
    },
    Pattern {
        name: "prevent",
        pattern: r"(?:prevents?|prevent) {n} {unit} of (?:successful )?damage(?: from (?:a|an|the|one|any) {kinds} attack)? || prevents? {n} {unit} from being (?:discarded|taken) (?:from|in) a successful {kinds} attack",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::Prevent(Prevent {
                power_stages: d.power_stages,
                life_cards: d.life_cards,
                kinds: c.kinds(),
            }))
        },
    },
    Pattern {
        name: "damage-cap",
        pattern: r"you (?:may )?(?:only )?take a maximum of {n} {unit} of damage from (?:this|the|a|an|that) (?:{kinds} )?attack || prevent all but {n} {unit} of damage (?:dealt to you )?(?:by the attack just performed against you|from (?:this|the|a|an|that) (?:{kinds} )?attack)",
        build: |c| {
            let n = c.n("n")?;
            one(Effect::DamageCap(if c.s("unit").contains("life") {
                DamageCap {
                    power_stages: None,
                    life_cards: Some(n),
                }
            } else {
                DamageCap {
                    power_stages: Some(n),
                    life_cards: None,
                }
            }))
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AttackKind, Effect, Stop};

    /// Goku on Namek Lv.4 (Frieza Saga): "Stops an energy attack in a combat." is the power used
    /// as a defence (CRD 3.0.0 Battle Sequence 5), one energy attack stopped.
    #[test]
    fn a_stop_in_a_combat_is_a_defence() {
        let c = compile_text(
            "Stops an energy attack in a combat. Also discard an opponent's drill card in play.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.first(),
            Some(&Effect::Stop(Stop {
                kinds: vec![AttackKind::Energy],
                rest_of_combat: false,
            }))
        );
    }

    /// Cell's Defense (Android Saga #C4): "Stops all physical or all energy attacks for the
    /// remainder of Combat" is one kind's stop for the remainder of Combat or the other's,
    /// chosen when it is played (CRD 3.0.0 Battle Sequence 5, Floating Effects); a stop of
    /// both kinds ("all physical or energy attacks") is not this row.
    #[test]
    fn cells_defense_stops_one_kind_or_the_other_for_the_remainder_of_combat() {
        let c = compile_text("Villains only. Stops all physical or all energy attacks for the remainder of Combat. Remove from the game after use. Limit 1 per deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let stop = |kind| {
            vec![Effect::Stop(Stop {
                kinds: vec![kind],
                rest_of_combat: true,
            })]
        };
        assert!(
            c.effects.contains(&Effect::Either(vec![
                stop(AttackKind::Physical),
                stop(AttackKind::Energy)
            ])),
            "{c:#?}"
        );
        let both =
            compile_text("Stops all physical or energy attacks for the remainder of Combat.");
        assert!(!both.effects.iter().any(|e| matches!(e, Effect::Either(_))));
    }
}
