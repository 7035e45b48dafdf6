//! Floating stops an attack's own text lets it through: "Your opponent may not use Energy Combat
//! cards to stop this attack" also bars the floating stop an Energy Combat card played earlier
//! this Combat left ("stop all energy attacks for the remainder of Combat"; CRD 3.0.0 ruling on
//! Orange Energy Discharge). The card that floats the stop is found by name in the game.

use super::super::{AttackInProgress, Battle};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::note;

impl Battle {
    /// Whether the attack's "may not use <type> cards to stop this attack" bars the floating
    /// stop `src` left (a card of that type); when it does, says so and cites the attack's
    /// rulings and Floating Effects.
    pub(in crate::engine) fn floating_stop_barred(
        &self,
        att: &AttackInProgress,
        src: &str,
        log: &mut Log,
    ) -> bool {
        let Some(barred) = self
            .state
            .cards
            .iter()
            .map(|c| c.def.as_ref())
            .find(|d| d.name == src)
            .map(|d| d.card_type.clone())
            .filter(|t| {
                att.effects.iter().any(
                    |e| matches!(e, Effect::NotStoppedByCardType(b) if b.eq_ignore_ascii_case(t)),
                )
            })
        else {
            return false;
        };
        note!(log, self.cite(Rule::FloatingEffects), "{} says \"Your opponent may not use {barred} cards to stop this attack\": {src} is {} {barred} card, so its floating stop does not stop it",
                att.name,
                if barred.starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" });
        self.cite_source_rulings(att.source, log);
        true
    }
}
