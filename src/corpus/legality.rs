//! Legality as data: the Banned, Restricted, Semi-Restricted and League-only / Tuff-Enuff-only
//! lists, each entry with its document and section.
//!
//! A list is a heading section of kind [`SectionKind::Legality`] whose own title names exactly
//! one status ([`STATUS_BY_HEADING`]; `Semi-Restricted` wins over the `Restricted` in its
//! name). An umbrella heading naming several (`Banned / Restricted List`) holds no entries of
//! its own. The entries of a list are:
//! - each item of a list (`- Name`, `1) Name`); an item written as a sentence (`The card Dream
//!   Machine Battle is banned in all official DBZ tournaments.`) gives the name between `The card`
//!   and `is`;
//! - each line of a paragraph that is all bold or italic (`*Dream Machine Battle*` lines).
//!
//! A trailing parenthetical is the entry's note: `Supreme West Kai (Levels 1, 2, and 3)` ->
//! name `Supreme West Kai`, note `Levels 1, 2, and 3`.

use serde::{Deserialize, Serialize};

use super::blocks::{self, Block, BlockKind, Span};
use super::section::{Section, SectionForm, SectionKind};
use super::slug::heading_slug;

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

/// Heading keywords (slug words) and the status a list under such a heading gives.
pub const STATUS_BY_HEADING: &[(&str, LegalityStatus)] = &[
    ("semi-restricted", LegalityStatus::SemiRestricted),
    ("restricted", LegalityStatus::Restricted),
    ("banned", LegalityStatus::Banned),
    ("league-only", LegalityStatus::LeagueOnly),
    ("tuff-enuff-only", LegalityStatus::TuffEnuffOnly),
];

/// Sentence forms of an entry: the name stands between the two markers.
const SENTENCE_FORMS: &[(&str, &str)] = &[("the card ", " is "), ("the cards ", " are ")];

/// The status a list heading names, if exactly one.
pub fn status_for_heading(title: &str) -> Option<LegalityStatus> {
    let slug = heading_slug(title);
    let words: Vec<&str> = slug.split('-').collect();
    let mut found: Vec<LegalityStatus> = STATUS_BY_HEADING
        .iter()
        .filter(|(key, _)| {
            let key: Vec<&str> = key.split('-').collect();
            words.windows(key.len()).any(|w| w == key.as_slice())
        })
        .map(|&(_, s)| s)
        .collect();
    if found.contains(&LegalityStatus::SemiRestricted) {
        found.retain(|s| *s != LegalityStatus::Restricted);
    }
    match found.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Extracts every legality entry of a document.
pub fn extract_legality(doc: &super::Document) -> Vec<LegalityEntry> {
    doc.sections
        .iter()
        .filter(|s| s.kind == SectionKind::Legality && s.form == SectionForm::Heading)
        .flat_map(list_entries)
        .collect()
}

/// The entries of one list section.
fn list_entries(section: &Section) -> Vec<LegalityEntry> {
    let Some(status) = status_for_heading(&section.title) else {
        return Vec::new();
    };
    let mut names = Vec::new();
    for block in blocks::parse(&section.markdown) {
        collect_names(&block, &mut names);
    }
    names
        .into_iter()
        .map(|raw| {
            let (card_name, note) = split_note(&raw);
            LegalityEntry {
                card_name,
                status,
                doc: section.doc.clone(),
                section: section.id.clone(),
                note,
                card_id: None,
            }
        })
        .collect()
}

fn collect_names(block: &Block, out: &mut Vec<String>) {
    match block.kind {
        BlockKind::List(_) => {
            for item in &block.children {
                let first = item
                    .children
                    .iter()
                    .find(|b| b.kind == BlockKind::Paragraph);
                if let Some(name) = first.and_then(|p| item_name(&p.inline_text())) {
                    out.push(name);
                }
            }
        }
        BlockKind::Paragraph => {
            for line in lines(&block.spans) {
                let marked = line
                    .iter()
                    .all(|s| s.strong || s.emphasis || s.text.trim().is_empty());
                let text =
                    blocks::inline_text(&line.iter().map(|s| (*s).clone()).collect::<Vec<_>>());
                let text = text.trim();
                if marked && !text.is_empty() {
                    out.push(text.to_string());
                }
            }
        }
        _ => {}
    }
}

/// Splits spans into lines at line breaks.
fn lines(spans: &[Span]) -> Vec<Vec<&Span>> {
    let mut out = vec![Vec::new()];
    for s in spans {
        if s.line_break {
            out.push(Vec::new());
        } else if let Some(last) = out.last_mut() {
            last.push(s);
        }
    }
    out.retain(|l| !l.is_empty());
    out
}

/// The card name of a list item: the item itself, or the name in a sentence form.
fn item_name(text: &str) -> Option<String> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    let lower = text.to_lowercase();
    for (open, close) in SENTENCE_FORMS {
        if let Some(start) = lower.find(open) {
            let from = start + open.len();
            if let Some(len) = lower.get(from..).and_then(|r| r.find(close)) {
                return text.get(from..from + len).map(|s| s.trim().to_string());
            }
        }
    }
    // A plain name: no sentence punctuation inside.
    let plain = text.trim_end_matches('.');
    (!plain.contains(". ")).then(|| plain.to_string())
}

/// `Name (note)` -> (`Name`, `note`).
fn split_note(raw: &str) -> (String, Option<String>) {
    let raw = raw.trim();
    if let Some(inner) = raw.strip_suffix(')') {
        if let Some(open) = inner.rfind('(') {
            let name = inner[..open].trim();
            let note = inner[open + 1..].trim();
            if !name.is_empty() {
                return (
                    name.to_string(),
                    (!note.is_empty()).then(|| note.to_string()),
                );
            }
        }
    }
    (raw.to_string(), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses() {
        let cases = [
            ("Banned List", Some(LegalityStatus::Banned)),
            ("Restricted List", Some(LegalityStatus::Restricted)),
            ("Semi-Restricted List", Some(LegalityStatus::SemiRestricted)),
            ("Tournament Banned Card List", Some(LegalityStatus::Banned)),
            ("Banned / Restricted List", None),
            ("League Only/Tuff Enuff Only", None),
            ("League Only", Some(LegalityStatus::LeagueOnly)),
        ];
        for (title, want) in cases {
            assert_eq!(status_for_heading(title), want, "{title}");
        }
    }

    #[test]
    fn names_and_notes() {
        assert_eq!(
            split_note("Supreme West Kai (Levels 1, 2, and 3)"),
            ("Supreme West Kai".into(), Some("Levels 1, 2, and 3".into()))
        );
        assert_eq!(
            item_name("The card Dream Machine Battle is banned in all official DBZ tournaments."),
            Some("Dream Machine Battle".into())
        );
        let mut names = Vec::new();
        for b in blocks::parse(
            "Intro text:\n\n*Cosmic Backlash*  \n*Dragon's Glare*\n\n- Long Journey\n",
        ) {
            collect_names(&b, &mut names);
        }
        assert_eq!(names, ["Cosmic Backlash", "Dragon's Glare", "Long Journey"]);
    }
}
