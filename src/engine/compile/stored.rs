//! A pool card's compiled text as the build stored it: the build script runs
//! [`compile_with_sentences`] over every card of the pool and keeps the result in the corpus
//! store ([`crate::corpus::store`]), so a look-up, a battle or `cards --coverage` reads a card's
//! effects instead of compiling them (and building the pattern tables) at every start.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Serialize};

use super::{
    compile_card, compile_with_sentences, is_drill, CompiledCard, CompiledSentence, Coverage,
    SentenceStatus,
};
use crate::corpus::{Card, Corpus};
use crate::engine::effects::Effect;

/// Each sentence of a card's text with the effects it compiles to on its own.
pub type OwnSentences = Vec<(String, Vec<Effect>)>;

/// One card's record: [`compile_with_sentences`] over its current text.
#[derive(Serialize, Deserialize)]
struct Record {
    effects: Vec<Effect>,
    sentences: Vec<Sentence>,
    coverage: String,
    own: OwnSentences,
}

#[derive(Serialize, Deserialize)]
struct Sentence {
    text: String,
    manual: bool,
    patterns: Vec<String>,
    effects: Vec<Effect>,
}

/// The record of a card, as the build script stores it.
pub fn record(card: &Card) -> Vec<u8> {
    let (compiled, own) =
        compile_with_sentences(&card.current_text, is_drill(&card.card_type, &card.name));
    let record = Record {
        effects: compiled.effects,
        sentences: compiled
            .sentences
            .into_iter()
            .map(|s| Sentence {
                text: s.text,
                manual: s.status == SentenceStatus::Manual,
                patterns: s.patterns.iter().map(|p| p.to_string()).collect(),
                effects: s.effects,
            })
            .collect(),
        coverage: compiled.coverage.word().to_string(),
        own,
    };
    serde_json::to_vec(&record).unwrap_or_default()
}

/// Reads a stored record back: the compiled card and each sentence's own effects.
pub fn read(bytes: &[u8]) -> Option<(CompiledCard, OwnSentences)> {
    let r: Record = serde_json::from_slice(bytes).ok()?;
    let coverage = [Coverage::Full, Coverage::Partial, Coverage::Manual]
        .into_iter()
        .find(|c| c.word() == r.coverage)?;
    let sentences = r
        .sentences
        .into_iter()
        .map(|s| CompiledSentence {
            text: s.text,
            status: if s.manual {
                SentenceStatus::Manual
            } else {
                SentenceStatus::Compiled
            },
            patterns: s.patterns.iter().map(|p| intern(p)).collect(),
            effects: s.effects,
        })
        .collect();
    Some((
        CompiledCard {
            effects: r.effects,
            sentences,
            coverage,
        },
        r.own,
    ))
}

/// A pattern name as the `&'static str` the compiler reports (names are few and fixed).
fn intern(name: &str) -> &'static str {
    static NAMES: OnceLock<Mutex<HashMap<String, &'static str>>> = OnceLock::new();
    let mut names = NAMES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&n) = names.get(name) {
        return n;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.insert(name.to_string(), leaked);
    leaked
}

/// A pool card's compiled text: the stored record when the corpus has one, else compiled now.
pub fn pool_card(card: &Card, corpus: &Corpus) -> CompiledCard {
    stored(card, corpus, &card.current_text).map_or_else(|| compile_card(card), |(c, _)| c)
}

/// [`compile_with_sentences`] over `text` for this pool card: the stored record when `text`
/// is the card's current text and the corpus has one, else compiled now.
pub fn pool_card_with_sentences(
    card: &Card,
    corpus: &Corpus,
    text: &str,
) -> (CompiledCard, OwnSentences) {
    stored(card, corpus, text)
        .unwrap_or_else(|| compile_with_sentences(text, is_drill(&card.card_type, &card.name)))
}

fn stored(card: &Card, corpus: &Corpus, text: &str) -> Option<(CompiledCard, OwnSentences)> {
    if text != card.current_text {
        return None;
    }
    read(corpus.stored_compiled(&card.id)?)
}
