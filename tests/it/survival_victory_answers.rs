//! A card that answers the Survival Victory (CRD 3.0.0 "How To Win", 1) Survival Victory;
//! Hercule's Close Save, Babidi Saga #100, and its ruling: "You use this card after you take all of
//! the damage from the attack"): used in the window right after the step the victory happened in,
//! it prevents the victory; it answers no other victory.

use scouter::commands::battle::BattleReport;

use crate::support::scenario_report as run;

fn notes(r: &BattleReport) -> Vec<String> {
    r.events.iter().flat_map(|e| e.notes.clone()).collect()
}

#[test]
fn hercules_close_save_after_all_the_damage_prevents_the_survival_victory() {
    let r = run("survival-victory-hercules-close-save-prevents-it.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "{:?}", r.outcome);
    let said = notes(&r);
    assert!(said
        .iter()
        .any(|n| n == "p2 discards 2 life card(s) of damage"));
    assert!(said.iter().any(|n| n
        == "Hercule's Close Save: \"Using this card prevents the Survival Victory\": p1 does not win"));
}

#[test]
fn hercules_close_save_does_not_answer_a_most_powerful_personality_victory() {
    let r = run("survival-victory-hercules-close-save-refused-against-most-powerful.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}
