//! "Use when needed" cards at their own moment (CRD 3.0.0 "Use When Needed Effects": "in
//! between the parts of the Battle Sequence, but not DURING one of the parts"): a use placed
//! before step 1's or step 5's action resolves there and the step's action still follows.

use crate::support;
use crate::support::scenario_report as run;

/// CRD 3.0.0 "Use When Needed Effects", Battle Sequence step 1: A Burst of Energy raises
/// Vegeta from 2 to 10 and is removed from the game; Saiyan Right Cross is still p1's attack.
#[test]
fn burst_of_energy_before_step_1_leaves_the_attack_to_its_player() {
    let r = run("when-needed-burst-of-energy-before-the-attack.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let first = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 1)
        .expect("step 1");
    assert!(
        first.account.contains("p1 uses A Burst of Energy")
            && first
                .account
                .contains("p1 plays Saiyan Right Cross with a physical attack"),
        "{}",
        first.account
    );
    support::assert_cites(
        first,
        &[
            "crd-3.0.0/battle-sequence/1",
            "crd-3.0.0/use-when-needed-effects",
        ],
    );
}

/// CRD 3.0.0 "Use When Needed Effects", Battle Sequence step 5: the defender's Sensu Effect
/// between the attack and the defence raises Goku from 2 to 10; he then takes the attack.
#[test]
fn sensu_effect_before_the_defence_leaves_the_defence_to_its_player() {
    let r = run("when-needed-sensu-effect-before-the-defence.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let defend = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 5)
        .expect("step 5");
    assert!(
        defend.account.contains("p2 uses Sensu Effect")
            && defend.account.contains("p2 takes the attack"),
        "{}",
        defend.account
    );
    support::assert_cites(defend, &["crd-3.0.0/use-when-needed-effects"]);
}

/// CRD 3.0.0 "Use When Needed Effects" and Baba's Energy Blast's CRD rewrite: p2 discards 3
/// life cards (30 -> 27) before p1's action of step 1, and p1 then passes his Attack Phase.
#[test]
fn babas_energy_blast_before_step_1_then_its_player_passes() {
    let r = run("when-needed-babas-energy-blast-then-pass.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let first = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 1)
        .expect("step 1");
    assert!(
        first.account.contains("p1 uses Baba's Energy Blast")
            && first.account.contains("p1 passes"),
        "{}",
        first.account
    );
}

/// CRD 3.0.0 "Use When Needed Effects": a board whose actions end with a "Use when needed" use
/// (the judge's "p1 uses A Burst of Energy", nothing after it) uses it between the parts of the
/// Battle Sequence, before step 1's action, and then waits for that action.
#[test]
fn a_when_needed_use_with_no_action_after_it_resolves_and_step_1_then_waits() {
    let text = std::fs::read_to_string(
        support::root().join("tests/scenarios/when-needed-burst-of-energy-before-the-attack.json"),
    )
    .expect("the board reads");
    let mut board: serde_json::Value = serde_json::from_str(&text).expect("the board parses");
    board["actions"] = serde_json::json!([{ "p1": "use", "card": "A Burst of Energy" }]);
    board["expect"] = serde_json::json!([{ "at_end": true, "p1": { "stage": 10 } }]);
    let r = support::battle_report("when-needed", "use-last", &board.to_string())
        .expect("the board loads");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let used = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 1)
        .expect("the use's event at step 1");
    assert!(
        used.account.contains("p1 uses A Burst of Energy"),
        "{}",
        used.account
    );
    let waiting = r.waiting.as_ref().expect("the battle waits");
    assert!(
        waiting
            .expected
            .contains("p1 to attack, act in place of an attack, or pass"),
        "{}",
        waiting.expected
    );
}
