//! The top cards of a Life Deck looked at, one of them taken and the rest put back on top in the
//! order the player chooses: "Look at the top 4 cards of your opponent's Life Deck. Remove 1
//! non-Dragon Ball card from the game and put the rest back in any order on top of the Life
//! Deck." (Namekian Scouting). The two sentences are one effect ([`pair_look_then_take`]), read
//! as an [`Effect::SearchTop`] that looks (no search: CRD 3.0.0 "Searching for Cards" is not
//! used, the card text names what may be taken) and [`Effect::RemainingToLifeDeckTop`], both
//! resolved in `piles::search_top_resolve`.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::{CardFilter, Destination, Effect, SearchTop, Who};

/// The key the second sentence takes when [`pair_look_then_take`] has joined it to the look.
const LOOK_PAIRED: &str =
    "the cards looked at in the sentence before are the ones taken and put back";

/// Joins "Look at the top 4 cards of your opponent's Life Deck." and "Remove 1 non-Dragon Ball
/// card from the game and put the rest back in any order on top of the Life Deck." into one key
/// ("look at the top 4 cards of your opponent's life deck, remove 1 ..."), when the joined key
/// compiles; the second sentence then compiles to nothing (a reminder).
pub(in crate::engine) fn pair_look_then_take(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<(Regex, Regex)> = OnceLock::new();
    let (look, take) = RES.get_or_init(|| {
        (
            Regex::new(r"^look at the top \d+ cards of (?:your opponent's|your) life deck$")
                .expect("a fixed pattern"),
            Regex::new(r"^remove 1 .+ from the game and put the rest back in any order on top of (?:the|his|your) life deck$")
                .expect("a fixed pattern"),
        )
    });
    for i in 0..keys.len().saturating_sub(1) {
        if rewritten[i].is_some() || rewritten[i + 1].is_some() {
            continue;
        }
        if !look.is_match(&keys[i]) || !take.is_match(&keys[i + 1]) {
            continue;
        }
        let joined = format!("{}, {}", keys[i], keys[i + 1]);
        if crate::engine::compile::nested_clauses::clause_ok(&joined, 0) {
            rewritten[i] = Some(joined);
            rewritten[i + 1] = Some(LOOK_PAIRED.to_string());
        }
    }
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Namekian Scouting (Cell Games Saga #068), joined by `pair_look_then_take`.
        name: "top-cards-looked-at-one-removed-rest-back-on-top",
        pattern: r"look at the top {n} cards of (?P<whose>your opponent's|your) life deck, remove 1 (?P<nodb>non-dragon ?ball )?card from the game and put the rest back in any order on top of (?:the|his|your) life deck",
        build: |c| {
            let player = if c.s("whose").contains("opponent") {
                Who::Opponent
            } else {
                Who::You
            };
            Some(vec![
                Piece::Effect(Effect::SearchTop(SearchTop {
                    player,
                    count: c.n("n")?,
                    filter: CardFilter {
                        no_dragon_balls: c.has("nodb"),
                        ..CardFilter::default()
                    },
                    to: Destination::RemovedFromGame,
                    look: true,
                })),
                Piece::Effect(Effect::RemainingToLifeDeckTop),
            ])
        },
    },
    Pattern {
        name: "top-cards-looked-at-in-the-sentence-before",
        pattern: LOOK_PAIRED,
        build: |_| Some(vec![Piece::Reminder]),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    /// Namekian Scouting, CRD 3.0.0 "Secondary Effects": the look at the opponent's top 4 cards,
    /// one non-Dragon Ball card removed from the game, the rest back on top in the order the
    /// player names; every sentence read.
    #[test]
    fn namekian_scouting_looks_removes_one_and_puts_the_rest_back_on_top() {
        let c = compile_text("Look at the top 4 cards of your opponent's Life Deck. Remove 1 non-Dragon Ball card from the game and put the rest back in any order on top of the Life Deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:?}");
        assert_eq!(
            c.effects,
            vec![
                Effect::SearchTop(SearchTop {
                    player: Who::Opponent,
                    count: 4,
                    filter: CardFilter {
                        no_dragon_balls: true,
                        ..CardFilter::default()
                    },
                    to: Destination::RemovedFromGame,
                    look: true,
                }),
                Effect::RemainingToLifeDeckTop,
            ]
        );
        // The look alone names nothing to do with the cards: it stays the judge's.
        let alone = compile_text("Look at the top 4 cards of your opponent's Life Deck.");
        assert_eq!(alone.coverage, Coverage::Manual);
    }
}
