//! Dragon Balls moved by a card's text (CRD 3.0.0 "Capturing Dragon Balls": "Card Captures";
//! "Dragon Balls"; "Ownership"; "What is a Requirement?"): a capture a card allows only with a
//! named Ally in play (Bulma Finds a Dragon Ball), a capture of two placed at the bottom of their
//! owners' Life Decks with no power used (Vegeta's Dragonball Capture and its ruling), barred by a
//! card that keeps Dragon Balls from capture; and a rule a controlled Dragon Ball changes: cards
//! discarded instead of removed from the game (Alt. Namek Dragon Ball 4); a Dragon Ball discarded
//! from the hand to search for its card type (Caterpy, the Tenacious Lv.3).

use crate::support::{self, scenario_report as run};

const CAPTURING: &str = "crd-3.0.0/capturing-dragon-balls";
const REQUIREMENT: &str = "crd-3.0.0/what-is-a-requirement";
const DRAGON_BALLS: &str = "crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls";

/// "What is a Requirement?", "Capturing Dragon Balls": with Bulma Lv.1 in play as an Ally, Bulma
/// Finds a Dragon Ball's requirement is met (said at step 1 with the card's ruling) and it
/// captures the Dragon Ball named at step 3.
#[test]
fn card_capture_with_the_named_ally_in_play_captures() {
    let r = run("card-capture-bulma-ally-in-play.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let met = support::step_noting(
        &r,
        "Bulma Finds a Dragon Ball: its requirement (an Ally Bulma is in play) is met",
        "the requirement is said met",
    );
    support::assert_cites(met, &[REQUIREMENT]);
    let captured = support::step_noting(&r, "p1 captures Namek Dragon Ball 3", "the capture");
    assert_eq!(captured.step, 3);
    support::assert_cites(captured, &[CAPTURING]);
}

/// "What is a Requirement?": without an Ally Bulma (Krillin is the Ally) the use is refused, the
/// requirement named, and nothing is captured.
#[test]
fn card_capture_without_the_named_ally_is_refused() {
    let r = run("card-capture-bulma-ally-missing-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.clone().expect("the use is refused");
    assert!(
        e.contains("its requirement (an Ally Bulma is in play) is not met")
            && e.contains(REQUIREMENT),
        "{e}"
    );
}

/// "Capturing Dragon Balls" ("Card Captures"), "Ownership" and Vegeta's Dragon Ball Capture's
/// ruling: the two Dragon Balls named are captured without their powers and each goes to the
/// bottom of its owner's Life Deck (one to p1's, one to p2's: 20 -> 21 each); the third stays.
#[test]
fn capture_of_two_places_each_at_the_bottom_of_its_owners_life_deck() {
    let r = run("card-capture-two-to-life-deck-bottom.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step3 = support::step_noting(
        &r,
        "Earth Dragon Ball 2 (to p1's Life Deck), Namek Dragon Ball 3 (to p2's Life Deck)",
        "both placed at the bottom of their owners' Life Decks",
    );
    assert!(
        step3.notes.iter().any(|n| n.contains(
            "p1 captures Namek Dragon Ball 3 from p2; its powers are not used (the card's CRD ruling)"
        )),
        "{:?}",
        step3.notes
    );
    support::assert_cites(step3, &[CAPTURING, "crd-3.0.0/ownership"]);
}

/// "Capturing Dragon Balls": Goku's Capturing Drill keeps p2's Dragon Balls from a card capture
/// too; both stay in play (its ruling cited) and no Life Deck grows.
#[test]
fn capture_of_two_is_barred_by_a_card_keeping_dragon_balls_from_capture() {
    let r = run("card-capture-two-barred-by-capturing-drill.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step3 = support::step_noting(
        &r,
        "p1 cannot capture Namek Dragon Ball 6: Goku's Capturing Drill is in play for p2",
        "the capture is barred",
    );
    assert!(
        step3
            .notes
            .iter()
            .any(|n| n.contains("placed at the bottom of their owner's Life Deck: none captured")),
        "{:?}",
        step3.notes
    );
}

/// "Dragon Balls": while p1 controls Alt. Namek Dragon Ball 4, p2's card that removes p1's
/// Non-Combat/Non-Drill card from the game discards it instead, the Dragon Ball named.
#[test]
fn controlled_dragon_ball_has_a_removed_card_discarded_instead() {
    let r = run("dragon-ball-has-removed-card-discarded-instead.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step3 = support::step_noting(
        &r,
        "Cell Smiles would be removed from the game by p2's card effect: Alt. Namek Dragon Ball 4 (while p1 controls it) has it discarded instead",
        "the removal replaced",
    );
    support::assert_cites(step3, &[DRAGON_BALLS]);
}

/// "Non-Combat Cards": a Drill is not a Non-Combat/Non-Drill card, so Alt. Namek Dragon Ball 4
/// does not replace its removal.
#[test]
fn controlled_dragon_ball_does_not_keep_a_drill_from_removal() {
    let r = run("dragon-ball-does-not-keep-drill-from-removal.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(
        !r.events
            .iter()
            .any(|e| e.notes.iter().any(|n| n.contains("discarded instead"))),
        "no replacement for a Drill"
    );
}

/// "What is a Requirement?", "Discarding Dragon Balls", "Dragon Ball Immunity" (Caterpy, the
/// Tenacious Lv.3's Power 2): the Dragon Ball discarded from the hand goes under the Life Deck and
/// never to the discard pile (no line says it does), and the search of its card type takes a
/// Dragon Ball, the second name of the action's `choose` (the first named the forced discard).
#[test]
fn a_dragon_ball_discarded_to_search_for_its_card_type() {
    let r = run("requirement-caterpy-tenacious-lv3-discard-then-search-same-card-type.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let discarded = support::step_noting(
        &r,
        "Namek Dragon Ball 1 is not in play: it goes face down to the bottom of the Life Deck",
        "the Dragon Ball discarded goes under the Life Deck",
    );
    assert_eq!(discarded.step, 3);
    support::assert_cites(discarded, &["crd-3.0.0/discarding-dragon-balls"]);
    assert!(
        !discarded
            .notes
            .iter()
            .any(|n| n.contains("Namek Dragon Ball 1 goes to p1's discard pile")),
        "{:?}",
        discarded.notes
    );
    support::step_noting(
        &r,
        "the card discarded, Namek Dragon Ball 1, is a Dragon Ball card: the search is for a Dragon Ball card",
        "the card type searched for",
    );
}
