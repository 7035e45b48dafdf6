//! A card in play that limits the Non-Combat cards the opponent places from the hand in his turn
//! (Blue Holding Drill, as its CRD 3.0.0 ruling rewrites it), enforced in the turn's Non-Combat
//! Step (CRD 3.0.0 Sequence of Play 2): the placements up to the limit stand, the next is refused
//! quoting the Drill and citing its ruling.

use crate::support;

const RULING: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/blue-holding-drill";

#[test]
fn a_second_non_combat_card_from_the_hand_is_refused_under_blue_holding_drill() {
    let r = support::scenario_report("blue-holding-drill-limits-non-combat-placements.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.clone().unwrap_or_else(|| panic!("not refused"));
    assert!(
        e.contains("p1 may not place Energy Empowerment Drill in play") && e.contains(RULING),
        "{e}"
    );
    // The first placement is said to count towards the limit, with the ruling cited.
    let step = support::step_noting(
        &r,
        "Meditation Drill is p1's Non-Combat card number 1 of 1 this turn",
        "the Non-Combat Step says the first card counts towards the limit",
    );
    assert!(
        step.citations.iter().any(|c| c == RULING),
        "{:?}",
        step.citations
    );
}
