//! Look-ups that read the corpus directly: `sources`, `rule ID` and `card NAME`.

use serde::Serialize;

use crate::corpus::names::{Lookup, NameIndex};
use crate::corpus::{Card, CardLegality, Corpus, Game, Ruling, Section, SectionKind};

/// One document as `sources` lists it.
#[derive(Debug, Clone, Serialize)]
pub struct SourceDoc {
    /// Document id.
    pub id: String,
    /// Title.
    pub title: String,
    /// Game key.
    pub game: Game,
    /// `crd`, `errata` or `rulebook`.
    pub kind: String,
    /// Version as the document gives it.
    pub version: String,
    /// Date as the document gives it.
    pub date: String,
    /// Precedence within its game (higher wins).
    pub precedence: u32,
    /// The raw file it was converted from.
    pub origin: String,
    /// Number of sections and items.
    pub sections: usize,
    /// Number of ruling records.
    pub rulings: usize,
}

/// One game's card pool as `sources` lists it.
#[derive(Debug, Clone, Serialize)]
pub struct CardPool {
    /// Game key.
    pub game: Game,
    /// Cards imported from the pool files.
    pub cards: usize,
    /// Cards built from the documents alone (named by rulings, missing from the pool).
    pub documents_only: usize,
    /// Why a pool is empty, when it is.
    pub note: Option<String>,
}

/// The `sources` report.
#[derive(Debug, Clone, Serialize)]
pub struct SourcesReport {
    /// Every document, grouped by game, highest precedence first.
    pub documents: Vec<SourceDoc>,
    /// Every game's card pool, empty ones included with the reason.
    pub card_pools: Vec<CardPool>,
}

/// Lists the documents and card pools.
pub fn sources(corpus: &Corpus) -> SourcesReport {
    let documents = corpus
        .document_entries()
        .iter()
        .map(|d| SourceDoc {
            id: d.meta.id.clone(),
            title: d.meta.title.clone(),
            game: d.meta.game,
            kind: format!("{:?}", d.meta.kind).to_lowercase(),
            version: d.meta.version.clone(),
            date: d.meta.date.clone(),
            precedence: d.meta.precedence,
            origin: d.meta.origin.clone(),
            sections: d.sections.len(),
            rulings: corpus.ruling_count(&d.meta.id),
        })
        .collect();
    let card_pools = Game::ALL
        .into_iter()
        .map(|game| {
            let of_game = || corpus.card_names().iter().filter(move |c| c.game == game);
            let documents_only = of_game().filter(|c| c.documents_only).count();
            let cards = of_game().count() - documents_only;
            let note = (cards == 0).then(|| {
                "no card data: no transcription of this game's cards exists in the sources; \
                 its rule book is searchable"
                    .to_string()
            });
            CardPool {
                game,
                cards,
                documents_only,
                note,
            }
        })
        .collect();
    SourcesReport {
        documents,
        card_pools,
    }
}

/// A short reference to a section (a link target).
#[derive(Debug, Clone, Serialize)]
pub struct SectionRef {
    /// Section id.
    pub id: String,
    /// Its title.
    pub title: String,
}

/// The `rule ID` report.
#[derive(Debug, Clone, Serialize)]
pub struct RuleReport {
    /// The id asked for.
    pub query: String,
    /// The section, when found.
    pub section: Option<Section>,
    /// The document's title and version, when found.
    pub document: Option<String>,
    /// The enclosing section.
    pub parent: Option<SectionRef>,
    /// Sub-sections and numbered items, with their text.
    pub items: Vec<Section>,
    /// The ruling record, when the section is a card ruling.
    pub ruling: Option<Ruling>,
    /// The card the ruling is linked to.
    pub card: Option<SectionRef>,
    /// Ids closest to the one asked for, when it was not found.
    pub closest: Vec<String>,
}

