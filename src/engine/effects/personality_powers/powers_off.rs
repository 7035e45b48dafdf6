//! Turning off Personality Powers (CRD 3.0.0 "Turning off Personality Powers"; Piccolo the Trained
//! Lv.1's CRD text: "Choose one of your opponent's personalities in play. For the remainder of the
//! turn, that personality cannot use his personality power and Constant Combat Powers on his
//! current personality level."): the sentence row, the lasting rule kept on the board, and the check
//! made before such a personality's power is used or its Constant Combat Power applies.

use serde::{Deserialize, Serialize};

use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::piles::searches::whose;
use crate::engine::effects::{Effect, Who};
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// One personality of a player, chosen, cannot use the power and Constant Combat Powers of its
/// current level for the remainder of the turn: `{"powers_off": {"whose": "opponent"}}`; with
/// `main_personality_power_this_combat`, the player's Main Personality's personality power (not
/// its Constant Combat Powers) cannot be used for the remainder of Combat, unless
/// `unless_constant_combat_power` and its level has one (Blue Belly Kick):
/// `{"powers_off": {"whose": "opponent", "main_personality_power_this_combat": true,
/// "unless_constant_combat_power": true}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowersOff {
    /// Whose personality.
    pub whose: Who,
    /// The Main Personality's personality power only, to the end of Combat.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub main_personality_power_this_combat: bool,
    /// Nothing happens when the Main Personality's level has a Constant Combat Power.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unless_constant_combat_power: bool,
}

/// A level card whose powers are turned off for the rest of the turn, with the card that did it
/// (kept on `Player::powers_off`, cleared at the start of a turn).
pub type PowersOffEntry = (CardId, String);

/// The rows of this module. The two sentences are joined into one by
/// `stages::stage_changes::pair_chosen_personality`.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "chosen-personality-powers-off",
        pattern: r"one of (?P<whose>your opponent's|your) personalities in play of your choice cannot use (?:his|its) personality powers? and constant combat powers? on (?:his|its) current personality level for the remainder of the turn",
        build: |c| {
            one(Effect::PowersOff(PowersOff {
                whose: whose(c.s("whose")),
                main_personality_power_this_combat: false,
                unless_constant_combat_power: false,
            }))
        },
    },
    Pattern {
        name: "main-personality-power-off-this-combat",
        pattern: r"(?:if (?P<unless>your opponent's main personality does not have a constant combat power),? )?(?:his|your opponent's main personality's) personality power cannot be used for the remainder of combat",
        build: |c| {
            one(Effect::PowersOff(PowersOff {
                whose: Who::Opponent,
                main_personality_power_this_combat: true,
                unless_constant_combat_power: c.has("unless"),
            }))
        },
    },
];

impl Battle {
    /// The chosen personality's current level card is turned off for the rest of the turn
    /// ("the card affects all of the Personality Powers and/or Constant Combat Powers on that
    /// personality"); said and cited.
    pub(in crate::engine) fn powers_off(
        &mut self,
        me: PlayerId,
        p: &PowersOff,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let side = p.whose.of(me);
        if p.main_personality_power_this_combat {
            return self.main_personality_power_off(side, p, source, log);
        }
        let who = match self.chosen_personality(me, side, source)? {
            None => self.state.player(side).mp.clone(),
            Some(i) => self.state.player(side).allies[i].clone(),
        };
        let Some(card) = self.state.level_card(&who) else {
            return Ok(());
        };
        let name = self.state.name(card).to_string();
        self.state
            .player_mut(side)
            .powers_off
            .push((card, source.to_string()));
        log.note(
            c::CRD_TURNING_OFF_POWERS,
            format!(
                "{source}: for the remainder of the turn {name} cannot use its personality power or Constant Combat Powers at this level (a new level may use its own)"
            ),
        );
        Ok(())
    }

