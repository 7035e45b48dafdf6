//! Amounts a personality's power counts when it is used (CRD 3.0.0 Battle Sequence step 10,
//! "Modified Damage"): "+X, X = Krillin's current PUR" (Krillin, Z Warrior Lv.2, and its
//! Specific Card Clarification: a Power), and "you may discard any amount of your Non-Combat
//! cards in play ... +4 for each discarded this way" (Gohan Lv.2, the "May" Rule), and the
//! personalities in play a power counts ("for each personality in play", Turles, the
//! Mysterious Lv.1; "with the word "Android" in the title", Android 20, the Schemer Lv.3).

use crate::support;

/// Krillin's PUR of 3 is counted at step 10: 3 + 3 = 6 life cards.
#[test]
fn x_is_the_powers_own_personalitys_pur() {
    let r = support::scenario_report("personality-power-x-is-its-pur.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .any(|n| n.contains("counts 3 (the attacking personality's PUR): 3 life cards")),
        "{:?}",
        step10.notes
    );
    support::assert_cites(step10, &["crd-3.0.0/battle-sequence/10"]);
    assert!(
        r.events.iter().all(|e| e.judge.is_empty()),
        "nothing to the judge"
    );
}

/// Gohan Lv.2 discards the one Non-Combat card he names (step 3, "May" Rule) and the attack
/// counts it at step 10: 5 + 4 = 9 life cards; the other card stays in play.
#[test]
fn each_card_discarded_this_way_adds_its_damage() {
    let r = support::scenario_report("personality-power-discard-any-number-for-each.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step3 = r.events.iter().find(|e| e.step == 3).expect("step 3 ran");
    support::assert_cites(step3, &["crd-3.0.0/may-rule"]);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .any(|n| n
                .contains("counts 1 (cards in play discarded or removed this way): 4 life cards")),
        "{:?}",
        step10.notes
    );
}

/// CRD 3.0.0 step 10 ("Modified Damage"): Turles, the Mysterious Lv.1's Power 2 counts both
/// players' Main Personalities and Allies (5): PAT 1 + 5 = 6 power stages, no judge line for
/// the count (the CCP's unread "cannot be redirected" still goes to the judge at step 1).
#[test]
fn each_personality_in_play_is_counted_at_step_10() {
    let r = support::scenario_report("personality-power-counts-personalities-in-play.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .any(|n| n.contains("counts 5 (personalities in play (both players')): 5 power stages")),
        "{:?}",
        step10.notes
    );
    support::assert_cites(
        step10,
        &["crd-3.0.0/battle-sequence/10", "crd-3.0.0/modified-damage"],
    );
    assert!(
        r.events
            .iter()
            .flat_map(|e| e.judge.iter())
            .all(|j| !j.contains("for each personality in play")),
        "the power's sentence is read, not handed to the judge"
    );
}

/// CRD 3.0.0 step 10: Android 20, the Schemer Lv.3 counts the personalities in play with
/// "Android" in the title, on both sides (his own Ally and the opponent's; not Krillin): 3 x 3
/// = +9 life cards on the PAT's 2 power stages.
#[test]
fn personalities_with_a_word_in_the_title_are_counted() {
    let r = support::scenario_report("personality-power-counts-named-personalities.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10.notes.iter().any(|n| n.contains(
            "counts 3 (personalities in play (both players') with \"Android\" in the title): 9 life cards"
        )),
        "{:?}",
        step10.notes
    );
}

/// CRD 3.0.0 "Ginyu Force" counts a Ginyu Force Main Personality as 4 Allies for card effects
/// but does not say what it is for a count of personalities: step 10 hands the count to the
/// judge, quoting why, and adds nothing (the file's checkpoint: PAT 1 power stage alone).
#[test]
fn a_ginyu_force_main_personality_leaves_the_count_to_the_judge() {
    let r = support::scenario_report(
        "personality-power-count-of-personalities-ginyu-force-to-judge.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .judge
            .iter()
            .any(|j| j.contains("personalities in play") && j.contains("Ginyu Force")),
        "{:?}",
        step10.judge
    );
}

/// CRD 3.0.0 Glossary "Named Card", step 10: Vegeta, the Prince Lv.3 counts the two Vegeta Named
/// cards of his discard pile; the placeholder X1 beside them (an ordinary card with no text, its
/// name all its title) is not one, and the count is not handed to the judge.
#[test]
fn a_placeholder_in_the_discard_pile_is_not_a_named_card() {
    let r = support::scenario_report(
        "counted-named-cards-in-the-discard-pile-beside-a-placeholder.json",
    );
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = r.events.iter().find(|e| e.step == 10).expect("step 10");
    assert!(step.judge.is_empty(), "{:?}", step.judge);
    assert!(
        step.notes.iter().any(|n| n.contains("counts 2")),
        "{:?}",
        step.notes
    );
}

/// CRD 3.0.0 "Floating Effects", step 10: an unread sentence still in force for the remainder of
/// Combat that speaks of the discard pile (Vegeta's Energy Detonation: "the bottom 15 cards in
/// your discard pile are Vegeta Named cards") may change a later count over that pile (Vegeta,
/// the Prince Lv.3's): the count goes to the judge, quoting the sentence.
#[test]
fn an_unread_lasting_effect_on_the_pile_sends_the_count_to_the_judge() {
    let r = support::scenario_report(
        "counted-discard-pile-under-an-unread-lasting-effect-goes-to-the-judge.json",
    );
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = r
        .events
        .iter()
        .find(|e| e.attack_phase == 3 && e.step == 10)
        .expect("phase 3 step 10");
    assert!(
        step.judge
            .iter()
            .any(|j| j.contains("the bottom 15 cards in your discard pile are Vegeta Named cards")),
        "{:?}",
        step.judge
    );
}

/// CRD 3.0.0 step 10 and Glossary "Named Card": Krillin, the Great Lv.3 counts the 2 Named cards
/// of his discard pile (not Orange Leg Sweep, not Blue Lunge) for his energy attack: 4 life
/// cards and +2 power stages, the Glossary cited where the count decides.
#[test]
fn krillin_the_great_counts_named_cards_in_his_discard_pile() {
    let r = support::scenario_report(
        "constant-power-krillin-the-great-energy-attacks-per-named-card-in-discard-pile.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let counted = support::step_noting(
        &r,
        "counts 2 (cards in your discard pile): 2 power stages",
        "the count is not said",
    );
    assert_eq!(counted.step, 10);
    support::assert_cites(counted, &["crd-3.0.0/glossary/named-card"]);
}

/// CRD 3.0.0 step 10 and "Allies Taking Over Combat": Bojack Lv.1 counts the Allies printed in
/// Bojack Unbound (Zangya, Kogu: +2), in control of Combat himself and used by Zangya in
/// control, as his header allows ("your Allies can use this Constant Combat Power").
#[test]
fn bojack_counts_allies_with_his_subset_symbol_in_and_out_of_control() {
    for (file, outside) in [
        (
            "constant-power-bojack-lv1-attacks-per-subset-ally-in-play.json",
            false,
        ),
        (
            "constant-power-bojack-lv1-count-used-by-his-subset-ally-in-control.json",
            true,
        ),
    ] {
        let r = support::scenario_report(file);
        assert!(r.passed, "{file}: {:?}", r.checkpoints);
        let step10 = support::step_noting(
            &r,
            "counts 2 (Allies in play (both players') with the Bojack Unbound Subset Symbol)",
            "the count is not said",
        );
        assert_eq!(step10.step, 10);
        assert_eq!(
            step10
                .notes
                .iter()
                .any(|n| n.contains("not in control of Combat: its Constant Combat Power applies")),
            outside,
            "{file}: {:?}",
            step10.notes
        );
    }
}
