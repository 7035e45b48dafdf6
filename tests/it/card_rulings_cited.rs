//! Every step cites the rulings it used: over all board files (`tests/scenarios/*.json` and any
//! `examples/*.json`), each card that acts and has rulings in the ruleset's own document (read
//! from the corpus with `Corpus::ruling`) has each of them cited at that step: the attacker's
//! card or power at its declare step, the defender's card or power at its defend step, the
//! Defense Shield that stops the attack at the Defense Shields step, and each Drill or card in
//! play whose modifier the modifiers step names, and each card in play (either player's table or
//! personalities) that changed a cost at the step where that cost is paid (CRD 3.0.0 "Card
//! Costs": Orange Body Shifting Drill's ruling decides which cost it changes). A board that starts at a turn step is run as
//! whole turns (a walkthrough of its game), its Combat Steps checked the same way.

use std::path::PathBuf;

use crate::support;

use scouter::corpus::Corpus;
use scouter::engine::battle::Source;
use scouter::engine::state::CardId;
use scouter::engine::{Battle, StepKind, StepResult, Walkthrough};
use scouter::scenario;

/// The board files: the test scenarios and the examples.
fn board_files() -> Vec<PathBuf> {
    let mut files = support::scenario_files();
    let examples = support::root().join("examples");
    if let Ok(dir) = std::fs::read_dir(examples) {
        let mut more: Vec<PathBuf> = dir
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("json"))
            .collect();
        more.sort();
        files.extend(more);
    }
    files
}

/// The ruling ids of the ruleset's document that `card` carries and the corpus holds.
fn rulings_of_card(battle: &Battle, corpus: &Corpus, card: CardId) -> Vec<String> {
    let def = battle.state().def(card);
    let doc = format!("{}/", battle.rules().id);
    let mut out: Vec<String> = def
        .rulings
        .iter()
        .chain(def.text_source.iter())
        .filter(|r| r.starts_with(&doc) && corpus.ruling(r).is_some())
        .cloned()
        .collect();
    out.dedup();
    out
}

fn rulings_of(battle: &Battle, corpus: &Corpus, source: Source) -> Vec<String> {
    match source {
        Source::Hand(c) | Source::InPlay(c) | Source::Power(c) => {
            rulings_of_card(battle, corpus, c)
        }
        // A copy is no card of its own (its maker's rulings are cited when it is performed).
        Source::FinalPhysicalAttack | Source::Copy => Vec::new(),
    }
}

