//! Extreme numbers never wrap or panic (issue 20, class 1): a board file holding them is refused
//! by `scouter battle` with exit 2 naming the field, and the engine, given them directly through
//! the library (past the load's limits), saturates: damage, modifiers, multipliers, Empower,
//! stages, anger and Life Deck sizes stay at `u32::MAX` or 0, never a small wrapped number.

use std::sync::Arc;

use assert_cmd::Command;
use scouter::engine::{Battle, BoardState, Damage, Effect, StepResult};
use scouter::scenario::{self, LoadedScenario};

const TYPICAL: &str = "tests/scenarios/energy-attack-plus-power-stages.json";

fn typical_json() -> serde_json::Value {
    let text = std::fs::read_to_string(crate::support::root().join(TYPICAL)).expect("scenario");
    serde_json::from_str(&text).expect("json")
}

fn set(v: &mut serde_json::Value, pointer: &str, value: serde_json::Value) {
    *v.pointer_mut(pointer)
        .unwrap_or_else(|| panic!("{pointer}")) = value;
}

#[test]
fn scouter_battle_refuses_extreme_numbers_with_exit_2() {
    // (where, the value, what the message says: the field, or what the format expects there)
    let cases = [
        (
            "/players/p1/life_deck/unknown_below",
            u64::from(u32::MAX).into(),
            "life_deck",
        ),
        (
            "/players/p2/main_personality/stage",
            u64::from(u32::MAX).into(),
            "stage",
        ),
        (
            "/cards/Charged Blast/effects/1/modify/power_stages",
            i32::MAX.into(),
            "power_stages",
        ),
        (
            "/cards/Charged Blast/effects/1/modify/power_stages",
            i32::MIN.into(),
            "power_stages",
        ),
        (
            "/cards/Attacker Lv.1/ladder/10",
            u64::MAX.into(),
            "ladder[10]",
        ),
        ("/cards/Attacker Lv.1/level", 0.into(), "level"),
        (
            "/players/p2/main_personality/stage",
            (-1).into(),
            "a whole number from 0",
        ),
        (
            "/players/p1/life_deck/unknown_below",
            i64::MIN.into(),
            "a whole number from 0",
        ),
    ];
    let dir = tempfile::tempdir().expect("temp dir");
    for (i, (pointer, value, said)) in cases.into_iter().enumerate() {
        let mut v = typical_json();
        let value: serde_json::Value = value;
        set(&mut v, pointer, value.clone());
        let path = dir.path().join(format!("extreme-{i}.json"));
        std::fs::write(&path, v.to_string()).expect("write");
        let out = Command::cargo_bin("scouter")
            .expect("the scouter binary is built by cargo test")
            .env("NO_COLOR", "1")
            .arg("battle")
            .arg(&path)
            .output()
            .expect("scouter runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{pointer} = {value}: {stderr}");
        assert!(
            !stderr.contains("panicked"),
            "{pointer} = {value}: {stderr}"
        );
        assert!(stderr.contains(said), "{pointer} = {value}: {stderr}");
    }
}

fn loaded() -> LoadedScenario {
    let corpus = crate::support::corpus();
    let v = typical_json();
    let file = scenario::parse("typical.json", &v.to_string()).expect("parses");
    scenario::validate("typical.json", file, corpus).expect("valid")
}

/// Replaces the effects of the card named `name` on the board.
fn with_effects(state: &mut BoardState, name: &str, effects: serde_json::Value) {
    let effects: Vec<Effect> = serde_json::from_value(effects).expect("effects");
    for card in &mut state.cards {
        if card.def.name == name {
            let mut def = (*card.def).clone();
            def.effects = effects.clone();
            card.def = Arc::new(def);
        }
    }
}

/// Runs the battle to its end (no panic), returning the largest modified damage seen and the
/// battle.
fn run(loaded: &LoadedScenario) -> (Damage, Battle) {
    let mut battle = loaded.battle();
    let mut most = Damage::default();
    for _ in 0..200 {
        match battle.step() {
            Ok(StepResult::Executed { .. }) => {
                if let Some(a) = battle.attack() {
                    most.power_stages = most.power_stages.max(a.damage.power_stages);
                    most.life_cards = most.life_cards.max(a.damage.life_cards);
                }
            }
            Ok(_) | Err(_) => break,
        }
    }
    (most, battle)
}

