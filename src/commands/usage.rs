//! What a command refuses before it runs: empty or meaningless input (a card name of spaces or
//! punctuation, a topic-less `compare`), input past its bound (`bounds`), and filter values that
//! name nothing (`--doc nope`, `set:nope`, `--type Nope`). Each is bad usage (exit 2) with a
//! message, never an arbitrary answer or a silent "nothing found".

use std::collections::BTreeSet;

use super::{Command, CommandError, Result};
use crate::bounds::{has_words, too_long, MAX_NAME_CHARS, MAX_QUERY_CHARS};
use crate::corpus::Corpus;
use crate::index::{Filters, Index, ParsedQuery, SearchOptions};

fn usage(message: impl Into<String>) -> CommandError {
    CommandError::Usage(message.into())
}

/// Checks what needs no index or card pool: lengths and emptiness.
pub fn check_words(command: &Command) -> Result<()> {
    match command {
        Command::Card { name, .. } => {
            if let Some(m) = too_long("a card name", name, MAX_NAME_CHARS) {
                return Err(usage(m));
            }
            if !has_words(name) {
                return Err(usage(
                    "card needs a name with letters or digits (e.g. card \"Vegeta's Physical Stance\")",
                ));
            }
        }
        Command::Rule { id } => {
            if let Some(m) = too_long("a rule id", id, MAX_NAME_CHARS) {
                return Err(usage(m));
            }
            if !has_words(id) {
                return Err(usage(
                    "rule needs an id (e.g. rule crd-3.0.0/battle-sequence/9)",
                ));
            }
        }
        // A wordless search stays lenient (a stray quote, an empty filter: no hits and a note,
        // exit 1); only its length is bounded.
        Command::Search { query, .. } => check_query("search", query)?,
        Command::Compare { query, .. } => {
            check_query("compare", query)?;
            if !parsed_has_words(&ParsedQuery::parse(query)) {
                return Err(usage(
                    "compare needs a topic with words (e.g. compare deck size)",
                ));
            }
        }
        _ => {}
    }
    Ok(())
}

fn check_query(command: &str, query: &str) -> Result<()> {
    match too_long(&format!("the {command} query"), query, MAX_QUERY_CHARS) {
        Some(m) => Err(usage(m)),
        None => Ok(()),
    }
}

fn parsed_has_words(parsed: &ParsedQuery) -> bool {
    has_words(&parsed.text) || parsed.phrases.iter().any(|p| has_words(p))
}

/// Checks each filter value (from the options and from the query text) on its own: a value
/// that matches nothing in the index is bad usage, with the index's own note on it (the known
/// values) when it has one.
pub fn check_filters(index: &Index, query: &str, options: &SearchOptions) -> Result<()> {
    let parsed = ParsedQuery::parse(query);
    let mut all = parsed.filters.clone();
    all.game.extend(options.filters.game.iter().cloned());
    all.doc.extend(options.filters.doc.iter().cloned());
    all.kind.extend(options.filters.kind.iter().cloned());
    all.set.extend(options.filters.set.iter().cloned());
    let single = |key: &str, value: &str| {
        let mut f = Filters::default();
        match key {
            "game" => f.game.push(value.to_string()),
            "doc" => f.doc.push(value.to_string()),
            "kind" => f.kind.push(value.to_string()),
            _ => f.set.push(value.to_string()),
        }
        f
    };
    let values = [
        ("game", &all.game),
        ("doc", &all.doc),
        ("kind", &all.kind),
        ("set", &all.set),
    ];
    for (key, list) in values {
        for value in list.iter().collect::<BTreeSet<_>>() {
            let options = SearchOptions {
                limit: 1,
                filters: single(key, value),
            };
            let outcome = index.search("", &options)?;
            if outcome.hits.is_empty() {
                let message = outcome
                    .notes
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| format!("no {key} `{value}` in the index"));
                return Err(usage(message));
            }
        }
    }
    Ok(())
}

/// Checks a `cards --coverage --type` value against the card types of the pool.
pub fn check_card_type(corpus: &Corpus, card_type: Option<&str>) -> Result<()> {
    let Some(wanted) = card_type else {
        return Ok(());
    };
    let known: BTreeSet<String> = corpus
        .cards()
        .iter()
        .map(super::coverage::report_type)
        .collect();
    if known.iter().any(|t| t.eq_ignore_ascii_case(wanted)) {
        return Ok(());
    }
    let list: Vec<&str> = known.iter().map(String::as_str).collect();
    Err(usage(format!(
        "no card type `{wanted}`; expected one of {}",
        list.join(", ")
    )))
}
