//! CRD 3.0.0 "What does Focused do?": Focused shuts out only the cards that stop or prevent damage
//! from both physical and energy attacks (and Defense Shields); a card that stops one kind still
//! stops a Focused attack of that kind, and the step says which rule decided.

use crate::support;

const FOCUSED: &str = "crd-3.0.0/what-does-focused-do";

#[test]
fn a_focused_energy_attack_is_stopped_by_a_card_that_stops_only_energy_attacks() {
    // Black Preparation ("Focused energy attack") against Saiyan Energy Defense ("Stops an
    // energy attack"): stopped, no damage, its "If successful" anger not raised.
    let r = support::scenario_report("focused-energy-attack-stopped-by-an-energy-stopper.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "the attack is Focused, but Saiyan Energy Defense stops only energy attacks",
        "the defence step says why Focused does not protect the attack",
    );
    assert_eq!(step.step, 5);
    assert!(
        step.citations.iter().any(|c| c == FOCUSED),
        "{:?}",
        step.citations
    );
}

#[test]
fn a_focused_physical_attack_is_stopped_by_a_card_that_stops_only_physical_attacks() {
    // The board's own cards: a Focused physical attack against a physical-only stopper.
    let r = support::scenario_report("focused-against-a-physical-stopper.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "stops only physical attacks: only \"a card [that] has the ability to stop or prevent damage from both physical and energy attacks ... cannot stop or prevent damage from a focused attack\"",
        "the defence step quotes What does Focused do?",
    );
    assert!(
        step.citations.iter().any(|c| c == FOCUSED),
        "{:?}",
        step.citations
    );
}
