//! Damage a personality's power converts rather than caps (CRD 3.0.0 Specific Card
//! Clarifications, Vegeta, Saiyan Prince Lv.4 (Trunks Saga #151): "all damage (power stages and
//! life cards) from physical attacks performed against your Vegeta, Saiyan Prince is reduced to
//! 1 power stage of damage"): both kinds become the amount named, dealt at step 12.

use crate::support;

const VEGETA_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/vegeta-saiyan-prince-lv-4";

/// Battle Sequence step 12: a physical attack's 1 life card becomes 1 power stage against
/// Vegeta, Saiyan Prince Lv.4 on his opponent's turn; step 13 has no life cards left to deal.
#[test]
fn vegeta_saiyan_prince_turns_life_cards_into_one_power_stage() {
    let r = support::scenario_report("personality-vegeta-saiyan-prince-converts-all-damage.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "(0 power stage(s) and 1 life card(s)) is reduced to 1 power stage(s) and 0 life card(s) (a conversion",
        "the conversion is said",
    );
    assert_eq!(step.step, 12);
    assert!(
        step.citations.iter().any(|c| c == VEGETA_RULING),
        "{:?}",
        step.citations
    );
    let step13 = r.events.iter().find(|e| e.step == 13).expect("step 13 ran");
    assert!(
        step13.account.contains("no life cards of damage"),
        "{}",
        step13.account
    );
}
