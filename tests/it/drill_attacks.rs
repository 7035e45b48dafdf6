//! A Drill in play that performs an attack (CRD 3.0.0 Attack Phases: "Use a card you have in
//! play that can perform an attack"; "Drill Cards"): Red Physical Drill's payment at step 2 (a
//! requirement, not a cost: the card does not say "cost"), its
//! "when you use this Drill" gain at step 3, its modifier at step 10; it stays in play.

use crate::support;

/// Battle Sequence steps 2, 3 and 10 with Red Physical Drill (R017).
#[test]
fn red_physical_drill_pays_gains_and_attacks() {
    let board = "drill-performs-a-physical-attack.json";
    support::assert_step_says(
        board,
        2,
        "paid as the card requires: it does not say \"cost\", so this is a requirement",
        &[
            "crd-3.0.0/battle-sequence/2",
            "crd-3.0.0/what-is-a-requirement",
        ],
    );
    support::assert_step_says(
        board,
        3,
        "Red Physical Drill: the condition (the opponent's anger level is 0) holds",
        &["crd-3.0.0/battle-sequence/3"],
    );
    support::assert_step_says(
        board,
        10,
        "Red Physical Drill: +3 power stages",
        &["crd-3.0.0/battle-sequence/10"],
    );
}

/// Runs the Red Physical Drill board with `hand`, `actions` and one end checkpoint `error`
/// instead of its own, and asserts it passes.
fn red_physical_drill_refused(name: &str, hand: &[&str], actions: serde_json::Value, error: &str) {
    let board = std::fs::read_to_string(
        support::root().join("tests/scenarios/drill-performs-a-physical-attack.json"),
    )
    .expect("board");
    let mut v: serde_json::Value = serde_json::from_str(&board).expect("json");
    v["players"]["p1"]["hand"] = serde_json::json!(hand);
    v["actions"] = actions;
    v["expect"] = serde_json::json!([{"at_end": true, "error": error}]);
    let r = support::battle_report("drill-attacks", name, &v.to_string()).expect("loads");
    assert!(r.passed, "{name}: {:?}", r.checkpoints);
}

/// A second use in the same Combat is refused: "Once per Combat" (CRD 3.0.0 "Drill Cards").
#[test]
fn red_physical_drill_once_per_combat() {
    red_physical_drill_refused(
        "red-physical-drill-twice",
        &["H1", "H2"],
        serde_json::json!([
            {"p1": "use", "card": "Red Physical Drill", "may": true, "discard": "H1"},
            {"p2": "take"},
            {"p2": "pass"},
            {"p1": "use", "card": "Red Physical Drill", "may": true, "discard": "H2"}
        ]),
        "may be used 1 time(s) per Combat",
    );
}

/// Battle Sequence step 1: Red Physical Drill used without naming the card of the hand it
/// discards is refused, the payment called what the card makes it (a requirement, not a cost).
#[test]
fn red_physical_drill_needs_the_discard_named() {
    red_physical_drill_refused(
        "red-physical-drill-no-discard",
        &["H1"],
        serde_json::json!([{"p1": "use", "card": "Red Physical Drill", "may": true}]),
        "it requires 1 card(s) of the hand discarded",
    );
}
