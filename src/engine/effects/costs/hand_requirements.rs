//! Pattern rows of `costs::hand_requirements`: cards of the player's hand discarded to get an
//! effect, with no "may" and no word "cost" ("Discard a card from your hand to search your Life
//! Deck for ...", Caterpy, the Tenacious Lv.3). CRD 3.0.0 "What is a Requirement?": not a cost
//! (no "cost" on the card): the card is refused without the cards in the hand
//! ([`PileCondition::OtherCardsInHand`]); the cards are discarded first, then the effect follows.

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::choices::optional::effects_of;
use crate::engine::effects::{Condition, Destination, Effect, PileCondition, SearchIn, Who};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "hand-cards-discarded-to",
    pattern: r"(?P<all>discard (?:a|an|one|1|two|2|three|3) cards? from your hand to .+)",
    build: |c| {
        let all = c.s("all");
        // The first " to " after "from your hand": the cards discarded, then the effect.
        let i = all.find(" from your hand to ")? + " from your hand".len();
        let (x, y) = (&all[..i], all[i + 4..].trim());
        let given = effects_of(x)?;
        let [Effect::Search(s)] = given.as_slice() else {
            return None;
        };
        if (s.player, s.from, s.to) != (Who::You, SearchIn::Hand, Destination::Discard) {
            return None;
        }
        let rest = effects_of(y)?;
        if rest.is_empty() || !rest.iter().all(Effect::is_secondary) {
            return None;
        }
        // Without the cards to discard the card is not used (CRD 3.0.0 "What is a
        // Requirement?": a condition "that must be met when playing a card").
        let needed = Effect::Requires(Condition::Piles(PileCondition::OtherCardsInHand(s.count)));
        Some(
            std::iter::once(needed)
                .chain(given)
                .chain(rest)
                .map(Piece::Effect)
                .collect(),
        )
    },
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Condition, Destination, Effect, PileCondition, SearchIn};

    /// CRD 3.0.0 "What is a Requirement?" (Caterpy, the Tenacious Lv.3's Power 2): the card
    /// discarded first, then the search for a card of its card type (`piles::moved_card`).
    #[test]
    fn a_hand_card_discarded_then_a_search_of_its_type() {
        let c = compile_text("Discard a card from your hand to search your Life Deck for a card of the same card type as the card discarded, including Dragon Balls, and put it into your hand.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let searches: Vec<_> = c
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::Search(s) => Some(s),
                _ => None,
            })
            .collect();
        assert_eq!(searches.len(), 2, "{c:#?}");
        assert_eq!(
            c.effects[c.effects.len() - 3],
            Effect::Requires(Condition::Piles(PileCondition::OtherCardsInHand(1))),
            "the discard is required first"
        );
        assert_eq!(
            (searches[0].from, searches[0].to, searches[0].count),
            (SearchIn::Hand, Destination::Discard, 1)
        );
        assert_eq!(
            (searches[1].from, searches[1].to),
            (SearchIn::LifeDeck, Destination::Hand)
        );
        assert!(searches[1].filter.same_type_as_moved);
    }

    /// Without "including Dragon Balls" the card type of the card discarded is not read (a
    /// Dragon Ball discarded would leave Dragon Ball Immunity undecided): the judge's.
    #[test]
    fn the_same_type_without_dragon_balls_is_the_judges() {
        let c = compile_text("Discard a card from your hand to search your Life Deck for a card of the same card type as the card discarded, and put it into your hand.");
        assert_ne!(c.coverage, Coverage::Full);
    }
}
