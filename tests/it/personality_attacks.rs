//! Personality powers that are attacks written in prose (Phase 2: The Attack Phases: a power used
//! in place of an attack performs it): the Saiyan Saga's named attacks ("Kamehameha Energy: Attack
//! does three life card draws and only costs one power stage to perform") and Chiaotzu Lv.2's
//! "removes Chiaotzu from the game", the cost of the attack by his CRD 3.0.0 ruling.

use crate::support;

const CHIAOTZU: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/chiaotzu-lv-2";

/// CRD 3.0.0 Specific Card Clarifications, Chiaotzu Lv.2: "If Chiaotzu is your Ally, and you use
/// this power, the damage from the attack is dealt, even though Chiaotzu is removed from the game
/// as part of the cost." Battle Sequence step 2 removes him; step 13 deals 6 life cards.
#[test]
fn chiaotzu_lv2_as_an_ally_pays_with_himself_and_still_deals_the_damage() {
    let r =
        support::scenario_report("personality-attack-chiaotzu-lv2-ally-removed-as-the-cost.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "{:?}", r.outcome);
    let step2 = r.events.iter().find(|e| e.step == 2).expect("step 2 ran");
    assert!(
        step2
            .account
            .contains("removing Chiaotzu Lv.2 from the game"),
        "{}",
        step2.account
    );
    let step1 = r.events.iter().find(|e| e.step == 1).expect("step 1 ran");
    assert!(
        step1.citations.iter().any(|c| c == CHIAOTZU),
        "{:?}",
        step1.citations
    );
    let step16 = r.events.iter().find(|e| e.step == 16).expect("step 16 ran");
    assert!(
        step16
            .account
            .contains("was removed from the game as the cost"),
        "{}",
        step16.account
    );
}

/// Goku Lv.1 (Saiyan Saga #158): the named energy attack's stated cost (1 power stage, CRD
/// "Card Costs") is paid at step 2 and its 3 life cards dealt at step 13.
#[test]
fn a_named_energy_attack_power_pays_its_cost_and_deals_its_damage() {
    let r =
        support::scenario_report("personality-attack-goku-lv1-kamehameha-named-energy-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step2 = r.events.iter().find(|e| e.step == 2).expect("step 2 ran");
    assert!(
        step2.account.contains("1 power stage(s) (5 -> 4)"),
        "{}",
        step2.account
    );
}

/// Raditz Lv.2 (Saiyan Saga #171): "Saiyan Energy Blast does 3 life card draws of damage and costs
/// only 1 power stage to perform": its stated cost (CRD "Card Costs") is paid at step 2 instead of
/// an energy attack's 2, and its 3 life cards dealt at step 13.
#[test]
fn a_named_energy_blast_power_pays_its_stated_cost() {
    let r = support::scenario_report("personality-attack-raditz-lv2-saiyan-energy-blast.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step2 = r.events.iter().find(|e| e.step == 2).expect("step 2 ran");
    assert!(
        step2.account.contains("1 power stage(s) (5 -> 4)"),
        "{}",
        step2.account
    );
    support::assert_cites(step2, &["crd-3.0.0/card-costs"]);
}
