//! The Personality Powers a board says were already used this turn (`powers_used`, CRD 3.0.0
//! "Power-Up Rating (PUR)": "only used once per turn"): each name is a level card of one of the
//! player's personalities, written into the engine's count (`PowersUsed`). A level below or
//! above the current one was used before a level change, so its power may be used again.

use crate::engine::state::{BoardState, PlayerId};

use super::format::PlayerSetup;

/// Writes `s.powers_used` into `p`'s count; a name that is not a level card of the Main
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
        // (level card, is it the personality's current level)
        let levels: Vec<_> = std::iter::once(&pl.mp)
            .chain(pl.allies.iter())
            .flat_map(|x| {
                x.levels
                    .iter()
                    .enumerate()
                    .map(move |(n, &c)| (c, n == x.current))
            })
            .collect();
        let found = levels
            .iter()
            .find(|(c, _)| state.name(*c).trim().eq_ignore_ascii_case(name.trim()));
        match found {
            Some(&(c, current)) => {
                let used = &mut state.player_mut(p).powers_used;
                used.record(c);
                if !current {
                    used.level_changed(&[c]);
                }
            }
            None => {
                let names: Vec<&str> = levels.iter().map(|(c, _)| state.name(*c)).collect();
                problems.push(format!(
                    "players.{k}.powers_used[{i}]: {name} is not a level card of one of {k}'s personalities (expected one of: {}); a power is counted for the level card that used it",
                    names.join(", ")
                ));
            }
        }
    }
}
