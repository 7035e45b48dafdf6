//! End of Battle Sequence step 8 (CRD 3.0.0: "If the attack is not stopped at this time, the
//! attack is considered successful"): the defender's effects set off by each successful attack
//! performed against him (`successful_against_you`), after the attacker's own.

use crate::engine::battle::Battle;
use crate::engine::effects::{Effect, TriggerEvent};
use crate::engine::log::Log;

impl Battle {
    /// Step 8, the attack found successful: the defender's "for every successful ... attack he
    /// performs against you" effects (Trunks the Saiyan Lv.2's Constant Combat Power).
    pub(in crate::engine) fn successful_against_you_triggers(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some(kind) = self.attack_kind() else {
            return;
        };
        let defender = self.pos.attacker.other();
        // The rule of personality powers, the power's rulings and its Ally in control are cited
        // as the power fires (`triggered_effects_resolve::fire`).
        // The CRD orders neither this loss against the attacker's own "If successful" anger
        // change at step 15: where the attack has one, the judge is told which order was used.
        let fires = !self
            .triggers_of(
                defender,
                &[TriggerEvent::AttackAgainstYouSuccessful],
                Some(kind),
            )
            .is_empty();
        let attack_changes_anger = fires
            && self.attack.as_deref().is_some_and(|a| {
                a.effects.iter().any(|e| {
                    matches!(e, Effect::IfSuccessful(v) if v.iter().any(|e| matches!(e, Effect::Anger(_))))
                })
            });
        if attack_changes_anger {
            log.judge.push(
                "judge checks: the defender's power set off by this successful attack is used at step 8, before the attacker's \"If successful\" anger change at step 15; the CRD does not order the two (it matters when an anger level would go below 0 or above the highest)".to_string(),
            );
        }
        self.run_triggers(
            defender,
            TriggerEvent::AttackAgainstYouSuccessful,
            Some(kind),
            "a successful attack performed against it",
            log,
            account,
        );
    }
}
