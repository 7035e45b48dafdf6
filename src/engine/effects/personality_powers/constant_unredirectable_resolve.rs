//! `personality_powers::constant_unredirectable` resolved: a redirect the defender asks for at
//! step 5 is refused while the attacker's personality in control of Combat has the Constant
//! Combat Power "Damage from your attacks cannot be redirected" (called from
//! `battle/steps/defend.rs`).

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Battle {
    /// Refuses `defender`'s redirect of damage to `to` when the attacker's Constant Combat Power
    /// keeps the damage of his attacks from being redirected.
    pub(in crate::engine) fn refuse_redirect_by_constant_power(
        &self,
        defender: PlayerId,
        to: &str,
    ) -> Result<()> {
        let attacker = defender.other();
        let Some(card) = self.constant_power_card(attacker) else {
            return Ok(());
        };
        let def = self.state.def(card);
        if !def
            .constant_effects()
            .contains(&Effect::YourAttacksCannotBeRedirected)
        {
            return Ok(());
        }
        let cite = self.cite(Rule::PersonalityPowers);
        Err(EngineError::Illegal(format!(
            "{to} cannot take redirected damage: {}'s Constant Combat Power says damage from {attacker}'s attacks cannot be redirected (CRD \"{}\", {})",
            def.name, cite.title, cite.id
        )))
    }
}
