//! Pattern rows: more wordings for cards in play as the targets of effects (in play more
//! module), reusing `in_play::cards_in_play`'s vocabulary ([`crate::engine::effects::in_play::cards_in_play`]) wherever it fits:
//!
//! - "remove an opponent's Drill of your choice from the game": a card of the opponent the
//!   player chooses is a card he can see, so one in play (the opponent's hand is hidden); only
//!   the opponent's cards or Allies are read this way;
//! - "discard up to 2 of your opponent's Allies and up to 2 of your opponent's Non-Combat cards
//!   in play": two targets in one sentence;
//! - "Your main personality pays 5 power stages to discard all allies and
//!   noncombat-nondragon ball cards from play": a cost and what it buys;
//! - every Ally of a player set to a power stage ("Set all Allies in play to 0"), every Ally
//!   losing power stages with no life cards lost past 0 ("but no additional life damage is
//!   taken"), a Main Personality and its Allies gaining power stages together;
//! - condition wordings: "If successful and you have a Tokui-Waza" (you declared one), "If your
//!   Main Personality's power rating is higher than your opponent's Main Personality".
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use.

use crate::engine::compile::patterns::{number, title, Caps, Pattern, Piece};
use crate::engine::effects::in_play::cards_in_play::{kinds, target, whose_of};
use crate::engine::effects::{
    AlliesSetStage, AlliesStages, CardRule, Change, Condition, Cost, Effect, InPlayAct,
    InPlayAtLeast, InPlayCount, InPlayEffect, InPlayKind, MainPersonalityStages, RatingComparison,
    SetTo, Side, Who, Whose,
};

/// A personality or card name in a requirement: only plain names (no "a", "your", ...).
fn plain_name(s: &str) -> Option<String> {
    let s = s.trim().trim_matches('"');
    let first = s.split(' ').next().unwrap_or("");
    if s.is_empty()
        || [
            "a", "an", "the", "your", "his", "any", "all", "one", "this", "that", "no", "you",
        ]
        .contains(&first)
        || number(first).is_some()
    {
        return None;
    }
    // "chi-chi" is "Chi-Chi".
    Some(s.split('-').map(title).collect::<Vec<_>>().join("-"))
}

fn in_play(act: InPlayAct, phrase: &str) -> Option<Effect> {
    let (whose, cards, count) = target(phrase)?;
    Some(Effect::InPlay(InPlayEffect {
        act,
        whose,
        cards,
        count,
        style: None,
    }))
}

/// "an opponent's drill of your choice": the opponent's cards (or any Ally), chosen by the
/// card's player, are cards in play.
fn build_of_your_choice(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let (whose, cards, count) = target(c.s("t"))?;
    if whose != Whose::Opponent && cards.iter().any(|k| *k != InPlayKind::Ally) {
        return None;
    }
    let act = if c.has("rm") {
        InPlayAct::RemoveFromGame
    } else {
        InPlayAct::Discard
    };
    Some(vec![Piece::Effect(Effect::InPlay(InPlayEffect {
        act,
        whose,
        cards,
        count,
        style: None,
    }))])
}

