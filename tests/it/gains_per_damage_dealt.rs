//! Gains counted by the damage an attack deals (`stages::gains_per_damage_dealt`): Lord Slug
//! Lv.2 (Capsule Corp Power Pack #CP5), "For each life card of damage this attack deals, gain 1
//! power stage", resolved at the end of Battle Sequence step 13 (CRD 3.0.0 "Dealing Damage":
//! power stages past 0 become life cards of damage), and its CRD ruling on a Tokui-Waza.

use crate::support;

/// CRD 3.0.0 Battle Sequence 12-13: 4 power stages past the 0 stage become 4 life cards of
/// damage; Lord Slug gains 4 power stages (stage 3 -> 7) once they are dealt, not before.
#[test]
fn battle_sequence_13_lord_slug_lv2_gains_a_stage_per_life_card_dealt() {
    let r = support::scenario_report("gains-per-damage-dealt-lord-slug-lv2.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = support::step_noting(
        &r,
        "Lord Slug Lv.2's power: the attack dealt 4 life card(s) of damage (power stages past 0 included): p1 gains 4 power stage(s), 1 for each",
        "the gain names the modifying card and the count",
    );
    assert_eq!(e.step, 13);
    support::assert_cites(
        e,
        &["crd-3.0.0/battle-sequence/13", "crd-3.0.0/dealing-damage"],
    );
}

/// CRD 3.0.0 Battle Sequence 13 and the Specific Card Clarification on Lord Slug Lv.2: with a
/// Tokui-Waza declared the card offers a shuffle instead of the gain: nothing is gained, the
/// judge is told.
#[test]
fn battle_sequence_13_lord_slug_lv2_with_a_tokui_waza_hands_the_choice_to_the_judge() {
    let r = support::scenario_report("gains-per-damage-dealt-lord-slug-lv2-tokui-waza.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r
        .events
        .iter()
        .find(|e| e.step == 13)
        .expect("step 13 runs");
    assert!(
        e.judge.iter().any(
            |j| j.contains("Lord Slug Lv.2's power: p1 declared a Tokui-Waza")
                && j.contains("4 power stage(s) for the 4 life card(s) dealt")
        ),
        "{:?}",
        e.judge
    );
}
