//! Every step cites the rulings it used: over all `tests/scenarios/*.json`, each card that acts
//! (the attacker's card or power at its declare step, the defender's card or power at its defend
//! step) and has rulings in the ruleset's own document has each of them cited at that step.

use crate::support;

use scouter::engine::battle::Source;
use scouter::engine::{StepKind, StepResult};
use scouter::scenario;

/// The ruling ids of the ruleset's document that the card of `source` carries.
fn rulings_of(battle: &scouter::engine::Battle, source: Source) -> Vec<String> {
    let card = match source {
        Source::Hand(c) | Source::InPlay(c) | Source::Power(c) => c,
        Source::FinalPhysicalAttack => return Vec::new(),
    };
    let def = battle.state().def(card);
    let doc = format!("{}/", battle.rules().id);
    def.rulings
        .iter()
        .chain(def.text_source.iter())
        .filter(|r| r.starts_with(&doc))
        .cloned()
        .collect()
}

#[test]
fn each_acting_cards_ruling_is_cited_at_its_step() {
    let corpus = support::corpus();
    let dir = support::root().join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("json"))
        .collect();
    files.sort();
    let mut checked = 0;
    let mut missing = Vec::new();
    for path in &files {
        let Ok(loaded) = scenario::load(path, corpus) else {
            continue;
        };
        let mut battle = loaded.battle();
        let declare = battle.rules().step_of(StepKind::Declare).map(|s| s.number);
        let defend = battle.rules().step_of(StepKind::Defend).map(|s| s.number);
        for _ in 0..400 {
            let Ok(StepResult::Executed { event }) = battle.step() else {
                break;
            };
            let Some(att) = battle.attack() else {
                continue;
            };
            let acting = if Some(event.step) == declare {
                Some(att.source)
            } else if Some(event.step) == defend {
                att.defence.as_ref().map(|d| d.source)
            } else {
                None
            };
            let Some(source) = acting else {
                continue;
            };
            for r in rulings_of(&battle, source) {
                checked += 1;
                if !event.citations.contains(&r) {
                    missing.push(format!(
                        "{}: step {} of Attack Phase {} does not cite {r}",
                        path.display(),
                        event.step,
                        event.attack_phase
                    ));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{} of {checked} rulings not cited:\n{}",
        missing.len(),
        missing.join("\n")
    );
    assert!(
        checked >= 20,
        "only {checked} rulings checked: the scenarios lost their ruled cards"
    );
}
