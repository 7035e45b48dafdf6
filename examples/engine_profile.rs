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

use scouter::corpus::Corpus;
use scouter::scenario;
use scouter::scenario::random_battles::{random_battle_template, RandomPlayer};

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
                // As `scouter battle FILE` runs it: once, the loaded board moved in.
                let report = scenario::run_once(load(), scenario::RunOptions::default());
                assert!(report.passed());
                black_box(report.events.len());
            }
        }
    }
}

/// Plays `n` random battles as the bench's throughput loop does (the same player and seed, so
/// the same battles); prints the steps executed.
fn random_battles(corpus: &Corpus, n: usize, words: bool) {
    let template = random_battle_template(RANDOM_BOARD, corpus)
        .expect("the random board loads")
        .record_changes(false)
        .trace_words(words);
    let mut player = RandomPlayer::new(7);
    let mut steps = 0usize;
    for _ in 0..n {
        let mut battle = template.clone();
        steps += player.play_out(&mut battle, 400, |_| {});
    }
    println!("{n} random battles, {steps} steps executed");
}
