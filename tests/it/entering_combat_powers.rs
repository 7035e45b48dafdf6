//! A Personality Power used when entering Combat "if Tapkar has not used any other personality
//! powers this turn" (CRD 3.0.0 Specific Card Clarifications, Tapkar Lv.1 and Tapkar, the Speedy
//! Lv.2; "Power-Up Rating (PUR)": Personality Powers are "only used once per turn"; "Anger").

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
            "Tapkar, the Speedy Lv.2's power is not used: its condition, \"the player's personalities have used no Personality Power this turn\", does not hold"
        ) && n.contains("Tapkar Lv.1 (1)")),
        "{:?}",
        prepare.notes
    );
}
