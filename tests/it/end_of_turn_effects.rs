//! What the cards in play do when a turn ends (CRD 3.0.0 "The Sequence of Play for One Complete
//! Turn": "When you have completed the Sequence of Play, your turn ends"): a Main Personality's
//! Constant Combat Power "At the end of your turn" (Den-Goku Lv.1) and "At the end of every
//! turn" (Majin Buu, Super Buu Lv.2). Board files in `tests/scenarios/`.

use crate::support;

const BOARD: &str = "end-of-turn-super-buu-and-den-goku-discard-pile-to-life-deck.json";

#[test]
fn crd_sequence_of_play_turn_end_uses_both_constant_combat_powers_attacker_first() {
    let r = support::scenario_report(BOARD);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 7, "the Rejuvenation Step ran");
    support::assert_cites(
        step,
        &[
            "crd-3.0.0/the-sequence-of-play-for-one-complete-turn",
            "crd-3.0.0/power-up-rating-pur",
        ],
    );
    let den = step
        .notes
        .iter()
        .position(|n| n.contains("Den-Goku Lv.1 (\"At the end of your turn"));
    let buu = step
        .notes
        .iter()
        .position(|n| n.contains("Majin Buu, Super Buu Lv.2 (\"At the end of every turn"));
    assert!(den.is_some() && den < buu, "{:?}", step.notes);
}

#[test]
fn crd_sequence_of_play_your_turn_only_in_its_players_own_turn() {
    // With p2 the Attacker, Den-Goku Lv.1's "At the end of your turn" is not p1's turn: only
    // Super Buu Lv.2's "every turn" is used.
    let text = std::fs::read_to_string(support::root().join("tests/scenarios").join(BOARD))
        .expect("the board")
        .replacen(r#""attacker": "p1","#, r#""attacker": "p2","#, 1)
        .replacen(
            r#"{ "p1": "rejuvenate", "may": false }"#,
            r#"{ "p2": "rejuvenate", "may": false }"#,
            1,
        );
    let r = support::battle_report("end-of-turn", "p2-turn", &text).expect("loads");
    let step = support::turn_step(&r, 7, "the Rejuvenation Step ran");
    assert!(
        !step
            .notes
            .iter()
            .any(|n| n.contains("Den-Goku Lv.1 (\"At the end")),
        "{:?}",
        step.notes
    );
    assert!(step.notes.iter().any(|n| n.contains(
        "p2 moves 1 card(s) from the bottom of the discard pile to the bottom of the Life Deck: B1"
    )));
    let p1 = r.final_state.get("p1").expect("p1");
    assert_eq!(p1.discard.len(), 6, "{:?}", p1.discard);
}
