//! Query expansion: the abbreviations the documents define and a short list of judge slang,
//! each mapped to the words the documents use.
//!
//! Abbreviations are read from the corpus itself, from headings and glossary terms: a
//! parenthesised abbreviation (`Power-Up Rating (PUR)`, `Main Personality (MP)`) and the
//! initials of a heading of three to five words (`Final Physical Attack` -> `FPA`, `Most
//! Powerful Personality Victory` -> `MPPV`). They expand a word typed in capitals, or one the
//! index does not know (`fpa`). Everyday phrasing and `a.k.a.` names ([`super::vocabulary`])
//! always expand, at a lower weight than the words themselves.

use std::collections::HashMap;
use std::sync::OnceLock;

use tantivy::schema::Field;
use tantivy::Searcher;

use super::card_names::CardNames;

/// Word -> the phrases it stands for.
#[derive(Debug, Clone, Default)]
pub struct Expansions {
    abbreviations: HashMap<String, Vec<String>>,
    everyday: Vec<(String, String)>,
    aka: Vec<(String, String)>,
    /// The index's card names, read at the second query that needs them.
    card_names: OnceLock<CardNames>,
    /// A query has looked for names near its text (by walking the term dictionary).
    walked: OnceLock<()>,
}

/// Strips a leading numbering (`1)`, `A.`, `(2)`) and trailing punctuation from a heading.
fn heading_words(title: &str) -> Vec<&str> {
    title
        .split(|c: char| c.is_whitespace())
        .filter(|w| !w.is_empty())
        .skip_while(|w| {
            let core = w.trim_matches(|c: char| "().:-".contains(c));
            core.is_empty()
                || core.chars().all(|c| c.is_ascii_digit())
                || (core.len() == 1 && core.chars().all(|c| c.is_ascii_uppercase()))
        })
        .collect()
}

fn initials(words: &[&str]) -> String {
    words
        .iter()
        .flat_map(|w| w.split('-'))
        .filter_map(|w| w.chars().find(|c| c.is_alphanumeric()))
        .flat_map(char::to_lowercase)
        .collect()
}

impl Expansions {
    /// The card names of the index `searcher` reads (`field`: the whole-name field) within
    /// `distance` edits of `text`. The first query walks the term dictionary for them alone (a
    /// one-shot search reads no other name); a later one reads every name once and keeps them,
    /// as the prompt asks again and again. Both give the same names in the same order.
    pub fn near_card_names(
        &self,
        searcher: &Searcher,
        field: Field,
        text: &str,
        distance: u8,
    ) -> Vec<String> {
        if self.card_names.get().is_none() && self.walked.set(()).is_ok() {
            return super::name_automaton::near(searcher, field, text, distance);
        }
        self.card_names
            .get_or_init(|| CardNames::read(searcher, field))
            .near(text, distance)
    }

    /// Reads the abbreviations of these headings and glossary terms.
    pub fn from_titles<'a>(titles: impl Iterator<Item = &'a str>) -> Expansions {
        let titles: Vec<&str> = titles.collect();
        let everyday: Vec<(String, String)> = super::vocabulary::EVERYDAY
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let aka = super::vocabulary::aka_names(titles.iter().copied());
        let mut abbreviations: HashMap<String, Vec<String>> = HashMap::new();
        let mut add = |abbr: String, phrase: String| {
            let list = abbreviations.entry(abbr).or_default();
            if !list.contains(&phrase) {
                list.push(phrase);
            }
        };
        for title in titles {
            let words = heading_words(title);
            // `Power-Up Rating (PUR)`
            if let Some(pos) = words.iter().position(|w| w.starts_with('(')) {
                let abbr: String = words[pos]
                    .trim_matches(|c: char| !c.is_alphanumeric())
                    .to_string();
                let before = &words[..pos];
                let n = abbr.chars().count();
                if (2..=5).contains(&n) && abbr.chars().all(|c| c.is_ascii_uppercase()) {
                    for start in 0..before.len() {
                        let tail = &before[start..];
                        if initials(tail) == abbr.to_lowercase() {
                            add(abbr.to_lowercase(), tail.join(" "));
                            break;
                        }
                    }
                }
                continue;
            }
            // `Final Physical Attack`
            let clean: Vec<&str> = words
                .iter()
                .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
                .filter(|w| !w.is_empty())
                .collect();
            let capitalised = clean
                .iter()
                .all(|w| w.chars().next().is_some_and(char::is_uppercase));
            if (3..=5).contains(&clean.len()) && capitalised {
                add(initials(&clean), clean.join(" "));
            }
        }
        Expansions {
            card_names: OnceLock::new(),
            walked: OnceLock::new(),
            abbreviations,
            everyday,
            aka,
        }
    }

    /// Everyday phrasing -> the documents' words.
    pub fn everyday(&self) -> &[(String, String)] {
        &self.everyday
    }

    /// A heading's `a.k.a.` name -> the heading's own name (`cherry picking rule` ->
    /// `Searching for Cards`).
    pub fn aka(&self) -> &[(String, String)] {
        &self.aka
    }

    /// The phrases a query word stands for. `typed_caps`: the user wrote it in capitals;
    /// `known`: the index has the word itself.
    pub fn for_word(&self, word: &str, typed_caps: bool, known: bool) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        if typed_caps || !known {
            if let Some(list) = self.abbreviations.get(word) {
                out.extend(list.iter().map(String::as_str));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abbreviations_come_from_headings() {
        let e = Expansions::from_titles(
            [
                "Power-Up Rating (PUR)",
                "Main Personality (MP)",
                "3) Most Powerful Personality Victory",
                "Final Physical Attack",
                "Battle Sequence",
                "What is an Online Card Game (OCG)?",
            ]
            .into_iter(),
        );
        assert_eq!(e.for_word("pur", true, true), ["Power-Up Rating"]);
        assert_eq!(e.for_word("mp", true, true), ["Main Personality"]);
        assert_eq!(e.for_word("mp", false, true), Vec::<&str>::new());
        assert_eq!(
            e.for_word("mppv", false, false),
            ["Most Powerful Personality Victory"]
        );
        assert_eq!(e.for_word("fpa", false, false), ["Final Physical Attack"]);
        assert_eq!(e.for_word("ocg", true, true), ["Online Card Game"]);
        assert!(e.for_word("bs", true, false).is_empty());
    }
}
