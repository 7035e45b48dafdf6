//! A `choose` that names a card in play the effect cannot take ("You may discard any amount of
//! your Non-Combat cards in play", Gohan Lv.2, Majin Buu Saga #162, naming the opponent's
//! Non-Combat card or one's own Dragon Ball): refused with the name it was given and the
//! candidates, never dropped in silence.

use super::cards_in_play_resolve::describe;
use super::{InPlayCount, InPlayEffect, InPlayKind};
use crate::engine::battle::Battle;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

/// Every kind of card in play an effect can name.
const EVERY_KIND: &[InPlayKind] = &[
    InPlayKind::Ally,
    InPlayKind::NonCombat,
    InPlayKind::Battleground,
    InPlayKind::Location,
    InPlayKind::Attached,
];

impl Battle {
    /// Err when the effect is the player's own choice of any number of cards and `choose`
    /// names a card in play (of either player, Dragon Balls included) that is not one of the
    /// effect's candidates. A name of no card in play is left alone: `choose` also names the
    /// cards of the card's other effects (searches, the hand).
    pub(in crate::engine) fn refuse_ineligible_choice(
        &self,
        me: PlayerId,
        e: &InPlayEffect,
        choose: &[String],
        source: &str,
    ) -> Result<()> {
        if e.count != InPlayCount::AnyNumber {
            return Ok(());
        }
        let cands = self.effect_candidates(me, e);
        let everything = self.in_play_candidates(&PlayerId::BOTH, EVERY_KIND);
        for name in choose {
            if cands.iter().any(|c| self.names_candidate(name, c)) {
                continue;
            }
            let in_play = everything.iter().any(|c| self.names_candidate(name, c))
                || PlayerId::BOTH.iter().any(|&p| {
                    self.state
                        .player(p)
                        .in_play
                        .dragon_balls
                        .iter()
                        .any(|&d| crate::corpus::names::same_name(self.state.name(d), name))
                });
            if !in_play {
                continue;
            }
            let names: Vec<&str> = cands.iter().map(|c| self.state.name(c.id)).collect();
            return Err(EngineError::Illegal(format!(
                "`choose` names {name}, which {source} cannot take: it is not one of {} (candidates: {})",
                describe(me, e),
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                }
            )));
        }
        Ok(())
    }
}
