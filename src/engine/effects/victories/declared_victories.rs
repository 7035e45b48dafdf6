//! A victory a card's effect declares outright ("If successful and you did not declare a
//! Tokui-Waza, you win the game.", Cosmic Backlash) or a loss it schedules ("You lose the game in
//! your opponent's next "Attacker Attacks" phase.", Vegeta's Sacrifice): the rows (a condition
//! before them read by the if-clause rows) and their resolution: the card's player wins or loses
//! where the effect resolves (`VictoryKind::CardEffect`, CRD 3.0.0 "The Golden Rule": the card's
//! text decides over the rules' victories; a loss in a later phase floats until then, CRD
//! "Floating Effects").

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{EachAttackPhase, Effect, Who};
use crate::engine::log::{Log, VictoryKind};
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Cosmic Backlash (Cell Games Saga #121).
        name: "you-win-the-game",
        pattern: r"you win the game",
        build: |_| one(Effect::WinTheGame),
    },
    Pattern {
        // Vegeta's Sacrifice (Majin Buu Saga #111): the loss waits for the opponent's next
        // Attack Phase, floated as an effect at the beginning of each of his Attack Phases (the
        // first one ends the game).
        name: "you-lose-the-game-in-opponents-next-attack-phase",
        pattern: r#"you lose the game (?:in|at the beginning of|during) your opponent's next "?attacker attacks"? phase"#,
        build: |_| {
            one(Effect::EachAttackPhase(EachAttackPhase {
                player: Who::Opponent,
                effects: vec![Effect::LoseTheGame],
            }))
        },
    },
];

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

    /// [`Effect::LoseTheGame`]: `me` loses, and the opponent wins, by the card's effect.
    pub(in crate::engine) fn lose_the_game(&mut self, me: PlayerId, source: &str, log: &mut Log) {
        let opp = me.other();
        log.win(
            opp,
            VictoryKind::CardEffect,
            self.cite(Rule::GoldenRule),
            format!("{source}: {me} loses the game by the card's effect, and {opp} wins"),
        );
        log.cite(crate::engine::citations::CRD_HOW_TO_WIN);
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Condition, Conditional, EachAttackPhase, Effect, Who};

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

    /// Vegeta's Sacrifice (CRD 3.0.0 "The Golden Rule", "Floating Effects"): the loss floats to
    /// the opponent's next Attack Phase.
    #[test]
    fn vegetas_sacrifice_loses_in_the_opponents_next_attack_phase() {
        let c = compile_text("Vegeta and Majin Vegeta only. Energy attack doing 15 life cards of damage. If performed against a Majin, this is a focused attack. You lose the game in your opponent's next \"Attacker Attacks\" phase.");
        assert!(
            c.effects
                .contains(&Effect::EachAttackPhase(EachAttackPhase {
                    player: Who::Opponent,
                    effects: vec![Effect::LoseTheGame],
                })),
            "{c:#?}"
        );
    }
}
