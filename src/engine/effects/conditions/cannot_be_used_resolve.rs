//! A card used while its own requirement does not hold is refused before it moves or is spent:
//! the card's words quoted, the condition said, and the ruling its text comes from cited (CRD
//! 3.0.0 "Specific Card Clarifications": Hero Advantage's "this card cannot be used").

use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::effects::conditions::condition_words::condition_words;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// Refuses `me`'s use of `card` when one of its requirements ([`Effect::Requires`]) does
    /// not hold, quoting the card's sentence and citing its ruling; nothing is moved. A
    /// requirement met is said, by the same rule.
    pub(in crate::engine) fn refuse_unusable(
        &self,
        me: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> Result<()> {
        let def = self.state.def(card);
        for e in &def.effects {
            let Effect::Requires(cond) = e else { continue };
            if self.holds(me, cond) {
                self.cite_card_rulings(card, log);
                log.note(
                    c::CRD_REQUIREMENT,
                    format!(
                        "{}: its requirement ({}) is met, by {}",
                        def.name,
                        condition_words(cond),
                        self.own_rule_words(card, e, c::CRD_REQUIREMENT)
                    ),
                );
                continue;
            }
            return Err(EngineError::Illegal(format!(
                "{me} cannot use {}: its requirement ({}) is not met for {me}, by {}",
                def.name,
                condition_words(cond),
                self.own_rule_words(card, e, c::CRD_REQUIREMENT)
            )));
        }
        Ok(())
    }
}
