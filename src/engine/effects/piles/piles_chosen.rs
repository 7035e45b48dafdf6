//! Pattern rows of `piles::piles_chosen`: more moves between a hand, the Life Deck, the discard
//! pile and the removed-from-the-game pile, and conditions on a hand or a discard pile.
//!
//! - "All players discard all cards in their hands" (two `piles::searches` searches);
//! - "any cards" a player chooses ([`Effect::AnyCards`]): "Choose any cards in your discard pile
//!   and remove them from the game", "Shuffle any cards in your discard pile with "Charge" in
//!   the title into your Life Deck", "Choose any cards in your hand and shuffle them into your
//!   Life Deck and draw an amount of cards equal to the amount you put into your Life Deck";
//! - "Discard a card at random from your hand" (`piles::searches` search at random: the card is
//!   named in `choose`, like every random pick);
//! - "Place a Trunks or Kid Trunks Named card from your discard pile into your hand";
//! - conditions ([`Condition::Piles`]): "If the bottom card of your discard pile is a Saiyan Style
//!   card, ...", and requirements ([`Effect::Requires`]): "You can only perform this attack if
//!   you have no cards in your discard pile", "You must have at least 1 other card in your hand
//!   to perform this attack";
//! - performer conditions the core table does not read: "If used by Trunks or Kid Trunks, ...",
//!   "If performed by a Main Personality with "Android" in the title, ...";
//! - "If your Main Personality's power rating is greater than your opponent's, ..." and
//!   the "Otherwise, ..." after it (Strength Training), read under the opposite condition only
//!   when the first sentence just moves cards (see [`resolve_otherwise`]).
//!
//! Rows are tried in the order of `compile::tables::TABLES`; see [`crate::engine::compile::patterns`] for the placeholders. The
//! cards a phrase names are read by `piles::searches`'s [`crate::engine::effects::piles::searches::what`]; a phrase it
//! cannot read makes the row decline, and the sentence stays with the judge.

use crate::engine::compile::patterns::{number, one, title, Pattern, Piece};
use crate::engine::effects::piles::searches::{destination, search, what, whose, Count};
use crate::engine::effects::{
    AnyCards, CardFilter, Condition, Destination, DiscardEnd, Effect, HandRedraw,
    PersonalitiesTitled, PileCondition, RatingComparison, Search, SearchIn, Side, Who,
};

/// The filter of "cards", "cards with "Charge" in the title" (any number of them).
fn any_filter(phrase: &str) -> Option<CardFilter> {
    let (count, filter) = what(&format!("all {}", phrase.trim()))?;
    count.all.then_some(filter)
}

fn pile(s: &str) -> SearchIn {
    if s == "hand" {
        SearchIn::Hand
    } else {
        SearchIn::DiscardPile
    }
}

fn any_cards(
    from: SearchIn,
    filter: CardFilter,
    to: Destination,
    draw: bool,
) -> Option<Vec<Piece>> {
    // Cards of a hand never go back to the same hand, nor discard-pile cards to that pile.
    if (from == SearchIn::Hand && to == Destination::Hand)
        || (from == SearchIn::DiscardPile && to == Destination::Discard)
        // Several cards on top of / at the bottom of a Life Deck need an order the player gives.
        || matches!(to, Destination::LifeDeckTop | Destination::LifeDeckBottom | Destination::Play)
    {
        return None;
    }
    one(Effect::AnyCards(AnyCards {
        pick: Search {
            player: Who::You,
            from,
            filter,
            count: 0,
            up_to: true,
            all: false,
            random: false,
            to,
            ally_stage: None,
            may: false,
            keeps_in_play: false,
            until_end_of_combat: None,
            powers_lost: false,
            by_owner: false,
        },
        draw_as_many: draw,
    }))
}

/// "a Trunks or Kid Trunks Named card": a card Named for either personality (CRD "Named cards";
/// the Alternate Personality Rule keeps them two personalities, so both are named).
fn named_or_kid(phrase: &str) -> Option<(Count, CardFilter)> {
    let rest = phrase
        .strip_prefix("a ")
        .or(phrase.strip_prefix("an "))
        .or(phrase.strip_prefix("1 "))?;
    let names = rest.strip_suffix(" named card")?;
    let (a, b) = names.split_once(" or ")?;
    if b != format!("kid {a}") || a.is_empty() || a.contains(' ') {
        return None;
    }
    Some((
        Count {
            n: 1,
            up_to: false,
            all: false,
        },
        CardFilter {
            named_any: vec![title(a), title(&format!("kid {a}"))],
            ..Default::default()
        },
    ))
}

