//! The card-pool import: `../shared/cardpool/` -> `cards/`.
//!
//! [`import_pool`] reads the Score pool (`score/cards.lackey.json`) and the Panini-era pool
//! (`panini/octgn-sets/*.xml`) into [`Card`] records, normalising names, types, styles and
//! power ladders through the data tables below and recording in [`Card::sources`] where every
//! field came from. Given the rulings and legality lists of the loaded documents
//! ([`link::Links`]) it also fills each card's current text, rulings and legality and
//! builds the documents-only cards. [`card_files`] turns the cards into the deterministic
//! `cards/` files (one pretty-printed JSON array per game and set); [`write_card_files`] writes
//! them. Anything the import cannot read is listed in the [`ImportReport`], never guessed.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::corpus::card::Card;
use crate::corpus::document::Game;
use crate::corpus::sets::{self, slug};

pub mod link;
pub mod octgn;

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

/// One row of the type-normalisation table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypeRow {
    /// The game.
    pub game: Game,
    /// The raw type value as the source writes it.
    pub raw: &'static str,
    /// The game's card type.
    pub card_type: &'static str,
    /// The alignment the raw type states, if it states one.
    pub alignment: Option<&'static str>,
}

const SC: Game = Game::ScoreDbzCcg;
const PA: Game = Game::PaniniDbzTcg;

const fn ty(
    game: Game,
    raw: &'static str,
    card_type: &'static str,
    alignment: Option<&'static str>,
) -> TypeRow {
    TypeRow {
        game,
        raw,
        card_type,
        alignment,
    }
}

/// Raw type -> card type. Score types follow the CRD's "Card Types and Card Type
/// Clarifications"; a Score record's personality-ness is decided by its `isPersonality` flag
/// and level, so `Villian`, `Hero/Fusion`, `Celestial Fighter` and friends are Personalities.
/// Panini-era files type Allies as `Ally` (`Hero Ally`, ...), so their other personality types
/// (`Personality`, `Hero`, `Villain MP`, ...) are Main Personalities.
pub const TYPE_TABLE: &[TypeRow] = &[
    ty(SC, "Personality", "Personality", None),
    ty(SC, "Villian", "Personality", Some("Villain")),
    ty(SC, "Majin Villian", "Personality", Some("Villain")),
    ty(SC, "Hero/Fusion", "Personality", Some("Hero")),
    ty(SC, "Fusion", "Personality", None),
    ty(SC, "Celestial Fighter", "Personality", None),
    ty(SC, "Physical Combat", "Physical Combat", None),
    ty(SC, "Physical-Combat", "Physical Combat", None),
    ty(SC, "Energy Combat", "Energy Combat", None),
    ty(SC, "Energy-Combat", "Energy Combat", None),
    ty(SC, "Combat", "Combat", None),
    ty(SC, "Non-Combat", "Non-Combat", None),
    ty(SC, "Non- Combat", "Non-Combat", None),
    ty(SC, "Non-combat", "Non-Combat", None),
    ty(SC, "Non Combat", "Non-Combat", None),
    ty(SC, "Dragon Ball", "Dragon Ball", None),
    ty(SC, "Mastery", "Mastery", None),
    ty(SC, "Battleground", "Battleground", None),
    ty(SC, "Location", "Location", None),
    ty(SC, "Sensei", "Sensei", None),
    ty(PA, "Personality", "Main Personality", None),
    ty(PA, "personality", "Main Personality", None),
    ty(PA, "Hero", "Main Personality", Some("Hero")),
    ty(PA, "Villain", "Main Personality", Some("Villain")),
    ty(PA, "Hero MP", "Main Personality", Some("Hero")),
    ty(PA, "Villain MP", "Main Personality", Some("Villain")),
    ty(PA, "Ally", "Ally", None),
    ty(PA, "Hero Ally", "Ally", Some("Hero")),
    ty(PA, "Villain Ally", "Ally", Some("Villain")),
    ty(PA, "Hero/Villain Ally", "Ally", None),
    ty(PA, "Physical Combat", "Physical Combat", None),
    ty(PA, "Physical combat", "Physical Combat", None),
    ty(PA, "Phsyical Combat", "Physical Combat", None),
    ty(PA, "Phyiscal Combat", "Physical Combat", None),
    ty(PA, "Physical Attack", "Physical Combat", None),
    ty(PA, "Physical attack", "Physical Combat", None),
    ty(PA, "Physical attack.", "Physical Combat", None),
    ty(PA, "Energy Combat", "Energy Combat", None),
    ty(PA, "Energy Combat.", "Energy Combat", None),
    ty(PA, "Event", "Event", None),
    ty(PA, "Setup", "Setup", None),
    ty(PA, "Drill", "Drill", None),
    ty(PA, "Mastery", "Mastery", None),
    ty(PA, "Dragon Ball", "Dragon Ball", None),
];

