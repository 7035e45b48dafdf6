//! Constant Combat Powers that change what their player's attacks cost (CRD 3.0.0 "Card Costs"
//! and Battle Sequence step 2, "The attacker pays costs, if any"; "Power-Up Rating (PUR)":
//! Constant Combat Powers are constantly active): Cooler Lv.1's first energy attack for 1 less
//! (for 0 with a Blue Tokui-Waza declared), Uub, the Quick Learner Lv.2's "All power stage
//! costs for your cards are reduced by 1",
//! Majin Dabura, the Redeemed Lv.1's physical attacks for 2 more.

use crate::support;

const PUR: &str = "crd-3.0.0/power-up-rating-pur";

/// The step-2 events of a board, in order, each with its stage after the step.
fn steps2(board: &str) -> Vec<scouter::engine::trace::TraceEvent> {
    let r = support::scenario_report(board);
    assert!(r.passed, "{board}: {:?}", r.checkpoints);
    r.events.into_iter().filter(|e| e.step == 2).collect()
}

/// CRD 3.0.0 Battle Sequence step 2 with Cooler Lv.1's "The first energy attack you perform cost
/// one less power stages for you to perform": 2 - 1 = 1 for the first energy attack, said as the
/// power's and citing the rule of personality powers; the second pays the full 2.
#[test]
fn coolers_first_energy_attack_costs_one_less_at_step_2() {
    let s = coolers_first_energy_attack_only(
        "constant-power-first-energy-attack-costs-less.json",
        "2 -> 1 power stage(s)",
    );
    assert!(
        s[0].citations.iter().any(|c| c == PUR),
        "{:?}",
        s[0].citations
    );
}

/// The two attacks' step 2 of a Cooler Lv.1 board: the first energy attack's cost changed by
/// the power (its line ending with `change`), the second's untouched.
fn coolers_first_energy_attack_only(
    board: &str,
    change: &str,
) -> Vec<scouter::engine::trace::TraceEvent> {
    let s = steps2(board);
    assert_eq!(s.len(), 2, "two attacks paid their costs");
    assert!(
        s[0].notes
            .iter()
            .any(|n| n.starts_with("Cooler Lv.1 (Constant Combat Power") && n.ends_with(change)),
        "{:?}",
        s[0].notes
    );
    assert!(
        s[1].notes.iter().all(|n| !n.contains("Cooler Lv.1")),
        "{:?}",
        s[1].notes
    );
    s
}

/// CRD 3.0.0 Battle Sequence step 2 with Cooler Lv.1's "If you declared a blue Toku-Waza, this
/// attacks costs zero to perform" and a Blue Tokui-Waza declared: the first energy attack 2 -> 1
/// -> 0 (the stage stays 3), the second pays 2.
#[test]
fn coolers_first_energy_attack_costs_zero_with_a_blue_tokui_waza_at_step_2() {
    coolers_first_energy_attack_only(
        "constant-power-first-energy-attack-costs-zero-with-a-blue-tokui-waza.json",
        "1 -> 0 power stage(s)",
    );
}

/// CRD 3.0.0 Battle Sequence step 2 with Uub, the Quick Learner Lv.2's "All power stage costs
/// for your cards are reduced by 1, to a minimum of 0": Orange Energy Blast's 2 -> 1.
#[test]
fn uubs_power_stage_costs_one_less_at_step_2() {
    let s = steps2("constant-power-opponent-cannot-use-endurance-and-damage-removed.json");
    assert!(
        s[0].notes.iter().any(|n| n
            .starts_with("Uub, the Quick Learner Lv.2 (Constant Combat Power")
            && n.ends_with("2 -> 1 power stage(s)")),
        "{:?}",
        s[0].notes
    );
    assert!(
        s[0].citations.iter().any(|c| c == PUR),
        "{:?}",
        s[0].citations
    );
}

/// CRD 3.0.0 "Card Costs" at Battle Sequence step 5 with Uub, the Quick Learner Lv.2 defending:
/// "All power stage costs for your cards are reduced by 1, to a minimum of 0" reaches a card that
/// is not an attack (Raditz Total Defense, a stop costing 1): 1 -> 0, said and cited.
#[test]
fn uubs_card_cost_one_less_on_a_stop_at_step_5() {
    support::assert_step_says(
        "constant-power-card-cost-reduced-on-a-stop.json",
        5,
        "Uub, the Quick Learner Lv.2 (Constant Combat Power of p2's personality in control of Combat) changes the cost: 1 -> 0 power stage(s)",
        &[PUR, "crd-3.0.0/card-costs"],
    );
}

/// CRD 3.0.0 "Card Costs" ("an attack whose cost cannot be paid cannot be performed") at step 1:
/// the lowered cost is the one checked, so Cooler Lv.1 at 1 power stage performs his first
/// energy attack (1 -> 0).
#[test]
fn coolers_first_energy_attack_is_checked_at_its_lowered_cost() {
    let s = steps2("constant-power-first-energy-attack-affordable-at-its-lowered-cost.json");
    assert_eq!(s.len(), 1, "the attack was performed");
}

/// CRD 3.0.0 Battle Sequence step 2 with Majin Dabura, the Redeemed Lv.1's "All of your physical
/// attacks cost +2 power stages to perform": 0 -> 2 for the physical attack; the energy attack's
/// cost is untouched.
#[test]
fn majin_daburas_physical_attacks_cost_two_more_at_step_2() {
    let s = steps2("constant-power-physical-attacks-cost-more.json");
    assert_eq!(s.len(), 2, "two attacks paid their costs");
    assert!(
        s[0].notes
            .iter()
            .any(|n| n.contains("changes the cost: 0 -> 2 power stage(s)")),
        "{:?}",
        s[0].notes
    );
    assert!(
        s[1].notes.iter().all(|n| !n.contains("Majin Dabura")),
        "{:?}",
        s[1].notes
    );
}
