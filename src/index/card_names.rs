//! The cards' whole names as the index holds them (`name_exact`), read once per open index,
//! and the ones within an edit distance of a query's text: the typo-tolerant whole-name match
//! without building a Levenshtein automaton and walking the term dictionary at every query.
//! Distances follow tantivy's fuzzy term query (a transposition costs one edit). A name whose
//! set of characters differs too much from the query's is skipped before any edit table.

use tantivy::schema::Field;
use tantivy::Searcher;

/// Every indexed card name, grouped by its length in characters, each with the set of its
/// characters ([`char_set`]).
#[derive(Debug, Clone, Default)]
pub struct CardNames {
    by_len: Vec<Vec<(u64, Vec<char>)>>,
}

/// The characters of a name as a 64-bit set (a character's code modulo 64). One edit adds or
/// removes at most two characters from the set (a substitution: one out, one in), so names
/// within `d` edits differ in at most `2 * d` bits: a necessary test that skips most names.
fn char_set(chars: &[char]) -> u64 {
    chars
        .iter()
        .fold(0u64, |set, c| set | 1u64 << (u32::from(*c) % 64))
}

impl CardNames {
    /// Reads the names in `field` (a raw, untokenised field) from every segment.
    pub fn read(searcher: &Searcher, field: Field) -> CardNames {
        let mut names: Vec<String> = Vec::new();
        for segment in searcher.segment_readers() {
            let Ok(inverted) = segment.inverted_index(field) else {
                continue;
            };
            let Ok(mut stream) = inverted.terms().stream() else {
                continue;
            };
            while stream.advance() {
                if let Ok(text) = std::str::from_utf8(stream.key()) {
                    names.push(text.to_string());
                }
            }
        }
        names.sort();
        names.dedup();
        CardNames::from_names(names.iter().map(String::as_str))
    }

    /// The names grouped by length, with their character sets.
    pub(super) fn from_names<'a>(names: impl Iterator<Item = &'a str>) -> CardNames {
        let mut by_len: Vec<Vec<(u64, Vec<char>)>> = Vec::new();
        for name in names {
            let chars: Vec<char> = name.chars().collect();
            if by_len.len() <= chars.len() {
                by_len.resize(chars.len() + 1, Vec::new());
            }
            by_len[chars.len()].push((char_set(&chars), chars));
        }
        CardNames { by_len }
    }

    /// The names within `distance` edits of `text` (itself included when it is a name).
    pub fn near(&self, text: &str, distance: u8) -> Vec<String> {
        let query: Vec<char> = text.chars().collect();
        let d = usize::from(distance);
        let low = query.len().saturating_sub(d);
        let high = (query.len() + d).min(self.by_len.len().saturating_sub(1));
        let set = char_set(&query);
        let most = 2 * u32::from(distance);
        let mut rows = Rows::default();
        let mut out = Vec::new();
        for len in low..=high {
            for (name_set, name) in self.by_len.get(len).into_iter().flatten() {
                if (set ^ name_set).count_ones() <= most && rows.within(&query, name, d) {
                    out.push(name.iter().collect());
                }
            }
        }
        out
    }
}

/// Three rows of the edit-distance table, reused from one name to the next.
#[derive(Default)]
struct Rows {
    before: Vec<usize>,
    previous: Vec<usize>,
    current: Vec<usize>,
}

impl Rows {
    /// True when `a` and `b` are at most `d` edits apart (insert, delete, substitute, or swap
    /// two adjacent characters); gives up as soon as every path costs more.
    fn within(&mut self, a: &[char], b: &[char], d: usize) -> bool {
        if a.len().abs_diff(b.len()) > d {
            return false;
        }
        let n = b.len();
        self.before.clear();
        self.before.resize(n + 1, 0);
        self.previous.clear();
        self.previous.extend(0..=n);
        self.current.clear();
        self.current.resize(n + 1, 0);
        for i in 1..=a.len() {
            self.current[0] = i;
            let mut best = i;
            for j in 1..=n {
                let cost = usize::from(a[i - 1] != b[j - 1]);
                let mut v = (self.previous[j] + 1)
                    .min(self.current[j - 1] + 1)
                    .min(self.previous[j - 1] + cost);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    v = v.min(self.before[j - 2] + 1);
                }
                self.current[j] = v;
                best = best.min(v);
            }
            if best > d {
                return false;
            }
            std::mem::swap(&mut self.before, &mut self.previous);
            std::mem::swap(&mut self.previous, &mut self.current);
        }
        self.previous[n] <= d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> CardNames {
        CardNames::from_names(list.iter().copied())
    }

    #[test]
    fn typos_within_the_distance_find_the_name() {
        let n = names(&["vegetas physical stance", "goku", "krilins concentration"]);
        assert_eq!(
            n.near("vegetas physcal stance", 2),
            ["vegetas physical stance"]
        );
        assert_eq!(
            n.near("vegetas phsyical stance", 2),
            ["vegetas physical stance"]
        );
        assert_eq!(
            n.near("krilins concentration", 2),
            ["krilins concentration"]
        );
        assert!(n.near("vegetas energy stance", 2).is_empty());
        assert!(n.near("gohan", 1).is_empty());
        assert_eq!(n.near("gok", 1), ["goku"]);
        // A substitution changes two characters of the set, a swap none.
        assert_eq!(n.near("gaku", 1), ["goku"]);
        assert_eq!(n.near("gouk", 1), ["goku"]);
        assert!(n.near("gaxu", 1).is_empty());
    }
}
