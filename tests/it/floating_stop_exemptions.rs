//! Floating stops an attack's own text lets it through (CRD 3.0.0 Specific Card Clarifications,
//! Orange Energy Discharge: "If an Energy Combat card was played previously in Combat that stops
//! all energy attacks for the remainder of Combat, it would not stop Orange Energy Discharge").

use crate::support;

const DISCHARGE: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/orange-energy-discharge";

#[test]
fn orange_energy_discharge_is_not_stopped_by_the_force_bubbles_floating_stop() {
    let r = support::scenario_report("floating-stop-barred-by-attack-text.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let passes = support::step_noting(
        &r,
        "its floating stop does not stop it",
        "the defend step says the Force Bubble's floating stop does not stop the Discharge",
    );
    assert_eq!(passes.step, 5);
    support::assert_cites(passes, &[DISCHARGE, "crd-3.0.0/floating-effects"]);
}

#[test]
fn the_same_floating_stop_still_stops_an_energy_attack_without_that_text() {
    // Floating Effects (crd-3.0.0/floating-effects): the Force Bubble's stop of all energy
    // attacks for the remainder of Combat stops a second Orange Focused Blast.
    let json = r#"{
  "scouter_scenario": 1,
  "title": "Frieza's Force Bubble's floating stop stops a later energy attack",
  "ruleset": "crd-3.0.0",
  "attacker": "p1",
  "players": {
    "p1": { "main_personality": { "card": "score/saiyan-saga/167", "stage": 8 },
            "hand": ["Orange Focused Blast", "Orange Focused Blast"],
            "life_deck": { "unknown_below": 30 } },
    "p2": { "main_personality": { "card": "score/saiyan-saga/173", "stage": 5 },
            "hand": ["Frieza's Force Bubble"], "life_deck": { "unknown_below": 30 } }
  },
  "actions": [
    { "p1": "play", "card": "Orange Focused Blast" },
    { "p2": "defend", "card": "Frieza's Force Bubble" },
    { "p2": "pass" },
    { "p1": "play", "card": "Orange Focused Blast" },
    { "p2": "take" }
  ],
  "expect": [
    { "after_step": 8, "phase": 3, "successful": false },
    { "at_end": true, "p2": { "life_deck": 30 } }
  ]
}"#;
    let r = support::battle_report("floating-stop-exemptions", "force-bubble", json)
        .expect("the board loads");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(!r
        .events
        .iter()
        .any(|e| e.notes.iter().any(|n| n.contains("does not stop it"))));
}
