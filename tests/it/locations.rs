//! Battlegrounds and Locations played in the Non-Combat Step (CRD 3.0.0 "Battleground and
//! Location Cards", Declare Step): the one in play is removed from the game, the Combat Step is
//! skipped, a `declare` then is refused, and the Rejuvenation Step applies.

use scouter::commands::battle::BattleReport;

use crate::support;
use crate::support::scenario_report as run;

/// No event of turn 1 belongs to a Combat Step.
fn no_combat_in_turn_one(r: &BattleReport) {
    assert!(
        !r.events
            .iter()
            .any(|e| !e.is_turn_step() && e.turn.as_ref().is_some_and(|m| m.number == 1)),
        "turn 1 has no Combat"
    );
}

#[test]
fn a_location_skips_combat_and_the_attacker_rejuvenates() {
    let r = run("location-skips-combat-then-rejuvenation.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    no_combat_in_turn_one(&r);
    let declare = support::turn_step(&r, 4, "declare");
    assert!(declare
        .notes
        .iter()
        .any(|n| n.contains("the Combat Step is skipped")));
    let rejuvenation = support::turn_step(&r, 7, "step 7");
    assert!(rejuvenation
        .notes
        .iter()
        .any(|n| n.contains("H1, the top card of its discard pile")));
}

#[test]
fn a_battleground_replaces_the_one_in_play_and_skips_combat() {
    let r = run("battleground-replaces-battleground-and-skips-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let p2 = r.final_state.get("p2").expect("p2");
    assert_eq!(p2.removed, vec!["Gravity Chamber".to_string()]);
    let declare = support::turn_step(&r, 4, "declare");
    // The section names only a Location; the engine says it follows the Declare Step.
    assert!(declare
        .notes
        .iter()
        .any(|n| n.contains("follows the Declare Step")));
}

/// CRD 3.0.0 "Battleground and Location Cards": the trace of the Non-Combat Step shows both
/// players' Battleground fields change (World Tournament in for p1, Gravity Chamber out for p2).
#[test]
fn the_trace_shows_the_battleground_in_play_change() {
    let r = run("battleground-replaces-battleground-and-skips-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 2, "the Non-Combat Step ran");
    let change = |what: &str| {
        step.changes
            .iter()
            .find(|c| c.what.to_string() == what)
            .map(|c| (c.before.to_string(), c.after.to_string()))
    };
    assert_eq!(
        change("p1.battleground"),
        Some(("[]".to_string(), "[World Tournament]".to_string()))
    );
    assert_eq!(
        change("p2.battleground"),
        Some(("[Gravity Chamber]".to_string(), "[]".to_string()))
    );
}

#[test]
fn declaring_combat_after_a_location_is_refused() {
    let r = run("location-declare-combat-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.expect("refused");
    assert!(
        err.contains("crd-3.0.0/the-sequence-of-play-for-one-complete-turn/4"),
        "{err}"
    );
}

/// "You cannot place a Battleground or Location card into play if there is already a
/// Battleground or Location card of the same name in play."
#[test]
fn the_same_name_in_play_is_refused() {
    let text = std::fs::read_to_string(
        support::root()
            .join("tests/scenarios/battleground-replaces-battleground-and-skips-combat.json"),
    )
    .expect("reads")
    .replace(
        "\"battleground\": \"Gravity Chamber\"",
        "\"battleground\": \"World Tournament\"",
    );
    let r = support::battle_report("locations", "same-name", &text).expect("loads");
    let err = r.error.expect("refused");
    assert!(
        err.contains("already in play")
            && err.contains("crd-3.0.0/battleground-and-location-cards"),
        "{err}"
    );
}
