//! The effects the card-text compiler added to the vocabulary, executed by the engine on real
//! pool cards: "If stopped, ..." (resolved when the attack's success is determined), the
//! opponent's declared Tokui-Waza style as a condition, and "Endurance X" read from the board.
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

mod support;

use scouter::commands::battle::{battle, BattleOptions};

fn run(name: &str, json: &str) {
    let corpus = support::corpus();
    let dir = std::env::temp_dir().join(format!("scouter-effects-engine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{name}.json"));
    std::fs::write(&path, json).expect("write scenario");
    let report = battle(
        &corpus,
        &path,
        &BattleOptions {
            until: None,
            check: true,
        },
    )
    .unwrap_or_else(|e| panic!("{name}: {e:#}"));
    assert!(!report.checkpoints.is_empty(), "{name}: no checkpoints");
    assert!(
        report.passed,
        "{name}:\n{}",
        scouter::render::trace::render_battle(&report)
    );
}

fn players(p1: &str, p2: &str) -> String {
    format!(
        r#""players": {{
    "p1": {{ "main_personality": {{ "card": "score/saiyan-saga/170", "stage": 5 }}, "life_deck": {{ "unknown_below": 30 }}, {p1} }},
    "p2": {{ "main_personality": {{ "card": "score/saiyan-saga/158", "stage": 5 }}, {p2} }}
  }}"#
    )
}

/// Namekian Heat Seeking Blast: "If stopped, your opponent discards the top 4 cards of his Life
/// Deck." Stopped by Saiyan Defensive Stance, the defender loses 4 life cards (not damage).
#[test]
fn if_stopped_effects_resolve_when_the_attack_is_stopped() {
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "If stopped",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/battle-sequence/8"],
  "attacker": "p1",
  {},
  "actions": [ {{ "p1": "play", "card": "Namekian Heat Seeking Blast" }}, {{ "p2": "play", "card": "Saiyan Defensive Stance" }} ],
  "expect": [
    {{ "after_step": 8, "stopped_by": "Saiyan Defensive Stance", "p2": {{ "life_deck": 26 }} }}
  ]
}}"#,
        players(
            r#""hand": ["Namekian Heat Seeking Blast"]"#,
            r#""hand": ["Saiyan Defensive Stance"], "life_deck": { "unknown_below": 30 }"#
        )
    );
    run("if-stopped", &json);
}

/// Blue Thunder Flash: "If you declared a Tokui-Waza and your opponent declared a Red
/// Tokui-Waza, raise your anger 2 levels." Against a Red Tokui-Waza the anger rises; against a
/// Black one it does not.
#[test]
fn opponent_tokui_waza_style_condition() {
    for (style, anger) in [("Red", 2), ("Black", 0)] {
        let json = format!(
            r#"{{
  "scouter_scenario": 1,
  "title": "Tokui-Waza against {style}",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/battle-sequence/3"],
  "attacker": "p1",
  {},
  "actions": [ {{ "p1": "play", "card": "Blue Thunder Flash" }}, {{ "p2": "take" }} ],
  "expect": [ {{ "after_step": 3, "p1": {{ "anger": {anger} }} }} ]
}}"#,
            players(
                r#""hand": ["Blue Thunder Flash"], "tokui_waza": "Blue""#,
                &format!(r#""tokui_waza": "{style}", "life_deck": {{ "unknown_below": 30 }}"#)
            )
        );
        run(&format!("tokui-waza-{style}"), &json);
    }
}

/// Blue Shifting Maneuver: "Endurance X. X = your current anger level." Flipped for damage by a
/// 5 life card attack, with anger 3 it prevents the rest (like Endurance 3); with anger 1 it
/// prevents one more card only.
#[test]
fn endurance_x_reads_the_owners_anger() {
    for (anger, top, discard) in [
        (3, r#"["L2", "L3", "L4", "L5"]"#, r#"["L1"]"#),
        (1, r#"["L4", "L5"]"#, r#"["L1", "L2", "L3"]"#),
    ] {
        let json = format!(
            r#"{{
  "scouter_scenario": 1,
  "title": "Endurance X at anger {anger}",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/what-does-endurance-do"],
  "attacker": "p1",
  {},
  "actions": [ {{ "p1": "play", "card": "Jeice Comet Attack" }}, {{ "p2": "take", "endurance": true }} ],
  "expect": [
    {{ "at_end": true, "p2": {{ "life_deck_top": {top}, "discard": {discard}, "removed": ["Blue Shifting Maneuver"] }} }}
  ]
}}"#,
            players(
                r#""hand": ["Jeice Comet Attack"]"#,
                &format!(
                    r#""anger": {anger}, "tokui_waza": "Orange", "in_play": {{ "mastery": "score/trunks-saga/145" }}, "life_deck": {{ "unknown_below": 30, "top": ["L1", "score/babidi-saga/009", "L2", "L3", "L4", "L5"] }}"#
                )
            )
        );
        run(&format!("endurance-x-{anger}"), &json);
    }
}
