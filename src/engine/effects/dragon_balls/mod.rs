//! Dragon Balls moved by card text (CRD 3.0.0 "Dragon Balls", "Capturing Dragon Balls"): the
//! type here, the sentences of card captures and moves in `card_moves.rs`; a Dragon Ball read
//! from its CRD ruling in `placement_rulings.rs`; its powers "While you control this Dragon
//! Ball" in `controlled_powers.rs`.

pub mod card_moves;
pub mod controlled_powers;
pub mod placement_rulings;

use serde::{Deserialize, Serialize};

use super::{is_false, Count, Whose};

/// A Power-Up Rating raised per unit of a count of Dragon Balls ([`super::Effect::PurBonusPer`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PurBonusPer {
    /// The raise per unit.
    pub each: u32,
    /// What is counted: a count of Dragon Balls on the board ([`Count::DragonBallsInPlay`],
    /// [`Count::DragonBallsControlled`], [`Count::DragonBallsOfSetInPlay`]).
    pub count: Count,
}

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
    /// Captured first, then placed ("Capture 2 of a foe's Dragon Balls and place them at the
    /// bottom of his life deck", Vegeta's Dragonball Capture): a card capture (CRD 3.0.0
    /// "Capturing Dragon Balls": "Card Captures"), so a Dragon Ball its controller's cards keep
    /// from being captured stays in play; its powers are not used (the card's CRD ruling: "Players
    /// may not use a Dragon Ball card's power if the Dragon Ball card is "captured" using this card
    /// power").
    #[serde(default, skip_serializing_if = "is_false")]
    pub captured: bool,
}