/// "Empower 2.Search your ...": two sentences printed without a space between them, read as
/// the two sentences they are.
fn run_on(c: &crate::engine::compile::patterns::Caps<'_>) -> Option<Vec<Piece>> {
    let mut out = Vec::new();
    for part in [c.s("a"), c.s("b")] {
        let (ps, _) = crate::engine::compile::nested_clauses::compile_clause(part, 1)?;
        if ps.iter().any(|p| !matches!(p, Piece::Effect(_))) {
            return None;
        }
        out.extend(ps);
    }
    Some(out)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Black Spin Kick, Red Leverage Blast.
        name: "place-from-discard-pile-on-life-deck",
        pattern: r#"(?:then )?(?:place|put) (?P<what>[a-z0-9 '-]+?) (?:from|in) your discard pile(?P<with> with (?:the word )?"[^"]+" in the title)? (?:on|at|onto) (?:the )?(?P<end>top|bottom) of your life deck"#,
        build: |c| {
            let (count, filter) = what(&format!("{}{}", c.s("what"), c.s("with")))?;
            search(
                Who::You,
                SearchIn::DiscardPile,
                count,
                filter,
                false,
                if c.s("end") == "top" {
                    Destination::LifeDeckTop
                } else {
                    Destination::LifeDeckBottom
                },
                None,
                false,
            )
        },
    },
    Pattern {
        // Injured Circuits.
        name: "if-personalities-titled",
        pattern: r#"if you have at least (?P<n>\d+|two|three|four|five) personalities in play with "(?P<t>[a-z0-9 .'-]+)" in (?:the|their) titles?, (?P<x>.+)"#,
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::Piles(PileCondition::PersonalitiesTitled(PersonalitiesTitled {
                    title_has: crate::engine::compile::patterns::title(c.s("t")),
                    n: number(c.s("n"))?,
                    allies_only: false,
                })),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        // Injured Circuits: "you may draw an additional card" (one more than the cards drawn
        // before).
        name: "draw-an-additional-card",
        pattern: r"(?P<may>you may )?draw an additional card",
        build: |c| {
            if c.has("may") {
                one(Effect::May(vec![Effect::Draw(1)]))
            } else {
                one(Effect::Draw(1))
            }
        },
    },
    Pattern {
        // Black Overhead Smack.
        name: "opponent-hand-redraw",
        pattern: r"{opp} shuffles (?:his|her) hand into (?:his|her) life deck and (?:then )?draws the same number of cards that were in (?:his|her) hand when this attack was performed",
        build: |_| {
            one(Effect::HandRedraw(HandRedraw {
                player: Who::Opponent,
                when_performed: true,
            }))
        },
    },
    Pattern {
        // Black Taunting Attack (Android Saga #012): "If you declared Toku-Waza, you may have
        // your opponent shuffle his hand into his Life Deck, and then draw the same number of
        // card." The row reads its "you may" itself (`choices::optional` leaves "you may have
        // ..." to the rows, as in "you may have no more than 1 card"); he draws as many cards as
        // he shuffled in (counted when the card is used, not when an attack was performed).
        name: "opponent-made-to-redraw-hand",
        pattern: r"(?P<may>you may )?have {opp} shuffle (?:his|her) hand into (?:his|her) life deck,? and (?:then )?draw the same number of cards?",
        build: |c| {
            let redraw = Effect::HandRedraw(HandRedraw {
                player: Who::Opponent,
                when_performed: false,
            });
            one(if c.has("may") {
                Effect::May(vec![redraw])
            } else {
                redraw
            })
        },
    },
    Pattern {
        // Injured Circuits.
        name: "hand-redraw",
        pattern: r"shuffle all (?:of the )?cards in your hand (?:back )?into your life deck and draw the same (?:amount|number) of cards",
        build: |_| {
            one(Effect::HandRedraw(HandRedraw {
                player: Who::You,
                when_performed: false,
            }))
        },
    },
    Pattern {
        // Red Rapid Energy: every qualifying card, in the order its player names them all in
        // `choose`.
        name: "all-from-discard-pile-on-life-deck",
        pattern: r#"(?:place|put) all (?P<what>cards|[a-z -]+ cards) in your discard pile(?P<with> with (?:the word )?"[^"]+" in the title)? (?:on|at) the (?P<end>top|bottom) of your life deck"#,
        build: |c| {
            let filter = any_filter(&format!("{}{}", c.s("what"), c.s("with")))?;
            one(Effect::Search(Search {
                player: Who::You,
                from: SearchIn::DiscardPile,
                filter,
                count: 0,
                up_to: false,
                all: true,
                random: false,
                to: if c.s("end") == "top" {
                    Destination::LifeDeckTop
                } else {
                    Destination::LifeDeckBottom
                },
                ally_stage: None,
                may: false,
                keeps_in_play: false,
                until_end_of_combat: None,
                powers_lost: false,
                by_owner: false,
            }))
        },
    },
    Pattern {
        // Yamcha's Revenge.
        name: "all-drills-shuffled-into-life-decks",
        pattern: r"shuffle all drills in play (?:back )?into their owner'?s'? life decks?",
        build: |_| one(Effect::AllDrillsToLifeDecks),
    },
    Pattern {
        // Red Elbow Drop.
        name: "search-life-deck-sensei-deck-only",
        pattern: r"search (?P<whose>your|{opp}) life deck for (?P<what>(?:up to )?(?:a|an|one|\d+) )sensei deck only (?P<noun>cards?),? and (?P<dest>discard (?:it|them)|remove (?:it|them) from the game)",
        build: |c| {
            let (count, filter) = what(&format!(
                "{}\"sensei deck only\" {}",
                c.s("what"),
                c.s("noun")
            ))?;
            let (to, _) = destination(c.s("dest"))?;
            search(
                whose(c.s("whose")),
                SearchIn::LifeDeck,
                count,
                filter,
                false,
                to,
                None,
                false,
            )
        },
    },
    Pattern {
        // Red Elbow Drop: "Empower 2.Search your opponent's Life Deck ...".
        name: "empower-run-on",
        pattern: r"(?P<a>empower \d+)\.(?P<b>[a-z].+)",
        build: run_on,
    },
    Pattern {
        // Stop!
        name: "all-players-discard-hands",
        pattern: r"all players discard all (?:of )?(?:the )?cards (?:in|from) their hands",
        build: |_| {
            let all = Count {
                n: 0,
                up_to: false,
                all: true,
            };
            let mut out = Vec::new();
            for w in [Who::You, Who::Opponent] {
                out.extend(search(
                    w,
                    SearchIn::Hand,
                    all,
                    CardFilter::default(),
                    false,
                    Destination::Discard,
                    None,
                    false,
                )?);
            }
            Some(out)
        },
    },
    Pattern {
        // Namekian Flying Kick, Black Dark Energy.
        name: "choose-any-cards",
        pattern: r#"(?:then )?choose any (?P<what>cards(?: with (?:the word )?"[^"]+" in the title)?) (?:in|from) your (?P<pile>hand|discard pile)(?P<with> with (?:the word )?"[^"]+" in the title)?,? and (?P<dest>(?:place|put|shuffle|remove|discard) (?:them|those cards)(?: [a-z ]+?)?)(?P<draw> and draw an amount of cards equal to the amount you put into your life deck)?"#,
        build: |c| {
            let filter = any_filter(&format!("{}{}", c.s("what"), c.s("with")))?;
            let (to, stage) = destination(c.s("dest"))?;
            if stage.is_some() || (c.has("draw") && to != Destination::LifeDeckShuffled) {
                return None;
            }
            any_cards(pile(c.s("pile")), filter, to, c.has("draw"))
        },
    },
    Pattern {
        // CHARGE!
        name: "shuffle-any-cards-in",
        pattern: r#"shuffle any (?P<what>cards) (?:in|from) your (?P<pile>hand|discard pile)(?P<with> with (?:the word )?"[^"]+" in the title)? (?:back )?into your life deck"#,
        build: |c| {
            let filter = any_filter(&format!("{}{}", c.s("what"), c.s("with")))?;
            any_cards(
                pile(c.s("pile")),
                filter,
                Destination::LifeDeckShuffled,
                false,
            )
        },
    },
    Pattern {
        // Trunks' Speedy Flight.
        name: "place-from-discard-pile-into-hand",
        pattern: r"(?:(?P<may>you may )?(?:place|put|take) )(?P<what>[a-z0-9 '-]+?) from your discard pile (?:into|in) your hand",
        build: |c| {
            let (count, filter) = named_or_kid(c.s("what")).or_else(|| what(c.s("what")))?;
            search(
                Who::You,
                SearchIn::DiscardPile,
                count,
                filter,
                false,
                Destination::Hand,
                None,
                c.has("may"),
            )
        },
    },
    Pattern {
        // Saiyan Focus, Saiyan Swift Kick.
        name: "if-discard-pile-end-is",
        // Mighty Mask Lv.2's Constant Combat Power: "When the top card of your discard pile is a
        // Red Style card, ...": while it is.
        pattern: r"(?:if|when|while) the (?P<end>top|bottom) card (?:of|in) (?P<whose>your|{opp}) discard pile is (?P<what>an? [a-z0-9 '-]+?), (?P<x>.+)",
        build: |c| {
            let (count, filter) = what(c.s("what"))?;
            if count.n != 1 || count.up_to || count.all {
                return None;
            }
            Some(vec![Piece::Conditional(
                Condition::Piles(PileCondition::DiscardEnd(DiscardEnd {
                    player: whose(c.s("whose")),
                    top: c.s("end") == "top",
                    filter: Box::new(filter),
                })),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        // Goten's Focused Blast.
        name: "only-if-discard-pile-empty",
        pattern: r"you can only (?:perform|use|play) this (?:attack|card) if you have no cards in your discard pile",
        build: |_| {
            one(Effect::Requires(Condition::Piles(
                PileCondition::DiscardEmpty(Who::You),
            )))
        },
    },
    Pattern {
        // Orange Overpowering Attack.
        name: "requires-other-cards-in-hand",
        pattern: r"you must have at least (?P<n>\d+|one|two|three) other cards? in your hand to (?:perform|use|play) this (?:attack|card)",
        build: |c| {
            one(Effect::Requires(Condition::Piles(
                PileCondition::OtherCardsInHand(number(c.s("n"))?),
            )))
        },
    },
    Pattern {
        // Trunks' Speedy Flight.
        name: "if-used-by-a-or-b",
        pattern: r"if (?:used|performed) by (?P<a>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) or (?P<b>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?), (?P<x>.+)",
        build: |c| {
            let bad = ["a", "an", "the", "your", "his", "her", "any"];
            let names: Vec<String> = [c.s("a"), c.s("b")].iter().map(|n| n.to_string()).collect();
            if names.iter().any(|n| {
                bad.iter()
                    .any(|b| n == b || n.starts_with(&format!("{b} ")))
            }) {
                return None;
            }
            Some(vec![Piece::Conditional(
                Condition::PerformedBy(
                    names
                        .iter()
                        .map(|n| crate::engine::compile::patterns::title(n))
                        .collect(),
                ),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        // Android 13's Prepared Stance.
        name: "if-performed-by-main-personality-titled",
        pattern: r#"if (?:used|performed) by (?:a|your) main personality with ['"](?P<t>[a-z0-9 .-]+)['"] in (?:the|its) (?:card )?title, (?P<x>.+)"#,
        build: |c| {
            Some(vec![Piece::Conditional(
                Condition::All(vec![
                    Condition::Not(Box::new(Condition::PerformedByAlly)),
                    Condition::PerformerTitleHas(crate::engine::compile::patterns::title(c.s("t"))),
                ]),
                c.s("x").to_string(),
            )])
        },
    },
    Pattern {
        // Strength Training: "greater than your opponent's" is the opponent's Main
        // Personality's power rating.
        name: "if-mp-power-rating-greater",
        pattern: r"if your main personality's power rating is greater than your opponent's,? (?P<x>.+)",
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
        // Strength Training: "Otherwise, X" after "If C, Y": X under "not C", set by
        // [`resolve_otherwise`] (the empty `All` is only a marker until then).
        name: OTHERWISE,
        pattern: r"otherwise, (?P<x>.+)",
        build: |c| {
            // "Otherwise, remove from the game after use" is `stops::stop_capabilities`'s.
            if c.s("x").contains("after use") {
                return None;
            }
            Some(vec![Piece::Conditional(
                Condition::All(Vec::new()),
                c.s("x").to_string(),
            )])
        },
    },
];

const OTHERWISE: &str = "piles-otherwise";

type Compiled = (String, Vec<Piece>, Vec<&'static str>);

/// "Otherwise, X" after "If C, Y." reads X under "not C". Only where the previous sentence is
/// exactly one such condition, on the power ratings, and Y only moves cards between piles
/// (nothing in Y can change the ratings, so "not C" after Y is still the "otherwise" the card
/// means); any other "Otherwise" stays with the judge.
pub(in crate::engine) fn resolve_otherwise(compiled: &mut [Compiled]) {
    for i in 0..compiled.len() {
        if !compiled[i].2.contains(&OTHERWISE) {
            continue;
        }
        let before = match i.checked_sub(1).map(|j| compiled[j].1.as_slice()) {
            Some([Piece::Effect(Effect::Conditional(c))])
                if matches!(c.condition, Condition::HigherPowerRating(_))
                    && !c.effects.is_empty()
                    && c.effects.iter().all(|e| {
                        matches!(
                            e,
                            Effect::LoseLifeCards(_) | Effect::Search(_) | Effect::AnyCards(_)
                        )
                    }) =>
            {
                Some(c.condition.clone())
            }
            _ => None,
        };
        let e = &mut compiled[i];
        match (before, e.1.as_mut_slice()) {
            (Some(c), [Piece::Effect(Effect::Conditional(k))])
                if k.condition == Condition::All(Vec::new()) =>
            {
                k.condition = Condition::Not(Box::new(c));
            }
            _ => {
                e.1 = vec![Piece::Effect(Effect::Manual(e.0.clone()))];
                e.2.clear();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, compile_text, Coverage};

    #[test]
    #[ignore]
    fn show() {
        for t in std::env::var("PM_TEXTS").unwrap_or_default().split('|') {
            let c = compile_text(t);
            println!("{t}\n  {:?}\n  {:?}\n", c.coverage, c.effects);
        }
    }

    fn full(text: &str) -> Vec<Effect> {
        let c = compile_for(text, false);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    fn search_in(e: &[Effect]) -> Search {
        fn walk(es: &[Effect]) -> Option<Search> {
            es.iter().find_map(|e| match e {
                Effect::Search(s) => Some(s.clone()),
                Effect::AnyCards(a) => Some(a.pick.clone()),
                Effect::IfSuccessful(v) => walk(v),
                Effect::Conditional(c) => walk(&c.effects),
                _ => None,
            })
        }
        walk(e).expect("a search")
    }

    fn any_of(e: &[Effect]) -> AnyCards {
        fn walk(es: &[Effect]) -> Option<AnyCards> {
            es.iter().find_map(|e| match e {
                Effect::AnyCards(a) => Some(a.clone()),
                Effect::IfSuccessful(v) => walk(v),
                _ => None,
            })
        }
        walk(e).expect("any cards")
    }

    #[test]
    fn any_cards() {
        // Namekian Flying Kick.
        let a = any_of(&full("Focused physical attack doing +3 power stages of damage. If successful, choose any cards in your discard pile and remove them from the game."));
        assert_eq!(
            (a.pick.from, a.pick.to, a.draw_as_many),
            (SearchIn::DiscardPile, Destination::RemovedFromGame, false)
        );
        assert_eq!(a.pick.filter, CardFilter::default());
        // CHARGE!
        let a = any_of(&full("Shuffle any cards in your discard pile with \"Charge\" in the title into your Life Deck."));
        assert_eq!(a.pick.to, Destination::LifeDeckShuffled);
        assert_eq!(a.pick.filter.title_has.as_deref(), Some("charge"));
        // Black Dark Energy.
        let a = any_of(&full("Endurance 1. Energy attack doing 5 life cards of damage. Choose any cards in your hand and shuffle them into your Life Deck and draw an amount of cards equal to the amount you put into your Life Deck."));
        assert_eq!(
            (a.pick.from, a.pick.to, a.draw_as_many),
            (SearchIn::Hand, Destination::LifeDeckShuffled, true)
        );
        // An order on a Life Deck is not given by "any cards": left to the judge.
        assert_ne!(
            compile_text(
                "Choose any cards in your discard pile and place them on top of your Life Deck."
            )
            .coverage,
            Coverage::Full
        );
    }

    #[test]
    fn discard_pile_conditions_and_requirements() {
        // Saiyan Focus.
        let e = full("Stops an energy attack. If the bottom card of your discard pile is a Saiyan Style card, your opponent's Main Personality loses 4 power stages, to a minimum of 0.");
        let Some(Effect::Conditional(c)) = e.get(1) else {
            panic!("{e:?}")
        };
        assert_eq!(
            c.condition,
            Condition::Piles(PileCondition::DiscardEnd(DiscardEnd {
                player: Who::You,
                top: false,
                filter: Box::new(CardFilter {
                    style: Some("Saiyan".into()),
                    ..Default::default()
                }),
            }))
        );
        // Goten's Focused Blast, Orange Overpowering Attack.
        let e = full("Focused energy attack doing 8 life cards of damage. You can only perform this attack if you have no cards in your discard pile.");
        assert!(e.contains(&Effect::Requires(Condition::Piles(
            PileCondition::DiscardEmpty(Who::You)
        ))));
        let e = full("Physical Attack doing +6 power stages of damage. If successful, discard a card at random from your hand. You must have at least 1 other card in your hand to perform this attack.");
        assert!(e.contains(&Effect::Requires(Condition::Piles(
            PileCondition::OtherCardsInHand(1)
        ))));
        let s = search_in(&e);
        assert_eq!(
            (s.player, s.from, s.random, s.to),
            (Who::You, SearchIn::Hand, true, Destination::Discard)
        );
        // "is not a ..." is not read.
        assert_ne!(
            compile_text("If successful, and the top card of your opponent's discard pile is not a physical attack, your opponent discards the top 5 cards from his Life Deck.").coverage,
            Coverage::Full
        );
    }

    #[test]
    fn performers_named() {
        // Trunks' Speedy Flight.
        let e = full("If used by Trunks or Kid Trunks, place a Trunks or Kid Trunks Named card from your discard pile into your hand.");
        let Some(Effect::Conditional(c)) = e.first() else {
            panic!("{e:?}")
        };
        assert_eq!(
            c.condition,
            Condition::PerformedBy(vec!["Trunks".into(), "Kid Trunks".into()])
        );
        let s = search_in(&e);
        assert_eq!(
            (s.from, s.to, s.count),
            (SearchIn::DiscardPile, Destination::Hand, 1)
        );
        assert_eq!(s.filter.named_any, ["Trunks", "Kid Trunks"]);
        // Android 13's Prepared Stance.
        let e = full("Energy attack. If performed by a Main Personality with \"Android\" in the title, search your Life Deck for any card with \"Android\" in the title except \"Android 13's Prepared Stance\" and place it into your hand. Remove from the game after use.");
        let Some(Effect::Conditional(c)) = e.get(1) else {
            panic!("{e:?}")
        };
        assert_eq!(
            c.condition,
            Condition::All(vec![
                Condition::Not(Box::new(Condition::PerformedByAlly)),
                Condition::PerformerTitleHas("Android".into()),
            ])
        );
        assert_eq!(
            search_in(&e).filter.not_title.as_deref(),
            Some("android 13's prepared stance")
        );
        // Two names that are not "X or Kid X" are not one title.
        assert_ne!(
            compile_text("Place a Goku or Gohan Named card from your discard pile into your hand.")
                .coverage,
            Coverage::Full
        );
    }

    #[test]
    fn life_decks_and_hands() {
        // Black Spin Kick: the order comes from `choose`; the card is removed after use.
        let e = full("Physical attack doing +4 power stages of damage. Lower your opponent's anger 1 level. If successful, place 3 cards from your discard pile with the word \"Kick\" in the title on top of your Life Deck and remove this card from the game.");
        let s = search_in(&e);
        assert_eq!(
            (s.from, s.count, s.to),
            (SearchIn::DiscardPile, 3, Destination::LifeDeckTop)
        );
        assert!(
            matches!(e.last(), Some(Effect::IfSuccessful(v)) if v.contains(&Effect::RemoveFromGameAfterUse))
        );
        // Yamcha's Revenge.
        let e = full("Physical attack. If successful, shuffle all Drills in play back into their owner's Life Deck. Remove from the game after use.");
        assert!(
            matches!(&e[1], Effect::IfSuccessful(v) if v == &vec![Effect::AllDrillsToLifeDecks])
        );
        // Red Elbow Drop: two sentences run together.
        let e = full("Physical attack doing +4 power stages of damage. Raise your anger 1 level. Empower 2.Search your opponent's Life Deck for up to 2 Sensei Deck only cards and discard them.");
        assert!(e.contains(&Effect::Empower(2)));
        let s = search_in(&e);
        assert_eq!(
            (s.player, s.from, s.count, s.up_to, s.to),
            (
                Who::Opponent,
                SearchIn::LifeDeck,
                2,
                true,
                Destination::Discard
            )
        );
        assert_eq!(s.filter.text_has.as_deref(), Some("Sensei Deck Only"));
        // Black Overhead Smack, Injured Circuits.
        let e = full("Physical attack doing +2 power stages of damage. Empower 3. If successful, your opponent shuffles his hand into his Life Deck and then draws the same number of cards that were in his hand when this attack was performed.");
        assert!(
            matches!(e.last(), Some(Effect::IfSuccessful(v)) if v == &vec![Effect::HandRedraw(HandRedraw { player: Who::Opponent, when_performed: true })])
        );
        // Black Taunting Attack: the opponent made to redraw, a may under the declared
        // Tokui-Waza (CRD 3.0.0 "Tokui-Waza", "Secondary Effects").
        let e = full("Your opponent discards 2 cards from the top of his Life Deck for each anger level he is at above 0. If you declared Toku-Waza, you may have your opponent shuffle his hand into his Life Deck, and then draw the same number of card. Remove from the game after use.");
        let Effect::Conditional(c) = &e[1] else {
            panic!("{e:?}")
        };
        assert_eq!(c.condition, Condition::TokuiWaza);
        assert_eq!(
            c.effects,
            vec![Effect::May(vec![Effect::HandRedraw(HandRedraw {
                player: Who::Opponent,
                when_performed: false
            })])]
        );
        let e = full("Shuffle all cards in your hand back into your Life Deck and draw the same amount of cards. Draw a card. If you have at least 3 personalities in play with \"Android\" in the title, you may draw an additional card. Remove from the game after use.");
        assert_eq!(
            e[0],
            Effect::HandRedraw(HandRedraw {
                player: Who::You,
                when_performed: false
            })
        );
        let Effect::Conditional(c) = &e[2] else {
            panic!("{e:?}")
        };
        assert_eq!(
            c.condition,
            Condition::Piles(PileCondition::PersonalitiesTitled(PersonalitiesTitled {
                title_has: "Android".into(),
                n: 3,
                allies_only: false,
            }))
        );
        assert_eq!(c.effects, vec![Effect::May(vec![Effect::Draw(1)])]);
    }

    #[test]
    fn all_players_discard_their_hands() {
        let e = full("End Combat. All players discard all cards in their hands. Remove from the game after use.");
        let hands: Vec<Who> = e
            .iter()
            .filter_map(|e| match e {
                Effect::Search(s) if s.all && s.from == SearchIn::Hand => Some(s.player),
                _ => None,
            })
            .collect();
        assert_eq!(hands, vec![Who::You, Who::Opponent]);
    }

    #[test]
    fn otherwise_after_a_power_rating_condition() {
        // Strength Training.
        let e = full("If your Main Personality's power rating is greater than your opponent's, your opponent discards the top 3 cards of his Life Deck. Otherwise, raise your Main Personality to its highest power stage. Remove from the game after use.");
        let rating = Condition::HigherPowerRating(RatingComparison {
            higher: Side::YourMainPersonality,
            lower: Side::OpponentMainPersonality,
        });
        let [Effect::Conditional(a), Effect::Conditional(b), Effect::RemoveFromGameAfterUse] =
            e.as_slice()
        else {
            panic!("{e:?}")
        };
        assert_eq!(a.condition, rating);
        assert_eq!(b.condition, Condition::Not(Box::new(rating)));
        // An "Otherwise" after anything else stays with the judge.
        for t in [
            "Otherwise, raise your Main Personality to its highest power stage.",
            "If your Main Personality's power rating is greater than your opponent's, raise your Main Personality to its highest power stage. Otherwise, your opponent discards the top 3 cards of his Life Deck.",
        ] {
            assert_ne!(compile_text(t).coverage, Coverage::Full, "{t}");
        }
    }
}