/// The card type given to a record whose raw type the table does not know.
pub const UNKNOWN_TYPE: &str = "Unknown";

/// Raw types that mark OCTGN interface objects, not cards: skipped.
const NOT_CARDS: &[&str] = &["Button"];

/// The type row for a raw type value, if the table has one.
pub fn normalise_type(game: Game, raw: &str) -> Option<&'static TypeRow> {
    TYPE_TABLE
        .iter()
        .find(|r| r.game == game && r.raw == raw.trim())
}

/// Style values the table rewrites: (game, raw, style, why).
pub const STYLE_TABLE: &[(Game, &str, &str, &str)] = &[
    (
        SC,
        "Colorless",
        "Freestyle",
        "CRD 3.0.0 calls cards without a Martial Arts Style \"Freestyle cards\"; the Score errata said \"Colorless\"",
    ),
    (SC, "named", "Named", "case"),
    (PA, "Freetyle", "Freestyle", "spelling"),
];

/// The styles each game has; any other value is reported as unreadable.
const STYLES: &[(Game, &[&str])] = &[
    (
        SC,
        &[
            "Red",
            "Blue",
            "Black",
            "Orange",
            "Saiyan",
            "Namekian",
            "Named",
            "Freestyle",
        ],
    ),
    (
        PA,
        &[
            "Red",
            "Blue",
            "Black",
            "Orange",
            "Saiyan",
            "Namekian",
            "Freestyle",
        ],
    ),
];

/// Tags the Score source appends in parentheses to tell printings apart; they are not part of
/// the card's name and go to [`Card::variant`].
pub const VARIANT_TAGS: &[&str] = &["CS", "WGS", "BuS", "BM", "CA", "cc", "IR", "Error Dupe"];

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

/// A Score record as `cards.lackey.json` writes it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct LackeyCard {
    name: String,
    #[serde(default)]
    set: String,
    #[serde(default)]
    number: String,
    level: Option<u32>,
    rarity: Option<String>,
    style: Option<String>,
    #[serde(rename = "type")]
    card_type: Option<String>,
    alignment: Option<String>,
    #[serde(default)]
    is_personality: bool,
    pur: Option<u32>,
    ladder: Option<Vec<serde_json::Value>>,
    text: Option<String>,
}

/// A card name split into its parts: `Goku (level 1-BuS HT)` -> `Goku`, 1, `BuS HT`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedName {
    /// The name without level and tags.
    pub base: String,
    /// The level the name states.
    pub level: Option<u32>,
    /// The printing tags, joined with `, `.
    pub variant: Option<String>,
}

/// Splits a Score pool name into base name, level and printing tags. Trailing parenthesised
/// groups are taken apart when they hold a level (`Lvl 1`, `level 2`, `lvl 4 FS`, `TS-Lvl 2`)
/// or a known printing tag ([`VARIANT_TAGS`]); any other parentheses stay in the name.
pub fn parse_score_name(raw: &str) -> ParsedName {
    let mut rest = raw.trim();
    let mut level = None;
    let mut tags: Vec<String> = Vec::new();
    while let Some(inner) = rest.strip_suffix(')') {
        let Some(open) = inner.rfind('(') else { break };
        let group = &inner[open + 1..];
        let (lvl, tag) = split_level(group);
        if lvl.is_none() && !VARIANT_TAGS.contains(&tag.as_str()) {
            break;
        }
        level = level.or(lvl);
        if !tag.is_empty() {
            tags.insert(0, tag);
        }
        rest = inner[..open].trim_end();
    }
    ParsedName {
        base: rest.to_string(),
        level,
        variant: (!tags.is_empty()).then(|| tags.join(", ")),
    }
}

