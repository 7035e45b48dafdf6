//! Rulings that say how long a card's sentence lasts: "The +4 power stages of damage to all of
//! your physical attacks last for the remainder of Combat" (Who's Da Man!). The one sentence of
//! the card that holds every word the ruling names is read with the ruling's duration, so it
//! floats like a sentence printed with it (CRD 3.0.0 "Floating Effects"); the ruling is cited.

use crate::corpus::{Card, Corpus};
use crate::engine::compile::sentences;

/// The ruling's closing words (lowercase) and the duration they give the sentence they name,
/// as the card text would print it before the sentence.
const DURATIONS: &[(&str, &str)] = &[
    (
        " last for the remainder of combat.",
        "For the remainder of Combat,",
    ),
    (
        " lasts for the remainder of combat.",
        "For the remainder of Combat,",
    ),
];

/// A ruling on a personality's whole power: "This power only lasts for the remainder of Combat"
/// (Android 18 Lv.1 HT).
const POWER_LASTS: &[&str] = &[
    "this power only lasts for the remainder of combat.",
    "this power lasts for the remainder of combat.",
];

/// The power's text with its one sentence that forbids something ("cannot", "may not": a lasting
/// prohibition, `prohibitions`) read "for the remainder of Combat", as the ruling says the power
/// lasts; `None` when no sentence, or more than one, forbids anything (the ruling then names no
/// sentence the engine could give it to).
fn power_prohibition_lasts(text: &str) -> Option<String> {
    let forbids = |s: &str| {
        let l = s.to_lowercase();
        (l.contains(" cannot ") || l.contains(" may not ")) && !l.contains("remainder")
    };
    with_duration(text, forbids, "For the remainder of Combat,")
}

/// `text` with its one sentence that `names` prefixed by the duration `lead` ("For the remainder
/// of Combat,"); `None` when no sentence, or more than one, is named, or the sentence already
/// opens with that duration.
fn with_duration(text: &str, names: impl Fn(&str) -> bool, lead: &str) -> Option<String> {
    let mut printed = sentences::split(text);
    let mut which = printed.iter().enumerate().filter(|(_, s)| names(s));
    let (i, _) = which.next()?;
    if which.next().is_some() {
        return None;
    }
    let sentence = printed.get(i)?;
    if sentence
        .to_lowercase()
        .starts_with(&lead.trim_end_matches(',').to_lowercase())
    {
        return None; // already printed with its duration
    }
    let mut chars = sentence.chars();
    let first = chars.next()?;
    let read = format!("{lead} {}{}", first.to_lowercase(), chars.as_str());
    *printed.get_mut(i)? = read;
    Some(printed.join(" "))
}

/// Words of the ruling's subject that do not tell one sentence from another.
const FILLER: &[&str] = &[
    "the", "of", "to", "a", "an", "all", "your", "do", "does", "damage",
];

/// The card's `text` with the sentence a ruling gives a duration to read with it, and that
/// ruling's id; `None` when no ruling of the card names one sentence of `text` this way.
pub fn ruled_duration(card: &Card, corpus: &Corpus, text: &str) -> Option<(String, String)> {
    card.rulings.iter().find_map(|id| {
        let ruling = corpus.ruling(id)?;
        let said = ruling.text.trim().to_lowercase();
        if POWER_LASTS.contains(&said.as_str()) {
            return power_prohibition_lasts(text).map(|t| (t, ruling.id.clone()));
        }
        let subject = said.strip_prefix("the ")?;
        let (subject, lead) = DURATIONS
            .iter()
            .find_map(|(tail, lead)| subject.strip_suffix(tail).map(|s| (s, *lead)))?;
        // A one-sentence ruling about part of the card ("This power lasts ..." names no part).
        if subject.contains('.') {
            return None;
        }
        let named: Vec<&str> = subject
            .split_whitespace()
            .filter(|w| !FILLER.contains(w))
            .collect();
        if named.is_empty() {
            return None;
        }
        let holds = |s: &str| {
            let words: Vec<String> = s
                .split_whitespace()
                .map(|w| w.trim_matches(|c: char| ".,;:!".contains(c)).to_lowercase())
                .collect();
            named.iter().all(|n| words.iter().any(|w| w == n))
        };
        with_duration(text, holds, lead).map(|t| (t, ruling.id.clone()))
    })
}
