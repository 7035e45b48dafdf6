//! Empty, meaningless or unknown input is bad usage (issue 20, classes 4 and 5): exit 2 with a
//! message naming what was wrong, and under `--json` one JSON object with the error, never an
//! arbitrary card, "0 cards", an introduction as "the best passage" or an empty `[]`.

use assert_cmd::Command;
use predicates::prelude::*;

fn scouter() -> Command {
    let mut cmd = Command::cargo_bin("scouter").expect("the scouter binary is built by cargo test");
    cmd.env("NO_COLOR", "1");
    cmd.env(
        "SCOUTER_CACHE_DIR",
        concat!(env!("CARGO_TARGET_TMPDIR"), "/usage-index-cache"),
    );
    cmd
}

#[test]
fn a_card_name_without_letters_is_bad_usage() {
    for name in ["", "   ", "?!.,", "\u{1f409}"] {
        scouter()
            .args(["card", name])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains("card needs a name"));
    }
    scouter()
        .arg("card")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("card needs a name"));
}

#[test]
fn a_topicless_compare_is_bad_usage() {
    for topic in ["", "  ", "\"\"", "!!!"] {
        scouter()
            .args(["compare", topic])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("compare needs a topic"));
    }
    // A wordless search stays lenient (tests/it/cli.rs: degenerate queries never error), but
    // not silent: nothing found, exit 1.
    scouter().args(["search", "\""]).assert().code(1);
}

#[test]
fn unknown_filters_and_card_types_are_bad_usage() {
    let cases: [(&[&str], &str); 6] = [
        (&["search", "damage", "--doc", "nope"], "no document `nope`"),
        (&["search", "damage", "--game", "nope"], "no game `nope`"),
        (&["search", "damage", "--kind", "nope"], "no kind `nope`"),
        (&["search", "damage set:nopeset"], "no set `nopeset`"),
        (
            &["compare", "deck size", "--kind", "nope"],
            "no kind `nope`",
        ),
        (
            &["cards", "--coverage", "--type", "Nope"],
            "no card type `Nope`",
        ),
    ];
    for (args, message) in cases {
        scouter()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message));
    }
    // A known set still filters.
    scouter()
        .args(["search", "attack set:\"Saiyan Saga\"", "--limit", "1"])
        .assert()
        .code(0);
}

#[test]
fn errors_under_json_are_one_json_object() {
    let cases: [&[&str]; 5] = [
        &["search", "damage", "--doc", "nope", "--json"],
        &["card", "", "--json"],
        &["cards", "--coverage", "--type", "Nope", "--json"],
        &["battle", "/no/such/board.json", "--json"],
        &["card", "Goku", "--game", "nope", "--json"],
    ];
    for args in cases {
        let out = scouter().args(args).output().expect("scouter runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|e| panic!("{args:?}: stdout is not JSON ({e})"));
        assert!(
            v["error"].as_str().is_some_and(|m| !m.is_empty()),
            "{args:?}: {v}"
        );
        assert_eq!(v["exit"], 2, "{args:?}");
    }
}