/// Finds `lv`/`lvl`/`level` + number inside a parenthesised group; returns the level and the
/// rest of the group with separators trimmed (`TS-Lvl 2` -> 2, `TS`).
fn split_level(group: &str) -> (Option<u32>, String) {
    let lower = group.to_ascii_lowercase();
    for word in ["level", "lvl", "lv"] {
        let mut from = 0;
        while let Some(pos) = lower[from..].find(word).map(|p| p + from) {
            let before_ok = pos == 0 || !lower.as_bytes()[pos - 1].is_ascii_alphabetic();
            let after = &lower[pos + word.len()..];
            let digits_at = after.len() - after.trim_start_matches([' ', '.']).len();
            let digits: String = after[digits_at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if before_ok && !digits.is_empty() {
                let end = pos + word.len() + digits_at + digits.len();
                let tag = format!("{} {}", &group[..pos], &group[end..]);
                let tag = tag
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .trim_matches(|c: char| c == '-' || c == ' ')
                    .to_string();
                return (digits.parse().ok(), tag);
            }
            from = pos + word.len();
        }
    }
    (None, group.trim().to_string())
}

/// The display name of a personality at a level: `Tien Lv.1`.
pub fn level_name(base: &str, level: u32) -> String {
    format!("{base} Lv.{level}")
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

/// Applies [`STYLE_TABLE`] and checks the value against the game's styles.
fn normalise_style(
    game: Game,
    raw: Option<&str>,
    at: &str,
    name: &str,
    report: &mut ImportReport,
) -> Option<(String, String)> {
    let raw = raw.map(str::trim).filter(|s| !s.is_empty())?;
    let (style, why) = STYLE_TABLE
        .iter()
        .find(|(g, r, _, _)| *g == game && *r == raw)
        .map_or((raw, ""), |(_, _, s, why)| (*s, *why));
    let known = STYLES
        .iter()
        .any(|(g, list)| *g == game && list.contains(&style));
    if !known {
        report.unreadable.push(issue(
            at,
            name,
            "style",
            raw,
            "not one of the game's styles",
        ));
        return None;
    }
    let note = if why.is_empty() {
        String::new()
    } else {
        format!(" (as {raw:?}: {why})")
    };
    Some((style.to_string(), note))
}

fn import_score(pool_dir: &Path, report: &mut ImportReport) -> Result<Vec<Card>> {
    let text = read(pool_dir, SCORE_FILE)?;
    let values: Vec<serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| ImportError::Json {
            file: SCORE_FILE.to_string(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })?;
    report.score_records = values.len();
    let mut ids = IdAllocator::new();
    let mut cards = Vec::new();
    for (i, value) in values.into_iter().enumerate() {
        let at = format!("{SCORE_FILE}[{i}]");
        let raw_name = value
            .get("name")
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string();
        let rec: LackeyCard = match serde_json::from_value(value) {
            Ok(r) => r,
            Err(e) => {
                report.skipped.push(issue(
                    &at,
                    &raw_name,
                    "",
                    "",
                    &format!("unreadable record: {e}"),
                ));
                continue;
            }
        };
        cards.push(score_card(&rec, &at, &mut ids, report));
    }
    report.score_imported = cards.len();
    Ok(cards)
}

fn score_card(
    rec: &LackeyCard,
    at: &str,
    ids: &mut IdAllocator,
    report: &mut ImportReport,
) -> Card {
    let src = |field: &str| format!("{at} {field}");
    let parsed = parse_score_name(&rec.name);
    let type_raw = rec.card_type.clone().unwrap_or_default();
    let row = normalise_type(SC, &type_raw);

    // Level: the record's own field, else the one its name states.
    let mut level_src = src("level");
    let level = match (rec.level, parsed.level) {
        (Some(l), Some(n)) if l != n => {
            report.notes.push(issue(
                at,
                &rec.name,
                "level",
                &l.to_string(),
                &format!("the name says level {n}; the level field is kept"),
            ));
            Some(l)
        }
        (Some(l), _) => Some(l),
        (None, Some(n)) => {
            level_src = src("name");
            Some(n)
        }
        (None, None) => None,
    };

    let personality = rec.is_personality || row.is_some_and(|r| r.card_type == "Personality");
    let (card_type, type_note) = match row {
        _ if personality => {
            if !rec.is_personality || row.is_none_or(|r| r.card_type != "Personality") {
                report.notes.push(issue(
                    at,
                    &rec.name,
                    "type",
                    &type_raw,
                    "the type and isPersonality disagree; typed Personality",
                ));
            }
            ("Personality".to_string(), String::new())
        }
        Some(r) => (r.card_type.to_string(), String::new()),
        None => {
            report.unreadable.push(issue(
                at,
                &rec.name,
                "type",
                &type_raw,
                "not a type the table knows",
            ));
            (UNKNOWN_TYPE.to_string(), " (unknown raw type)".to_string())
        }
    };

    let name = match (personality, level) {
        (true, Some(l)) => level_name(&parsed.base, l),
        (true, None) => {
            report.unreadable.push(issue(
                at,
                &rec.name,
                "level",
                "",
                "a personality whose record and name give no level",
            ));
            parsed.base.clone()
        }
        (false, _) => parsed.base.clone(),
    };

    let set_info = sets::score_set(&rec.set);
    let (set_name, set_note) = match set_info {
        Some(s) => (
            s.name.to_string(),
            match s.named_in {
                Some(doc) => format!(" (set table: name as {doc} writes it)"),
                None => " (set table: readable form; no document names this set)".to_string(),
            },
        ),
        None => {
            report.unreadable.push(issue(
                at,
                &rec.name,
                "set",
                &rec.set,
                "a set key the set table does not know; kept as written",
            ));
            (rec.set.clone(), " (not in the set table)".to_string())
        }
    };

    let base_id = base_card_id("score", &set_name, &rec.number, &name);
    let id = ids.allocate(base_id, at, &rec.name, report);

    let mut card = blank_card(id, name, SC);
    card.sources.insert("name".into(), src("name"));
    if let Some(v) = &parsed.variant {
        card.variant = Some(v.clone());
        card.sources.insert("variant".into(), src("name"));
    }
    card.set = set_name;
    card.set_raw = rec.set.clone();
    card.sources
        .insert("set".into(), format!("{}{set_note}", src("set")));
    card.number = rec.number.clone();
    card.sources.insert("number".into(), src("number"));
    card.card_type = card_type;
    card.type_raw = type_raw;
    card.sources.insert(
        "type".into(),
        format!("{} with isPersonality{type_note}", src("type")),
    );
    if let Some((style, note)) = normalise_style(SC, rec.style.as_deref(), at, &rec.name, report) {
        card.style = Some(style);
        card.sources
            .insert("style".into(), format!("{}{note}", src("style")));
    }
    if let Some(r) = rec.rarity.as_deref().filter(|r| !r.trim().is_empty()) {
        card.rarity = Some(r.trim().to_string());
        card.sources.insert("rarity".into(), src("rarity"));
    }
    if let Some(l) = level {
        card.level = Some(l);
        card.sources.insert("level".into(), level_src);
    }
    match (rec.alignment.as_deref(), row.and_then(|r| r.alignment)) {
        (Some(a), _) if !a.trim().is_empty() => {
            card.alignment = Some(a.trim().to_string());
            card.sources.insert("alignment".into(), src("alignment"));
        }
        (_, Some(a)) => {
            card.alignment = Some(a.to_string());
            card.sources.insert(
                "alignment".into(),
                format!(
                    "{} (the raw type {:?} states it)",
                    src("type"),
                    card.type_raw
                ),
            );
        }
        _ => {}
    }
    if let Some(p) = rec.pur {
        card.pur = Some(p);
        card.sources.insert("pur".into(), src("pur"));
    }
    if let Some(ladder) = rec.ladder.as_ref().filter(|l| !l.is_empty()) {
        let numbers: Option<Vec<u64>> = ladder.iter().map(serde_json::Value::as_u64).collect();
        match numbers {
            Some(n) => {
                card.power_ladder = n;
                card.sources.insert("power_ladder".into(), src("ladder"));
            }
            None => {
                card.ladder_raw = ladder
                    .iter()
                    .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                    .collect();
                card.sources.insert("ladder_raw".into(), src("ladder"));
                report.notes.push(issue(
                    at,
                    &rec.name,
                    "power_ladder",
                    &card.ladder_raw.join(", "),
                    "not all power ratings are numbers (Z power stages): kept as ladder_raw",
                ));
            }
        }
    }
    card.printed_text = rec.text.clone().unwrap_or_default();
    card.current_text = card.printed_text.clone();
    card.sources.insert("printed_text".into(), src("text"));
    card
}

fn import_panini(pool_dir: &Path, report: &mut ImportReport) -> Result<Vec<Card>> {
    let dir = pool_dir.join(PANINI_DIR);
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|source| ImportError::Io {
            path: dir.clone(),
            source,
        })?
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.ends_with(".xml"))
        .collect();
    files.sort();
    let mut cards = Vec::new();
    for file in files {
        let rel = format!("{PANINI_DIR}/{file}");
        let text = read(pool_dir, &rel)?;
        let set = octgn::parse_set(&text).map_err(|source| ImportError::Xml {
            file: rel.clone(),
            source,
        })?;
        report.panini_records += set.cards.len();
        let mut ids = IdAllocator::new();
        for oc in &set.cards {
            let at = format!("{rel}:{}", oc.line);
            let type_raw = oc.property("Type").unwrap_or_default().trim().to_string();
            if NOT_CARDS.contains(&type_raw.as_str()) {
                report.skipped.push(issue(
                    &at,
                    &oc.name,
                    "type",
                    &type_raw,
                    "an OCTGN interface object, not a card",
                ));
                continue;
            }
            cards.push(panini_card(&set, oc, &at, &type_raw, &mut ids, report));
        }
    }
    report.panini_imported = cards.len();
    Ok(cards)
}

