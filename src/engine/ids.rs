//! The game's identities: the two players and a card object's stable id. A leaf of the engine
//! (it imports nothing from it), so the effect vocabulary, the board state and the trace can all
//! name a player or a card without depending on each other.

use serde::{Deserialize, Serialize};

/// A card object's stable id: its index in the board state's `cards`.
pub type CardId = u32;

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerId {
    /// The first player.
    P1,
    /// The second player.
    P2,
}

impl PlayerId {
    /// Both players.
    pub const BOTH: [PlayerId; 2] = [PlayerId::P1, PlayerId::P2];

    /// The other player.
    pub fn other(self) -> PlayerId {
        match self {
            PlayerId::P1 => PlayerId::P2,
            PlayerId::P2 => PlayerId::P1,
        }
    }

    /// `p1` or `p2`.
    pub fn key(self) -> &'static str {
        match self {
            PlayerId::P1 => "p1",
            PlayerId::P2 => "p2",
        }
    }

    /// The player's slot (0 or 1) in per-player arrays.
    pub(in crate::engine) fn index(self) -> usize {
        match self {
            PlayerId::P1 => 0,
            PlayerId::P2 => 1,
        }
    }
}

impl std::fmt::Display for PlayerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}
