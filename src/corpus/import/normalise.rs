//! Normalising the pools' raw values: the card-type table ([`TYPE_TABLE`], with the alignment a
//! raw type states) and the style table ([`STYLE_TABLE`]), per game. A value neither table
//! knows is reported in the [`ImportReport`], never guessed.

use super::{issue, ImportReport};
use crate::corpus::document::Game;

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

pub(super) const SC: Game = Game::ScoreDbzCcg;
pub(super) const PA: Game = Game::PaniniDbzTcg;

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
pub(super) const NOT_CARDS: &[&str] = &["Button"];

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

/// Applies [`STYLE_TABLE`] and checks the value against the game's styles.
pub(super) fn normalise_style(
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
