//! Pattern rows: attached cards. "Attach this card to your opponent's Main Personality", "While
//! attached, all attacks performed by that personality do -2 power stages of damage", "Discard
//! this card when the attached personality reaches his highest power stage", "Discard any cards
//! attached to your Main Personality", and the hand condition of the Gambits ("If at least 3
//! cards in your hand are Red Style cards, attach this card to your Main Personality").
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use. Only personalities are read as what a card attaches to: a
//! card attached to another card ("Attach to one of your Non-Combat cards in play", "to your
//! Cell Saga Namekian Style Mastery") stays with the judge, and so does every "while attached"
//! effect other than a damage modifier and the Ally restriction of Majin Buu's Stomach Throw.

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::{
    AttachTarget, AttachTo, AttachedAttacks, AttachedCap, AttachedEffect, AttachedFrom,
    AttachedModifier, Condition, DiscardAttached, Effect, HandStyle, Who, Whose,
};

fn who(s: &str) -> Who {
    if s.contains("opponent") {
        Who::Opponent
    } else {
        Who::You
    }
}

fn attach(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let to = match c.s("t") {
        "main personality" => AttachTarget::MainPersonality,
        "personalities" => AttachTarget::Personality,
        "allies in play" => AttachTarget::Ally,
        _ => return None,
    };
    let player = match c.s("w") {
        "a" => Whose::Any,
        w if who(w) == Who::Opponent => Whose::Opponent,
        _ => Whose::You,
    };
    Some(vec![Piece::Effect(Effect::Attach(AttachTo { player, to }))])
}

fn modify(c: &Caps<'_>, attacks: AttachedAttacks) -> Option<Vec<Piece>> {
    let n = c.signed("n")?;
    let sign = if c.s("sign") == "-" { -1 } else { 1 };
    let d = c.damage("unit", 1);
    Some(vec![Piece::Effect(Effect::WhileAttached(
        AttachedEffect::Modify(AttachedModifier {
            attacks,
            power_stages: sign * n * d.power_stages as i32,
            life_cards: sign * n * d.life_cards as i32,
            kinds: c.kinds(),
        }),
    ))])
}

