//! Execution of `damage::zero_base_damage`: at the end of Battle Sequence step 10, when the
//! attack's Base Damage (step 9: "all of which do not include modifiers") is 0 power stages and 0
//! life cards and the defender has a Drill in play saying he does not take damage from such
//! attacks, the attack's damage becomes none, whatever its modifiers added.

use crate::engine::battle::Battle;
use crate::engine::damage::Damage;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

impl Battle {
    /// Step 10, last: the defender's "You do not take damage from attacks with a Base Damage of
    /// 0" (Red Hunger Drill) takes the attack's damage away when its Base Damage is 0.
    pub(in crate::engine) fn zero_base_damage_immunity(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let defender = self.pos.attacker.other();
        let Some((base, damage)) = self.attack.as_ref().map(|a| (a.base, a.damage)) else {
            return;
        };
        if base.power_stages != 0 || base.life_cards != 0 {
            return;
        }
        let Some(card) = self.state.acting_drills(defender).find(|&c| {
            self.state
                .def(c)
                .effects
                .contains(&Effect::NoDamageFromZeroBaseDamage)
        }) else {
            return;
        };
        let name = self.state.name(card).to_string();
        log.cite(self.cite(Rule::DrillCards));
        self.cite_card_rulings(card, log);
        let none = Damage {
            power_stages: 0,
            life_cards: 0,
        };
        if damage == none {
            return;
        }
        if let Some(a) = self.attack.as_mut() {
            a.damage = none;
        }
        crate::note!(
            log,
            self.cite(Rule::ModifiedDamage),
            "{name} ({defender}'s Drill in play): \"You do not take damage from attacks with a Base Damage of 0.\": this attack's Base Damage is 0 (step 9 counts no modifier), so its {damage} with modifiers is not taken"
        );
        crate::say!(log, account, "{defender} takes no damage ({name})");
    }
}
