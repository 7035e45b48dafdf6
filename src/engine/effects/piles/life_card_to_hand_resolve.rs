//! Execution of `piles::life_card_to_hand`: the last CRD 3.0.0 errata wordings of attack,
//! defence and Drill cards.
//!
//! - [`Effect::FirstLifeCardToHand`] (Krillin's Physical Defense): on the card the defender
//!   played as his defence against the attack, read when the attack's life cards of damage are
//!   dealt (Battle Sequence step 13, after prevention and caps). The "May" Rule: the defender's
//!   choice is the `may` of his defending action (none given: the engine says what it needs).
//!   The first life card of damage flipped (a Dragon Ball is not one, CRD "Dragon Balls and
//!   Damage") is placed in his hand instead of his discard pile; the rest are discarded as
//!   usual. It is still a life card of damage the attack did, so step 14 counts it. Power
//!   stages of damage past 0 converted into life cards (step 12) are the attack's first life
//!   cards of damage when there are any.

use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::{EngineError, Result};

use crate::engine::battle::{AttackInProgress, Battle};

impl Battle {
    /// The defence that places the first life card of damage in the defender's hand, when it
    /// was played against this attack and the defender chose to use it (its name).
    pub(in crate::engine) fn rest_first_to_hand(
        &self,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> Result<Option<String>> {
        let Some(d) = att.defence.as_ref() else {
            return Ok(None);
        };
        // Only the first life card of damage: none dealt yet by this attack (power stages past 0
        // converted at step 12 come first).
        if !d.effects.contains(&Effect::FirstLifeCardToHand) || att.life_cards_discarded > 0 {
            return Ok(None);
        }
        let defender = self.pos.attacker.other();
        match att.defender_action.as_ref().and_then(|a| a.may) {
            Some(true) => {
                log.note(
                    self.cite(Rule::MayRule),
                    format!(
                        "{}: {defender} uses the \"may\" effect: the first life card of damage goes to the hand",
                        d.name
                    ),
                );
                Ok(Some(d.name.clone()))
            }
            Some(false) => {
                log.note(
                    self.cite(Rule::MayRule),
                    format!(
                        "{}: {defender} chooses not to take the first life card of damage into the hand",
                        d.name
                    ),
                );
                Ok(None)
            }
            None => Err(EngineError::Script {
                expected: format!(
                    "{defender}'s `may` on the action playing {}: whether {defender} takes the first life card of damage into the hand instead of discarding it",
                    d.name
                ),
                found: "no `may` on the action".into(),
            }),
        }
    }
}
