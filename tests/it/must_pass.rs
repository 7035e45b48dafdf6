//! A player bound to pass in an Attack Phase (CRD 3.0.0 "Phase 2: The Attack Phases", "Final
//! Physical Attacks", the card's own "must pass" words): a scripted pass is that pass; a scripted
//! attack is refused quoting the card or rule, never turned silently into a pass.

use crate::support;

/// Supreme Kai's Power Hold ("If successful, your opponent must pass during his next "Attacker
/// Attacks" phase"): p2's scripted attack in that phase is refused with the card's sentence
/// quoted and "Phase 2: The Attack Phases" cited; his card stays in his hand.
#[test]
fn a_scripted_attack_while_bound_to_pass_is_refused_with_the_card_quoted() {
    let report = support::scenario_report("must-pass-refuses-a-scripted-attack.json");
    assert!(
        report.passed,
        "{}",
        scouter::render::trace::render_battle(&report)
    );
    let error = report.error.clone().unwrap_or_default();
    assert!(
        error.contains("Supreme Kai's Power Hold (\"If successful, your opponent must pass")
            && error.contains("p2 plays Black Fore Fist Punch is refused")
            && error.contains("crd-3.0.0/phase-2-the-attack-phases"),
        "{error}"
    );
}

/// Dazed ("Your opponent must pass his next 2 "Attacker Attacks" phases this Combat"): a scripted
/// pass in the first is taken as that pass, the second is passed with nothing scripted, and the
/// note quotes the card.
#[test]
fn must_pass_for_two_phases_takes_a_scripted_pass() {
    let report = support::scenario_report("must-pass-for-two-attack-phases.json");
    assert!(
        report.passed,
        "{}",
        scouter::render::trace::render_battle(&report)
    );
    let bound: Vec<_> = report
        .events
        .iter()
        .filter(|e| {
            e.notes
                .iter()
                .any(|n| n.contains("p2 must pass in this Attack Phase: Dazed (\"Your opponent must pass his next 2"))
        })
        .map(|e| e.attack_phase)
        .collect();
    assert_eq!(bound, vec![2, 4]);
    for e in report
        .events
        .iter()
        .filter(|e| bound.contains(&e.attack_phase) && e.step == 1)
    {
        support::assert_cites(e, &["crd-3.0.0/phase-2-the-attack-phases"]);
    }
    assert!(report.error.is_none(), "{:?}", report.error);
}

/// CRD 3.0.0 "Final Physical Attacks": "For the rest of Combat, you must pass in all of your
/// Attack Phases": p1's scripted attack after his Final Physical Attack is refused citing the rule.
#[test]
fn a_scripted_attack_after_a_final_physical_attack_is_refused() {
    let players = support::players(
        support::GOKU,
        8,
        r#""hand": ["L1", "Black Power Punch"]"#,
        support::RADITZ,
        8,
        r#""life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "A Final Physical Attack, then an attack",
        r#""crd-3.0.0/final-physical-attacks""#,
        players,
        r#"[ { "p1": "final_physical_attack", "discard": "L1" }, { "p2": "take" }, { "p2": "pass" },
            { "p1": "play", "card": "Black Power Punch" } ]"#,
        r#"[ { "at_end": true, "error": "p1 performed a Final Physical Attack this Combat", "p1": { "hand": ["Black Power Punch"] } } ]"#,
    );
    let report = support::run_battle("must-pass", "final-physical-attack", &json);
    let error = report.error.unwrap_or_default();
    assert!(
        error.contains("crd-3.0.0/final-physical-attacks")
            && error.contains("p1 plays Black Power Punch is refused"),
        "{error}"
    );
}
