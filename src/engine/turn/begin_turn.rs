//! Where a turn begins (CRD 3.0.0 "The Sequence of Play for One Complete Turn"): the one place
//! per-turn things start, the Dragon Ball Victory a capture left waiting for the start of the
//! capturer's next turn as the Attacker (CRD 3.0.0 "Dragon Ball Victory", "Dragon Balls"), and a
//! victory a card postponed to the winner's next turn.

use super::Game;
use crate::engine::battle::complete_set;
use crate::engine::citations as c;
use crate::engine::effects::personality_powers::once_per_turn::PowersUsed;
use crate::engine::log::{Log, VictoryKind};
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Game {
    /// The start of the attacker's turn, before its Draw Step. "Once per turn" counts reset
    /// here: the Personality Powers each player's personalities used (CRD 3.0.0 "Power-Up Rating
    /// (PUR)": "only used once per turn"; `PowersUsed::start_of_turn`). Then a Dragon Ball
    /// Victory pending by capture is decided: "if you acquire the 7th Dragon Ball by capturing
    /// it, you must control the 7 Dragon Balls until the beginning of your next turn as the
    /// Attacker to win".
    pub(super) fn begin_turn(&mut self, log: &mut Log, account: &mut Vec<String>) {
        let me = self.pos.attacker;
        account.push(format!(
            "turn {} begins: {me} is the Attacker",
            self.pos.number
        ));
        // Prohibitions "until the beginning (end) of your next turn" (`turn_spans`).
        self.start_of_turn_spans(log, account);
        for p in PlayerId::BOTH {
            self.table.state.player_mut(p).powers_off.clear();
            if self.table.state().player(p).powers_used != PowersUsed::default() {
                self.table.state.player_mut(p).powers_used.start_of_turn();
                log.note(
                    self.table.cite(Rule::PersonalityPowers),
                    format!("a new turn: {p}'s Personality Powers may be used again (\"only used once per turn\")"),
                );
            }
        }
        if let Some(note) = self.table.rules.turn.silent {
            log.judge.push(format!("judge: {note}"));
        }
        // A victory a card postponed "until the start of his next turn": its condition checked
        // again now (`effects/victories/victory_windows_resolve.rs`).
        if let Some(p) = self
            .table
            .postponed_victory
            .take_if(|p| p.victory.winner == me)
        {
            log.note(
                c::CRD_HOW_TO_WIN,
                format!(
                    "the start of {me}'s turn: the {} that {} postponed is checked again",
                    p.victory.kind.name(),
                    p.card
                ),
            );
            self.table.victory_decided_again(&p.victory, &p.card, log);
            if log.victory.is_some() {
                return;
            }
        }
        if self.table.pending_dragon_ball_victory != Some(me) {
            return;
        }
        self.table.pending_dragon_ball_victory = None;
        let cite = self.table.cite(Rule::DragonBallVictory);
        log.cite(c::CRD_DRAGON_BALLS);
        match complete_set(self.table.state(), me) {
            // A card that bars this victory for some of the player's turns.
            Some(_)
                if crate::engine::effects::victories::victory_bars_for_turns::victory_barred(
                    self.table.state(),
                    &self.table.rules,
                    log,
                    me,
                    VictoryKind::DragonBall,
                ) => {}
            Some(set) => log.win(
                me,
                VictoryKind::DragonBall,
                cite,
                format!(
                    "{me} captured its 7th Dragon Ball and still controls all 7 of the {} set at the beginning of its turn as the Attacker: {me} wins by the Dragon Ball Victory",
                    if set.is_empty() { "one" } else { &set }
                ),
            ),
            None => log.note(
                cite,
                format!("{me} no longer controls all 7 Dragon Balls of a set at the beginning of its turn: the Dragon Ball Victory it waited for by capture is not won"),
            ),
        }
    }
}
