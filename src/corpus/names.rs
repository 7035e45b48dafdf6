//! Card-name normalisation and lookup: exact, normalised and close (typo-tolerant) matches.

use super::{Card, Game};

/// The result of looking a name up.
#[derive(Debug)]
pub enum Lookup<'a> {
    /// One name matched: every printing with that name.
    Found(Vec<&'a Card>),
    /// Several different names were equally close.
    Ambiguous(Vec<&'a Card>),
    /// Nothing was close enough: the three closest names.
    NotFound(Vec<&'a Card>),
}

/// An index of card names for lookups (stub until the cards work lands).
pub struct NameIndex<'a> {
    cards: &'a [Card],
}

impl<'a> NameIndex<'a> {
    /// Builds the index over these cards.
    pub fn new(cards: &'a [Card]) -> Self {
        NameIndex { cards }
    }

    /// The card whose name equals this one's (ignoring case), if exactly one does.
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

    /// Looks a name up, optionally within one game.
    pub fn lookup(&self, name: &str, game: Option<Game>) -> Lookup<'a> {
        let pool = || {
            self.cards
                .iter()
                .filter(move |c| game.is_none_or(|g| c.game == g))
        };
        let found: Vec<&Card> = pool()
            .filter(|c| c.name.eq_ignore_ascii_case(name))
            .collect();
        if !found.is_empty() {
            return Lookup::Found(found);
        }
        let mut scored: Vec<(usize, &Card)> = pool()
            .map(|c| {
                (
                    strsim::levenshtein(&c.name.to_lowercase(), &name.to_lowercase()),
                    c,
                )
            })
            .collect();
        scored.sort_by_key(|(d, _)| *d);
        Lookup::NotFound(scored.into_iter().take(3).map(|(_, c)| c).collect())
    }
}
