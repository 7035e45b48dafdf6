//! Cards used "immediately before you perform an energy attack" (Power Boost) at Battle Sequence
//! step 1: the card resolves and the attack follows in the same Attack Phase (CRD 3.0.0 ruling
//! on Power Boost: "Using this card does not take up your action during the Attacker Attacks
//! phase"; "Card Costs", "Modified Damage"); an attack of another kind after it is refused.

use crate::support;
use crate::support::scenario_report as run;

/// Battle Sequence 1-2 and 10: Power Boost, then Red Energy Suspension (5 life cards; the energy
/// attack's cost of 2 power stages set to 0): p1 stays at 5, p2 discards 7.
#[test]
fn power_boost_then_an_energy_attack_in_one_attack_phase() {
    let r = run("immediately-before-attack-power-boost.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let first = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 1)
        .expect("step 1");
    assert!(
        first.account.contains("p1 plays Power Boost")
            && first
                .account
                .contains("p1 plays Red Energy Suspension with an energy attack"),
        "{}",
        first.account
    );
    support::assert_cites(
        first,
        &[
            "crd-3.0.0/battle-sequence/1",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/power-boost",
        ],
    );
    let cost = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 2)
        .expect("step 2");
    assert!(
        cost.notes
            .iter()
            .any(|n| n.contains("Power Boost") && n.contains("-> 0 power stage(s)")),
        "{:?}",
        cost.notes
    );
}

/// Power Boost before a physical attack: refused, the moment named, nothing spent.
#[test]
fn power_boost_before_a_physical_attack_is_refused() {
    let r = run("immediately-before-attack-power-boost-physical-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.expect("refused");
    assert!(
        err.contains("Power Boost cannot be played by p1 before Saiyan Strike")
            && err.contains("Saiyan Strike is a physical attack"),
        "{err}"
    );
}

/// Power Boost followed by a pass: refused, it comes only right before an attack.
#[test]
fn power_boost_followed_by_a_pass_is_refused() {
    let text = std::fs::read_to_string(
        support::root().join("tests/scenarios/immediately-before-attack-power-boost.json"),
    )
    .expect("reads");
    let mut json: serde_json::Value = serde_json::from_str(&text).expect("json");
    json["actions"] = serde_json::json!([
        { "p1": "play", "card": "Power Boost" },
        { "p1": "pass" }
    ]);
    json["expect"] = serde_json::json!([]);
    let r = support::battle_report("before-attack-uses", "pass", &json.to_string()).expect("loads");
    let err = r.error.expect("refused");
    assert!(
        err.contains("Power Boost cannot be played by p1 now") && err.contains("p1 passes"),
        "{err}"
    );
}
