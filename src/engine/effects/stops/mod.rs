//! Stops: what a defence can stop under its own conditions and where it goes after use (CRD 3.0.0
//! "Defending: The Second Part of an Attack Phase", "Stopping Unstoppable Attacks", "Focused").

pub mod after_use;
pub mod defences;
pub mod shield_uses;
pub mod standing_stops;
pub(in crate::engine) mod standing_stops_resolve;
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

/// "Stops the first energy attack performed against you during Combat" (Trunks, the Swift Lv.1's
/// Constant Combat Power, Jeice's Style Drill), "Stops the first physical attack in the next
/// combat" (Goku's Quickness): a stop written on a card that stays in play, applied by the
/// Battle Sequence to the first attack of its kinds performed against its player in a Combat.
/// Not a Defense Shield (CRD 3.0.0 ruling on Trunks, the Swift Lv.1): see `standing_stops.rs`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandingStop {
    /// Kinds it stops; both: "the first physical or energy attack" (the first attack of
    /// either kind).
    pub kinds: Vec<AttackKind>,
    /// Which Combat it stops in.
    pub when: StopWhen,
}

/// The Combats a standing stop acts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StopWhen {
    /// "during Combat", "in a combat": every Combat while its card is in play (a Constant
    /// Combat Power while its personality is in control of Combat).
    EachCombat,
    /// "in the next combat": the next Combat after the card is placed in play.
    NextCombat,
}
