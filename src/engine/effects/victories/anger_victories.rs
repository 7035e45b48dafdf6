//! A victory a card's effect declares when a player's anger reads a number ("If your opponent's
//! Warrior Sword reads 4 anger you win the game.", Dragon's Victory; its CRD 3.0.0 ruling reads
//! the Warrior Sword as the player's anger: "you recheck to see if your opponent has 4 anger"):
//! the row, the payload and its resolution (`VictoryKind::CardEffect`, CRD 3.0.0 "The Golden
//! Rule": the card's text decides over the rules' victories).

use serde::{Deserialize, Serialize};

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Effect, Who};
use crate::engine::log::{Log, VictoryKind};
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// "If your opponent's Warrior Sword reads 4 anger you win the game": the card's player wins
/// when `player`'s anger is `anger` as the effect resolves. JSON: `{"win_at_anger": {"player":
/// "opponent", "anger": 4}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinAtAnger {
    /// Whose anger is read.
    pub player: Who,
    /// The anger it must read.
    pub anger: u32,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "win-if-warrior-sword-reads",
    pattern: r"if (?P<w>your opponent's|your) warrior sword reads {n} anger,? you win the game",
    build: |c| {
        one(Effect::WinAtAnger(WinAtAnger {
            player: if c.s("w") == "your" {
                Who::You
            } else {
                Who::Opponent
            },
            anger: c.n("n")?,
        }))
    },
}];

impl Battle {
    /// [`Effect::WinAtAnger`]: `me` wins by the card's effect when the anger reads the number;
    /// otherwise said, with the anger read.
    pub(in crate::engine) fn win_at_anger(
        &mut self,
        me: PlayerId,
        w: &WinAtAnger,
        source: &str,
        log: &mut Log,
    ) {
        let p = match w.player {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        let anger = self.state.player(p).anger;
        if anger == w.anger {
            log.win(
                me,
                VictoryKind::CardEffect,
                self.cite(Rule::GoldenRule),
                format!(
                    "{source}: {p}'s Warrior Sword reads {anger} anger: {me} wins the game by the card's effect"
                ),
            );
        } else {
            log.note(
                self.cite(Rule::GoldenRule),
                format!(
                    "{source}: {p}'s Warrior Sword reads {anger} anger, not {}: no victory",
                    w.anger
                ),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;

    #[test]
    fn dragons_victory_last_sentence() {
        assert_eq!(
            compile_text("If your opponent's Warrior Sword reads 4 anger you win the game.")
                .effects,
            vec![Effect::WinAtAnger(WinAtAnger {
                player: Who::Opponent,
                anger: 4
            })]
        );
    }
}
