//! Constant Combat Powers that change Endurance or where the life cards of damage go (CRD 3.0.0
//! Battle Sequence step 13, "More details about Endurance", "Power-Up Rating (PUR)": Constant
//! Combat Powers are constantly active): Uub, the Quick Learner Lv.2's "Your opponent cannot use
//! Endurance" and "removed from the game instead of discarded", Gohan, Energized Lv.1's Endurance
//! 3 for Gohan Named cards.

use crate::support;

const PUR: &str = "crd-3.0.0/power-up-rating-pur";

/// The step-13 notes of a board and whether the step cites the rule of personality powers.
fn step13(board: &str) -> (Vec<String>, bool) {
    let r = support::scenario_report(board);
    assert!(r.passed, "{board}: {:?}", r.checkpoints);
    let e = r
        .events
        .iter()
        .find(|e| e.step == 13)
        .unwrap_or_else(|| panic!("{board}: step 13 ran"));
    (e.notes.clone(), e.citations.iter().any(|c| c == PUR))
}

/// Step 13 with Uub, the Quick Learner Lv.2 attacking: Black Gravity Drop's Endurance 3 is not
/// used though p2 chose to, and the 5 life cards are removed from the game, none discarded.
#[test]
fn uubs_opponent_cannot_use_endurance_and_his_damage_is_removed_at_step_13() {
    let (notes, cited) =
        step13("constant-power-opponent-cannot-use-endurance-and-damage-removed.json");
    assert!(cited, "{notes:?}");
    assert!(
        notes.iter().any(|n| n
            == "Black Gravity Drop has Endurance 3, but Uub, the Quick Learner Lv.2's Constant Combat Power says the defender cannot use Endurance against this attack"),
        "{notes:?}"
    );
    assert_eq!(
        notes
            .iter()
            .filter(
                |n| n.starts_with("Uub, the Quick Learner Lv.2's Constant Combat Power: ")
                    && n.ends_with("is removed from the game instead of discarded")
            )
            .count(),
        5,
        "{notes:?}"
    );
}

/// Step 13 with Gohan, Energized Lv.1 defending: Gohan's Stance (no Endurance printed) has
/// Endurance 3 from the power and prevents 3 of the 5 life cards.
#[test]
fn gohans_named_cards_have_endurance_three_at_step_13() {
    let (notes, cited) = step13("constant-power-named-cards-gain-endurance.json");
    assert!(cited, "{notes:?}");
    assert!(
        notes.iter().any(|n| n
            == "Gohan, Energized Lv.1's Constant Combat Power: Gohan's Stance has no Endurance of its own and has Endurance 3"),
        "{notes:?}"
    );
}

/// Battle Sequence step 13 with Majin Buu, Pink People Eater Lv.3's Constant Combat Power "You
/// cannot use Endurance" (CRD 3.0.0 "More details about Endurance", "Power-Up Rating (PUR)"):
/// the defender's own power keeps Black Gravity Drop's Endurance 3 from being used.
#[test]
fn your_own_power_forbids_endurance_at_step_13() {
    support::assert_step_says(
        "constant-power-you-cannot-use-endurance.json",
        13,
        "Black Gravity Drop has Endurance 3, but Majin Buu, Pink People Eater Lv.3's Constant Combat Power says the defender cannot use Endurance",
        &[
            "crd-3.0.0/more-details-about-endurance",
            "crd-3.0.0/power-up-rating-pur",
        ],
    );
}
