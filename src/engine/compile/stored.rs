//! A pool card's compiled text as the build stored it: the build script runs
//! [`compile_read`] over every card of the pool and keeps the result in the corpus
//! store ([`crate::corpus::store`]), so a look-up, a battle or `cards --coverage` reads a card's
//! effects instead of compiling them (and building the pattern tables) at every start. A card
//! the engine reads from another text ([`pool_text`]: a personality power the CRD rewrites,
//! the known-cards table's text) has that text's compile stored beside it, found by the text.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Serialize};

use super::misprints;
use super::pool_text::pool_text;
use super::reading::Reading;
use super::{compile_read, CompiledCard, CompiledSentence, Coverage, SentenceStatus};
use crate::corpus::{Card, Corpus};
use crate::engine::effects::Effect;
use crate::engine::kept_by_definition::TextAnswers;

/// Each sentence of a card's text with the effects it compiles to on its own.
pub type OwnSentences = Vec<(String, Vec<Effect>)>;

/// One card's records: its current text compiled, and the text a battle reads it from when that
/// is another ([`pool_text`]), with that text compiled.
#[derive(Serialize, Deserialize)]
struct Records {
    current: Record,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    read_as: Option<(String, Record)>,
}

/// [`compile_read`] over one text.
#[derive(Serialize, Deserialize)]
struct Record {
    effects: Vec<Effect>,
    sentences: Vec<Sentence>,
    coverage: String,
    own: OwnSentences,
    /// What the text prints as misprints, each as printed and what it means
    /// (`misprints::found_in`): a loaded card reads them here, not from its text.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    misprints: Vec<(String, String)>,
    /// What the text alone answers of the questions kept per card definition
    /// (`CompiledCard::answers`): a loaded card starts with them, not looking at its text.
    #[serde(default, skip_serializing_if = "no_answers")]
    answers: TextAnswers,
}

fn no_answers(a: &TextAnswers) -> bool {
    *a == TextAnswers::default()
}

#[derive(Serialize, Deserialize)]
struct Sentence {
    text: String,
    manual: bool,
    patterns: Vec<String>,
    effects: Vec<Effect>,
}

/// The records of a card, as the build script stores them: its current text compiled, and
/// the text [`pool_text`] gives when it is another, compiled.
pub fn record(card: &Card, corpus: &Corpus) -> Vec<u8> {
    let drill = Reading::of_pool(card, corpus);
    let read_as = pool_text(card, corpus).text;
    let records = Records {
        current: compiled_record(&card.current_text, drill),
        read_as: (read_as != card.current_text).then(|| {
            let record = compiled_record(&read_as, drill);
            (read_as, record)
        }),
    };
    serde_json::to_vec(&records).unwrap_or_default()
}

fn compiled_record(text: &str, drill: Reading) -> Record {
    let (compiled, own) = compile_read(text, drill);
    Record {
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
        misprints: compiled
            .misprints
            .into_iter()
            .map(|(printed, meant)| (printed, meant.to_string()))
            .collect(),
        answers: compiled.answers.unwrap_or_default(),
    }
}

/// Reads a card's stored records back: its current text compiled, and each sentence's own
/// effects.
pub fn read(bytes: &[u8]) -> Option<(CompiledCard, OwnSentences)> {
    let r: Records = serde_json::from_slice(bytes).ok()?;
    decode(r.current)
}

/// Reads back the stored compile of `text`, the other text a battle reads the card from
/// ([`pool_text`]); `None` when the card has none or it is another text.
pub fn read_as(bytes: &[u8], text: &str) -> Option<(CompiledCard, OwnSentences)> {
    let r: Records = serde_json::from_slice(bytes).ok()?;
    let (stored_text, record) = r.read_as?;
    (stored_text == text).then_some(())?;
    decode(record)
}

fn decode(r: Record) -> Option<(CompiledCard, OwnSentences)> {
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
    let misprints = r
        .misprints
        .into_iter()
        .map(|(printed, meant)| Some((printed, misprints::meaning(&meant)?)))
        .collect::<Option<_>>()?;
    Some((
        CompiledCard {
            effects: r.effects,
            sentences,
            coverage,
            misprints,
            answers: Some(r.answers),
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
    stored(card, corpus, &card.current_text).map_or_else(
        || compile_read(&card.current_text, Reading::of_pool(card, corpus)).0,
        |(c, _)| c,
    )
}

/// [`compile_read`] over `text` for this pool card: the stored record when `text`
/// is the card's current text or the text a battle reads it from ([`pool_text`]) and the
/// corpus has one, else compiled now.
pub fn pool_card_with_sentences(
    card: &Card,
    corpus: &Corpus,
    text: &str,
) -> (CompiledCard, OwnSentences) {
    stored(card, corpus, text).unwrap_or_else(|| compile_read(text, Reading::of_pool(card, corpus)))
}

/// The stored compile of `text` for this pool card, if the build stored one (the embedded
/// corpus only; a corpus read from files has none).
pub fn stored(card: &Card, corpus: &Corpus, text: &str) -> Option<(CompiledCard, OwnSentences)> {
    let bytes = corpus.stored_compiled(&card.id)?;
    if text == card.current_text {
        read(bytes)
    } else {
        read_as(bytes, text)
    }
}
