//! Counted draws: "Draw a card for each Non-Combat card in your hand." (Excitement, as CRD 3.0.0
//! rewrites it), counted when the effect resolves (CRD 3.0.0 "Secondary Effects"), Drills counted
//! as Non-Combat cards (CRD 3.0.0 "Non-Combat Cards": "There are 2 kinds of Non-Combat cards").

use crate::support;

#[test]
fn excitement_draws_one_card_for_each_non_combat_card_drills_included() {
    let r = support::scenario_report("counted-draws-excitement-non-combat-cards-in-hand.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(
        &r,
        "Excitement: 3 Non-Combat cards (Drills included) in your hand when it resolves: p1 draws 3 card(s)",
        "the count and the draw",
    );
    assert_eq!(step.step, 3);
    assert!(step.judge.is_empty(), "{:?}", step.judge);
}

/// A card of no known type in the hand (a placeholder) cannot be counted: the judge decides,
/// and nothing is drawn.
#[test]
fn a_hand_card_of_no_known_type_leaves_the_count_to_the_judge() {
    let text = std::fs::read_to_string(
        support::root()
            .join("tests/scenarios/counted-draws-excitement-non-combat-cards-in-hand.json"),
    )
    .expect("the board file");
    let mut board: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    board["players"]["p1"]["hand"] = serde_json::json!(["Cell Smiles", "H1"]);
    board["expect"] = serde_json::json!([{"after_step": 3, "p1": {"life_deck": 20}}]);
    let r = support::battle_report("counted_draws", "unknown-hand-card", &board.to_string())
        .expect("loads");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = r.events.iter().find(|e| e.step == 3).expect("step 3 ran");
    assert!(
        step.judge
            .iter()
            .any(|j| j.contains("H1 in the hand is a card of no known type")),
        "{:?}",
        step.judge
    );
}
