//! Test support: the corpus for scenario tests.
//!
//! Scenarios name real pool cards; the corpus is the repository's own `crd/` and `cards/`
//! (`Corpus::from_dir(repo root)`), so the tests need nothing outside the checkout.
#![allow(dead_code)]

use std::path::PathBuf;

use scouter::corpus::Corpus;

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `../shared` (the raw sources), or `None` with a printed notice when it is absent; under
/// `CI` its absence is a failure.
pub fn shared_dir() -> Option<PathBuf> {
    let p = root().join("../shared");
    if p.is_dir() {
        return Some(p);
    }
    if std::env::var_os("CI").is_some() {
        panic!("../shared is required under CI");
    }
    eprintln!("note: ../shared not found; skipping");
    None
}

/// The corpus scenarios run against: the repository's own `crd/` and `cards/`.
pub fn corpus() -> Corpus {
    match Corpus::from_dir(&root()) {
        Ok(c) => c,
        Err(e) => panic!("the repository corpus does not load: {e}"),
    }
}
