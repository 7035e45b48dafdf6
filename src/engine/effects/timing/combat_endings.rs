//! Cards that end Combat and change the end of the turn (CRD 3.0.0 "The Sequence of Play for One
//! Complete Turn", items 5-7): the old wordings of "End Combat" ("Stops this combat", "This card
//! stops the combat at any time"), and a Discard Step skipped by a card's text (Blue Leaving:
//! "both players skip the discard step at the end of this turn"; Saiyan Truce Card: "The turn
//! ends, and the user may hold all his extra cards until his next turn").

use serde::{Deserialize, Serialize};

use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::PlayerId;

/// Who skips the Discard Step of this turn: `{"skip_discard_step": "both"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkipDiscardStep {
    /// The card's player only (Saiyan Truce Card: "the user may hold all his extra cards").
    You,
    /// Both players (Blue Leaving).
    Both,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "stops-this-combat",
        pattern: r"(?:this card |the efforts of your allies )?stops? (?:this|the) combat(?: at any time)?",
        build: |_| one(Effect::EndCombat),
    },
    Pattern {
        name: "both-players-skip-the-discard-step",
        pattern: r"both players skip the discard step(?: at the end of this turn)?",
        build: |_| one(Effect::SkipDiscardStep(SkipDiscardStep::Both)),
    },
    Pattern {
        name: "the-turn-ends-user-holds-his-cards",
        pattern: r"the turn ends,? and the user may hold all (?:of )?his extra cards until his next turn",
        build: |_| one(Effect::SkipDiscardStep(SkipDiscardStep::You)),
    },
];

impl Battle {
    /// The players the card names skip this turn's Discard Step (kept on
    /// `GameFlags::skips_discard_step`, used by `turn::end_of_turn`); said and cited.
    pub(in crate::engine) fn skip_discard_step(
        &mut self,
        me: PlayerId,
        s: SkipDiscardStep,
        source: &str,
        log: &mut Log,
    ) {
        let players: &[PlayerId] = match s {
            SkipDiscardStep::You => &[me],
            SkipDiscardStep::Both => &PlayerId::BOTH,
        };
        for &p in players {
            self.state.player_mut(p).game.skips_discard_step = Some(source.to_string());
        }
        let who = match s {
            SkipDiscardStep::You => format!("{me} keeps the cards in the hand"),
            SkipDiscardStep::Both => "both players skip".to_string(),
        };
        log.note(
            c::CRD_TURN_6,
            format!("{source}: {who} at this turn's Discard Step (its text overrides the Discard Step's \"no more than 1 card\")"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    #[test]
    fn blue_leaving_ends_combat_and_both_players_skip_the_discard_step() {
        let c = compile_text("This card ends combat and both players skip the discard step at the end of this turn. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert!(c.effects.contains(&Effect::EndCombat));
        assert!(c
            .effects
            .contains(&Effect::SkipDiscardStep(SkipDiscardStep::Both)));
    }

    #[test]
    fn saiyan_truce_card_stops_combat_and_its_user_keeps_his_hand() {
        let c = compile_text("Stops this combat. The turn ends, and the user may hold all his extra cards until his next turn. Discard from the game after use.");
        assert!(c.effects.contains(&Effect::EndCombat), "{:?}", c.effects);
        assert!(c
            .effects
            .contains(&Effect::SkipDiscardStep(SkipDiscardStep::You)));
        // Human Technology's old wording.
        let c = compile_text(
            "Heroes only. This card stops the combat at any time. Remove from the game after use.",
        );
        assert!(c.effects.contains(&Effect::EndCombat), "{:?}", c.effects);
    }
}
