//! Turning a parsed query into a tantivy query: exact terms over the boosted fields, fuzzy
//! terms as down-weighted extra clauses, quoted phrases, the whole-name card match and the
//! filters.
//!
//! Fuzzy matches all score alike (tantivy gives every fuzzy hit the same score), so they are
//! `Should` clauses next to the exact ones with small weights: a misspelt word still finds its
//! passage, and a correctly spelt one still ranks by BM25.

use std::collections::BTreeMap;

use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, ConstScoreQuery, DisjunctionMaxQuery, EmptyQuery,
    FuzzyTermQuery, Occur, PhraseQuery, Query, TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::tokenizer::TextAnalyzer;
use tantivy::{Searcher, Term};

use super::analysis::{self, en_analyzer, plain_analyzer};
use super::expand::Expansions;
use super::parse::{Filters, ParsedQuery};
use super::schema::Fields;
use super::unit::CARDS_DOC;
use crate::corpus::{Game, SectionKind};

/// Field weights: how much a match in each field counts. Data, tuned on the relevance set as a
/// whole (`tests/relevance`), never on single questions.
#[derive(Debug, Clone, Copy)]
pub struct Weights {
    /// Heading / card name, stemmed.
    pub title: f32,
    /// Headings above the unit.
    pub path: f32,
    /// Body text.
    pub body: f32,
    /// A card's text.
    pub card_text: f32,
    /// Card type and style.
    pub types: f32,
    /// Set name words.
    pub set: f32,
    /// Card number.
    pub number: f32,
    /// Card name word, unstemmed.
    pub name: f32,
    /// The whole query is a card's normalised name.
    pub name_exact: f32,
    /// The whole query is within a small edit distance of a card's normalised name (constant
    /// score, so this is an absolute bonus).
    pub name_fuzzy: f32,
    /// A word within edit distance of a word of the passage (constant score).
    pub fuzzy: f32,
    /// A word within edit distance of a card name word (constant score).
    pub fuzzy_name: f32,
    /// Two query words standing next to each other in a passage (its title or body), as they
    /// stand in the query: rewards passages that use the query's own phrases.
    pub pair: f32,
    /// An expansion (abbreviation or slang) against the word itself.
    pub expansion: f32,
    /// How much a word's matches in its other fields add to its best field (0: best field
    /// only, 1: plain sum). Keeps one word repeated in title, path and body from outweighing
    /// two different words.
    pub tie_breaker: f32,
    /// A constant each distinct query word adds when the passage holds it (title, headings
    /// or body): a passage that answers with more of the question's words beats one that
    /// repeats its rarest word (BM25 alone rewards the repeat).
    pub coverage: f32,
}

/// The weights in use.
pub const WEIGHTS: Weights = Weights {
    title: 1.2,
    path: 0.8,
    body: 1.0,
    card_text: 0.5,
    types: 0.8,
    set: 0.3,
    number: 1.0,
    name: 2.0,
    name_exact: 4.0,
    name_fuzzy: 30.0,
    fuzzy: 1.5,
    fuzzy_name: 3.0,
    tie_breaker: 0.1,
    expansion: 0.8,
    pair: 0.25,
    coverage: 2.0,
};

