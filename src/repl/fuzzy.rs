//! Fuzzy matching of a partly typed card name against the card pool, for completion.
//!
//! Names and queries are compared in a folded form (lower case, letters and digits only, one
//! space between words), so `vegetas phys` finds `Vegeta's Physical Stance`. Matches rank by
//! how they match: name prefix, word prefix, substring, every word a word prefix, letters in
//! order, then one or two typos in the prefix.

use crate::corpus::CardName;

/// The distinct card names of a pool, each with its folded form.
pub struct CardNames {
    names: Vec<(String, String)>,
}

impl CardNames {
    /// Collects the distinct names of these cards (their name entries: the cards themselves
    /// are not decoded).
    pub fn new(cards: &[CardName]) -> Self {
        let mut names: Vec<(String, String)> = cards
            .iter()
            .map(|c| (fold(&c.name), c.name.to_string()))
            .collect();
        names.sort();
        names.dedup_by(|a, b| a.1 == b.1);
        CardNames { names }
    }

    /// Up to `limit` names matching `query`, best first; none for an empty query.
    pub fn matches(&self, query: &str, limit: usize) -> Vec<&str> {
        let q = fold(query);
        if q.is_empty() {
            return Vec::new();
        }
        let mut scored: Vec<(u8, usize, &str)> = self
            .names
            .iter()
            .filter_map(|(key, name)| rank(&q, key).map(|r| (r, key.len(), name.as_str())))
            .collect();
        scored.sort();
        scored.into_iter().take(limit).map(|(_, _, n)| n).collect()
    }
}

/// Lower case, letters and digits only, single spaces between words.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split(|c: char| c.is_whitespace() || c == '-' || c == '/') {
        let w: String = word
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        if !w.is_empty() {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&w);
        }
    }
    out
}

/// How well the folded query matches the folded name (lower is better), or `None`.
fn rank(q: &str, key: &str) -> Option<u8> {
    if key.starts_with(q) {
        return Some(0);
    }
    if key
        .match_indices(q)
        .any(|(i, _)| i == 0 || key[..i].ends_with(' '))
    {
        return Some(1);
    }
    if key.contains(q) {
        return Some(2);
    }
    let key_words: Vec<&str> = key.split(' ').collect();
    if q.split(' ')
        .all(|qw| key_words.iter().any(|kw| kw.starts_with(qw)))
    {
        return Some(3);
    }
    let q_letters: Vec<char> = q.chars().filter(|c| *c != ' ').collect();
    if q_letters.len() >= 3 && is_subsequence(&q_letters, key) {
        return Some(4);
    }
    let n = q.chars().count();
    if n >= 4 {
        let prefix: String = key.chars().take(n).collect();
        let allowed = if n >= 8 { 2 } else { 1 };
        if strsim::damerau_levenshtein(q, &prefix) <= allowed {
            return Some(5);
        }
    }
    None
}

fn is_subsequence(needle: &[char], hay: &str) -> bool {
    let mut it = needle.iter().peekable();
    for c in hay.chars() {
        if it.peek() == Some(&&c) {
            it.next();
        }
    }
    it.peek().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_keeps_letters_and_digits() {
        assert_eq!(fold("Vegeta's  Physical Stance"), "vegetas physical stance");
        assert_eq!(fold("Tien Lv.1"), "tien lv1");
        assert_eq!(fold("Earth Dragon Ball 4"), "earth dragon ball 4");
    }

    #[test]
    fn ranks_prefix_before_word_before_fuzzy() {
        let name = "vegetas physical stance";
        assert_eq!(rank("veg", name), Some(0));
        assert_eq!(rank("vegetas phys", name), Some(0));
        assert_eq!(rank("physical st", name), Some(1));
        assert_eq!(rank("sical", name), Some(2));
        assert_eq!(rank("stance veg", name), Some(3));
        assert_eq!(rank("vps", name), Some(4));
        assert_eq!(rank("vgeetas", name), Some(5));
        assert_eq!(rank("goku", name), None);
    }
}