    /// "... his personality power cannot be used for the remainder of Combat" (Blue Belly Kick):
    /// `side`'s Main Personality's current level card, unless its condition spares it; said.
    fn main_personality_power_off(
        &mut self,
        side: PlayerId,
        p: &PowersOff,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let mp = self.state.player(side).mp.clone();
        let Some(card) = self.state.level_card(&mp) else {
            return Ok(());
        };
        let name = self.state.name(card).to_string();
        if p.unless_constant_combat_power
            && self
                .state
                .def(card)
                .effects
                .contains(&Effect::ConstantCombatPower)
        {
            log.note(
                c::CRD_TURNING_OFF_POWERS,
                format!("{source}: {name} has a Constant Combat Power: its personality power is not turned off"),
            );
            return Ok(());
        }
        self.state
            .player_mut(side)
            .combat
            .power_off_this_combat
            .push((card, source.to_string()));
        log.note(
            c::CRD_TURNING_OFF_POWERS,
            format!(
                "{source}: {name}'s personality power cannot be used for the remainder of Combat"
            ),
        );
        Ok(())
    }

    /// Before `player` uses the power of `level_card`: the card that turned that personality
    /// power off for the remainder of Combat, if any.
    fn power_turned_off_this_combat_by(
        &self,
        player: PlayerId,
        level_card: CardId,
    ) -> Option<&str> {
        self.state
            .player(player)
            .combat
            .power_off_this_combat
            .iter()
            .find(|(c, _)| *c == level_card)
            .map(|(_, s)| s.as_str())
    }

    /// Says, where a Constant Combat Power would apply, that a card turned it off this turn
    /// (instead of skipping it in silence).
    pub(in crate::engine) fn say_constant_power_off(&self, player: PlayerId, log: &mut Log) {
        let Some(card) = self.state.level_card(self.state.controller(player)) else {
            return;
        };
        if !self
            .state
            .def(card)
            .effects
            .contains(&Effect::ConstantCombatPower)
        {
            return;
        }
        if let Some(by) = self.powers_turned_off_by(player, card) {
            log.note(
                c::CRD_TURNING_OFF_POWERS,
                format!(
                    "{}'s Constant Combat Power does not apply: {by} turned off its personality power and Constant Combat Powers at this level for the remainder of the turn",
                    self.state.name(card)
                ),
            );
        }
    }

    /// Whether `player`'s level card `card` may use one of its powers now (its triggered effects
    /// set off, CRD 3.0.0 "Turning off Personality Powers"): not turned off this turn or this
    /// Combat, and no kept prohibition forbids it (Constant Combat Powers when `constant`, the
    /// power box the effect sits in being one; personality powers otherwise).
    pub(in crate::engine) fn level_power_usable(
        &self,
        player: PlayerId,
        card: CardId,
        constant: bool,
    ) -> bool {
        if self.powers_turned_off_by(player, card).is_some() {
            return false;
        }
        if constant {
            return self.constant_powers_prohibited_for(player).is_none();
        }
        self.power_turned_off_this_combat_by(player, card).is_none()
            && self.refuse_prohibited_power(player, card).is_ok()
    }

    /// The card that turned off the powers of `level_card` this turn, if any.
    pub(in crate::engine) fn powers_turned_off_by(
        &self,
        player: PlayerId,
        level_card: CardId,
    ) -> Option<&str> {
        self.state
            .player(player)
            .powers_off
            .iter()
            .find(|(c, _)| *c == level_card)
            .map(|(_, s)| s.as_str())
    }

    /// Before `player` uses the power of `level_card`: refused when a card turned it off.
    pub(in crate::engine) fn refuse_power_turned_off(
        &self,
        player: PlayerId,
        level_card: CardId,
    ) -> Result<()> {
        if let Some(by) = self.power_turned_off_this_combat_by(player, level_card) {
            return Err(EngineError::Illegal(format!(
                "{}'s power cannot be used: {by} says it \"cannot be used for the remainder of Combat\" ({})",
                self.state.name(level_card),
                c::CRD_TURNING_OFF_POWERS.id
            )));
        }
        match self.powers_turned_off_by(player, level_card) {
            None => Ok(()),
            Some(by) => Err(EngineError::Illegal(format!(
                "{}'s power cannot be used: {by} turned off its personality power and Constant Combat Powers at this level for the remainder of the turn ({})",
                self.state.name(level_card),
                c::CRD_TURNING_OFF_POWERS.id
            ))),
        }
    }
}
