//! Allies in control of Combat (CRD 3.0.0 "Allies", "Control of Combat"): whether a player's
//! Ally can take control, and giving it control.

use super::Battle;
use crate::engine::log::Log;
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
}
