//! Allies kept in play by the Constant Combat Power of their player's personality in control of
//! Combat ("Your Allies with Saiyan Heritage cannot be discarded or removed from the game",
//! Chi-Chi, the Grandmother Lv.1; CRD 3.0.0's rewrite of Gohan, the Protector Lv.2): read where an
//! effect or a cost takes cards in play (`in_play::cards_in_play_resolve`'s `pick`).

use crate::engine::battle::{is_what, Battle};
use crate::engine::effects::in_play::cards_in_play_resolve::Candidate;
use crate::engine::effects::{Effect, InPlayAct};
use crate::engine::identity::Side;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::CardId;

impl Battle {
    /// The personality card whose Constant Combat Power keeps this candidate (an Ally) in play
    /// against `act`, if any: the power of its owner's personality in control of Combat.
    pub(in crate::engine) fn ally_protected_by(
        &self,
        c: &Candidate,
        act: InPlayAct,
    ) -> Option<CardId> {
        if !c.ally {
            return None;
        }
        let card = self.constant_power_card(c.side)?;
        let protects = self.state.def(card).effects.iter().any(|e| {
            let Effect::AlliesProtected(p) = e else {
                return false;
            };
            p.acts.contains(&act)
                && p.with
                    .as_deref()
                    .is_none_or(|g| is_what(self.state.def(c.id), Side::Printed, g))
        });
        protects.then_some(card)
    }

    /// Says which candidates of an effect or cost discarding or removing cards in play the power
    /// keeps in play (they are left out of [`Battle::pick`]), citing the power and its rulings.
    pub(in crate::engine) fn note_allies_protected(
        &self,
        cands: &[Candidate],
        act: InPlayAct,
        source: &str,
        log: &mut Log,
    ) {
        let verb = match act {
            InPlayAct::Discard => "discarded",
            InPlayAct::RemoveFromGame => "removed from the game",
        };
        for c in cands {
            let Some(card) = self.ally_protected_by(c, act) else {
                continue;
            };
            self.cite_card_rulings(card, log);
            self.cite_power_holder(c.side, card, log);
            log.note(
                self.cite(Rule::PersonalityPowers),
                format!(
                    "{}'s Constant Combat Power: {}'s Ally {} cannot be {verb} ({source} leaves it in play)",
                    self.state.name(card),
                    c.side,
                    self.state.name(c.id)
                ),
            );
        }
    }
}