#[test]
fn the_engine_saturates_damage_modifiers_multipliers_and_empower() {
    let attack = serde_json::json!({"attack": {"kind": "energy",
        "damage": {"life_cards": u32::MAX, "power_stages": u32::MAX}}});
    let cases = [
        // Base Damage at the top plus a modifier: stays at the top (it wrapped to 3 before).
        serde_json::json!([attack, {"modify": {"power_stages": 4, "life_cards": 4}}]),
        // A modifier at the top of i32 on a Base Damage at the top of u32.
        serde_json::json!([attack, {"modify": {"power_stages": i32::MAX, "life_cards": i32::MAX}}]),
        // A multiplier at the top.
        serde_json::json!([{"attack": {"kind": "energy"}}, {"multiply": u32::MAX},
            {"modify": {"life_cards": 4}}]),
        // Empower at the top (announced below).
        serde_json::json!([attack, {"empower": u32::MAX}]),
    ];
    for (i, effects) in cases.into_iter().enumerate() {
        let mut l = loaded();
        with_effects(&mut l.state, "Charged Blast", effects);
        l.script[0].empower = i == 3;
        let (most, battle) = run(&l);
        assert_eq!(most.life_cards, u32::MAX, "case {i}: {most:?}");
        // The defender's 35 life cards all went: the attacker wins by Survival.
        assert!(battle.outcome().is_some(), "case {i}: no outcome");
        assert_eq!(
            battle
                .state()
                .player(scouter::engine::PlayerId::P2)
                .life_deck
                .len(),
            0
        );
    }
    // The lowest modifier: damage stops at 0.
    let mut l = loaded();
    with_effects(
        &mut l.state,
        "Charged Blast",
        serde_json::json!([{"attack": {"kind": "energy"}},
            {"modify": {"power_stages": i32::MIN, "life_cards": i32::MIN}}]),
    );
    let mut battle = l.battle();
    let (events, _) = battle.run();
    let modifiers = events.iter().find(|e| e.step == 10).expect("step 10");
    assert!(
        modifiers.account.contains("no damage"),
        "{}",
        modifiers.account
    );
}

#[test]
fn the_engine_saturates_stages_anger_and_life_deck_sizes() {
    use scouter::engine::PlayerId::{P1, P2};
    let mut l = loaded();
    // A Life Deck of u32::MAX unknown cards and 5 known ones counts u32::MAX, not 4.
    let p2 = l.state.player_mut(P2);
    p2.life_deck.unknown_below = u32::MAX;
    assert_eq!(p2.life_deck.len(), u32::MAX);
    p2.mp.stage = u32::MAX;
    let p1 = l.state.player_mut(P1);
    p1.anger = u32::MAX;
    p1.mp.stage = u32::MAX;
    p1.life_deck.unknown_below = u32::MAX;
    // The attack raises anger by 1 and lowers stages by an energy attack's cost: no wrap, no
    // panic; both players keep (nearly) all of their u32::MAX cards.
    let (_, battle) = run(&l);
    let state = battle.state();
    assert!(state.player(P2).life_deck.len() > u32::MAX - 100);
    assert!(state.player(P1).life_deck.len() > u32::MAX - 100);
}

/// A card text written in a board with a number too large for a change of stages ("Your
/// opponent loses 2147483648 power stages.") is not read, never negated past `i32`: the run
/// does not panic and the sentence goes to the judge; a modifier too large for one stays the
/// largest one, never turned into a loss.
#[test]
fn a_card_texts_extreme_number_is_not_read_or_saturates() {
    let json = serde_json::json!({
        "scouter_scenario": 1,
        "title": "A board card's text with numbers past i32",
        "ruleset": "crd-3.0.0",
        "attacker": "p1",
        "players": {
            "p1": {"main_personality": {"card": "Vegeta Lv.1", "stage": 5}, "hand": ["Huge Loss"], "life_deck": {"unknown_below": 20}},
            "p2": {"main_personality": {"card": "score/saiyan-saga/158", "stage": 5}, "life_deck": {"unknown_below": 20}}
        },
        "cards": {
            "Huge Loss": {"type": "Physical Combat", "text": "Physical attack. Your opponent loses 2147483648 power stages."},
            "Huge Modifier": {"type": "Physical Combat", "text": "Physical attack. If successful, it also does 3000000000 power stages of damage."}
        },
        "actions": [{"p1": "play", "card": "Huge Loss"}, {"p2": "take"}],
        "expect": []
    })
    .to_string();
    let r = crate::support::battle_report("extreme-numbers", "card-text", &json)
        .expect("the board loads");
    assert!(
        r.events.iter().any(|e| e
            .judge
            .iter()
            .any(|j| j.contains("Your opponent loses 2147483648 power stages."))),
        "the sentence goes to the judge"
    );
    let c = scouter::engine::compile::compile_text(
        "Physical attack. If successful, it also does 3000000000 power stages of damage.",
    );
    assert!(
        c.effects
            .iter()
            .any(|e| matches!(e, Effect::Modify(m) if m.power_stages == i32::MAX)),
        "{:?}",
        c.effects
    );
}
