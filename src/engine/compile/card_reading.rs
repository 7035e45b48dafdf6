//! The reading of a pool card: the one text the engine reads it from ([`pool_text`]), that
//! text's compile, and its level (full, partial, manual). `card`, `cards --coverage` and a
//! battle all take a card's reading from here, so the level a judge sees is the one play uses.

use super::pool_text::{pool_text, PoolText};
use super::stored::{pool_card_with_sentences, OwnSentences};
use super::{CompiledCard, Coverage};
use crate::corpus::{Card, Corpus};
use crate::engine::effects::Effect;

/// A pool card as the engine reads it.
#[derive(Debug, Clone)]
pub struct CardReading {
    /// The text read and the ruling it was read from, when a ruling rewrote the card.
    pub text: PoolText,
    /// The text's compile; its `coverage` is the card's level ([`CardReading::level`]).
    pub compiled: CompiledCard,
    /// Each sentence with the effects it compiles to on its own.
    pub sentences: OwnSentences,
    /// Restrictions the engine cannot enforce ("League, Tuff Enuff, and Goku only"), each with
    /// why: left to the judge, so the card is not "full".
    pub unenforced: Vec<String>,
    /// The card has no text to read (a card known only from its rulings): nothing is read, so
    /// the judge resolves it from its rulings.
    pub no_text: bool,
}

impl CardReading {
    /// Full, partial or manual: the compile's level, made partial by a restriction the engine
    /// cannot enforce, and manual when there is no text to read.
    pub fn level(&self) -> Coverage {
        self.compiled.coverage
    }
}

/// The reading of `card` (see the module header).
pub fn card_reading(card: &Card, corpus: &Corpus) -> CardReading {
    let text = pool_text(card, corpus);
    let (mut compiled, sentences) = pool_card_with_sentences(card, corpus, &text.text);
    let unenforced: Vec<String> = compiled
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Only(names) => crate::engine::identity::only_unenforceable(names),
            _ => None,
        })
        .collect();
    let no_text = text.text.trim().is_empty();
    compiled.coverage = level_of(compiled.coverage, !unenforced.is_empty(), no_text);
    CardReading {
        text,
        compiled,
        sentences,
        unenforced,
        no_text,
    }
}

/// A compile's level once what it cannot see is counted: an empty text reads nothing (manual,
/// not "full"); an unenforceable restriction leaves part of the card to the judge.
fn level_of(compiled: Coverage, unenforced: bool, no_text: bool) -> Coverage {
    match compiled {
        _ if no_text => Coverage::Manual,
        Coverage::Full if unenforced => Coverage::Partial,
        c => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_text_reads_nothing_so_it_is_manual_not_full() {
        // Audit pattern 5: a card known only from rulings (Huge Drill) has no sentence read.
        assert_eq!(level_of(Coverage::Full, false, true), Coverage::Manual);
    }

    #[test]
    fn an_unenforceable_restriction_leaves_a_full_compile_partial() {
        assert_eq!(level_of(Coverage::Full, true, false), Coverage::Partial);
        assert_eq!(level_of(Coverage::Manual, true, false), Coverage::Manual);
        assert_eq!(level_of(Coverage::Full, false, false), Coverage::Full);
    }
}
