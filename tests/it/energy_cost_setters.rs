//! A card that sets what its owner's energy attacks cost ("All of your energy attacks cost 1
//! power stage for you to perform", Black Energy Stamina Drill) sets the whole cost (CRD 3.0.0
//! "Card Costs", Battle Sequence step 2): a life-card cost is converted, not paid, as the CRD
//! 3.0.0 ruling on Straining Blocking Move says; the damage stated stays.

use crate::support;

#[test]
fn a_life_card_cost_is_converted_by_black_energy_stamina_drill() {
    let r = support::scenario_report("energy-cost-setter-converts-a-life-card-cost.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Black Energy Stamina Drill sets the whole cost: the 4 life card(s) the attack costs are converted into that power stage cost, not paid",
        "step 2 says the life-card cost is converted",
    );
    assert_eq!(step.step, 2);
    assert!(
        step.citations.iter().any(|c| c == "crd-3.0.0/card-costs"),
        "{:?}",
        step.citations
    );
}
