//! The turn's numbers a card in play changes outside Combat (issue 18, `effects/turn_counts`):
//! the power stages a player's personalities gain in his Power-Up Step (CRD 3.0.0 Sequence of
//! Play, 3) Power-Up Step; "Powering Up Allies"; "Drill Cards"). Board files in
//! `tests/scenarios/`.

use crate::support;

/// CRD 3.0.0 Sequence of Play, 3) Power-Up Step, with Saiyan Agression Drill in the defender's
/// play: Vegeta Lv.1 (PUR 2) gains 1 stage, the Ally Nappa Lv.1 gains 0 ("to a minimum of 0");
/// the step says the Drill and cites "Drill Cards".
#[test]
fn power_up_step_saiyan_agression_drill_one_stage_less() {
    let r = support::scenario_report("turn-power-up-saiyan-agression-drill-one-stage-less.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 3, "the Power-Up Step ran");
    support::assert_cites(step, &["crd-3.0.0/drill-cards"]);
    assert!(
        step.notes.iter().any(|n| n.contains(
            "Vegeta Lv.1 powers up 1 stage(s) (PUR 2, -1 from Saiyan Agression Drill in play (to a minimum of 0)): 5 -> 6"
        )),
        "{:?}",
        step.notes
    );
    assert!(
        step.notes
            .iter()
            .any(|n| n.contains("the Ally Nappa Lv.1") && n.contains(": 0 stage(s): 3 -> 3")),
        "{:?}",
        step.notes
    );
    let p1 = r.final_state.get("p1").expect("p1");
    let stages: Vec<(&str, u32)> = p1
        .allies
        .iter()
        .map(|a| (a.name.as_str(), a.stage))
        .collect();
    assert_eq!(stages, [("Nappa Lv.1", 3)]);
}
