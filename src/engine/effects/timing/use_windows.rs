//! Pattern rows of `timing::use_windows`: when a Combat card may be used.
//!
//! - "Use only if your opponent performed a physical attack that was successful during his
//!   previous "Attacker Attacks" phase", "Use only if you performed a successful physical attack
//!   in your last "Attacker Attacks" phase this Combat", "You must have performed 2 successful
//!   physical attacks in this Combat to use this card": [`Effect::RequiresSuccessful`];
//! - "Use only if your Main Personality has a higher power rating than your opponent's Main
//!   Personality": [`Effect::Requires`] of [`Condition::HigherPowerRating`];
//! - "Use immediately after a physical attack you perform becomes successful", "Use when one of
//!   your energy attacks becomes successful", "Use after you perform a successful physical
//!   attack" (Goku's Touch), "After you perform a successful energy attack, ..." (Eyes of the
//!   Dragon), "Use when you stop an energy attack": [`Effect::UseWindow`];
//! - "If you and your opponent declared a Tokui-Waza, ...": both players declared one;
//! - "then for the remainder of Combat stops all physical attacks performed by your opponent":
//!   a stop floating to the end of Combat.
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use.

use crate::engine::compile::patterns::{one, title, Caps, Pattern, Piece};
use crate::engine::effects::{
    AttackKind, Condition, Effect, Modifier, NextAttack, RatingComparison, Scope, Side, Stop,
    SuccessfulAttacks, UseWindow, Who,
};

fn kind(c: &Caps<'_>) -> Option<AttackKind> {
    match c.kinds().as_slice() {
        [k] => Some(*k),
        _ => None,
    }
}

