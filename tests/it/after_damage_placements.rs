//! A Non-Combat card placed into play from the hand right after its player takes damage from an
//! attack (Namekian Finishing Effort, CRD 3.0.0 ruling
//! `crd-3.0.0/specific-card-clarifications-errata-rulings/namekian-finishing-effort`; Battle
//! Sequence step 13, "Non-Combat / Non-Drill Cards"), then used from play in its owner's Attack
//! Phase. Board files in `tests/scenarios/`.

use crate::support;

const RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/namekian-finishing-effort";

#[test]
fn crd_battle_sequence_13_namekian_finishing_effort_placed_after_damage_then_used() {
    let r =
        support::scenario_report("after-damage-namekian-finishing-effort-placed-then-used.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(
        &r,
        "p2 took damage from the attack and places Namekian Finishing Effort face up in play from the hand",
        "the card is placed after the damage",
    );
    assert_eq!(placed.step, 13, "placed right after step 13");
    support::assert_cites(placed, &[RULING, "crd-3.0.0/non-combat-non-drill-cards"]);
}

#[test]
fn crd_non_combat_step_namekian_finishing_effort_without_damage_refused_citing_its_ruling() {
    let r = support::scenario_report(
        "after-damage-namekian-finishing-effort-without-damage-refused.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.expect("refused");
    assert!(
        err.contains("crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2")
            && err.contains(RULING),
        "{err}"
    );
    let p2 = r.final_state.get("p2").expect("p2");
    assert!(
        p2.hand.iter().any(|c| c == "Namekian Finishing Effort"),
        "{:?}",
        p2.hand
    );
}
