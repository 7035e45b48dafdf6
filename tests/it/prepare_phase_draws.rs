//! The defender's draw of the Prepare Phase (CRD 3.0.0 "The Defender's Half of the Prepare
//! Phase", 2: "Draw 3 cards from the top of his Life Deck") replaced by a card used when entering
//! Combat as the defender that draws from an end of the discard pile instead (Hero Advantage,
//! Saiyan Honor Quest and their kin, as CRD 3.0.0 rewrites them), or made smaller by the
//! attacker's "When you enter Combat as the attacker, your opponent draws 1 less card" (Android
//! 16 Lv.1, "The Attacker's Half of the Prepare Phase" first).

use crate::support;

const DRAW: &str = "crd-3.0.0/the-defenders-half-of-the-prepare-phase/2";

#[test]
fn the_bottom_of_the_discard_pile_is_drawn_instead_of_the_life_deck() {
    let r = support::scenario_report("defender-draws-from-the-discard-pile-instead.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Saiyan Honor Quest: instead of drawing 3 cards from its Life Deck, p2 draws the bottom 3 card(s) of its discard pile: D1, D2, D3",
        "the Prepare Phase says where the defender's cards come from",
    );
    assert_eq!(step.step, 0);
    support::assert_cites(
        step,
        &[
            DRAW,
            "crd-3.0.0/specific-card-clarifications-errata-rulings/saiyan-honor-quest",
        ],
    );
    assert!(
        step.judge.is_empty(),
        "nothing left to the judge: {:?}",
        step.judge
    );
}

#[test]
fn hero_advantage_draws_the_top_of_the_discard_pile_once_its_requirement_is_met() {
    let r = support::scenario_report("requirement-hero-advantage-enough-discards-used.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Hero Advantage: instead of drawing 3 cards from its Life Deck, p2 draws the top 3 card(s) of its discard pile: D3, D2, D1",
        "the Prepare Phase says Hero Advantage's draw",
    );
    assert!(
        step.citations.iter().any(|c| c == DRAW),
        "{:?}",
        step.citations
    );
}

#[test]
fn android_16_lv1_as_the_attacker_makes_the_defender_draw_two_crd_defenders_half_2() {
    let r = support::scenario_report("personality-android-16-lv1-defender-draws-fewer.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(prepare.citations.iter().any(|c| c == DRAW));
    assert!(
        prepare.notes.iter().any(|n| n
            == "p2 draws 2 card(s) from the top of its Life Deck (Android 16 Lv.1: 1 card(s) fewer than 3)"),
        "{:?}",
        prepare.notes
    );
}

#[test]
fn android_16_lv1_as_the_defender_is_not_used_and_draws_three_crd_defenders_half_2() {
    let r = support::scenario_report("personality-android-16-lv1-as-defender-draws-three.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(prepare
        .notes
        .iter()
        .any(|n| n == "p2 draws 3 card(s) from the top of its Life Deck"));
}

/// CRD 3.0.0 "The Defender's Half of the Prepare Phase", 2: Quick Combat Drill's "If you do this
/// you draw 1 less card during your 'Defender Draws 3 Cards' phase" fires with its trigger: D1
/// from the bottom of the discard pile, then 2 of the 3 from the Life Deck (20 -> 18).
#[test]
fn quick_combat_drill_used_makes_its_owner_draw_two_crd_defenders_half_2() {
    let r = support::scenario_report("defender-quick-combat-drill-draws-one-fewer.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(prepare.citations.iter().any(|c| c == DRAW));
    assert!(
        prepare.notes.iter().any(|n| n
            == "p2 draws 2 card(s) from the top of its Life Deck (Quick Combat Drill: 1 card(s) fewer than 3)"),
        "{:?}",
        prepare.notes
    );
}

/// CRD 3.0.0 "The Defender's Half of the Prepare Phase", 2, and "What is a Requirement?":
/// Quick Combat Drill used with an empty discard pile draws nothing from it, so its "If you do
/// this" does not happen: the defender draws all 3 (20 -> 17), and the log says why.
#[test]
fn quick_combat_drill_with_an_empty_discard_pile_draws_three_crd_defenders_half_2() {
    let r =
        support::scenario_report("defender-quick-combat-drill-empty-discard-pile-draws-three.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(
        prepare
            .notes
            .iter()
            .any(|n| n.starts_with("Quick Combat Drill: p2 cannot do it in full")),
        "{:?}",
        prepare.notes
    );
    assert!(
        prepare
            .citations
            .iter()
            .any(|c| c == "crd-3.0.0/what-is-a-requirement"),
        "{:?}",
        prepare.citations
    );
}
