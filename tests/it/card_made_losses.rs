//! A card's effect that makes its player lose the game (CRD 3.0.0 "The Golden Rule": card text
//! overrides the rules): Goku's Farewell (Cell Games Saga #99), "When you reach 5 anger you lose
//! the game", and its ruling "You do not get to reset your anger level to 0 before you lose";
//! Chiaotzu Lv.2 (Saiyan Saga #105), whose CRD ruling makes his power lose the game when he is
//! the Main Personality; Cell's Self Destruct's "If successful, and you don't defeat your
//! opponent, you lose the game".

use scouter::engine::battle::Outcome;
use scouter::engine::state::PlayerId;
use scouter::engine::VictoryKind;

use crate::support::scenario_report as run;

#[test]
fn gokus_farewell_five_anger_loses_before_anger_is_set_to_zero() {
    let r = run("card-effect-loss-gokus-farewell-at-five-anger.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    match &r.outcome {
        Some(Outcome::Victory(v)) => {
            assert_eq!((v.winner, v.kind), (PlayerId::P2, VictoryKind::CardEffect));
            assert_eq!(v.cite, "crd-3.0.0/the-golden-rule");
        }
        other => panic!("no victory: {other:?}"),
    }
    let last = r.events.last().expect("events");
    assert!(last
        .notes
        .iter()
        .any(|n| n.starts_with("Goku's Farewell: p1 reaches 5 anger and loses the game")));
    // No advance and no "anger is set to 0" after the loss.
    assert!(!last.notes.iter().any(|n| n.contains("anger is set to 0")));
}

#[test]
fn chiaotzu_lv2_used_as_the_main_personality_loses_and_as_an_ally_does_not() {
    // CRD 3.0.0 Specific Card Clarifications, Chiaotzu Lv.2 (Saiyan Saga #105): "If Chiaotzu is
    // your Main Personality, and you use his power, ... you lose. If Chiaotzu is your Ally, and
    // you use this power, the damage from the attack is dealt".
    let r = run("card-effect-loss-chiaotzu-lv2-main-personality-power.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    match &r.outcome {
        Some(Outcome::Victory(v)) => {
            assert_eq!((v.winner, v.kind), (PlayerId::P2, VictoryKind::CardEffect))
        }
        other => panic!("no victory: {other:?}"),
    }
    let r = run("card-effect-chiaotzu-lv2-ally-power-no-loss.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "{:?}", r.outcome);
}

#[test]
fn chiaotzu_lv2_loss_is_logged_before_where_theres_life_is_refused() {
    // CRD 3.0.0 Specific Card Clarifications, Where There's Life, There's Hope (Trunks Saga
    // #157): "You cannot use this card if a card effect is specifically making you lose the
    // game." The loss Chiaotzu Lv.2's ruling makes is kept, then the answer is refused.
    let r = run("card-effect-loss-chiaotzu-lv2-not-answered-by-where-theres-life.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    match &r.outcome {
        Some(Outcome::Victory(v)) => {
            assert_eq!((v.winner, v.kind), (PlayerId::P2, VictoryKind::CardEffect))
        }
        other => panic!("no victory: {other:?}"),
    }
    let error = r.error.as_ref().expect("the answer is refused");
    assert!(error.contains("Where There's Life There's Hope may not be used here"));
}

/// CRD 3.0.0 "The Golden Rule" at Battle Sequence step 15: Cell's Self Destruct's 12 life cards
/// leave p2 in the game, so p1 loses by the card's effect; when they empty p2's Life Deck, p1 has
/// won by the Survival Victory at step 13 and step 15 never comes.
#[test]
fn cells_self_destruct_loses_unless_its_attack_defeats_the_opponent() {
    for (board, winner, kind, step) in [
        (
            "card-effect-loss-unless-the-attack-defeats-the-opponent.json",
            PlayerId::P2,
            VictoryKind::CardEffect,
            15,
        ),
        (
            "card-effect-loss-unless-the-attack-defeats-the-opponent-survival-won.json",
            PlayerId::P1,
            VictoryKind::Survival,
            13,
        ),
    ] {
        let r = run(board);
        assert!(r.passed, "{board}: {:?}", r.checkpoints);
        match &r.outcome {
            Some(Outcome::Victory(v)) => assert_eq!((v.winner, v.kind), (winner, kind), "{board}"),
            other => panic!("{board}: no victory: {other:?}"),
        }
        assert_eq!(r.events.last().map(|e| e.step), Some(step), "{board}");
    }
}
