//! Effects that last "until the end of your next turn" counted across turns: a raised PUR
//! (`lasting::durations`) is stamped, at the end of the turn it was gained in, with the turn it
//! ends after (its player's next turn: the next turn when it was gained in the opponent's turn,
//! the one after when gained in his own), and removed at the end of that turn, the removal said
//! and cited (CRD 3.0.0 "The Sequence of Play for One Complete Turn": the turn ends when its
//! steps are completed).

use super::Game;
use crate::engine::citations as c;
use crate::engine::log::Log;
use crate::engine::state::PlayerId;

/// One raised PUR followed across turns: whose, the card it came from, the turn it ends after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct LastingRaise {
    pub player: PlayerId,
    pub source: String,
    pub ends_after: u32,
}

impl Game {
    /// At the end of the turn: the raises that end with it are removed (said), and the raises
    /// gained this turn are stamped with the turn they end after.
    pub(super) fn end_of_turn_durations(&mut self, log: &mut Log) {
        let now = self.pos.number;
        self.end_of_turn_victory_bars(log);
        let ending: Vec<LastingRaise> = self
            .raises
            .iter()
            .filter(|r| r.ends_after == now)
            .cloned()
            .collect();
        self.raises.retain(|r| r.ends_after != now);
        for r in ending {
            let raised = &mut self.table.state.player_mut(r.player).game.pur_raised;
            if let Some(i) = raised.iter().position(|(_, s)| *s == r.source) {
                let (n, _) = raised.remove(i);
                log.note(
                    c::CRD_TURN,
                    format!(
                        "the end of turn {now}, {}'s turn: {}'s Main Personality's PUR +{n} from {} (\"until the end of your next turn\") ends",
                        self.pos.attacker, r.player, r.source
                    ),
                );
            }
        }
        for p in PlayerId::BOTH {
            let sources: Vec<String> = self
                .table
                .state()
                .player(p)
                .game
                .pur_raised
                .iter()
                .map(|(_, s)| s.clone())
                .collect();
            for (i, source) in sources.iter().enumerate() {
                let same_before = sources[..i].iter().filter(|s| *s == source).count();
                let tracked = self
                    .raises
                    .iter()
                    .filter(|r| r.player == p && r.source == *source)
                    .count();
                if same_before < tracked {
                    continue;
                }
                let ends_after = if p == self.pos.attacker {
                    now.saturating_add(2)
                } else {
                    now.saturating_add(1)
                };
                log.note(
                    c::CRD_TURN,
                    format!(
                        "{p}'s Main Personality's PUR raise from {source} lasts \"until the end of your next turn\": {p}'s next turn is turn {ends_after}; it ends when that turn does"
                    ),
                );
                self.raises.push(LastingRaise {
                    player: p,
                    source: source.clone(),
                    ends_after,
                });
            }
        }
    }

    /// The turn a raise of `p`'s PUR from `source` ends after, once stamped.
    pub(super) fn raise_ends(&self, p: PlayerId, source: &str) -> Option<u32> {
        self.raises
            .iter()
            .find(|r| r.player == p && r.source == source)
            .map(|r| r.ends_after)
    }
}

impl Game {
    /// Victories barred "until the end of his Nth turn, starting now"
    /// (`victories::victory_bars_for_turns`): the end of a turn of the barred player counts one
    /// of his turns (the turn the card was used in too, when it was his), and a bar whose last
    /// turn has ended is lifted, said and cited.
    fn end_of_turn_victory_bars(&mut self, log: &mut Log) {
        let now = self.pos.number;
        let me = self.pos.attacker;
        let bars = &mut self.table.state.player_mut(me).game.victories_barred;
        for b in bars.iter_mut() {
            b.turns_ended = b.turns_ended.saturating_add(1);
        }
        let (ended, kept): (Vec<_>, Vec<_>) = std::mem::take(bars)
            .into_iter()
            .partition(|b| b.turns_ended >= b.bar.turns);
        *bars = kept;
        for b in ended {
            log.note(
                c::CRD_TURN,
                format!(
                    "the end of turn {now}, {me}'s turn number {} counted from the use of {}: its bar on {me}'s victories ends",
                    b.turns_ended, b.source
                ),
            );
        }
    }
}
