//! `search QUERY` and `compare QUERY`: index hits joined with the corpus text they point to.
//!
//! The index returns ids and scores; this layer looks each id up in the corpus (section, ruling
//! record or card) and returns plain values for `render` (text or `--json`). A card hit carries
//! its display fields from the index, so a search never makes the corpus parse its card pool.

use std::ops::Range;

use serde::Serialize;

use crate::cancel::Cancel;
use crate::corpus::{Corpus, Game};
use crate::index::{self, Highlighter, Hit, Index, SearchOptions};

/// One search hit, with everything a judge needs to read and cite it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchHit {
    /// Section, ruling or card id (open it with `rule ID` or `card ID`).
    pub id: String,
    /// Document id (`cards` for cards).
    pub doc: String,
    /// The source file: the document's raw file from its front matter; a card's pool file.
    pub origin: String,
    /// The game.
    pub game: Game,
    /// `rule`, `keyword`, `table`, `glossary`, `legality`, `ruling` or `card`.
    pub kind: String,
    /// Heading, or the card's name.
    pub title: String,
    /// Heading path down to the hit (cards: set and type).
    pub path: Vec<String>,
    /// The whole passage, plain text.
    pub text: String,
    /// The best fragment of the passage.
    pub snippet: String,
    /// Byte ranges of `snippet` holding matched words.
    pub highlights: Vec<Range<usize>>,
    /// Relevance score.
    pub score: f32,
    /// The document's title (cards: `Card pool`).
    pub doc_title: String,
    /// The document's version as it gives it (empty for cards or when it gives none).
    pub version: String,
    /// The command that opens it: `rule` or `card`.
    pub open_with: String,
    /// What a judge asks of a card (card hits only): legality, errata, rulings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<CardFacts>,
}

/// A card hit's legality, errata and rulings, each citing its document.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardFacts {
    /// Copies allowed per deck after the lists (`null`: the game's default rules).
    pub limit_per_deck: Option<u32>,
    /// Its statuses on the lists, current document first.
    pub legality: Vec<CardStatusFact>,
    /// The ruling whose errata gives the current text, and its document.
    pub errata: Option<RulingRef>,
    /// Every ruling that names the card, newest document first.
    pub rulings: Vec<RulingRef>,
}

/// One legality status of a card hit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardStatusFact {
    /// `banned`, `restricted`, `semi-restricted`, `league-only`, `tuff-enuff-only`.
    pub status: crate::corpus::LegalityStatus,
    /// The per-deck limit the status sets, if any (banned: 0).
    pub limit: Option<u32>,
    /// The document.
    pub doc: String,
    /// The list's section id (the rule to cite).
    pub rule: String,
    /// The list's heading.
    pub list: String,
}

/// A ruling and the document it is in.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RulingRef {
    /// Ruling id.
    pub id: String,
    /// Its document.
    pub doc: String,
}

/// The result of `search`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchReport {
    /// The query as typed.
    pub query: String,
    /// Hits, best first.
    pub hits: Vec<SearchHit>,
    /// What was tolerated in the query (a stray quote, an empty or unknown filter).
    pub notes: Vec<String>,
    /// How the query was read when it names a document, game or edition (`null` otherwise).
    pub interpreted: Option<index::Interpretation>,
}

/// One document's block of `compare`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompareBlock {
    /// Document id.
    pub doc: String,
    /// Its title.
    pub doc_title: String,
    /// Its version as it gives it.
    pub version: String,
    /// Its game.
    pub game: Game,
    /// Its best passage for the query, if any passage matches.
    pub hit: Option<SearchHit>,
}

/// The result of `compare`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompareReport {
    /// The query as typed.
    pub query: String,
    /// One block per document, grouped by game, current document first.
    pub blocks: Vec<CompareBlock>,
    /// What was tolerated in the query.
    pub notes: Vec<String>,
}

/// Runs a search and joins the hits with their text.
pub fn search(
    corpus: &Corpus,
    index: &Index,
    query: &str,
    options: &SearchOptions,
) -> index::Result<SearchReport> {
    let outcome = index.search(query, options)?;
    let hits = outcome
        .hits
        .iter()
        .filter_map(|h| resolve(corpus, h, &outcome.highlighter))
        .collect();
    Ok(SearchReport {
        query: query.to_string(),
        hits,
        notes: outcome.notes,
        interpreted: outcome.interpreted,
    })
}

/// Finds the best passage of each document on the query's topic.
pub fn compare(
    corpus: &Corpus,
    index: &Index,
    query: &str,
    options: &SearchOptions,
) -> index::Result<CompareReport> {
    compare_with(corpus, index, query, options, &Cancel::new())
}

