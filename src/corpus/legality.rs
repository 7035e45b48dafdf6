//! Legality as data: the Banned, Restricted, Semi-Restricted and League-only / Tuff-Enuff-only
//! lists, each entry with its document and section.

use serde::{Deserialize, Serialize};

/// A card's tournament status under one document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LegalityStatus {
    /// Not allowed in decks.
    Banned,
    /// Limit 1 per deck.
    Restricted,
    /// Limit 2 per deck.
    SemiRestricted,
    /// Allowed only in Z League play.
    LeagueOnly,
    /// Allowed only in Tuff Enuff play.
    TuffEnuffOnly,
}

impl LegalityStatus {
    /// The per-deck limit the status sets, if it sets one (Banned: 0).
    pub fn limit(self) -> Option<u32> {
        match self {
            LegalityStatus::Banned => Some(0),
            LegalityStatus::Restricted => Some(1),
            LegalityStatus::SemiRestricted => Some(2),
            LegalityStatus::LeagueOnly | LegalityStatus::TuffEnuffOnly => None,
        }
    }
}

/// One entry of a legality list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalityEntry {
    /// The card name as the list writes it.
    pub card_name: String,
    /// The status the list gives it.
    pub status: LegalityStatus,
    /// Document id.
    pub doc: String,
    /// Section id of the list.
    pub section: String,
    /// Any note the list adds to the entry (set, exceptions), as written.
    pub note: Option<String>,
    /// The pool card this entry is linked to (filled when cards are linked).
    pub card_id: Option<String>,
}

/// Extracts every legality entry of a document (stub: filled by the corpus work).
pub fn extract_legality(_doc: &super::Document) -> Vec<LegalityEntry> {
    Vec::new()
}