/// Edit distance allowed for a word of this many characters: 0 below 4, 1 for 4-7, 2 for 8+.
pub fn fuzzy_distance(chars: usize) -> u8 {
    match chars {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// The longest query (in words) still tried as a whole card name.
const MAX_NAME_WORDS: usize = 8;

/// A document the `doc:` and `game:` filters can name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocEntry {
    /// Document id.
    pub id: String,
    /// Its game.
    pub game: Game,
    /// Its title (for "reading as: ...").
    pub title: String,
    /// The year of its date, when it gives one (a name judges use: "the 2014 CRD").
    pub year: Option<String>,
    /// Its precedence within its game (higher is newer).
    pub precedence: u32,
}

impl DocEntry {
    /// An entry with no title or year (tests and tools).
    pub fn new(id: &str, game: Game) -> DocEntry {
        DocEntry {
            id: id.to_string(),
            game,
            title: id.to_string(),
            year: None,
            precedence: 1,
        }
    }
}

/// A query ready to run.
pub struct Plan {
    /// The tantivy query.
    pub query: Box<dyn Query>,
    /// Stemmed terms to highlight in snippets (the exact words and phrases, not fuzzy ones).
    pub highlight: BTreeMap<String, f32>,
    /// What was tolerated or could not be resolved, for the user.
    pub notes: Vec<String>,
    /// True when a `doc:` filter is set (document precedence then does not reorder hits).
    pub doc_filtered: bool,
    /// True when nothing can match (empty query, or a filter value that names nothing).
    pub matches_nothing: bool,
}

/// Everything the planner needs to know about the index.
pub struct Planner<'a> {
    fields: &'a Fields,
    searcher: Option<&'a Searcher>,
    expansions: &'a Expansions,
    docs: &'a [DocEntry],
    en: TextAnalyzer,
    plain: TextAnalyzer,
}

fn term(field: Field, text: &str) -> Term {
    Term::from_field_text(field, text)
}

fn term_query(field: Field, text: &str, boost: f32) -> Box<dyn Query> {
    let q = TermQuery::new(term(field, text), IndexRecordOption::WithFreqs);
    Box::new(BoostQuery::new(Box::new(q), boost))
}

fn fuzzy_query(field: Field, text: &str, distance: u8, boost: f32) -> Box<dyn Query> {
    let q = FuzzyTermQuery::new(term(field, text), distance, true);
    Box::new(BoostQuery::new(Box::new(q), boost))
}

fn any_of(clauses: Vec<Box<dyn Query>>) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(
        clauses.into_iter().map(|q| (Occur::Should, q)).collect(),
    ))
}

