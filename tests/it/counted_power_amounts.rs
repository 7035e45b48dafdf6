//! Amounts a personality's power counts when it is used (CRD 3.0.0 Battle Sequence step 10,
//! "Modified Damage"): "+X, X = Krillin's current PUR" (Krillin, Z Warrior Lv.2, and its
//! Specific Card Clarification: a Power), and "you may discard any amount of your Non-Combat
//! cards in play ... +4 for each discarded this way" (Gohan Lv.2, the "May" Rule).

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
