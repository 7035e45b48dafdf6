//! A Physical Combat card whose text multiplies the base damage without saying "Physical
//! attack" performs a physical attack (CRD 3.0.0 "What Does "PAT" mean?": PAT is the Base Damage
//! for physical attacks; Battle Sequence steps 9-10; Goku Anger Attack's ruling: "Doubles the
//! base damage (damage from the Physical Attack Table), before you add modifiers from Drills").

use crate::support::{self, scenario_report as run};

#[test]
fn base_damage_multiplier_card_performs_a_physical_attack_doubled_before_drills() {
    // Goku Anger Attack: PAT 1 doubled to 2, then Blue Neck Restraint Drill's +3: 5 stages.
    let r = run("base-damage-multiplier-performs-a-physical-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Goku Anger Attack is a Physical Combat card whose text multiplies the base damage: it performs a physical attack (PAT is the Base Damage for physical attacks)",
        "step 1 says the card performs a physical attack",
    );
    assert_eq!(step.step, 1);
    assert!(
        step.citations
            .iter()
            .any(|c| c == "crd-3.0.0/what-does-pat-mean"),
        "{:?}",
        step.citations
    );
    let doubled = support::step_noting(
        &r,
        "Goku Anger Attack multiplies the Base Damage by 2: 2 power stages",
        "step 9 doubles the PAT",
    );
    assert_eq!(doubled.step, 9);
}

/// CRD 3.0.0 "Card Costs" (silent on a cost printed twice) and "Multiplying Base Damage from
/// Multiple Cards": Stupendous Strike pays 5 once, the repeated cost sentence goes to the judge
/// saying so, and 2 x 4 = 8 power stages are dealt.
#[test]
fn a_cost_printed_twice_is_paid_once_and_the_repeat_goes_to_the_judge() {
    let r = run("costs-stated-twice-stupendous-strike-paid-once.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    // At step 2, where the cost is paid (a cost is not a secondary effect: Glossary "Cost").
    let step = r.events.iter().find(|e| e.step == 2).expect("step 2");
    assert!(
        step.judge
            .iter()
            .any(|j| j.contains("Costs 5 power stages.") && j.contains("the engine paid it once")),
        "{:?}",
        step.judge
    );
    let step3 = r.events.iter().find(|e| e.step == 3).expect("step 3");
    assert!(step3.judge.is_empty(), "{:?}", step3.judge);
}
