//! A Personality Power used when entering Combat "if Tapkar has not used any other personality
//! powers this turn" (CRD 3.0.0 Specific Card Clarifications, Tapkar Lv.1 and Tapkar, the Speedy
//! Lv.2, Tapkar, the Fastest Lv.3; "Power-Up Rating (PUR)": Personality Powers are "only used once
//! per turn"; "Anger"), an Ally's such power not used ("Allies Taking Over Combat"), and a Main
//! Personality's "When entering Combat, search your Life Deck for ..." run in the Prepare Phase
//! with the card its `use` action names ("Phase 1: The Prepare Phase"; Searching for Cards).

use crate::support::scenario_report as run;

#[test]
fn tapkar_lv1_removes_draws_and_raises_anger_and_counts_as_a_power_used() {
    let r = run("personality-tapkar-lv1-entering-combat-as-defender.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert_eq!(prepare.step, 0);
    assert!(prepare.notes.iter().any(|n| n.contains(
        "5 or more anger: p2's Main Personality advances to Tapkar, the Speedy Lv.2 at its highest power stage"
    )));
}

#[test]
fn tapkar_lv2_is_refused_after_another_power_this_turn_with_the_powers_used_said() {
    let r = run("personality-tapkar-powers-used-this-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(
        prepare.notes.iter().any(|n| n.starts_with(
            "Tapkar, the Speedy Lv.2's power is not used: its condition, \"the personality whose power this is has used no other Personality Power this turn\", does not hold"
        ) && n.contains("Tapkar Lv.1 (1)")),
        "{:?}",
        prepare.notes
    );
}

#[test]
fn tapkar_lv3_constant_combat_power_at_the_highest_level_sets_anger_to_zero() {
    // Tapkar, the Fastest Lv.3's CRD text ("Constant Combat Power: If Tapkar has not used ...");
    // Anger: "If you are at your highest personality level and you have 5 or more anger, raise
    // your MP to your highest power stage and set your anger to 0."
    let r = run("personality-tapkar-lv3-constant-power-at-highest-level.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}

#[test]
fn an_allys_entering_combat_power_is_not_used_and_the_step_says_why() {
    // Allies Taking Over Combat: "Allies cannot use their Personality Powers or Constant Combat
    // Powers unless they are in control of Combat."
    let r = run("ally-entering-combat-power-not-used-in-prepare-phase.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(prepare.notes.iter().any(
        |n| n.starts_with("p1's Ally Android 18 Lv.1's power is not used when entering Combat")
    ));
    assert!(!prepare
        .account
        .contains("p1 has no \"When entering Combat\" effects"));
}

#[test]
fn supreme_kai_lv1_draws_from_the_discard_pile_as_part_of_its_entering_combat_power() {
    // CRD 3.0.0 Specific Card Clarifications, Android 18 Lv.1: a "When entering Combat" power's
    // next sentence is part of it ("... in any order, then draw a card").
    let r = run("personality-supreme-kai-lv1-entering-combat-power-sentences.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert_eq!(prepare.step, 0);
    assert!(
        prepare.notes.iter().any(|n| n
            .contains("p1 moves 1 card(s) from the bottom of the discard pile into the hand: D1")),
        "{:?}",
        prepare.notes
    );
}

#[test]
fn tapkar_lv3_fires_after_an_allys_power_because_the_condition_names_tapkar_only() {
    // CRD 3.0.0 Specific Card Clarifications, Tapkar, the Fastest Lv.3: "If Tapkar has not used
    // any other personality powers this turn": Nappa Lv.1's power (an Ally's) is not Tapkar's.
    let r = run("personality-tapkar-lv3-an-allys-power-is-not-tapkars.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(
        prepare
            .account
            .contains("p2 uses Tapkar, the Fastest Lv.3 when entering Combat"),
        "{}",
        prepare.account
    );
    assert!(!prepare.notes.iter().any(|n| n.contains("is not used")));
}

/// Cell, Stage Two Lv.2's "When entering Combat, search your Life Deck for a Physical Combat or
/// Energy Combat card and put it in your hand": run at step 0 (the Prepare Phase), not handed to
/// the judge; the card named by the `use` action goes to the hand.
#[test]
fn cell_stage_two_searches_his_life_deck_when_entering_combat() {
    let r = run("entering-combat-cell-stage-two-searches-life-deck.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert_eq!(prepare.step, 0);
    assert!(prepare.judge.is_empty(), "{:?}", prepare.judge);
    crate::support::assert_cites(
        prepare,
        &[
            "crd-3.0.0/phase-1-the-prepare-phase",
            "crd-3.0.0/power-up-rating-pur",
            "crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule",
        ],
    );
    assert!(prepare
        .notes
        .iter()
        .any(|n| n.contains("Black Fore Fist Punch goes to p1's hand")));
}

/// Nappa Lv.1 HT: the CRD 3.0.0 entry on the card states his power whole ("When entering Combat,
/// your Main Personality gains 2 power stages."); read from it, the power runs in the attacker's
/// half of the Prepare Phase, and at 9 above 0 with 10 his highest he gains 1 (CRD 3.0.0
/// "Personality Cards": "he cannot go any higher, nor can he store any power stages").
#[test]
fn nappa_lv1_ht_gains_two_stages_entering_combat_as_the_crd_states_his_power() {
    let r = run("personality-nappa-ht-entering-combat-gains-stages-to-his-highest.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert_eq!(prepare.step, 0);
    assert!(prepare.judge.is_empty(), "{:?}", prepare.judge);
    assert!(prepare
        .notes
        .iter()
        .any(|n| n.contains("p1's Main Personality stage 9 -> 10")));
    assert!(prepare
        .notes
        .iter()
        .any(|n| n.starts_with("1 power stage(s) past the highest (10 above 0) are lost")));
}

/// Chi-Chi, the Wife Lv.3: "When entering Combat, remove all of your opponent's Non-Combat cards
/// in play from the game." CRD 3.0.0 "Non-Combat Cards" (two kinds: Non-Combat cards and Drills):
/// the Drill and the Non-Combat card go to the removed pile, the Dragon Ball stays; nothing is
/// chosen, so no `use` action is needed, and the power counts as the turn's Personality Power.
#[test]
fn chi_chi_the_wife_lv3_removes_every_non_combat_card_of_the_opponent_entering_combat() {
    let r = run("personality-chi-chi-the-wife-lv3-removes-non-combat-cards-entering-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert!(prepare.judge.is_empty(), "{:?}", prepare.judge);
    assert!(
        prepare
            .account
            .contains("p1 uses Chi-Chi, the Wife Lv.3 when entering Combat: 1 effect(s) resolved"),
        "{}",
        prepare.account
    );
}

#[test]
fn olibu_lv2_power_used_from_the_power_box_when_entering_combat_as_the_attacker() {
    // CRD 3.0.0 "The Attacker's Half of the Prepare Phase" and "Power-Up Rating (PUR)": a `use`
    // naming the Main Personality whose unread power reads "When entering Combat as the
    // attacker" is accepted there, handed to the judge, and the personality stays in play.
    let r = run("personality-olibu-lv2-entering-combat-use-from-power-box.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    assert_eq!(prepare.step, 0);
    assert!(
        prepare
            .account
            .contains("p1 uses Olibu, the Courageous Lv.2 from its personality's power box"),
        "{}",
        prepare.account
    );
    assert!(prepare
        .judge
        .iter()
        .any(|j| j.contains("choose up to 2 cards in your discard pile")));
    assert!(prepare
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/power-up-rating-pur"));
}

#[test]
fn vegeta_last_prince_lv3_discards_the_chosen_non_dragon_ball_card_before_the_defenders_draw() {
    // CRD 3.0.0 "The Attacker's Half of the Prepare Phase" before "The Defender's Half" (its
    // draw of 3); Vegeta, the Last Prince Lv.3: "look at your opponent's hand, then choose and
    // discard 1 Non-Dragon Ball card": the card the `use` action's `choose` names.
    let r = run("personality-vegeta-last-prince-lv3-discards-from-defenders-hand.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r.events.first().expect("the Prepare Phase ran");
    let shown = prepare
        .notes
        .iter()
        .position(|n| {
            n == "Vegeta, the Last Prince Lv.3: p2 shows its hand: Namek Dragon Ball 3, Saiyan Right Cross, Saiyan Energy Blast"
        })
        .expect("the hand is shown");
    let drawn = prepare
        .notes
        .iter()
        .position(|n| n == "p2 draws 3 card(s) from the top of its Life Deck")
        .expect("the defender draws");
    assert!(shown < drawn, "{:?}", prepare.notes);
    assert!(prepare
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/the-attackers-half-of-the-prepare-phase"));
}

/// CRD 3.0.0 "The Attacker's Half of the Prepare Phase" (1. "Use any 'When entering Combat'
/// effects") and "Tokui-Waza": Android 19, Recalled Lv.2's "When entering Combat, if you
/// declared an Orange Tokui-Waza gain 5 power stages": 3 -> 8 with Orange declared; with Black
/// declared the power is not used and the log says its condition does not hold.
#[test]
fn android_19_recalled_gains_five_stages_entering_combat_only_with_an_orange_tokui_waza() {
    let with = crate::support::scenario_report(
        "constant-power-entering-combat-gain-with-a-declared-tokui-waza.json",
    );
    assert!(with.passed, "{:?}", with.checkpoints);
    let without = crate::support::scenario_report(
        "constant-power-entering-combat-gain-without-its-tokui-waza.json",
    );
    assert!(without.passed, "{:?}", without.checkpoints);
    let prepare = without.events.first().expect("the Prepare Phase ran");
    assert!(
        prepare
            .notes
            .iter()
            .any(|n| n.starts_with("Android 19, Recalled Lv.2's power is not used")),
        "{:?}",
        prepare.notes
    );
}
