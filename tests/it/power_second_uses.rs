//! A power's own permission for a second use (CRD 3.0.0 "Power-Up Rating (PUR)": a Personality
//! Power is used once per turn "unless the personality power says it can be used multiple
//! times"): read under its condition, checked when the power is first used (CRD 3.0.0's ruling on
//! Piccolo, the Former Guardian Lv.3: "The first time you use this power each Combat you check"),
//! and read in the pool's misspelled "perform this atack twice per Combat".

use crate::support::{assert_cites, scenario_report as run, step_noting};

const PUR: &str = "crd-3.0.0/power-up-rating-pur";
const PICCOLO: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/piccolo-the-former-guardian-lv-3";

/// Empty discard pile at the first use, 6 life cards discarded before the second: the second use
/// is allowed by the first use's check (the ruling cited), the third refused.
#[test]
fn piccolo_the_former_guardians_permission_is_checked_at_his_first_use() {
    let r = run("power-uses-piccolo-the-former-guardian-checked-at-first-use.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let second = step_noting(
        &r,
        "its own permission's condition held when the power was first used this Combat",
        "the second use is not said",
    );
    assert_cites(second, &[PICCOLO, PUR]);
    let e = r.error.clone().expect("the third use is refused");
    assert!(!e.contains("its own permission"), "{e}");
}

/// A card in the discard pile at the first use: the second use is refused quoting the power's
/// own permission and its condition.
#[test]
fn piccolo_the_former_guardians_second_use_is_refused_with_a_discard() {
    let r = run("power-uses-piccolo-the-former-guardian-refused-with-discards.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.clone().expect("the second use is refused");
    assert!(
        e.contains("\"If you have no cards left in your discard pile, you may use this power twice per Combat\"")
            && e.contains(PUR),
        "{e}"
    );
}

/// Krillin, the Husband Lv.2's "perform this atack twice per Combat": the second use goes on,
/// its condition (the piles when first performed) handed to the judge, not refused.
#[test]
fn krillin_the_husbands_misspelled_permission_is_read() {
    let r = run("power-uses-krillin-the-husband-second-use-to-the-judge.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
    let confirm = r
        .events
        .iter()
        .flat_map(|e| e.judge.iter())
        .any(|j| j.contains("is used a second time this turn under its own condition"));
    assert!(confirm, "the condition is not handed to the judge");
}
