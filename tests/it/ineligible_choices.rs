//! A `choose` naming a card in play the effect cannot take ("You may discard any amount of your
//! Non-Combat cards in play", Gohan Lv.2, Majin Buu Saga #162): refused with the name given and
//! the candidates (CRD 3.0.0 "Non-Combat Cards": a Dragon Ball is not one; "your" cards only).

use crate::support::scenario_report as run;

#[test]
fn gohan_lv2_refuses_the_opponents_non_combat_card_by_name() {
    let r = run("choose-refused-gohan-lv2-names-the-opponents-non-combat-card.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let error = r.error.unwrap_or_default();
    assert!(
        error.contains("candidates: Krillin's Thoughts, Mommy's Coming Dear, Knockout Drill"),
        "{error}"
    );
}

#[test]
fn gohan_lv2_refuses_his_own_dragon_ball_by_name() {
    let r = run("choose-refused-gohan-lv2-names-his-own-dragon-ball.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}
