//! The literal text an anchored pattern requires of every key it matches, read from the
//! pattern's own text: its opening and closing words and its longest word run outside any
//! group. The clause compiler tests a key against them before building (or running) the row's
//! regular expression, so a row that cannot match is skipped without being compiled.

use std::sync::OnceLock;

use regex::Regex;

/// What a key must hold for an anchored pattern `^(?:p)$` to match it. Empty parts require
/// nothing; a pattern this reader does not follow (inline flags, alternation at its top level)
/// requires nothing at all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Required {
    /// The key starts with this.
    pub prefix: String,
    /// The key ends with this.
    pub suffix: String,
    /// The key contains this (the longest literal run outside any group).
    pub inner: String,
}

impl Required {
    /// Reads the literals a pattern requires; its placeholders (`{n}`, `{opp}`, expanded into
    /// groups by [`super::patterns::expand`]) count as groups.
    pub fn of(pattern: &str) -> Required {
        let runs = match top_level_runs(pattern) {
            Some(runs) => runs,
            None => return Required::default(),
        };
        let len = pattern.len();
        let prefix = runs
            .iter()
            .find(|r| r.start == 0)
            .map(|r| r.text.clone())
            .unwrap_or_default();
        let suffix = runs
            .iter()
            .find(|r| r.end == len && r.whole)
            .map(|r| r.text.clone())
            .unwrap_or_default();
        let inner = runs
            .iter()
            .map(|r| &r.text)
            .max_by_key(|t| t.len())
            .cloned()
            .unwrap_or_default();
        Required {
            prefix,
            suffix,
            inner,
        }
    }

    /// True when the key may match: it holds every required part.
    pub fn admits(&self, key: &str) -> bool {
        // The inner run is often the opening or closing one, already checked.
        key.starts_with(&self.prefix)
            && key.ends_with(&self.suffix)
            && (self.inner == self.prefix || self.inner == self.suffix || key.contains(&self.inner))
    }

    /// True when nothing is required (the row is always tried).
    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.prefix.is_empty() && self.suffix.is_empty() && self.inner.is_empty()
    }
}

/// A whole-key pattern (`^(?:p)$`) of a phrase table that builds itself only as far as it is
/// read: its regular expression is built the first time a key holding the literals it
/// requires ([`Required`]) is tried against it (the condition and count phrase tables of
/// `engine/effects`).
#[derive(Debug)]
pub(in crate::engine) struct LazyPattern {
    source: &'static str,
    required: Required,
    regex: OnceLock<Option<Regex>>,
}

impl LazyPattern {
    /// The pattern `source`, not built yet.
    pub(in crate::engine) fn new(source: &'static str) -> LazyPattern {
        LazyPattern {
            source,
            required: Required::of(source),
            regex: OnceLock::new(),
        }
    }

    /// The captures of a key the pattern matches whole; `None` also when the pattern does not
    /// compile (each table's test checks that every pattern compiles).
    pub(in crate::engine) fn captures<'k>(&self, key: &'k str) -> Option<regex::Captures<'k>> {
        if !self.required.admits(key) {
            return None;
        }
        self.regex
            .get_or_init(|| Regex::new(&format!("^(?:{})$", self.source)).ok())
            .as_ref()?
            .captures(key)
    }

    /// True when the pattern compiles (built now if it was not yet).
    #[cfg(test)]
    pub(in crate::engine) fn compiles(&self) -> bool {
        self.regex
            .get_or_init(|| Regex::new(&format!("^(?:{})$", self.source)).ok())
            .is_some()
    }
}

/// A run of literal characters outside any group: `start`..`end` in the pattern (`end` past
/// what closed it), `whole` when no quantifier cut its last character.
struct Run {
    text: String,
    start: usize,
    end: usize,
    whole: bool,
}

