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
