//! Compiled card texts kept for the life of the process: a card a scenario defines by its text
//! is compiled once per distinct text (and kind of card, `super::reading`), and every later load of the same text
//! is answered from the kept compile. The compiler is a function of the text alone, so the
//! answer is the one a fresh compile gives; only the time of a repeated load changes.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::compile_read;
#[cfg(test)]
use super::compile_with_sentences;
use super::reading::Reading;
use super::CompiledCard;
use crate::engine::state::CardSentences;

/// A text's compile: the card and each sentence with its own effects (shared with each card
/// definition made from it).
pub type TextCompile = (CompiledCard, CardSentences);

/// More distinct texts than this and the kept compiles are dropped and kept afresh (a prompt
/// loading many generated boards must not grow without bound).
const MOST_KEPT: usize = 4096;

/// Each text's compiles, one per reading (found by the text as it is: no key made to look one
/// up).
type Kept = Mutex<HashMap<Box<str>, [Option<Arc<TextCompile>>; READINGS]>>;

/// How many readings a text has a slot for.
const READINGS: usize = 3;

/// A reading's slot in a text's kept compiles.
fn slot(reading: Reading) -> usize {
    match reading {
        Reading::Used => 0,
        Reading::Drill => 1,
        Reading::Mastery => 2,
    }
}

fn kept() -> &'static Kept {
    static KEPT: OnceLock<Kept> = OnceLock::new();
    KEPT.get_or_init(|| Mutex::new(HashMap::new()))
}

/// [`compile_read`] of `text`, compiled at its first call for that text and reading and kept.
pub fn compile_with_sentences_kept(text: &str, reading: Reading) -> Arc<TextCompile> {
    let slot = slot(reading);
    if let Some(found) = kept()
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(text)
        .and_then(|compiles| compiles[slot].clone())
    {
        return found;
    }
    // Compiled outside the lock: two threads compiling the same text agree on the result.
    let (card, sentences) = compile_read(text, reading);
    let compiled = Arc::new((card, CardSentences::from(sentences)));
    let mut map = kept()
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if map.len() >= MOST_KEPT {
        map.clear();
    }
    map.entry(text.into()).or_default()[slot] = Some(Arc::clone(&compiled));
    compiled
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_compile_is_the_fresh_compile() {
        let text = "Physical attack doing 4 power stages of damage. Raise your anger 1 level.";
        let fresh = compile_with_sentences(text, false);
        let first = compile_with_sentences_kept(text, Reading::Used);
        let again = compile_with_sentences_kept(text, Reading::Used);
        assert_eq!(first.0, fresh.0);
        assert_eq!(*first.1, fresh.1[..]);
        assert!(Arc::ptr_eq(&first, &again));
    }
}
