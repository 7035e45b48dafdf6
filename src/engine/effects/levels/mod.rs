//! Personality levels: levels lost, anger per unit counted, Dragon Balls taken out of play, the
//! Sensei Deck (CRD 3.0.0 "Advancing your Main Personality", "Anger", "Taking Them Down A Notch").

pub mod anger_by_alignment;
pub mod anger_to_advance;
pub(in crate::engine) mod anger_to_advance_resolve;
pub mod personality_levels;
pub(in crate::engine) mod personality_levels_resolve;

use serde::{Deserialize, Serialize};

use super::{is_false, Count, Who};

/// Anger per copy of a named card in the card user's discard pile (`stages::stage_changes`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AngerPerCopy {
    /// Whose anger.
    pub player: Who,
    /// Levels per copy (negative lowers).
    pub each: i32,
    /// The card's title, as printed.
    pub name: String,
}

/// Personality levels a player's Main Personality advances by a card effect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelGain {
    /// Whose Main Personality.
    pub player: Who,
    /// How many levels.
    pub by: u32,
}

/// Personality levels a player's Main Personality loses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelLoss {
    /// Whose Main Personality.
    pub player: Who,
    /// How many levels.
    pub by: u32,
}

/// Anger changed per unit counted when the effect resolves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AngerPer {
    /// Whose anger.
    pub player: Who,
    /// Levels per unit counted (negative lowers).
    pub each: i32,
    /// What is counted.
    pub count: Count,
}

/// Cards of a player's Sensei Deck removed from the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SenseiRemoved {
    /// Whose Sensei Deck.
    pub player: Who,
    /// How many cards (ignored with `all`).
    #[serde(default)]
    pub count: u32,
    /// Every card of it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub all: bool,
    /// The cards are taken at random (the action's `choose` names the cards the judge saw
    /// taken).
    #[serde(default, skip_serializing_if = "is_false")]
    pub random: bool,
}
