//! The Personality Powers a board says were already used this turn (`powers_used`, CRD 3.0.0
//! "Power-Up Rating (PUR)": "only used once per turn"): each name is the current level card of
//! one of the player's personalities, written into the engine's count (`PowersUsed`).

use crate::engine::state::{BoardState, PlayerId};

use super::format::PlayerSetup;

/// Writes `s.powers_used` into `p`'s count; a name that is not the current level of the Main
/// Personality or of an Ally of `p` is a problem.
pub(super) fn powers_used_on_board(
    state: &mut BoardState,
    p: PlayerId,
    s: &PlayerSetup,
    problems: &mut Vec<String>,
) {
    let k = p.key();
    for (i, name) in s.powers_used.iter().enumerate() {
        let pl = state.player(p);
        let current: Vec<_> = std::iter::once(&pl.mp)
            .chain(pl.allies.iter())
            .filter_map(|x| state.level_card(x))
            .collect();
        let found = current
            .iter()
            .copied()
            .find(|&c| state.name(c).trim().eq_ignore_ascii_case(name.trim()));
        match found {
            Some(c) => state.player_mut(p).powers_used.record(c),
            None => {
                let names: Vec<&str> = current.iter().map(|&c| state.name(c)).collect();
                problems.push(format!(
                    "players.{k}.powers_used[{i}]: {name} is not the current level of one of {k}'s personalities (expected one of: {}); a power is counted for the level card that used it",
                    names.join(", ")
                ));
            }
        }
    }
}
