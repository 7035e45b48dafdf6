//! Seven Dragon Balls that are not one set: the Dragon Ball Victory needs "all 7 Dragon Balls of
//! the same set" (CRD 3.0.0 "How To Win", 2) Dragon Ball Victory), so a player controlling 7 or
//! more of mixed sets does not win; said with the sets counted and the rule cited, at the
//! beginning of each turn and when a Dragon Ball is played, never left silent.

use super::Game;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{BoardState, PlayerId};

/// The Dragon Balls `p` controls counted by set, when there are at least 7 of them and no set is
/// complete (largest set first); `None` otherwise.
fn mixed_sets(state: &BoardState, p: PlayerId) -> Option<Vec<(String, usize)>> {
    let mut sets = crate::engine::battle::dragon_balls_by_set(state, p);
    let total: usize = sets.iter().map(|(_, n)| n).sum();
    if total < 7 || sets.iter().any(|(_, n)| *n >= 7) {
        return None;
    }
    sets.sort_by_key(|s| std::cmp::Reverse(s.1));
    Some(sets)
}

impl Game {
    /// Says, for each player controlling 7 or more Dragon Balls of mixed sets, that it is no
    /// Dragon Ball Victory, with the sets counted and the Dragon Ball Victory cited.
    pub(super) fn say_mixed_dragon_ball_sets(&self, log: &mut Log) {
        if log.victory.is_some() {
            return;
        }
        for p in PlayerId::BOTH {
            let Some(sets) = mixed_sets(self.table.state(), p) else {
                continue;
            };
            let total: usize = sets.iter().map(|(_, n)| n).sum();
            let counted: Vec<String> = sets
                .iter()
                .map(|(s, n)| {
                    let s = if s.is_empty() { "no named" } else { s };
                    format!("{n} of the {s} set")
                })
                .collect();
            log.note(
                self.table.cite(Rule::DragonBallVictory),
                format!(
                    "{p} controls {total} Dragon Balls, {}: \"You win the game the moment you control all 7 Dragon Balls of the same set\", so no Dragon Ball Victory",
                    counted.join(", ")
                ),
            );
        }
    }
}
