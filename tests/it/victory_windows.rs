//! The window around a victory (CRD 3.0.0 "How To Win"; "Most Powerful Personality Victory": a
//! card "used against you to postpone your victory"): Where There's Life, There's Hope (Trunks
//! Saga #157) postpones any victory to the start of the winner's next turn, Vegeta Scans the City
//! (Trunks Saga #126) answers only a Most Powerful Personality Victory, and each is refused where
//! its text or ruling says so.

use scouter::commands::battle::BattleReport;
use scouter::engine::battle::Outcome;
use scouter::engine::state::PlayerId;
use scouter::engine::VictoryKind;

use crate::support::scenario_report as run;

fn notes(r: &BattleReport) -> Vec<String> {
    r.events.iter().flat_map(|e| e.notes.clone()).collect()
}

#[test]
fn vegeta_scans_the_city_lowers_the_winner_and_the_most_powerful_victory_is_not_won() {
    // Most Powerful Personality Victory: "if you reach that level without having a card effect
    // used against you ... you win"; the card: "Lower any opponent's Main Personality that is
    // level 2 or higher by 1 personality level."
    let r = run("victory-vegeta-scans-the-city-keeps-most-powerful-from-winning.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "{:?}", r.outcome);
    let said = notes(&r);
    assert!(said.iter().any(|n| {
        n
        == "p2 uses Vegeta Scans the City right as p1 wins by the Most Powerful Personality Victory"
    }));
    assert!(said.iter().any(|n| n.contains(
        "after Vegeta Scans the City, p1 no longer meets the Most Powerful Personality Victory's condition: no victory"
    )));
    let step3 = r.events.iter().find(|e| e.step == 3).expect("step 3 ran");
    assert!(
        step3
            .citations
            .iter()
            .any(|c| c
                == "crd-3.0.0/specific-card-clarifications-errata-rulings/vegeta-scans-the-city"),
        "the card's ruling is cited where it acts: {:?}",
        step3.citations
    );
}

#[test]
fn vegeta_scans_the_city_does_not_answer_a_survival_victory() {
    let r = run("victory-vegeta-scans-the-city-answers-only-most-powerful.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}

#[test]
fn where_theres_life_postpones_survival_to_the_winners_next_turn_where_it_is_won() {
    // The card's ruling: "If you run out of cards in your Life Deck by drawing cards from it, you
    // are still allowed to use Where There's Life There's Hope to keep your opponent from winning
    // by the survival victory until the beginning of his next turn."
    let r = run("victory-where-theres-life-postpones-survival.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    match &r.outcome {
        Some(Outcome::Victory(v)) => {
            assert_eq!((v.winner, v.kind), (PlayerId::P2, VictoryKind::Survival));
            assert_eq!(v.cite, "crd-3.0.0/survival-victory");
        }
        other => panic!("no victory: {other:?}"),
    }
    // Won at the start of p2's turn 5, not in p1's turn 4.
    let last = r.events.last().expect("events");
    let mark = last.turn.as_ref().expect("a turn step");
    assert_eq!(
        (mark.number, mark.attacker, last.step),
        (5, PlayerId::P2, 1)
    );
    assert!(last.notes.iter().any(|n| n.contains(
        "the Survival Victory that Where There's Life There's Hope postponed is checked again"
    )));
}

#[test]
fn where_theres_life_a_postponed_victory_whose_condition_no_longer_holds_is_not_won() {
    let r = run("victory-where-theres-life-postponed-and-not-won.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "{:?}", r.outcome);
    assert!(notes(&r).iter().any(|n| {
        n.contains(
        "after Where There's Life There's Hope, p2 no longer meets the Survival Victory's condition"
    )
    }));
}

#[test]
fn where_theres_life_is_refused_against_a_loss_a_card_makes() {
    // Its ruling: "You cannot use this card if a card effect is specifically making you lose the
    // game."
    let r = run("victory-where-theres-life-not-against-a-card-loss.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}
