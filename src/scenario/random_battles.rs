//! Random battles from a board file: the board's hands replaced by plain physical attacks and
//! every wait answered by a small deterministic random player (play a card of the hand, pass, or
//! take the attack). The engine's bench, its profiling example and the test that a battle's
//! trace words change none of its decisions all play these same battles, from one home.

use std::sync::Arc;

use super::{parse, validate, Result};
use crate::corpus::Corpus;
use crate::engine::{Action, Battle, PlayerId, StepResult, Verb};

/// The first Attack Phase's battle of `board` (a board file's text) with its actions removed
/// and each player's hand six "Plain Physical Attack" cards over a Life Deck of 20 unknown cards.
pub fn random_battle_template(board: &str, corpus: &Corpus) -> Result<Battle> {
    let mut file = parse("board.json", board)?;
    file.actions.clear();
    for p in [&mut file.players.p1, &mut file.players.p2] {
        p.hand = vec!["Plain Physical Attack".to_string(); 6];
        p.life_deck.unknown_below = 20;
    }
    let loaded = validate("board.json", file, corpus)?;
    Ok(Battle::new(
        Arc::clone(&loaded.ruleset),
        loaded.state.clone(),
        PlayerId::P1,
        Vec::new(),
    ))
}

/// A player answering every wait at random, from a linear congruential generator (no crate).
pub struct RandomPlayer(u64);

impl RandomPlayer {
    /// A player whose answers follow from `seed` (the bench's is 7).
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    /// The answer to a wait: a defender takes the attack; otherwise a card of the hand at random
    /// or, one time in (hand + 2) or so, a pass.
    pub fn answer(&mut self, battle: &Battle, player: PlayerId, expected: &str) -> Action {
        let r = self.next() as usize;
        if expected.contains("defend") {
            return Action::new(player, Verb::Take);
        }
        let hand = &battle.state().player(player).hand;
        match hand.get(r % (hand.len() + 2)) {
            Some(&card) => Action::new(player, Verb::Play).with_card(battle.state().name(card)),
            None => Action::new(player, Verb::Pass),
        }
    }

    /// Steps `battle` to its end (at most `limit` steps), answering its waits; a refused answer
    /// is taken back and the attacker passes. `seen` is shown every step's result. Returns the
    /// steps executed.
    pub fn play_out(
        &mut self,
        battle: &mut Battle,
        limit: usize,
        mut seen: impl FnMut(&crate::engine::Result<StepResult>),
    ) -> usize {
        let mut executed = 0;
        for _ in 0..limit {
            let result = battle.step();
            seen(&result);
            match result {
                Ok(StepResult::Executed { .. }) => executed += 1,
                Ok(StepResult::Waiting { player, expected }) => {
                    let action = self.answer(battle, player, &expected);
                    battle.push_action(action);
                }
                Ok(StepResult::Finished { .. }) => break,
                Err(_) => {
                    battle.retract_action();
                    let p = battle.position().attacker;
                    battle.push_action(Action::new(p, Verb::Pass));
                }
            }
        }
        executed
    }
}
