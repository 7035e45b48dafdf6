//! The card-pool import: `../shared/cardpool/` -> `cards/`.
//!
//! [`import_pool`] reads the Score pool (`score/cards.lackey.json`) and the Panini-era pool
//! (`panini/octgn-sets/*.xml`, through the [`octgn`] reader) into [`Card`] records (`score`,
//! `panini`), normalising types and styles through the data tables of `normalise` and
//! recording in [`Card::sources`] where every field came from. Given the rulings and legality lists of the loaded documents
//! ([`link::Links`]) it also fills each card's current text, rulings and legality and
//! builds the documents-only cards. [`card_files`] turns the cards into the deterministic
//! `cards/` files (one pretty-printed JSON array per game and set); [`write_card_files`] writes
//! them. Anything the import cannot read is listed in the [`ImportReport`], never guessed.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::corpus::card::Card;
use crate::corpus::document::Game;
use crate::corpus::sets::slug;

pub mod link;
mod normalise;
pub mod octgn;
mod panini;
mod score;

pub use normalise::{normalise_type, TypeRow, STYLE_TABLE, TYPE_TABLE, UNKNOWN_TYPE};
use panini::import_panini;
use score::import_score;
pub use score::{level_name, parse_score_name, ParsedName, VARIANT_TAGS};

use link::Links;

/// The Score pool file, relative to the pool directory.
pub const SCORE_FILE: &str = "score/cards.lackey.json";
/// The folder of OCTGN set files, relative to the pool directory.
pub const PANINI_DIR: &str = "panini/octgn-sets";

/// Errors that stop the import (a whole file unreadable). Problems with single records or
/// fields do not stop it: they go to the [`ImportReport`].
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// A file or folder could not be read or written.
    #[error("cannot access {path}: {source}")]
    Io {
        /// The path.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The Score pool is not a JSON array.
    #[error(
        "{file}: line {line}, column {column}: expected a JSON array of card objects: {message}"
    )]
    Json {
        /// The file.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// An OCTGN set file is not the XML the reader expects.
    #[error("{file}: {source}")]
    Xml {
        /// The file.
        file: String,
        /// The reader's error.
        source: octgn::XmlError,
    },
    /// A card could not be serialized (should not happen).
    #[error("cannot serialize {file}: {source}")]
    Serialize {
        /// The output file.
        file: String,
        /// The underlying error.
        source: serde_json::Error,
    },
}

/// Result alias for the import.
pub type Result<T> = std::result::Result<T, ImportError>;

/// The imported cards and what the import noticed.
#[derive(Debug, Clone)]
pub struct Import {
    /// Every card: Score pool, Panini pool, then documents-only cards.
    pub cards: Vec<Card>,
    /// Counts and problems.
    pub report: ImportReport,
}

/// What the import read, skipped, could not read and renamed.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ImportReport {
    /// Records in the Score pool file.
    pub score_records: usize,
    /// Score cards imported.
    pub score_imported: usize,
    /// `<card>` elements in the OCTGN set files.
    pub panini_records: usize,
    /// Panini-era cards imported.
    pub panini_imported: usize,
    /// Cards built from the documents alone.
    pub documents_only: usize,
    /// Cards per game and normalised type (`score-dbz-ccg/Personality` -> 485).
    pub types: BTreeMap<String, usize>,
    /// Records not imported at all, with the reason.
    pub skipped: Vec<Issue>,
    /// Fields that could not be read: the card was imported with the field left empty.
    pub unreadable: Vec<Issue>,
    /// Values kept but worth a look (a ladder given top-down and turned round, a ladder with no
    /// 0 stage).
    pub notes: Vec<Issue>,
    /// Ids made unique because two records of one set share a number.
    pub renamed_ids: Vec<RenamedId>,
    /// Rulings no card could be linked to.
    pub unmatched_rulings: Vec<link::Unmatched>,
    /// Rulings linked, documents-only cards built from them, legality entries applied.
    pub linked_rulings: usize,
    /// Legality entries applied to cards.
    pub linked_legality: usize,
    /// Legality entries naming no card.
    pub unmatched_legality: Vec<link::Unmatched>,
    /// Links made other than by equal names (close spelling, number, all levels), for review.
    pub fuzzy_links: Vec<link::FuzzyLink>,
    /// Cards tagged from printed "League Only" / "Tuff Enuff Only" text, per status key.
    pub printed_legality: BTreeMap<String, usize>,
    /// Score personality cards per group (`Saiyan Heritage` -> n), from the CRD's lists.
    pub groups: BTreeMap<String, usize>,
    /// Group list entries that reach no pool card.
    pub unmatched_groups: Vec<link::Unmatched>,
}

/// One problem with one record or field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Issue {
    /// Where: `score/cards.lackey.json[17]`, `panini/octgn-sets/evolution.xml:1234`.
    pub source: String,
    /// The card name as the source writes it.
    pub name: String,
    /// The field (`type`, `power_ladder`, ...), empty for a whole record.
    pub field: String,
    /// The raw value.
    pub value: String,
    /// What is wrong with it.
    pub reason: String,
}

/// A duplicate id made unique.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RenamedId {
    /// Where the record stands.
    pub source: String,
    /// The card name.
    pub name: String,
    /// The id it would have had.
    pub base: String,
    /// The id it got.
    pub id: String,
}

/// Imports the card pool under `pool_dir` (the `cardpool/` folder). With `links`, also links
/// rulings and legality to the cards and builds the documents-only cards.
pub fn import_pool(pool_dir: &Path, links: Option<&Links<'_>>) -> Result<Import> {
    let mut report = ImportReport::default();
    let mut cards = import_score(pool_dir, &mut report)?;
    cards.extend(import_panini(pool_dir, &mut report)?);
    if let Some(links) = links {
        link::link_cards(&mut cards, links, &mut report);
    }
    for c in &cards {
        *report
            .types
            .entry(format!("{}/{}", c.game.key(), c.card_type))
            .or_default() += 1;
    }
    Ok(Import { cards, report })
}

