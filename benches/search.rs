//! Search speed: building the index from the embedded corpus, and warm queries (index open,
//! 54 mixed queries: plain words, phrases, typos, card names, filters).
//!
//! Run: `cargo bench --bench search`. Besides criterion's estimates, the query bench prints the
//! per-query median and p99 over every timed query (criterion reports means per sample), and
//! the open bench prints what a one-shot process pays before its first query: parsing the
//! embedded corpus (once per process) and opening the cached index.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use scouter::corpus::Corpus;
use scouter::index::{Index, SearchOptions};

#[path = "shared/search_queries.rs"]
mod search_queries;
use search_queries::QUERIES;

fn build(c: &mut Criterion) {
    let start = Instant::now();
    let corpus = Corpus::embedded().expect("the embedded corpus loads");
    println!(
        "embedded corpus parse (first call in this process): {:?}",
        start.elapsed()
    );
    let mut group = c.benchmark_group("index");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("build_in_ram", |b| {
        b.iter(|| black_box(Index::build_in_ram(corpus).expect("builds")))
    });
    group.finish();
}

fn query(c: &mut Criterion) {
    let corpus = Corpus::embedded().expect("the embedded corpus loads");
    let index = Index::build_in_ram(corpus).expect("builds");
    let options = SearchOptions::with_limit(10);

    // Per-query distribution: every query timed on its own, 200 rounds.
    let mut times = Vec::with_capacity(QUERIES.len() * 200);
    for _ in 0..200 {
        for q in QUERIES {
            let start = Instant::now();
            black_box(index.search(q, &options).expect("search"));
            times.push(start.elapsed());
        }
    }
    times.sort();
    let at = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
    println!(
        "warm query over {} timed queries: median {:?}, p99 {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );

    let mut group = c.benchmark_group("query");
    group.bench_function("mixed_50", |b| {
        let mut i = 0;
        b.iter(|| {
            let q = QUERIES[i % QUERIES.len()];
            i += 1;
            black_box(index.search(q, &options).expect("search"))
        })
    });
    group.finish();
}

fn open(c: &mut Criterion) {
    let corpus = Corpus::embedded().expect("the embedded corpus loads");
    let dir = std::env::temp_dir().join(format!("scouter-bench-{}", std::process::id()));
    drop(Index::open_or_build_in(corpus, Some(&dir)).expect("builds the cache"));
    let mut group = c.benchmark_group("index");
    group.bench_function("open_cached", |b| {
        b.iter(|| black_box(Index::open_or_build_in(corpus, Some(&dir)).expect("opens")))
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, build, open, query);
criterion_main!(benches);
