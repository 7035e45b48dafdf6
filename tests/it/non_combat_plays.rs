//! The Non-Combat Step's plays (CRD 3.0.0 Sequence of Play, item 2; "Putting Allies into
//! Play"): an Ally enters at 3 above 0 under the level rule; a second of the same Ally, a Combat
//! card and a play by the defender are refused with the rule cited.

use crate::support;
use crate::support::scenario_report as run;

fn ally_board() -> String {
    std::fs::read_to_string(
        support::root().join("tests/scenarios/ally-played-in-non-combat-step.json"),
    )
    .expect("reads")
}

#[test]
fn an_ally_enters_at_three_and_powers_up_by_one() {
    let r = run("ally-played-in-non-combat-step.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 2, "step 2");
    assert!(
        step.notes
            .iter()
            .any(|n| n.contains("set at 3 power stages above 0")),
        "{:?}",
        step.notes
    );
}

#[test]
fn an_ally_above_the_main_personalitys_level_is_refused() {
    let r = run("ally-above-main-personality-level-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.expect("refused");
    assert!(err.contains("crd-3.0.0/putting-allies-into-play"), "{err}");
}

/// "you may not have more than one Personality of the same Ally in play at one time".
#[test]
fn a_second_copy_of_the_same_ally_is_refused() {
    let text = ally_board().replace(
        "\"hand\": [\n        \"score/saiyan-saga/176\"\n      ],",
        "\"hand\": [\n        \"score/saiyan-saga/176\"\n      ],\n      \"allies\": [{\"card\": \"score/saiyan-saga/185\"}],",
    );
    assert!(text.contains("saiyan-saga/185"), "{text}");
    let r = support::battle_report("non_combat_plays", "same-ally", &text).expect("loads");
    let err = r.error.expect("refused");
    assert!(
        err.contains("more than one Personality of the same Ally"),
        "{err}"
    );
}

/// A Combat card is no Non-Combat Step play; the defender plays nothing in that step.
#[test]
fn combat_cards_and_the_defenders_plays_are_refused() {
    let combat = ally_board()
        .replace("score/saiyan-saga/176", "Earth Dragon Ball Combat")
        .replace("\"Nappa Lv.1\"", "\"Earth Dragon Ball Combat\"");
    let r = support::battle_report("non_combat_plays", "combat-card", &combat).expect("loads");
    let err = r.error.expect("refused");
    assert!(
        err.contains("crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2"),
        "{err}"
    );
    let defender = ally_board().replace("{\n      \"p1\": \"play\"", "{\n      \"p2\": \"play\"");
    assert!(defender.contains("\"p2\": \"play\""), "{defender}");
    let r = support::battle_report("non_combat_plays", "defender", &defender).expect("loads");
    let err = r.error.expect("refused");
    assert!(
        err.contains("The Defender plays only during the Combat Step"),
        "{err}"
    );
}
