//! The search index: a tantivy index over every section, numbered item, ruling record, glossary
//! term and card of the corpus, each section also as sentence passages ([`passage`]); a query
//! that names a document or game prefers it ([`intent`], [`preference`]).
//!
//! The index returns ids and scores; the corpus supplies the text, with one exception for
//! start-up speed: a card's hit also carries the card's name, set, type, game and current text
//! ([`unit::CardHit`], stored in the index), so a search over a cached index resolves card hits
//! without parsing the card pool (the corpus parses it lazily). Opening a cached index needs
//! only the corpus's content hash. [`Index::open_or_build`]
//! opens the cached index for the embedded corpus or builds it (see [`cache`]);
//! [`Index::search`] runs a judge's query (plain words, `"phrases"`, typos, `game:` / `doc:` /
//! `kind:` / `set:` filters; see [`parse`] and [`query`]); [`Index::compare`] finds the best
//! passage of each document.

pub mod analysis;
pub mod baseline;
pub mod build;
pub mod cache;
mod card_names;
pub mod expand;
pub mod game_words;
pub mod intent;
mod name_automaton;
pub mod parse;
pub mod passage;
mod preference;
pub mod query;
mod rank_factors;
pub mod schema;
pub mod snippet;
pub mod unit;
pub mod vocabulary;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;
use tantivy::collector::TopDocs;
use tantivy::schema::Value;
use tantivy::{DocAddress, IndexReader, Score, SegmentReader, TantivyDocument};

use crate::cancel::Cancel;
use crate::corpus::{Corpus, CorpusError};

pub use intent::Interpretation;
pub use parse::{Filters, ParsedQuery};
pub use query::DocEntry;
pub use schema::{Fields, SCHEMA_VERSION};
pub use snippet::{Highlighter, Snippet};
pub use unit::{card_origin, CardHit, Unit, CARDS_DOC};

/// Errors of the index.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    /// tantivy failed.
    #[error("search index: {0}")]
    Tantivy(#[from] tantivy::TantivyError),
    /// A cache folder could not be written or read.
    #[error("index cache {path}: {source}")]
    Io {
        /// The folder or file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The corpus (its card pool) failed to load, so no index could be built.
    #[error(transparent)]
    Corpus(#[from] CorpusError),
    /// A cached index is damaged or does not match the corpus.
    #[error("index cache {path} is damaged: {why}")]
    Damaged {
        /// The cache entry.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// The build was interrupted (Ctrl-C at the prompt); nothing was left in the cache.
    #[error(transparent)]
    Cancelled(#[from] crate::cancel::Cancelled),
}

/// Result alias for index operations.
pub type Result<T> = std::result::Result<T, IndexError>;

/// Where an index lives.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "storage", rename_all = "kebab-case")]
pub enum Storage {
    /// In the cache folder.
    Cached {
        /// The cache entry folder.
        path: PathBuf,
        /// True when this process built it (first use, changed corpus, damage or `--rebuild`).
        built: bool,
    },
    /// In RAM only.
    Memory {
        /// Why it is not cached (`None` when RAM was asked for).
        reason: Option<String>,
    },
}

/// Search options besides the query text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchOptions {
    /// At most this many hits.
    pub limit: usize,
    /// Filters, combined with any written in the query.
    pub filters: Filters,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            limit: 10,
            filters: Filters::default(),
        }
    }
}

impl SearchOptions {
    /// Options with this limit and no filters.
    pub fn with_limit(limit: usize) -> SearchOptions {
        SearchOptions {
            limit,
            ..SearchOptions::default()
        }
    }
}

/// One hit: the unit id and its score.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hit {
    /// Section, ruling or card id (look it up in the corpus).
    pub id: String,
    /// Relevance score (higher is better), after document precedence.
    pub score: Score,
    /// What a card hit shows, read from the index (cards only).
    #[serde(skip)]
    pub card: Option<CardHit>,
    /// The sentence passage that decided the hit, when one did (its snippet source).
    #[serde(skip)]
    pub passage: Option<String>,
}

/// The result of a search.
pub struct SearchOutcome {
    /// Hits, best first; equal scores in corpus order.
    pub hits: Vec<Hit>,
    /// What was tolerated in the query or could not be resolved.
    pub notes: Vec<String>,
    /// Snippet maker for this query.
    pub highlighter: Highlighter,
    /// How the query was read when it names a document or game ("reading as: ...").
    pub interpreted: Option<Interpretation>,
}

/// The best passage of one document for a query.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocBest {
    /// Document id.
    pub doc: String,
    /// Its best hit, if any passage matches.
    pub hit: Option<Hit>,
}

