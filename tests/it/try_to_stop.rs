//! A card played to "try to stop" an attack its type cannot stop (CRD 3.0.0 "Stopping
//! Unstoppable Attacks"; the ruling on Orange Energy Discharge: "Your opponent can still play an
//! Energy Combat card to 'try to stop' this attack in order to gain the secondary effects of the
//! card"): the play is legal, the stop does not happen, the card's other effects resolve.

use crate::support::{assert_cites, scenario_report as run};

const UNSTOPPABLE: &str = "crd-3.0.0/stopping-unstoppable-attacks";
const OED_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/orange-energy-discharge";

#[test]
fn orange_energy_deflection_against_orange_energy_discharge_raises_anger_and_stops_nothing() {
    let r = run("try-to-stop-orange-energy-discharge-with-an-energy-combat-card.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
    let step5 = r
        .events
        .iter()
        .find(|e| e.step == 5)
        .expect("the defence was played");
    assert_cites(step5, &[UNSTOPPABLE, OED_RULING]);
    assert!(step5.notes.iter().any(|n| n.starts_with(
        "Orange Energy Discharge cannot be stopped by Energy Combat cards: Orange Energy Deflection is played to try to stop it"
    )));
}

#[test]
fn an_energy_combat_stopper_with_no_other_effect_is_played_and_the_damage_is_dealt() {
    let r = run("cards-orange-energy-discharge-no-energy-stop.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}

#[test]
fn gohans_power_hit_is_not_stopped_by_a_physical_combat_card_whose_anger_effect_resolves() {
    // Gohan's Power Hit (Miscellaneous #K4): "This attack cannot be stopped by Physical Combat
    // cards"; Stopping Unstoppable Attacks.
    let r = run("try-to-stop-gohans-power-hit-with-a-physical-combat-card.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step5 = r.events.iter().find(|e| e.step == 5).expect("step 5");
    assert_cites(step5, &[UNSTOPPABLE]);
}
