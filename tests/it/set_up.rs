//! The game's set-up (CRD 3.0.0 "How to Set Up a Game Step-by-Step"): scouters at 5 above 0
//! and the D Bracket Rule choosing who goes first, the judge told what the CRD leaves open.

use scouter::engine::state::PlayerId;

use crate::support::scenario_report as run;

/// Both in "C" or lower: "you always roll to see who goes first" (T027; no Double Power Rule).
#[test]
fn both_low_brackets_roll_and_the_judge_is_told() {
    let r = run("set-up-d-bracket-roll.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let set_up = &r.events[0];
    assert!(set_up.is_turn_step() && set_up.step == 0);
    assert!(set_up
        .judge
        .iter()
        .any(|j| j.contains("does not say which Physical Attack Table")));
    assert!(set_up.notes.iter().any(|n| n.contains("bracket B")));
    assert_eq!(
        r.events[1].attacker,
        PlayerId::P1,
        "the board's attacker won the roll"
    );
}

/// One in "D" or higher, the other in "C" or lower: the lower goes first, whatever `attacker` says.
#[test]
fn the_lower_bracket_goes_first() {
    let r = run("set-up-d-bracket-lower-goes-first.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let set_up = &r.events[0];
    assert!(
        set_up
            .notes
            .iter()
            .any(|n| n.contains("so p2, in \"C\" or lower, goes first")),
        "{:?}",
        set_up.notes
    );
    let draw = &r.events[1];
    assert_eq!(
        draw.turn.as_ref().map(|m| (m.number, m.attacker)),
        Some((1, PlayerId::P2))
    );
}