const STYLES: &[&str] = &["black", "blue", "orange", "red", "saiyan", "namekian"];

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "attach-to-personality",
        pattern: concat!(
            r"attach(?: this card| this)? to (?P<w>your|your opponent's) ",
            r"(?P<t>main personality)",
            r" || attach(?: this card| this)? to one of (?P<w>your|your opponent's) (?P<t>personalities|allies in play)"
        ),
        build: attach,
    },
    Pattern {
        name: "while-attached-attached-personality-attacks",
        pattern: concat!(
            r"while attached, any (?:{kinds} )?attacks the attached personality performs do (?P<sign>[+-])?{n} {unit} of damage",
            r" || while attached, all (?:{kinds} )?attacks performed by that personality do (?P<sign>[+-])?{n} {unit} of damage"
        ),
        build: |c| modify(c, AttachedAttacks::ByAttached),
    },
    Pattern {
        name: "while-attached-your-attacks",
        pattern: r"while attached, all (?:of )?your (?:{kinds} )?attacks do (?P<sign>[+-])?{n} {unit} of damage",
        build: |c| modify(c, AttachedAttacks::Yours),
    },
    Pattern {
        name: "while-attached-no-control-no-redirect",
        pattern: r"while attached, that ally cannot take control of combat or have damage redirected to him",
        build: |_| {
            Some(vec![Piece::Effect(Effect::WhileAttached(
                AttachedEffect::NoControlNoRedirect,
            ))])
        },
    },
    Pattern {
        // Vegeta's Surprised.
        name: "attach-to-a-main-personality-until-it-performs",
        pattern: r"attach this card to a main personality and remove it from the game when that personality performs an? {kind} attack",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Attach(AttachTo {
                    player: Whose::Any,
                    to: AttachTarget::MainPersonality,
                })),
                Piece::Effect(Effect::WhileAttached(AttachedEffect::RemoveWhenPerforms(
                    c.kinds(),
                ))),
            ])
        },
    },
    Pattern {
        name: "attached-personality-maximum-damage",
        pattern: r"this personality does a maximum of {n} {unit} of damage with each {kind} attack",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            let life = d.life_cards > 0 || c.s("unit").contains("life");
            Some(vec![Piece::Effect(Effect::WhileAttached(
                AttachedEffect::AttacksMaximum(AttachedCap {
                    power_stages: (!life).then_some(d.power_stages),
                    life_cards: life.then_some(d.life_cards),
                    kinds: c.kinds(),
                }),
            ))])
        },
    },
    Pattern {
        name: "while-attached-in-control-unpreventable",
        pattern: r"while attached and the attached personality is in control of combat, damage from your attacks cannot be prevented",
        build: |_| {
            Some(vec![Piece::Effect(Effect::WhileAttached(
                AttachedEffect::YourAttacksUnpreventableWhileInControl,
            ))])
        },
    },
    Pattern {
        name: "discard-when-attached-highest-stage",
        pattern: r"discard this card when the attached personality reaches (?:his|her|its) highest power stage",
        build: |_| Some(vec![Piece::Effect(Effect::DiscardWhenHighestStage)]),
    },
    Pattern {
        name: "discard-attached-cards",
        pattern: concat!(
            r"discard (?:any|all) cards attached to (?P<w>your|your opponent's) main personality",
            r" || discard all cards attached to (?P<all>all personalities in play)"
        ),
        build: |c| {
            let (whose, from) = if c.has("all") {
                (Whose::Any, AttachedFrom::AllPersonalities)
            } else if who(c.s("w")) == Who::Opponent {
                (Whose::Opponent, AttachedFrom::MainPersonality)
            } else {
                (Whose::You, AttachedFrom::MainPersonality)
            };
            Some(vec![Piece::Effect(Effect::DiscardAttached(
                DiscardAttached { whose, from },
            ))])
        },
    },
    Pattern {
        name: "if-hand-style-cards",
        pattern: r"if at least {n} cards in your hand are (?P<s>[a-z]+) style cards,? (?P<x>attach .+)",
        build: |c| {
            let s = c.s("s");
            if !STYLES.contains(&s) {
                return None;
            }
            Some(vec![Piece::Conditional(
                Condition::HandStyleAtLeast(HandStyle {
                    style: crate::engine::compile::patterns::title(s),
                    n: c.n("n")?,
                }),
                c.s("x").to_string(),
            )])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::AttackKind;

    #[test]
    fn bojacks_left_palm_charge() {
        let c = compile_text("Energy attack doing 5 life cards of damage. If successful, attach this card to one of your personalities. While attached, any energy attacks the attached personality performs do +2 life cards of damage.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            &c.effects[1..],
            &[
                Effect::IfSuccessful(vec![Effect::Attach(AttachTo {
                    player: Whose::You,
                    to: AttachTarget::Personality
                })]),
                Effect::WhileAttached(AttachedEffect::Modify(AttachedModifier {
                    attacks: AttachedAttacks::ByAttached,
                    power_stages: 0,
                    life_cards: 2,
                    kinds: vec![AttackKind::Energy]
                }))
            ]
        );
    }

    #[test]
    fn black_jawbreaker() {
        let c = compile_text("Physical attack doing +3 power stages of damage. Attach to your opponent's Main Personality. While attached, all attacks performed by that personality do -2 power stages of damage. Discard this card when the attached personality reaches his highest power stage.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::Attach(AttachTo {
            player: Whose::Opponent,
            to: AttachTarget::MainPersonality
        })));
        assert!(c.effects.contains(&Effect::DiscardWhenHighestStage));
        assert!(c
            .effects
            .contains(&Effect::WhileAttached(AttachedEffect::Modify(
                AttachedModifier {
                    attacks: AttachedAttacks::ByAttached,
                    power_stages: -2,
                    life_cards: 0,
                    kinds: vec![]
                }
            ))));
    }

    #[test]
    fn gambit_condition_and_discards() {
        let c = compile_text("If at least 3 cards in your hand are Red Style cards, attach this card to your Main Personality. While attached, all of your attacks do +3 power stages of damage.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(matches!(&c.effects[0], Effect::Conditional(k)
            if k.condition == Condition::HandStyleAtLeast(HandStyle { style: "Red".into(), n: 3 })));
        let c = compile_text("Discard all cards attached to all personalities in play.");
        assert_eq!(
            c.effects,
            vec![Effect::DiscardAttached(DiscardAttached {
                whose: Whose::Any,
                from: AttachedFrom::AllPersonalities
            })]
        );
        let c = compile_text("Endrance 1. Energy attack. Empower 3. Attach this card to your opponent's Main Personality. While attached and the attached personality is in control of Combat, damage from your attacks cannot be prevented.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::WhileAttached(
            AttachedEffect::YourAttacksUnpreventableWhileInControl
        )));
        let c = compile_text("Attach this card to a Main Personality and remove it from the game when that personality performs an energy attack. This personality does a maximum of 5 power stages of damage with each physical attack. Limit 1 per deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c
            .effects
            .contains(&Effect::WhileAttached(AttachedEffect::AttacksMaximum(
                AttachedCap {
                    power_stages: Some(5),
                    life_cards: None,
                    kinds: vec![AttackKind::Physical]
                }
            ))));
        // The in-play discard reads attached cards as a kind of card in play.
        let c = compile_text("If you declared a Tokui-Waza and your opponent declared a Blue Tokui-Waza, discard any 2 of your opponent's Non-Combat, Allies, Location, Battleground, and/or attached cards in play.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(format!("{:?}", c.effects).contains("Attached"));
        // A card attached to another card, not to a personality, stays with the judge.
        let c = compile_text("Attach to one of your Non-Combat cards in play.");
        assert_eq!(c.coverage, Coverage::Manual);
        // "may discard any" leaves a choice of which cards: the judge reads it.
        let c = compile_text("If you declared Tokui-Waza, you may discard any cards attached to your Main Personality.");
        assert_ne!(c.coverage, Coverage::Full);
    }
}
