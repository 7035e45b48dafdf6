//! Dragon Balls moved by card text (CRD 3.0.0 "Dragon Balls", "Capturing Dragon Balls"); a
//! Dragon Ball read from its CRD ruling in `placement_rulings.rs`; its powers "While you
//! control this Dragon Ball" in `controlled_powers.rs`.

pub mod controlled_powers;
pub mod placement_rulings;

use serde::{Deserialize, Serialize};

use super::{is_false, Whose};

/// Dragon Balls in play placed at the bottom of their owner's Life Deck; the card's controller
/// names them in the action's `choose`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DragonBallsToLifeDeck {
    /// Whose Dragon Balls (the player controlling them).
    pub whose: Whose,
    /// The fewest taken when that many are in play.
    pub min: u32,
    /// The most taken.
    pub max: u32,
    /// Shuffled into the Life Deck rather than placed at its bottom ("Shuffle all of your
    /// opponent's Dragon Balls back into his Life Deck").
    #[serde(default, skip_serializing_if = "is_false")]
    pub shuffle: bool,
}
