//! Execution of `damage::unmodified_damage`: an attack whose own text says "Damage from this
//! attack cannot be modified" keeps its Base Damage at step 10 (no card's, floating effect's,
//! power's or Empower's modifier is added: CRD 3.0.0 "Modified Damage"); a multiplier at step 9
//! is the CRD's own rule of the Base Damage ("Multiplying Base Damage from Multiple Cards"),
//! which it does not call a modifier, so the judge is told when one applies.

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::{note, say};

impl Battle {
    /// Step 10, first: when the attack in progress cannot have its damage modified, says so
    /// (damage stays its Base Damage) and returns `true`: the step adds no modifier.
    pub(in crate::engine) fn unmodified_damage(
        &self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> bool {
        let Some(att) = self.attack.as_ref() else {
            return false;
        };
        if !att.effects.contains(&Effect::DamageCannotBeModified) {
            return false;
        }
        note!(
            log,
            self.cite(Rule::ModifiedDamage),
            "{}: damage from this attack cannot be modified: no modifier is added",
            att.name
        );
        say!(log, account, "no modifiers: damage stays {}", att.base);
        true
    }

    /// Step 9: a multiplier on an attack whose damage cannot be modified goes to the judge (the
    /// CRD does not say whether multiplying the Base Damage modifies it; the engine applies
    /// the multiplier as step 9 reads it).
    pub(in crate::engine) fn multiplied_unmodified_damage(
        &self,
        effects: &[Effect],
        name: &str,
        multiplier: u32,
        log: &mut Log,
    ) {
        if effects.contains(&Effect::DamageCannotBeModified) {
            log.cite(self.cite(Rule::Multiplying));
            log.judge.push(format!(
                "judge resolves: {name}'s damage cannot be modified, and its Base Damage is multiplied by {multiplier}: CRD 3.0.0 \"Modified Damage\" speaks of modifiers added on top of the Base Damage and \"Multiplying Base Damage from Multiple Cards\" does not call a multiplier one (the engine multiplied the Base Damage)"
            ));
        }
    }
}
