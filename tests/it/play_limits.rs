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

/// CRD 3.0.0 "Putting Cards into play with card effects" in a game run turn by turn (Sequence of
/// Play, 2) then the Combat Step): the game knows p1 played Earth Dragon Ball 1 this turn, so
/// the Dragon Ball Vegeta's Smirk puts into play past Hero Teamwork Drill's limit is refused,
/// citing the section, instead of going to the judge.
#[test]
fn crd_putting_cards_into_play_search_past_the_turns_limit_refused_in_combat() {
    let r = support::scenario_report(
        "play-limit-hero-teamwork-drill-search-refused-after-the-turns-dragon-ball.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the search is refused");
    assert!(
        said.contains("crd-3.0.0/putting-cards-into-play-with-card-effects"),
        "{said}"
    );
    assert!(
        r.events
            .iter()
            .all(|e| e.judge.is_empty()
                || !e.judge.iter().any(|j| j.contains("Hero Teamwork Drill"))),
        "no judge line for the limit"
    );
    let p1 = r.final_state.get("p1").expect("p1");
    assert_eq!(
        p1.in_play.get("dragon_balls").map(Vec::len),
        Some(1),
        "{:?}",
        p1.in_play
    );
}

/// CRD 3.0.0 "Putting Cards into play with card effects" in a game run turn by turn: p1 played
/// no Dragon Ball this turn, so the one Vegeta's Smirk puts into play is within Hero Teamwork
/// Drill's limit: put into play with the count said, no judge line.
#[test]
fn crd_putting_cards_into_play_search_within_the_turns_limit_said() {
    let r = support::scenario_report(
        "play-limit-hero-teamwork-drill-search-within-the-turns-limit.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.error, None);
    let step = support::step_noting(
        &r,
        "p1 has played 0 this turn, so Namek Dragon Ball 7 is still a card p1 could play",
        "the count was said",
    );
    assert!(
        !step.judge.iter().any(|j| j.contains("Hero Teamwork Drill")),
        "{:?}",
        step.judge
    );
}
