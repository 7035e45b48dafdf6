//! Constant Combat Powers that hold a player's anger (CRD 3.0.0 "Anger" and "Power-Up Rating
//! (PUR)": a Constant Combat Power is "constantly active" while its personality controls Combat):
//! "Your anger level cannot be lowered" (Android 17 Lv.1), "Your anger cannot be reduced" (King
//! Cold, Galactic Ruler Lv.2) and "You cannot have your anger lowered by more than 1 level by any
//! card" (Goku, the Protector Lv.3), read as lasting prohibitions (`effects/prohibitions`).

use crate::support;

const ANGER: &str = "crd-3.0.0/anger";
const PUR: &str = "crd-3.0.0/power-up-rating-pur";

/// CRD "Anger": Blue Driving Face Off's "Lower your opponent's anger 1 level" leaves Android 17
/// Lv.1's player at 2 anger, the step saying why and citing the Constant Combat Power's section.
#[test]
fn anger_not_lowered_while_android_17_controls_combat() {
    let r = support::scenario_report("constant-power-android-17-anger-cannot-be-lowered.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r
        .events
        .iter()
        .flat_map(|e| e.notes.iter())
        .find(|n| n.contains("anger cannot be lowered"))
        .expect("the lowering is refused and said");
    assert!(said.contains("Android 17 Lv.1"), "{said}");
    assert!(said.contains("stays 2"), "{said}");
    assert!(
        r.events
            .iter()
            .any(|e| e.citations.iter().any(|c| c == PUR) && e.citations.iter().any(|c| c == ANGER)),
        "both sections cited"
    );
}

/// CRD "Anger": the same card lowers King Cold, Galactic Ruler Lv.2's player's anger not at all
/// (2 stays 2) and Goku Lv.1's (no such power) from 2 to 1.
#[test]
fn anger_not_reduced_by_king_cold_galactic_ruler_only() {
    let board = |mp: &str, anger: u32| {
        support::scenario(
            "anger cannot be reduced",
            &format!(r#""{ANGER}""#),
            support::players(
                support::GOKU,
                5,
                r#""hand": ["Blue Driving Face Off"]"#,
                mp,
                5,
                r#""anger": 2, "life_deck": { "unknown_below": 20 }"#,
            ),
            r#"[ { "p1": "play", "card": "Blue Driving Face Off" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 3, "phase": 1, "cites": ["{ANGER}"], "p2": {{ "anger": {anger} }} }} ]"#
            ),
        )
    };
    support::run_battle(
        "anger-states",
        "king-cold-galactic-ruler-lv-2",
        &board("score/trunks-saga/200", 2),
    );
    support::run_battle("anger-states", "goku-lv-1", &board(support::GOKU, 1));
}

/// CRD "Anger": Blue Sledgehammer's "Lower your opponent's anger 4 levels" lowers Goku, the
/// Protector Lv.3's player's anger 1 level only (3 -> 2), the step saying why.
#[test]
fn anger_lowered_one_level_at_most_by_goku_the_protector() {
    let r =
        support::scenario_report("constant-power-goku-the-protector-anger-lowered-one-level.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r
        .events
        .iter()
        .flat_map(|e| e.notes.iter())
        .find(|n| n.contains("cannot be lowered by more than 1 level"))
        .expect("the lowering is cut and said");
    assert!(said.contains("Goku, the Protector Lv.3"), "{said}");
    assert!(said.contains("lowered 1 instead of 4"), "{said}");
}

/// CRD "Anger": Gohan, The Fighter Lv.2 holds the same cap (3 -> 2); Goku Lv.1 does not (3 -> 0).
#[test]
fn anger_lowered_one_level_at_most_by_gohan_the_fighter_only() {
    let board = |mp: &str, anger: u32| {
        support::scenario(
            "anger lowered by more than 1 level",
            &format!(r#""{ANGER}""#),
            support::players(
                support::GOKU,
                5,
                r#""hand": ["Blue Sledgehammer"]"#,
                mp,
                5,
                r#""anger": 3, "life_deck": { "unknown_below": 20 }"#,
            ),
            r#"[ { "p1": "play", "card": "Blue Sledgehammer" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 3, "phase": 1, "cites": ["{ANGER}"], "p2": {{ "anger": {anger} }} }} ]"#
            ),
        )
    };
    support::run_battle(
        "anger-states",
        "gohan-the-fighter-lv-2",
        &board("score/trunks-saga/171", 2),
    );
    support::run_battle(
        "anger-states",
        "goku-lv-1-sledgehammer",
        &board(support::GOKU, 0),
    );
}