/// "+N power stages / life cards" of the attack in progress.
fn this_attack(c: &Caps<'_>) -> Option<Modifier> {
    let d = c.damage("unit", c.n("n")?);
    Some(Modifier {
        power_stages: i32::try_from(d.power_stages).ok()?,
        life_cards: i32::try_from(d.life_cards).ok()?,
        scope: Scope::ThisAttack,
        kinds: Vec::new(),
    })
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "use-only-if-opponent-successful-last-phase",
        pattern: r#"use only if your opponent performed an? {kind} attack that was successful during his previous "?attacker attacks!?"? phase"#,
        build: |c| {
            one(Effect::RequiresSuccessful(SuccessfulAttacks {
                player: Who::Opponent,
                kind: kind(c)?,
                at_least: 1,
                last_phase: true,
            }))
        },
    },
    Pattern {
        name: "use-only-if-you-successful-last-phase",
        pattern: r#"use only if you performed an? successful {kind} attack in your last "?attacker attacks!?"? phase this combat"#,
        build: |c| {
            one(Effect::RequiresSuccessful(SuccessfulAttacks {
                player: Who::You,
                kind: kind(c)?,
                at_least: 1,
                last_phase: true,
            }))
        },
    },
    Pattern {
        name: "must-have-performed-successful-attacks",
        pattern: r"you must have performed {n} successful {kind} attacks? in this combat to use this card",
        build: |c| {
            one(Effect::RequiresSuccessful(SuccessfulAttacks {
                player: Who::You,
                kind: kind(c)?,
                at_least: c.n("n")?,
                last_phase: false,
            }))
        },
    },
    Pattern {
        name: "use-only-if-higher-rating",
        pattern: r"use only if your main personality has a higher power rating than your opponent's main personality",
        build: |_| {
            one(Effect::Requires(Condition::HigherPowerRating(
                RatingComparison {
                    higher: Side::YourMainPersonality,
                    lower: Side::OpponentMainPersonality,
                },
            )))
        },
    },
    Pattern {
        name: "use-after-your-attack-successful",
        pattern: r"use immediately after an? {kind} attack you perform becomes successful || use when one of your {kind} attacks becomes successful",
        build: |c| {
            one(Effect::UseWindow(UseWindow::AfterYourAttackSuccessful(
                kind(c)?,
            )))
        },
    },
    Pattern {
        // "Use after you perform a successful physical attack" (Goku's Touch), "After you
        // perform a successful energy attack, ..." (Eyes of the Dragon, after "Use when
        // needed"): the moment of use, the card's effects in the clauses that follow.
        name: "use-after-you-perform-successful",
        pattern: r"(?:use )?after you perform an? successful {kind} attack",
        build: |c| {
            one(Effect::UseWindow(UseWindow::AfterYourAttackSuccessful(
                kind(c)?,
            )))
        },
    },
    Pattern {
        name: "use-when-you-stop",
        pattern: r"use when you stop an? {kind} attack",
        build: |c| one(Effect::UseWindow(UseWindow::WhenYouStop(kind(c)?))),
    },
    Pattern {
        name: "use-when-you-perform",
        pattern: r"(?:use|play) when you (?:perform|peform) an? {kind} attack || (?:use|play) when (?:you perform|performing) an attack",
        build: |c| {
            let k = if c.has("kind") { Some(kind(c)?) } else { None };
            one(Effect::UseWindow(UseWindow::WhenYouPerform(k)))
        },
    },
    Pattern {
        // T-Rex Offense (CRD 3.0.0 rewrite): the moment and the modifier in one sentence.
        name: "use-when-you-perform-to-have-it-do",
        pattern: r"use when you perform an? {kind} attack to have that (?:energy |physical )?attack do (?:an additional )?\+{n} {unit} of damage",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::UseWindow(UseWindow::WhenYouPerform(Some(kind(c)?)))),
                Piece::Effect(Effect::Modify(this_attack(c)?)),
            ])
        },
    },
    Pattern {
        name: "use-when-you-perform-styled",
        pattern: r"use when you perform an? {kind} attack with a martial arts styled card",
        build: |c| one(Effect::UseWindow(UseWindow::WhenYouPerformStyled(kind(c)?))),
    },
    Pattern {
        // "This energy attack does +3 life cards of damage" (a card used when its player
        // performs an energy attack): a modifier of the attack.
        name: "this-kind-attack-does-more",
        pattern: r"(?:this|that) {kind} attack does (?:an additional )?\+{n} {unit} of damage",
        build: |c| one(Effect::Modify(this_attack(c)?)),
    },
    Pattern {
        name: "that-attack-gains-and-focused",
        pattern: r"that attack gains \+{n} {unit} of damage and is a focused attack",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Modify(this_attack(c)?)),
                // Given to the attack being performed (see `fold` in the compiler).
                Piece::Focused,
            ])
        },
    },
    Pattern {
        name: "if-you-declared-style-and-opponent-style",
        pattern: r"if you declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza and your opponent declared (?:a |an )?(?P<style2>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::All(vec![
                    Condition::YouDeclared(title(c.s("style"))),
                    Condition::OpponentDeclared(title(c.s("style2"))),
                ]),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-you-declared-style",
        pattern: r"if you declared (?:a |an )?(?P<style>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::YouDeclared(title(c.s("style"))),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "if-you-declared-non-styles",
        pattern: r"if you declared (?:a |an )?non-(?P<style>black|blue|orange|red|saiyan|namekian|freestyle),? non-(?P<style2>black|blue|orange|red|saiyan|namekian|freestyle) tokui-waza,? (?:then )?(?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::All(vec![
                    Condition::TokuiWaza,
                    Condition::Not(Box::new(Condition::YouDeclared(title(c.s("style"))))),
                    Condition::Not(Box::new(Condition::YouDeclared(title(c.s("style2"))))),
                ]),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "allies-cannot-take-control",
        pattern: r"(?P<who>your opponent|you) (?:cannot|can not|may not) have allies take control of combat for the remainder of combat",
        build: |c| {
            one(Effect::AlliesCannotTakeControl(if c.s("who") == "you" {
                Who::You
            } else {
                Who::Opponent
            }))
        },
    },
    Pattern {
        // Black Defensive Stance, as printed.
        name: "stops-pysical-or-energy",
        pattern: r"stops a pysical or energy attack",
        build: |_| {
            one(Effect::Stop(Stop {
                kinds: vec![AttackKind::Physical, AttackKind::Energy],
                rest_of_combat: false,
            }))
        },
    },
    Pattern {
        name: "next-attack-does-less",
        pattern: r"the next attack you perform this combat does -{n} {unit} of damage",
        build: |c| {
            let d = c.damage("unit", c.n("n")?);
            one(Effect::NextAttack(NextAttack {
                kinds: Vec::new(),
                power_stages: -i32::try_from(d.power_stages).ok()?,
                life_cards: -i32::try_from(d.life_cards).ok()?,
                focused: false,
                gain: Vec::new(),
                style: None,
            }))
        },
    },
    Pattern {
        name: "attacking-personality-highest-stage",
        pattern: r"raise the attacking personality to (?:his|its|their) highest power stage",
        build: |_| one(Effect::AttackingPersonalityHighestStage),
    },
    Pattern {
        name: "if-you-and-opponent-declared-tokui-waza",
        pattern: r"if you and your opponent (?:both )?declared (?:a )?tokui-waza,? (?:then )?(?P<x>.+)",
        build: |c| {
            // Both declared: you did, and it is not the case that you did and he did not.
            Some(vec![Piece::Conditional(
                Condition::All(vec![
                    Condition::TokuiWaza,
                    Condition::Not(Box::new(Condition::TokuiWazaOpponentNone)),
                ]),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        name: "rest-of-combat-stops-all-by-opponent",
        // Also "stops all physical attacks and energy attacks your opponent performs for the
        // remainder of Combat" (Narrow Escape, Super Android 13's Physical Resistance).
        pattern: r"for the remainder of combat,? stops? all {kinds} attacks performed by your opponent || stops? all (?P<kinds>physical attacks and energy|physical|energy) attacks your opponent performs for the remainder of combat",
        build: |c| {
            one(Effect::RestOfCombat(vec![Effect::Stop(Stop {
                kinds: c.kinds(),
                rest_of_combat: false,
            })]))
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    use crate::engine::compile::read_in_full as full;

    #[test]
    fn requirements_on_successful_attacks() {
        // Straining Counter Punch.
        let e = full("Use only if your opponent performed a physical attack that was successful during his previous \"Attacker Attacks\" phase. Physical attack doing +6 power stages and +1 life cards of damage. Raise your and your opponent's anger 1 level.");
        assert_eq!(
            e[0],
            Effect::RequiresSuccessful(SuccessfulAttacks {
                player: Who::Opponent,
                kind: AttackKind::Physical,
                at_least: 1,
                last_phase: true
            })
        );
        // In The Groove.
        let e = full("You must have performed 2 successful physical attacks in this Combat to use this card. Raise your anger 2 levels.");
        assert_eq!(
            e[0],
            Effect::RequiresSuccessful(SuccessfulAttacks {
                player: Who::You,
                kind: AttackKind::Physical,
                at_least: 2,
                last_phase: false
            })
        );
        // Black Restraint.
        let e = full("Use only if you performed a successful physical attack in your last \"Attacker Attacks\" phase this Combat. Stops a physical attack. If you declared a Tokui-Waza, then for the remainder of Combat stops all physical attacks performed by your opponent. Remove from the game after use. Limit 1 per deck.");
        assert_eq!(
            e[0],
            Effect::RequiresSuccessful(SuccessfulAttacks {
                player: Who::You,
                kind: AttackKind::Physical,
                at_least: 1,
                last_phase: true
            })
        );
        assert!(e.iter().any(|e| matches!(e, Effect::Conditional(k)
            if k.condition == Condition::TokuiWaza
                && k.effects == vec![Effect::RestOfCombat(vec![Effect::Stop(Stop { kinds: vec![AttackKind::Physical], rest_of_combat: false })])])));
        // The plain stop stays a stop of this attack only.
        assert!(e.contains(&Effect::Stop(Stop {
            kinds: vec![AttackKind::Physical],
            rest_of_combat: false
        })));
    }

    #[test]
    fn higher_rating_requirement() {
        // Saiyan Perfect Defense's first sentence.
        let c = compile_text("Use only if your Main Personality has a higher power rating than your opponent's Main Personality.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(matches!(
            &c.effects[0],
            Effect::Requires(Condition::HigherPowerRating(r))
                if r.higher == Side::YourMainPersonality && r.lower == Side::OpponentMainPersonality
        ));
    }

    #[test]
    fn use_windows() {
        // Majin Death Focus.
        let e = full("Majin only. Use immediately after an energy attack you perform becomes successful. Discard up to 3 of your opponent's Allies in play. Draw a card.");
        assert!(
            e.contains(&Effect::UseWindow(UseWindow::AfterYourAttackSuccessful(
                AttackKind::Energy
            )))
        );
        // Majin Lightning Hit.
        let e = full("Majin only. Use immediately after a physical attack you perform becomes successful. Discard up to 3 of your opponent's Non-Combat cards in play. Draw a card.");
        assert!(
            e.contains(&Effect::UseWindow(UseWindow::AfterYourAttackSuccessful(
                AttackKind::Physical
            )))
        );
        // Majin Power Deflection.
        let e = full("Majin only. Use when you stop an energy attack. Raise your Main Personality to its highest power stage. Draw a card.");
        assert!(e.contains(&Effect::UseWindow(UseWindow::WhenYouStop(
            AttackKind::Energy
        ))));
        // "physical or energy": no single kind, left to the judge.
        let c = compile_text("Use when you stop a physical or energy attack.");
        assert_eq!(c.coverage, Coverage::Manual);
    }

    /// T-Rex Offense as CRD 3.0.0 "Specific Card Clarifications" rewrites it.
    #[test]
    fn when_you_perform_to_have_it_do() {
        let e = crate::engine::compile::compile_text(
            "Use when you perform an energy attack to have that energy attack do an additional +1 life cards of damage.",
        )
        .effects;
        assert_eq!(
            e,
            vec![
                Effect::UseWindow(UseWindow::WhenYouPerform(Some(AttackKind::Energy))),
                Effect::Modify(Modifier {
                    power_stages: 0,
                    life_cards: 1,
                    scope: Scope::ThisAttack,
                    kinds: Vec::new(),
                }),
            ]
        );
    }

    #[test]
    fn when_you_perform() {
        // Ki Catalyst: the Focused keyword goes to the attack being performed.
        let e = full("Play when you perform an energy attack. That attack gains +4 life cards of damage and is a focused attack. Remove from the game after use.");
        assert_eq!(
            e[0],
            Effect::UseWindow(UseWindow::WhenYouPerform(Some(AttackKind::Energy)))
        );
        assert!(e.contains(&Effect::Modify(Modifier {
            power_stages: 0,
            life_cards: 4,
            scope: Scope::ThisAttack,
            kinds: Vec::new()
        })));
        assert!(e.contains(&Effect::Keyword(crate::engine::effects::Keyword::Focused)));
        // Up Close and Personal ("peform" as printed).
        let e = full("Endurance 1. Use when you peform an energy attack. This energy attack does +3 life cards of damage. Draw a card.");
        assert!(
            e.contains(&Effect::UseWindow(UseWindow::WhenYouPerform(Some(
                AttackKind::Energy
            ))))
        );
        // Sudden Impact.
        let e = full("Use when you perform a physical attack with a Martial Arts Styled card. This physical attack is now a focused attack. Raise your anger 1 level.");
        assert_eq!(
            e[0],
            Effect::UseWindow(UseWindow::WhenYouPerformStyled(AttackKind::Physical))
        );
        assert!(e.contains(&Effect::Keyword(crate::engine::effects::Keyword::Focused)));
        // Battle of the Saiyans: any attack.
        let c = compile_text("Use when performing an attack.");
        assert_eq!(
            c.effects,
            vec![Effect::UseWindow(UseWindow::WhenYouPerform(None))]
        );
    }

    #[test]
    fn your_own_style() {
        // Vegeta's Elbow Slam.
        let e = full("Physical attack. If you declared a Freestyle Tokui-Waza and your opponent declared a Red Tokui-Waza, lower your opponent's Main Personality 1 personality level, and he cannot raise his anger for the remainder of the turn.");
        assert!(matches!(&e[1], Effect::Conditional(k)
            if k.condition == Condition::All(vec![
                Condition::YouDeclared("Freestyle".into()),
                Condition::OpponentDeclared("Red".into()),
            ]) && k.effects.len() == 2));
        // Krillin's Coolness Drill.
        let c = crate::engine::compile::compile_for("(Tuff Enuff Only) If you declared a non-Saiyan, non-Black Tokui-Waza all of your attacks do +2 power stages of damage.", true);
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        assert!(matches!(&c.effects[1], Effect::Conditional(k)
        if k.condition == Condition::All(vec![
            Condition::TokuiWaza,
            Condition::Not(Box::new(Condition::YouDeclared("Saiyan".into()))),
            Condition::Not(Box::new(Condition::YouDeclared("Black".into()))),
        ])));
        // Garlic Jr.'s Palm Blast: the requirement under the condition.
        let c = compile_text("If you declared a Saiyan Tokui-Waza, this must be the first attack that you play during Combat.");
        assert!(matches!(&c.effects[0], Effect::Conditional(k)
            if k.condition == Condition::YouDeclared("Saiyan".into())
                && matches!(k.effects.as_slice(), [Effect::FirstInCombat(_)])));
    }

    #[test]
    fn allies_control_and_next_attack() {
        // Whiplash.
        let e = full("Use when one of your physical attacks becomes successful. Your opponent cannot have Allies take control of Combat for the remainder of Combat. Lower your opponent's anger 1 level. Draw a card. Remove from the game after use.");
        assert_eq!(e[1], Effect::AlliesCannotTakeControl(Who::Opponent));
        // Black Defensive Stance ("pysical" as printed).
        let e = full("Stops a pysical or energy attack. If you did not declare a Tokui-Waza, the next attack you perform this combat does -2 power stages of damage.");
        assert_eq!(
            e[0],
            Effect::Stop(Stop {
                kinds: vec![AttackKind::Physical, AttackKind::Energy],
                rest_of_combat: false
            })
        );
        assert!(matches!(&e[1], Effect::Conditional(k)
            if k.condition == Condition::NoTokuiWaza
                && k.effects == vec![Effect::NextAttack(NextAttack { power_stages: -2, ..NextAttack::default() })]));
    }

    #[test]
    fn attacking_personality_highest_stage() {
        // Smokin' Barrels.
        let e = full("League and Tuff Enuff only. Use when one of your energy attacks becomes successful. Raise the attacking personality to his highest power stage. Place the top 2 cards of your discard pile on the bottom of your Life Deck. Draw a card. Remove from the game after use.");
        assert_eq!(e[2], Effect::AttackingPersonalityHighestStage);
    }

    #[test]
    fn both_declared_tokui_waza() {
        // Saiyan Kamehameha.
        let c = compile_text("If you and your opponent declared a Tokui-Waza, prevent 5 life cards of damage from the next attack performed against you this Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{:#?}", c.effects);
        assert!(matches!(&c.effects[0], Effect::Conditional(k)
        if k.condition == Condition::All(vec![
            Condition::TokuiWaza,
            Condition::Not(Box::new(Condition::TokuiWazaOpponentNone)),
        ])));
    }

    /// Narrow Escape (fusion-saga/064): "stops all physical attacks and energy attacks your
    /// opponent performs for the remainder of Combat" is the floating stop of "for the remainder
    /// of Combat stops all ... attacks performed by your opponent".
    #[test]
    fn stops_all_attacks_your_opponent_performs_for_the_remainder_of_combat() {
        let e = full("Stops all physical attacks and energy attacks your opponent performs for the remainder of Combat.");
        assert_eq!(
            e,
            vec![Effect::RestOfCombat(vec![Effect::Stop(Stop {
                kinds: vec![AttackKind::Physical, AttackKind::Energy],
                rest_of_combat: false,
            })])]
        );
    }
}
