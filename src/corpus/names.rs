//! Card-name normalisation and lookup: exact, normalised and close (typo-tolerant) matches.

use super::Card;

/// An index of card names for lookups (stub: filled by the cards work).
pub struct NameIndex<'a> {
    cards: &'a [Card],
}

impl<'a> NameIndex<'a> {
    /// Builds the index over these cards.
    pub fn new(cards: &'a [Card]) -> Self {
        NameIndex { cards }
    }

    /// The card whose normalised name equals this one's, if exactly one does.
    pub fn exact(&self, name: &str) -> Option<&'a Card> {
        let mut it = self
            .cards
            .iter()
            .filter(|c| c.name.eq_ignore_ascii_case(name));
        match (it.next(), it.next()) {
            (Some(c), None) => Some(c),
            _ => None,
        }
    }
}