/// The result of a comparison across documents.
pub struct CompareOutcome {
    /// One entry per document, in corpus order (by game, current document first).
    pub docs: Vec<DocBest>,
    /// What was tolerated in the query or could not be resolved.
    pub notes: Vec<String>,
    /// Snippet maker for this query.
    pub highlighter: Highlighter,
}

/// Which stored factor multiplies a hit's text score.
#[derive(Debug, Clone, PartialEq)]
enum Ranking {
    /// Kind and document precedence (`rank`).
    Precedence,
    /// Kind only (`kind_rank`): the user chose the document.
    Kind,
    /// None: the plain BM25 floor.
    Plain,
    /// Kind, times the weight of the hit's `doc_no` (a query that names a document).
    Prefer(Vec<(u64, f64)>),
}

/// The search index.
pub struct Index {
    reader: IndexReader,
    fields: Fields,
    expansions: expand::Expansions,
    docs: Vec<DocEntry>,
    /// The documents' names a query may use ([`intent`]), built once.
    doc_names: intent::DocNames,
    /// The ranking factors of each segment ([`rank_factors`]), read on the first query.
    rank_factors: rank_factors::RankFactors,
    storage: Storage,
}

impl std::fmt::Debug for Index {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Index")
            .field("storage", &self.storage)
            .field("docs", &self.docs)
            .finish()
    }
}

fn doc_entries(corpus: &Corpus) -> Vec<DocEntry> {
    corpus
        .document_entries()
        .iter()
        .map(|d| DocEntry {
            id: d.meta.id.clone(),
            game: d.meta.game,
            title: d.meta.title.clone(),
            year: d
                .meta
                .date
                .rsplit(|c: char| !c.is_ascii_digit())
                .find(|part| part.len() == 4)
                .map(str::to_string),
            precedence: d.meta.precedence,
        })
        .collect()
}

fn marker(corpus: &Corpus, units: &[Unit]) -> cache::Marker {
    cache::Marker {
        schema_version: SCHEMA_VERSION,
        content_hash: corpus.content_hash().to_string(),
        units: units.len() as u64,
        files: Default::default(),
    }
}

/// The units of this corpus, its card pool parsed (a malformed card file is an error here).
fn corpus_units(corpus: &Corpus) -> Result<Vec<Unit>> {
    corpus.load_cards()?;
    Ok(unit::units(corpus))
}

impl Index {
    /// Opens the cached index of this corpus, building it when it is missing, stale or
    /// damaged; falls back to RAM when the cache folder cannot be used. Fails only when even
    /// the in-RAM build fails.
    pub fn open_or_build(corpus: &Corpus) -> Result<Index> {
        Index::open_or_build_in(corpus, cache::cache_root().as_deref())
    }

    /// [`Index::open_or_build`], stopping with [`IndexError::Cancelled`] when `cancel` is
    /// raised while the index is being built.
    pub fn open_or_build_with(corpus: &Corpus, cancel: &Cancel) -> Result<Index> {
        Index::open_or_build_at(corpus, cache::cache_root().as_deref(), cancel)
    }

    /// [`Index::open_or_build`] with an explicit cache folder (`None`: RAM only).
    pub fn open_or_build_in(corpus: &Corpus, root: Option<&Path>) -> Result<Index> {
        Index::open_or_build_at(corpus, root, &Cancel::new())
    }

    /// [`Index::open_or_build_in`] with a cancel token ([`Index::open_or_build_with`]).
    pub fn open_or_build_at(
        corpus: &Corpus,
        root: Option<&Path>,
        cancel: &Cancel,
    ) -> Result<Index> {
        let Some(root) = root else {
            return Index::in_ram(corpus, Some("no cache folder".into()), cancel);
        };
        let fields = Fields::new();
        let name = cache::entry_name(corpus.content_hash());
        let path = root.join(&name);
        let mut damaged = false;
        if path.exists() {
            match cache::open_entry(&path, SCHEMA_VERSION, corpus.content_hash()) {
                Ok((_, reader)) => {
                    return Ok(Index::assemble(
                        reader,
                        fields,
                        corpus,
                        Storage::Cached { path, built: false },
                    ))
                }
                Err(_) => damaged = true,
            }
        }
        Index::build_cached(corpus, root, &name, damaged, cancel)
    }

    /// Builds the index of this corpus afresh into the cache folder (`scouter index
    /// --rebuild`), replacing any entry there; falls back to RAM like [`Index::open_or_build`].
    pub fn rebuild(corpus: &Corpus) -> Result<Index> {
        Index::rebuild_in(corpus, cache::cache_root().as_deref())
    }

    /// [`Index::rebuild`] with an explicit cache folder (`None`: RAM only).
    pub fn rebuild_in(corpus: &Corpus, root: Option<&Path>) -> Result<Index> {
        Index::rebuild_at(corpus, root, &Cancel::new())
    }

