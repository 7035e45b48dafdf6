//! Test support: the corpus for scenario tests.
//!
//! Scenarios name real pool cards; the corpus is the repository's own `crd/` and `cards/`
//! (`Corpus::from_dir(repo root)`), so the tests need nothing outside the checkout.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use scouter::corpus::{Corpus, SourceFile};

/// The repository root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `../shared`, or `None` (with a notice; a panic under CI).
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

fn read_sources(dir: &Path, ext: &str) -> Vec<SourceFile> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().and_then(|x| x.to_str()) == Some(ext) {
                if let Ok(text) = std::fs::read_to_string(&p) {
                    let name = p
                        .strip_prefix(dir)
                        .unwrap_or(&p)
                        .to_string_lossy()
                        .replace('\\', "/");
                    out.push(SourceFile { name, text });
                }
            }
        }
    }
    out
}

/// The corpus scenarios run against: the repository's own `crd/` and `cards/`.
pub fn corpus() -> Corpus {
    match Corpus::from_dir(&root()) {
        Ok(c) => c,
        Err(e) => panic!("the repository corpus does not load: {e}"),
    }
}
