//! "All players with 3 or more Non-Combat cards in play must discard all but 2 of their
//! Non-Combat cards" (Alt. Dende Dragon Ball 4; CRD 3.0.0 Sequence of Play 2, "Drill Cards"):
//! every player keeps 2 and discards the rest, the ones taken named in `choose`.

use crate::support;

const SCENARIO: &str = "dragon-ball-all-players-keep-two-non-combat-cards.json";

#[test]
fn every_player_with_more_than_two_non_combat_cards_discards_the_named_extra_ones() {
    // Alt. Dende Dragon Ball 4's card text; a Drill counts as a Non-Combat card ("Drill Cards").
    let r = support::scenario_report(SCENARIO);
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(
        &r,
        "Alt. Dende Dragon Ball 4: Non-Combat card discarded: King Kai Training, Red Pressure Point Drill, Fortify Your Spirit",
        "both players' extra cards are discarded",
    );
    assert!(placed.judge.is_empty(), "{:?}", placed.judge);
}

#[test]
fn with_no_cards_named_the_choice_goes_to_the_judge_and_nothing_is_discarded() {
    // The player chooses which of his cards go; unnamed, the engine does not pick for him.
    let path = support::root().join("tests/scenarios").join(SCENARIO);
    let text = std::fs::read_to_string(&path).expect("the scenario file");
    let unnamed = text.replace(
        r#", "choose": ["King Kai Training", "Red Pressure Point Drill", "Fortify Your Spirit"]"#,
        "",
    );
    assert_ne!(unnamed, text);
    let r = support::battle_report("all-but-kept", "unnamed", &unnamed).expect("loads");
    assert!(!r.passed, "nothing is discarded without the choice");
    let asked = r
        .events
        .iter()
        .flat_map(|e| e.judge.iter())
        .find(|j| j.contains("p1 keeps 2 of his 3 Non-Combat card(s) in play and discards 1"))
        .expect("the judge is asked for p1's choice");
    assert!(asked.contains("King Kai Training"), "{asked}");
}
