//! Cards that end Combat (CRD 3.0.0 "Phase 2: The Attack Phases": Combat otherwise ends when both
//! players pass in back-to-back Attack Phases), and the turn after it (Sequence of Play, items
//! 6-7): the Discard Step said to follow the card that ended Combat, a Discard Step skipped by a
//! card's text (Blue Leaving, Saiyan Truce Card and its ruling), the Rejuvenation Step still taken.

use crate::support::{assert_cites, scenario_report as run, turn_step};

#[test]
fn blue_leaving_ends_combat_and_both_players_keep_their_hands() {
    let r = run("combat-ending-blue-leaving-both-keep-their-hands.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let discard = turn_step(&r, 6, "no Discard Step");
    assert_cites(
        discard,
        &[
            "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/6",
            "crd-3.0.0/the-golden-rule",
            "crd-3.0.0/phase-2-the-attack-phases",
        ],
    );
    assert!(discard
        .notes
        .iter()
        .any(|n| n.starts_with("Blue Leaving ended Combat: the Combat Step ended there")));
    // Not the two passes that end a Combat otherwise.
    assert!(!discard
        .notes
        .iter()
        .any(|n| n.contains("both players passed")));
    // The Rejuvenation Step still happens; p1 declared Combat, so nothing goes back.
    let rejuvenation = turn_step(&r, 7, "no Rejuvenation Step");
    assert_cites(
        rejuvenation,
        &["crd-3.0.0/the-sequence-of-play-for-one-complete-turn/7"],
    );
}

#[test]
fn saiyan_truce_card_user_keeps_his_hand_and_the_opponent_discards_as_usual() {
    let r = run("combat-ending-saiyan-truce-card-user-keeps-his-hand.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let discard = turn_step(&r, 6, "no Discard Step");
    assert!(
        discard
            .notes
            .iter()
            .any(|n| n
                .starts_with("Saiyan Truce Card: p1 skips the Discard Step and keeps 2 card(s)"))
    );
    assert!(discard
        .notes
        .iter()
        .any(|n| n.starts_with("p2 discards 2 card(s)")));
    // The card's ruling decides who keeps a hand: cited at the Discard Step (blind audit).
    assert_cites(
        discard,
        &["crd-3.0.0/specific-card-clarifications-errata-rulings/saiyan-truce-card"],
    );
}

#[test]
fn a_card_that_ends_combat_is_said_when_combat_ends() {
    // Tien's Solar Flare, "If successful, end Combat", in a board of one Combat.
    let r = run("cards-tiens-solar-flare-ends-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let last = r.events.last().expect("events");
    assert_cites(last, &["crd-3.0.0/phase-2-the-attack-phases"]);
    assert!(last.notes.iter().any(|n| n.starts_with(
        "Tien's Solar Flare ended Combat: the Attack Phases that would have followed are not taken"
    )));
}
