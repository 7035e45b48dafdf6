//! A card played to "try to stop" an attack its type cannot stop ("Your opponent may not use
//! Energy Combat cards to stop this attack", "This attack cannot be stopped by Physical Combat
//! cards"): CRD 3.0.0 "Stopping Unstoppable Attacks" ("a player may try to stop it anyway to gain
//! the benefits of any effects on the card he uses") and the ruling on Orange Energy Discharge
//! ("can still play an Energy Combat card to 'try to stop' this attack"): the play is legal, the
//! stop does not happen, the card's other effects resolve.

use super::super::{AttackInProgress, Battle, Defence, Source};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

impl Battle {
    /// The card type the attack's own text says cannot stop it, when the defence `d` played from
    /// the hand is of that type.
    pub(in crate::engine) fn stop_barred_type(
        &self,
        att: &AttackInProgress,
        d: &Defence,
    ) -> Option<String> {
        let Source::Hand(c) = d.source else {
            return None;
        };
        let card_type = &self.state.def(c).card_type;
        att.effects
            .iter()
            .any(|e| matches!(e, Effect::NotStoppedByCardType(t) if t.eq_ignore_ascii_case(card_type)))
            .then(|| card_type.clone())
    }

    /// Says that `d`'s stop does not stop the attack (its type is barred), citing "Stopping
    /// Unstoppable Attacks" and the attacking card's rulings; the card's other effects go on.
    pub(in crate::engine) fn tried_to_stop(
        &self,
        att: &AttackInProgress,
        d: &Defence,
        barred: &str,
        log: &mut Log,
    ) {
        log.note(
            self.cite(Rule::StoppingUnstoppable),
            format!(
                "{} cannot be stopped by {barred} cards: {} is played to try to stop it (\"a player may try to stop it anyway to gain the benefits of any effects on the card he uses\"); the attack is not stopped, and {}'s other effects are used",
                att.name, d.name, d.name
            ),
        );
        self.cite_source_rulings(att.source, log);
    }
}
