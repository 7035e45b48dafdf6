//! An attack whose Base Damage is 0 against a player with Red Hunger Drill in play ("You do not
//! take damage from attacks with a Base Damage of 0"): CRD 3.0.0 Battle Sequence step 9 (Base
//! Damage counts no modifier) and step 10 (the modifiers are added, then the Drill takes the
//! damage away).

use crate::support;

/// Steps 9-10: PAT 0, Saiyan Right Cross's +3 counted, then nothing taken, the Drill named.
#[test]
fn red_hunger_drill_takes_no_damage_from_a_zero_base_damage_attack() {
    let r = support::scenario_report("zero-base-damage-red-hunger-drill-takes-no-damage.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(
        &r,
        "Red Hunger Drill (p2's Drill in play)",
        "step 10 names the Drill that takes the damage away",
    );
    assert_eq!(step.step, 10);
    support::assert_cites(
        step,
        &["crd-3.0.0/battle-sequence/10", "crd-3.0.0/drill-cards"],
    );
}
