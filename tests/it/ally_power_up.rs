//! A Main Personality's Constant Combat Power that changes how his Allies power up in the
//! Power-Up Step (CRD 3.0.0 Sequence of Play, 3) Power-Up Step; "Powering Up Allies": "Allies
//! always Power-Up by 1 ... no matter what an Ally's Power Up Rating is"; "Power-Up Rating (PUR)":
//! Constant Combat Powers "are constantly active"): Master Roshi Lv.3, Korin Lv.1, Dende Lv.3,
//! Gohan, the Protector Lv.2.

use crate::support;

const POWERING_UP_ALLIES: &str = "crd-3.0.0/powering-up-allies";

/// CRD 3.0.0 "Powering Up Allies" with each power: every board's Ally stages are checked by its
/// checkpoints; the step says the power and cites the rule.
#[test]
fn the_main_personalitys_constant_combat_power_changes_the_allies_power_up() {
    for (file, said) in [
        (
            "power-up-step-master-roshi-lv3-allies-one-extra-stage.json",
            "+1 from Master Roshi Lv.3's power",
        ),
        (
            "power-up-step-korin-lv1-allies-gain-their-pur.json",
            "its PUR 2 in place of the 1, from Korin Lv.1's power",
        ),
        (
            "power-up-step-korin-lv1-as-an-ally-outside-control.json",
            "the Ally Grand Kai Lv.1 powers up 2 stage(s) (its PUR 2 in place of the 1, from Korin Lv.1's power",
        ),
        (
            "power-up-step-dende-lv3-allies-extra-stage-per-dragon-ball.json",
            "+2 from Dende Lv.3's power",
        ),
        (
            "power-up-step-gohan-the-protector-lv2-videl-as-an-ally.json",
            "+1 from Gohan, the Protector Lv.2's power",
        ),
    ] {
        let r = support::scenario_report(file);
        assert!(r.passed, "{file}: {:?} {:?}", r.checkpoints, r.error);
        let step = support::step_noting(&r, said, file);
        support::assert_cites(step, &[POWERING_UP_ALLIES, "crd-3.0.0/power-up-rating-pur"]);
    }
}

/// Master Roshi Lv.3's Red Tokui-Waza sentence is not read: the judge hears it at the step whose
/// power-up it may change.
#[test]
fn master_roshi_lv3s_unread_red_tokui_waza_sentence_goes_to_the_judge() {
    let r = support::scenario_report("power-up-step-master-roshi-lv3-allies-one-extra-stage.json");
    let step = support::step_noting(&r, "+1 from Master Roshi Lv.3's power", "the power-up");
    assert!(
        step.judge.iter().any(|j| j
            .contains("If you declared a Red Tokui-Waza, they power up 2 extra stages instead")),
        "{:?}",
        step.judge
    );
}

/// Gohan, the Protector Lv.2 (CRD 3.0.0's rewrite): "If Videl is in play as your Ally": with no
/// Videl among his Allies, Krillin powers up by the 1 of "Powering Up Allies" only.
#[test]
fn gohan_the_protector_lv2_gives_no_extra_stage_without_videl_as_an_ally() {
    let text = std::fs::read_to_string(
        support::root()
            .join("tests/scenarios/power-up-step-gohan-the-protector-lv2-videl-as-an-ally.json"),
    )
    .expect("the board file");
    let mut board: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    board["players"]["p1"]["allies"] =
        serde_json::json!([{"card": "score/cell-saga/089", "stage": 3}]);
    board["expect"][0]["p1"]["allies"] = serde_json::json!({"Krillin, the Friend Lv.1": 4});
    let r = support::battle_report("ally_power_up", "no-videl", &board.to_string()).expect("loads");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    support::step_noting(&r, "no Videl in play as an Ally", "the condition said");
}
