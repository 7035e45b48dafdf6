//! Which rule book a query means: words that name a game, a document or an edition ("panini",
//! "ocg", "2014 crd", "old errata", "current", ...) are read as a strong preference for that
//! document (or game) and dropped from the words searched; the answer says how it was read.
//!
//! The names come from the documents' own front matter (id parts, title words, the year of
//! their date, their version) and from [`ALIASES`], the names judges use that no document
//! gives itself. A word the index does not know that is one typo away from a name word
//! (`pannini`, `bandia`) counts as that name.

use serde::Serialize;

use super::analysis::{analyze, plain_analyzer};
use super::query::DocEntry;
use crate::corpus::Game;

/// How much a document the query does not name counts against the one it names.
pub const OTHER_DOCS: f64 = 0.25;

/// What a name points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// One document, by id.
    Doc(&'static str),
    /// Every document of a game (document precedence still orders them).
    Game(Game),
    /// The Score CRDs (current first).
    ScoreCrds,
}

/// Names judges use for the documents and games, beyond what the documents call themselves.
/// Word sequences (plain, lower case); the longest match wins. Data, general names only.
pub const ALIASES: &[(&str, Target)] = &[
    ("score errata", Target::Doc("score-errata")),
    ("old errata", Target::Doc("score-errata")),
    ("original errata", Target::Doc("score-errata")),
    ("old score errata", Target::Doc("score-errata")),
    ("score rulings", Target::Doc("score-errata")),
    ("score ruling", Target::Doc("score-errata")),
    ("old rulings", Target::Doc("score-errata")),
    ("old ruling", Target::Doc("score-errata")),
    ("original rulings", Target::Doc("score-errata")),
    ("original score rulings", Target::Doc("score-errata")),
    ("old score rulings", Target::Doc("score-errata")),
    ("old score ruling", Target::Doc("score-errata")),
    ("errata from score", Target::Doc("score-errata")),
    ("2014 crd", Target::Doc("crd-2014-08-19")),
    ("crd 2014", Target::Doc("crd-2014-08-19")),
    ("old crd", Target::Doc("crd-2014-08-19")),
    ("older crd", Target::Doc("crd-2014-08-19")),
    ("previous crd", Target::Doc("crd-2014-08-19")),
    ("old rules", Target::Doc("crd-2014-08-19")),
    ("crd 3 0 0", Target::Doc("crd-3.0.0")),
    ("3 0 0", Target::Doc("crd-3.0.0")),
    ("crd 3 0", Target::Doc("crd-3.0.0")),
    ("crd 3", Target::Doc("crd-3.0.0")),
    ("current crd", Target::Doc("crd-3.0.0")),
    ("new crd", Target::Doc("crd-3.0.0")),
    ("current rules", Target::Doc("crd-3.0.0")),
    ("current", Target::Doc("crd-3.0.0")),
    ("league", Target::Doc("crd-3.0.0")),
    ("league rules", Target::Doc("crd-3.0.0")),
    ("dbz league", Target::Doc("crd-3.0.0")),
    ("crd", Target::ScoreCrds),
    ("ocg", Target::Game(Game::DbzOcg)),
    ("dbz ocg", Target::Game(Game::DbzOcg)),
    ("online", Target::Game(Game::DbzOcg)),
    ("online game", Target::Game(Game::DbzOcg)),
    ("online card game", Target::Game(Game::DbzOcg)),
    ("online rules", Target::Game(Game::DbzOcg)),
    ("panini", Target::Game(Game::PaniniDbzTcg)),
    ("tcg", Target::Game(Game::PaniniDbzTcg)),
    ("panini tcg", Target::Game(Game::PaniniDbzTcg)),
    ("dbz tcg", Target::Game(Game::PaniniDbzTcg)),
    ("trading card game", Target::Game(Game::PaniniDbzTcg)),
    ("bandai", Target::Game(Game::BandaiDbCcg)),
    ("2008", Target::Game(Game::BandaiDbCcg)),
    ("2008 game", Target::Game(Game::BandaiDbCcg)),
    ("dragon ball ccg", Target::Game(Game::BandaiDbCcg)),
    ("db ccg", Target::Game(Game::BandaiDbCcg)),
    ("bandai ccg", Target::Game(Game::BandaiDbCcg)),
    ("score", Target::Game(Game::ScoreDbzCcg)),
    ("score ccg", Target::Game(Game::ScoreDbzCcg)),
    ("dbz ccg", Target::Game(Game::ScoreDbzCcg)),
];

