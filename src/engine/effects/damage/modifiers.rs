//! Core pattern rows: damage modifiers that last ("All of your physical attacks do +1 life card of
//! damage", "All attacks performed against you do 1 less ..."; a personality's own "Frieza does +2
//! ... with every physical attack"), energy attack costs changed, and Dragon Balls that cannot be
//! captured.
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{kinds, modifier, one, title, Caps, Pattern, Piece};
use crate::engine::damage_types::Damage;
use crate::engine::effects::{Condition, CostChange, Effect, Scope};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "your-attacks-do-more",
        pattern: r"(?:all (?:of )?)?your (?:{kinds} )?attacks (?:do|deal|now do|will do|inflict) (?:an additional |an extra )?\+?{n} (?:more )?{unit}(?: and \+?{m} (?:more )?{unit2})?(?: of damage)? || all (?:{kinds} )?attacks you perform (?:do|deal) (?:an additional |an extra )?\+?{n} (?:more )?{unit}(?: and \+?{m} (?:more )?{unit2})? of damage",
        build: |c| {
            one(Effect::Modify(modifier(
                both_units(c)?,
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "do-more-with-each-successful-attack",
        pattern: r"(?:do|does) (?:an? extra|\+?(?P<n>\d+|one)(?: extra)?) {unit} of damage with each successful (?:{kinds} )?attack",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            one(Effect::Modify(modifier(
                c.damage("unit", n),
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "your-attacks-do-more-when",
        // "All attacks your Allies perform do an additional +3 life cards of damage" (Majin
        // Babidi Lv.2): the same attacks as "performed by your Allies".
        pattern: r#"all attacks performed by your allies do \+{n} {unit} of damage || all attacks your allies perform do (?:an additional )?\+{n} {unit} of damage || all (?:of your )?attacks (?:you perform )?(?:performed )?against (?:a |an )(?P<what>majin|villain|hero) do \+{n} {unit} of damage || (?:all |any )?(?:of )?(?:your )?attacks (?:you perform )?with "(?P<t>[a-z' ]+)" in the title do \+{n} {unit} of damage"#,
        build: |c| {
            let condition = if c.has("what") {
                Condition::Against(title(c.s("what")))
            } else if c.has("t") {
                Condition::AttackTitleHas(title(c.s("t")))
            } else {
                Condition::PerformedByAlly
            };
            Some(vec![Piece::Effect(Effect::Conditional(
                crate::engine::effects::Conditional {
                    condition,
                    effects: vec![Effect::Modify(modifier(
                        c.damage("unit", c.n("n")?),
                        1,
                        Scope::YourAttacks,
                        Vec::new(),
                    ))],
                },
            ))])
        },
    },
    Pattern {
        name: "your-other-attacks-do-more",
        pattern: r"all (?:of )?your other (?:{kinds} )?attacks do \+{n} {unit} of damage",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                1,
                Scope::YourOtherAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        // The first attack of a kind ("The first physical attack Froug performs in Combat does +6
        // power stages of damage": Froug, the Huge Lv.3's Constant Combat Power): the modifier
        // under `Condition::FirstAttackOfKind`, read at step 10.
        name: "first-attack-of-a-kind-does-more",
        // A named performer ("Froug performs") is that personality only (CRD 3.0.0
        // "Referencing"): `PerformedBy` beside the first attack of the kind.
        pattern: r"^the first (?P<kind>physical|energy) attack (?:you perform|(?P<who>[a-z]+) performs) (?:in|during|each) combat (?:does|do) \+{n} {unit} of damage",
        build: |c| {
            let kind = *c.kinds().first()?;
            let first = Condition::FirstAttackOfKind(kind);
            let condition = if c.has("who") {
                Condition::All(vec![
                    Condition::PerformedBy(vec![crate::engine::compile::patterns::title(
                        c.s("who"),
                    )]),
                    first,
                ])
            } else {
                first
            };
            Some(vec![Piece::Effect(Effect::Conditional(
                crate::engine::effects::Conditional {
                    condition,
                    effects: vec![Effect::Modify(modifier(
                        c.damage("unit", c.n("n")?),
                        1,
                        Scope::YourAttacks,
                        vec![kind],
                    ))],
                },
            ))])
        },
    },
    Pattern {
        // "All successful physical attacks performed against Froug do -3 power stages of damage"
        // (Froug, the Huge Lv.3's Constant Combat Power): a modifier subtracted at step 10 from
        // the attacks against the personality that names himself (the power applies only while
        // he is in control of Combat; "successful": a modifier acts only on an attack that deals
        // damage, steps 8-10).
        name: "attacks-against-the-personality-do-less",
        pattern: r"^all (?:successful )?(?:{kinds} )?attacks performed against (?P<who>[a-z][a-z.'-]*) do -{n} {unit} of damage$",
        build: |c| {
            if matches!(c.s("who"), "him" | "her" | "them" | "allies" | "opponents") {
                return None;
            }
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                -1,
                Scope::AttacksAgainstYou,
                c.kinds(),
            )))
        },
    },
    Pattern {
        // An attack's style or Focus decides ("All of your Saiyan Style attacks do an additional
        // +2 life cards of damage": Broku Lv.1; "All focused attacks you perform do +2 life
        // cards of damage": Majin Dabura Lv.2; "All of your Freestyle attacks do +2 life cards
        // of damage": Olibu Lv.1): the modifier under that condition, read at step 10 like any
        // other (`constant_power_modifiers`, Drills in play).
        name: "your-styled-or-focused-attacks-do-more",
        pattern: r"^all (?:of )?your (?P<style>saiyan|namekian|red|blue|orange|black|freestyle) style (?:{kinds} )?attacks do (?:an additional |an extra )?\+?{n} (?:more )?{unit} of damage || ^all (?:of )?your (?P<style>freestyle) (?:{kinds} )?attacks do (?:an additional |an extra )?\+?{n} (?:more )?{unit} of damage || ^all (?:of )?your focused (?:{kinds} )?attacks do \+?{n} {unit} of damage || ^all focused (?:{kinds} )?attacks you perform do \+?{n} {unit} of damage",
        build: |c| {
            let condition = if c.has("style") {
                let s = c.s("style");
                let mut style = s[..1].to_uppercase();
                style.push_str(&s[1..]);
                Condition::AttackStyled(style)
            } else {
                Condition::AttackFocused
            };
            Some(vec![Piece::Effect(Effect::Conditional(
                crate::engine::effects::Conditional {
                    condition,
                    effects: vec![Effect::Modify(modifier(
                        c.damage("unit", c.n("n")?),
                        1,
                        Scope::YourAttacks,
                        c.kinds(),
                    ))],
                },
            ))])
        },
    },
    Pattern {
        name: "do-more-with-every-attack",
        pattern: r"do \+{n} {unit} of damage with (?:every|all|each) {kinds} attacks?",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        // A personality's own name before "does", "every successful" and two units at once:
        // "Do +1 power stage of damage and +2 life cards of damage with every successful attack"
        // (Dodoria the Mocking Lv.3), "Frieza does +1 power stage and +1 life card of damage with
        // every energy attack" (Frieza the Monster Lv.1), "Do +2 life cards damage with every
        // successful energy attack" (Gohan Lv.2). Damage is only dealt by a successful attack,
        // so "successful" adds nothing to the modifier (CRD 3.0.0 steps 10-13).
        name: "do-more-with-every-successful-attack",
        pattern: r"(?:(?:[a-z][a-z.'-]*) )?(?:do|does) \+{n} {unit}(?: of)?(?: damage)?(?: and \+{m} {unit2}(?: of)?(?: damage)?)? with (?:every|all|each) (?:successful )?(?:{kinds} )?attacks?",
        build: |c| {
            one(Effect::Modify(modifier(
                both_units(c)?,
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        // One modifier for each kind: "Frieza does +2 power stages of damage with every physical
        // attack and +2 life cards with every energy attack" (Frieza, The Conqueror Lv.2).
        name: "do-more-with-every-attack-of-each-kind",
        pattern: r"(?:(?:[a-z][a-z.'-]*) )?(?:do|does) \+{n} {unit}(?: of damage)? with every (?P<k1>physical|energy) attack and \+{m} {unit2}(?: of damage)? with every (?P<k2>physical|energy) attack",
        build: |c| {
            let first = kinds(c.s("k1"));
            let second = kinds(c.s("k2"));
            Some(vec![
                Piece::Effect(Effect::Modify(modifier(
                    c.damage("unit", c.n("n")?),
                    1,
                    Scope::YourAttacks,
                    first,
                ))),
                Piece::Effect(Effect::Modify(modifier(
                    c.damage("unit2", c.n("m")?),
                    1,
                    Scope::YourAttacks,
                    second,
                ))),
            ])
        },
    },
    Pattern {
        // The personality named as the performer: "All energy attacks performed by Yamcha do +2
        // power stages of damage" (Yamcha, the Battler Lv.2), "All attacks Gohan performs do +3
        // power stages of damage" (Gohan, Mystic Lv.4). A Constant Combat Power applies only
        // while its personality is in control of Combat, so these are its player's attacks.
        name: "attacks-performed-by-the-personality-do-more",
        pattern: r"all (?:{kinds} )?attacks performed by (?P<who>[a-z][a-z.'-]*) do (?:an additional )?\+{n} {unit}(?: of damage)? || all (?:{kinds} )?attacks (?P<who>[a-z][a-z.'-]*) performs do (?:an additional )?\+{n} {unit}(?: of damage)?",
        build: |c| {
            // "Attacks performed by Allies" names no personality: not this row.
            if matches!(c.s("who"), "allies" | "you" | "your" | "opponents") {
                return None;
            }
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                1,
                Scope::YourAttacks,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "attacks-against-you-do-less",
        pattern: r"(?:all )?{kinds} attacks (?:performed |made )?against you,? (?:do|deal) {n} less {unit} of damage,? to a minimum of (?:0|zero)",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                -1,
                Scope::AttacksAgainstYou,
                c.kinds(),
            )))
        },
    },
    Pattern {
        name: "attacks-against-you-do-less-any",
        pattern: r"(?:all )?attacks (?:performed |made )?against you,? (?:do|deal) {n} less {unit} of damage,? to a minimum of (?:0|zero)",
        build: |c| {
            one(Effect::Modify(modifier(
                c.damage("unit", c.n("n")?),
                -1,
                Scope::AttacksAgainstYou,
                Vec::new(),
            )))
        },
    },
    Pattern {
        name: "energy-cost-change",
        pattern: r"all (?:of )?your energy attacks that cost {n} power stages? to perform,? (?:now )?(?:only )?cost {m} power stages? to perform",
        build: |c| {
            one(Effect::EnergyCostChange(CostChange {
                from: c.n("n")?,
                to: c.n("m")?,
            }))
        },
    },
    Pattern {
        name: "your-attacks-against-do-more",
        pattern: r"all (?:of )?your (?:{kinds} )?attacks performed against (?:a |an )?(?P<al>villain|hero)s? (?:do|deal) \+?{n} (?:more )?{unit} of damage",
        build: |c| {
            Some(vec![Piece::Effect(Effect::Conditional(
                crate::engine::effects::Conditional {
                    condition: Condition::Against(title(c.s("al"))),
                    effects: vec![Effect::Modify(modifier(
                        c.damage("unit", c.n("n")?),
                        1,
                        Scope::YourAttacks,
                        c.kinds(),
                    ))],
                },
            ))])
        },
    },
    Pattern {
        name: "dragon-balls-cannot-be-captured",
        pattern: r"(?:the )?dragon balls you control (?:may not|cannot) be captured while this (?:drill|card) is in play",
        build: |_| one(Effect::DragonBallsCannotBeCaptured),
    },
    Pattern {
        name: "energy-cost",
        pattern: r"all (?:of )?your energy attacks (?:now )?cost {n} power stages? (?:for you )?to perform(?: \(after all modifiers from other cards/effects\))?",
        build: |c| one(Effect::EnergyCost(c.n("n")?)),
    },
];

/// "+N unit [and +M unit2]": the two amounts of one modifier summed.
fn both_units(c: &Caps<'_>) -> Option<Damage> {
    let d = c.damage("unit", c.n("n")?);
    if !c.has("m") {
        return Some(d);
    }
    let e = c.damage("unit2", c.n("m")?);
    Some(Damage {
        power_stages: d.power_stages.saturating_add(e.power_stages),
        life_cards: d.life_cards.saturating_add(e.life_cards),
    })
}

/// The rows above that read a personality's own wording of a standing modifier ("Frieza does
/// ... with every energy attack"): such a sentence is a Constant Combat Power's, read from the
/// personality in control at step 10 (`personality_powers::constant_modifiers_resolve`).
const PERSONALITY_WORDINGS: &[&str] = &[
    "do-more-with-every-successful-attack",
    "do-more-with-every-attack-of-each-kind",
    "attacks-performed-by-the-personality-do-more",
    "your-styled-or-focused-attacks-do-more",
    "first-attack-of-a-kind-does-more",
    "attacks-against-the-personality-do-less",
];

/// A card whose text has no "(Constant Combat Power)" header has no box step 10 reads these
/// modifiers from, and a Personality Power used does not apply a standing modifier: the
/// sentence goes to the judge (Gohan Lv.2, Trunks Saga #194, prints no header; the CRD is
/// silent on it). Called by `compile_with_sentences` (`compile/mod.rs`).
pub(in crate::engine) fn keep_to_constant_powers(
    compiled: &mut [(String, Vec<Piece>, Vec<&'static str>)],
    constant: bool,
) {
    if constant {
        return;
    }
    for (s, ps, rows) in compiled.iter_mut() {
        if rows.iter().any(|r| PERSONALITY_WORDINGS.contains(r)) {
            ps.retain(|p| {
                !matches!(p, Piece::Effect(Effect::Modify(_)))
                    && !matches!(p, Piece::Effect(Effect::Conditional(k))
                        if k.effects.iter().any(|e| matches!(e, Effect::Modify(_))))
            });
            ps.push(Piece::Effect(Effect::Manual(s.clone())));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{AttackKind, Effect, Modifier, Scope};

    /// Froug, the Huge Lv.3 (World Games Saga #129): "All successful physical attacks performed
    /// against Froug do -3 power stages of damage": -3 on physical attacks against him at step
    /// 10 (CRD 3.0.0 Battle Sequence step 10), read from his Constant Combat Power only.
    #[test]
    fn attacks_against_froug_do_less() {
        let text =
            "All successful physical attacks performed against Froug do -3 power stages of damage.";
        assert_eq!(
            modifiers(text),
            vec![Effect::Modify(Modifier {
                power_stages: -3,
                life_cards: 0,
                scope: Scope::AttacksAgainstYou,
                kinds: vec![AttackKind::Physical],
            })]
        );
        assert!(crate::engine::compile::compile_for(text, false)
            .effects
            .iter()
            .all(|e| matches!(e, Effect::Manual(_))));
    }

    /// The effects of `text` as a Constant Combat Power's sentence.
    fn modifiers(text: &str) -> Vec<Effect> {
        compile_text(&format!("(Constant Combat Power) {text}"))
            .sentences
            .into_iter()
            .flat_map(|s| s.effects)
            .filter(|e| !matches!(e, Effect::ConstantCombatPower))
            .collect()
    }

    fn yours(power_stages: i32, life_cards: i32, kinds: Vec<AttackKind>) -> Effect {
        Effect::Modify(Modifier {
            power_stages,
            life_cards,
            scope: Scope::YourAttacks,
            kinds,
        })
    }

    /// Constant Combat Powers of the pool (Spice, the Punisher Lv.4; Gohan Lv.2; Vinegar, The
    /// Battler Lv.2; Dodoria the Mocking Lv.3; the Frieza levels; Yamcha, the Battler Lv.2; Gohan,
    /// Mystic Lv.4): their step-10 modifiers (CRD 3.0.0 step 10).
    #[test]
    fn personality_attack_modifiers_with_every_attack() {
        use AttackKind::{Energy, Physical};
        let cases = [
            ("Do +1 life card of damage with every successful physical attack.", vec![yours(0, 1, vec![Physical])]),
            ("Do +2 life cards damage with every successful energy attack.", vec![yours(0, 2, vec![Energy])]),
            ("Do +1 power stage of damage with every successful energy attack.", vec![yours(1, 0, vec![Energy])]),
            ("Do +1 power stage of damage and +2 life cards of damage with every successful attack.", vec![yours(1, 2, vec![])]),
            ("Frieza does +1 power stage and +1 life card of damage with every energy attack.", vec![yours(1, 1, vec![Energy])]),
            ("Frieza does +2 power stages and +2 life cards with every attack.", vec![yours(2, 2, vec![])]),
            ("Frieza does +2 power stages of damage with every physical attack and +2 life cards with every energy attack.", vec![yours(2, 0, vec![Physical]), yours(0, 2, vec![Energy])]),
            ("All energy attacks performed by Yamcha do +2 power stages of damage.", vec![yours(2, 0, vec![Energy])]),
            ("All attacks Gohan performs do +3 power stages of damage.", vec![yours(3, 0, vec![])]),
        ];
        for (text, want) in cases {
            assert_eq!(modifiers(text), want, "{text}");
        }
    }

    /// Without the "(Constant Combat Power)" header there is no box step 10 reads: the judge
    /// has the sentence (Gohan Lv.2, Trunks Saga #194).
    #[test]
    fn a_personality_wording_outside_a_constant_combat_power_goes_to_the_judge() {
        let text = "Do +2 life cards damage with every successful energy attack.";
        let card = crate::engine::compile::compile_for(text, false);
        assert_eq!(card.effects, vec![Effect::Manual(text.to_string())]);
        assert_eq!(card.manual_sentences(), vec![text]);
        // With the header, the same sentence is the power's modifier.
        let card =
            crate::engine::compile::compile_for(&format!("(Constant Combat Power) {text}"), false);
        assert!(card
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Modify(m) if m.life_cards == 2)));
    }

    /// "Attacks performed by Allies" names no personality: not read as the player's attacks.
    #[test]
    fn attacks_performed_by_allies_are_not_the_personalitys() {
        let e = modifiers("All attacks performed by Allies do +2 power stages of damage.");
        assert_ne!(e, vec![yours(2, 0, vec![])]);
    }

    /// Majin Babidi Lv.2 (CRD 3.0.0 Battle Sequence step 10): "All attacks your Allies perform do
    /// an additional +3 life cards of damage" is the modifier for the attacks of his Allies.
    #[test]
    fn attacks_your_allies_perform_do_more() {
        use crate::engine::effects::{Condition, Conditional};
        let e =
            modifiers("All attacks your Allies perform do an additional +3 life cards of damage.");
        assert_eq!(
            e,
            vec![Effect::Conditional(Conditional {
                condition: Condition::PerformedByAlly,
                effects: vec![yours(0, 3, vec![])],
            })]
        );
    }

    /// CRD 3.0.0 Battle Sequence step 10: a Constant Combat Power's modifier for the attacks of
    /// one Martial Arts Style (Broku Lv.1, Goku, Super Saiyan Ascended Lv.4) or for Focused
    /// attacks is the modifier under that condition; without the header it goes to the judge.
    #[test]
    fn styled_and_focused_attacks_do_more_under_their_condition() {
        use crate::engine::effects::{Condition, Conditional};
        let styled = |condition: Condition, life_cards: i32| {
            vec![Effect::Conditional(Conditional {
                condition,
                effects: vec![yours(0, life_cards, vec![])],
            })]
        };
        assert_eq!(
            modifiers("All of your Saiyan Style attacks do an additional +2 life cards of damage."),
            styled(Condition::AttackStyled("Saiyan".into()), 2)
        );
        assert_eq!(
            modifiers("All of your focused attacks do +2 life cards of damage."),
            styled(Condition::AttackFocused, 2)
        );
        assert_eq!(
            modifiers("All focused attacks you perform do +2 life cards of damage."),
            styled(Condition::AttackFocused, 2)
        );
        // Olibu Lv.1 (World Games Saga #189): "Freestyle attacks", the CRD's "Freestyle cards".
        assert_eq!(
            modifiers("All of your Freestyle attacks do +2 life cards of damage."),
            styled(Condition::AttackStyled("Freestyle".into()), 2)
        );
        let text = "All of your Saiyan Style attacks do an additional +2 life cards of damage.";
        let card = crate::engine::compile::compile_for(text, false);
        assert_eq!(card.effects, vec![Effect::Manual(text.to_string())]);
    }
}