impl<'a> Planner<'a> {
    /// A planner over these fields and documents. With a searcher, words the index knows are
    /// not also matched fuzzily (typo tolerance is for words it does not know).
    pub fn new(
        fields: &'a Fields,
        docs: &'a [DocEntry],
        searcher: Option<&'a Searcher>,
        expansions: &'a Expansions,
    ) -> Planner<'a> {
        Planner {
            fields,
            searcher,
            expansions,
            docs,
            en: en_analyzer(),
            plain: plain_analyzer(),
        }
    }

    /// Plans a parsed query with extra filters (from options).
    pub fn plan(&mut self, parsed: &ParsedQuery, extra: &Filters) -> Plan {
        let mut notes = parsed.notes.clone();
        let mut filters = parsed.filters.clone();
        filters.game.extend(extra.game.iter().cloned());
        filters.doc.extend(extra.doc.iter().cloned());
        filters.kind.extend(extra.kind.iter().cloned());
        filters.set.extend(extra.set.iter().cloned());

        let mut highlight = BTreeMap::new();
        let mut must: Vec<Box<dyn Query>> = Vec::new();
        let mut should: Vec<Box<dyn Query>> = Vec::new();

        let words: Vec<String> = analysis::analyze(&mut self.plain, &parsed.text)
            .into_iter()
            .map(|t| t.text)
            .collect();
        let capitals: Vec<String> = parsed
            .text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().count() >= 2 && w.chars().all(|c| c.is_uppercase()))
            .map(str::to_lowercase)
            .collect();
        let mut word_clauses = Vec::new();
        for w in &words {
            let caps = capitals.contains(w);
            self.word_clauses(w, caps, &mut word_clauses, &mut highlight);
        }

        let mut phrase_count = 0;
        for phrase in &parsed.phrases {
            match self.phrase_clause(phrase, &mut highlight) {
                Some(q) => {
                    must.push(q);
                    phrase_count += 1;
                }
                None => notes.push(format!("\"{phrase}\" has no searchable words; ignored")),
            }
        }

        word_clauses.extend(self.pair_clauses(&parsed.text));
        // Coverage clauses match only units a word clause matches: in the same union, they
        // add to the score without widening what matches (and without a second union).
        word_clauses.extend(self.coverage_clauses(&words));
        // Everyday phrasing and a.k.a. names: the documents' words, below the literal ones; a
        // name stands for a phrase, everyday words for the words of a concept.
        let expansions = self.expansions;
        for (_, _, name) in super::vocabulary::matches(&words, expansions.aka()) {
            if let Some(q) = self.phrase_clause(name, &mut highlight) {
                word_clauses.push(Box::new(BoostQuery::new(q, WEIGHTS.expansion)));
            }
        }
        for (_, _, phrase) in super::vocabulary::matches(&words, expansions.everyday()) {
            if let Some(q) = self.terms_clause(phrase, &mut highlight) {
                word_clauses.push(Box::new(BoostQuery::new(q, WEIGHTS.expansion)));
            }
        }
        if !word_clauses.is_empty() {
            let words_q = any_of(word_clauses);
            if phrase_count == 0 {
                must.push(words_q);
            } else {
                should.push(words_q);
            }
        }

        // The whole query (or a whole phrase) as a card name.
        let mut names = Vec::new();
        if words.len() <= MAX_NAME_WORDS && !words.is_empty() && parsed.phrases.is_empty() {
            names.push(words.join(" "));
        }
        names.extend(parsed.phrases.iter().map(|p| analysis::normalise_name(p)));
        for name in names.iter().filter(|n| !n.is_empty()) {
            should.push(term_query(self.fields.name_exact, name, WEIGHTS.name_exact));
            let d = fuzzy_distance(name.chars().count());
            if d > 0 {
                should.extend(self.near_names(name, d));
            }
        }

        let has_text = !must.is_empty();
        let (filter_q, filter_ok) = self.filters(&filters, &mut notes);
        let doc_filtered = !filters.doc.is_empty();
        if !filter_ok || (!has_text && filter_q.is_none()) {
            return Plan {
                query: Box::new(EmptyQuery),
                highlight,
                notes,
                doc_filtered,
                matches_nothing: true,
            };
        }
        if let Some(f) = filter_q {
            must.push(Box::new(ConstScoreQuery::new(f, 0.0)));
        }
        if !has_text {
            must.push(Box::new(AllQuery));
        }
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        clauses.extend(must.into_iter().map(|q| (Occur::Must, q)));
        clauses.extend(should.into_iter().map(|q| (Occur::Should, q)));
        Plan {
            query: Box::new(BooleanQuery::new(clauses)),
            highlight,
            notes,
            doc_filtered,
            matches_nothing: false,
        }
    }

    /// Exact and fuzzy clauses of one plain word: its best field counts (plus a little of the
    /// others), and a word the index does not know is matched within an edit distance.
    fn word_clauses(
        &mut self,
        word: &str,
        typed_caps: bool,
        out: &mut Vec<Box<dyn Query>>,
        highlight: &mut BTreeMap<String, f32>,
    ) {
        let f = self.fields;
        if analysis::is_stop_word(word) {
            return;
        }
        let mut fields = Vec::new();
        if let Some(stem) = analysis::analyze(&mut self.en, word).into_iter().next() {
            let s = stem.text.as_str();
            fields.push(term_query(f.title, s, WEIGHTS.title));
            fields.push(term_query(f.path, s, WEIGHTS.path));
            fields.push(term_query(f.body, s, WEIGHTS.body));
            fields.push(term_query(f.card_text, s, WEIGHTS.card_text));
            fields.push(term_query(f.types, s, WEIGHTS.types));
            fields.push(term_query(f.set, s, WEIGHTS.set));
            highlight.insert(stem.text, 1.0);
        }
        fields.push(term_query(f.name, word, WEIGHTS.name));
        if word.chars().any(|c| c.is_ascii_digit()) {
            let n = word.trim_start_matches('0');
            fields.push(term_query(
                f.number,
                if n.is_empty() { word } else { n },
                WEIGHTS.number,
            ));
        }
        let known = self.knows(word);
        let own: Box<dyn Query> = Box::new(DisjunctionMaxQuery::with_tie_breaker(
            fields,
            WEIGHTS.tie_breaker,
        ));
        let phrases: Vec<String> = self
            .expansions
            .for_word(word, typed_caps, known)
            .into_iter()
            .map(str::to_string)
            .collect();
        if phrases.is_empty() {
            out.push(own);
        } else {
            // The word or what it stands for, whichever matches best.
            let mut alternatives = vec![own];
            for phrase in &phrases {
                if let Some(q) = self.phrase_clause(phrase, highlight) {
                    alternatives.push(Box::new(BoostQuery::new(q, WEIGHTS.expansion)));
                }
            }
            out.push(Box::new(DisjunctionMaxQuery::new(alternatives)));
        }
        let d = fuzzy_distance(word.chars().count());
        if d > 0 && !known {
            out.push(fuzzy_query(f.plain, word, d, WEIGHTS.fuzzy));
            out.push(fuzzy_query(f.name, word, d, WEIGHTS.fuzzy_name));
        }
    }

    /// One constant-score clause per distinct (stemmed, non-stop) query word over title,
    /// headings and body (the `words` field holds the three): the hit's score grows with how
    /// many of the question's words it holds, whatever their rarity ([`Weights::coverage`]).
    fn coverage_clauses(&mut self, words: &[String]) -> Vec<Box<dyn Query>> {
        let f = self.fields;
        let mut stems: Vec<String> = Vec::new();
        for w in words.iter().filter(|w| !analysis::is_stop_word(w)) {
            if let Some(stem) = analysis::analyze(&mut self.en, w).into_iter().next() {
                if !stems.contains(&stem.text) {
                    stems.push(stem.text);
                }
            }
        }
        stems
            .iter()
            .map(|s| {
                let held = TermQuery::new(term(f.words, s), IndexRecordOption::Basic);
                Box::new(ConstScoreQuery::new(Box::new(held), WEIGHTS.coverage)) as Box<dyn Query>
            })
            .collect()
    }

    /// Adjacent pairs of the query's (stemmed, non-stop) words as phrases over title and body,
    /// with the gap the query leaves between them (`end of turn` matches `end of turn`).
    fn pair_clauses(&mut self, text: &str) -> Vec<Box<dyn Query>> {
        let terms = analysis::analyze(&mut self.en, text);
        let f = self.fields;
        let mut out = Vec::new();
        for pair in terms.windows(2) {
            let gap = pair[1].position.saturating_sub(pair[0].position);
            if gap == 0 || gap > 2 {
                continue;
            }
            for (field, boost) in [(f.title, WEIGHTS.title), (f.body, WEIGHTS.body)] {
                let q = PhraseQuery::new_with_offset(vec![
                    (0, term(field, &pair[0].text)),
                    (gap, term(field, &pair[1].text)),
                ]);
                out.push(
                    Box::new(BoostQuery::new(Box::new(q), boost * WEIGHTS.pair)) as Box<dyn Query>
                );
            }
        }
        out
    }

    /// The card names within `distance` edits of `name`, all scoring alike (as a fuzzy term
    /// query scores them), or None when no card is that close. Without a searcher, a fuzzy
    /// term query does the same.
    fn near_names(&self, name: &str, distance: u8) -> Option<Box<dyn Query>> {
        let field = self.fields.name_exact;
        let Some(searcher) = self.searcher else {
            return Some(fuzzy_query(field, name, distance, WEIGHTS.name_fuzzy));
        };
        let near = (self.expansions).near_card_names(searcher, field, name, distance);
        if near.is_empty() {
            return None;
        }
        let names = near
            .iter()
            .map(|n| {
                Box::new(TermQuery::new(term(field, n), IndexRecordOption::Basic)) as Box<dyn Query>
            })
            .collect();
        Some(Box::new(ConstScoreQuery::new(
            any_of(names),
            WEIGHTS.name_fuzzy,
        )))
    }

    /// True when some indexed passage or name has this exact (unstemmed) word.
    fn knows(&self, word: &str) -> bool {
        self.searcher.is_some_and(|s| {
            s.doc_freq(&term(self.fields.plain, word))
                .is_ok_and(|n| n > 0)
        })
    }

    /// The documents' words an expansion stands for, each over title and body: a passage
    /// that holds more of them scores more (they need not stand together).
    fn terms_clause(
        &mut self,
        words: &str,
        highlight: &mut BTreeMap<String, f32>,
    ) -> Option<Box<dyn Query>> {
        let terms = analysis::analyze(&mut self.en, words);
        if terms.is_empty() {
            return None;
        }
        let f = self.fields;
        let mut clauses = Vec::new();
        for t in &terms {
            highlight.insert(t.text.clone(), 1.0);
            clauses.push(Box::new(DisjunctionMaxQuery::with_tie_breaker(
                vec![
                    term_query(f.title, &t.text, WEIGHTS.title),
                    term_query(f.body, &t.text, WEIGHTS.body),
                ],
                WEIGHTS.tie_breaker,
            )) as Box<dyn Query>);
        }
        Some(any_of(clauses))
    }

    /// One quoted phrase: it must stand in the title or the body (or be a card's name).
    fn phrase_clause(
        &mut self,
        phrase: &str,
        highlight: &mut BTreeMap<String, f32>,
    ) -> Option<Box<dyn Query>> {
        let terms = analysis::analyze(&mut self.en, phrase);
        let first = terms.first()?.position;
        for t in &terms {
            highlight.insert(t.text.clone(), 1.0);
        }
        let f = self.fields;
        let mut alternatives = Vec::new();
        for (field, boost) in [
            (f.title, WEIGHTS.title),
            (f.body, WEIGHTS.body),
            (f.card_text, WEIGHTS.card_text),
        ] {
            let q: Box<dyn Query> = if terms.len() == 1 {
                Box::new(TermQuery::new(
                    term(field, &terms[0].text),
                    IndexRecordOption::WithFreqs,
                ))
            } else {
                Box::new(PhraseQuery::new_with_offset(
                    terms
                        .iter()
                        .map(|t| (t.position - first, term(field, &t.text)))
                        .collect(),
                ))
            };
            alternatives.push(Box::new(BoostQuery::new(q, boost)) as Box<dyn Query>);
        }
        let name = analysis::normalise_name(phrase);
        if !name.is_empty() {
            alternatives.push(term_query(f.name_exact, &name, WEIGHTS.name_exact));
        }
        Some(any_of(alternatives))
    }

    /// The filter query (None: no filter), and false when a value names nothing.
    fn filters(
        &mut self,
        filters: &Filters,
        notes: &mut Vec<String>,
    ) -> (Option<Box<dyn Query>>, bool) {
        let f = self.fields;
        let mut must: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let mut ok = true;

        for value in &filters.game {
            let games = resolve_game(value);
            if games.is_empty() {
                notes.push(format!(
                    "no game `{value}`; expected one of {}",
                    Game::ALL.map(|g| g.key()).join(", ")
                ));
                ok = false;
            }
            must.push((
                Occur::Must,
                one_of(f.game, games.iter().map(|g| g.key().to_string()).collect()),
            ));
        }
        for value in &filters.doc {
            let ids = resolve_doc(value, self.docs);
            if ids.is_empty() {
                let mut known: Vec<&str> = self.docs.iter().map(|d| d.id.as_str()).collect();
                known.push(CARDS_DOC);
                notes.push(format!(
                    "no document `{value}`; expected one of {}",
                    known.join(", ")
                ));
                ok = false;
            }
            must.push((Occur::Must, one_of(f.doc, ids)));
        }
        for value in &filters.kind {
            match resolve_kind(value) {
                Some(kind) => must.push((Occur::Must, one_of(f.kind, vec![kind.to_string()]))),
                None => {
                    notes.push(format!(
                        "no kind `{value}`; expected one of {}",
                        KINDS.join(", ")
                    ));
                    ok = false;
                }
            }
        }
        for value in &filters.set {
            let words = analysis::analyze(&mut self.en, value);
            if words.is_empty() {
                notes.push(format!("set `{value}` has no searchable words; ignored"));
            }
            for w in words {
                must.push((
                    Occur::Must,
                    Box::new(TermQuery::new(
                        term(f.set, &w.text),
                        IndexRecordOption::Basic,
                    )),
                ));
            }
        }
        if must.is_empty() {
            (None, ok)
        } else {
            (Some(Box::new(BooleanQuery::new(must))), ok)
        }
    }
}

