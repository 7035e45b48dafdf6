//! "When entering Combat as the attacker" (CRD 3.0.0 "Phase 1: The Prepare Phase", the
//! attacker's and the defender's halves), read from Android 18 Lv.1 (Cell Saga #182) as her CRD
//! ruling rewrites her power: used in the attacker's half, said not to apply in the defender's,
//! and a `use` of it there refused with the rule; a power the CRD says "reads" otherwise (Krillin
//! Lv.1 HT: "Draw a card when entering Combat.") used as it reads.

use crate::support;

const RULING: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/android-18-lv-1";

/// The attacker's half: the top 6 looked at and put back "on top in any order" (the order is the
/// player's; the board's kept), then a card drawn; the defender draws 3 after.
#[test]
fn android_18_as_the_attacker_looks_at_six_and_draws_one() {
    let r =
        support::scenario_report("entering-combat-as-the-attacker-android-18-looks-and-draws.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "p1 looks at the top 6 card(s) of p1's Life Deck (T1, T2, T3, T4, T5, T6) and places them back on top in any order",
        "the look is said",
    );
    assert_eq!(step.step, 0);
    assert!(
        step.citations.iter().any(|c| c == RULING),
        "{:?}",
        step.citations
    );
}

/// The defender's half: the power is said not to apply, its ruling cited; nothing is drawn for it.
#[test]
fn android_18_as_the_defender_does_not_use_her_power() {
    let r = support::scenario_report(
        "entering-combat-as-the-attacker-android-18-not-as-the-defender.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Android 18 Lv.1's effect (\"When entering Combat as the attacker\") is used only when entering Combat as the attacker: p1 is the defender, so it is not used",
        "the role is said",
    );
    assert!(
        step.citations
            .iter()
            .any(|c| c == "crd-3.0.0/the-defenders-half-of-the-prepare-phase"),
        "{:?}",
        step.citations
    );
}

/// A `use` of the power in the defender's half is refused, the Life Deck untouched.
#[test]
fn android_18_used_as_the_defender_is_refused_with_the_rule() {
    let r = support::scenario_report(
        "entering-combat-as-the-attacker-android-18-use-refused-as-the-defender.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let error = r.error.as_deref().expect("refused");
    assert!(
        error.contains("crd-3.0.0/the-defenders-half-of-the-prepare-phase"),
        "{error}"
    );
}

/// CRD 3.0.0 Specific Card Clarifications, Krillin Lv.1 HT (Saiyan Saga #182): "His power reads,
/// "Draw a card when entering Combat."" replaces the printed power, and the timing written after
/// the effect is read: p1 draws in the attacker's half of the Prepare Phase.
#[test]
fn a_power_the_crd_says_reads_otherwise_is_used_as_it_reads() {
    let r = support::scenario_report("entering-combat-krillin-lv1-ht-power-reads-draw.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.events[0].judge.is_empty(), "{:?}", r.events[0].judge);
}
