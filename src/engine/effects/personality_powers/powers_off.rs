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
/// current level for the remainder of the turn: `{"powers_off": {"whose": "opponent"}}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowersOff {
    /// Whose personality.
    pub whose: Who,
}

/// A level card whose powers are turned off for the rest of the turn, with the card that did it
/// (kept on `Player::powers_off`, cleared at the start of a turn).
pub type PowersOffEntry = (CardId, String);

/// The rows of this module. The two sentences are joined into one by
/// `stages::stage_changes::pair_chosen_personality`.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "chosen-personality-powers-off",
    pattern: r"one of (?P<whose>your opponent's|your) personalities in play of your choice cannot use (?:his|its) personality powers? and constant combat powers? on (?:his|its) current personality level for the remainder of the turn",
    build: |c| {
        one(Effect::PowersOff(PowersOff {
            whose: whose(c.s("whose")),
        }))
    },
}];

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
