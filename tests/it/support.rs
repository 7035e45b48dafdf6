//! Test support: the corpus for scenario tests.
//!
//! Scenarios name real pool cards; the corpus is the repository's own `crd/` and `cards/`
//! (`Corpus::from_dir(repo root)`), so the tests need nothing outside the checkout.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::OnceLock;

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

/// The corpus scenarios run against: the repository's own `crd/` and `cards/`, parsed once
/// for the whole test crate.
/// Every board file in `tests/scenarios/`, sorted by name.
pub fn scenario_files() -> Vec<PathBuf> {
    let dir = root().join("tests/scenarios");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("json"))
        .collect();
    files.sort();
    files
}

pub fn corpus() -> &'static Corpus {
    static CORPUS: OnceLock<Corpus> = OnceLock::new();
    CORPUS.get_or_init(|| match Corpus::from_dir(&root()) {
        Ok(c) => c,
        Err(e) => panic!("the repository corpus does not load: {e}"),
    })
}

/// Runs the board file `tests/scenarios/<file>` with `--check` semantics and returns its report;
/// the file must load.
pub fn scenario_report(file: &str) -> scouter::commands::battle::BattleReport {
    use scouter::commands::battle::{battle, BattleOptions};
    let path = root().join("tests/scenarios").join(file);
    battle(
        corpus(),
        &path,
        &BattleOptions {
            until: None,
            check: true,
        },
    )
    .unwrap_or_else(|e| panic!("{file} does not load: {e}"))
}

/// The trace event of turn step `step` (Sequence of Play item number) in a report of a board run
/// turn by turn; `what` names the step in the failure message when it did not run.
pub fn turn_step<'r>(
    report: &'r scouter::commands::battle::BattleReport,
    step: u32,
    what: &str,
) -> &'r scouter::engine::trace::TraceEvent {
    report
        .events
        .iter()
        .find(|e| e.is_turn_step() && e.step == step)
        .unwrap_or_else(|| panic!("{what}"))
}

/// The first trace event of a report whose notes contain `text`; `what` names it in the failure
/// message when no step says it.
pub fn step_noting<'r>(
    report: &'r scouter::commands::battle::BattleReport,
    text: &str,
    what: &str,
) -> &'r scouter::engine::trace::TraceEvent {
    report
        .events
        .iter()
        .find(|e| e.notes.iter().any(|n| n.contains(text)))
        .unwrap_or_else(|| panic!("{what}"))
}

/// Runs a board that must pass its checkpoints and asserts that its first event at Battle
/// Sequence step `step` has a note containing `note` and cites every one of `ids`.
pub fn assert_step_says(board: &str, step: u32, note: &str, ids: &[&str]) {
    let r = scenario_report(board);
    assert!(r.passed, "{board}: {:?}", r.checkpoints);
    let e = r
        .events
        .iter()
        .find(|e| !e.is_turn_step() && e.step == step)
        .unwrap_or_else(|| panic!("{board}: step {step} ran"));
    assert!(
        e.notes.iter().any(|n| n.contains(note)),
        "{board}: {note:?} in {:?}",
        e.notes
    );
    assert_cites(e, ids);
}

/// Asserts that a trace event cites every one of `ids`, naming the missing one and what it cites.
pub fn assert_cites(event: &scouter::engine::trace::TraceEvent, ids: &[&str]) {
    for id in ids {
        assert!(
            event.citations.iter().any(|c| c == id),
            "{id} cited: {:?}",
            event.citations
        );
    }
}

/// Runs a scenario written as JSON with `--check` semantics and returns the report (or the
/// load error) for a test to inspect. The file is written into a temporary folder of its own
/// (`scouter-<concept>-...`), deleted when the battle has run.
pub fn battle_report(
    concept: &str,
    name: &str,
    json: &str,
) -> anyhow::Result<scouter::commands::battle::BattleReport> {
    use scouter::commands::battle::{battle, BattleOptions};
    let dir = tempfile::Builder::new()
        .prefix(&format!("scouter-{concept}-"))
        .tempdir()?;
    let path = dir.path().join(format!("{name}.json"));
    std::fs::write(&path, json)?;
    battle(
        corpus(),
        &path,
        &BattleOptions {
            until: None,
            check: true,
        },
    )
}

/// Runs a scenario written as JSON with `--check` semantics: it must load, have checkpoints and
/// pass them all (the battle's trace is printed when it does not). Returns the report for
/// further checks.
pub fn run_battle(
    concept: &str,
    name: &str,
    json: &str,
) -> scouter::commands::battle::BattleReport {
    let report = battle_report(concept, name, json).unwrap_or_else(|e| panic!("{name}: {e:#}"));
    assert!(!report.checkpoints.is_empty(), "{name}: no checkpoints");
    assert!(
        report.passed,
        "{name}:\n{}",
        scouter::render::trace::render_battle(&report)
    );
    report
}

/// Raditz Lv.1 (a Villain), the usual attacker of the card-effect battles.
pub const RADITZ: &str = "score/saiyan-saga/170";
/// Goku Lv.1 (a Hero), the usual defender.
pub const GOKU: &str = "score/saiyan-saga/158";

/// The `"players"` member of a scenario: `mp1` (p1, with a Life Deck of 30 unknown cards) at
/// `stage1` against `mp2` at `stage2`; `p1` / `p2` are more members of each board, as JSON.
pub fn players(mp1: &str, stage1: u32, p1: &str, mp2: &str, stage2: u32, p2: &str) -> String {
    let p1 = join(r#""life_deck": { "unknown_below": 30 }"#, p1);
    players_bare(mp1, stage1, &p1, mp2, stage2, p2)
}

/// The `"players"` member of a scenario with nothing but the two Main Personalities and the
/// members `p1` / `p2` give (either may be empty).
pub fn players_bare(mp1: &str, stage1: u32, p1: &str, mp2: &str, stage2: u32, p2: &str) -> String {
    let board = |mp: &str, stage: u32, more: &str| {
        join(
            &format!(r#""main_personality": {{ "card": "{mp}", "stage": {stage} }}"#),
            more,
        )
    };
    format!(
        r#""players": {{
    "p1": {{ {} }},
    "p2": {{ {} }}
  }}"#,
        board(mp1, stage1, p1),
        board(mp2, stage2, p2)
    )
}

/// Two lists of JSON members as one.
pub fn join(a: &str, b: &str) -> String {
    match (a.trim().is_empty(), b.trim().is_empty()) {
        (_, true) => a.to_string(),
        (true, false) => b.to_string(),
        (false, false) => format!("{a}, {b}"),
    }
}

/// A CRD 3.0.0 scenario where p1 attacks first: `checks` are quoted section ids, `players` is
/// [`players`]' member, `actions` and `expect` JSON arrays.
pub fn scenario(title: &str, checks: &str, players: String, actions: &str, expect: &str) -> String {
    format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "{title}",
  "ruleset": "crd-3.0.0",
  "checks": [{checks}],
  "attacker": "p1",
  {players},
  "actions": {actions},
  "expect": {expect}
}}"#
    )
}