/// "discard up to 2 of your opponent's allies and up to 2 of your opponent's non-combat cards
/// in play": two targets, "in play" closing the list.
fn build_two_targets(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let act = if c.has("rm") {
        InPlayAct::RemoveFromGame
    } else {
        InPlayAct::Discard
    };
    Some(vec![
        Piece::Effect(in_play(act, c.s("a"))?),
        Piece::Effect(in_play(act, c.s("b"))?),
    ])
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Namekian Frendship; Unselfish Behavior is Best (Saiyan Saga #194): "You must have an
        // ally out on the table to use this card" (the Saiyan Saga's "out on the table": in play).
        name: "requires-cards-in-play",
        pattern: r"you must have (?P<n>an?|one|\d+)(?P<more> or more)? (?P<k>allies|ally|drills?|non-combat cards?|battlegrounds?|locations?) (?:in play|out on the table) (?:in order )?to (?:use|play) this card",
        build: |c| {
            let n = c.n("n")?;
            if n > 1 && !c.has("more") {
                // "you must have 2 Allies in play" reads "at least 2" only with "or more".
                return None;
            }
            Some(vec![Piece::Effect(Effect::Requires(
                Condition::InPlayAtLeast(InPlayAtLeast {
                    whose: Whose::You,
                    cards: kinds(c.s("k"))?,
                    n,
                }),
            ))])
        },
    },
    Pattern {
        // Stop Fighting.
        name: "requires-named-in-play",
        pattern: r#"(?P<a>"?[a-z0-9][a-z0-9 .'-]*?"?)(?: and (?P<b>"?[a-z0-9][a-z0-9 .'-]*?"?))? must (?:both )?be in play (?:in order )?to (?:use|play) this card"#,
        build: |c| {
            let mut names = vec![plain_name(c.s("a"))?];
            if c.has("b") {
                names.push(plain_name(c.s("b"))?);
            }
            let mut v: Vec<Condition> = names.into_iter().map(Condition::InPlay).collect();
            let condition = if v.len() == 1 {
                v.remove(0)
            } else {
                Condition::All(v)
            };
            Some(vec![Piece::Effect(Effect::Requires(condition))])
        },
    },
    Pattern {
        // Bulma Finds a Dragon Ball: "When the Bulma ally is in play, use this card to capture a
        // Dragon Ball." A requirement (CRD 3.0.0 "What is a Requirement?") and what the card does.
        name: "requires-named-ally-in-play",
        pattern: r"when the (?P<a>[a-z][a-z0-9 .'-]*?) ally is in play,? use this card to (?P<x>.+)",
        build: |c| {
            let name = plain_name(c.s("a"))?;
            let mut out = vec![Piece::Effect(Effect::Requires(Condition::AllyInPlay(
                title(&name),
            )))];
            let effects = crate::engine::effects::choices::optional::effects_of(c.s("x"))?;
            out.extend(effects.into_iter().map(Piece::Effect));
            Some(out)
        },
    },
    Pattern {
        // Goku's Face Break.
        name: "if-n-or-more-in-play",
        pattern: r"if (?P<w>you have|your opponent has) (?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten) or more (?P<k>allies|drills|non-combat cards|battlegrounds|locations) in play,? (?P<x>.+)",
        build: |c| {
            let x = c.s("x").replacen(
                "this is a focused attack and does ",
                "this is a focused attack and this attack does ",
                1,
            );
            Some(vec![Piece::Conditional(
                Condition::InPlayAtLeast(InPlayAtLeast {
                    whose: whose_of(c.s("w")),
                    cards: kinds(c.s("k"))?,
                    n: c.n("n")?,
                }),
                x,
            )])
        },
    },
    Pattern {
        name: "in-play-of-your-choice",
        pattern: concat!(
            r"(?:also )?(?:(?P<rm>remove)|discard) ",
            r"(?P<t>(?:a|an|one|1|up to [a-z0-9]+) [a-z ,'/-]+? of your choice)",
            r"(?: from the game)?"
        ),
        build: |c| {
            // "remove ... from the game", "discard ...": the verb and its ending agree.
            let key = c.0.get(0).map(|m| m.as_str()).unwrap_or("");
            if c.has("rm") != key.ends_with(" from the game") {
                return None;
            }
            build_of_your_choice(c)
        },
    },
    Pattern {
        name: "in-play-two-targets",
        pattern: concat!(
            r"(?:(?P<rm>remove)|discard) ",
            r"(?P<a>(?:up to [a-z0-9]+|all|[a-z0-9]+) of [a-z ,'/-]+?) and ",
            r"(?P<b>(?:up to [a-z0-9]+|all|[a-z0-9]+) of [a-z ,'/-]+?) in play",
            r"(?: from the game)?"
        ),
        build: |c| {
            let key = c.0.get(0).map(|m| m.as_str()).unwrap_or("");
            if c.has("rm") != key.ends_with(" from the game") {
                return None;
            }
            build_two_targets(c)
        },
    },
    Pattern {
        // Red King Cold Observation.
        name: "pays-stages-to-discard-all-in-play",
        pattern: r"your (?:main personality|mp) pays {n} power stages? to discard all (?P<k>[a-z ,'/-]+?) (?:from play|in play)",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Cost(Cost {
                    power_stages: c.n("n")?,
                    life_cards: 0,
                    discard_from_hand: 0,
                    removes_performer: false,
                })),
                Piece::Effect(Effect::InPlay(InPlayEffect {
                    act: InPlayAct::Discard,
                    whose: Whose::Any,
                    cards: kinds(c.s("k"))?,
                    count: InPlayCount::All,
                    style: None,
                })),
            ])
        },
    },
    Pattern {
        name: "set-mp-power-stage-zero",
        pattern: r"(?:lower|set|reduce) (?P<who>your opponent's|your) (?:main personality's|mp's) power stage to (?:0|zero)",
        build: |c| {
            Some(vec![Piece::Effect(Effect::SetStage(SetTo {
                player: if c.s("who").contains("opponent") {
                    Who::Opponent
                } else {
                    Who::You
                },
                to: 0,
            }))])
        },
    },
    Pattern {
        // "Raise your anger 1 level. limit 1 per deck.": two sentences printed without a
        // capital letter, so read as one.
        name: "raise-anger-then-limit-per-deck",
        pattern: r"raise your anger {n} levels?\. limit {m} per deck",
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::Anger(Change {
                    player: Who::You,
                    by: c.signed("n")?,
                })),
                Piece::Effect(Effect::CardRule(CardRule::LimitPerDeck(c.n("m")?))),
            ])
        },
    },
    Pattern {
        name: "set-allies-stage-zero",
        // "Lower all of your opponent's Allies to 0 power stages" (Cell's Power Drain).
        pattern: r"(?:set|lower) all (?:of )?(?P<w>{opp} |your )?allies(?: in play)? to (?:0|zero)(?: power stages?)?",
        build: |c| {
            Some(vec![Piece::Effect(Effect::AlliesSetStage(
                AlliesSetStage {
                    whose: whose_of(c.s("w")),
                    to: 0,
                },
            ))])
        },
    },
    Pattern {
        // Straining Force Positioning Move: a loss past 0 costs no life cards.
        name: "all-allies-lose-stages-no-life-damage",
        pattern: r"(?:this card )?(?:also )?causes all (?:of the )?allies(?: in play)? to lose {n} power stages?,? but no (?:additional )?life (?:card )?damage is taken",
        build: |c| {
            Some(vec![Piece::Effect(Effect::AlliesStages(AlliesStages {
                whose: Whose::Any,
                by: -c.signed("n")?,
                to_zero: true,
            }))])
        },
    },
    Pattern {
        name: "mp-and-allies-stages",
        pattern: r"your (?:main personality|mp) and (?:all of )?your allies (?P<g>gain|lose) {n} power stages?",
        build: |c| {
            let n = c.signed("n")?;
            let by = if c.s("g") == "gain" { n } else { -n };
            Some(vec![
                Piece::Effect(Effect::MainPersonalityStages(MainPersonalityStages {
                    player: Who::You,
                    by,
                    to_zero: false,
                })),
                Piece::Effect(Effect::AlliesStages(AlliesStages {
                    whose: Whose::You,
                    by,
                    to_zero: false,
                })),
            ])
        },
    },
    Pattern {
        // Namekian Knee Strike: "you have a Tokui-Waza" is a Tokui-Waza you declared.
        name: "if-successful-and-you-have-tokui-waza",
        pattern: r"if successful,? and you have (?:a |your )?tokui-waza,? (?P<x>.+)",
        build: |c| {
            Some(vec![Piece::IfSuccessful(format!(
                "if you declared a tokui-waza, {}",
                c.s("x")
            ))])
        },
    },
    Pattern {
        // "If successful, and you declared a Black Tokui-Waza, your opponent must discard a card
        // from his hand" (King Kai Lv.1): the condition read inside the "If successful" effects.
        name: "if-successful-and-you-declared",
        pattern: r"if successful,? and (?P<c>you declared (?:a |an )?(?:[a-z]+ )?tokui-waza),? (?P<x>.+)",
        build: |c| {
            Some(vec![Piece::IfSuccessful(format!(
                "if {}, {}",
                c.s("c"),
                c.s("x")
            ))])
        },
    },
    Pattern {
        name: "if-mp-power-rating-higher",
        pattern: r"if your (?:main personality's|mp's) power rating is higher than (?:that of )?your opponent's (?:main personality|mp)(?:'s(?: power rating)?)?,? (?P<x>.+)",
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::HigherPowerRating(RatingComparison {
                    higher: Side::YourMainPersonality,
                    lower: Side::OpponentMainPersonality,
                }),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        // Garlic Jr's Black Water Mist (a Named card): "choose on of your opponents allies".
        name: "choose-an-opponent-ally-and-remove-it",
        pattern: r"choose (?:on|one|1|an?) of {opp} allies(?: in play)? and (?P<rm>remove it from the game|discard it)",
        build: |c| {
            Some(vec![Piece::Effect(Effect::InPlay(InPlayEffect {
                act: if c.s("rm").starts_with("remove") {
                    InPlayAct::RemoveFromGame
                } else {
                    InPlayAct::Discard
                },
                whose: Whose::Opponent,
                cards: vec![InPlayKind::Ally],
                count: InPlayCount::Exactly(1),
                style: None,
            }))])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    use crate::engine::compile::read_in_full as full;

    fn ip(act: InPlayAct, whose: Whose, cards: &[InPlayKind], count: InPlayCount) -> Effect {
        Effect::InPlay(InPlayEffect {
            act,
            whose,
            cards: cards.to_vec(),
            count,
            style: None,
        })
    }

    #[test]
    fn of_your_choice_is_in_play() {
        // Just Kidding.
        let e = full("Energy Attack. If succesful also remove an oopponent's drill of your choice from the game. Remove from the game after use.");
        assert!(e.contains(&Effect::IfSuccessful(vec![ip(
            InPlayAct::RemoveFromGame,
            Whose::Opponent,
            &[InPlayKind::Drill],
            InPlayCount::Exactly(1)
        )])));
        // Your own Drill of your choice could be in your hand: left to the judge.
        assert_eq!(
            compile_text("Discard a Drill of your choice.").coverage,
            Coverage::Manual
        );
    }

    #[test]
    fn red_king_cold_observation() {
        let e = full("Your main personality pays 5 power stages to discard all allies and noncombat-nondragon ball cards from play. Lower your main personality's power stage to 0. Raise your anger 1 level. limit 1 per deck.");
        assert_eq!(
            e,
            vec![
                Effect::Cost(Cost {
                    power_stages: 5,
                    life_cards: 0,
                    discard_from_hand: 0,
                    removes_performer: false
                }),
                ip(
                    InPlayAct::Discard,
                    Whose::Any,
                    &[InPlayKind::Ally, InPlayKind::NonCombat],
                    InPlayCount::All
                ),
                Effect::SetStage(SetTo {
                    player: Who::You,
                    to: 0
                }),
                Effect::Anger(Change {
                    player: Who::You,
                    by: 1
                }),
                Effect::CardRule(CardRule::LimitPerDeck(1)),
            ]
        );
    }

    #[test]
    fn allies_stages() {
        // Horrified.
        let e = full("Sensei Deck. Set all Allies in play to 0. Remove from the game after use.");
        assert!(e.contains(&Effect::AlliesSetStage(AlliesSetStage {
            whose: Whose::Any,
            to: 0
        })));
        // Straining Force Positioning Move.
        let e = full("Energy attack. If successful, this card also causes all allies to lose 2 power stages, but no additional life damage is taken. Limit 1 per deck.");
        assert!(e.contains(&Effect::IfSuccessful(vec![Effect::AlliesStages(
            AlliesStages {
                whose: Whose::Any,
                by: -2,
                to_zero: true
            }
        )])));
        // Blue Total Resistance.
        let e = full("Endurance 1. Choose a Drill in play and remove it from the game. Your Main Personality and your Allies gain 2 power stages. Raise your anger 1 level. Remove from the game after use.");
        assert!(
            e.contains(&Effect::MainPersonalityStages(MainPersonalityStages {
                player: Who::You,
                by: 2,
                to_zero: false
            }))
        );
        assert!(e.contains(&Effect::AlliesStages(AlliesStages {
            whose: Whose::You,
            by: 2,
            to_zero: false
        })));
    }

    #[test]
    fn conditions() {
        // Namekian Knee Strike.
        let e = full("Sensei Deck. Physical attack doing 1 life card of damage. If successful and you have a Tokui-Waza, discard all of your opponent's Allies in play.");
        assert!(matches!(e.last(), Some(Effect::IfSuccessful(v))
            if matches!(v.as_slice(), [Effect::Conditional(k)] if k.condition == Condition::TokuiWaza)));
        // King Kai Lv.1 (CRD 3.0.0 Battle Sequence 15): the declared style read inside the "If
        // successful" effects.
        let e = full("Energy attack. Costs 1 power stage to perform. If successful, and you declared a Black Tokui-Waza, your opponent must discard a card from his hand.");
        assert!(matches!(e.last(), Some(Effect::IfSuccessful(v))
            if matches!(v.as_slice(), [Effect::Conditional(k)] if k.condition == Condition::YouDeclared("Black".into()))));
        // Big Man on Campus.
        let e = full("If your Main Personality's power rating is higher than your opponent's Main Personality, you may discard up to 2 of your opponent's Allies and up to 2 of your opponent's Non-Combat cards in play. Limit 1 per deck.");
        let Effect::Conditional(k) = &e[0] else {
            panic!("{e:?}")
        };
        assert_eq!(
            k.condition,
            Condition::HigherPowerRating(RatingComparison {
                higher: Side::YourMainPersonality,
                lower: Side::OpponentMainPersonality
            })
        );
        assert_eq!(
            k.effects,
            vec![Effect::May(vec![
                ip(
                    InPlayAct::Discard,
                    Whose::Opponent,
                    &[InPlayKind::Ally],
                    InPlayCount::UpTo(2)
                ),
                ip(
                    InPlayAct::Discard,
                    Whose::Opponent,
                    &[InPlayKind::NonCombat],
                    InPlayCount::UpTo(2)
                ),
            ])]
        );
    }

    /// CRD 3.0.0 "What is a Requirement?", "Capturing Dragon Balls": Bulma Finds a Dragon Ball.
    #[test]
    fn named_ally_requirement() {
        let e = full("When the Bulma ally is in play, use this card to capture a Dragon Ball. Discard from the game after use.");
        assert_eq!(
            e[0],
            Effect::Requires(Condition::AllyInPlay("Bulma".into()))
        );
        assert_eq!(e[1], Effect::CaptureDragonBall);
    }

    #[test]
    fn requirements_and_counts() {
        // Namekian Frendship.
        let e = full("You must have an Ally in play to use this card. Discard all of your opponents' Non-Combat cards in play. Limit 1 per deck. Remove from the game after use.");
        assert_eq!(
            e[0],
            Effect::Requires(Condition::InPlayAtLeast(InPlayAtLeast {
                whose: Whose::You,
                cards: vec![InPlayKind::Ally],
                n: 1
            }))
        );
        // Unselfish Behavior is Best: "out on the table" is in play.
        let e = full("You must have an ally out on the table to use this card.");
        assert_eq!(
            e,
            vec![Effect::Requires(Condition::InPlayAtLeast(InPlayAtLeast {
                whose: Whose::You,
                cards: vec![InPlayKind::Ally],
                n: 1
            }))]
        );
        // Stop Fighting.
        let e = full("Stops a physical attack. End Combat. Bulma and Chi-Chi must be in play to play this card. Unless your Main Personality is Bulma, limit 1 per deck.");
        assert!(e.contains(&Effect::Requires(Condition::All(vec![
            Condition::InPlay("Bulma".into()),
            Condition::InPlay("Chi-Chi".into())
        ]))));
        assert_eq!(
            compile_text("A Drill must be in play to play this card.").coverage,
            Coverage::Manual
        );
        // Goku's Face Break.
        let e = full("Physical attack doing +3 power stages of damage. If you have 6 or more Drills in play, this is a focused attack and does an additional +7 life cards of damage. If successful, shuffle all Drills in your discard pile back into your Life Deck. Remove from the game after use.");
        let Some(Effect::Conditional(k)) = e.get(2) else {
            panic!("{e:?}")
        };
        assert_eq!(
            k.condition,
            Condition::InPlayAtLeast(InPlayAtLeast {
                whose: Whose::You,
                cards: vec![InPlayKind::Drill],
                n: 6
            })
        );
        assert_eq!(k.effects.len(), 2, "{k:?}");
    }

    #[test]
    fn non_drill_count() {
        // Blue Dakaio Blast.
        let e = full("Endurance 1. Energy attack doing 1 life card of damage for each Non-Combat/Non-Drill card you have in play. Stops an energy attack during your opponent's next Attacker Attacks phase. Raise your anger 1 level.");
        assert!(
            e.iter().any(|e| matches!(e, Effect::DamagePer(p)
                if p.count == crate::engine::effects::Count::NonDrillInPlay(Who::You))),
            "{e:?}"
        );
    }

    #[test]
    fn choose_an_opponent_ally() {
        let c = compile_text("Choose on of your opponents allies and remove it from the game.");
        assert_eq!(
            c.effects,
            vec![ip(
                InPlayAct::RemoveFromGame,
                Whose::Opponent,
                &[InPlayKind::Ally],
                InPlayCount::Exactly(1)
            )]
        );
    }
}
