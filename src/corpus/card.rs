//! The card pool: one normalised schema for Score and Panini-era cards (files under `cards/`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::document::Game;
use super::legality::LegalityStatus;

/// One card of the pool (or one built from the documents alone, see [`Card::documents_only`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// Stable id: `score/saiyan-saga/025`, `panini/awakening/c001`.
    pub id: String,
    /// Display name; personalities carry their level: `Tien Lv.1`.
    pub name: String,
    /// The tag the source appends to tell printings apart (`HT`, `BuS`, `Error Dupe`), as
    /// written; not part of the card's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// The game.
    pub game: Game,
    /// Canonical set name, matching the documents (`Saiyan Saga`).
    pub set: String,
    /// The set key as the raw source writes it (`SaiyanSaga`).
    pub set_raw: String,
    /// Card number as printed (`025`, `C001`).
    pub number: String,
    /// Card type normalised to the game's card types (`Physical Combat`, `Personality`, ...).
    #[serde(rename = "type")]
    pub card_type: String,
    /// The raw type value (`Villian`, `Non- Combat`).
    pub type_raw: String,
    /// Style (`Orange`, `Named`, `Freestyle`), when the source gives one.
    pub style: Option<String>,
    /// Rarity code (`C`, `U`, `R`, `UR`, `P`).
    pub rarity: Option<String>,
    /// Personality level.
    pub level: Option<u32>,
    /// Alignment (`Hero`, `Villain`), when given.
    pub alignment: Option<String>,
    /// Power-Up Rating.
    pub pur: Option<u32>,
    /// Power-rating ladder from the 0 stage up (personalities).
    pub power_ladder: Vec<u64>,
    /// The ladder as the source writes it, kept only when some power rating is not a number:
    /// `Z` (CRD 3.0.0 "Z Power Stages": King Kai, Grand Kai, Supreme Kai, Mr. Popo); then
    /// `power_ladder` is empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ladder_raw: Vec<String>,
    /// Endurance, when the source gives it (Panini-era cards).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endurance: Option<u32>,
    /// Traits (`Saiyan`, `Earthling`), when the source gives them (Panini-era cards).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<String>,
    /// Heritage / groups from the CRD's lists (`Saiyan Heritage`, `Namekian Heritage`, ...).
    pub groups: Vec<String>,
    /// Text as printed.
    pub printed_text: String,
    /// Current text: the errata replacement where a ruling gives one, else the printed text.
    pub current_text: String,
    /// The ruling id that supplied `current_text`, when it is not the printed text.
    pub current_text_source: Option<String>,
    /// Rulings that change only part of the text (one power, or a quoted fragment such as
    /// "... at the bottom of your Life Deck."): `current_text` cannot apply them, so it stays
    /// the printed text (or the full replacement) and these must be read beside it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partial_errata: Vec<String>,
    /// Per-deck limit after legality lists (None: the game's default rules).
    pub limit_per_deck: Option<u32>,
    /// Legality statuses with their sources.
    pub legality: Vec<CardLegality>,
    /// Ids of every ruling that names this card, newest document first.
    pub rulings: Vec<String>,
    /// True for cards that rulings name but the pool lacks: built from the documents alone.
    pub documents_only: bool,
    /// Where each field came from (`field -> "cards.lackey.json#123 name"`).
    pub sources: BTreeMap<String, String>,
}

/// A legality status of a card, citing the list it comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardLegality {
    /// The status.
    pub status: LegalityStatus,
    /// Document id.
    pub doc: String,
    /// Section id of the list.
    pub section: String,
}

/// Parses one `cards/**/*.json` file: a JSON array of [`Card`].
pub fn parse_card_file(name: &str, text: &str) -> super::Result<Vec<Card>> {
    serde_json::from_str(text).map_err(|e| super::CorpusError::CardFile {
        file: name.to_string(),
        line: e.line(),
        column: e.column(),
        message: e.to_string(),
    })
}
