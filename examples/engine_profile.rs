//! A driver for instruction-count profiling of the engine's typical scenario (the same work as
//! `cargo bench --bench engine -- "load and resolve"`, a fixed number of times), for
//! `valgrind --tool=callgrind`, whose counts do not depend on the machine's load.
//!
//! `random N` plays the first N random battles of the bench's throughput loop (its board, its
//! choices, its seed), the same battles at every run, so a change's instructions per battle
//! compare exactly. `random-traced N` plays the same battles with the trace's words written
//! (notes and account lines, which the bench's loop turns off: `Battle::trace_words`).
//!
//! Run: `cargo build --release --example engine_profile` then
//! `valgrind --tool=callgrind target/release/examples/engine_profile [load|resolve|both|random|random-traced] [N]`.

use std::hint::black_box;
use std::sync::Arc;

use scouter::corpus::Corpus;
use scouter::engine::{Action, Battle, PlayerId, StepResult, Verb};
use scouter::scenario;

const TYPICAL: &str = include_str!("../tests/scenarios/energy-attack-plus-power-stages.json");
const RANDOM_BOARD: &str = include_str!("../tests/scenarios/attack-phases-alternate.json");

fn main() {
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_else(|| "both".to_string());
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(100);
    let corpus = Corpus::from_sources(Vec::new(), Vec::new()).expect("empty corpus");
    if what == "random" || what == "random-traced" {
        random_battles(&corpus, n, what == "random-traced");
        return;
    }
    let load = || {
        let file = scenario::parse("typical.json", black_box(TYPICAL)).expect("parses");
        scenario::validate("typical.json", file, &corpus).expect("valid")
    };
    let loaded = load();
    for _ in 0..n {
        match what.as_str() {
            "load" => {
                black_box(load());
            }
            "resolve" => {
                let report = scenario::run(&loaded, scenario::RunOptions::default());
                assert!(report.passed());
                black_box(report.events.len());
            }
            _ => {
                let report = scenario::run(&load(), scenario::RunOptions::default());
                assert!(report.passed());
                black_box(report.events.len());
            }
        }
    }
}

/// The bench's generator (`benches/engine.rs`), so the battles are the bench's.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

/// Plays `n` random battles as the bench's throughput loop does; prints the steps executed.
fn random_battles(corpus: &Corpus, n: usize, words: bool) {
    let mut file = scenario::parse("board.json", RANDOM_BOARD).expect("parses");
    file.actions.clear();
    for p in [&mut file.players.p1, &mut file.players.p2] {
        p.hand = vec!["Plain Physical Attack".to_string(); 6];
        p.life_deck.unknown_below = 20;
    }
    let loaded = scenario::validate("board.json", file, corpus).expect("valid");
    let template = Battle::new(
        Arc::clone(&loaded.ruleset),
        loaded.state.clone(),
        PlayerId::P1,
        Vec::new(),
    )
    .record_changes(false)
    .trace_words(words);
    let mut rng = Lcg(7);
    let mut steps = 0usize;
    for _ in 0..n {
        let mut battle = template.clone();
        for _ in 0..400 {
            match battle.step() {
                Ok(StepResult::Executed { .. }) => steps += 1,
                Ok(StepResult::Waiting { player, expected }) => {
                    let hand: Vec<String> = battle
                        .state()
                        .player(player)
                        .hand
                        .iter()
                        .map(|&c| battle.state().name(c).to_string())
                        .collect();
                    let r = rng.next() as usize;
                    let action = match (expected.contains("defend"), hand.get(r % (hand.len() + 2)))
                    {
                        (true, _) => Action::new(player, Verb::Take),
                        (false, Some(name)) => Action::new(player, Verb::Play).with_card(name),
                        (false, None) => Action::new(player, Verb::Pass),
                    };
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
    }
    println!("{n} random battles, {steps} steps executed");
}
