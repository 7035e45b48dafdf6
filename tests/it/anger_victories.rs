//! A victory a card's effect declares when a player's anger reads a number (Dragon's Victory:
//! "If your opponent's Warrior Sword reads 4 anger you win the game"; CRD 3.0.0 "The Golden
//! Rule", "How To Win"; the card's CRD 3.0.0 ruling reads the Warrior Sword as the anger).

use crate::support;

#[test]
fn dragons_victory_wins_when_the_raise_brings_the_opponent_to_four_anger() {
    let r = support::scenario_report("card-victory-dragons-victory-opponent-at-four-anger.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(
        &r,
        "Dragon's Victory: p2's Warrior Sword reads 4 anger: p1 wins the game by the card's effect",
        "the victory",
    );
    support::assert_cites(step, &["crd-3.0.0/the-golden-rule"]);
}

/// Declining the "may" raise leaves p2 at 3 anger: the card's condition does not hold, no one
/// wins, and the step says the anger it read.
#[test]
fn dragons_victory_does_not_win_when_the_opponent_is_not_at_four_anger() {
    let text = std::fs::read_to_string(
        support::root()
            .join("tests/scenarios/card-victory-dragons-victory-opponent-at-four-anger.json"),
    )
    .expect("the board file");
    let mut board: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    board["actions"][0]["may"] = serde_json::json!(false);
    board["expect"] = serde_json::json!([{"at_end": true, "no_winner": true, "p2": {"anger": 3}}]);
    let r =
        support::battle_report("anger_victories", "declined", &board.to_string()).expect("loads");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    support::step_noting(
        &r,
        "p2's Warrior Sword reads 3 anger, not 4: no victory",
        "no victory",
    );
}
