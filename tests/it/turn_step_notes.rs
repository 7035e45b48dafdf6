//! The judge's sentences of cards in play timed for a turn step, said at that step outside
//! Combat in a game run turn by turn (CRD 3.0.0 Sequence of Play, 1) Draw Step): Orange
//! Destruction Drill's "At the beginning of every turn, ..." is said once, at the Draw Step, and
//! the Combat that follows does not say it again. Board files in `tests/scenarios/`.

use crate::support;

const BOARD: &str = "turn-step-judge-orange-destruction-drill-at-the-beginning-of-every-turn.json";

#[test]
fn crd_sequence_of_play_draw_step_says_the_drills_turn_start_sentence_once() {
    let r = support::scenario_report(BOARD);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 1, "the Draw Step ran");
    assert!(
        step.judge.iter().any(|j| j.contains("Orange Destruction Drill, a Drill p1 has in play; its timing: the turn's Draw Step [crd-3.0.0/the-sequence-of-play-for-one-complete-turn/1]")),
        "{:?}",
        step.judge
    );
    // Into Combat and through it: the sentence is not said again.
    let text = std::fs::read_to_string(support::root().join("tests/scenarios").join(BOARD))
        .expect("the board")
        .replacen(
            r#""expect": ["#,
            r#""actions": [{ "p1": "declare" }, { "p1": "pass" }, { "p2": "pass" }], "expect": ["#,
            1,
        );
    let r = support::battle_report("turn-step-notes", "into-combat", &text).expect("loads");
    let said: usize = r
        .events
        .iter()
        .map(|e| {
            e.judge
                .iter()
                .filter(|j| j.contains("At the beginning of every turn, discard 1"))
                .count()
        })
        .sum();
    assert_eq!(said, 1);
}