/// The literal runs at the top level of a pattern, or `None` when the pattern uses what this
/// reader does not follow (inline flags, a top-level `|`, an unbalanced group).
fn top_level_runs(p: &str) -> Option<Vec<Run>> {
    let mut runs = Vec::new();
    let mut depth = 0usize;
    let mut text = String::new();
    let mut start = 0;
    let mut chars = p.char_indices().peekable();
    // Ends the current run at `at`; `quantified`: the run's last character is optional.
    let close =
        |text: &mut String, start: usize, at: usize, quantified: bool, runs: &mut Vec<Run>| {
            if quantified {
                text.pop();
            }
            if !text.is_empty() {
                runs.push(Run {
                    text: std::mem::take(text),
                    start,
                    end: at,
                    whole: !quantified,
                });
            }
            text.clear();
        };
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                let (_, e) = chars.next()?;
                if depth == 0 && !e.is_ascii_alphanumeric() {
                    if text.is_empty() {
                        start = i;
                    }
                    text.push(e);
                } else if depth == 0 {
                    // A class (`\d`) or an assertion (`\b`): not literal text.
                    close(&mut text, start, i, false, &mut runs);
                }
            }
            '[' => {
                if depth == 0 {
                    close(&mut text, start, i, false, &mut runs);
                }
                // Skip the class: a leading `^` and `]` are part of it.
                if chars.peek().map(|&(_, c)| c) == Some('^') {
                    chars.next();
                }
                if chars.peek().map(|&(_, c)| c) == Some(']') {
                    chars.next();
                }
                loop {
                    match chars.next()? {
                        (_, '\\') => {
                            chars.next()?;
                        }
                        (_, ']') => break,
                        _ => {}
                    }
                }
            }
            '(' => {
                if chars.peek().map(|&(_, c)| c) == Some('?') {
                    let rest = &p[i + 2..];
                    if !(rest.starts_with(':') || rest.starts_with("P<")) {
                        return None; // inline flags or look-around: not followed
                    }
                }
                if depth == 0 {
                    close(&mut text, start, i, false, &mut runs);
                }
                depth += 1;
            }
            ')' => depth = depth.checked_sub(1)?,
            '|' if depth == 0 => return None,
            '{' => {
                // A placeholder (`{n}`, `{opp}`: a group once expanded) ends the run; a counted
                // repetition (`{2}`, `{1,3}`) may repeat its character zero times, and its
                // digits are not text.
                let placeholder = chars.peek().is_some_and(|&(_, c)| c.is_ascii_alphabetic());
                if depth == 0 {
                    close(&mut text, start, i, !placeholder, &mut runs);
                }
                while chars.next()?.1 != '}' {}
            }
            '?' | '*' if depth == 0 => close(&mut text, start, i, true, &mut runs),
            '.' | '+' | '^' | '$' | '}' if depth == 0 => {
                close(&mut text, start, i, false, &mut runs)
            }
            '.' | '+' | '^' | '$' | '|' | '?' | '*' | '}' => {}
            _ if depth == 0 => {
                if text.is_empty() {
                    start = i;
                }
                text.push(c);
            }
            _ => {}
        }
    }
    if depth != 0 {
        return None;
    }
    close(&mut text, start, p.len(), false, &mut runs);
    Some(runs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(p: &str) -> (String, String, String) {
        let r = Required::of(p);
        (r.prefix, r.suffix, r.inner)
    }

    #[test]
    fn opening_closing_and_longest_words_are_read() {
        let (pre, suf, inner) =
            req(r"prevent (?P<n>\d+) life cards? of damage from the next attack");
        assert_eq!(pre, "prevent ");
        assert_eq!(suf, " of damage from the next attack");
        assert_eq!(inner, " of damage from the next attack");
    }

    #[test]
    fn a_quantified_character_is_not_required() {
        let (pre, suf, _) = req(r"stops? a physical attack,? now");
        assert_eq!(pre, "stop");
        assert_eq!(suf, " now");
        // A `+` keeps its character: one or more.
        assert_eq!(req(r"a+b").0, "a");
        assert_eq!(req(r"ab+").1, "");
        let (pre, suf, _) = req(r"ab{2}c");
        assert_eq!((pre.as_str(), suf.as_str()), ("a", "c"));
        // A placeholder is a group: the text before it is whole.
        assert_eq!(
            req(r"prevent {n} {unit} now"),
            ("prevent ".into(), " now".into(), "prevent ".into())
        );
    }

    #[test]
    fn a_plus_before_the_end_leaves_no_suffix() {
        // "\+" is a literal plus; a bare `+` repeats.
        assert_eq!(req(r"do \+(?P<n>\d+) more").0, "do +");
        assert_eq!(req(r"do (?P<n>\d+)").1, "");
    }

    #[test]
    fn what_the_reader_does_not_follow_requires_nothing() {
        assert!(Required::of(r"(?i)stop").is_empty());
        assert!(Required::of(r"stop|prevent").is_empty());
        assert!(Required::of(r"(?=x)stop").is_empty());
        // Groups and classes are skipped, the words around them kept.
        let r = Required::of(r"(?:a|b) [^,]+, then (?P<x>.+) end");
        assert_eq!(r.prefix, "");
        assert_eq!(r.suffix, " end");
        assert_eq!(r.inner, ", then ");
    }

    #[test]
    fn admits_only_keys_holding_every_part() {
        let r = Required::of(r"prevent (?P<n>\d+) stages? now");
        assert!(r.admits("prevent 3 stages now"));
        assert!(!r.admits("it prevent 3 stages now"));
        assert!(!r.admits("prevent 3 stages"));
    }
}
