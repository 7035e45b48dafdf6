//! Index units: the flat records the index is built from, one per section, numbered item,
//! ruling record and card of the corpus, in corpus order (which is also the tie-break order).

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use crate::corpus::{Card, CardLegality, Corpus, Game, LegalityStatus, SectionKind};

/// The document id given to cards (their `doc` field and `doc:` filter value).
pub const CARDS_DOC: &str = "cards";

/// How much a superseded document's passages count against the current one's, per precedence
/// step below the newest document of the same game.
pub const SUPERSEDED_FACTOR: f64 = 0.7;

/// How much a document of another game counts against the default game's, when the query
/// names no game: the default game is that of the corpus's highest-precedence document (the
/// current Score CRD), whose text the OCG document largely repeats.
pub const OTHER_GAME_FACTOR: f64 = 0.6;

/// How much each kind of unit counts, against a rule's 1.0: a glossary entry defines a word
/// the rules then use, so the rule that answers a question should come before the definition;
/// a card answers a question when its name matches (the whole-name bonus), not because its
/// text shares a word with the question.
pub const KIND_FACTORS: [(&str, f64); 2] = [("glossary", 0.7), ("card", 0.6)];

/// The factor of a unit with these kinds (its first, own kind decides).
pub fn kind_factor(kinds: &[&str]) -> f64 {
    kinds
        .first()
        .and_then(|k| KIND_FACTORS.iter().find(|(key, _)| key == k))
        .map_or(1.0, |(_, f)| *f)
}

/// A leaf section longer than this (bytes) is indexed as several passages of about
/// [`CHUNK_BYTES`], cut at paragraph breaks, all under the section's id: a rule stated in one
/// paragraph of a long section then scores like a section of its own.
pub const CHUNK_ABOVE: usize = 1500;
/// Target passage size when a long section is cut.
pub const CHUNK_BYTES: usize = 1000;

/// The passages a section body is indexed as: byte ranges of `text`, cut at paragraph breaks.
pub fn chunks(text: &str, leaf: bool) -> Vec<std::ops::Range<usize>> {
    if !leaf || text.len() <= CHUNK_ABOVE {
        return std::iter::once(0..text.len()).collect();
    }
    let mut out = Vec::new();
    let mut start = 0;
    let mut last_break = None;
    for (i, _) in text.match_indices('\n') {
        if i - start >= CHUNK_BYTES {
            let cut = last_break.filter(|&b| b > start).unwrap_or(i);
            out.push(start..cut);
            start = cut;
        }
        last_break = Some(i);
    }
    if start < text.len() {
        out.push(start..text.len());
    }
    out
}

/// What a card hit shows, stored in the index with the card's unit so a search over a cached
/// index need not parse the card pool (see the module docs of [`crate::index`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CardHit {
    /// The card's name.
    pub name: String,
    /// Its set.
    pub set: String,
    /// Its card type.
    #[serde(rename = "type")]
    pub card_type: String,
    /// Its game.
    pub game: Game,
    /// Its current text.
    pub text: String,
    /// Its per-deck limit after the legality lists (`None`: the game's default rules).
    #[serde(default)]
    pub limit_per_deck: Option<u32>,
    /// Its statuses on the documents' Banned / Restricted / ... lists, each with the list's
    /// section id (the rule to cite).
    #[serde(default)]
    pub legality: Vec<CardLegality>,
    /// The ruling whose errata gives the current text (`None`: the printed text stands).
    #[serde(default)]
    pub errata: Option<String>,
    /// Every ruling that names the card, newest document first.
    #[serde(default)]
    pub rulings: Vec<String>,
}

impl CardHit {
    /// The hit fields of a card.
    pub fn of(card: &Card) -> CardHit {
        CardHit {
            name: card.name.clone(),
            set: card.set.clone(),
            card_type: card.card_type.clone(),
            game: card.game,
            text: card.current_text.clone(),
            limit_per_deck: card.limit_per_deck,
            legality: card.legality.clone(),
            errata: card.current_text_source.clone(),
            rulings: card.rulings.clone(),
        }
    }
}

/// One thing a search can return.
#[derive(Debug, Clone, PartialEq)]
pub struct Unit {
    /// Section, ruling or card id.
    pub id: String,
    /// Document id ([`CARDS_DOC`] for cards).
    pub doc: String,
    /// The game.
    pub game: Game,
    /// Kind keys: the unit's own kind first, then the group it also answers to (`keyword` is
    /// also a `rule`).
    pub kinds: Vec<&'static str>,
    /// Heading or card name.
    pub title: String,
    /// The headings above the unit (cards: the set).
    pub path: Vec<String>,
    /// Passage text.
    pub body: String,
    /// Card name (cards only).
    pub name: Option<String>,
    /// Set name, when known.
    pub set: String,
    /// Card number, when known.
    pub number: String,
    /// Card type, style and groups (cards only).
    pub types: String,
    /// Precedence factor: 1.0 for the current document of its game, less for older ones (the
    /// kind factor and `weight` are applied on top when indexing).
    pub rank: f64,
    /// The unit's own weight: 1.0, or [`CONTENTS_WEIGHT`] for a table-of-contents entry.
    pub weight: f64,
    /// The position of its document in corpus order; cards: [`card_doc_no`] of their game.
    /// A query that names a document or game weighs hits by it.
    pub doc_no: u64,
    /// True for a sentence passage of a section ([`super::passage`]): its heading counts as
    /// part of its path, not as its title, and its text is stored as the hit's snippet source.
    pub passage: bool,
    /// What a hit on this card shows (cards only; stored in the index).
    pub card: Option<CardHit>,
}

