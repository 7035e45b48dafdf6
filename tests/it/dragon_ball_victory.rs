//! The Dragon Ball Victory where CRD 3.0.0 checks it: "the moment you control all 7 Dragon
//! Balls" when the 7th is played from the hand; when the 7th is captured, "you must control the 7
//! Dragon Balls until the beginning of your next turn as the Attacker to win" (T049).

use scouter::commands::battle::BattleReport;
use scouter::engine::battle::Outcome;
use scouter::engine::state::PlayerId;
use scouter::engine::VictoryKind;

use crate::support;
use crate::support::scenario_report as run;

fn won(r: &BattleReport) -> (PlayerId, VictoryKind, String) {
    match &r.outcome {
        Some(Outcome::Victory(v)) => (v.winner, v.kind, v.cite.clone()),
        other => panic!("no victory: {other:?}"),
    }
}

#[test]
fn the_seventh_played_wins_at_once_in_the_non_combat_step() {
    let r = run("dragon-ball-victory-seventh-played-in-non-combat-step.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let (winner, kind, cite) = won(&r);
    assert_eq!((winner, kind), (PlayerId::P1, VictoryKind::DragonBall));
    assert_eq!(cite, "crd-3.0.0/dragon-ball-victory");
    let last = r.events.last().expect("events");
    assert!(
        last.is_turn_step() && last.step == 2,
        "won in the Non-Combat Step: {last:?}"
    );
    let said = last
        .notes
        .iter()
        .filter(|n| n.contains("wins by the Dragon Ball Victory"));
    assert_eq!(
        said.count(),
        1,
        "the victory is named once: {:?}",
        last.notes
    );
}

#[test]
fn the_captured_seventh_wins_at_the_start_of_the_capturers_next_turn() {
    let r = run("dragon-ball-victory-captured-seventh-next-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let (winner, kind, _) = won(&r);
    assert_eq!((winner, kind), (PlayerId::P1, VictoryKind::DragonBall));
    // Not won in turn 1's Combat nor in p2's turn 2: at p1's turn 3, before its draw.
    let last = r.events.last().expect("events");
    let mark = last.turn.as_ref().expect("a turn step");
    assert_eq!(
        (mark.number, mark.attacker, last.step),
        (3, PlayerId::P1, 1)
    );
    assert!(last
        .notes
        .iter()
        .any(|n| n.contains("at the beginning of its turn as the Attacker")));
    assert!(r
        .events
        .iter()
        .any(|e| e.turn.as_ref().is_some_and(|m| m.number == 2)));
}

/// The capturer loses a Dragon Ball before its next turn: no victory then.
#[test]
fn the_captured_seventh_lost_again_does_not_win() {
    let text = std::fs::read_to_string(
        support::root().join("tests/scenarios/dragon-ball-victory-captured-seventh-next-turn.json"),
    )
    .expect("reads");
    let mut doc: serde_json::Value = serde_json::from_str(&text).expect("json");
    // p2 captures one back in its own Combat of turn 2 instead of skipping it.
    let actions = doc["actions"].as_array_mut().expect("actions");
    let at = actions
        .iter()
        .position(|a| a["p2"] == "skip_combat")
        .expect("skip");
    actions.splice(
        at..at + 2,
        [
            serde_json::json!({"p2": "declare"}),
            serde_json::json!({"p2": "play", "card": "Earth Dragon Ball Capture", "capture": "Earth Dragon Ball 1"}),
        ],
    );
    doc["players"]["p2"]["life_deck"]["top"][8] = serde_json::json!("Earth Dragon Ball Capture");
    doc["expect"] =
        serde_json::json!([{"after_step": 0, "turn": 2, "pending_dragon_ball_victory": "p1"}]);
    let r = support::battle_report("dragon_ball_victory", "recaptured", &doc.to_string())
        .expect("loads");
    assert!(r.outcome.is_none(), "{:?}", r.outcome);
    let p1_balls = r
        .final_state
        .get("p1")
        .map(|p| p.in_play.get("dragon_balls").map(Vec::len));
    assert_eq!(p1_balls, Some(Some(6)), "{:?}", r.error);
}

/// How To Win, 2) Dragon Ball Victory: "all 7 Dragon Balls of the same set": a 7th Dragon Ball of
/// another set played wins nothing, and the step says so with the sets counted, citing the rule.
#[test]
fn seven_dragon_balls_of_two_sets_do_not_win_and_say_why() {
    let r = support::scenario_report("dragon-ball-victory-seven-of-two-sets-no-win.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "{:?}", r.outcome);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert!(
        step.citations
            .iter()
            .any(|c| c == "crd-3.0.0/dragon-ball-victory"),
        "{:?}",
        step.citations
    );
    assert!(
        step.notes.iter().any(|n| n.contains(
            "p1 controls 7 Dragon Balls, 6 of the Earth set, 1 of the Namek set: \"You win the game the moment you control all 7 Dragon Balls of the same set\", so no Dragon Ball Victory"
        )),
        "{:?}",
        step.notes
    );
}

/// CRD 3.0.0 "Dragon Balls": "Dragon Balls with "Alt." in the title can be mixed with Dragon
/// Balls of the same set": Alt. Namek Dragon Balls 2 and 5 with five Namek Dragon Balls are all
/// 7 of the Namek set (How To Win, 2) Dragon Ball Victory).
#[test]
fn alt_dragon_balls_count_with_their_set_for_the_dragon_ball_victory() {
    let r = support::scenario_report("dragon-ball-victory-alt-printings-mixed-with-their-set.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
}
