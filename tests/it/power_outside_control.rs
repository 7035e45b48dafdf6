//! A personality's power its own CRD ruling lets an Ally use without being in control of Combat
//! (CRD 3.0.0 ruling on Chi-Chi Lv.1), where "Allies Taking Over Combat" otherwise refuses it.

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
