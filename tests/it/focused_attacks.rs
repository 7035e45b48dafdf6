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

#[test]
fn a_one_kind_prevention_against_a_focused_attack_is_said_once_per_attack() {
    // CRD 3.0.0 "What does Focused do?" and "A Note about Damage Prevention": the defences of one
    // attack are read once (step 12); step 13 counts the same prevention without saying it again.
    let r = support::scenario_report("focused-one-kind-prevention-said-once-per-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let focused_notes: Vec<(u32, &String)> = r
        .events
        .iter()
        .flat_map(|e| e.notes.iter().map(move |n| (e.step, n)))
        .filter(|(_, n)| n.contains("Focused shuts out only cards"))
        .collect();
    assert_eq!(focused_notes.len(), 1, "{focused_notes:?}");
    assert_eq!(focused_notes[0].0, 12);
    let step13 = r.events.iter().find(|e| e.step == 13).expect("step 13");
    support::assert_cites(step13, &["crd-3.0.0/a-note-about-damage-prevention"]);
}