/// The cards of both players' tables (Drills, Non-Combat cards) a note of the step names as
/// acting (`Orange Joint Restraint Drill: +4 power stages`).
fn acting_in_play(battle: &Battle, notes: &[String]) -> Vec<CardId> {
    let state = battle.state();
    let mut out = Vec::new();
    for p in [
        scouter::engine::state::PlayerId::P1,
        scouter::engine::state::PlayerId::P2,
    ] {
        let pl = state.player(p);
        for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
            let name = state.name(c);
            if notes.iter().any(|n| n.starts_with(&format!("{name}: "))) && !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

/// The cards in play (both players' tables and personalities) a note of the cost step names as
/// changing the cost: the note begins with the card's name and says "cost"
/// (`Orange Body Shifting Drill changes the cost of p1's energy attacks from 2 to 1`).
fn cost_modifiers_in_play(battle: &Battle, notes: &[String]) -> Vec<CardId> {
    let state = battle.state();
    let mut out = Vec::new();
    for p in [
        scouter::engine::state::PlayerId::P1,
        scouter::engine::state::PlayerId::P2,
    ] {
        let pl = state.player(p);
        let levels = std::iter::once(&pl.mp)
            .chain(pl.allies.iter())
            .filter_map(|a| a.levels.get(a.current).copied());
        for c in state.table_cards(p).chain(levels) {
            let name = state.name(c);
            let named = notes.iter().any(|n| {
                n.strip_prefix(name)
                    .is_some_and(|rest| rest.starts_with([' ', '(']) && rest.contains("cost"))
            });
            if named && !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

/// The card in play that stopped the attack, by the name the attack records.
fn shield_named(battle: &Battle, name: &str) -> Option<CardId> {
    let state = battle.state();
    [
        scouter::engine::state::PlayerId::P1,
        scouter::engine::state::PlayerId::P2,
    ]
    .iter()
    .flat_map(|&p| {
        let pl = state.player(p);
        pl.in_play
            .drills
            .iter()
            .chain(pl.in_play.non_combat.iter())
            .copied()
            .collect::<Vec<_>>()
    })
    .find(|&c| state.name(c) == name)
}

#[test]
fn each_acting_cards_ruling_is_cited_at_its_step() {
    let corpus = support::corpus();
    let files = board_files();
    let mut checked = 0;
    let mut in_play_checked = 0;
    let mut cost_modifiers_checked = 0;
    let mut turn_boards = 0;
    let mut missing = Vec::new();
    for path in &files {
        let Ok(loaded) = scenario::load(path, corpus) else {
            continue;
        };
        // A board that starts at a turn step runs as whole turns (its Combat Steps' events are
        // the Battle Sequence's, marked with the turn); a board of one Combat as that Combat.
        let mut walk = match loaded.game() {
            Some(game) => Walkthrough::of_turns(game),
            None => Walkthrough::new(loaded.battle()),
        };
        if loaded.file.turn.is_some() {
            turn_boards += 1;
        }
        let rules = walk.current().rules().clone();
        let step_of = |k| rules.step_of(k).map(|s| s.number);
        let declare = step_of(StepKind::Declare);
        let defend = step_of(StepKind::Defend);
        let shields = step_of(StepKind::DefenseShields);
        let modifiers = step_of(StepKind::Modifiers);
        let costs = step_of(StepKind::PayCosts);
        for _ in 0..600 {
            let Ok(StepResult::Executed { event }) = walk.step() else {
                break;
            };
            // A turn step outside Combat has no attack to check.
            if event.attack_phase == 0 {
                continue;
            }
            let battle = walk.current();
            let Some(att) = battle.attack() else {
                continue;
            };
            let mut expected: Vec<String> = Vec::new();
            if Some(event.step) == declare {
                expected.extend(rulings_of(battle, corpus, att.source));
            } else if Some(event.step) == defend {
                if let Some(d) = att.defence.as_ref() {
                    expected.extend(rulings_of(battle, corpus, d.source));
                }
            } else if Some(event.step) == shields {
                let defence_named = att.defence.as_ref().map(|d| d.name.clone());
                if let Some(by) = att.stopped_by.as_deref() {
                    if defence_named.as_deref() != Some(by) {
                        if let Some(c) = shield_named(battle, by) {
                            expected.extend(rulings_of_card(battle, corpus, c));
                        }
                    }
                }
            } else if Some(event.step) == costs {
                for c in cost_modifiers_in_play(battle, &event.notes) {
                    let r = rulings_of_card(battle, corpus, c);
                    cost_modifiers_checked += r.len();
                    expected.extend(r);
                }
            } else if Some(event.step) == modifiers {
                for c in acting_in_play(battle, &event.notes) {
                    let r = rulings_of_card(battle, corpus, c);
                    in_play_checked += r.len();
                    expected.extend(r);
                }
            }
            for r in expected {
                checked += 1;
                if !event.citations.iter().any(|c| *c == r) {
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
    assert!(
        turn_boards >= 1,
        "no board of whole turns was run: the turn scenarios are gone"
    );
    assert!(
        in_play_checked >= 1,
        "no Drill's ruling checked at the modifiers step: the scenarios lost their ruled Drills"
    );
    assert!(
        cost_modifiers_checked >= 2,
        "only {cost_modifiers_checked} cost modifiers' rulings checked at the cost step: the scenarios lost their ruled cost-changing cards"
    );
}
