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
}
