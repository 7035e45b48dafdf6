//! Prohibitions kept across turns (`prohibitions::turn_spans`) ended where their words and the
//! CRD say (CRD 3.0.0 "The Sequence of Play for One Complete Turn"; "Floating Effects": an effect
//! lasts until its clause says it finishes): "until the beginning of X's next turn" as X's next
//! turn begins (before its Draw Step); "until the end of X's next turn" from then on for the
//! remainder of that turn; "for the remainder of the turn" after the turn's Rejuvenation Step,
//! not at the end of Combat. A gain of power stages barred in the Power-Up Step is said here.

use super::Game;
use crate::engine::citations as c;
use crate::engine::effects::prohibitions::turn_spans::{anchor, gain_barred, said};
use crate::engine::effects::prohibitions::{KeptProhibition, Span, TurnEdgeWord};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Game {
    /// The beginning of the attacker's turn: the prohibitions that last "until the beginning of
    /// his next turn" end; those "until the end of his next turn" last for the remainder of it.
    pub(super) fn start_of_turn_spans(&mut self, log: &mut Log, account: &mut Vec<String>) {
        let (me, now) = (self.pos.attacker, self.pos.number);
        for maker in PlayerId::BOTH {
            let kept = std::mem::take(&mut self.table.state.player_mut(maker).game.prohibitions);
            let mut left = Vec::with_capacity(kept.len());
            for mut k in kept {
                let Span::NextTurn { whose, edge } = k.lasts else {
                    left.push(k);
                    continue;
                };
                if anchor(maker, whose) != me {
                    left.push(k);
                    continue;
                }
                match edge {
                    TurnEdgeWord::Beginning => {
                        log.note(
                            c::CRD_TURN,
                            format!(
                                "the beginning of {me}'s turn {now}: {} ({}) ends, as it lasted \"until the beginning of {me}'s next turn\"",
                                said(&k),
                                k.source
                            ),
                        );
                        account.push(format!("{}'s prohibition ends", k.source));
                    }
                    TurnEdgeWord::End => {
                        log.note(
                            c::CRD_TURN,
                            format!(
                                "the beginning of {me}'s turn {now}: {} ({}) lasts \"until the end of {me}'s next turn\", this turn: it ends when this turn does",
                                said(&k),
                                k.source
                            ),
                        );
                        k.lasts = Span::RestOfTurn;
                        left.push(k);
                    }
                }
            }
            self.table.state.player_mut(maker).game.prohibitions = left;
        }
    }

    /// The end of the turn, after its Rejuvenation Step: the prohibitions "for the remainder of
    /// the turn" (and those of a next turn now ending) end.
    pub(super) fn end_of_turn_spans(&mut self, log: &mut Log) {
        let now = self.pos.number;
        for maker in PlayerId::BOTH {
            let (ending, left): (Vec<KeptProhibition>, Vec<KeptProhibition>) =
                std::mem::take(&mut self.table.state.player_mut(maker).game.prohibitions)
                    .into_iter()
                    .partition(|k| k.lasts == Span::RestOfTurn);
            self.table.state.player_mut(maker).game.prohibitions = left;
            for k in ending {
                log.note(
                    c::CRD_TURN,
                    format!(
                        "the end of turn {now}: {} ({}) ends with the turn",
                        said(&k),
                        k.source
                    ),
                );
            }
        }
    }

    /// The attacker's personalities may not gain power stages: the Power-Up Step moves none
    /// (CRD 3.0.0 Sequence of Play, item 3, and the prohibition's card), said; true when barred.
    pub(super) fn power_up_barred(&mut self, log: &mut Log, account: &mut Vec<String>) -> bool {
        let me = self.pos.attacker;
        let st = self.table.state();
        if !gain_barred(st, &self.table.rules, log, me, "personalities") {
            return false;
        }
        log.cite(c::CRD_TURN_3);
        log.cite(self.table.cite(Rule::FloatingEffects));
        account.push(format!(
            "{me}'s personalities gain no power stages in the Power-Up Step (a card's prohibition)"
        ));
        true
    }
}
