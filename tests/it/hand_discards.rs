//! Events outside Combat (issue 18, `turn/hand_discards.rs`): a card effect used in a turn step
//! that takes cards from a hand; a card in play whose unread text waits for that event goes to
//! the judge at that moment (CRD 3.0.0 Sequence of Play, 6) Discard Step). Board files in
//! `tests/scenarios/`.

use crate::support;

/// CRD 3.0.0 Sequence of Play, 6) Discard Step: Black Weakness Drill empties p2's hand at the
/// beginning of the step; Goku's Quickness Drill goes into play instead of the discard pile, and
/// its "Whenever an opponent's card makes you discard a card from your hand, draw a card
/// afterward" goes to the judge in that step, with the 3 cards taken and the Drill's ruling.
#[test]
fn discard_step_hand_emptied_gokus_quickness_drill_to_the_judge() {
    let r = support::scenario_report(
        "discard-step-gokus-quickness-drill-discarded-by-black-weakness-drill.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    let line = step
        .judge
        .iter()
        .find(|j| j.contains("Goku's Quickness Drill in play waits for such an event"))
        .unwrap_or_else(|| panic!("{:?}", step.judge));
    assert!(
        line.contains("took 3 card(s) from p2's hand outside Combat (Goku's Quickness Drill, J2, J3), emptying it"),
        "{line}"
    );
    assert!(line.contains("draw a card afterward"), "{line}");
    support::assert_cites(
        step,
        &["crd-3.0.0/specific-card-clarifications-errata-rulings/gokus-quickness-drill"],
    );
}
