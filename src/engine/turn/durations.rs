//! Effects that outlast their Combat, counted across turns: a raised PUR (`lasting::durations`)
//! is stamped, at the end of the turn it was gained in, with what ends it as its card says: "until
//! the end of your next turn" its player's next turn (the next turn when it was gained in the
//! opponent's turn, the one after when gained in his own), "until the end of your turn" this
//! turn, "until the end of the game" nothing; it is removed at the end of that turn, the removal
//! said and cited (CRD 3.0.0 "The Sequence of Play for One Complete Turn": the turn ends when its
//! steps are completed; "How To Win": the game ends with a victory).

use super::Game;
use crate::engine::citations as c;
use crate::engine::effects::lasting::durations::{outlasting, Reach};
use crate::engine::log::Log;
use crate::engine::state::PlayerId;

/// One raised PUR followed across turns: whose, the card it came from, its duration's words and
/// the turn it ends after (`None`: the end of the game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct LastingRaise {
    pub player: PlayerId,
    pub source: String,
    pub lasts: String,
    pub ends_after: Option<u32>,
}

impl Game {
    /// At the end of the turn: the raises that end with it are removed (said), and the raises
    /// gained this turn are stamped with the turn they end after.
    pub(super) fn end_of_turn_durations(&mut self, log: &mut Log) {
        let now = self.pos.number;
        self.end_of_turn_victory_bars(log);
        self.end_of_turn_spans(log);
        let ending: Vec<LastingRaise> = self
            .raises
            .iter()
            .filter(|r| r.ends_after == Some(now))
            .cloned()
            .collect();
        self.raises.retain(|r| r.ends_after != Some(now));
        self.end_raises(ending, log);
        self.stamp_raises_gained(log);
    }

    /// Removes the raises that end with this turn, each said and cited.
    fn end_raises(&mut self, ending: Vec<LastingRaise>, log: &mut Log) {
        let now = self.pos.number;
        for r in ending {
            let raised = &mut self.table.state.player_mut(r.player).game.pur_raised;
            if let Some(i) = raised.iter().position(|(_, s)| *s == r.source) {
                let (n, _) = raised.remove(i);
                log.note(
                    c::CRD_TURN,
                    format!(
                        "the end of turn {now}, {}'s turn: {}'s Main Personality's PUR +{n} from {} (\"{}\") ends",
                        self.pos.attacker, r.player, r.source, r.lasts
                    ),
                );
            }
        }
    }

    /// Stamps each raise gained this turn with what ends it, read from its card's words
    /// (`lasting::durations::OUTLASTING`); one ending with this turn is removed now.
    fn stamp_raises_gained(&mut self, log: &mut Log) {
        let now = self.pos.number;
        let mut ending = Vec::new();
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
                let next_turn = if p == self.pos.attacker {
                    now.saturating_add(2)
                } else {
                    now.saturating_add(1)
                };
                let (reach, lasts) = self.raise_duration(source);
                let raise = |ends_after| LastingRaise {
                    player: p,
                    source: source.clone(),
                    lasts: lasts.clone(),
                    ends_after,
                };
                match reach {
                    Reach::Game => {
                        log.note(
                            c::CRD_HOW_TO_WIN,
                            format!(
                                "{p}'s Main Personality's PUR raise from {source} lasts \"{lasts}\": it is kept until a player wins"
                            ),
                        );
                        self.raises.push(raise(None));
                    }
                    Reach::ThisTurn if p == self.pos.attacker => ending.push(raise(Some(now))),
                    Reach::LaterTurn | Reach::ThisTurn | Reach::NextCombat => {
                        log.note(
                            c::CRD_TURN,
                            format!(
                                "{p}'s Main Personality's PUR raise from {source} lasts \"{lasts}\": {p}'s next turn is turn {next_turn}; it ends when that turn does"
                            ),
                        );
                        self.raises.push(raise(Some(next_turn)));
                    }
                }
            }
        }
        self.end_raises(ending, log);
    }

    /// What ends a PUR raise from the card named `source`: the duration words of its sentence
    /// about the PUR. A card whose words are not found keeps today's reading of the raise
    /// patterns ("until the end of your next turn").
    fn raise_duration(&self, source: &str) -> (Reach, String) {
        self.table
            .state()
            .cards
            .iter()
            .find(|card| card.def.name == source)
            .and_then(|card| {
                card.def
                    .text
                    .split_inclusive('.')
                    .filter(|s| s.to_lowercase().contains("pur"))
                    .find_map(outlasting)
            })
            .map(|(o, lasts)| (o.reach, lasts))
            .unwrap_or((
                Reach::LaterTurn,
                "until the end of your next turn".to_string(),
            ))
    }

    /// A raise of `p`'s PUR from `source`, once stamped.
    pub(super) fn raise_ends(&self, p: PlayerId, source: &str) -> Option<&LastingRaise> {
        self.raises
            .iter()
            .find(|r| r.player == p && r.source == source)
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