    /// [`Index::rebuild`], stopping with [`IndexError::Cancelled`] when `cancel` is raised.
    pub fn rebuild_with(corpus: &Corpus, cancel: &Cancel) -> Result<Index> {
        Index::rebuild_at(corpus, cache::cache_root().as_deref(), cancel)
    }

    fn rebuild_at(corpus: &Corpus, root: Option<&Path>, cancel: &Cancel) -> Result<Index> {
        match root {
            Some(root) => Index::build_cached(
                corpus,
                root,
                &cache::entry_name(corpus.content_hash()),
                true,
                cancel,
            ),
            None => Index::in_ram(corpus, Some("no cache folder".into()), cancel),
        }
    }

    fn build_cached(
        corpus: &Corpus,
        root: &Path,
        name: &str,
        replace: bool,
        cancel: &Cancel,
    ) -> Result<Index> {
        let fields = Fields::new();
        let units = corpus_units(corpus)?;
        let expect = marker(corpus, &units);
        let opened = cache::build_entry(root, name, &fields, &units, &expect, replace, cancel)
            .and_then(|path| {
                cache::open_entry(&path, SCHEMA_VERSION, corpus.content_hash())
                    .map(|(_, r)| (path, r))
            });
        match opened {
            Ok((path, reader)) => Ok(Index::assemble(
                reader,
                fields,
                corpus,
                Storage::Cached { path, built: true },
            )),
            // Interrupted: stop, do not build again in RAM.
            Err(IndexError::Cancelled(c)) => Err(IndexError::Cancelled(c)),
            Err(e) => {
                Index::from_units_in_ram(&units, doc_entries(corpus), Some(e.to_string()), cancel)
            }
        }
    }

    /// Builds the index of this corpus in RAM (no cache).
    pub fn build_in_ram(corpus: &Corpus) -> Result<Index> {
        Index::in_ram(corpus, None, &Cancel::new())
    }

    fn in_ram(corpus: &Corpus, reason: Option<String>, cancel: &Cancel) -> Result<Index> {
        Index::from_units_in_ram(&corpus_units(corpus)?, doc_entries(corpus), reason, cancel)
    }

    /// Builds an in-RAM index from units directly (tests and tools).
    pub fn from_units(units: &[Unit], docs: Vec<DocEntry>) -> Result<Index> {
        Index::from_units_in_ram(units, docs, None, &Cancel::new())
    }

    fn from_units_in_ram(
        units: &[Unit],
        docs: Vec<DocEntry>,
        reason: Option<String>,
        cancel: &Cancel,
    ) -> Result<Index> {
        let fields = Fields::new();
        let index = build::create(&fields, None)?;
        build::write(&index, &fields, units, cancel)?;
        let reader = cache::reader(&index)?;
        let titles = units
            .iter()
            .filter(|u| u.name.is_none())
            .map(|u| u.title.as_str());
        Ok(Index {
            reader,
            fields,
            expansions: expand::Expansions::from_titles(titles),
            doc_names: intent::DocNames::new(&docs),
            rank_factors: Default::default(),
            docs,
            storage: Storage::Memory { reason },
        })
    }

    fn assemble(reader: IndexReader, fields: Fields, corpus: &Corpus, storage: Storage) -> Index {
        Index {
            reader,
            fields,
            expansions: expand::Expansions::from_titles(
                corpus.section_entries().map(|s| &*s.title),
            ),
            doc_names: intent::DocNames::new(&doc_entries(corpus)),
            rank_factors: Default::default(),
            docs: doc_entries(corpus),
            storage,
        }
    }

    /// Where this index lives.
    pub fn storage(&self) -> &Storage {
        &self.storage
    }

    /// The number of indexed units.
    pub fn len(&self) -> u64 {
        self.reader.searcher().num_docs()
    }

    /// True when nothing is indexed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Runs a query. Never fails on what the user typed: broken syntax is read as plain words,
    /// an unknown filter value gives no hits and a note.
    pub fn search(&self, query: &str, options: &SearchOptions) -> Result<SearchOutcome> {
        let mut parsed = ParsedQuery::parse(query);
        let searcher = self.reader.searcher();
        let interpreted = self.interpret(&mut parsed, &options.filters, &searcher);
        let mut planner =
            query::Planner::new(&self.fields, &self.docs, Some(&searcher), &self.expansions);
        let plan = planner.plan(&parsed, &options.filters);
        let highlighter = Highlighter::new(plan.highlight, self.fields.body);
        let hits = if plan.matches_nothing || options.limit == 0 {
            Vec::new()
        } else {
            let ranking = match (&interpreted, plan.doc_filtered) {
                (_, true) => Ranking::Kind,
                (Some(i), false) => Ranking::Prefer(self.preference(i)),
                (None, false) => match self.own_words_game(&parsed, options, &searcher) {
                    Some(game) => Ranking::Prefer(self.game_preference(game)),
                    None => Ranking::Precedence,
                },
            };
            self.run(&*plan.query, options.limit, ranking)?
        };
        Ok(SearchOutcome {
            hits,
            notes: plan.notes,
            highlighter,
            interpreted,
        })
    }