/// [`compare`], stopping between documents once `cancel` is raised.
pub fn compare_with(
    corpus: &Corpus,
    index: &Index,
    query: &str,
    options: &SearchOptions,
    cancel: &Cancel,
) -> index::Result<CompareReport> {
    let outcome = index.compare_with(query, options, cancel)?;
    let blocks = outcome
        .docs
        .iter()
        .filter_map(|best| {
            let doc = corpus.document_meta(&best.doc)?;
            Some(CompareBlock {
                doc: best.doc.clone(),
                doc_title: doc.title.clone(),
                version: doc.version.clone(),
                game: doc.game,
                hit: best
                    .hit
                    .as_ref()
                    .and_then(|h| resolve(corpus, h, &outcome.highlighter)),
            })
        })
        .collect();
    Ok(CompareReport {
        query: query.to_string(),
        blocks,
        notes: outcome.notes,
    })
}

/// Looks a hit up in the corpus: a section, else a ruling record, else a card.
pub fn resolve(corpus: &Corpus, hit: &Hit, highlighter: &Highlighter) -> Option<SearchHit> {
    let doc_fields = |doc_id: &str| {
        corpus
            .document_meta(doc_id)
            .map(|d| (d.origin.clone(), d.title.clone(), d.version.clone(), d.game))
    };
    if let Some(s) = corpus.section(&hit.id) {
        let (origin, doc_title, version, game) = doc_fields(&s.doc)?;
        return Some(make(
            hit,
            highlighter,
            Parts {
                doc: s.doc.clone(),
                origin,
                game,
                kind: s.kind.key().to_string(),
                title: s.title.clone(),
                path: s.path.clone(),
                text: s.text.clone(),
                doc_title,
                version,
                open_with: "rule",
            },
        ));
    }
    if let Some(r) = corpus.document_ruling(&hit.id) {
        let (origin, doc_title, version, game) = doc_fields(&r.doc)?;
        let mut path = corpus
            .section(&r.section)
            .map(|s| s.path.clone())
            .unwrap_or_default();
        path.push(r.card_name.clone());
        return Some(make(
            hit,
            highlighter,
            Parts {
                doc: r.doc.clone(),
                origin,
                game,
                kind: "ruling".to_string(),
                title: r.card_name.clone(),
                path,
                text: r.text.clone(),
                doc_title,
                version,
                open_with: "rule",
            },
        ));
    }
    let card = match &hit.card {
        Some(card) => card.clone(),
        None => index::CardHit::of(corpus.card(&hit.id)?),
    };
    let facts = card_facts(corpus, &card);
    let mut out = make(
        hit,
        highlighter,
        Parts {
            doc: index::CARDS_DOC.to_string(),
            origin: index::card_origin(&hit.id),
            game: card.game,
            kind: "card".to_string(),
            title: card.name,
            path: vec![card.set, card.card_type],
            text: card.text,
            doc_title: "Card pool".to_string(),
            version: String::new(),
            open_with: "card",
        },
    );
    out.card = Some(facts);
    Some(out)
}

/// The legality, errata and rulings of a card hit, with the documents they come from.
fn card_facts(corpus: &Corpus, card: &index::CardHit) -> CardFacts {
    let ruling = |id: &String| RulingRef {
        id: id.clone(),
        // The document a ruling stands in needs no link to its card (nor the card pool).
        doc: corpus
            .document_ruling(id)
            .map(|r| r.doc.clone())
            .unwrap_or_else(|| id.split('/').next().unwrap_or_default().to_string()),
    };
    CardFacts {
        limit_per_deck: card.limit_per_deck,
        legality: card
            .legality
            .iter()
            .map(|l| CardStatusFact {
                status: l.status,
                limit: l.status.limit(),
                doc: l.doc.clone(),
                rule: l.section.clone(),
                list: corpus
                    .section(&l.section)
                    .map(|s| s.title.clone())
                    .unwrap_or_default(),
            })
            .collect(),
        errata: card.errata.as_ref().map(ruling),
        rulings: card.rulings.iter().map(ruling).collect(),
    }
}

/// The corpus side of a hit.
struct Parts {
    doc: String,
    origin: String,
    game: Game,
    kind: String,
    title: String,
    path: Vec<String>,
    text: String,
    doc_title: String,
    version: String,
    open_with: &'static str,
}

fn make(hit: &Hit, highlighter: &Highlighter, p: Parts) -> SearchHit {
    // The sentence passage that decided the hit, else the best fragment of the whole text.
    let snippet = highlighter.snippet(hit.passage.as_deref().unwrap_or(&p.text));
    SearchHit {
        id: hit.id.clone(),
        doc: p.doc,
        origin: p.origin,
        game: p.game,
        kind: p.kind,
        title: p.title,
        path: p.path,
        text: p.text,
        snippet: snippet.text,
        highlights: snippet.highlights,
        score: hit.score,
        doc_title: p.doc_title,
        version: p.version,
        open_with: p.open_with.to_string(),
        card: None,
    }
}
