//! Endurance as a Constant Combat Power changes it (CRD 3.0.0 "Power-Up Rating (PUR)": Constant
//! Combat Powers "are constantly active and must be used whenever possible"; "Endurance
//! Details"): Majin Buu, Pink People Eater Lv.3's "You cannot use Endurance", Uub, the Quick
//! Learner Lv.2's "Your opponent cannot use Endurance" and "All life
//! cards of damage from attacks you perform are removed from the game instead of discarded",
//! Gohan, Energized Lv.1's "All Gohan Named cards in your Life Deck that do not have Endurance
//! gain Endurance 3": the effects of the power of the personality in control of Combat, read with
//! the Drills' and floating ones by `Battle::endurance_use` (`battle/endurance.rs`) at step 13.

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// An effect on Endurance or on where life cards of damage go, as `endurance_use` reads it.
pub(in crate::engine) fn endurance_effect(e: &Effect) -> bool {
    matches!(
        e,
        Effect::NoEnduranceAgainst(_)
            | Effect::NoEnduranceForYou
            | Effect::DamageRemovedFromGame
            | Effect::FirstDamageRemovedFromGame(_)
            | Effect::EnduranceBonus(_)
            | Effect::EnduranceGrant(_)
    )
}

impl Battle {
    /// The Endurance effects of the Constant Combat Power of `p`'s personality in control of
    /// Combat (and of those its text keeps working outside control: `outside_control`), each
    /// with the name the damage step says it under.
    pub(in crate::engine) fn constant_power_endurance(&self, p: PlayerId) -> Vec<(Effect, String)> {
        let mut out = Vec::new();
        for card in self
            .constant_power_card(p)
            .into_iter()
            .chain(self.constant_powers_outside_control(p))
        {
            let def = self.state.def(card);
            let name = format!("{}'s Constant Combat Power", def.name);
            out.extend(
                super::power_boxes::constant_effects(&def.effects)
                    .iter()
                    .filter(|e| endurance_effect(e))
                    .map(|e| (e.clone(), name.clone())),
            );
        }
        out
    }

    /// Step 13: cites the rule of Constant Combat Powers (and the Ally in control, the power's
    /// ruling) when the power of either player's personality in control changes Endurance or
    /// where the life cards of damage go.
    pub(in crate::engine) fn cite_constant_power_endurance(&self, log: &mut Log) {
        for p in PlayerId::BOTH {
            let in_control = self.constant_power_card(p);
            for card in in_control
                .into_iter()
                .chain(self.constant_powers_outside_control(p))
            {
                let constant = super::power_boxes::constant_effects(&self.state.def(card).effects);
                if !constant.iter().any(endurance_effect) {
                    continue;
                }
                log.cite(self.cite(Rule::PersonalityPowers));
                if let Some(r) = &self.state.def(card).text_source {
                    log.cite_ruling(r);
                }
                if Some(card) == in_control {
                    self.cite_power_holder(p, card, log);
                } else {
                    self.cite_outside_control(p, card, log);
                }
            }
        }
    }
}
