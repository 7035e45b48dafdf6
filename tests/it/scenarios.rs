//! Runs every `tests/scenarios/*.json` with `--check` semantics: each file must load, name the
//! sections it checks, and pass all its checkpoints.

use crate::support;

use scouter::commands::battle::{battle, BattleOptions};
use scouter::scenario;

#[test]
fn every_scenario_passes_its_checkpoints() {
    let corpus = support::corpus();
    let files = support::scenario_files();
    let mut failures = Vec::new();
    for path in &files {
        let report = match battle(
            corpus,
            path,
            &BattleOptions {
                until: None,
                check: true,
            },
        ) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{}: {e:#}", path.display()));
                continue;
            }
        };
        if report.checks.is_empty() {
            failures.push(format!(
                "{}: names no section it checks (\"checks\")",
                path.display()
            ));
        }
        if report.checkpoints.is_empty() {
            failures.push(format!("{}: has no checkpoints", path.display()));
        }
        if !report.passed {
            failures.push(scouter::render::trace::render_battle(&report));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
    assert!(
        files.len() >= 30,
        "expected at least 30 scenarios, found {}",
        files.len()
    );
}

/// A scenario run once (its board moved into the battle, `battle FILE`) reports what a run of
/// the same loaded scenario kept for another run reports (CRD 3.0.0 "Battle Sequence": each
/// step's events, checkpoints and end), for every board.
#[test]
fn a_scenario_run_once_reports_as_a_kept_one() {
    let corpus = support::corpus();
    for path in support::scenario_files() {
        let Ok(loaded) = scenario::load(&path, corpus) else {
            continue;
        };
        let kept = scenario::run(&loaded, scenario::RunOptions::default());
        let once = scenario::run_once(loaded, scenario::RunOptions::default());
        let said = |r: &scenario::RunReport| {
            (
                r.events.clone(),
                r.checks.clone(),
                r.outcome.clone(),
                r.waiting.clone(),
                r.error.as_ref().map(|e| e.to_string()),
                r.error_at.clone(),
            )
        };
        assert_eq!(said(&once), said(&kept), "{}", path.display());
        assert_eq!(
            once.battle.state(),
            kept.battle.state(),
            "{}",
            path.display()
        );
    }
}

/// The acceptance example: Orange Joint Restraint Drill + Tien's Physical Attack.
#[test]
fn orange_joint_restraint_drill_and_tien() {
    let corpus = support::corpus();
    let path = support::root().join("tests/scenarios/orange-joint-restraint-drill-tien.json");
    let report = battle(
        corpus,
        &path,
        &BattleOptions {
            until: None,
            check: true,
        },
    )
    .expect("loads");
    let step = |n: u32| {
        report
            .events
            .iter()
            .find(|e| e.step == n)
            .expect("step executed")
    };
    assert!(step(9)
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/battle-sequence/9"));
    assert!(
        step(9).account.contains("5 life cards"),
        "{}",
        step(9).account
    );
    let ten = step(10);
    assert!(ten
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/battle-sequence/10"));
    assert!(ten
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/modified-damage"));
    assert!(
        ten.account.contains("5 life cards + 4 power stages"),
        "{}",
        ten.account
    );
    assert!(
        report.passed,
        "{}",
        scouter::render::trace::render_battle(&report)
    );
    let text = scouter::render::trace::render_battle(&report);
    assert!(text.contains("[crd-3.0.0/modified-damage]"));
}

#[test]
fn load_save_round_trip() {
    let dir = support::root().join("tests/scenarios");
    let tmp = tempfile::tempdir().expect("temp dir");
    for entry in std::fs::read_dir(&dir).expect("dir").flatten() {
        let path = entry.path();
        if path.extension().and_then(|x| x.to_str()) != Some("json") {
            continue;
        }
        let file = scenario::read(&path).expect("parses");
        let out = tmp.path().join("copy.json");
        scenario::save(&out, &file).expect("saves");
        let again = scenario::read(&out).expect("parses again");
        assert_eq!(file, again, "{}", path.display());
    }
}

#[test]
fn malformed_files_report_line_and_column() {
    let err = scenario::parse(
        "bad.json",
        "{\n  \"scouter_scenario\": 1,\n  \"title\": 5\n}",
    )
    .expect_err("invalid");
    let msg = err.to_string();
    assert!(msg.starts_with("bad.json: line 3, column"), "{msg}");
    assert!(msg.contains("expected a string"), "{msg}");
}

#[test]
fn a_dividing_count_of_zero_is_refused_with_its_line_and_column() {
    // "For every 0 power stages ..." would divide by zero at every step: the file is refused.
    let err = scenario::parse(
        "zero.json",
        "{\n  \"scouter_scenario\": 1, \"title\": \"t\", \"attacker\": \"p1\",\n  \"players\": { \"p1\": { \"main_personality\": { \"card\": \"D\" } }, \"p2\": { \"main_personality\": { \"card\": \"D\" } } },\n  \"cards\": { \"W\": { \"type\": \"Drill\",\n    \"effects\": [{\"stages_back_per_loss\": {\"per\": 0, \"lose\": 1}}] } }\n}",
    )
    .expect_err("per 0");
    let msg = err.to_string();
    assert!(msg.starts_with("zero.json: line 5, column"), "{msg}");
    assert!(msg.contains("must be at least 1"), "{msg}");
}

#[test]
fn invalid_boards_list_every_problem() {
    let corpus = support::corpus();
    let text = r#"{
      "scouter_scenario": 2, "title": "t", "ruleset": "crd-9", "attacker": "p1",
      "players": {
        "p1": { "main_personality": { "card": "Nobody At All Lv.1" } },
        "p2": { "main_personality": { "card": "T", "stage": 99 }, "anger": 7 }
      },
      "cards": { "T": { "type": "Personality", "ladder": [0, 1, 2] } },
      "actions": [ { "p1": "pass", "p2": "pass" } ],
      "expect": [ { "after_step": 40 }, { "winner": "p1" } ]
    }"#;
    let file = scenario::parse("t.json", text).expect("well-formed");
    let err = scenario::validate("t.json", file, corpus).expect_err("invalid");
    let msg = err.to_string();
    for needle in [
        "version 2",
        "unknown ruleset",
        "Nobody At All",
        "stage: 99",
        "anger: 7",
        "actions[0]",
        "after_step 40",
        "give exactly one",
    ] {
        assert!(msg.contains(needle), "missing {needle:?} in:\n{msg}");
    }
}

/// The rules cards state about their own placement and deck count, checked on the board: two
/// copies of a "Limit 1 per deck" card, two Heroic Drills when it allows one in play at a time.
/// Two Black Drills when one says "Cannot be used with other Black Drills in play" are not a
/// board problem: the documents do not say it could not be placed (`drills_used_together`).
#[test]
fn boards_that_break_a_cards_placement_rules_are_refused() {
    let corpus = support::corpus();
    if corpus.cards().is_empty() {
        eprintln!("note: no card pool loaded; skipping");
        return;
    }
    let text = r#"{
      "scouter_scenario": 1, "title": "t", "attacker": "p1",
      "players": {
        "p1": { "main_personality": { "card": "score/saiyan-saga/173" },
                "in_play": { "drills": ["Black Physical Drill", "Black Free-Style Drill"] },
                "hand": ["score/android-saga-promo/p11"],
                "discard": ["score/android-saga-promo/p11"] },
        "p2": { "main_personality": { "card": "score/saiyan-saga/158" },
                "in_play": { "drills": ["Heroic Drill", "Heroic Drill"] } }
      }
    }"#;
    let file = scenario::parse("t.json", text).expect("well-formed");
    let err = scenario::validate("t.json", file, corpus).expect_err("illegal board");
    let msg = err.to_string();
    for needle in [
        "2 copies of Goku's Dashing Punch are on the board, but it is limit 1 per deck",
        "crd-3.0.0/maximum-number-of-card-copies-per-deck",
        "2 copies of Heroic Drill are in play, but its text allows 1 at a time",
    ] {
        assert!(msg.contains(needle), "missing {needle:?} in:\n{msg}");
    }
    assert!(!msg.contains("Black Physical Drill"), "{msg}");
    // One Black Drill with a Drill of another style is a legal board.
    let text = text
        .replace("\"Black Free-Style Drill\"", "\"Heroic Drill\"")
        .replace(
            "\"discard\": [\"score/android-saga-promo/p11\"]",
            "\"discard\": []",
        )
        .replace("[\"Heroic Drill\", \"Heroic Drill\"]", "[]");
    let file = scenario::parse("t.json", &text).expect("well-formed");
    if let Err(e) = scenario::validate("t.json", file, corpus) {
        panic!("a legal board was refused: {e}");
    }
}

/// Prints a scenario's trace: `SCOUTER_SHOW=name cargo test --test it scenarios::show -- --nocapture`.
#[test]
fn show() {
    let Ok(name) = std::env::var("SCOUTER_SHOW") else {
        return;
    };
    let corpus = support::corpus();
    let path = support::root()
        .join("tests/scenarios")
        .join(format!("{name}.json"));
    match battle(
        corpus,
        &path,
        &BattleOptions {
            until: None,
            check: true,
        },
    ) {
        Ok(r) => println!("{}", scouter::render::trace::render_battle(&r)),
        Err(e) => println!("{e:#}"),
    }
}

/// A wrong checkpoint fails with expected against actual.
#[test]
fn a_wrong_checkpoint_fails_readably() {
    let corpus = support::corpus();
    let path = support::root().join("tests/scenarios/orange-joint-restraint-drill-tien.json");
    let mut file = scenario::read(&path).expect("parses");
    file.expect[1].damage = Some(scouter::engine::Damage::life_cards(9));
    let loaded = scenario::validate("copy", file, corpus).expect("valid");
    let report = scenario::run(&loaded, scenario::RunOptions::default());
    assert!(!report.passed());
    let diffs: Vec<&String> = report
        .checks
        .iter()
        .flat_map(|c| c.differences.iter())
        .collect();
    assert!(
        diffs.iter().any(|d| d.starts_with("damage: expected")),
        "{diffs:?}"
    );
}

/// Stepping forward and back through a walkthrough restores earlier states exactly.
#[test]
fn walkthrough_steps_and_goes_back() {
    use scouter::engine::{StepResult, Walkthrough};
    let corpus = support::corpus();
    let path = support::root().join("tests/scenarios/orange-joint-restraint-drill-tien.json");
    let loaded = scenario::load(&path, corpus).expect("loads");
    let mut w = Walkthrough::new(loaded.battle());
    let start = w.current().state().clone();
    for _ in 0..12 {
        assert!(matches!(w.step(), Ok(StepResult::Executed { .. })));
    }
    assert_eq!(w.trace().len(), 12);
    assert_eq!(w.current().next_step_number(), 13);
    let after12 = w.current().state().clone();
    assert!(w.step().is_ok());
    assert!(w.back());
    assert_eq!(w.current().state(), &after12);
    while w.back() {}
    assert_eq!(w.current().state(), &start);
    assert!(w.trace().is_empty());
}

/// The JSON Schema names every top-level field the format has, and every scenario file uses
/// only fields the schema lists (a light check; `docs/scenario-format.md` shows how to run a
/// full validator). Its effect definitions are checked against the types in `board_file_schema`.
#[test]
fn schema_lists_the_format_fields() {
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(support::root().join("docs/scenario.schema.json"))
            .expect("schema"),
    )
    .expect("schema is JSON");
    let props = schema["properties"].as_object().expect("properties");
    for entry in std::fs::read_dir(support::root().join("tests/scenarios"))
        .expect("dir")
        .flatten()
    {
        let file = scenario::read(&entry.path()).expect("parses");
        let value = serde_json::to_value(&file).expect("serializes");
        for key in value.as_object().expect("object").keys() {
            assert!(props.contains_key(key), "{key} missing from the schema");
        }
    }
    assert_eq!(
        schema["$defs"]["effect"]["$ref"], "#/$defs/Effect",
        "cards' effects use the definitions generated from the types (board_file_schema)"
    );
}
