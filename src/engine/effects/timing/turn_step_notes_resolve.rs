//! `timing::note_timing` outside Combat: in a game run turn by turn, the unread sentences of the
//! cards in play whose timing words name a turn step ("At the beginning of every turn", "during
//! your Power Up Step", "at the beginning of each Discard Step") are said to the judge at that
//! step, citing its Sequence of Play item, whether or not a Combat follows; the Combat then
//! does not say them again (`note_timing_resolve.rs`).

use crate::engine::battle::Battle;
use crate::engine::effects::timing::card_moments::unread;
use crate::engine::effects::timing::note_timing::{turn_step_cite, Moment};
use crate::engine::ids::{CardId, PlayerId};
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, CRD_TURN};

impl Battle {
    /// Says the unread sentences of both players' cards in play (the attacker's first) timed for
    /// turn step `n` (Sequence of Play number); returns how many were said.
    pub(in crate::engine) fn turn_step_notes(&self, n: u32, log: &mut Log) -> usize {
        let name = CRD_TURN
            .iter()
            .find(|s| s.number == n)
            .map(|s| s.name)
            .unwrap_or("a step");
        let cite = turn_step_cite(n);
        let mut said = 0;
        for p in [self.pos.attacker, self.pos.attacker.other()] {
            for (card, kind) in self.cards_with_turn_notes(p) {
                let d = self.state.def(card);
                let moments = d.moments.of(&d.effects);
                let manual = d.effects.iter().filter_map(unread);
                for (sentence, &(moment, _)) in manual.zip(moments.iter()) {
                    if moment != Moment::Turn(n) {
                        continue;
                    }
                    if kind == "the Main Personality" {
                        log.cite(self.cite(Rule::PersonalityPowers));
                    }
                    self.cite_card_rulings(card, log);
                    log.cite(cite);
                    log.judge.push(format!(
                        "judge resolves: {sentence} ({}, {kind} {p} has in play; its timing: the turn's {name} [{}])",
                        d.name, cite.id
                    ));
                    said += 1;
                }
            }
        }
        said
    }

    /// `p`'s cards in play whose sentences may name a turn step, with how they are named.
    fn cards_with_turn_notes(&self, p: PlayerId) -> Vec<(CardId, &'static str)> {
        let side = &self.state.player(p).in_play;
        let mut out: Vec<(CardId, &'static str)> = side
            .by_kind()
            .filter(|&(c, _)| {
                self.only_blocks_in_play(p, c, &mut Log::default())
                    .is_none()
            })
            .collect();
        if let Some(mp) = self.state.level_card(&self.state.player(p).mp) {
            out.push((mp, "the Main Personality"));
        }
        out
    }
}
