//! Chosen targets that another card keeps in play (CRD 3.0.0 "Conflicting Card Effects": "the
//! card that prohibits the instruction overrides the other card"; "Do-What-You-Can Rule"): a
//! kept card the player chose stays and no other card is taken in its place; with no card named,
//! the effect takes what it can; a requirement no card can meet refuses the play ("What is a
//! Requirement?"). Keepers: Blue Saving Catch Drill in play, Constant Combat Powers of the
//! personality in control (Chi-Chi, The Grandmother; Gohan, the Protector).

use scouter::engine::compile::{compile_card, Coverage};

use crate::support::{self, scenario_report as run};

const CONFLICTING: &str = "crd-3.0.0/conflicting-card-effects";
const DO_WHAT_YOU_CAN: &str = "crd-3.0.0/do-what-you-can-rule";

#[test]
fn a_chosen_ally_blue_saving_catch_drill_keeps_stays_and_none_is_discarded_in_its_place() {
    // Blue Saving Catch Drill: "Your Allies in play cannot be discarded."
    let r = run("chosen-target-kept-by-blue-saving-catch-drill.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = support::step_noting(
        &r,
        "p1 chose p2's Krillin Lv.1, which cannot be discarded (Blue Saving Catch Drill",
        "the choice and the keeper are said",
    );
    assert_eq!(e.step, 15, "the If successful step");
    assert!(e.judge.is_empty(), "{:?}", e.judge);
    assert!(
        e.notes.iter().all(|n| !n.contains("Ally discarded:")),
        "{:?}",
        e.notes
    );
    support::assert_cites(e, &[CONFLICTING, DO_WHAT_YOU_CAN]);
}

#[test]
fn chi_chi_the_grandmothers_constant_combat_power_keeps_the_chosen_ally_with_saiyan_heritage() {
    // Chi-Chi, The Grandmother Lv.1: "(Constant Combat Power) Your Allies with Saiyan Heritage
    // cannot be discarded or removed from the game."; CRD 3.0.0 "Saiyan Heritage Personalities".
    let r = run("chosen-target-kept-by-chi-chi-saiyan-heritage.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = support::step_noting(
        &r,
        "p1 chose p2's Gohan Lv.1, which cannot be discarded (Chi-Chi, The Grandmother Lv.1",
        "the choice and the keeper are said",
    );
    support::assert_cites(e, &[CONFLICTING, DO_WHAT_YOU_CAN]);
    // The sentence is read: step 1 no longer hands it to the judge.
    assert!(
        r.events
            .iter()
            .flat_map(|e| e.judge.iter())
            .all(|j| !j.contains("Saiyan Heritage cannot be discarded")),
        "the protection is read, not handed to the judge"
    );
}

#[test]
fn with_no_ally_named_the_ally_chi_chi_does_not_keep_is_discarded() {
    // CRD 3.0.0 "Do-What-You-Can Rule": only Krillin (no Saiyan Heritage) can be discarded.
    let r = run("chosen-target-none-named-kept-ally-stays.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = support::step_noting(
        &r,
        "p2's Gohan Lv.1 cannot be discarded (Black Explosion leaves it in play)",
        "the kept Ally is said",
    );
    support::assert_cites(e, &[CONFLICTING]);
}

#[test]
fn a_requirement_on_an_ally_gohan_the_protector_keeps_in_the_game_refuses_the_play() {
    // Ally's Sacrifice: "Remove one of your Allies in play from the game to use this card";
    // Gohan, the Protector Lv.2: "Constant Combat Power: Your Allies in play cannot be removed
    // from the game."; CRD 3.0.0 "What is a Requirement?".
    let r = run("chosen-target-requirement-kept-by-gohan-the-protector.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}

#[test]
fn the_keepers_texts_are_read_in_full_where_the_engine_applies_them() {
    let corpus = support::corpus();
    for id in ["score/irwin-toy/ir8", "score/world-games-saga/167"] {
        let card = corpus
            .card(id)
            .unwrap_or_else(|| panic!("{id} in the pool"));
        let c = compile_card(card);
        let json = serde_json::to_string(&c.effects).unwrap_or_default();
        assert!(json.contains("in_play_protected"), "{id}: {json}");
    }
    // Blue Saving Catch Drill: both sentences read.
    let drill = corpus.card("score/irwin-toy/ir8").expect("in the pool");
    assert_eq!(compile_card(drill).coverage, Coverage::Full);
}
