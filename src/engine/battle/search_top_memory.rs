//! What `piles::search_top` remembers during one Combat, kept by the driver on [`super::Battle`]:
//! the Main Personalities' level cards when the Combat began, the cards a search of the top
//! cards left (Blue Lunge), and Trunks Effortless Drill declared. Its resolver reads and
//! writes them through the `search_top` field.

use crate::engine::state::{BoardState, CardId, PlayerId};

/// What the search of the top cards remembers during one Combat.
#[derive(Debug, Clone, Default)]
pub(in crate::engine) struct SearchTopMemory {
    /// Each player's (p1, p2) Main Personality level card when the Combat began.
    pub(in crate::engine) start_levels: [Option<CardId>; 2],
    /// The cards a [`crate::engine::effects::SearchTop`] looked at and did not take (their player, top first), waiting
    /// for [`crate::engine::effects::Effect::RemainingToLifeDeckBottom`].
    pub(in crate::engine) remaining: Option<(PlayerId, Vec<CardId>)>,
    /// Each player (p1, p2) declared Trunks Effortless Drill this Combat.
    pub(in crate::engine) effortless_used: [bool; 2],
}

impl SearchTopMemory {
    /// The state at the start of a Combat on this board.
    pub(in crate::engine) fn new(state: &BoardState) -> SearchTopMemory {
        SearchTopMemory {
            start_levels: PlayerId::BOTH.map(|p| state.level_card(&state.player(p).mp)),
            ..SearchTopMemory::default()
        }
    }
}
