//! Turning off Personality Powers (CRD 3.0.0 "Turning off Personality Powers"; Piccolo, the Trained
//! Lv.1's CRD text): a power that keeps a chosen personality from using his personality power and
//! Constant Combat Powers for the remainder of the turn, checked before that power is used.

use scouter::engine::compile::{compile_text, Coverage};
use scouter::engine::effects::personality_powers::powers_off::PowersOff;
use scouter::engine::effects::{Effect, Who};

use crate::support::scenario_report as run;

#[test]
fn piccolo_the_trained_reads_as_a_chosen_personality_whose_powers_are_off_for_the_turn() {
    // Piccolo, the Trained Lv.1's ruling: "Treat this card as if it read, ..."
    let c = compile_text("Power: Choose one of your opponent's personalities in play. For the remainder of the turn, that personality cannot use his personality power and Constant Combat Powers on his current personality level.");
    assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
    assert_eq!(
        c.effects,
        vec![Effect::PowersOff(PowersOff {
            whose: Who::Opponent,
            main_personality_power_this_combat: false,
            unless_constant_combat_power: false,
        })]
    );
}

#[test]
fn a_personality_whose_powers_are_off_cannot_defend_with_its_power() {
    let r = run("powers-turned-off-piccolo-the-trained-refuses-nappas-reduction.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said: Vec<String> = r.events.iter().flat_map(|e| e.notes.clone()).collect();
    assert!(said.iter().any(|n| n
        == "Piccolo The Trained Lv.1's power: for the remainder of the turn Nappa Lv.1 cannot use its personality power or Constant Combat Powers at this level (a new level may use its own)"));
}

#[test]
fn the_chosen_personality_is_found_by_the_board_files_name_rule() {
    // The same board with the choice written as a player would type it: case, punctuation and
    // the level's form do not matter (the one name-matching rule, docs/scenario-format.md).
    let file = crate::support::root().join(
        "tests/scenarios/powers-turned-off-piccolo-the-trained-refuses-nappas-reduction.json",
    );
    let json = std::fs::read_to_string(file).expect("the scenario is in the repository");
    assert!(json.contains("\"Nappa Lv.1\""));
    let typed = json.replace("\"Nappa Lv.1\"", "\"nappa lvl 1\"");
    let r = crate::support::run_battle("powers-turned-off", "typed-choice", &typed);
    let said: Vec<String> = r.events.iter().flat_map(|e| e.notes.clone()).collect();
    assert!(said
        .iter()
        .any(|n| n.contains("Nappa Lv.1 cannot use its personality power")));
}

#[test]
fn blue_belly_kick_turns_the_main_personality_power_off_for_the_combat() {
    // Blue Belly Kick (Majin Buu Saga #51): "If your opponent's Main Personality does not have a
    // Constant Combat Power, his personality power cannot be used for the remainder of Combat."
    let c = compile_text("Heroes only. Physical attack doing +4 power stages of damage. If your opponent's Main Personality does not have a Constant Combat Power, his personality power cannot be used for the remainder of Combat.");
    assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
    assert!(c.effects.contains(&Effect::PowersOff(PowersOff {
        whose: Who::Opponent,
        main_personality_power_this_combat: true,
        unless_constant_combat_power: true,
    })));
    let r = run("powers-off-blue-belly-kick-this-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}

#[test]
fn a_constant_combat_power_turned_off_is_said_not_to_apply() {
    let r = run("powers-off-constant-combat-power-said-not-applied.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = crate::support::step_noting(
        &r,
        "Android 16, the Battler Lv.3's Constant Combat Power does not apply",
        "the Constant Combat Power turned off is skipped in silence",
    );
    crate::support::assert_cites(said, &["crd-3.0.0/turning-off-personality-powers"]);
}