fn panini_card(
    set: &octgn::OctgnSet,
    oc: &octgn::OctgnCard,
    at: &str,
    type_raw: &str,
    ids: &mut IdAllocator,
    report: &mut ImportReport,
) -> Card {
    let src = |prop: &str| format!("{at} {prop}");
    let prop = |p: &str| oc.property(p).map(str::trim).filter(|v| !v.is_empty());
    let name = oc.name.trim().to_string();
    let number = prop("Card Number").unwrap_or_default().to_string();
    let base_id = base_card_id("panini", &set.name, &number, &name);
    let id = ids.allocate(base_id, at, &oc.name, report);
    let mut card = blank_card(id, name, PA);
    card.sources.insert("name".into(), format!("{at} name"));
    card.set = set.name.clone();
    card.set_raw = set.name.clone();
    card.sources.insert(
        "set".into(),
        format!("{at} <set name> (as the OCTGN file gives it; official status not claimed)"),
    );
    card.number = number;
    card.sources.insert("number".into(), src("Card Number"));

    match normalise_type(PA, type_raw) {
        Some(row) => {
            card.card_type = row.card_type.to_string();
            if let Some(a) = row.alignment {
                card.alignment = Some(a.to_string());
                card.sources.insert(
                    "alignment".into(),
                    format!("{} (the raw type {type_raw:?} states it)", src("Type")),
                );
            }
        }
        None => report.unreadable.push(issue(
            at,
            &oc.name,
            "type",
            type_raw,
            "not a type the table knows",
        )),
    }
    card.type_raw = type_raw.to_string();
    card.sources.insert("type".into(), src("Type"));

    if let Some((style, note)) = normalise_style(PA, prop("Style"), at, &oc.name, report) {
        card.style = Some(style);
        card.sources
            .insert("style".into(), format!("{}{note}", src("Style")));
    }
    if let Some(r) = prop("Rarity") {
        card.rarity = Some(r.to_string());
        card.sources.insert("rarity".into(), src("Rarity"));
    }
    let number_field = |field: &str, property: &str, report: &mut ImportReport| -> Option<u32> {
        let v = prop(property)?;
        match v.parse() {
            Ok(n) => Some(n),
            Err(_) => {
                report
                    .unreadable
                    .push(issue(at, &oc.name, field, v, "not a whole number"));
                None
            }
        }
    };
    card.level = number_field("level", "Card Level", report);
    card.pur = number_field("pur", "PUR", report);
    card.endurance = number_field("endurance", "Endurance", report);
    card.limit_per_deck = number_field("limit_per_deck", "Limit per Deck", report);
    for (field, property, present) in [
        ("level", "Card Level", card.level.is_some()),
        ("pur", "PUR", card.pur.is_some()),
        ("endurance", "Endurance", card.endurance.is_some()),
        (
            "limit_per_deck",
            "Limit per Deck",
            card.limit_per_deck.is_some(),
        ),
    ] {
        if present {
            card.sources.insert(field.into(), src(property));
        }
    }
    if let Some(raw) = prop("Power Rating") {
        if let Some(ladder) = panini_ladder(raw, at, &oc.name, report) {
            card.power_ladder = ladder.0;
            card.sources.insert(
                "power_ladder".into(),
                format!("{}{}", src("Power Rating"), ladder.1),
            );
        }
    }
    if let Some(t) = prop("Traits") {
        card.traits = t
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        card.sources.insert("traits".into(), src("Traits"));
    }
    card.printed_text = oc.property("Text").unwrap_or_default().to_string();
    card.current_text = card.printed_text.clone();
    card.sources.insert("printed_text".into(), src("Text"));
    card
}

