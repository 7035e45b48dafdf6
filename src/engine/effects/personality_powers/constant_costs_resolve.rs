//! Battle Sequence step 2 (CRD 3.0.0 "Card Costs"): the cost changes of the Constant Combat
//! Power of the attacker's personality in control of Combat (`constant_costs`), applied with
//! the other cost changes and said as that power's, citing the rule of personality powers.

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackSpec, Condition, Cost, CostModifier, Effect, Targets};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// The cost changes the Constant Combat Power of `me`'s personality in control of Combat
    /// makes to `attack` (an attack `me` performs; nothing for another card).
    pub(in crate::engine) fn constant_power_costs(
        &self,
        me: PlayerId,
        attack: Option<&AttackSpec>,
        cost: &mut Cost,
        why: &mut Vec<String>,
    ) {
        let Some(spec) = attack else { return };
        let Some(card) = self.constant_power_card(me) else {
            return;
        };
        let def = self.state.def(card);
        let constant = super::power_boxes::constant_effects(&def.effects);
        let changes = constant.iter().filter_map(|e| match e {
            Effect::CostModifier(m) => Some(m),
            Effect::Conditional(k) if self.constant_cost_condition(me, &k.condition, spec) => {
                k.effects.iter().find_map(|e| match e {
                    Effect::CostModifier(m) => Some(m),
                    _ => None,
                })
            }
            _ => None,
        });
        for m in changes {
            if !applies_to(m, spec) {
                continue;
            }
            let before = cost.power_stages;
            let v = i64::from(before) + i64::from(m.power_stages);
            cost.power_stages = u32::try_from(v.max(i64::from(m.minimum)).max(0)).unwrap_or(0);
            why.push(format!(
                "{} (Constant Combat Power of {me}'s personality in control of Combat) changes the cost: {before} -> {} power stage(s)",
                def.name, cost.power_stages
            ));
        }
    }

    /// A condition of a Constant Combat Power's cost change. "The first energy attack you
    /// perform": the attack is of that kind and no attack of that kind was performed before it
    /// this Combat (the cost is checked before the attack is counted, at step 1, and paid after,
    /// at step 2, when the attack in progress is this one).
    fn constant_cost_condition(&self, me: PlayerId, c: &Condition, spec: &AttackSpec) -> bool {
        match c {
            Condition::FirstAttackOfKind(k) => {
                let slot = crate::engine::effects::stops::standing_stops_resolve::slot(*k);
                let done = self.state.player(me).combat.attacks_by_kind[slot];
                let counted = u32::from(self.attack.is_some());
                spec.kind == *k && done.saturating_sub(counted) == 0
            }
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

/// True when a cost change is about attacks of the attack's kind.
fn applies_to(m: &CostModifier, spec: &AttackSpec) -> bool {
    match &m.what {
        Targets::Attacks(kinds) => kinds.is_empty() || kinds.contains(&spec.kind),
        _ => false,
    }
}
