//! A rules document of `crd/`: its front matter and its sections in document order.

use serde::{Deserialize, Serialize};

use super::section::Section;

/// The card games Scouter knows. Serialized in kebab-case (`score-dbz-ccg`, ...), as in the
/// documents' front matter and the card files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    /// The Score Dragon Ball Z CCG (2000-2005), as ruled by the CRD and the Score errata.
    ScoreDbzCcg,
    /// The DBZ OCG, an online variant of the Score game.
    DbzOcg,
    /// The Panini Dragon Ball Z TCG (2014).
    PaniniDbzTcg,
    /// The Bandai Dragon Ball CCG (2008).
    BandaiDbCcg,
}

impl Game {
    /// Every game, in the order Scouter lists them.
    pub const ALL: [Game; 4] = [
        Game::ScoreDbzCcg,
        Game::DbzOcg,
        Game::PaniniDbzTcg,
        Game::BandaiDbCcg,
    ];

    /// The kebab-case key (`score-dbz-ccg`), as used in files, filters and JSON.
    pub fn key(self) -> &'static str {
        match self {
            Game::ScoreDbzCcg => "score-dbz-ccg",
            Game::DbzOcg => "dbz-ocg",
            Game::PaniniDbzTcg => "panini-dbz-tcg",
            Game::BandaiDbCcg => "bandai-db-ccg",
        }
    }

    /// The game's name as a person would write it.
    pub fn display_name(self) -> &'static str {
        match self {
            Game::ScoreDbzCcg => "Score DBZ CCG",
            Game::DbzOcg => "DBZ OCG",
            Game::PaniniDbzTcg => "Panini DBZ TCG",
            Game::BandaiDbCcg => "Bandai Dragon Ball CCG",
        }
    }

    /// Parses a key or a loose spelling (`score`, `panini`, `ocg`, `bandai`).
    pub fn parse(s: &str) -> Option<Game> {
        let s = s.trim().to_ascii_lowercase();
        Game::ALL
            .into_iter()
            .find(|g| g.key() == s || g.key().split('-').next() == Some(s.as_str()))
    }
}

impl std::fmt::Display for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// What kind of document this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DocKind {
    /// A Comprehensive Rulings Document.
    Crd,
    /// A publisher's errata and rulings list.
    Errata,
    /// A rule book.
    Rulebook,
}

/// The YAML-like front matter at the top of each `crd/*.md` file (`key: value` lines between
/// `---` fences).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrontMatter {
    /// Short stable id, e.g. `crd-3.0.0`.
    pub id: String,
    /// The document's title as it gives it.
    pub title: String,
    /// The game it rules.
    pub game: Game,
    /// Document kind.
    pub kind: DocKind,
    /// Version as the document gives it (may be empty when it gives none).
    pub version: String,
    /// Date as the document gives it (may be empty when it gives none).
    pub date: String,
    /// Precedence within its game: higher wins (CRD 3.0.0 over the 2014 CRD over the errata).
    pub precedence: u32,
    /// The raw file it was converted from (`000_4a4ad9141ca93aaa.txt`).
    pub origin: String,
}

/// A parsed rules document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Document {
    /// Front matter.
    pub meta: FrontMatter,
    /// Every section and numbered item, in document order (parents before children).
    pub sections: Vec<Section>,
    /// The Markdown source of the whole file.
    #[serde(skip)]
    pub source: String,
}

impl Document {
    /// The document id (`crd-3.0.0`).
    pub fn id(&self) -> &str {
        &self.meta.id
    }
}
