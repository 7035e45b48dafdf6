//! Draws up to a hand size ("Draw cards until you have 3 in your hand.", Namek Dragon Ball 1,
//! Alt. Namek Dragon Ball 1): the player draws from his Life Deck as many cards as his hand lacks
//! of that size when the effect resolves, none when it holds that many or more (CRD 3.0.0
//! "Secondary Effects"); an emptied Life Deck is checked for the Survival Victory as any draw.

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "draw-until-hand-size",
    pattern: r"draw cards until you have {n} (?:cards )?in your hand",
    build: |c| one(Effect::DrawUntilHand(c.n("n")?)),
}];

impl Battle {
    /// [`Effect::DrawUntilHand`]: `me` draws until his hand holds `size` cards.
    pub(in crate::engine) fn draw_until_hand(
        &mut self,
        me: PlayerId,
        size: u32,
        source: &str,
        log: &mut Log,
    ) {
        let held = u32::try_from(self.state.player(me).hand.len()).unwrap_or(u32::MAX);
        let want = size.saturating_sub(held);
        let drawn = if want > 0 {
            self.draw_cards(me, want, log)
        } else {
            0
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {me} holds {held} card(s) and draws until {size} are in the hand: draws {drawn}"
            ),
        );
        crate::engine::damage::check_survival(&self.state, &self.rules, log, me);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;

    #[test]
    fn both_namek_dragon_ball_1_wordings_are_read() {
        for t in [
            "Draw cards until you have 3 in your hand.",
            "Draw cards until you have 3 cards in your hand.",
        ] {
            assert_eq!(
                compile_text(t).effects,
                vec![Effect::DrawUntilHand(3)],
                "{t}"
            );
        }
    }
}