/// Loads the rules documents of `crd_dir` (`*.md`) without any card files, for linking: the
/// import must not depend on the `cards/` it is about to write.
pub fn load_documents(crd_dir: &Path) -> crate::corpus::Result<crate::corpus::Corpus> {
    let mut files = Vec::new();
    if crd_dir.is_dir() {
        let entries =
            std::fs::read_dir(crd_dir).map_err(|source| crate::corpus::CorpusError::Io {
                path: crd_dir.to_path_buf(),
                source,
            })?;
        for entry in entries {
            let path = entry
                .map_err(|source| crate::corpus::CorpusError::Io {
                    path: crd_dir.to_path_buf(),
                    source,
                })?
                .path();
            if path.extension().and_then(|e| e.to_str()) != Some("md") {
                continue;
            }
            let text = std::fs::read_to_string(&path).map_err(|source| {
                crate::corpus::CorpusError::Io {
                    path: path.clone(),
                    source,
                }
            })?;
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            files.push(crate::corpus::SourceFile { name, text });
        }
    }
    crate::corpus::Corpus::from_sources(files, Vec::new())
}

/// The `cards/` files for these cards: relative path (`score/saiyan-saga.json`) -> pretty JSON
/// text with a final newline. A card's file is its id minus the last segment; cards keep their
/// order within a file.
pub fn card_files(cards: &[Card]) -> Result<BTreeMap<String, String>> {
    let mut groups: BTreeMap<String, Vec<&Card>> = BTreeMap::new();
    for c in cards {
        let dir = c.id.rsplit_once('/').map_or("misc", |(d, _)| d);
        groups.entry(format!("{dir}.json")).or_default().push(c);
    }
    let mut out = BTreeMap::new();
    for (file, group) in groups {
        let mut text =
            serde_json::to_string_pretty(&group).map_err(|source| ImportError::Serialize {
                file: file.clone(),
                source,
            })?;
        text.push('\n');
        out.insert(file, text);
    }
    Ok(out)
}

/// Writes the files of [`card_files`] under `out_dir`, first removing the `*.json` files of its
/// game folders (`score/`, `panini/`) so no stale set file survives.
pub fn write_card_files(out_dir: &Path, files: &BTreeMap<String, String>) -> Result<()> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| ImportError::Io { path, source }
    };
    for game_dir in ["score", "panini"] {
        let dir = out_dir.join(game_dir);
        if !dir.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(&dir).map_err(io(&dir))? {
            let path = entry.map_err(io(&dir))?.path();
            if path.extension().and_then(|e| e.to_str()) == Some("json") {
                std::fs::remove_file(&path).map_err(io(&path))?;
            }
        }
    }
    for (name, text) in files {
        let path = out_dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(io(parent))?;
        }
        std::fs::write(&path, text).map_err(io(&path))?;
    }
    Ok(())
}

/// Assigns unique ids: the second record with a base id gets `-2`, the third `-3`, in pool
/// order.
struct IdAllocator {
    seen: HashMap<String, usize>,
}

impl IdAllocator {
    fn new() -> Self {
        IdAllocator {
            seen: HashMap::new(),
        }
    }

    fn allocate(
        &mut self,
        base: String,
        source: &str,
        name: &str,
        report: &mut ImportReport,
    ) -> String {
        let n = self.seen.entry(base.clone()).or_insert(0);
        *n += 1;
        if *n == 1 {
            return base;
        }
        let mut k = *n;
        let mut id = format!("{base}-{k}");
        while self.seen.contains_key(&id) {
            k += 1;
            id = format!("{base}-{k}");
        }
        self.seen.insert(id.clone(), 1);
        report.renamed_ids.push(RenamedId {
            source: source.to_string(),
            name: name.to_string(),
            base,
            id: id.clone(),
        });
        id
    }
}

fn issue(source: &str, name: &str, field: &str, value: &str, reason: &str) -> Issue {
    Issue {
        source: source.to_string(),
        name: name.to_string(),
        field: field.to_string(),
        value: value.to_string(),
        reason: reason.to_string(),
    }
}

fn read(pool_dir: &Path, rel: &str) -> Result<String> {
    let path = pool_dir.join(rel);
    std::fs::read_to_string(&path).map_err(|source| ImportError::Io { path, source })
}

/// `{pool}/{set-slug}/{number-slug}`, or the name's slug where the source gives no number.
fn base_card_id(pool: &str, set: &str, number: &str, name: &str) -> String {
    let number_slug = slug(number);
    let last = if number_slug.is_empty() {
        slug(name)
    } else {
        number_slug
    };
    format!("{pool}/{}/{last}", slug(set))
}

/// A fresh card with the fields every import fills.
pub(crate) fn blank_card(id: String, name: String, game: Game) -> Card {
    Card {
        id,
        name,
        variant: None,
        game,
        set: String::new(),
        set_raw: String::new(),
        number: String::new(),
        card_type: UNKNOWN_TYPE.to_string(),
        type_raw: String::new(),
        style: None,
        rarity: None,
        level: None,
        alignment: None,
        pur: None,
        power_ladder: Vec::new(),
        ladder_raw: Vec::new(),
        endurance: None,
        traits: Vec::new(),
        groups: Vec::new(),
        printed_text: String::new(),
        current_text: String::new(),
        current_text_source: None,
        partial_errata: Vec::new(),
        limit_per_deck: None,
        legality: Vec::new(),
        rulings: Vec::new(),
        documents_only: false,
        sources: BTreeMap::new(),
    }
}
