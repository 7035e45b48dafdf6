//! A battle whose trace words are off (`Battle::trace_words(false)`, the random-battle bench's)
//! decides exactly what the same battle decides with them on: the same steps, citations, judge
//! lines, state changes, errors and final board; only its notes and account lines are unwritten.

use scouter::engine::trace::TraceEvent;
use scouter::engine::{Battle, StepResult};
use scouter::scenario;
use scouter::scenario::random_battles::{random_battle_template, RandomPlayer};

use crate::support;

/// One step's result with its words (notes and account) taken out.
fn without_words(result: &Result<StepResult, scouter::engine::EngineError>) -> String {
    let strip = |e: &TraceEvent| {
        let mut e = e.clone();
        e.notes.clear();
        e.account.clear();
        e
    };
    match result {
        Ok(StepResult::Executed { event }) => format!("{:?}", strip(event)),
        other => format!("{other:?}"),
    }
}

/// What a battle played: each step without its words, how many account and note lines its
/// events wrote, and the battle at the end.
struct Played {
    steps: Vec<String>,
    lines: usize,
    battle: Battle,
}

/// Plays `battle` to its end (at most `limit` steps) with the bench's random player.
fn play(mut battle: Battle, player: &mut RandomPlayer, limit: usize) -> Played {
    let mut steps = Vec::new();
    let mut lines = 0;
    player.play_out(&mut battle, limit, |result| {
        steps.push(without_words(result));
        if let Ok(StepResult::Executed { event }) = result {
            lines += event.notes.len() + usize::from(!event.account.is_empty());
        }
    });
    Played {
        steps,
        lines,
        battle,
    }
}

/// Asserts two plays of one battle decided the same.
fn assert_same(spoken: &Played, quiet: &Played, what: &str) {
    assert_eq!(
        spoken.steps, quiet.steps,
        "{what}: the steps differ without words"
    );
    assert_eq!(
        spoken.battle.state(),
        quiet.battle.state(),
        "{what}: the board differs without words"
    );
    assert_eq!(spoken.battle.outcome(), quiet.battle.outcome(), "{what}");
}

#[test]
fn every_scenario_decides_the_same_without_its_trace_words() {
    let mut compared = 0;
    for path in support::scenario_files() {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).expect("readable");
        let Ok(file) = scenario::parse(&name, &text) else {
            continue;
        };
        let Ok(loaded) = scenario::validate(&name, file, support::corpus()) else {
            continue;
        };
        if loaded.game().is_some() {
            continue;
        }
        let (mut a, mut b) = (RandomPlayer::new(7), RandomPlayer::new(7));
        let spoken = play(loaded.battle(), &mut a, 400);
        let quiet = play(loaded.battle().trace_words(false), &mut b, 400);
        assert_same(&spoken, &quiet, &name);
        compared += 1;
    }
    assert!(compared > 100, "only {compared} scenarios compared");
}

#[test]
fn the_benchs_random_battles_decide_the_same_without_trace_words() {
    let board = std::fs::read_to_string(
        support::root().join("tests/scenarios/attack-phases-alternate.json"),
    )
    .expect("readable");
    let template =
        random_battle_template(&board, support::corpus()).expect("the random board loads");
    let (mut a, mut b) = (RandomPlayer::new(7), RandomPlayer::new(7));
    let (mut steps, mut spoken_lines, mut quiet_lines) = (0, 0, 0);
    for n in 0..150 {
        let spoken = play(template.clone(), &mut a, 400);
        let quiet = play(template.clone().trace_words(false), &mut b, 400);
        assert_same(&spoken, &quiet, &format!("battle {n}"));
        steps += spoken.steps.len();
        spoken_lines += spoken.lines;
        quiet_lines += quiet.lines;
    }
    assert!(steps > 10_000, "the battles ran only {steps} steps");
    // The words are what is left out: most of them (lines of rules outside the Battle
    // Sequence's steps are still written).
    assert!(
        quiet_lines * 2 < spoken_lines,
        "{quiet_lines} lines written without words, {spoken_lines} with"
    );
}
