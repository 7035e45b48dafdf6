//! A personality's power its own CRD ruling lets an Ally use without being in control of Combat
//! (CRD 3.0.0 ruling on Chi-Chi Lv.1), where "Allies Taking Over Combat" otherwise refuses it;
//! and Constant Combat Powers an Ally's own text lets it use outside control ("Grand Kai does not
//! need to take control of Combat to use this power"): their modifiers count at Battle Sequence
//! step 10, their other sentences go to the judge at step 1.

use crate::support;
use crate::support::{assert_cites, scenario_report as run, step_noting};

const CHI_CHI: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/chi-chi-lv-1";
const TAKING_OVER: &str = "crd-3.0.0/allies-taking-over-combat";

/// CRD 3.0.0 ruling on Chi-Chi Lv.1: "Your Main Personality doesn't have to be at 0 or 1 stage
/// above 0 in order for Chi-Chi to use this power": her power is allowed while Goku is in
/// control of Combat, the ruling quoted and cited; the text the engine does not read goes to
/// the judge (never a silent skip).
#[test]
fn chi_chi_uses_her_power_outside_control_by_her_ruling() {
    let r = run("power-chi-chi-used-outside-control-by-her-ruling.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
    let allowed = step_noting(
        &r,
        "its ruling says \"Your Main Personality doesn't have to be at 0 or 1 stage above 0 in order for Chi-Chi to use this power\"",
        "the permission is not said",
    );
    assert_cites(allowed, &[CHI_CHI, TAKING_OVER]);
    let judged = r
        .events
        .iter()
        .flat_map(|e| e.judge.iter())
        .any(|j| j.contains("block a single physical attack directed at Gohan or Goku"));
    assert!(judged, "the power's text is not handed to the judge");
}

/// CRD 3.0.0 "Allies Taking Over Combat" at step 10: Grand Kai Lv.1, an Ally not in control,
/// adds its +1 power stage to p1's attack (PAT 1 +3 +1 = 5: p2 8 -> 3, the board's checkpoints).
#[test]
fn an_allys_constant_power_outside_control_adds_its_modifier_crd_allies_taking_over_combat() {
    let r = support::scenario_report("ally-constant-combat-power-outside-control-grand-kai.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Grand Kai Lv.1 is p1's personality not in control of Combat: its Constant Combat Power applies all the same",
        "the exception is not said",
    );
    assert_eq!((step.attack_phase, step.step), (1, 10));
    assert!(step
        .notes
        .iter()
        .any(|n| n == "Grand Kai Lv.1's Constant Combat Power: +1 power stages"));
}

/// CRD 3.0.0 "Allies Taking Over Combat" at step 1: Dende (Cell Games Saga #114) is an Ally not
/// in control whose Constant Combat Power the engine does not read ("Whenever you redirect damage
/// to one of your other Allies, prevent 3 power stages from that attack"): handed to the judge,
/// with the exception said; p1 keeps control with its Main Personality.
#[test]
fn an_allys_unread_constant_power_outside_control_goes_to_the_judge_crd_allies_taking_over_combat()
{
    let players = support::players(
        support::GOKU,
        8,
        r#""allies": [{ "card": "score/cell-games-saga/114" }], "hand": ["Saiyan Right Cross"]"#,
        support::RADITZ,
        8,
        r#""life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "Dende's Constant Combat Power outside control of Combat",
        r#""crd-3.0.0/allies-taking-over-combat""#,
        players,
        r#"[{"p1": "play", "card": "Saiyan Right Cross"}, {"p2": "take"}]"#,
        r#"[{"after_step": 1, "cites": ["crd-3.0.0/allies-taking-over-combat"]}]"#,
    );
    let r = support::run_battle("outside-control", "dende", &json);
    let first = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 1)
        .expect("step 1");
    assert!(
        first.judge.iter().any(|j| j.contains("not in control of Combat, its text says it need not be): Whenever you redirect damage to one of your other Allies, prevent 3 power stages from that attack")),
        "{:?}",
        first.judge
    );
}

/// CRD 3.0.0 "Allies Taking Over Combat" and "What does Focused do?": Bojack, the Notorious
/// Lv.3's power, used by Zangya (Bojack Unbound) in control as his header allows, makes her
/// attack Focused at step 1, so Goku's Truce (stops both kinds) cannot stop it: 8 -> 4.
#[test]
fn bojack_notorious_focus_reaches_his_subset_ally_in_control() {
    let r = run("constant-power-bojack-notorious-subset-ally-attack-focused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let focused = step_noting(
        &r,
        "Bojack, the Notorious Lv.3's Constant Combat Power (constantly active): p1's Stated Physical Attack is a focused attack",
        "the Focus is not given",
    );
    assert_eq!(focused.step, 1);
    let stop = step_noting(&r, "so it cannot stop it", "Goku's Truce is not refused");
    assert_cites(stop, &["crd-3.0.0/what-does-focused-do"]);
}