/// Matches documents whose raw `field` holds any of `keys`.
fn one_of(field: Field, keys: Vec<String>) -> Box<dyn Query> {
    any_of(
        keys.iter()
            .map(|k| {
                Box::new(TermQuery::new(term(field, k), IndexRecordOption::Basic)) as Box<dyn Query>
            })
            .collect(),
    )
}

/// The `kind:` values.
pub const KINDS: [&str; 7] = [
    "rule", "ruling", "card", "glossary", "legality", "keyword", "table",
];

/// Resolves a `kind:` value (`rules`, `Card`) to its key.
pub fn resolve_kind(value: &str) -> Option<&'static str> {
    let v = value.trim().to_ascii_lowercase();
    let singular = v.strip_suffix('s').unwrap_or(&v);
    KINDS
        .iter()
        .copied()
        .find(|k| *k == v || *k == singular)
        .or_else(|| (v == "glossaries").then_some(SectionKind::Glossary.key()))
}

/// Resolves a `game:` value: a key, or any of its dash-separated parts (`score`, `ocg`,
/// `panini`, `bandai`).
pub fn resolve_game(value: &str) -> Vec<Game> {
    let v = value.trim().to_ascii_lowercase();
    if let Some(g) = Game::ALL.into_iter().find(|g| g.key() == v) {
        return vec![g];
    }
    Game::ALL
        .into_iter()
        .filter(|g| g.key().starts_with(&v) || g.key().split('-').any(|part| part == v))
        .collect()
}

