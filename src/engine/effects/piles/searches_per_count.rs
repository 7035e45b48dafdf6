//! A search whose number of cards is a count: "Shuffle 1 card in your discard pile into your
//! Life Deck for each Namek Dragon Ball you have in play" (Porunga's Approval, Kid Buu Saga
//! Promo #P7). The search is read by the `searches` rows, the count by `amounts::count`; the
//! cards are those the action names in `choose` (`searches_per_count_resolve`).

use serde::{Deserialize, Serialize};

use super::Search;
use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::{Count, Effect};

/// A search made for `search.count` cards per unit of `per`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchPer {
    /// The search for one unit (its `count` cards each).
    pub search: Search,
    /// What is counted.
    pub per: Count,
}

fn build(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let per = crate::engine::effects::amounts::count::parse_each(c.s("q"))?;
    let (pieces, _) = crate::engine::compile::nested_clauses::compile_clause(c.s("x"), 1)?;
    let [Piece::Effect(Effect::Search(s))] = pieces.as_slice() else {
        return None;
    };
    // A number per unit: not "all", "up to" or a random pick.
    if s.all || s.up_to || s.random || s.count == 0 {
        return None;
    }
    one(Effect::SearchPer(Box::new(SearchPer {
        search: s.clone(),
        per,
    })))
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "search-per-count",
    pattern: r"^(?P<x>(?:shuffle|search|place|put) (?:1|one|a|{n}) .+?) for (?:each|every) (?P<q>.+)$",
    build,
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::piles::SearchIn;
    use crate::engine::effects::{Count, Destination, Effect, Who};

    /// Porunga's Approval (CRD 3.0.0 "Dragon Balls"; "Searching for Cards"): one card of the
    /// discard pile shuffled into the Life Deck per Namek Dragon Ball its player has in play.
    #[test]
    fn one_discard_pile_card_per_namek_dragon_ball_you_have_in_play() {
        let c = compile_text("Shuffle 1 card in your discard pile into your Life Deck for each Namek Dragon Ball you have in play. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let Some(Effect::SearchPer(s)) = c.effects.first() else {
            panic!("{:?}", c.effects);
        };
        assert_eq!(s.search.count, 1);
        assert_eq!(s.search.from, SearchIn::DiscardPile);
        assert_eq!(s.search.to, Destination::LifeDeckShuffled);
        assert_eq!(
            s.per,
            Count::DragonBallsOfSet {
                player: Who::You,
                set: "Namek".into()
            }
        );
    }
}
