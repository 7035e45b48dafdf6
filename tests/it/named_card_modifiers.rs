//! A Constant Combat Power's modifier for attacks of Named cards (CRD 3.0.0 Glossary "Named
//! Card": "a card having a personality's name in its card title"; "Power-Up Rating (PUR)":
//! Constant Combat Powers are constantly active; Battle Sequence step 10): Goku Lv.1 (Majin Buu
//! Saga #159) adds +3 to a Goku Named card's physical attack instead of his +2.

use crate::support;

/// Step 10 of each Attack Phase: +3 (Named) then +2 (not Named), each under the power's name.
#[test]
fn goku_named_card_gets_plus_three_instead_of_plus_two() {
    let r = support::scenario_report("personality-power-named-card-modifier.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let steps: Vec<_> = r.events.iter().filter(|e| e.step == 10).collect();
    assert_eq!(steps.len(), 2, "two attacks reach step 10");
    for (event, plus) in steps.iter().zip(["+3 power stages", "+2 power stages"]) {
        assert!(
            event
                .notes
                .iter()
                .any(|n| n.contains(&format!("Goku Lv.1's Constant Combat Power: {plus}"))),
            "{:?}",
            event.notes
        );
        support::assert_cites(
            event,
            &[
                "crd-3.0.0/battle-sequence/10",
                "crd-3.0.0/power-up-rating-pur",
            ],
        );
    }
    // Both sentences are read: nothing of the power is handed to the judge.
    assert!(
        r.events
            .iter()
            .all(|e| e.judge.iter().all(|j| !j.contains("Goku Lv.1"))),
        "no judge prompt for Goku Lv.1's power"
    );
}

/// CRD 3.0.0 Glossary "Named Card" cited at step 10 wherever the Named-card test decides Goku
/// Lv.1's modifier: a Goku Named card (+3), Black Power Punch (not Named, +2), Goku's Power Strike.
#[test]
fn the_named_card_glossary_entry_is_cited_where_the_modifier_applies() {
    let r = support::scenario_report("named-card-constant-power-cites-the-glossary.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    for phase in [1, 3, 5] {
        let step10 = r
            .events
            .iter()
            .find(|e| e.attack_phase == phase && e.step == 10)
            .expect("step 10 ran");
        support::assert_cites(step10, &["crd-3.0.0/glossary/named-card"]);
    }
}
