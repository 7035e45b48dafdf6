//! What the cards in play do as a turn begins (CRD 3.0.0 "The Sequence of Play for One Complete
//! Turn", before 1) Draw Step): a Drill's "At the beginning of your turn" (Red Kaio-Ken Drill),
//! used in its player's own turn only. Board files in `tests/scenarios/`.

use crate::support;

const BOARD: &str = "turn-start-red-kaio-ken-drill-removes-opponents-bottom-three.json";

#[test]
fn crd_sequence_of_play_turn_start_red_kaio_ken_drill_removes_before_the_draw() {
    let r = support::scenario_report(BOARD);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 1, "the Draw Step ran");
    support::assert_cites(
        step,
        &[
            "crd-3.0.0/the-sequence-of-play-for-one-complete-turn",
            "crd-3.0.0/drill-cards",
        ],
    );
    let used = step.notes.iter().position(|n| {
        n.contains("the turn begins: Red Kaio-Ken Drill (\"At the beginning of your turn")
    });
    let draw = step.account.find("p1 draws 3 of 3");
    assert!(
        used.is_some() && draw.is_some(),
        "{:?} / {}",
        step.notes,
        step.account
    );
    let p2 = r.final_state.get("p2").expect("p2");
    assert_eq!(p2.removed, ["B1", "B2", "B3"]);
}

#[test]
fn crd_sequence_of_play_your_turn_start_only_in_its_players_own_turn() {
    // With p2 the Attacker, p1's "At the beginning of your turn" is not p1's turn: nothing is
    // removed and p2 draws its 3.
    let text = std::fs::read_to_string(support::root().join("tests/scenarios").join(BOARD))
        .expect("the board")
        .replacen(r#""attacker": "p1","#, r#""attacker": "p2","#, 1);
    let r = support::battle_report("turn-start", "p2-turn", &text).expect("loads");
    let step = support::turn_step(&r, 1, "the Draw Step ran");
    assert!(
        !step.notes.iter().any(|n| n.contains("Red Kaio-Ken Drill")),
        "{:?}",
        step.notes
    );
    let p2 = r.final_state.get("p2").expect("p2");
    assert!(p2.removed.is_empty(), "{:?}", p2.removed);
    assert_eq!(p2.discard.len(), 5);
}
