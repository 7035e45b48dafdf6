//! Limits on how many cards of a kind a player may play in a turn (issue 18, a prohibition read
//! from a Drill in play): Hero Teamwork Drill's "Opponents can only play 1 dragon ball on their
//! turn" in the Non-Combat Step (CRD 3.0.0 Sequence of Play, 2; "Dragon Balls"; "Drill
//! Cards"). Board files in `tests/scenarios/`.

use crate::support;

#[test]
fn crd_dragon_balls_hero_teamwork_drill_refuses_the_second_dragon_ball_of_the_turn() {
    let r = support::scenario_report("play-limit-hero-teamwork-drill-one-dragon-ball-a-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(&r, "Hero Teamwork Drill limits p1", "the limit was said");
    assert!(
        step.notes
            .iter()
            .any(|n| n.contains("Earth Dragon Ball 1 is number 1 of 1")),
        "{:?}",
        step.notes
    );
    let p1 = r.final_state.get("p1").expect("p1");
    assert_eq!(p1.in_play.get("dragon_balls").map(Vec::len), Some(1));
    assert!(
        p1.hand.iter().any(|c| c == "Earth Dragon Ball 3"),
        "{:?}",
        p1.hand
    );
}

/// CRD 3.0.0 "“_____ only” Cards: Non-Combat cards": Hero Teamwork Drill ("Heroes only") is p2's,
/// and its limit binds p1 in p1's own Non-Combat Step, where no personality is in control of
/// Combat: the engine applies it, says whose Drill it is and whose turn it binds, and hands the
/// judge the open question (the documents do not say); the refusal carries the same sentence.
#[test]
fn crd_only_cards_a_heroes_only_limit_in_the_opponents_non_combat_step_goes_to_the_judge() {
    let r = support::scenario_report("play-limit-hero-teamwork-drill-one-dragon-ball-a-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(&r, "Hero Teamwork Drill limits p1", "the limit was said");
    let line = step
        .judge
        .iter()
        .find(|j| j.contains("Hero Teamwork Drill is p2's and \"Heroes only\""))
        .unwrap_or_else(|| panic!("{:?}", step.judge));
    assert!(
        line.contains("binds p1, p2's opponent, in p1's own turn"),
        "{line}"
    );
    assert!(line.contains("read as met by p2's Goku Lv.1"), "{line}");
    assert!(line.contains("the judge decides"), "{line}");
    assert!(
        step.citations
            .iter()
            .any(|c| c == "crd-3.0.0/only-cards/non-combat-cards"),
        "{:?}",
        step.citations
    );
    let err = r.error.clone().expect("the second Dragon Ball is refused");
    assert!(
        err.contains("no personality is in control of Combat"),
        "{err}"
    );
}
