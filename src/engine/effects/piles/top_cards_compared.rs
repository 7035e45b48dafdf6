//! Both players' top Life Deck cards revealed and compared by card number: "Both players reveal
//! the top card of their Life Decks. The player who reveals the highest numbered card places the
//! revealed card into his hand. The other player, or both players if there is a tie, shuffle the
//! revealed card back into his Life Deck." (Paper, Rock, Scissors). The three sentences are one
//! effect ([`join_comparison`]), [`Effect::TopCardsComparedByNumber`], resolved in
//! `piles::top_cards_compared_resolve`.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{one, Pattern, Piece};
use crate::engine::effects::Effect;

/// The keys of the three sentences, in order.
const SENTENCES: [&str; 3] = [
    r"^both players reveal the top card of their life decks$",
    r"^the player who reveals the highest numbered card places the revealed card into his hand$",
    r"^the other player, or both players if there is a tie, shuffles? the revealed card back into his life deck$",
];

/// The key the first sentence takes once [`join_comparison`] has joined the three.
/// (A row's pattern is a regular expression: the key holds no bracket or other special sign.)
const JOINED: &str = "both players reveal the top card of their life decks and the highest numbered card goes to its player's hand, the other card or both on a tie shuffled back";

/// The key the second and third sentences take once joined to the first.
const JOINED_REST: &str = "the revealed cards compared in the sentence before";

/// Joins the three sentences of the comparison into one key ([`JOINED`]); the two after it then
/// compile to nothing (a reminder).
pub(in crate::engine) fn join_comparison(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<Vec<Regex>> = OnceLock::new();
    let res = RES.get_or_init(|| {
        SENTENCES
            .iter()
            .map(|s| Regex::new(s).expect("a fixed pattern"))
            .collect()
    });
    for i in 0..keys.len().saturating_sub(2) {
        let free = (i..i + 3).all(|k| rewritten[k].is_none());
        if free
            && res
                .iter()
                .enumerate()
                .all(|(k, re)| re.is_match(&keys[i + k]))
        {
            rewritten[i] = Some(JOINED.to_string());
            rewritten[i + 1] = Some(JOINED_REST.to_string());
            rewritten[i + 2] = Some(JOINED_REST.to_string());
        }
    }
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Paper, Rock, Scissors (Babidi Saga #079), joined by `join_comparison`.
        name: "top-cards-compared-by-card-number",
        pattern: JOINED,
        build: |_| one(Effect::TopCardsComparedByNumber),
    },
    Pattern {
        name: "top-cards-compared-in-the-sentence-before",
        pattern: JOINED_REST,
        build: |_| Some(vec![Piece::Reminder]),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    /// Paper, Rock, Scissors, CRD 3.0.0 "Secondary Effects": the three sentences read as one
    /// comparison of the two revealed cards; one of them alone stays the judge's.
    #[test]
    fn paper_rock_scissors_is_one_comparison() {
        let c = compile_text("Both players reveal the top card of their Life Decks. The player who reveals the highest numbered card places the revealed card into his hand. The other player, or both players if there is a tie, shuffle the revealed card back into his Life Deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:?}");
        assert_eq!(c.effects, vec![Effect::TopCardsComparedByNumber]);
        let alone = compile_text("Both players reveal the top card of their Life Decks.");
        assert_eq!(alone.coverage, Coverage::Manual);
    }
}
