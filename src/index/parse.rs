//! Reading what a judge typed: plain words, `"quoted phrases"` and `game:` / `doc:` / `kind:` /
//! `set:` filters. Parsing never fails: a stray quote ends at the end of the line, an empty
//! filter (`game:`) is ignored, an unknown `key:value` is read as the two words.

use serde::Serialize;

/// The filter keys the query text understands.
pub const FILTER_KEYS: [&str; 4] = ["game", "doc", "kind", "set"];

/// Filters, from the query text or from options. Values are as typed; they are resolved
/// against the index when the query runs.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Filters {
    /// `game:` values.
    pub game: Vec<String>,
    /// `doc:` values.
    pub doc: Vec<String>,
    /// `kind:` values.
    pub kind: Vec<String>,
    /// `set:` values.
    pub set: Vec<String>,
}

impl Filters {
    /// True when no filter is set.
    pub fn is_empty(&self) -> bool {
        self.game.is_empty() && self.doc.is_empty() && self.kind.is_empty() && self.set.is_empty()
    }

    fn push(&mut self, key: &str, value: String) {
        match key {
            "game" => self.game.push(value),
            "doc" => self.doc.push(value),
            "kind" => self.kind.push(value),
            _ => self.set.push(value),
        }
    }
}

/// A parsed query.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParsedQuery {
    /// The free text outside quotes and filters, in order (words are cut later by the analyzers).
    pub text: String,
    /// Quoted phrases, without their quotes.
    pub phrases: Vec<String>,
    /// Filters found in the text.
    pub filters: Filters,
    /// What was tolerated (an unclosed quote, an empty filter), for the user.
    pub notes: Vec<String>,
}

impl ParsedQuery {
    /// Parses query text. Never fails.
    pub fn parse(input: &str) -> ParsedQuery {
        let mut q = ParsedQuery::default();
        let mut free: Vec<String> = Vec::new();
        let mut rest = input.trim_start();
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('"') {
                let (phrase, next) = take_quoted(after, &mut q.notes);
                if !phrase.trim().is_empty() {
                    q.phrases.push(phrase.trim().to_string());
                }
                rest = next.trim_start();
                continue;
            }
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '"')
                .unwrap_or(rest.len());
            let (token, next) = rest.split_at(end);
            rest = next;
            if let Some((key, value)) = split_filter(token) {
                if value.is_empty() && rest.starts_with('"') {
                    // `set:"Saiyan Saga"`
                    let (quoted, next) = take_quoted(&rest[1..], &mut q.notes);
                    rest = next;
                    push_filter(&mut q, &key, quoted.trim());
                } else {
                    push_filter(&mut q, &key, value);
                }
            } else {
                free.push(token.to_string());
            }
            rest = rest.trim_start();
        }
        q.text = free.join(" ");
        q
    }

    /// True when the query has neither words, phrases nor filters.
    pub fn is_empty(&self) -> bool {
        self.text.trim().is_empty() && self.phrases.is_empty() && self.filters.is_empty()
    }
}

fn push_filter(q: &mut ParsedQuery, key: &str, value: &str) {
    if value.is_empty() {
        q.notes.push(format!("`{key}:` has no value; ignored"));
    } else {
        q.filters.push(key, value.to_string());
    }
}

/// Splits `key:value` when `key` is a filter key (case-insensitive).
fn split_filter(token: &str) -> Option<(String, &str)> {
    let (key, value) = token.split_once(':')?;
    let key = key.to_ascii_lowercase();
    FILTER_KEYS.contains(&key.as_str()).then_some((key, value))
}

/// Reads up to the closing quote; an unclosed quote runs to the end of the input.
fn take_quoted<'a>(after_quote: &'a str, notes: &mut Vec<String>) -> (&'a str, &'a str) {
    match after_quote.find('"') {
        Some(end) => (&after_quote[..end], &after_quote[end + 1..]),
        None => {
            notes.push("unclosed quote; read to the end of the query".to_string());
            (after_quote, "")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_phrases_and_filters() {
        let q = ParsedQuery::parse(r#"ally "take the hit" game:score kind:rule damage"#);
        assert_eq!(q.text, "ally damage");
        assert_eq!(q.phrases, ["take the hit"]);
        assert_eq!(q.filters.game, ["score"]);
        assert_eq!(q.filters.kind, ["rule"]);
        assert!(q.notes.is_empty());
    }

    #[test]
    fn quoted_filter_values() {
        let q = ParsedQuery::parse(r#"set:"Saiyan Saga" stance"#);
        assert_eq!(q.filters.set, ["Saiyan Saga"]);
        assert_eq!(q.text, "stance");
    }

    #[test]
    fn broken_input_is_tolerated() {
        let q = ParsedQuery::parse("\"");
        assert!(q.is_empty());
        assert_eq!(q.notes.len(), 1);
        let q = ParsedQuery::parse("game:");
        assert!(q.is_empty());
        let q = ParsedQuery::parse("foo:bar \"open phrase");
        assert_eq!(q.text, "foo:bar");
        assert_eq!(q.phrases, ["open phrase"]);
        let q = ParsedQuery::parse("   ");
        assert!(q.is_empty());
        let q = ParsedQuery::parse("DOC:crd-3.0.0 \"\" a\"b");
        assert_eq!(q.filters.doc, ["crd-3.0.0"]);
        assert_eq!(q.text, "a");
        assert_eq!(q.phrases, ["b"]);
    }
}
