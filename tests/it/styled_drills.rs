//! CRD 3.0.0 "Styled Drills" enforced when a Drill is played in the Non-Combat Step (Sequence of
//! Play 2): a Styled Drill of another Martial Arts Style and a second copy of a Styled Drill in
//! play are refused with the rule quoted and cited; one of the same style and a Freestyle Drill
//! join it.

use crate::support;

const STYLED: &str = "crd-3.0.0/styled-drills";

fn refusal(file: &str) -> String {
    let r = support::scenario_report(file);
    assert!(r.passed, "{file}: {:?}", r.checkpoints);
    r.error.unwrap_or_else(|| panic!("{file}: not refused"))
}

/// "If you have a Styled Drill in play, you cannot play another Drill from a different Martial
/// Arts Style."
#[test]
fn a_drill_of_another_style_is_refused() {
    let e = refusal("styled-drill-of-another-style-refused.json");
    assert!(
        e.contains("Red Energy Defense Drill")
            && e.contains("Orange Joint Restraint Drill")
            && e.contains(STYLED),
        "{e}"
    );
}

/// "If you have a Styled Drill in play, you can only have 1 copy of that Drill in play."
#[test]
fn a_second_copy_of_a_styled_drill_is_refused() {
    let e = refusal("styled-drill-second-copy-refused.json");
    assert!(
        e.contains("1 copy of that Drill") && e.contains(STYLED),
        "{e}"
    );
}

/// "You can have other Styled Drills in play if they all belong to the same Martial Arts
/// Style"; "Freestyle Drills can always be in play with Styled Drills."
#[test]
fn the_same_style_and_freestyle_drills_are_placed() {
    let r = support::scenario_report("styled-drill-same-style-and-freestyle-placed.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
}
