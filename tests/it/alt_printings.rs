//! "Alt." printings a search by title takes: Goku's Dragon Ball Quest's "a Dende Dragon Ball"
//! names Alt. Dende Dragon Ball 1? CRD 3.0.0 "Dragon Balls" (Deck Building) lets "Alt." Dragon
//! Balls mix with their set's in a deck and says no more: the engine takes it and the judge
//! decides.

use crate::support;

/// CRD 3.0.0 "Searching for Cards" and "Dragon Balls" (Deck Building): the Alt. Dende Dragon
/// Ball named is put into play (p1's Life Deck 20 -> 19), and the judge is handed the reading,
/// with the Deck Building section cited.
#[test]
fn crd_dragon_balls_an_alt_dende_dragon_ball_taken_as_a_dende_dragon_ball_goes_to_the_judge() {
    let r = support::scenario_report("search-alt-dende-dragon-ball-gokus-dragon-ball-quest.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(&r, "p1 finds Alt. Dende Dragon Ball 1", "the search ran");
    assert_eq!(step.step, 3);
    let line = step
        .judge
        .iter()
        .find(|j| j.contains("takes Alt. Dende Dragon Ball 1 as a Dragon Ball with \"Dende\""))
        .unwrap_or_else(|| panic!("{:?}", step.judge));
    assert!(line.contains("the judge decides"), "{line}");
    assert!(
        step.citations.iter().any(|c| c == "crd-3.0.0/dragon-balls"),
        "{:?}",
        step.citations
    );
    let p1 = r.final_state.get("p1").expect("p1");
    assert_eq!(
        p1.in_play.get("dragon_balls"),
        Some(&vec!["Alt. Dende Dragon Ball 1".to_string()])
    );
}

/// The same search naming a plain Dende Dragon Ball hands the judge no such line.
#[test]
fn crd_dragon_balls_a_plain_dende_dragon_ball_needs_no_judge_line() {
    let r = support::scenario_report("search-dragon-ball-not-in-play-gokus-dragon-ball-quest.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(!r
        .events
        .iter()
        .flat_map(|e| e.judge.iter())
        .any(|j| j.contains("\"Alt.\" printing")));
}
