//! The `may` and `choose` of a card played or used at the turn's steps (outside an attack), read
//! as an attack's action's are (CRD 3.0.0 "“May” Rule", "Searching for Cards"), and whose choice
//! each is: the card's words decide, never the side that played it.

use crate::support;

/// CRD 3.0.0 Sequence of Play 2 (Non-Combat Step), "“May” Rule": Gathering of Warriors used in
/// p1's Non-Combat Step with `may: true` and `choose` takes the Ally named from p1's Life Deck;
/// p2's own "may" search is p2's choice, handed to the judge (no action of his in this step).
#[test]
fn a_non_combat_step_use_reads_its_may_and_choose() {
    let r = support::scenario_report("non-combat-step-card-may-and-choose-read.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert!(
        step.notes
            .iter()
            .any(|n| n == "Gathering of Warriors: p1 uses the \"may\" effect"),
        "{:?}",
        step.notes
    );
    assert!(
        step.citations.iter().any(|c| c == "crd-3.0.0/may-rule"),
        "{:?}",
        step.citations
    );
    assert!(
        step.judge
            .iter()
            .any(|j| j.contains("whether p2 searches p2's Life Deck") && j.contains("p2's choice")),
        "{:?}",
        step.judge
    );
    assert!(
        !step.judge.iter().any(|j| j.contains("whether p1 searches")),
        "{:?}",
        step.judge
    );
}
