//! Execution of an attack whose damage "cannot be ... prevented by Physical Combat cards" (Red
//! Power Rush, `Effect::NotPreventedByCardType`, read with its stop half by the
//! `not-stopped-by-combat-cards` row of `conditions::condition_phrases`): a prevention from a
//! card of that type prevents nothing from it: the defence played against it (steps 12, 13), a
//! floating prevention such a card left earlier this Combat (found by name in the game, as
//! `battle/steps/floating_stop_exemptions.rs` finds a floating stop's card), and Endurance from
//! cards of that type (CRD 3.0.0 "More details about Endurance": "Whenever an attack cannot be
//! prevented by a specific card type, then Endurance from cards of that type cannot prevent
//! damage from that attack").

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::note;

impl Battle {
    /// The card type the attack in progress says cannot prevent its damage, if any, with the
    /// attack's name.
    pub(in crate::engine) fn unpreventable_by_type(&self) -> Option<(String, String)> {
        let att = self.attack.as_ref()?;
        att.effects.iter().find_map(|e| match e {
            Effect::NotPreventedByCardType(t) => Some((t.clone(), att.name.clone())),
            _ => None,
        })
    }

    /// Whether a prevention from `by`, a card of type `card_type`, is barred by the attack's
    /// "cannot be prevented by <type> cards"; when it is, says so (CRD 3.0.0 "A Note about
    /// Damage Prevention") and cites the attack's rulings.
    pub(in crate::engine) fn prevention_type_barred(
        &self,
        card_type: &str,
        by: &str,
        log: &mut Log,
    ) -> bool {
        let Some((t, name)) = self
            .unpreventable_by_type()
            .filter(|(t, _)| t.eq_ignore_ascii_case(card_type))
        else {
            return false;
        };
        note!(
            log,
            self.cite(Rule::DamagePrevention),
            "{name}'s damage cannot be prevented by {t} cards: {by} is one, so it prevents nothing"
        );
        if let Some(att) = self.attack.as_ref() {
            self.cite_source_rulings(att.source, log);
        }
        true
    }

    /// [`Battle::prevention_type_barred`] for a floating prevention left by the card named
    /// `src` (its type found by name in the game).
    pub(in crate::engine) fn floating_prevention_type_barred(
        &self,
        src: &str,
        log: &mut Log,
    ) -> bool {
        self.unpreventable_by_type().is_some()
            && self
                .state
                .cards
                .iter()
                .map(|c| c.def.as_ref())
                .find(|d| d.name == src)
                .is_some_and(|d| self.prevention_type_barred(&d.card_type, src, log))
    }
}
