//! A card the pool gives only its printed text while CRD 3.0.0 rules on it (Specific Card
//! Clarifications): `card` and the trace say the errata is not in the pool and that the ruling
//! decides where it reads the card differently (Earth Dragon Ball 7, Saiyan Saga #187: printed
//! "Pick 3 cards out of your discard pile ...", ruled "all of the controlling player's opponents'
//! anger is lowered 2 levels"); the engine reads that Dragon Ball from its ruling.

use scouter::commands::lookup::card;

use crate::support;

const EDB7_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/earth-dragon-ball-7";

#[test]
fn card_says_the_earth_dragon_ball_7_errata_is_not_in_the_pool() {
    let r = card(support::corpus(), "score/saiyan-saga/187", None);
    let view = r.cards.first().expect("Earth Dragon Ball 7");
    assert!(view.card.current_text_source.is_none());
    assert_eq!(view.printed_text_ruling.as_deref(), Some(EDB7_RULING));
    // A card whose errata the pool applies says nothing of the kind (Senzu Bean, Saiyan Saga #43).
    let r = card(support::corpus(), "score/saiyan-saga/043", None);
    let view = r.cards.first().expect("Senzu Bean");
    assert!(view.card.current_text_source.is_some());
    assert_eq!(view.printed_text_ruling, None);
}

#[test]
fn the_trace_reads_earth_dragon_ball_7_from_its_ruling_where_it_is_played() {
    // Its ruling says what it does "When this card is placed in play"
    // (`dragon_balls::placement_rulings`): the engine reads the card from it, cites it, and no
    // longer tells the judge it reads the printed text.
    let r = support::scenario_report("dragon-ball-victory-seventh-played.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said: Vec<&String> = r.events.iter().flat_map(|e| e.judge.iter()).collect();
    assert!(
        !said
            .iter()
            .any(|j| j.contains("Earth Dragon Ball 7 is read from its printed text")),
        "{said:?}"
    );
    assert!(r
        .events
        .iter()
        .any(|e| e.citations.iter().any(|c| c == EDB7_RULING)));
}

#[test]
fn card_shows_earth_dragon_ball_7_read_from_its_ruling() {
    let r = card(support::corpus(), "score/saiyan-saga/187", None);
    let view = r.cards.first().expect("Earth Dragon Ball 7");
    assert_eq!(view.read_from_ruling.as_deref(), Some(EDB7_RULING));
    let effects = view.effects.as_ref().expect("a Score card's reading");
    assert_eq!(effects.coverage, scouter::engine::compile::Coverage::Full);
}
