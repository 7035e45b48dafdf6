//! A Drill is in play as a Drill however a board lists it, and a Drill's damage cap on a card that
//! is not a Drill is the judge's: CRD 3.0.0 "Drill Cards" ("Drills are constantly in use for their
//! game effects as long as they are in play") against "Non-Combat / Non-Drill Cards" ("Generally,
//! you use a this card in your Attack Phase ..., then you discard them from play"), at Battle
//! Sequence step 12 ("Damage Caps").

use crate::support;

/// A board-defined Drill listed under `in_play.non_combat` caps the damage as it does under
/// `in_play.drills`.
#[test]
fn a_drill_listed_with_the_non_combat_cards_caps_damage() {
    let r = support::scenario_report("drill-listed-under-non-combat-acts-as-a-drill.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step12 = r.events.iter().find(|e| e.step == 12).expect("step 12 ran");
    assert!(
        step12.notes.iter().any(|n| n.contains(
            "Guard Drill: a physical attack against p2 does a maximum of 1 power stage(s)"
        )),
        "{:?}",
        step12.notes
    );
}

/// A non-Drill Non-Combat card's cap is not applied and not skipped: the judge is told why.
#[test]
fn a_non_drill_cap_goes_to_the_judge_with_both_rules() {
    let r = support::scenario_report("non-drill-non-combat-cap-to-judge.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step12 = r.events.iter().find(|e| e.step == 12).expect("step 12 ran");
    assert!(
        step12
            .judge
            .iter()
            .any(|j| j.contains("Drills are constantly in use")),
        "{:?}",
        step12.judge
    );
    assert!(step12
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/drill-cards"));
}
