//! Battle Sequence step 2 (CRD 3.0.0 "Card Costs"): the cost changes of the Constant Combat
//! Power of the attacker's personality in control of Combat (`constant_costs`), applied with
//! the other cost changes and said as that power's, citing the rule of personality powers.

use crate::engine::battle::Battle;
use crate::engine::effects::lasting::lasting_effects_resolve::{apply_cost_modifier, cost_applies};
use crate::engine::effects::{AttackSpec, Condition, Cost, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// The cost changes the Constant Combat Power of `me`'s personality in control of Combat
    /// makes to `attack` (an attack `me` performs), or, for a card that is not an attack, to the
    /// cost of a card of `card_type` ("All power stage costs for your cards are reduced by 1").
    pub(in crate::engine) fn constant_power_costs(
        &self,
        me: PlayerId,
        attack: Option<&AttackSpec>,
        card_type: Option<&str>,
        cost: &mut Cost,
        why: &mut Vec<String>,
    ) {
        let Some(card) = self.constant_power_card(me) else {
            return;
        };
        let def = self.state.def(card);
        let constant = super::power_boxes::constant_effects(&def.effects);
        let changes = constant.iter().filter_map(|e| match e {
            Effect::CostModifier(m) => Some(m),
            Effect::Conditional(k)
                if attack
                    .is_some_and(|spec| self.constant_cost_condition(me, &k.condition, spec)) =>
            {
                k.effects.iter().find_map(|e| match e {
                    Effect::CostModifier(m) => Some(m),
                    _ => None,
                })
            }
            _ => None,
        });
        for m in changes {
            // An attack's cost through its kind; another card's through its printed type.
            let applies = match attack {
                Some(spec) => cost_applies(m, me, me, None, Some(spec)),
                None => cost_applies(m, me, me, card_type, None),
            };
            if !applies {
                continue;
            }
            let before = apply_cost_modifier(m, cost);
            why.push(format!(
                "{} (Constant Combat Power of {me}'s personality in control of Combat) changes the cost: {before} -> {} power stage(s)",
                def.name, cost.power_stages
            ));
        }
    }

    /// A condition of a Constant Combat Power's cost change, for the attack `spec` (checked at
    /// step 1 before the attack is counted, and paid at step 2 after).
    fn constant_cost_condition(&self, me: PlayerId, c: &Condition, spec: &AttackSpec) -> bool {
        match c {
            Condition::FirstAttackOfKind(k) => self.first_attack_of_kind(me, *k, spec),
            Condition::All(v) => v.iter().all(|c| self.constant_cost_condition(me, c, spec)),
            other => self.holds(me, other),
        }
    }

    /// At step 2, where a Constant Combat Power changed the cost: the rule of personality powers.
    pub(in crate::engine) fn cite_constant_power_costs(&self, why: &[String], log: &mut Log) {
        if why.iter().any(|w| w.contains("(Constant Combat Power of ")) {
            log.cite(self.cite(Rule::PersonalityPowers));
        }
    }
}
