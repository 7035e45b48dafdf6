//! A victory a card's effect declares outright ("If successful and you did not declare a
//! Tokui-Waza, you win the game.", Cosmic Backlash): the row (the condition before it read by
//! the if-clause rows) and its resolution: the card's player wins where the effect resolves
//! (`VictoryKind::CardEffect`, CRD 3.0.0 "The Golden Rule": the card's text decides over the
//! rules' victories).

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;
use crate::engine::log::{Log, VictoryKind};
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    // Cosmic Backlash (Cell Games Saga #121).
    name: "you-win-the-game",
    pattern: r"you win the game",
    build: |_| one(Effect::WinTheGame),
}];

impl Battle {
    /// [`Effect::WinTheGame`]: `me` wins by the card's effect.
    pub(in crate::engine) fn win_the_game(&mut self, me: PlayerId, source: &str, log: &mut Log) {
        log.win(
            me,
            VictoryKind::CardEffect,
            self.cite(Rule::GoldenRule),
            format!("{source}: {me} wins the game by the card's effect"),
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Condition, Conditional, Effect};

    /// Cosmic Backlash: the victory is an "If successful" effect under its condition (CRD 3.0.0
    /// "\"If Successful\" Effects", "The Golden Rule").
    #[test]
    fn cosmic_backlash_wins_if_successful_without_a_tokui_waza() {
        let c = compile_text("Physical attack. Your opponent draws 5 cards. If successful and you did not declare a Tokui-Waza, you win the game.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.last(),
            Some(&Effect::IfSuccessful(vec![Effect::Conditional(
                Conditional {
                    condition: Condition::NoTokuiWaza,
                    effects: vec![Effect::WinTheGame],
                }
            )]))
        );
    }
}
