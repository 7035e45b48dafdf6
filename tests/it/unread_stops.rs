//! A defence whose stopping sentence the engine does not read (CRD 3.0.0 Battle Sequence step 8,
//! `crd-3.0.0/battle-sequence/8`: "If the attack is not stopped at this point, it is
//! successful"): the success step never rules "successful" in silence; it names the card and
//! its sentence for the judge, at this attack and, when it floats, at each later one this Combat.

use crate::support;

/// Cell's Defense (Android Saga #C4), "Stops all physical or all energy attacks for the remainder
/// of Combat.", played by Raditz against Tien's physical attacks (blind audit 2026-11-28, A17).
#[test]
fn an_unread_stop_is_handed_to_the_judge_at_every_success_step() {
    let json = r#"{
  "scouter_scenario": 1,
  "title": "Cell's Defense read by the judge",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/battle-sequence/8"],
  "attacker": "p1",
  "players": {
    "p1": { "main_personality": { "card": "score/saiyan-saga/082", "stage": 5 },
            "hand": ["Punch", "Punch"], "life_deck": { "unknown_below": 40 } },
    "p2": { "main_personality": { "card": "score/saiyan-saga/170", "stage": 5 },
            "hand": ["Cell's Defense"], "life_deck": { "unknown_below": 40 } }
  },
  "cards": {
    "Punch": { "type": "Physical Combat", "text": "Physical attack.",
               "effects": [{ "attack": { "kind": "physical" } }] }
  },
  "actions": [
    { "p1": "play", "card": "Punch" },
    { "p2": "defend", "card": "Cell's Defense", "choose": ["physical"] },
    { "p2": "pass" },
    { "p1": "play", "card": "Punch" },
    { "p2": "take" }
  ],
  "expect": []
}"#;
    let r = support::battle_report("unread-stops", "cells-defense", json).expect("the board loads");
    let success: Vec<_> = r.events.iter().filter(|e| e.step == 8).collect();
    assert_eq!(success.len(), 2, "two attacks reach step 8");
    for e in success {
        assert!(
            e.account
                .contains("not stopped by anything the engine reads"),
            "{}",
            e.account
        );
        assert!(
            e.judge.iter().any(|j| j.contains("Cell's Defense")
                && j.contains("Stops all physical or all energy attacks")),
            "{:?}",
            e.judge
        );
    }
    // The floating sentence is said in words, never as engine data.
    assert!(r
        .events
        .iter()
        .flat_map(|e| e.judge.iter())
        .all(|j| !j.contains("Manual(")));
}
