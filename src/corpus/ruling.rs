//! Rulings as records: the card entries of the CRD's "Specific Card Clarifications" and "Power
//! Level Errata" sections and the older errata's `#NN Name - ...` entries.

use serde::{Deserialize, Serialize};

/// One card ruling from one document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    /// Stable id (`crd-3.0.0/specific-card-clarifications/vegetas-physical-stance`).
    pub id: String,
    /// Document id.
    pub doc: String,
    /// Id of the section the entry stands in.
    pub section: String,
    /// The card name as the document writes it.
    pub card_name: String,
    /// The set as written (`Saiyan Saga`), when given.
    pub set: Option<String>,
    /// The card number as written (`25`, `#25`), when given.
    pub number: Option<String>,
    /// The full ruling text, plain.
    pub text: String,
    /// The replacement text of "Treat this card as if it read ...", when present.
    pub treat_as: Option<String>,
    /// Text the card "gains", when present.
    pub gains: Vec<String>,
    /// A title change ("... title is changed to ..."), when present.
    pub title_change: Option<String>,
    /// Date stamps as written (`1/15/04`).
    pub dates: Vec<String>,
    /// The pool card this ruling is linked to (filled when cards are linked).
    pub card_id: Option<String>,
}

/// Extracts every ruling record of a document (stub: filled by the corpus work).
pub fn extract_rulings(_doc: &super::Document) -> Vec<Ruling> {
    Vec::new()
}
