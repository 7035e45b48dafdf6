//! Allies a player is considered to have (CRD 3.0.0 "Ginyu Force": "considered to have 4 Allies
//! in play for the purpose of card effects"; West City: "All players are considered to have +4
//! Allies in play for card effects") decide a card's "If you have an Ally in play" and "if your
//! opponent has an Ally in play", said and cited at the step where they decide it.

use crate::support;

/// Battle Sequence step 3 (secondary effects) with Blue Alliance's "If you have an Ally in play,
/// discard one of your opponent's Drills in play", performed by a Ginyu Force Main Personality
/// with no Ally card in play: the condition holds, the Ginyu Force section cited.
#[test]
fn ginyu_force_main_personality_has_an_ally_at_step_3() {
    support::assert_step_says(
        "considered-allies-ginyu-force-has-an-ally.json",
        3,
        "considered to have 4 Allies in play for the purpose of card effects",
        &["crd-3.0.0/battle-sequence/3", "crd-3.0.0/ginyu-force"],
    );
}

/// Battle Sequence step 3 with the same card and West City in play (no Ally card on the table):
/// the Location's Allies count for every player.
#[test]
fn west_city_gives_an_ally_at_step_3() {
    support::assert_step_says(
        "considered-allies-west-city-has-an-ally.json",
        3,
        "West City is in play",
        &["crd-3.0.0/battleground-and-location-cards"],
    );
}

/// Battle Sequence step 13 with Blue Enemies Drill's "if your opponent has an Ally in play, you
/// may take 1 less life card of damage" and West City in play: 5 life cards become 4.
#[test]
fn west_city_lets_blue_enemies_drill_take_less_at_step_13() {
    support::assert_step_says(
        "considered-allies-west-city-blue-enemies-drill.json",
        13,
        "West City is in play",
        &[
            "crd-3.0.0/battleground-and-location-cards",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/blue-enemies-drill",
        ],
    );
}

/// A step where no condition needed the considered Allies says nothing of them: the Ginyu Force
/// board's step 13 (life cards dealt) does not cite the Ginyu Force section.
#[test]
fn considered_allies_are_said_only_where_they_decide() {
    let r = support::scenario_report("considered-allies-ginyu-force-has-an-ally.json");
    let e = r
        .events
        .iter()
        .find(|e| !e.is_turn_step() && e.step == 13)
        .expect("step 13 ran");
    assert!(
        !e.citations.iter().any(|c| c == "crd-3.0.0/ginyu-force"),
        "{:?}",
        e.citations
    );
}

/// Battle Sequence step 1: Namekian Frendship's "You must have an Ally in play to use this card"
/// with only a Ginyu Force Main Personality's considered Allies: refused (CRD 3.0.0 "What is a
/// Requirement?": a requirement is not a card effect), the refusal naming them for the judge.
#[test]
fn considered_allies_do_not_meet_a_requirement() {
    let r = support::scenario_report("considered-allies-not-counted-for-a-requirement.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}