/// Opens a section, item or ruling by id.
pub fn rule(corpus: &Corpus, id: &str) -> RuleReport {
    let id = id.trim().trim_end_matches('/');
    let Some(section) = corpus.section(id) else {
        return RuleReport {
            query: id.to_string(),
            section: None,
            document: None,
            parent: None,
            items: Vec::new(),
            ruling: None,
            card: None,
            closest: closest_ids(corpus, id),
        };
    };
    let document = corpus.document_meta(&section.doc).map(|d| {
        if d.version.is_empty() {
            d.title.clone()
        } else {
            format!("{} ({})", d.title, d.version)
        }
    });
    let parent = section
        .parent
        .as_deref()
        .and_then(|p| corpus.section(p))
        .map(|p| SectionRef {
            id: p.id.clone(),
            title: p.title.clone(),
        });
    let items = section
        .children
        .iter()
        .filter_map(|c| corpus.section(c))
        .cloned()
        .collect();
    let ruling = (section.kind == SectionKind::Ruling)
        .then(|| corpus.ruling(&section.id).cloned())
        .flatten();
    let card = ruling
        .as_ref()
        .and_then(|r| r.card_id.as_deref())
        .and_then(|cid| corpus.card(cid))
        .map(|c| SectionRef {
            id: c.id.clone(),
            title: c.name.clone(),
        });
    RuleReport {
        query: id.to_string(),
        section: Some(section.clone()),
        document,
        parent,
        items,
        ruling,
        card,
        closest: Vec::new(),
    }
}

/// The five ids closest to `id`: ones containing it first, then by edit distance.
fn closest_ids(corpus: &Corpus, id: &str) -> Vec<String> {
    let needle = id.to_ascii_lowercase();
    let mut scored: Vec<(usize, &str)> = corpus
        .section_ids()
        .map(|hay| {
            let tail = hay.rsplit('/').next().unwrap_or(hay);
            let score = if hay.contains(needle.as_str()) {
                0
            } else {
                1 + strsim::levenshtein(&needle, hay).min(strsim::levenshtein(&needle, tail))
            };
            (score, hay)
        })
        .collect();
    scored.sort();
    scored
        .into_iter()
        .take(5)
        .map(|(_, s)| s.to_string())
        .collect()
}

/// A ruling as `card` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct CardRuling {
    /// Ruling id (also a section id).
    pub id: String,
    /// Document id.
    pub doc: String,
    /// Document title and version.
    pub document: String,
    /// The full ruling text.
    pub text: String,
    /// The replacement text, when the ruling gives one.
    pub treat_as: Option<String>,
    /// The editor's notes on the ruling's section: where the source is damaged or breaks off
    /// (docs/crd-format.md), so that what the document cannot give is said, not guessed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub editor_notes: Vec<String>,
}

/// A legality status as `card` shows it, with the list's title.
#[derive(Debug, Clone, Serialize)]
pub struct CardStatus {
    /// The status and its source.
    #[serde(flatten)]
    pub legality: CardLegality,
    /// The per-deck limit it sets.
    pub limit: Option<u32>,
    /// The title of the list section.
    pub section_title: String,
}

/// One card with everything the documents say of it.
#[derive(Debug, Clone, Serialize)]
pub struct CardView {
    /// The card record.
    #[serde(flatten)]
    pub card: Card,
    /// Its rulings, newest document first.
    pub ruling_texts: Vec<CardRuling>,
    /// Its legality statuses.
    pub statuses: Vec<CardStatus>,
    /// What the engine makes of its current text (Score cards; the compiler reads the Score
    /// card vocabulary only).
    pub effects: Option<crate::engine::compile::CompiledCard>,
    /// Restrictions its rulings state outside the text it is treated as reading, with the
    /// ruling's id (the engine enforces them: `compile::ruling_restrictions`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ruling_restrictions: Vec<crate::engine::compile::RulingRestriction>,
    /// Sentences the engine reads whose duration outlasts the one Combat it resolves ("until
    /// the end of your next turn"): what ends them and the section defining that end.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub durations: Vec<crate::engine::effects::lasting::durations::DurationNote>,
    /// The CRD 3.0.0 ruling on a card the pool gives only its printed text (no errata applied):
    /// where it reads the card differently, the ruling decides
    /// (`compile::pool_text::printed_text_ruling`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub printed_text_ruling: Option<String>,
    /// The CRD ruling the engine reads the card from: a Dragon Ball's ruling on what it does
    /// "When this card is placed in play" (`dragon_balls::placement_rulings`), or a ruling that
    /// rewrites a personality's power (`personality_powers::power_text`): `effects` are that
    /// reading's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub read_from_ruling: Option<String>,
    /// The text the engine reads, when it is not the current text (a CRD rewrite of a power,
    /// a Dragon Ball's placement ruling): `effects` are this text's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub read_as: Option<String>,
    /// The card has no text (known only from its rulings): nothing is read, the judge resolves
    /// it from its rulings, and its level is manual.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub no_text: bool,
}

/// A candidate name in an ambiguous or failed look-up.
#[derive(Debug, Clone, Serialize)]
pub struct CardCandidate {
    /// Card id.
    pub id: String,
    /// Card name.
    pub name: String,
    /// Set name.
    pub set: String,
    /// Game.
    pub game: Game,
}

