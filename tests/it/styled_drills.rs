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

/// CRD 3.0.0 "Freestyle Drills": "You can have multiple copies of a Freestyle Drill in play";
/// "Styled Drills": "Freestyle Drills can always be in play with Styled Drills". The placement
/// is allowed and the step says which sentences allow it, citing both rules.
#[test]
fn a_second_copy_of_a_freestyle_drill_is_placed_and_the_rule_said() {
    let r = support::scenario_report("freestyle-drill-second-copy-beside-styled-drills.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
    let step = support::step_noting(
        &r,
        "p1 may place Meditation Drill beside its 2 Drill(s) in play: Meditation Drill is a Freestyle Drill",
        "the Non-Combat Step says why the second copy may be placed",
    );
    for quote in [
        "\"You can have multiple copies of a Freestyle Drill in play.\"",
        "\"Freestyle Drills can always be in play with Styled Drills.\"",
    ] {
        assert!(
            step.notes.iter().any(|n| n.contains(quote)),
            "{quote}: {:?}",
            step.notes
        );
    }
    support::assert_cites(step, &["crd-3.0.0/freestyle-drills", STYLED]);
}

/// "If you have a Styled Drill in play, you cannot play another Drill from a different Martial
/// Arts Style"; the CRD 3.0.0 ruling on Black Free-Style Drill: "This is not a 'Freestyle'
/// Drill." The refusal cites the rule and the refused Drill's own ruling.
#[test]
fn a_styled_drill_named_free_style_is_refused_with_its_ruling() {
    let e = refusal("styled-drill-named-free-style-refused.json");
    assert!(
        e.contains(STYLED)
            && e.contains(
                "crd-3.0.0/specific-card-clarifications-errata-rulings/black-free-style-drill"
            ),
        "{e}"
    );
}

/// CRD 3.0.0 "Styled Drills" and the text of 12 Drills (Saiyan Agression Drill, Red Kaio-Ken
/// Drill, Black Groveling Drill ...): "This card does not count towards or against Tokui-Waza
/// requirements and Styled Drills that you can have in play." Such a Drill is placed beside a
/// Styled Drill of another style, with its sentence said and the rule cited; and in play it does
/// not stop a Styled Drill of another style.
#[test]
fn a_drill_outside_the_styled_drills_count_neither_clashes_nor_is_clashed_with() {
    let r = support::scenario_report("styled-drill-not-counted-placed-beside-another-style.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
    let step = support::step_noting(
        &r,
        "p1 may place Saiyan Agression Drill beside its 1 Drill(s) in play: its text says \"This card does not count towards or against",
        "the Non-Combat Step says why the Drill may be placed",
    );
    support::assert_cites(step, &[STYLED]);

    let r = support::scenario_report("styled-drill-placed-beside-a-not-counted-drill.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
}

/// CRD 3.0.0 "Styled Drills" and Goku's Mixing Drill ("Allows multiple colors of drills to be
/// used at the same time"): with it in play a Saiyan Drill joins a Black Drill; the step says
/// which card allows it and cites its ruling (what happens when it leaves play).
#[test]
fn gokus_mixing_drill_lets_drills_of_other_styles_join() {
    let r = support::scenario_report("styled-drills-gokus-mixing-drill-mixes-styles.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
    let step = support::step_noting(
        &r,
        "Goku's Mixing Drill in play says \"Allows multiple colors of drills to be used at the same time.\"",
        "the Non-Combat Step says which card allows the placement",
    );
    support::assert_cites(
        step,
        &[
            STYLED,
            "crd-3.0.0/specific-card-clarifications-errata-rulings/gokus-mixing-drill",
        ],
    );
}
