//! Engine benchmarks: load and resolve a typical scenario (all 16 steps of one attack), and
//! random-battle throughput on one core.
//!
//! Run: `cargo bench --bench engine`.

use std::hint::black_box;
use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use scouter::corpus::Corpus;
use scouter::engine::{Action, Battle, PlayerId, StepResult, Verb};
use scouter::scenario;

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
                let report = scenario::run(&loaded, scenario::RunOptions::default());
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

/// A tiny deterministic generator, so the benchmark needs no extra crate.
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

/// Plays one random battle to its end; returns the steps executed.
fn random_battle(template: &Battle, rng: &mut Lcg) -> usize {
    let mut battle = template.clone();
    let mut steps = 0;
    for _ in 0..400 {
        match battle.step() {
            Ok(StepResult::Executed { .. }) => steps += 1,
            Ok(StepResult::Waiting { player, expected }) => {
                let pl = battle.state().player(player);
                let hand: Vec<String> = pl
                    .hand
                    .iter()
                    .map(|&c| battle.state().name(c).to_string())
                    .collect();
                let defending = expected.contains("defend");
                let r = rng.next() as usize;
                let action = match (defending, hand.get(r % (hand.len() + 2))) {
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
    steps
}

fn throughput(c: &mut Criterion) {
    let corpus = Corpus::from_sources(Vec::new(), Vec::new()).expect("empty corpus");
    let mut file = scenario::parse("board.json", RANDOM_BOARD).expect("parses");
    file.actions.clear();
    for p in [&mut file.players.p1, &mut file.players.p2] {
        p.hand = vec!["Plain Physical Attack".to_string(); 6];
        p.life_deck.unknown_below = 20;
    }
    let loaded = scenario::validate("board.json", file, &corpus).expect("valid");
    let template = Battle::new(
        Arc::clone(&loaded.ruleset),
        loaded.state.clone(),
        PlayerId::P1,
        Vec::new(),
    )
    .record_changes(false)
    // The loop reads no trace: its notes and account lines are not written.
    .trace_words(false);
    let mut rng = Lcg(7);
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
