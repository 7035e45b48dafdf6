//! A Drill's minimum damage "after modifiers" (CRD 3.0.0 "Drill Cards", Battle Sequence step 10,
//! "Modified Damage"), read from Energy Empowerment Drill's text, and how it meets the defence as
//! the card's CRD 3.0.0 ruling says: it gets around defensive powers that reduce the damage, not
//! damage caps ("Damage Caps": the cap is applied when dealing damage).

use crate::support::{self, scenario_report as run};

const RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/energy-empowerment-drill";

#[test]
fn minimum_damage_raises_the_life_cards_after_modifiers_and_leaves_power_stages() {
    // Drill Cards; Battle Sequence step 10: Black Strike's 2 life cards become 6, its 2 power
    // stages are dealt as they are ("Power stages of damage are not affected").
    let r = run("minimum-damage-after-modifiers.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Energy Empowerment Drill: the attack does a minimum of 6 life card(s) after modifiers: 2 -> 6; its 2 power stage(s) of damage are not affected",
        "step 10 says the Drill raises the life cards",
    );
    assert_eq!(step.step, 10);
    support::assert_cites(
        step,
        &["crd-3.0.0/drill-cards", "crd-3.0.0/modified-damage", RULING],
    );
    assert!(
        r.events
            .iter()
            .flat_map(|e| &e.judge)
            .all(|j| !j.contains("minimum")),
        "the Drill's text is read, not handed to the judge"
    );
}

#[test]
fn minimum_damage_gets_around_a_defensive_power_that_reduces_the_damage() {
    // Energy Empowerment Drill's ruling: it "does get around defensive powers that reduce the
    // damage dealt by the attack like the Saiyan Energy Defection powers".
    let r = run("minimum-damage-gets-around-a-reduction.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Energy Empowerment Drill gets around Vegeta Lv.1's power, a defensive power that reduces the damage (its CRD ruling): the attack still does a minimum of 6 life card(s), not 2",
        "step 13 says the minimum gets around the reduction",
    );
    assert_eq!(step.step, 13);
    assert!(
        step.citations.iter().any(|c| c == RULING),
        "{:?}",
        step.citations
    );
}

#[test]
fn minimum_damage_does_not_get_around_a_damage_cap() {
    // Energy Empowerment Drill's ruling: it "does NOT get around damage caps"; Trunks Lv.1 HT's
    // ruling makes his Constant Combat Power a cap ("You take a maximum of 2 life cards").
    let r = run("minimum-damage-yields-to-a-damage-cap.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Energy Empowerment Drill's minimum of 6 life card(s) does not get around damage caps (its CRD ruling): the cap decides, 2",
        "step 13 says the cap wins over the minimum",
    );
    assert_eq!(step.step, 13);
    support::assert_cites(
        step,
        &[
            "crd-3.0.0/damage-caps",
            RULING,
            "crd-3.0.0/specific-card-clarifications-errata-rulings/trunks-lv-1-ht",
        ],
    );
}
