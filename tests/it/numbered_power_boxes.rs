//! Numbered power boxes, "(Power 1: Constant Combat Power) ... (Power 2:) ..." (Cosmic Anthology
//! #CA7, #CA10-#CA15, Majin Buu Saga #197-#200): the Constant Combat Power box applied as every
//! other one (CRD 3.0.0 "Power-Up Rating (PUR)": "constantly active and must be used whenever
//! possible"), and one `power` use resolving one box, the one `power_box` names.

use crate::support::{assert_cites, corpus, scenario_report as run};
use scouter::engine::effects::personality_powers::power_boxes;

#[test]
fn every_numbered_card_of_the_pool_splits_into_its_boxes() {
    // The pattern, surveyed over the pool: every personality whose text holds "(Power N".
    let numbered: Vec<_> = corpus()
        .cards()
        .iter()
        .filter(|c| c.current_text.contains("(Power 1") && c.current_text.contains("(Power 2"))
        .collect();
    assert_eq!(numbered.len(), 11, "the pool's numbered cards changed");
    for card in numbered {
        let compiled = scouter::engine::compile::compile_card(card);
        let boxes = power_boxes::boxes(&compiled.effects);
        assert_eq!(boxes.len(), 2, "{}: {:?}", card.id, compiled.effects);
        let constant = card.current_text.contains("Constant Combat Power)");
        assert_eq!(
            boxes.iter().any(|b| b.constant),
            constant,
            "{}: a \"Constant Combat Power\" header is its box's",
            card.id
        );
        assert!(
            compiled
                .manual_sentences()
                .iter()
                .all(|s| !s.starts_with("(Power")),
            "{}: a header is never left to the judge",
            card.id
        );
    }
}

#[test]
fn caterpy_lv1_constant_power_on_a_hand_attack_and_power_2_alone_when_used() {
    let r = run("personality-numbered-power-boxes-caterpy-lv1.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 10)
        .expect("step 10 ran");
    assert_cites(step10, &["crd-3.0.0/power-up-rating-pur"]);
    assert!(step10
        .notes
        .contains(&"Caterpy Lv.1's Constant Combat Power: +1 power stages".to_string()));
    let used = r
        .events
        .iter()
        .find(|e| e.attack_phase == 3 && e.step == 3)
        .expect("the power's secondary effects");
    // Power 1's sentence is constantly active, never resolved "as the power".
    assert!(
        used.judge
            .iter()
            .all(|j| !j.contains("physical attacks do")),
        "{:?}",
        used.judge
    );
}

#[test]
fn majin_buu_lv1_constant_power_is_power_2_and_adds_to_power_1s_attack() {
    let r = run("personality-numbered-power-boxes-majin-buu-lv1.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}

#[test]
fn majin_buu_lv2_uses_the_power_box_named_and_refuses_a_use_naming_none() {
    let r = run("personality-numbered-power-boxes-majin-buu-lv2-chosen.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let r = run("personality-numbered-power-boxes-unnamed-box-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r
        .error
        .as_deref()
        .is_some_and(|e| e.contains("Majin Buu Lv.2 has several powers (Power 1, Power 2)")));
}
