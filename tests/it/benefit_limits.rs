//! A ruling that limits who benefits from a card's lasting effect, applied at step 10 (CRD 3.0.0
//! "Specific Card Clarifications", `crd-3.0.0/specific-card-clarifications-errata-rulings/
//! cells-style`: "This card does not modify attacks performed by the Cell Jr(s) personality
//! card."), on real pool cards (blind audit 2026-11-28, board a13; pattern P2).

use crate::support;

use scouter::engine::effects::lasting::benefit_limits::{read, PerformerLimit};

const CELLS_STYLE: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/cells-style";

/// Cell Lv.1 (Cell Saga #188) plays Cell's Style (Cell Saga Preview 6), then `attacker` performs
/// Orange Focused Blast (Cell Saga #004, "Energy attack doing 6 life cards of damage"); the Cell
/// Jr. 1 Ally (Cell Games Saga #094) is in play. Cell is at `cell_stage` (an Ally takes over
/// Combat from a Main Personality at 0 or 1; Cell pays the attack's 2 power stages from 5).
/// Returns the step 10 event of that attack.
fn step_ten(attacker: &str, cell_stage: u32) -> scouter::engine::trace::TraceEvent {
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "Cell's Style, then {attacker} attacks",
  "ruleset": "crd-3.0.0",
  "checks": ["{CELLS_STYLE}"],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "score/cell-saga/188", "stage": {cell_stage} }},
            "allies": [{{ "card": "score/cell-games-saga/094", "stage": 3 }}],
            "hand": ["Cell's Style", "Orange Focused Blast"],
            "life_deck": {{ "unknown_below": 40 }} }},
    "p2": {{ "main_personality": {{ "card": "{}", "stage": 5 }},
            "life_deck": {{ "unknown_below": 40 }} }}
  }},
  "actions": [
    {{ "p1": "play", "card": "Cell's Style", "personality": "Cell, Stage One Lv.1" }},
    {{ "p2": "pass" }},
    {{ "p1": "play", "card": "Orange Focused Blast", "personality": "{attacker}" }},
    {{ "p2": "take" }}
  ],
  "expect": []
}}"#,
        support::GOKU
    );
    let r =
        support::battle_report("benefit-limits", "cells-style", &json).expect("the board loads");
    assert_eq!(r.error, None);
    r.events
        .iter()
        .rfind(|e| e.step == 10)
        .cloned()
        .expect("the attack reaches step 10")
}

#[test]
fn cells_style_does_not_modify_a_cell_jr_allys_attack() {
    let e = step_ten("Cell Jr. 1 Lv.1", 1);
    assert!(
        e.account.ends_with("6 life cards"),
        "no +3 for Cell Jr.: {}",
        e.account
    );
    assert!(e.citations.iter().any(|c| c == CELLS_STYLE), "{e:?}");
    assert!(
        e.notes
            .iter()
            .any(|n| n.starts_with("Cell's Style does not modify this attack: \"This card does not modify attacks performed by the Cell Jr(s) personality card.\"")),
        "{:?}",
        e.notes
    );
}

#[test]
fn cells_style_modifies_cells_own_attack() {
    let e = step_ten("Cell, Stage One Lv.1", 5);
    assert!(e.account.ends_with("9 life cards"), "{}", e.account);
    assert!(e
        .notes
        .iter()
        .any(|n| n.contains("Cell's Style (remainder of Combat): +3 life cards")));
}

#[test]
fn the_cells_style_ruling_reads_as_two_performer_limits() {
    let r = support::corpus().ruling(CELLS_STYLE).expect("the ruling");
    let limits = read(&r.id, &r.text);
    let readings: Vec<_> = limits.iter().map(|l| l.reading.clone()).collect();
    assert_eq!(
        readings,
        vec![
            Some(PerformerLimit::Only("Cell".into())),
            Some(PerformerLimit::Not("Cell Jr".into()))
        ]
    );
}

/// A limit the engine does not read stays a limit, for the judge: "This card only affects
/// allies that were in play when this card was used." (Namekian Teamwork, CRD 3.0.0).
#[test]
fn an_unread_limit_is_kept_for_the_judge() {
    let id = "crd-3.0.0/specific-card-clarifications-errata-rulings/namekian-teamwork";
    let r = support::corpus().ruling(id).expect("the ruling");
    let limits = read(&r.id, &r.text);
    assert!(!limits.is_empty(), "{}", r.text);
    assert!(limits.iter().all(|l| l.reading.is_none()), "{limits:?}");
}
