//! Allies in control of Combat (CRD 3.0.0 "Allies", "Control of Combat"): whether a player's
//! Ally can take control, giving it control, and refusing a power asked of a personality that
//! is not in control.

use super::Battle;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{Controller, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    pub(in crate::engine) fn check_ally_control(
        &self,
        player: PlayerId,
        name: &str,
        _log: &mut Log,
    ) -> Result<()> {
        let pl = self.state.player(player);
        let mp_name = self.state.personality_def(&pl.mp).name.clone();
        if crate::corpus::names::same_name(&mp_name, name) {
            return Ok(());
        }
        // ----- Timing -----
        self.timing_check_ally_control(player, name)?;
        let found = pl
            .allies
            .iter()
            .any(|a| crate::corpus::names::same_name(&self.state.personality_def(a).name, name));
        if !found {
            let allies: Vec<&str> = pl
                .allies
                .iter()
                .map(|a| self.state.personality_def(a).name.as_str())
                .collect();
            return Err(EngineError::Illegal(format!(
                "{name} is not one of {player}'s Allies in play{}",
                crate::engine::names_found::found_names(name, &allies)
            )));
        }
        // Attached cards: an attached card may keep this Ally from taking control of Combat.
        if let Some(card) = self
            .personality_slot(player, name)
            .and_then(|slot| self.attached_restriction(player, slot))
        {
            return Err(EngineError::Illegal(format!(
                "{name} cannot take control of Combat while {card} is attached to it (CRD \"Attaching Cards\")"
            )));
        }
        // Rules lasting the remainder of Combat: "your opponent cannot have Allies take control of Combat".
        self.remainder_check_ally_control(player, name)?;
        // The Battleground in play: "Allies may not take control of Combat" (World Tournament).
        self.battleground_check_ally_control(name)?;
        if pl.mp.stage > 1 {
            return Err(EngineError::Illegal(format!(
                "{name} cannot take control of Combat: {player}'s Main Personality is at {} above 0, not 0 or 1 (CRD \"Allies Taking Over Combat\")",
                pl.mp.stage
            )));
        }
        Ok(())
    }

    pub(in crate::engine) fn set_control(&mut self, player: PlayerId, name: &str) {
        let pl = self.state.player(player);
        let idx = pl.allies.iter().position(|a| {
            crate::corpus::names::same_name(&self.state.personality_def(a).name, name)
        });
        self.state.player_mut(player).control = match idx {
            Some(i) => Controller::Ally(i),
            None => Controller::MainPersonality,
        };
    }

    /// A `power` whose `personality` names one that is not in control of Combat for `player`
    /// (the defender chose who controls Combat on entering the Defender Defends phase): refused,
    /// since "You cannot use your MP's power when an Ally is in control of Combat and vice-versa"
    /// and "Allies cannot use their Personality Powers ... unless they are in control of Combat".
    pub(in crate::engine) fn refuse_power_not_in_control(
        &self,
        player: PlayerId,
        named: Option<&str>,
    ) -> Result<()> {
        let Some(named) = named else {
            return Ok(());
        };
        let in_control = &self
            .state
            .personality_def(self.state.controller(player))
            .name;
        if crate::corpus::names::same_name(in_control, named) {
            return Ok(());
        }
        Err(EngineError::Illegal(format!(
            "{named} is not in control of Combat for {player} ({in_control} is): only the personality in control of Combat uses its power, and the personality chosen in the Defender Defends phase stays in control until the attack is resolved ({}; {})",
            self.cite(Rule::PersonalityPowers).id,
            self.cite(Rule::AlliesTakingOver).id
        )))
    }
}
