//! A Constant Combat Power's prevention against every attack on its personality, read while the
//! damage is dealt (Battle Sequence steps 12 and 13; CRD 3.0.0 "A Note about Damage Prevention",
//! "Power-Up Rating (PUR)": Constant Combat Powers "are constantly active"), from the defender's
//! personality in control of Combat. The rows are in `constant_prevention.rs`.

use super::power_boxes;
use crate::engine::battle::{AttackInProgress, Battle};
use crate::engine::damage::Damage;
use crate::engine::effects::{AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

impl Battle {
    /// The damage the Constant Combat Power of the defender's personality in control of Combat
    /// prevents from this attack: none against an attack whose damage cannot be prevented, nor,
    /// for a prevention against both kinds of attack, against a Focused attack (CRD 3.0.0 "What
    /// does Focused do?"); each case said.
    pub(in crate::engine) fn constant_power_prevention(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> Damage {
        let mut out = Damage::default();
        let defender = self.pos.attacker.other();
        let Some(card) = self.constant_power_card(defender) else {
            return out;
        };
        let def = self.state.def(card);
        for e in power_boxes::constant_effects(&def.effects) {
            let Effect::PreventAgainstYou(p) = e else {
                continue;
            };
            let name = format!("{}'s Constant Combat Power", def.name);
            if !p.kinds.is_empty() && !p.kinds.contains(&spec.kind) {
                continue;
            }
            if self.main_personality_powers_barred(defender, att, &name, log)
                || !self.prevention_applies(p, spec, &name, log)
            {
                continue;
            }
            log.cite(self.cite(Rule::PersonalityPowers));
            log.cite(self.cite(Rule::DamagePrevention));
            self.cite_card_rulings(card, log);
            self.cite_power_holder(defender, card, log);
            log.notes.push(format!(
                "{name} prevents {} power stage(s) and {} life card(s) of damage from this attack",
                p.power_stages, p.life_cards
            ));
            out.power_stages = out.power_stages.saturating_add(p.power_stages);
            out.life_cards = out.life_cards.saturating_add(p.life_cards);
        }
        out
    }
}
