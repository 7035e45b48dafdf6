//! Allies in control of Combat (CRD 3.0.0 "Allies", "Control of Combat"): whether a player's
//! Ally can take control, giving it control, and refusing a power asked of a personality that
//! is not in control.

use super::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, Controller, PlayerId};
use crate::engine::{EngineError, Result};
use crate::note;

impl Battle {
    pub(in crate::engine) fn check_ally_control(
        &self,
        player: PlayerId,
        name: &str,
        log: &mut Log,
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
        // Prohibitions: "the Ally cannot take over Combat" (Android 18 Lv.1), "Allies may not be
        // used" (Showdown, Red Dueling Drill).
        self.refuse_prohibited_ally_control(player, name)?;
        // The Battleground in play: "Allies may not take control of Combat" (World Tournament).
        self.battleground_check_ally_control(name)?;
        // A Dragon Ball its player controls may raise the stage (Alt. Dende Dragon Ball 6).
        let (most, by) = self.ally_control_stage(player);
        let stage = self.state.player(player).mp.stage;
        // The Main Personality's Constant Combat Power may let this Ally take control at any
        // stage (`personality_powers::ally_control`: Majin Babidi Lv.4, Videl, the Heroic Lv.1).
        let permission = (stage > most)
            .then(|| {
                pl.allies
                    .iter()
                    .find(|a| {
                        crate::corpus::names::same_name(&self.state.personality_def(a).name, name)
                    })
                    .and_then(|a| self.ally_control_permission(player, a))
            })
            .flatten();
        if let Some(card) = permission {
            self.cite_ally_control_permission(player, card, name, log);
            return Ok(());
        }
        if stage > most {
            return Err(EngineError::Illegal(format!(
                "{name} cannot take control of Combat: {player}'s Main Personality is at {stage} above 0, not {} (CRD \"Allies Taking Over Combat\"{})",
                if most == 1 { "0 or 1".to_string() } else { format!("{most} or lower") },
                by.as_deref().map(|b| format!("; {b}")).unwrap_or_default()
            )));
        }
        if let Some(b) = by.filter(|_| stage > 1) {
            note!(
                log,
                self.cite(Rule::DragonBalls),
                "{b}: {player}'s Allies may take control of Combat with the Main Personality at {most} above 0 or lower; it is at {stage}"
            );
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
    /// and "Allies cannot use their Personality Powers ... unless they are in control of Combat",
    /// unless the Ally's own ruling lets it use the power outside control
    /// ([`Effect::PowerOutsideControl`]): then that Ally's level card, with the ruling cited.
    pub(in crate::engine) fn refuse_power_not_in_control(
        &self,
        player: PlayerId,
        named: Option<&str>,
        log: &mut Log,
    ) -> Result<Option<CardId>> {
        let Some(named) = named else {
            return Ok(None);
        };
        let in_control = &self
            .state
            .personality_def(self.state.controller(player))
            .name;
        if crate::corpus::names::same_name(in_control, named) {
            return Ok(None);
        }
        if let Some(card) = self.power_outside_control(player, named, in_control, log) {
            return Ok(Some(card));
        }
        Err(EngineError::Illegal(format!(
            "{named} is not in control of Combat for {player} ({in_control} is): only the personality in control of Combat uses its power, and the personality chosen in the Defender Defends phase stays in control until the attack is resolved ({}; {})",
            self.cite(Rule::PersonalityPowers).id,
            self.cite(Rule::AlliesTakingOver).id
        )))
    }

    /// The level card of `player`'s Ally `named` when its ruling lets it use its power without
    /// being in control of Combat; said, quoting the ruling's sentence and citing it.
    fn power_outside_control(
        &self,
        player: PlayerId,
        named: &str,
        in_control: &str,
        log: &mut Log,
    ) -> Option<CardId> {
        let card = self
            .state
            .player(player)
            .allies
            .iter()
            .find(|a| crate::corpus::names::same_name(&self.state.personality_def(a).name, named))
            .and_then(|a| self.state.level_card(a))?;
        let def = self.state.def(card);
        if !def.effects.contains(&Effect::PowerOutsideControl) {
            return None;
        }
        let why = def
            .ruling_restrictions
            .iter()
            .find(|r| r.effect == Effect::PowerOutsideControl);
        if let Some(r) = why {
            log.cite_ruling(&r.ruling);
        }
        log.note(
            self.cite(Rule::AlliesTakingOver),
            format!(
                "{} uses its power although {in_control} is in control of Combat for {player}: its ruling says \"{}\"",
                def.name,
                why.map_or("it need not be in control of Combat", |r| r.sentence.as_str())
            ),
        );
        Some(card)
    }
}
