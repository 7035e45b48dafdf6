//! `personality_powers::unmodified_against` resolved at Battle Sequence step 10: the defender's
//! personality in control of Combat whose Constant Combat Power (not turned off, not prohibited)
//! says no modifiers are added to attacks of this kind against it keeps the attack at its Base
//! Damage (CRD 3.0.0 step 10, "Modified Damage", "Power-Up Rating (PUR)").

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackKind, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::{note, say};

impl Battle {
    /// Step 10, first: when the defender's power keeps modifiers off this attack of `kind`,
    /// says so (damage stays its Base Damage) and returns `true`: the step adds no modifier.
    pub(in crate::engine) fn modifiers_kept_off_by_defender(
        &self,
        kind: AttackKind,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> bool {
        let Some(att) = self.attack.as_ref() else {
            return false;
        };
        let defender = self.pos.attacker.other();
        let Some(card) = self.constant_power_card(defender) else {
            return false;
        };
        let controller = self.state.controller(defender);
        let Some(named) = self
            .state
            .def(card)
            .constant_effects()
            .iter()
            .find_map(|e| match e {
                Effect::NoModifiersAgainst(n)
                    if (n.kinds.is_empty() || n.kinds.contains(&kind))
                        && self.is_named(controller, &n.personality) =>
                {
                    Some(n.personality.clone())
                }
                _ => None,
            })
        else {
            return false;
        };
        note!(
            log,
            self.cite(Rule::ModifiedDamage),
            "{}'s Constant Combat Power: no modifiers are added to {} attacks performed against {}: {} keeps its Base Damage",
            self.state.name(card),
            kind.word(),
            named,
            att.name
        );
        log.cite(self.cite(Rule::PersonalityPowers));
        self.cite_card_rulings(card, log);
        self.cite_power_holder(defender, card, log);
        say!(log, account, "no modifiers: damage stays {}", att.base);
        true
    }
}
