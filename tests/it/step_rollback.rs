//! A step that fails leaves the battle exactly as it was (issue 19: a failed step is rolled back
//! from the parts it recorded, not from a copy of the whole battle). Every scenario of
//! `tests/scenarios/` is replayed with one action spoiled at a time (a card, a chosen card, a
//! personality or a Dragon Ball no board holds); each step that then fails must leave every
//! field of the battle as it was before the step.

use std::collections::BTreeSet;

use crate::support;

use scouter::engine::{Action, Battle, StepResult};
use scouter::scenario::{self, LoadedScenario};

const NOWHERE: &str = "No Such Card Anywhere";

/// The action with one field spoiled, for each field the action gives.
fn spoiled(action: &Action) -> Vec<Action> {
    let mut out = Vec::new();
    let mut with = |f: &dyn Fn(&mut Action)| {
        let mut a = action.clone();
        f(&mut a);
        if a != *action {
            out.push(a);
        }
    };
    if action.card.is_some() {
        with(&|a| a.card = Some(NOWHERE.into()));
    }
    for i in 0..action.choose.len() {
        with(&|a| a.choose[i] = NOWHERE.into());
    }
    with(&|a| a.choose.push(NOWHERE.into()));
    if action.personality.is_some() {
        with(&|a| a.personality = Some(NOWHERE.into()));
    }
    if action.discard.is_some() {
        with(&|a| a.discard = Some(NOWHERE.into()));
    }
    if action.capture.is_some() {
        with(&|a| a.capture = Some(NOWHERE.into()));
    }
    if action.ally_capture.is_some() {
        with(&|a| a.ally_capture = Some(NOWHERE.into()));
    }
    if action.redirect_to.is_some() {
        with(&|a| a.redirect_to = Some(NOWHERE.into()));
    }
    if action.may.is_some() {
        with(&|a| a.may = None);
    }
    out
}

/// Runs the battle to its end; at each failed step, checks it left the battle as it was and
/// records what the step does. Returns the mismatches found.
fn replay(mut battle: Battle, failed: &mut BTreeSet<String>) -> Vec<String> {
    let mut wrong = Vec::new();
    for _ in 0..400 {
        let before = battle.clone();
        match battle.step() {
            Ok(StepResult::Executed { .. }) => {}
            Ok(_) => break,
            Err(e) => {
                let what = if before.next_step_number() == 0 {
                    "Prepare Phase".to_string()
                } else {
                    let i = before.position().step_index;
                    format!("{:?}", before.rules().steps[i].kinds)
                };
                if format!("{battle:?}") != format!("{before:?}") {
                    wrong.push(format!("{what}: {e}"));
                }
                failed.insert(what);
                break;
            }
        }
    }
    wrong
}

fn with_script(loaded: &LoadedScenario, script: Vec<Action>) -> Battle {
    Battle::new(
        loaded.ruleset.clone(),
        loaded.state.clone(),
        loaded.file.attacker,
        script,
    )
    .with_prepare_phase(loaded.file.prepare_phase)
}

#[test]
fn a_failed_step_leaves_every_field_of_the_battle_as_it_was() {
    let corpus = support::corpus();
    let files = support::scenario_files();
    let mut failed = BTreeSet::new();
    let mut wrong = Vec::new();
    let mut tried = 0;
    for path in &files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).expect("readable");
        let file = scenario::parse(&name, &text).expect("parses");
        let loaded = scenario::validate(&name, file, corpus).expect("valid");
        for (i, action) in loaded.script.iter().enumerate() {
            for bad in spoiled(action) {
                let mut script = loaded.script.clone();
                script[i] = bad;
                tried += 1;
                for w in replay(with_script(&loaded, script), &mut failed) {
                    wrong.push(format!("{name}, action {i} spoiled: {w}"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "failed steps that changed the battle:\n{}",
        wrong.join("\n")
    );
    eprintln!("{tried} spoiled scripts; steps that failed: {failed:?}");
    // The steps that take an action and the steps that read a player's choices all failed at
    // least once (and were rolled back).
    for kinds in [
        "[Declare]",
        "[AttackerSecondary]",
        "[ControlOfCombat]",
        "[Defend]",
        "[DefenderSecondary]",
        "[BaseDamage]",
        "[AttackerIfSuccessful]",
    ] {
        assert!(failed.contains(kinds), "no {kinds} step failed: {failed:?}");
    }
}
