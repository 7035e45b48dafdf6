//! Pattern rows of `piles::removed_pile`: cards taken out of a player's removed-from-the-game
//! pile ("Place a Non-Dragon Ball card in your Removed From the Game pile on the bottom of your
//! Life Deck", Fond Memories; "Choose 3 Vegeta Named cards that are removed from the game and
//! shuffle them into your Life Deck", Vegeta's Ill Temper), read as a `piles::searches` search
//! of [`SearchIn::RemovedFromGame`]; resolved with every search (`searches_resolve.rs`).

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::piles::searches::{destination, search, what};
use crate::engine::effects::{SearchIn, Who};

/// The cards a phrase names, moved where the phrase after them says. The cards are the card
/// user's own: they go to his own Life Deck or hand (CRD 3.0.0 Glossary "Owner").
fn take(what_phrase: &str, to_phrase: &str) -> Option<Vec<Piece>> {
    let (count, filter) = what(what_phrase)?;
    let (to, stage) = destination(to_phrase)?;
    search(
        Who::You,
        SearchIn::RemovedFromGame,
        count,
        filter,
        false,
        to,
        stage,
        false,
    )
}

fn placed(c: &Caps<'_>) -> Option<Vec<Piece>> {
    take(c.s("what"), &format!("place it {}", c.s("to")))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Fond Memories (Kid Buu Saga #100).
        name: "removed-pile-card-placed",
        pattern: r"(?:place|put) (?P<what>.+?) (?:in|from) your removed from the game pile (?P<to>(?:on|at|onto|into|in) .+)",
        build: placed,
    },
    Pattern {
        // Vegeta's Ill Temper (Kid Buu Saga #088).
        name: "removed-pile-cards-chosen",
        pattern: r"choose (?P<what>.+?) (?:that (?:are|were|have been) removed from the game|(?:in|from) your removed from the game pile) and (?P<to>.+)",
        build: |c| take(c.s("what"), c.s("to")),
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Destination, Effect, Search, SearchIn};

    fn the_search(text: &str) -> Search {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
            .iter()
            .find_map(|e| match e {
                Effect::Search(s) => Some(s.clone()),
                _ => None,
            })
            .expect("a search")
    }

    /// CRD 3.0.0 "Searching for Cards": Fond Memories takes one non-Dragon Ball card of the
    /// removed-from-the-game pile to the bottom of the Life Deck.
    #[test]
    fn removed_pile_card_to_life_deck_bottom() {
        let s = the_search("Place a Non-Dragon Ball card in your Removed From the Game pile on the bottom of your Life Deck. Limit 1 per deck. Remove from the game after use.");
        assert_eq!(s.from, SearchIn::RemovedFromGame);
        assert_eq!(s.to, Destination::LifeDeckBottom);
        assert_eq!(s.count, 1);
        assert!(s.filter.no_dragon_balls);
    }

    /// CRD 3.0.0 "Named cards": Vegeta's Ill Temper takes 3 Vegeta Named cards of the
    /// removed-from-the-game pile and shuffles them into the Life Deck.
    #[test]
    fn removed_named_cards_shuffled_into_life_deck() {
        let s = the_search("Vegeta only. Choose 3 Vegeta Named cards that are removed from the game and shuffle them into your Life Deck.");
        assert_eq!(s.from, SearchIn::RemovedFromGame);
        assert_eq!(s.to, Destination::LifeDeckShuffled);
        assert_eq!(s.count, 3);
        assert_eq!(s.filter.title_has.as_deref(), Some("Vegeta"));
    }
}