/// How a query was read: which documents it prefers and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Interpretation {
    /// "Panini DBZ TCG rule book", "Score DBZ CCG: Official Score Errata and Rulings", ...
    pub reading_as: String,
    /// The documents preferred (ids).
    pub docs: Vec<String>,
    /// The games whose cards are preferred.
    pub games: Vec<Game>,
    /// The words of the query read as the name (as typed).
    pub named_by: Vec<String>,
    /// The query text left to search.
    pub searched: String,
}

/// The names of a corpus's documents ([`ALIASES`] and each document's year), longest first:
/// built once per index, read by every query.
pub struct DocNames(Vec<Name>);

impl DocNames {
    /// The names of these documents.
    pub fn new(docs: &[DocEntry]) -> DocNames {
        DocNames(names(docs))
    }
}

/// One name as plain words and its target.
struct Name {
    words: Vec<String>,
    target: Target,
}

/// The names of the documents: [`ALIASES`] and each document's year (from its date).
fn names(docs: &[DocEntry]) -> Vec<Name> {
    let mut out: Vec<Name> = ALIASES
        .iter()
        .map(|(n, t)| Name {
            words: n.split(' ').map(str::to_string).collect(),
            target: *t,
        })
        .collect();
    for d in docs {
        if let (Some(year), Some(id)) = (&d.year, ALL_DOC_IDS.iter().find(|i| **i == d.id)) {
            if !out.iter().any(|n| n.words == [year.clone()]) {
                out.push(Name {
                    words: vec![year.clone()],
                    target: Target::Doc(id),
                });
            }
        }
    }
    out.sort_by_key(|n| std::cmp::Reverse(n.words.len()));
    out
}

/// The document ids a [`Target::Doc`] can name.
const ALL_DOC_IDS: [&str; 6] = [
    "crd-3.0.0",
    "crd-2014-08-19",
    "score-errata",
    "dbz-ocg-rules",
    "panini-dbz-tcg-rulebook",
    "bandai-db-ccg-rulebook",
];

/// True when a typed word names the name word: the same, or one typo away when the index does
/// not know the typed word (`known`) and the name word has five letters or more.
fn same_word(typed: &str, name: &str, known: &dyn Fn(&str) -> bool) -> bool {
    // `Score's`, `Panini's` (the apostrophe joins: `scores`).
    if typed == name || typed.strip_suffix('s') == Some(name) && name.len() >= 3 {
        return true;
    }
    // One edit changes the length by at most one: most words are ruled out before the edit
    // table is built.
    name.len() >= 5
        && typed.len() >= 4
        && typed.chars().count().abs_diff(name.chars().count()) <= 1
        && (char_set(typed) ^ char_set(name)).count_ones() <= 2
        && name.chars().all(char::is_alphabetic)
        && strsim::damerau_levenshtein(typed, name) == 1
        && !known(typed)
}

/// The characters of a word as a 64-bit set (a character's code modulo 64): one edit adds or
/// removes at most two of them, so a word whose set differs in more bits is not one edit away.
fn char_set(word: &str) -> u64 {
    word.chars()
        .fold(0u64, |set, c| set | 1u64 << (u32::from(c) % 64))
}

/// Reads the names in a query's free text. `known`: whether the index has a word.
pub fn read(text: &str, docs: &[DocEntry], known: &dyn Fn(&str) -> bool) -> Option<Interpretation> {
    read_with(text, &DocNames::new(docs), docs, known)
}

