//! Snippets: the best fragment of a passage with the matched words marked as byte ranges, so a
//! renderer can colour them and `--json` can carry them.

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Serialize;
use tantivy::schema::Field;
use tantivy::snippet::SnippetGenerator;

use super::analysis::en_analyzer;

/// Longest snippet, in characters.
pub const SNIPPET_CHARS: usize = 220;

/// A fragment of a passage with the matched words marked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Snippet {
    /// The fragment, plain text.
    pub text: String,
    /// Byte ranges of `text` to highlight, in order, not overlapping.
    pub highlights: Vec<Range<usize>>,
}

/// Makes snippets for one query (built from the exact, non-fuzzy terms of the query).
pub struct Highlighter {
    generator: SnippetGenerator,
}

impl Highlighter {
    /// A highlighter for these stemmed terms over text analyzed like `field`.
    pub fn new(terms: BTreeMap<String, f32>, field: Field) -> Highlighter {
        Highlighter {
            generator: SnippetGenerator::new(terms, en_analyzer(), field, SNIPPET_CHARS),
        }
    }

    /// The best fragment of `text`; its opening when no query word occurs in it.
    pub fn snippet(&self, text: &str) -> Snippet {
        let s = self.generator.snippet(text);
        if !s.is_empty() {
            return Snippet {
                text: s.fragment().to_string(),
                highlights: s.highlighted().to_vec(),
            };
        }
        Snippet {
            text: opening(text, SNIPPET_CHARS),
            highlights: Vec::new(),
        }
    }
}

/// The first `max` characters of `text`, cut at a word boundary when there is one.
pub fn opening(text: &str, max: usize) -> String {
    let text = text.trim();
    let Some((cut, _)) = text.char_indices().nth(max) else {
        return text.to_string();
    };
    let head = &text[..cut];
    let head = head.rfind(char::is_whitespace).map_or(head, |i| &head[..i]);
    format!("{}…", head.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::schema::Fields;

    #[test]
    fn marks_the_matched_words() {
        let fields = Fields::new();
        let mut terms = BTreeMap::new();
        terms.insert("attack".to_string(), 1.0);
        let h = Highlighter::new(terms, fields.body);
        let s = h.snippet("Allies may take the damage of attacks.");
        let marked: Vec<&str> = s.highlights.iter().map(|r| &s.text[r.clone()]).collect();
        assert_eq!(marked, ["attacks"]);
    }

    #[test]
    fn falls_back_to_the_opening() {
        let h = Highlighter::new(BTreeMap::new(), Fields::new().body);
        let s = h.snippet("word ".repeat(100).as_str());
        assert!(s.highlights.is_empty());
        assert!(s.text.ends_with('…'));
        assert!(s.text.chars().count() <= SNIPPET_CHARS + 1);
        assert_eq!(opening("short", 10), "short");
    }
}
