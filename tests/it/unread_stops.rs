//! A defence whose stopping sentence the engine does not read (CRD 3.0.0 Battle Sequence step 8,
//! `crd-3.0.0/battle-sequence/8`: "If the attack is not stopped at this point, it is
//! successful"): the success step never rules "successful" in silence; it names the card and
//! its sentence for the judge, at this attack and, when it floats, at each later one this Combat.

use crate::support;

/// Goku's Running Defense (Broly Subset #M21), "Stops all non-focused energy attacks performed
/// against you for the remainder of Combat.", played by Yamcha against Raditz's energy attacks
/// (the blind audit's example of 2026-11-28, A17, was Cell's Defense, now read: its stop of one
/// kind or the other is the player's choice, `stops::defences`).
#[test]
fn an_unread_stop_is_handed_to_the_judge_at_every_success_step() {
    let json = r#"{
  "scouter_scenario": 1,
  "title": "Goku's Running Defense read by the judge",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/battle-sequence/8"],
  "attacker": "p1",
  "players": {
    "p1": { "main_personality": { "card": "score/saiyan-saga/170", "stage": 5 },
            "hand": ["Blast", "Blast"], "life_deck": { "unknown_below": 40 } },
    "p2": { "main_personality": { "card": "score/saiyan-saga/084", "stage": 5 },
            "hand": ["Goku's Running Defense"], "life_deck": { "unknown_below": 40 } }
  },
  "cards": {
    "Blast": { "type": "Energy Combat", "text": "Energy attack.",
               "effects": [{ "attack": { "kind": "energy" } }] }
  },
  "actions": [
    { "p1": "play", "card": "Blast" },
    { "p2": "defend", "card": "Goku's Running Defense" },
    { "p2": "pass" },
    { "p1": "play", "card": "Blast" },
    { "p2": "take" }
  ],
  "expect": []
}"#;
    let r = support::battle_report("unread-stops", "gokus-running-defense", json)
        .expect("the board loads");
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
            // At the first attack its "Stops a non-focused energy attack.", at the later one its
            // floating "Stops all non-focused energy attacks ... for the remainder of Combat."
            e.judge
                .iter()
                .any(|j| j.contains("Goku's Running Defense")
                    && j.contains("non-focused energy attack")),
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
