//! Whom "Stops all X attacks for the remainder of Combat" protects when its wording names no
//! owner, on real pool cards: Frieza's Force Bubble (Frieza Saga Promo P5, CRD 3.0.0 errata
//! "Stops an energy attack. Stop all energy attacks for the remainder of Combat.") is read as
//! stopping the attacks performed against its user, as the CRD's rewrites of Nappa's Energy
//! Aura and Ally's Sacrifice say; the log says so and hands the other reading to the judge.
//! Nappa's Physical Resistance names its owner ("performed against you"): nothing to hand over.

use crate::support::{self, players, GOKU, RADITZ};

const NAPPA_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/nappas-energy-aura";

/// Raditz Lv.1 (p1) attacks Goku Lv.1 (p2) with `attack` (of `kind`); p2 stops it with `stop`
/// from the hand. The judge lines and citations of step 6, where the floating stop starts.
fn stopped_by(case: &str, attack: &str, kind: &str, stop: &str) -> (Vec<String>, Vec<String>) {
    let json = support::scenario(
        case,
        &format!("\"{NAPPA_RULING}\""),
        players(
            RADITZ,
            5,
            &format!(r#""hand": ["{attack}"]"#),
            GOKU,
            5,
            &format!(r#""hand": ["{stop}"], "life_deck": {{ "unknown_below": 30 }}"#),
        ),
        &format!(
            r#"[{{ "p1": "play", "card": "{attack}" }}, {{ "p2": "defend", "card": "{stop}" }}]"#
        ),
        "[]",
    );
    let r = support::battle_report("stop-owner", case, &json)
        .unwrap_or_else(|e| panic!("{case}: {e:#}"));
    assert!(
        r.events.iter().any(|e| e
            .account
            .contains(&format!("{stop} stops the {kind} attack"))),
        "{case}:\n{}",
        scouter::render::trace::render_battle(&r)
    );
    // The defender's secondary effects (step 6) start the floating stop.
    let step6 = r
        .events
        .iter()
        .find(|e| e.step == 6)
        .unwrap_or_else(|| panic!("{case}: no step 6"));
    (
        step6.judge.clone(),
        step6.citations.iter().map(|c| c.to_string()).collect(),
    )
}

#[test]
fn a_stop_naming_no_owner_says_its_reading_and_hands_the_other_to_the_judge() {
    let (judge, cites) = stopped_by(
        "force-bubble",
        "Yamcha's Energy Attack",
        "energy",
        "Frieza's Force Bubble",
    );
    let line = judge
        .iter()
        .find(|j| j.contains("names no owner"))
        .unwrap_or_else(|| panic!("{judge:#?}"));
    assert!(
        line.contains("stopping those attacks performed against p2, who used it"),
        "{line}"
    );
    assert!(
        line.contains("stops p2's own attacks of that kind too, is the judge's"),
        "{line}"
    );
    assert!(cites.iter().any(|c| c == NAPPA_RULING), "{cites:?}");
}

#[test]
fn a_stop_naming_its_owner_hands_nothing_over() {
    let (judge, _) = stopped_by(
        "physical-resistance",
        "Tien's Physical Attack",
        "physical",
        "Nappa's Physical Resistance",
    );
    assert!(
        !judge.iter().any(|j| j.contains("names no owner")),
        "{judge:#?}"
    );
}
