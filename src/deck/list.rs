//! The decklist as a player wrote it: card entries (count, name, the part of the deck its header
//! put it in, where it stands in the file), before any name is looked up. Every input format
//! (`text`, `octgn`, `lackey`) parses into this one shape.

use serde::Serialize;

/// The part of a deck a card is listed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Zone {
    /// The Main Personality levels.
    MainPersonality,
    /// The Mastery card.
    Mastery,
    /// The Life Deck (everything else that starts the game in it).
    LifeDeck,
    /// The Sensei Deck (CRD 3.0.0 "Sensei Cards").
    SenseiDeck,
    /// Cards in play at the start whose part the list does not tell apart (OCTGN's "Starting"
    /// section: the Main Personality, the Mastery and any Allies); the card type decides.
    Starting,
}

impl Zone {
    /// The name used in counts and messages.
    pub fn label(self) -> &'static str {
        match self {
            Zone::MainPersonality => "Main Personality",
            Zone::Mastery => "Mastery",
            Zone::LifeDeck => "Life Deck",
            Zone::SenseiDeck => "Sensei Deck",
            Zone::Starting => "Starting",
        }
    }
}

/// Section headers as players write them (lowercase, punctuation dropped), and their zone.
pub const ZONE_HEADERS: &[(&str, Zone)] = &[
    ("main personality", Zone::MainPersonality),
    ("main personalities", Zone::MainPersonality),
    ("mp", Zone::MainPersonality),
    ("personality", Zone::MainPersonality),
    ("personalities", Zone::MainPersonality),
    ("mastery", Zone::Mastery),
    ("masteries", Zone::Mastery),
    ("life deck", Zone::LifeDeck),
    ("lifedeck", Zone::LifeDeck),
    ("deck", Zone::LifeDeck),
    ("main deck", Zone::LifeDeck),
    ("main", Zone::LifeDeck),
    ("sensei deck", Zone::SenseiDeck),
    ("sensei", Zone::SenseiDeck),
    ("starting", Zone::Starting),
];

/// The zone a header names, if any (case and trailing `:` ignored, a trailing count allowed:
/// `Life Deck (60)`).
pub fn zone_for_header(header: &str) -> Option<Zone> {
    let h = header.trim().trim_end_matches(':').trim();
    let h = match h.rfind('(') {
        Some(i) if h.ends_with(')') => h[..i].trim(),
        _ => h,
    };
    let key = h.to_lowercase();
    ZONE_HEADERS
        .iter()
        .find(|(w, _)| *w == key)
        .map(|(_, z)| *z)
}

/// The file format a list was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Plain text: "3x Card Name" lines under optional headers.
    Text,
    /// OCTGN `.o8d` XML.
    Octgn,
    /// LackeyCCG `.dek` XML.
    Lackey,
}

/// One line (or element) of a decklist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckEntry {
    /// How many copies.
    pub count: u32,
    /// The card name as written.
    pub name: String,
    /// The zone its header gave, if any.
    pub zone: Option<Zone>,
    /// 1-based line of the entry in the file.
    pub line: usize,
    /// The id the file gives the card (an OCTGN GUID, a LackeyCCG set code), if any.
    pub source_id: Option<String>,
}

/// A parsed decklist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckList {
    /// The format it was read from.
    pub format: Format,
    /// The entries, in file order.
    pub entries: Vec<DeckEntry>,
    /// The alignment the list declares (`Alignment: Villain`), for a Rogue Main Personality.
    pub alignment: Option<String>,
}
