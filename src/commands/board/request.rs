//! What a judge asks of the board, in the game's words: the [`BoardCommand`]s, the fields `set`
//! changes and the zones `add` / `remove` name (word tables shared by the parser, the completer
//! and `help`), and the action `attack` / `defend` announce.

use std::path::PathBuf;

use serde::Serialize;

use crate::engine::{Action, PlayerId, Verb};

/// A number or name the `set` command changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SetField {
    /// The Main Personality's power stage.
    Stage,
    /// Anger (0-5).
    Anger,
    /// The Main Personality's current level (1-based among its level cards).
    Level,
    /// Unknown cards in the Life Deck (below the known top cards).
    LifeDeck,
    /// The Main Personality's (single) level card.
    MainPersonality,
}

/// A place a card can be added to or removed from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// The hand.
    Hand,
    /// Drills in play.
    Drill,
    /// Other Non-Combat cards in play.
    NonCombat,
    /// Dragon Balls in play.
    DragonBall,
    /// The Battleground or Location.
    Battleground,
    /// The Mastery.
    Mastery,
    /// The discard pile.
    Discard,
    /// Removed from the game.
    Removed,
    /// The known cards on top of the Life Deck.
    LifeDeckTop,
    /// An Ally in play.
    Ally,
    /// A further level card of the Main Personality.
    Level,
}

/// The words that name each [`SetField`], for the parser and the completer.
pub const SET_FIELDS: &[(&str, SetField)] = &[
    ("stage", SetField::Stage),
    ("anger", SetField::Anger),
    ("level", SetField::Level),
    ("lifedeck", SetField::LifeDeck),
    ("mp", SetField::MainPersonality),
];

/// The words that name each [`Zone`] (`lifedeck` takes `top` after it).
pub const ZONES: &[(&str, Zone)] = &[
    ("hand", Zone::Hand),
    ("drill", Zone::Drill),
    ("noncombat", Zone::NonCombat),
    ("dragonball", Zone::DragonBall),
    ("battleground", Zone::Battleground),
    ("mastery", Zone::Mastery),
    ("discard", Zone::Discard),
    ("removed", Zone::Removed),
    ("lifedeck", Zone::LifeDeckTop),
    ("ally", Zone::Ally),
    ("level", Zone::Level),
];

/// A board command, already parsed.
#[derive(Debug, Clone, PartialEq)]
pub enum BoardCommand {
    /// An empty board under a ruleset (default `crd-3.0.0`).
    New {
        /// The ruleset id.
        ruleset: Option<String>,
    },
    /// Load a scenario file.
    Load {
        /// The file.
        path: PathBuf,
    },
    /// Save the board (atomically); an existing file only with `force`.
    Save {
        /// The file.
        path: PathBuf,
        /// Overwrite an existing file.
        force: bool,
    },
    /// Show the board.
    State,
    /// Change a number or name of a player's board.
    Set {
        /// Whose board.
        player: PlayerId,
        /// What.
        field: SetField,
        /// The new value as typed.
        value: String,
    },
    /// Whose Attack Phase comes first.
    SetAttacker {
        /// The attacker.
        player: PlayerId,
    },
    /// Put a card in a zone.
    Add {
        /// Whose.
        player: PlayerId,
        /// Where.
        zone: Zone,
        /// The card name.
        card: String,
    },
    /// Take a card out of a zone.
    Remove {
        /// Whose.
        player: PlayerId,
        /// Where.
        zone: Zone,
        /// The card name.
        card: String,
    },
    /// Announce an action (attack, defence, take, pass, power).
    Act {
        /// The action.
        action: Action,
    },
    /// Execute one Battle Sequence step.
    Step,
    /// Run to the end of the attack, or of Combat with `combat`.
    Run {
        /// Run until Combat ends.
        combat: bool,
    },
    /// Undo one step.
    Back,
    /// The steps so far.
    Trace,
    /// The full text of the rules cited at a step (default the last).
    Why {
        /// The step number.
        step: Option<u32>,
    },
}

/// The word that names a `set` field.
pub fn field_word(field: SetField) -> &'static str {
    SET_FIELDS
        .iter()
        .find(|(_, f)| *f == field)
        .map_or("?", |(w, _)| w)
}

/// The word that names a zone.
pub fn zone_word(zone: Zone) -> &'static str {
    ZONES
        .iter()
        .find(|(_, z)| *z == zone)
        .map_or("?", |(w, _)| w)
}

/// Builds the action for `attack`/`defend PLAYER WORD-OR-CARD`: `take`, `pass` and `power` are
/// verbs, anything else is the card played.
pub fn action(player: PlayerId, what: &str, empower: bool) -> Action {
    let verb = match what.to_ascii_lowercase().as_str() {
        "take" => Some(Verb::Take),
        "pass" => Some(Verb::Pass),
        "power" => Some(Verb::Power),
        // The turn's steps (a board of whole turns): the Declare and Rejuvenation Steps.
        "declare" => Some(Verb::Declare),
        "skip_combat" | "skip-combat" => Some(Verb::SkipCombat),
        "rejuvenate" => Some(Verb::Rejuvenate),
        _ => None,
    };
    let mut a = match verb {
        Some(v) => Action::new(player, v),
        None => Action::new(player, Verb::Play).with_card(what),
    };
    a.empower = empower;
    a
}
