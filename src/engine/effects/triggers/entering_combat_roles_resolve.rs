//! "When entering Combat as the attacker" / "as the defender" (CRD 3.0.0 "Phase 1: The Prepare
//! Phase", its attacker's and defender's halves): an effect of the other role is said not to apply
//! in this half, citing the card's ruling (Android 18 Lv.1, Cell Saga #182: "When entering Combat
//! as the attacker, ..."), and a `use` of it the script gives there is refused with the rule.

use crate::engine::battle::Battle;
use crate::engine::effects::TriggerEvent;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Battle {
    /// The triggers of `who` whose role is not `role` (the half of the Prepare Phase `who` is
    /// in): each said not to apply; Err when the script's next action uses one. The number said.
    pub(super) fn other_role_triggers(
        &self,
        who: PlayerId,
        role: TriggerEvent,
        log: &mut Log,
    ) -> Result<usize> {
        let (other, half, side) = match role {
            TriggerEvent::EnteringCombatAsAttacker => (
                TriggerEvent::EnteringCombatAsDefender,
                Rule::AttackerPrepares,
                "attacker",
            ),
            TriggerEvent::EnteringCombatAsDefender => (
                TriggerEvent::EnteringCombatAsAttacker,
                Rule::DefenderPrepares,
                "defender",
            ),
            _ => return Ok(0),
        };
        let words = match other {
            TriggerEvent::EnteringCombatAsAttacker => "When entering Combat as the attacker",
            _ => "When entering Combat as the defender",
        };
        let found = self.triggers_of(who, &[other], None);
        for (card, _) in &found {
            let name = self.state.name(*card);
            let cite = self.cite(half);
            if self.next_uses(who, *card) {
                return Err(EngineError::Illegal(format!(
                    "{name}'s effect reads \"{words}\", and {who} enters this Combat as the {side} ({})",
                    cite.id
                )));
            }
            self.cite_card_rulings(*card, log);
            log.note(
                cite,
                format!(
                    "{name}'s effect (\"{words}\") is used only when entering Combat as the {}: {who} is the {side}, so it is not used",
                    if side == "attacker" { "defender" } else { "attacker" }
                ),
            );
        }
        Ok(found.len())
    }
}