/// Reads an OCTGN `Power Rating` (`"0; 2000; ...; 500000"`, `;` or `,` separated). A ladder
/// written top-down (ending at 0) is turned round so it runs from the 0 stage up. Returns the
/// ladder and a note for the sources, or `None` (reported) when a value is not a number or the
/// count is not 10 or 11.
fn panini_ladder(
    raw: &str,
    at: &str,
    name: &str,
    report: &mut ImportReport,
) -> Option<(Vec<u64>, String)> {
    let mut tokens: Vec<&str> = raw.split([';', ',']).map(str::trim).collect();
    while tokens.last() == Some(&"") {
        tokens.pop();
    }
    while tokens.first() == Some(&"") {
        tokens.remove(0);
    }
    let values: Option<Vec<u64>> = tokens
        .iter()
        .map(|t| {
            if t.chars().all(|c| c.is_ascii_digit()) {
                t.parse().ok()
            } else {
                None
            }
        })
        .collect();
    let Some(mut values) = values.filter(|v| v.len() == 10 || v.len() == 11) else {
        report.unreadable.push(issue(
            at,
            name,
            "power_ladder",
            raw,
            "not 10 or 11 whole-number power ratings",
        ));
        return None;
    };
    let mut note = String::new();
    if values.first() != Some(&0) && values.last() == Some(&0) {
        values.reverse();
        note = " (listed top-down in the source; turned round)".to_string();
        report.notes.push(issue(
            at,
            name,
            "power_ladder",
            raw,
            "listed from the top stage down; turned round to run from 0 up",
        ));
    } else if values.first() != Some(&0) {
        note = " (the source gives no 0 stage)".to_string();
        report.notes.push(issue(
            at,
            name,
            "power_ladder",
            raw,
            "no 0 stage: kept as given",
        ));
    }
    Some((values, note))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_names() {
        let p = parse_score_name("Tien (Lvl 1)");
        assert_eq!(
            (p.base.as_str(), p.level, p.variant),
            ("Tien", Some(1), None)
        );
        let p = parse_score_name("Goku (level 1-BuS HT)");
        assert_eq!(
            (p.base.as_str(), p.level, p.variant.as_deref()),
            ("Goku", Some(1), Some("BuS HT"))
        );
        let p = parse_score_name("Goku (TS-Lvl 2)");
        assert_eq!((p.level, p.variant.as_deref()), (Some(2), Some("TS")));
        let p = parse_score_name("Nappa (Lvl 4) (Error Dupe)");
        assert_eq!(
            (p.base.as_str(), p.level, p.variant.as_deref()),
            ("Nappa", Some(4), Some("Error Dupe"))
        );
        let p = parse_score_name("Android 18 (lvl 1 - Alt.Picture)");
        assert_eq!(
            (p.level, p.variant.as_deref()),
            (Some(1), Some("Alt.Picture"))
        );
        let p = parse_score_name("Blue Style Mastery (CS)");
        assert_eq!((p.base.as_str(), p.level), ("Blue Style Mastery", None));
        let p = parse_score_name("Frieza, The Master (Lvl 2)");
        assert_eq!(p.base, "Frieza, The Master");
        // Parentheses that are neither a level nor a known tag stay in the name.
        assert_eq!(parse_score_name("Odd (Thing)").base, "Odd (Thing)");
    }

    #[test]
    fn ladders() {
        let mut r = ImportReport::default();
        let (l, _) = panini_ladder(
            "100; 90; 80; 70; 60, 50; 40; 30; 20; 10; 0",
            "x",
            "n",
            &mut r,
        )
        .unwrap();
        assert_eq!(l.first(), Some(&0));
        assert_eq!(l.last(), Some(&100));
        assert!(panini_ladder("2;3;4;5;6;;8;9;10;11", "x", "n", &mut r).is_none());
        assert!(panini_ladder("0; 1; 2 3; 4; 5; 6; 7; 8; 9; 10", "x", "n", &mut r).is_none());
        assert_eq!(r.unreadable.len(), 2);
    }
}
