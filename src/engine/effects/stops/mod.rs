//! Stops: what a defence can stop under its own conditions and where it goes after use (CRD 3.0.0
//! "Defending: The Second Part of an Attack Phase", "Stopping Unstoppable Attacks", "Focused").

pub mod after_use;
pub mod defences;
pub mod stop_capabilities;
pub(in crate::engine) mod stop_capabilities_resolve;
pub mod stop_owner;

use serde::{Deserialize, Serialize};

use super::{is_false, AttackKind, Lasts};

/// Stopping attacks: "Stops a physical attack. Stops all physical attacks performed against you
/// for the remainder of Combat."
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stop {
    /// Kinds it can stop.
    pub kinds: Vec<AttackKind>,
    /// It also stops every such attack for the rest of Combat (a floating effect).
    #[serde(default, skip_serializing_if = "is_false")]
    pub rest_of_combat: bool,
}

/// Where a card goes after use when it is neither discarded nor removed from the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AfterUse {
    /// "Shuffle into your Life Deck after use."
    ShuffleIntoLifeDeck,
    /// "Place at the bottom of your Life Deck after use."
    BottomOfLifeDeck,
}

/// "Stops the next physical attack performed against you this Combat", "stops an energy attack
/// during your opponent's next Attacker Attacks phase": a floating stop used once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StopNext {
    /// Kinds it stops; empty: any attack.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// `next_attack` (the next one this Combat) or `next_attack_phase` (one performed during
    /// the opponent's next Attack Phase).
    pub lasts: Lasts,
}