/// Resolves a `doc:` value: an exact document id, else every id it starts (`crd` -> both CRDs).
pub fn resolve_doc(value: &str, docs: &[DocEntry]) -> Vec<String> {
    let v = value.trim().to_ascii_lowercase();
    let all = docs.iter().map(|d| d.id.as_str()).chain([CARDS_DOC]);
    if let Some(exact) = all.clone().find(|id| *id == v) {
        return vec![exact.to_string()];
    }
    all.filter(|id| !v.is_empty() && id.starts_with(&v))
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_follow_word_length() {
        assert_eq!(fuzzy_distance(3), 0);
        assert_eq!(fuzzy_distance(4), 1);
        assert_eq!(fuzzy_distance(7), 1);
        assert_eq!(fuzzy_distance(8), 2);
    }

    #[test]
    fn filter_values_resolve() {
        assert_eq!(resolve_game("score"), [Game::ScoreDbzCcg]);
        assert_eq!(resolve_game("ocg"), [Game::DbzOcg]);
        assert_eq!(resolve_game("Panini"), [Game::PaniniDbzTcg]);
        assert!(resolve_game("pokemon").is_empty());
        assert_eq!(resolve_kind("Rules"), Some("rule"));
        assert_eq!(resolve_kind("glossaries"), Some("glossary"));
        assert_eq!(resolve_kind("cards"), Some("card"));
        assert_eq!(resolve_kind("x"), None);
        let docs = [
            DocEntry::new("crd-3.0.0", Game::ScoreDbzCcg),
            DocEntry::new("crd-2014-08-19", Game::ScoreDbzCcg),
        ];
        assert_eq!(resolve_doc("crd-3.0.0", &docs), ["crd-3.0.0"]);
        assert_eq!(resolve_doc("crd", &docs).len(), 2);
        assert_eq!(resolve_doc("cards", &docs), ["cards"]);
        assert!(resolve_doc("", &docs).is_empty());
    }
}
