//! Victories a card's text changes (CRD 3.0.0 "How To Win", "The Golden Rule"): a card that
//! makes its player lose the game, a card used in the window right as an opponent wins (played
//! there, the victory then postponed or decided again), and a card whose text acts the moment it
//! is placed in play, and a victory a card declares when a player's anger reads a number
//! (`anger_victories.rs`), and a card whose player loses unless its attack defeats the opponent
//! (`unless_defeated.rs`), and a victory a card declares outright (`declared_victories.rs`).

pub mod anger_victories;
pub mod declared_victories;
pub mod unless_defeated;
pub mod victory_bars;
pub mod victory_bars_for_turns;
pub mod victory_texts;
mod victory_windows_resolve;

pub use victory_windows_resolve::PostponedVictory;

use serde::{Deserialize, Serialize};

/// Which victories a card may answer ("right as an opponent wins by any means", "when your
/// opponent would win by the Most Powerful Personality Victory").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VictoryScope {
    /// Any victory.
    Any,
    /// The Most Powerful Personality Victory only.
    MostPowerfulPersonality,
    /// The Survival Victory only ("Use when your opponent would win by the Survival Victory").
    Survival,
}

impl VictoryScope {
    /// Whether a victory of this kind opens the window.
    pub fn answers(self, kind: crate::engine::log::VictoryKind) -> bool {
        match self {
            VictoryScope::Any => true,
            VictoryScope::MostPowerfulPersonality => {
                kind == crate::engine::log::VictoryKind::MostPowerfulPersonality
            }
            VictoryScope::Survival => kind == crate::engine::log::VictoryKind::Survival,
        }
    }

    /// In words.
    pub fn words(self) -> &'static str {
        match self {
            VictoryScope::Any => "an opponent's victory by any means",
            VictoryScope::MostPowerfulPersonality => {
                "an opponent's Most Powerful Personality Victory"
            }
            VictoryScope::Survival => "an opponent's Survival Victory",
        }
    }
}