/// [`read`] with the documents' names already built ([`DocNames::new`] over the same `docs`).
pub fn read_with(
    text: &str,
    names: &DocNames,
    docs: &[DocEntry],
    known: &dyn Fn(&str) -> bool,
) -> Option<Interpretation> {
    let mut plain = plain_analyzer();
    let words: Vec<String> = analyze(&mut plain, text)
        .into_iter()
        .map(|t| t.text)
        .collect();
    let names = &names.0;
    let mut used = vec![false; words.len()];
    let mut targets: Vec<Target> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let found = names.iter().find(|n| {
            words.len() - i >= n.words.len()
                && n.words
                    .iter()
                    .zip(&words[i..])
                    .all(|(nw, w)| same_word(w, nw, known))
        });
        match found {
            Some(n) => {
                for u in &mut used[i..i + n.words.len()] {
                    *u = true;
                }
                targets.push(n.target);
                i += n.words.len();
            }
            None => i += 1,
        }
    }
    if targets.is_empty() {
        return None;
    }
    let (docs_pref, games) = resolve(&targets, docs);
    if docs_pref.is_empty() {
        return None;
    }
    let named_by: Vec<String> = words
        .iter()
        .zip(&used)
        .filter(|(_, u)| **u)
        .map(|(w, _)| w.clone())
        .collect();
    let rest: Vec<&str> = words
        .iter()
        .zip(&used)
        .filter(|(_, u)| !**u)
        .map(|(w, _)| w.as_str())
        .collect();
    let searched = if rest.is_empty() {
        words.join(" ")
    } else {
        rest.join(" ")
    };
    Some(Interpretation {
        reading_as: label(&docs_pref, &games, docs),
        docs: docs_pref,
        games,
        named_by,
        searched,
    })
}

/// The documents and games several names point at together: a document named outright wins
/// over a game or the CRDs named with it ("score errata" over "score").
fn resolve(targets: &[Target], docs: &[DocEntry]) -> (Vec<String>, Vec<Game>) {
    let of_target = |t: &Target| -> Vec<&DocEntry> {
        docs.iter()
            .filter(|d| match t {
                Target::Doc(id) => d.id == *id,
                Target::Game(g) => d.game == *g,
                Target::ScoreCrds => d.id.starts_with("crd"),
            })
            .collect()
    };
    let exact: Vec<&Target> = targets
        .iter()
        .filter(|t| matches!(t, Target::Doc(_)))
        .collect();
    let chosen: Vec<&DocEntry> = if exact.is_empty() {
        // Games and the CRDs together: what they share, else all of them.
        let sets: Vec<Vec<&DocEntry>> = targets.iter().map(of_target).collect();
        let shared: Vec<&DocEntry> = docs
            .iter()
            .filter(|d| sets.iter().all(|s| s.iter().any(|x| x.id == d.id)))
            .collect();
        if shared.is_empty() {
            sets.into_iter().flatten().collect()
        } else {
            shared
        }
    } else {
        exact.into_iter().flat_map(of_target).collect()
    };
    let mut ids: Vec<String> = Vec::new();
    let mut games: Vec<Game> = Vec::new();
    for d in chosen {
        if !ids.contains(&d.id) {
            ids.push(d.id.clone());
        }
        if !games.contains(&d.game) {
            games.push(d.game);
        }
    }
    (ids, games)
}

fn label(ids: &[String], games: &[Game], docs: &[DocEntry]) -> String {
    let titles: Vec<String> = ids
        .iter()
        .filter_map(|id| docs.iter().find(|d| &d.id == id))
        .map(|d| d.title.clone())
        .collect();
    match games {
        [g] => format!("{}: {}", g.display_name(), titles.join(", ")),
        _ => titles.join(", "),
    }
}

#[cfg(test)]
#[path = "intent_tests.rs"]
mod tests;