    /// The best passage of each document (cards excluded) for a query, so a judge sees how
    /// the rule books differ. Filters in the query or options narrow the documents.
    pub fn compare(&self, query: &str, options: &SearchOptions) -> Result<CompareOutcome> {
        self.compare_with(query, options, &Cancel::new())
    }

    /// [`Index::compare`], stopping between documents with [`IndexError::Cancelled`] once
    /// `cancel` is raised.
    pub fn compare_with(
        &self,
        query: &str,
        options: &SearchOptions,
        cancel: &Cancel,
    ) -> Result<CompareOutcome> {
        let parsed = ParsedQuery::parse(query);
        let searcher = self.reader.searcher();
        let mut planner =
            query::Planner::new(&self.fields, &self.docs, Some(&searcher), &self.expansions);
        let base = planner.plan(&parsed, &options.filters);
        let mut docs = Vec::new();
        for d in &self.docs {
            cancel.check()?;
            let mut filters = options.filters.clone();
            filters.doc.push(d.id.clone());
            let plan = planner.plan(&parsed, &filters);
            let hit = if plan.matches_nothing {
                None
            } else {
                self.run(&*plan.query, 1, Ranking::Kind)?.into_iter().next()
            };
            docs.push(DocBest {
                doc: d.id.clone(),
                hit,
            });
        }
        Ok(CompareOutcome {
            docs,
            notes: base.notes,
            highlighter: Highlighter::new(base.highlight, self.fields.body),
        })
    }

    /// The plain BM25 floor ([`baseline`]): the query's words over the same units, no
    /// expansion, intent, fuzzy matching or precedence. For the relevance measure.
    pub fn search_bm25(&self, query: &str, limit: usize) -> Result<Vec<Hit>> {
        match baseline::query(&self.fields, query) {
            Some(q) if limit > 0 => self.run(&*q, limit, Ranking::Plain),
            _ => Ok(Vec::new()),
        }
    }

    fn run(
        &self,
        query: &dyn tantivy::query::Query,
        limit: usize,
        ranking: Ranking,
    ) -> Result<Vec<Hit>> {
        let searcher = self.reader.searcher();
        // No more hits than units: a huge `--limit` allocates nothing (input bound).
        let limit = limit.min(usize::try_from(searcher.num_docs()).unwrap_or(usize::MAX));
        // Under a `doc:` filter only the kind factor applies: the user chose the document.
        let factor = match &ranking {
            Ranking::Precedence => Some(rank_factors::Factor::Rank),
            Ranking::Kind | Ranking::Prefer(_) => Some(rank_factors::Factor::KindRank),
            Ranking::Plain => None,
        };
        let prefer = match ranking {
            Ranking::Prefer(w) => Some(Arc::new(w)),
            _ => None,
        };
        // Room for passages of one section that collapse into one hit.
        let fetch = limit.saturating_mul(2).saturating_add(10);
        let factors = self.rank_factors.all(&searcher);
        let collector = TopDocs::with_limit(fetch).tweak_score(move |segment: &SegmentReader| {
            let seg = factors.of(segment);
            let prefer = prefer.clone();
            move |doc, score: Score| {
                let mut s = match factor {
                    Some(f) => score * seg.of(f, doc),
                    None => score,
                };
                if let Some(p) = &prefer {
                    let no = seg.doc_no.get(doc as usize).copied().unwrap_or(0);
                    if let Some((_, w)) = p.iter().find(|(k, _)| *k == no) {
                        s *= *w as Score;
                    }
                }
                s
            }
        });
        let top: Vec<(Score, DocAddress)> = searcher.search(query, &collector)?;
        let mut hits: Vec<Hit> = Vec::with_capacity(limit);
        for (score, address) in top {
            let doc: TantivyDocument = searcher.doc(address)?;
            let Some(id) = doc.get_first(self.fields.id).and_then(|v| v.as_str()) else {
                continue;
            };
            // A long section is several passages: keep its best one.
            if hits.iter().any(|h| h.id == id) {
                continue;
            }
            let card = doc
                .get_first(self.fields.card)
                .and_then(|v| v.as_str())
                .and_then(|json| serde_json::from_str(json).ok());
            let passage = doc
                .get_first(self.fields.passage)
                .and_then(|v| v.as_str())
                .map(str::to_string);
            hits.push(Hit {
                id: id.to_string(),
                score,
                card,
                passage,
            });
            if hits.len() == limit {
                break;
            }
        }
        Ok(hits)
    }
}

#[cfg(test)]
mod tests;
