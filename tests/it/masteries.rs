//! Mastery cards in play (CRD 3.0.0 "Mastery Cards": "advantages that last throughout the
//! game"): a Mastery's damage modifier counted at Battle Sequence step 10 like a Drill's, naming
//! the Mastery, and its sentences the engine does not read handed to the judge there.

use crate::support::{self, scenario_report as run};

#[test]
fn mastery_cards_orange_style_mastery_adds_a_life_card_at_step_10() {
    // Orange Style Mastery (Cell Saga #140): "All of your energy attacks do +1 life card of
    // damage." Orange Focused Blast (Cell Saga #4) does 6 life cards: 7 with the Mastery.
    let r = run("mastery-energy-attacks-do-more.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Orange Style Mastery (the Mastery p1 has in play): +1 life cards",
        "step 10 counts the Mastery's modifier",
    );
    assert_eq!(step.step, 10);
    assert!(step
        .account
        .contains("Base Damage 6 life cards with modifiers: 7 life cards"));
    support::assert_cites(
        step,
        &["crd-3.0.0/mastery-cards", "crd-3.0.0/modified-damage"],
    );
    // Its second sentence is not read: the judge is told, naming the Mastery, at the same step.
    assert!(
        step.judge.iter().any(|j| j.starts_with(
            "judge resolves: If you perform a successful energy attack with an Orange Style card, your opponent can't play a Physical Combat card"
        ) && j.contains("(Orange Style Mastery, the Mastery p1 has in play)")
            // The pool's text ends "phase.00": the judge is told it is damaged (s18 audit).
            && j.contains("the card text as stored is damaged")),
        "{:?}",
        step.judge
    );
    // Step 13: the defender discards the 7 life cards.
    let dealt = r.events.iter().find(|e| e.step == 13).expect("step 13");
    assert!(dealt
        .account
        .contains("7 life card(s) of damage dealt: p2 discards 7"));
}

#[test]
fn mastery_cards_saiyan_style_mastery_draws_when_entering_combat_in_the_prepare_phase() {
    // Saiyan Style Mastery (Trunks Saga #148): "Draw a card when entering any combat." The
    // Prepare Phase (step 0) uses it for its owner, citing the Mastery's section.
    let r = run("mastery-entering-combat-draw.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = r
        .events
        .iter()
        .find(|e| e.step == 0)
        .expect("the Prepare Phase");
    assert!(step
        .account
        .contains("p1 uses Saiyan Style Mastery when entering Combat: 1 effect(s) resolved"));
    assert!(step
        .notes
        .iter()
        .any(|n| n == "Saiyan Style Mastery: p1 draws 1 card(s)"));
    support::assert_cites(
        step,
        &[
            "crd-3.0.0/mastery-cards",
            "crd-3.0.0/the-attackers-half-of-the-prepare-phase",
        ],
    );
}
