//! A Drill in play that keeps every player from using Non-Combat/Non-Drill cards until he has
//! performed an attack from his hand this Combat (Knockout Drill, Android Saga #101; CRD 3.0.0
//! Specific Card Clarifications: "This Drill affects all players"; Drill Cards).

use crate::support;

const KNOCKOUT: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/knockout-drill";

#[test]
fn knockout_drill_refuses_the_defenders_non_combat_stopper_citing_its_ruling() {
    let r = support::scenario_report("knockout-drill-non-combat-refused-before-hand-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the use is refused");
    assert!(
        said.contains("Yamcha's Good Wishes cannot be used"),
        "{said}"
    );
    assert!(said.contains(KNOCKOUT), "{said}");
    assert!(said.contains("crd-3.0.0/drill-cards"), "{said}");
}

/// The same stopper is used once its player has performed an attack from his hand this Combat
/// (the Drill's text: "unless they have performed an attack from their hand this Combat").
#[test]
fn knockout_drill_lets_a_player_who_attacked_from_his_hand_use_the_stopper() {
    let json = r#"{
  "scouter_scenario": 1,
  "title": "Knockout Drill: the defender attacked from his hand, so his Non-Combat stopper is used",
  "ruleset": "crd-3.0.0",
  "attacker": "p1",
  "players": {
    "p1": { "main_personality": { "card": "score/saiyan-saga/173", "stage": 6 },
            "in_play": { "drills": ["Knockout Drill"] },
            "hand": ["Black Driving Leg Thrust"], "life_deck": { "unknown_below": 30 } },
    "p2": { "main_personality": { "card": "score/saiyan-saga/167", "stage": 6 },
            "in_play": { "non_combat": ["Yamcha's Good Wishes"] },
            "hand": ["Black Driving Leg Thrust"], "life_deck": { "unknown_below": 30 } }
  },
  "actions": [
    { "p1": "pass" },
    { "p2": "play", "card": "Black Driving Leg Thrust" },
    { "p1": "take" },
    { "p1": "play", "card": "Black Driving Leg Thrust" },
    { "p2": "use", "card": "Yamcha's Good Wishes" }
  ],
  "expect": [
    { "at_end": true, "p2": { "stage": 6 } }
  ]
}"#;
    let r = support::battle_report("non-combat-gates", "knockout-after-attack", json)
        .expect("the board loads");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    assert_eq!(r.error, None);
}
