//! CRD 3.0.0 "What does Focused do?" and Battle Sequence step 7 (Defense Shields): a Defense
//! Shield may not stop a Focused attack, unless a Drill in play says "Your Defense Shields can
//! stop focused attacks" (Orange Hand-Clasp Drill, Kid Buu Saga #021); then step 7 stops it and
//! its "If successful" capture never happens.

use crate::support;

const FOCUSED: &str = "crd-3.0.0/what-does-focused-do";
const STEP_7: &str = "crd-3.0.0/battle-sequence/7";

#[test]
fn hand_clasp_drill_lets_a_defense_shield_stop_a_focused_attack_at_step_7() {
    // Blue Pivot Kick (Focused physical attack, "If successful, capture an opponent's Dragon
    // Ball") against Orange Burning Aura Drill's Defense Shield with Orange Hand-Clasp Drill in
    // play: stopped at step 7, Krillin stays at 5, p2 keeps Namek Dragon Ball 3.
    let r = support::scenario_report("focused-attack-stopped-by-shield-with-hand-clasp-drill.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "the attack is Focused, but Orange Hand-Clasp Drill: \"Your Defense Shields can stop focused attacks\"",
        "step 7 names the Drill that lets the shield stop a Focused attack",
    );
    assert_eq!(step.step, 7);
    support::assert_cites(step, &[FOCUSED, STEP_7]);
    assert!(
        r.events.iter().all(|e| e.step != 12 && e.step != 15),
        "a stopped attack deals no damage and has no \"If successful\" effect"
    );
}

#[test]
fn without_hand_clasp_drill_the_focused_attack_passes_the_shield_and_captures() {
    // The same board without Orange Hand-Clasp Drill: step 7 says the shield cannot stop a
    // Focused attack, Krillin takes 2 power stages (5 -> 3), p1 captures Namek Dragon Ball 3.
    let r = support::scenario_report("focused-attack-passes-shield-without-hand-clasp-drill.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step7 = r.events.iter().find(|e| e.step == 7).expect("step 7");
    support::assert_cites(step7, &[FOCUSED, STEP_7]);
    assert!(
        step7.notes.iter().all(|n| !n.contains("Hand-Clasp")),
        "{:?}",
        step7.notes
    );
}
