//! What the cards in play do as a turn begins, before its Draw Step (CRD 3.0.0 "The Sequence of
//! Play for One Complete Turn"): a Drill's or a Main Personality's Constant Combat Power's "At
//! the beginning of your turn / every turn" (Red Kaio-Ken Drill). The reading is
//! `effects/timing/start_of_turn_effects.rs`'s; the use is the turn's edge's
//! (`end_of_turn_effects.rs`, [`TurnEdge::Start`]).

use super::end_of_turn_effects::TurnEdge;
use super::Game;
use crate::engine::log::Log;
use crate::engine::Result;

impl Game {
    /// Every beginning-of-turn effect of the cards in play, the attacker's first.
    pub(super) fn start_of_turn_effects(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        self.turn_edge_effects(TurnEdge::Start, log, account)
    }
}
