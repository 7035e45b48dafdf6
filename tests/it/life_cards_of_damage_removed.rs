//! CRD 3.0.0 Battle Sequence step 13 ("Any life cards of damage from the attack are discarded"):
//! a Drill in play that sends life cards of damage elsewhere is read at that step. Saiyan
//! Overwhelming Drill (Majin Buu Saga #107): "the first 3 life cards of damage from that attack
//! are removed from the game"; the rest are discarded.

use crate::support;

const STEP_13: &str = "crd-3.0.0/battle-sequence/13";

#[test]
fn saiyan_overwhelming_drill_removes_the_first_3_life_cards_of_damage_at_step_13() {
    // Saiyan Energy Orb (5 life cards, cost 2: Goku 5 -> 3) with the Drill in play: of 5 life
    // cards of damage (p2's Life Deck 17 -> 12) L4, L5, L6 are removed, L7 and L8 discarded.
    let r = support::scenario_report(
        "first-life-cards-of-damage-removed-by-saiyan-overwhelming-drill.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Saiyan Overwhelming Drill (the first 3 life cards of damage): L6 is removed from the game instead of discarded",
        "step 13 says which life cards the Drill removes",
    );
    assert_eq!(step.step, 13);
    support::assert_cites(step, &[STEP_13]);
    let removed = step
        .notes
        .iter()
        .filter(|n| n.contains("is removed from the game instead of discarded"))
        .count();
    assert_eq!(removed, 3, "{:?}", step.notes);
    assert!(
        step.notes
            .iter()
            .all(|n| !n.contains("L7 is removed") && !n.contains("L8 is removed")),
        "{:?}",
        step.notes
    );
    // The step's count of life cards never calls the removed ones discarded (s18 audit).
    assert!(
        step.notes.iter().any(|n| n
            == "p2 takes 5 life card(s) of damage: 2 discarded, 3 removed from the game instead, 0 placed in the hand instead"),
        "{:?}",
        step.notes
    );
}

#[test]
fn removed_life_cards_of_damage_do_not_count_towards_the_life_card_capture() {
    // CRD 3.0.0 "Capturing Dragon Balls" (Life Card Capture: "This means that he must actually
    // discard the cards for damage"; Endurance Details: a capture "only ... after you have
    // manually discarded 5 or more cards"), read with Battle Sequence 14: with 3 of the 5
    // removed from the game, only 2 discarded, no Dragon Ball is captured.
    let r = support::scenario_report("removed-life-cards-of-damage-and-the-life-card-capture.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let dealt = r
        .events
        .iter()
        .find(|e| e.step == 13 && e.account.contains("life card(s) of damage dealt"))
        .expect("step 13 deals damage");
    assert!(
        dealt
            .account
            .contains("p2 discards 2 and removes 3 from the game instead of discarding them"),
        "{}",
        dealt.account
    );
    let capture = r
        .events
        .iter()
        .find(|e| e.step == 14)
        .expect("step 14 runs");
    support::assert_cites(
        capture,
        &[
            "crd-3.0.0/battle-sequence/14",
            "crd-3.0.0/capturing-dragon-balls",
        ],
    );
    assert!(
        capture.account.contains(
            "5 life card(s) of damage dealt, 3 removed from the game instead of discarded: 2 discarded, fewer than 5, no capture"
        ),
        "{}",
        capture.account
    );
    assert!(capture.judge.is_empty(), "{:?}", capture.judge);
}
