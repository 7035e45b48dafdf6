//! The card names within an edit distance of a query's text, found by walking the index's term
//! dictionary with an automaton that keeps the edit table's last rows: only the prefixes still
//! within the distance are visited, so a one-shot search does not read every card name. The
//! distance is [`super::card_names`]' (a transposition of two adjacent characters costs one
//! edit), and the names come out in its order (by length, then as sorted).

use tantivy::schema::Field;
use tantivy::Searcher;
use tantivy_fst::Automaton;

/// Matches the keys within `distance` edits of `query`.
struct WithinEdits {
    query: Vec<char>,
    distance: usize,
}

/// The edit table after some characters of a key: its last two rows, the last character and
/// the bytes of a character not complete yet.
#[derive(Clone)]
struct Rows {
    before: Vec<usize>,
    row: Vec<usize>,
    last: Option<char>,
    pending: Vec<u8>,
    dead: bool,
}

impl Automaton for WithinEdits {
    type State = Rows;

    fn start(&self) -> Rows {
        Rows {
            before: vec![0; self.query.len() + 1],
            row: (0..=self.query.len()).collect(),
            last: None,
            pending: Vec::new(),
            dead: false,
        }
    }

    fn is_match(&self, state: &Rows) -> bool {
        !state.dead && state.pending.is_empty() && state.row[self.query.len()] <= self.distance
    }

    fn can_match(&self, state: &Rows) -> bool {
        !state.dead
    }

    fn accept(&self, state: &Rows, byte: u8) -> Rows {
        if state.dead {
            return state.clone();
        }
        let mut pending = state.pending.clone();
        pending.push(byte);
        let c = match std::str::from_utf8(&pending) {
            Ok(s) => s.chars().next(),
            Err(e) if e.error_len().is_none() => {
                let mut next = state.clone();
                next.pending = pending;
                return next;
            }
            Err(_) => None,
        };
        let Some(c) = c else {
            let mut next = state.clone();
            next.dead = true;
            return next;
        };
        self.step(state, c)
    }
}

impl WithinEdits {
    /// The rows after one more key character `c` (the table of `Rows::within` in
    /// `card_names.rs`, with the key as the outer string: the distance is symmetric).
    fn step(&self, state: &Rows, c: char) -> Rows {
        let q = &self.query;
        let n = q.len();
        let i = state.row[0] + 1;
        let mut row = vec![0; n + 1];
        row[0] = i;
        let mut best = i;
        for j in 1..=n {
            let cost = usize::from(q[j - 1] != c);
            let mut v = (state.row[j] + 1)
                .min(row[j - 1] + 1)
                .min(state.row[j - 1] + cost);
            if i > 1 && j > 1 && c == q[j - 2] && state.last == Some(q[j - 1]) {
                v = v.min(state.before[j - 2] + 1);
            }
            row[j] = v;
            best = best.min(v);
        }
        Rows {
            before: state.row.clone(),
            row,
            last: Some(c),
            pending: Vec::new(),
            dead: best > self.distance,
        }
    }
}

/// The names in `field` (a raw, untokenised field) within `distance` edits of `text`, from
/// every segment, by length in characters and then in sorted order.
pub fn near(searcher: &Searcher, field: Field, text: &str, distance: u8) -> Vec<String> {
    let automaton = || WithinEdits {
        query: text.chars().collect(),
        distance: usize::from(distance),
    };
    let mut names: Vec<String> = Vec::new();
    for segment in searcher.segment_readers() {
        let Ok(inverted) = segment.inverted_index(field) else {
            continue;
        };
        let Ok(mut stream) = inverted.terms().search(automaton()).into_stream() else {
            continue;
        };
        while stream.advance() {
            if let Ok(name) = std::str::from_utf8(stream.key()) {
                names.push(name.to_string());
            }
        }
    }
    names.sort();
    names.dedup();
    names.sort_by_key(|n| n.chars().count());
    names
}

#[cfg(test)]
mod tests {
    use tantivy::schema::{Schema, STRING};
    use tantivy::{doc, Index};

    use super::super::card_names::CardNames;

    /// The walk finds exactly the names (in the same order) as reading every name and
    /// measuring each, for typos of every kind, in two segments.
    #[test]
    fn the_walk_finds_what_reading_every_name_finds() {
        let names = [
            "vegetas physical stance",
            "vegetas physical stance",
            "goku",
            "gohan",
            "gouk",
            "krilins concentration",
            "tien lv 1",
            "tien",
            "android 18",
            "pokémon trainer",
            "allies and damage",
        ];
        let mut schema = Schema::builder();
        let field = schema.add_text_field("name_exact", STRING);
        let index = Index::create_in_ram(schema.build());
        let mut writer = index.writer(15_000_000).expect("a writer");
        for (i, name) in names.iter().enumerate() {
            writer.add_document(doc!(field => *name)).expect("added");
            if i == 5 {
                writer.commit().expect("first segment");
            }
        }
        writer.commit().expect("second segment");
        let searcher = index.reader().expect("a reader").searcher();
        // As `CardNames::read` reads them: sorted, each once.
        let mut sorted = names.to_vec();
        sorted.sort();
        sorted.dedup();
        let read = CardNames::from_names(sorted.into_iter());
        for (query, distance) in [
            ("vegetas physcal stance", 2),
            ("vegetas phsyical stance", 2),
            ("gok", 1),
            ("gaku", 1),
            ("gouk", 1),
            ("guko", 2),
            ("gaxu", 1),
            ("tien lv 2", 2),
            ("pokemon trainer", 1),
            ("pokémon trainr", 2),
            ("allies and damage", 2),
            ("android", 2),
            ("", 1),
        ] {
            let walked = super::near(&searcher, field, query, distance);
            assert_eq!(
                walked,
                read.near(query, distance),
                "{query} within {distance}"
            );
        }
        assert_eq!(super::near(&searcher, field, "gok", 1), ["goku", "gouk"]);
    }
}
