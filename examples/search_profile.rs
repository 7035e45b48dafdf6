//! A driver for instruction-count profiling of warm queries (the queries of
//! `cargo bench --bench search -- query`, each run a fixed number of times over an index built
//! in RAM), for `valgrind --tool=callgrind`, whose counts do not depend on the machine's load.
//!
//! Run: `cargo build --release --example search_profile` then
//! `valgrind --tool=callgrind --toggle-collect='*Index*search*' target/release/examples/search_profile [N]`;
//! `search_profile N --each` prints each query's fastest run, slowest first.

use std::hint::black_box;

use scouter::corpus::Corpus;
use scouter::index::{Index, SearchOptions};

#[path = "../benches/shared/search_queries.rs"]
mod search_queries;

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let corpus = Corpus::embedded().expect("the embedded corpus loads");
    let index = Index::build_in_ram(corpus).expect("the index builds");
    let options = SearchOptions::with_limit(10);
    let mut fastest = vec![std::time::Duration::MAX; search_queries::QUERIES.len()];
    for _ in 0..rounds {
        for (i, q) in search_queries::QUERIES.iter().enumerate() {
            let start = std::time::Instant::now();
            black_box(index.search(q, &options).expect("search"));
            fastest[i] = fastest[i].min(start.elapsed());
        }
    }
    // With `--each`: each query's fastest run, slowest first (what the median is made of).
    if std::env::args().any(|a| a == "--each") {
        let mut rows: Vec<_> = fastest.iter().zip(search_queries::QUERIES).collect();
        rows.sort_by(|a, b| b.0.cmp(a.0));
        for (t, q) in rows {
            println!("{:>8.1} us  {q}", t.as_secs_f64() * 1e6);
        }
    }
}
