//! A driver for instruction-count profiling of the engine's typical scenario (the same work as
//! `cargo bench --bench engine -- "load and resolve"`, a fixed number of times), for
//! `valgrind --tool=callgrind`, whose counts do not depend on the machine's load.
//!
//! Run: `cargo build --release --example engine_profile` then
//! `valgrind --tool=callgrind target/release/examples/engine_profile [load|resolve|both] [N]`.

use std::hint::black_box;

use scouter::corpus::Corpus;
use scouter::scenario;

const TYPICAL: &str = include_str!("../tests/scenarios/energy-attack-plus-power-stages.json");

fn main() {
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_else(|| "both".to_string());
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(100);
    let corpus = Corpus::from_sources(Vec::new(), Vec::new()).expect("empty corpus");
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