/// The `doc_no` of a game's cards (past any document's position).
pub fn card_doc_no(game: Game) -> u64 {
    let at = Game::ALL.iter().position(|g| *g == game).unwrap_or(0);
    CARD_DOC_NO_BASE + at as u64
}

/// The first `doc_no` of cards.
pub const CARD_DOC_NO_BASE: u64 = 1000;

/// Weight of a table-of-contents entry (a numbered item whose text is only the title of a
/// heading of the same document): the heading itself is the passage to find.
pub const CONTENTS_WEIGHT: f64 = 0.3;

/// Heading text without numbering or punctuation, for comparing a contents entry with headings.
fn bare(text: &str) -> String {
    super::analysis::normalise_name(text)
        .split(' ')
        .filter(|w| !w.chars().all(|c| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The kind keys a section kind answers to.
pub fn section_kinds(kind: SectionKind) -> Vec<&'static str> {
    match kind {
        SectionKind::Keyword | SectionKind::Table => vec![kind.key(), SectionKind::Rule.key()],
        other => vec![other.key()],
    }
}

/// Precedence factor of every document, by document id.
pub fn rank_factors(corpus: &Corpus) -> HashMap<String, f64> {
    let mut best: HashMap<Game, u32> = HashMap::new();
    for d in corpus.document_entries() {
        let e = best.entry(d.meta.game).or_insert(d.meta.precedence);
        *e = (*e).max(d.meta.precedence);
    }
    let default_game = corpus
        .document_entries()
        .iter()
        .max_by_key(|d| d.meta.precedence)
        .map(|d| d.meta.game);
    corpus
        .document_entries()
        .iter()
        .map(|d| {
            let top = best.get(&d.meta.game).copied().unwrap_or(d.meta.precedence);
            let steps = top.saturating_sub(d.meta.precedence);
            let steps = i32::try_from(steps).unwrap_or(i32::MAX);
            let game = if Some(d.meta.game) == default_game {
                1.0
            } else {
                OTHER_GAME_FACTOR
            };
            (d.meta.id.clone(), game * SUPERSEDED_FACTOR.powi(steps))
        })
        .collect()
}

/// Every unit of the corpus, in corpus order: sections (long leaf sections as several
/// passages, see [`chunks`]), then ruling records not already indexed as sections, then cards.
pub fn units(corpus: &Corpus) -> Vec<Unit> {
    let ranks = rank_factors(corpus);
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for (doc_no, doc) in corpus.documents().enumerate() {
        let doc_no = doc_no as u64;
        let rank = ranks.get(doc.id()).copied().unwrap_or(1.0);
        let headings: HashSet<String> = doc
            .sections
            .iter()
            .filter(|s| s.number.is_none())
            .map(|s| bare(&s.title))
            .collect();
        for s in &doc.sections {
            let contents_entry =
                s.number.is_some() && s.children.is_empty() && headings.contains(&bare(&s.text));
            let weight = if contents_entry { CONTENTS_WEIGHT } else { 1.0 };
            seen.insert(s.id.as_str());
            let path = s
                .path
                .split_last()
                .map(|(_, above)| above.to_vec())
                .unwrap_or_default();
            let children: Vec<&str> = s
                .children
                .iter()
                .filter_map(|c| corpus.section(c))
                .map(|c| c.text.as_str())
                .collect();
            let skip = super::passage::covered(&s.text, &children);
            let windows = super::passage::windows(&s.text, &skip);
            // A section cut into sentence passages is indexed as its heading and lead (its
            // first passage) plus the passages: its whole text would let a long, many-topic
            // section outrank the one sentence that answers.
            let whole: Vec<std::ops::Range<usize>> = match windows.first() {
                Some(lead) if s.children.is_empty() => vec![lead.clone()],
                _ => chunks(&s.text, s.children.is_empty()),
            };
            for range in whole {
                out.push(Unit {
                    id: s.id.clone(),
                    doc: s.doc.clone(),
                    game: doc.meta.game,
                    kinds: section_kinds(s.kind),
                    title: s.title.clone(),
                    path: path.clone(),
                    body: s.text.get(range).unwrap_or_default().to_string(),
                    name: None,
                    set: String::new(),
                    number: String::new(),
                    types: String::new(),
                    rank,
                    weight,
                    doc_no,
                    passage: false,
                    card: None,
                });
            }
            for range in windows.iter().cloned() {
                let mut above = path.clone();
                above.push(s.title.clone());
                out.push(Unit {
                    id: s.id.clone(),
                    doc: s.doc.clone(),
                    game: doc.meta.game,
                    kinds: section_kinds(s.kind),
                    title: String::new(),
                    path: above,
                    body: s.text.get(range).unwrap_or_default().to_string(),
                    name: None,
                    set: String::new(),
                    number: String::new(),
                    types: String::new(),
                    rank,
                    weight,
                    doc_no,
                    passage: true,
                    card: None,
                });
            }
        }
    }
    for r in corpus.rulings() {
        if seen.contains(r.id.as_str()) {
            continue;
        }
        let doc_no = corpus
            .document_entries()
            .iter()
            .position(|d| d.meta.id == r.doc)
            .unwrap_or(0) as u64;
        let Some(doc) = corpus.document_meta(&r.doc) else {
            continue;
        };
        let path = corpus
            .section(&r.section)
            .map(|s| s.path.clone())
            .unwrap_or_default();
        out.push(Unit {
            id: r.id.clone(),
            doc: r.doc.clone(),
            game: doc.game,
            kinds: vec![SectionKind::Ruling.key()],
            title: r.card_name.clone(),
            path,
            body: r.text.clone(),
            name: None,
            set: r.set.clone().unwrap_or_default(),
            number: r.number.clone().unwrap_or_default(),
            types: String::new(),
            rank: ranks.get(&r.doc).copied().unwrap_or(1.0),
            weight: 1.0,
            doc_no,
            passage: false,
            card: None,
        });
    }
    out.extend(corpus.cards().iter().map(card_unit));
    out
}

/// The unit of one card.
pub fn card_unit(card: &Card) -> Unit {
    let mut body = card.current_text.clone();
    if card.printed_text != card.current_text && !card.printed_text.is_empty() {
        body.push('\n');
        body.push_str(&card.printed_text);
    }
    // What a judge asks of a card: its status on the lists (words the question uses).
    for l in &card.legality {
        body.push('\n');
        body.push_str(legality_words(l));
    }
    let mut types = vec![card.card_type.clone()];
    types.extend(card.style.clone());
    types.extend(card.groups.iter().cloned());
    Unit {
        id: card.id.clone(),
        doc: CARDS_DOC.to_string(),
        game: card.game,
        kinds: vec!["card"],
        title: card.name.clone(),
        path: vec![card.set.clone()],
        body,
        name: Some(card.name.clone()),
        set: card.set.clone(),
        number: card.number.clone(),
        types: types.join(" "),
        rank: 1.0,
        weight: 1.0,
        doc_no: card_doc_no(card.game),
        passage: false,
        card: Some(CardHit::of(card)),
    }
}

/// The words each legality status is asked about with, indexed with a card that has it.
pub const LEGALITY_WORDS: [(LegalityStatus, &str); 5] = [
    (
        LegalityStatus::Banned,
        "Banned list: banned, not legal in tournaments, 0 copies per deck.",
    ),
    (
        LegalityStatus::Restricted,
        "Restricted list: limit 1 per deck.",
    ),
    (
        LegalityStatus::SemiRestricted,
        "Semi-Restricted list: limit 2 per deck.",
    ),
    (
        LegalityStatus::LeagueOnly,
        "League-only list: legal only in Z League play.",
    ),
    (
        LegalityStatus::TuffEnuffOnly,
        "Tuff Enuff-only list: legal only in Tuff Enuff play.",
    ),
];

fn legality_words(l: &CardLegality) -> &'static str {
    LEGALITY_WORDS
        .iter()
        .find(|(s, _)| *s == l.status)
        .map_or("", |(_, w)| w)
}

/// The pool file a card comes from, derived from its id (`score/saiyan-saga/025` ->
/// `cards/score/saiyan-saga.json`).
pub fn card_origin(card_id: &str) -> String {
    match card_id.rsplit_once('/') {
        Some((file, _)) => format!("cards/{file}.json"),
        None => format!("cards/{card_id}.json"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_leaf_sections_are_cut_at_paragraphs() {
        let para = "word ".repeat(100);
        let text = [para.as_str(); 6].join("\n\n");
        let parts = chunks(&text, true);
        assert!(parts.len() > 1);
        assert_eq!(parts.first().map(|r| r.start), Some(0));
        assert_eq!(parts.last().map(|r| r.end), Some(text.len()));
        for pair in parts.windows(2) {
            assert_eq!(pair[0].end, pair[1].start);
            assert!(text[pair[1].clone()].starts_with('\n'));
        }
        let whole = |parts: Vec<std::ops::Range<usize>>| -> Vec<(usize, usize)> {
            parts.into_iter().map(|r| (r.start, r.end)).collect()
        };
        assert_eq!(whole(chunks(&text, false)), [(0, text.len())]);
        assert_eq!(whole(chunks("short", true)), [(0, 5)]);
    }

    #[test]
    fn card_origin_is_the_pool_file() {
        assert_eq!(
            card_origin("score/saiyan-saga/025"),
            "cards/score/saiyan-saga.json"
        );
        assert_eq!(card_origin("odd"), "cards/odd.json");
    }
}
