//! Engine benchmarks: load and resolve a typical scenario (all 16 steps of one attack), and
//! random-battle throughput on one core.
//!
//! Run: `cargo bench --bench engine`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use scouter::corpus::Corpus;
use scouter::engine::Battle;
use scouter::scenario;
use scouter::scenario::random_battles::{random_battle_template, RandomPlayer};

const TYPICAL: &str = include_str!("../tests/scenarios/energy-attack-plus-power-stages.json");
const RANDOM_BOARD: &str = include_str!("../tests/scenarios/attack-phases-alternate.json");

fn load_and_resolve(c: &mut Criterion) {
    let corpus = Corpus::from_sources(Vec::new(), Vec::new()).expect("empty corpus");
    c.bench_function(
        "load and resolve a typical scenario (16 steps, with state changes)",
        |b| {
            b.iter(|| {
                let file = scenario::parse("typical.json", black_box(TYPICAL)).expect("parses");
                let loaded = scenario::validate("typical.json", file, &corpus).expect("valid");
                // As `scouter battle FILE` runs it: once, the loaded board moved in.
                let report = scenario::run_once(loaded, scenario::RunOptions::default());
                assert!(report.passed());
                black_box(report.events.len())
            })
        },
    );
    let file = scenario::parse("typical.json", TYPICAL).expect("parses");
    let loaded = scenario::validate("typical.json", file, &corpus).expect("valid");
    c.bench_function("load only (parse and validate)", |b| {
        b.iter(|| {
            let file = scenario::parse("typical.json", black_box(TYPICAL)).expect("parses");
            black_box(scenario::validate("typical.json", file, &corpus).expect("valid"))
        })
    });
    c.bench_function("resolve with state changes and checkpoints", |b| {
        b.iter(|| {
            black_box(
                scenario::run(&loaded, scenario::RunOptions::default())
                    .events
                    .len(),
            )
        })
    });
    c.bench_function("resolve only (16 steps, no state changes)", |b| {
        b.iter(|| {
            let mut battle = loaded.battle().record_changes(false);
            let (events, _) = battle.run();
            black_box(events.len())
        })
    });
}

/// Plays one random battle to its end; returns the steps executed.
fn random_battle(template: &Battle, player: &mut RandomPlayer) -> usize {
    let mut battle = template.clone();
    player.play_out(&mut battle, 400, |_| {})
}

fn throughput(c: &mut Criterion) {
    let corpus = Corpus::from_sources(Vec::new(), Vec::new()).expect("empty corpus");
    let template = random_battle_template(RANDOM_BOARD, &corpus)
        .expect("the random board loads")
        .record_changes(false)
        // The loop reads no trace: its notes and account lines are not written.
        .trace_words(false);
    let mut rng = RandomPlayer::new(7);
    let started = std::time::Instant::now();
    let (mut battles, mut steps) = (0u64, 0u64);
    while started.elapsed().as_secs_f64() < 2.0 {
        steps += random_battle(&template, &mut rng) as u64;
        battles += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    eprintln!(
        "random battles: {:.0} battles/s, {:.0} steps/s on one core ({:.1} steps per battle)",
        battles as f64 / secs,
        steps as f64 / secs,
        steps as f64 / battles as f64
    );
    c.bench_function("one random battle to the end of Combat", |b| {
        b.iter(|| black_box(random_battle(&template, &mut rng)))
    });
}

criterion_group!(benches, load_and_resolve, throughput);
criterion_main!(benches);
