//! Victories a card bars for a number of the barred player's turns (It's Just Not Worth It!,
//! Frieza Saga Promo #P1, CRD 3.0.0 Specific Card Clarifications: "Your opponent may not win a
//! Most Powerful Personality Victory or a Dragon Ball Victory until the end of his second turn,
//! starting now"; CRD "Dragon Ball Victory").

use crate::support;

const RULING: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/its-just-not-worth-it";

/// Used in p2's turn 3 (his first turn, "starting now"), the bar still holds in turn 5, his
/// second: his 7th Earth Dragon Ball played from the hand wins nothing, the ruling cited.
#[test]
fn a_seventh_dragon_ball_played_in_the_barred_players_second_turn_does_not_win() {
    let r = support::scenario_report("its-just-not-worth-it-bars-a-dragon-ball-victory.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(&r, "may not win it", "the bar is said");
    support::assert_cites(step, &[RULING, "crd-3.0.0/dragon-ball-victory"]);
}
