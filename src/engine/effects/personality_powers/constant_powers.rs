//! Personality powers: the rows that read a personality's power box: the "(Constant Combat
//! Power)" header, how many times a power may be used ("This power may be used twice per
//! Combat") and the damage a personality's power reduces (the CRD's rewrites of Garlic
//! Jr., Trunks, the Hero, Vegeta, Saiyan Prince, and the Saiyan Energy Deflection powers).
//!
//! Tried in the order of `compile/tables.rs`; placeholders as in `compile/patterns.rs`.

use super::DamageAgainstPersonality;
use crate::engine::compile::patterns::{one, unit_damage, Pattern};
use crate::engine::effects::{DamageCap, Effect};

/// "Reduced to N <unit>": the unit named is capped at N, the other kind of damage at 0.
fn reduced_to(unit: &str, n: u32) -> DamageCap {
    let d = unit_damage(unit, n);
    if d.life_cards > 0 || unit.contains("life") {
        DamageCap {
            power_stages: Some(0),
            life_cards: Some(d.life_cards),
        }
    } else {
        DamageCap {
            power_stages: Some(d.power_stages),
            life_cards: Some(0),
        }
    }
}

/// "A maximum of N <unit>": the unit named is capped at N, the other kind of damage is not.
fn maximum_of(unit: &str, n: u32) -> DamageCap {
    let d = unit_damage(unit, n);
    if d.life_cards > 0 || unit.contains("life") {
        DamageCap {
            power_stages: None,
            life_cards: Some(d.life_cards),
        }
    } else {
        DamageCap {
            power_stages: Some(d.power_stages),
            life_cards: None,
        }
    }
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "constant-combat-power",
        pattern: r"constant combat power",
        build: |_| one(Effect::ConstantCombatPower),
    },
    Pattern {
        // CRD 3.0.0's rewrite of Gohan Lv.1 (Majin Buu Saga #161).
        name: "hand-safe-from-opponent",
        pattern: r"you do not discard cards from your hand from your opponent'?s'? card effects",
        build: |_| one(Effect::HandSafeFromOpponent),
    },
    Pattern {
        name: "power-uses-per-combat",
        // "you may perform this atack twice per Combat": the pool's misspelling on Krillin, the
        // Husband Lv.2 (World Games Saga #134), read as "attack".
        pattern: r"(?:this power may be used|you may use this power|this power can be used|you may perform this (?:attack|atack|power)) (?P<times>twice|a second time) (?:per|this) (?:combat|turn)",
        build: |_| one(Effect::PowerUses(2)),
    },
    Pattern {
        // "you may use this power three times per Combat" (Chapuchai, the Tenacious Lv.3), "You
        // may use this attack 2 additional times this Combat" (Vegecell Lv.1), "... an
        // additional time this Combat" (Dailende Lv.1): the uses in all, the first counted.
        name: "power-uses-counted",
        pattern: r"(?:this power may be used|you may use this (?:power|attack)) (?:(?P<all>three) times per combat|(?P<more>{n}|an) additional times? this combat)",
        build: |c| {
            let uses = if c.has("all") {
                3
            } else if c.s("more") == "an" {
                2
            } else {
                c.n("n")?.checked_add(1)?
            };
            one(Effect::PowerUses(uses))
        },
    },
    Pattern {
        // Bulma Lv.1's defence (Saiyan Saga #87), its name before the colon: "Scientific
        // Defense: Reduces the damage done by an energy attack by 2 life card draws" (a life card
        // draw is a life card of damage, `compile::sentences`).
        name: "power-reduces-damage-by",
        pattern: r"all damage from {kinds} attacks performed against (?:you|[a-z][a-z .,'-]*?) is reduced by {n} {unit} || all (?:successful )?{kinds} attacks (?:performed )?against (?:you|[a-z][a-z .,'-]*?) do {n} less {unit} of damage(?:,? to a minimum of (?:0|zero))? || (?:[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,3}: )?reduces the damage done by an? {kinds} attack by {n} {unit}(?: of damage)?",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                kinds: c.kinds(),
                reduced_by_power_stages: d.power_stages,
                reduced_by_life_cards: d.life_cards,
                ..Default::default()
            }))
        },
    },
    Pattern {
        name: "power-damage-maximum",
        pattern: r"you take a maximum of {n} {unit} of damage from (?:all|any) {kinds} attacks (?:your opponent performs|performed against you) || all (?:successful )?{kinds} attacks (?:performed )?against (?:you|[a-z][a-z .,'-]*?) do a maximum of {n} {unit} of damage",
        build: |c| {
            let n = c.n("n")?;
            one(Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                kinds: c.kinds(),
                reduced_to: Some(maximum_of(c.s("unit"), n)),
                maximum: true,
                ..Default::default()
            }))
        },
    },
    Pattern {
        name: "power-reduces-damage-to",
        pattern: r"(?P<turn>during your opponent'?s'? turn,? )?all damage (?P<both>\(power stages and life cards\) )?from {kinds} attacks performed against (?:you|your [a-z][a-z .,'-]*?|[a-z][a-z .,'-]*?) is reduced to {n} {unit}(?: of damage)? || reduce the damage from (?:an?|all) {kinds} attacks? performed against you to {n} {unit}(?: of damage)?",
        build: |c| {
            let n = c.n("n")?;
            one(Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                kinds: c.kinds(),
                reduced_to: Some(reduced_to(c.s("unit"), n)),
                all_damage_converted: !c.s("both").is_empty(),
                during_opponents_turn: !c.s("turn").is_empty(),
                ..Default::default()
            }))
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{AttackKind, DamageCap, Effect};

    use super::DamageAgainstPersonality;

    fn effects(text: &str) -> Vec<Effect> {
        compile_text(text)
            .sentences
            .into_iter()
            .flat_map(|s| s.effects)
            .collect()
    }

    #[test]
    fn garlic_jr_reduction_by_two_life_cards() {
        let e = effects("(Constant Combat Power) All damage from energy attacks performed against Garlic Jr. is reduced by 2 life cards.");
        assert_eq!(
            e,
            vec![
                Effect::ConstantCombatPower,
                Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                    kinds: vec![AttackKind::Energy],
                    reduced_by_life_cards: 2,
                    ..Default::default()
                })
            ]
        );
    }

    #[test]
    fn trunks_the_hero_reduced_to_one_stage_on_the_opponents_turn() {
        let e = effects("(Constant Combat Power) During your opponent's turn, all damage (power stages and life cards) from physical attacks performed against your Trunks, the Hero is reduced to 1 power stage of damage.");
        assert_eq!(
            e[1],
            Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                kinds: vec![AttackKind::Physical],
                reduced_to: Some(DamageCap {
                    power_stages: Some(1),
                    life_cards: Some(0)
                }),
                all_damage_converted: true,
                during_opponents_turn: true,
                ..Default::default()
            })
        );
    }

    #[test]
    fn a_maximum_caps_only_the_kind_of_damage_it_names() {
        for text in [
            "You take a maximum of 2 life cards of damage from all energy attacks your opponent performs.",
            "All successful energy attacks against Trunks do a maximum of 2 life cards of damage.",
        ] {
            assert_eq!(
                effects(text),
                vec![Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                    kinds: vec![AttackKind::Energy],
                    reduced_to: Some(DamageCap {
                        power_stages: None,
                        life_cards: Some(2)
                    }),
                    // A cap, not a reduction (Energy Empowerment Drill's ruling tells them apart).
                    maximum: true,
                    ..Default::default()
                })],
                "{text}"
            );
        }
    }

    #[test]
    fn garlic_jr_successful_physical_attacks_do_less() {
        let e = effects("All successful physical attacks against Garlic Jr. do 3 less power stages of damage, to a minimum of 0.");
        assert_eq!(
            e,
            vec![Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                kinds: vec![AttackKind::Physical],
                reduced_by_power_stages: 3,
                ..Default::default()
            })]
        );
    }

    #[test]
    fn a_power_used_twice_per_combat() {
        for text in [
            "This power may be used twice per Combat.",
            "You may use this power twice per combat.",
            "This power may be used a second time this Combat.",
        ] {
            assert_eq!(effects(text), vec![Effect::PowerUses(2)], "{text}");
        }
    }

    /// Chapuchai, the Tenacious Lv.3, Vegecell Lv.1, Dailende Lv.1: the uses in all this
    /// Combat (CRD 3.0.0 "Power-Up Rating (PUR)": a power is used once per turn unless its text
    /// allows more).
    #[test]
    fn a_power_used_more_times_per_combat() {
        for (text, uses) in [
            ("You may use this power three times per Combat.", 3),
            ("You may use this attack 2 additional times this Combat.", 3),
            ("You may use this attack an additional time this Combat.", 2),
        ] {
            assert_eq!(effects(text), vec![Effect::PowerUses(uses)], "{text}");
        }
    }

    #[test]
    fn saiyan_energy_deflection_reduced_to_two_life_cards() {
        let e = effects("Reduce the damage from an energy attack performed against you to 2 life cards of damage.");
        assert_eq!(
            e,
            vec![Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                kinds: vec![AttackKind::Energy],
                reduced_to: Some(DamageCap {
                    power_stages: Some(0),
                    life_cards: Some(2)
                }),
                ..Default::default()
            })]
        );
    }

    /// A power box headed "Constant Combat Power:" before its first sentence (CRD 3.0.0's
    /// rewrite of Vegeta, the Celestial Lv.1) is read as one, the rest of the sentence on its own.
    #[test]
    fn constant_combat_power_header_with_a_colon() {
        let e = effects(
            "Constant Combat Power: All of your physical attacks do +1 power stages of damage.",
        );
        assert_eq!(e[0], Effect::ConstantCombatPower);
        assert!(e.len() == 2 && matches!(e[1], Effect::Modify(_)), "{e:?}");
    }

    /// Bulma Lv.1 (Saiyan Saga #87), a power used as the defence (CRD 3.0.0 "Power-Up Rating
    /// (PUR)", "Defending"): the energy attack's damage reduced by 2 life cards.
    #[test]
    fn bulma_scientific_defense_reduces_an_energy_attack_by_two_life_cards() {
        let c = compile_text(
            "Scientific Defense: Reduces the damage done by an energy attack by 2 life card draws.",
        );
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:?}");
        assert_eq!(
            effects(
                "Scientific Defense: Reduces the damage done by an energy attack by 2 life card draws."
            ),
            vec![Effect::DamageAgainstPersonality(DamageAgainstPersonality {
                kinds: vec![AttackKind::Energy],
                reduced_by_life_cards: 2,
                ..Default::default()
            })]
        );
    }

    /// Goku Lv.3 (Saiyan Saga #160), a power used as the defence (CRD 3.0.0 "A Note about Damage
    /// Prevention"): 2 life cards of an energy attack's damage prevented.
    #[test]
    fn goku_lv3_prevents_two_life_cards_of_an_energy_attack() {
        let e = effects(
            "Prevent 2 life card draws form being discarded from a successful energy attack.",
        );
        assert_eq!(
            e,
            vec![Effect::Prevent(crate::engine::effects::Prevent {
                power_stages: 0,
                life_cards: 2,
                kinds: vec![AttackKind::Energy],
            })]
        );
    }
}