/// The `card NAME` report.
#[derive(Debug, Clone, Serialize)]
pub struct CardReport {
    /// The name asked for.
    pub query: String,
    /// The matching card's printings (one or more cards sharing the name).
    pub cards: Vec<CardView>,
    /// Several different names were equally close.
    pub ambiguous: Vec<CardCandidate>,
    /// The closest names, when nothing matched.
    pub closest: Vec<CardCandidate>,
}

impl CardReport {
    /// True when a card was found.
    pub fn found(&self) -> bool {
        !self.cards.is_empty()
    }
}

/// Looks a card up by name (or by its pool id).
pub fn card(corpus: &Corpus, name: &str, game: Option<Game>) -> CardReport {
    let candidate = |c: &Card| CardCandidate {
        id: c.id.clone(),
        name: c.name.clone(),
        set: c.set.clone(),
        game: c.game,
    };
    let mut report = CardReport {
        query: name.to_string(),
        cards: Vec::new(),
        ambiguous: Vec::new(),
        closest: Vec::new(),
    };
    // A pool id ("score/cell-games-saga/120", as `cards --coverage --json` and the scenario
    // format print it) names one printing exactly.
    if let Some(c) = corpus
        .card(name.trim())
        .filter(|c| game.is_none_or(|g| c.game == g))
    {
        report.cards = vec![card_view(corpus, c)];
        return report;
    }
    let index = NameIndex::of_pool(corpus);
    match index.lookup(name, game) {
        Lookup::Found(mut cards) => {
            // The ordinary printing first, as a board reads the name (`scenario::resolve`: a
            // name without a variant tag is the printing without one); the variants after it.
            cards.sort_by_key(|c| c.variant.is_some());
            report.cards = cards.into_iter().map(|c| card_view(corpus, c)).collect();
        }
        Lookup::Ambiguous(cards) => report.ambiguous = cards.into_iter().map(candidate).collect(),
        Lookup::NotFound(cards) => report.closest = cards.into_iter().map(candidate).collect(),
    }
    report
}

fn card_view(corpus: &Corpus, card: &Card) -> CardView {
    let ruling_texts = card
        .rulings
        .iter()
        .filter_map(|id| corpus.ruling(id))
        .map(|r| CardRuling {
            id: r.id.clone(),
            doc: r.doc.clone(),
            document: corpus
                .document_meta(&r.doc)
                .map(|d| d.title.clone())
                .unwrap_or_default(),
            text: r.text.clone(),
            treat_as: r.treat_as.clone(),
            editor_notes: corpus
                .section(&r.id)
                .map(|s| s.editor_notes.clone())
                .unwrap_or_default(),
        })
        .collect();
    let statuses = card
        .legality
        .iter()
        .map(|l| CardStatus {
            legality: l.clone(),
            limit: l.status.limit(),
            section_title: corpus
                .section(&l.section)
                .map(|s| s.title.clone())
                .unwrap_or_default(),
        })
        .collect();
    // The card's reading, as `cards --coverage` counts it and a battle plays it
    // (`compile::card_reading`): a power the CRD rewrites, a Dragon Ball's placement ruling.
    let reading = (card.game == Game::ScoreDbzCcg)
        .then(|| crate::engine::compile::card_reading::card_reading(card, corpus));
    let read_from_ruling = reading.as_ref().and_then(|r| r.text.power_ruling.clone());
    let read_as = reading
        .as_ref()
        .filter(|r| r.text.power_ruling.is_some() || r.text.text != card.current_text)
        .map(|r| r.text.text.clone());
    let no_text = reading.as_ref().is_some_and(|r| r.no_text);
    let effects = reading.map(|r| r.compiled);
    let durations = effects
        .as_ref()
        .map(crate::engine::effects::lasting::durations::duration_notes)
        .unwrap_or_default();
    CardView {
        card: card.clone(),
        ruling_texts,
        statuses,
        effects,
        durations,
        ruling_restrictions: crate::engine::compile::ruling_restrictions(card, corpus),
        read_from_ruling,
        read_as,
        no_text,
        printed_text_ruling: (card.game == Game::ScoreDbzCcg)
            .then(|| {
                crate::engine::compile::pool_text::printed_text_ruling(
                    card.current_text_source.as_deref(),
                    &card.rulings,
                    crate::engine::ruleset::Ruleset::crd_3_0_0().id,
                )
                .cloned()
            })
            .flatten(),
    }
}
