//! A card's own requirement to be its player's first card (or first attack) of the Combat
//! ("Play this card as your first card from your hand during Combat", Frieza Smiles' CRD
//! rewrite): checked when it is played to attack or to defend, refused quoting the card's
//! sentence, and said to hold when it holds.

use super::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// The sentence of the card's text that states its first-in-Combat requirement.
    fn first_card_sentence(&self, card: CardId) -> Option<String> {
        self.state
            .def(card)
            .sentences
            .iter()
            .find(|(_, es)| es.iter().any(|e| matches!(e, Effect::FirstInCombat(_))))
            .map(|(s, _)| s.trim().to_string())
    }

    /// Checks the card's first-in-Combat requirement (top-level effects only; one under a
    /// condition is the use windows' check): refused with the card's own sentence quoted;
    /// when it holds, a note says so.
    pub(in crate::engine) fn check_first_card_requirement(
        &self,
        me: PlayerId,
        card: Option<CardId>,
        name: &str,
        effects: &[Effect],
        is_attack: bool,
        log: &mut Log,
    ) -> Result<()> {
        if !effects
            .iter()
            .any(|e| matches!(e, Effect::FirstInCombat(_)))
        {
            return Ok(());
        }
        let quoted = card
            .and_then(|c| self.first_card_sentence(c))
            .map(|s| format!(" (its text: \"{s}\")"))
            .unwrap_or_default();
        match self.check_first_in_combat(me, name, effects, is_attack) {
            Err(EngineError::Illegal(why)) => Err(EngineError::Illegal(format!("{why}{quoted}"))),
            Err(e) => Err(e),
            Ok(()) => {
                log.note(
                    self.cite(Rule::Requirement),
                    format!(
                        "{name}'s requirement holds: it is {me}'s first {} this Combat{quoted}",
                        if effects.contains(&Effect::FirstInCombat(
                            crate::engine::effects::First::Attack
                        )) {
                            "attack"
                        } else {
                            "card played"
                        }
                    ),
                );
                Ok(())
            }
        }
    }
}
