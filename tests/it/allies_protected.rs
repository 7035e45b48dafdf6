//! Allies kept in play by their player's personality's Constant Combat Power (Chi-Chi, the
//! Grandmother Lv.1; CRD 3.0.0's rewrite of Gohan, the Protector Lv.2), and a power its own CRD
//! ruling lets an Ally use without being in control of Combat (CRD 3.0.0 ruling on Chi-Chi Lv.1).

use crate::support::{assert_cites, scenario_report as run, step_noting};

const PUR: &str = "crd-3.0.0/power-up-rating-pur";
const CHI_CHI: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/chi-chi-lv-1";
const TAKING_OVER: &str = "crd-3.0.0/allies-taking-over-combat";

/// Chi-Chi, the Grandmother Lv.1: "Your Allies with Saiyan Heritage cannot be discarded or
/// removed from the game": Cell's Power Burst discards Krillin only (CRD 3.0.0 "Saiyan Heritage
/// Personalities" lists Gohan), the power said and cited, and the shortfall is the
/// Do-What-You-Can Rule.
#[test]
fn chi_chi_the_grandmother_keeps_her_saiyan_heritage_ally_in_play() {
    let r = run("power-chi-chi-the-grandmother-keeps-saiyan-heritage-allies.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let kept = step_noting(
        &r,
        "Constant Combat Power: p2's Ally Gohan Lv.1 cannot be discarded (Cell's Power Burst leaves it in play)",
        "the protection is not said",
    );
    assert_cites(kept, &[PUR, "crd-3.0.0/do-what-you-can-rule"]);
}

/// Gohan, the Protector Lv.2 as CRD 3.0.0 rewrites it ("Your Allies in play cannot be removed
/// from the game"): Ally's Sacrifice's requirement to remove an Ally cannot be met, and the
/// refusal names the power.
#[test]
fn gohan_the_protector_refuses_a_requirement_to_remove_an_ally() {
    let r = run("power-gohan-the-protector-allies-cannot-be-removed.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.clone().expect("Ally's Sacrifice is refused");
    assert!(
        e.contains("cannot be met")
            && e.contains(
                "Gohan, the Protector Lv.2's Constant Combat Power keeps the Allies in play"
            )
            && e.contains(PUR),
        "{e}"
    );
}

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
