//! Core pattern rows: where a card goes after use ("Remove from the game after use", "Shuffle into
//! your Life Deck after use", "Stays on the table"), and the Saiyan Saga's "Discard this card from
//! the game after use", which names two zones ([`mixed_zone_sentence`]).
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{AfterUse, Effect};

/// "Discard this card from the game after use" (The Untroubled Mind is Focused, Enraged!, and
/// some twenty Saiyan Saga cards): the CRD 3.0.0 Glossary's "Discard" puts a card on the discard
/// pile, its "Remove From Game" in the removed-from-the-game pile; the documents never say which
/// this is. Read as a removal ("from the game", the row above), and the judge told.
const MIXED_ZONE_WORDING: &str =
    r"(?i)\bdiscard (?:this card |this )?from (?:the )?game(?: after (?:one )?use| a?ter use)?\b";

/// The sentence of `text` that discards the card "from the game" after use, if any.
pub fn mixed_zone_sentence(text: &str) -> Option<&str> {
    static RE: OnceLock<Option<Regex>> = OnceLock::new();
    let re = RE
        .get_or_init(|| Regex::new(MIXED_ZONE_WORDING).ok())
        .as_ref()?;
    text.split_inclusive('.')
        .map(str::trim)
        .find(|s| re.is_match(s))
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "remove-from-game-after-use",
        pattern: r"(?:remove|discard) (?:this card |this attack )?from (?:the )?game after use|remove (?:this card |this attack )?from play after use || remove (?:this card )?from the game",
        build: |_| one(Effect::RemoveFromGameAfterUse),
    },
    Pattern {
        name: "shuffle-after-use",
        pattern: r"shuffle (?:this card )?(?:back )?into your life deck after use || (?:and )?is shuffled (?:back )?into your life deck after use || shuffle this card (?:back )?into your life deck",
        build: |_| one(Effect::AfterUse(AfterUse::ShuffleIntoLifeDeck)),
    },
    Pattern {
        name: "bottom-after-use",
        pattern: r"place (?:this card )?(?:at|on) the bottom of your life deck after use || place this card (?:at|on) the bottom of your life deck",
        build: |_| one(Effect::AfterUse(AfterUse::BottomOfLifeDeck)),
    },
    Pattern {
        name: "stays-on-table",
        pattern: r"(?:(?:this (?:card|attack)|it) )?(?:stays|remains) (?:on the table|in play) to be used {n} more times?(?: this combat| during this combat)?",
        build: |c| one(Effect::UsesThisCombat(c.n("n")?)),
    },
];

#[cfg(test)]
mod tests {
    use super::mixed_zone_sentence;

    /// CRD 3.0.0 Glossary "Discard" and "Remove From Game": the Saiyan Saga's mixed wording is
    /// found; a plain removal or discard is not.
    #[test]
    fn discard_from_the_game_names_two_zones() {
        assert_eq!(
            mixed_zone_sentence("Remove someone else's drill card or ally from the game. Discard this card from the game after use."),
            Some("Discard this card from the game after use.")
        );
        assert!(mixed_zone_sentence("Discard from the game after use.").is_some());
        assert!(mixed_zone_sentence("Remove from the game after use.").is_none());
        assert!(mixed_zone_sentence(
            "Discard a card from your hand. Remove 2 cards in your discard pile from the game."
        )
        .is_none());
    }
}
