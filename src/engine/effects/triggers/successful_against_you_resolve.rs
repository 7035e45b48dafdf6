//! End of Battle Sequence step 8 (CRD 3.0.0: "If the attack is not stopped at this time, the
//! attack is considered successful"): the defender's effects set off by each successful attack
//! performed against him (`successful_against_you`), after the attacker's own.

use crate::engine::battle::Battle;
use crate::engine::effects::TriggerEvent;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

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
        // A personality's power: the rule of personality powers and the card's rulings cited.
        let person = self.state.level_card(self.state.controller(defender));
        for (card, _) in self.triggers_of(
            defender,
            &[TriggerEvent::AttackAgainstYouSuccessful],
            Some(kind),
        ) {
            if Some(card) == person {
                log.cite(self.cite(Rule::PersonalityPowers));
                self.cite_card_rulings(card, log);
                self.cite_power_holder(defender, card, log);
            }
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
