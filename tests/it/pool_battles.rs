//! Every Score card a judge may see in Combat — Physical Combat, Energy Combat, Combat and Drill —
//! loaded by pool id onto one standard board and resolved through the Battle Sequence: used as the
//! attacker's card, used as the defender's card against a physical and an energy attack, and (a
//! Drill) in play through a Prepare Phase and two Attack Phases.
//!
//! What it checks, card by card, after every step: the engine never panics; no card is lost or
//! created and every card object sits in exactly one zone; stages stay on the ladder. And, for a
//! card the coverage report calls `full`, no compiled effect is left unexecuted ("lasts the
//! remainder of Combat: <effect>" handed to the judge), since `full` means the engine does it.
//!
//! A play the engine refuses (a "Goku only" card on another personality, a cost it cannot pay)
//! is an answer, not a failure: the run stops there.

use crate::support;

use std::panic::{catch_unwind, AssertUnwindSafe};

use scouter::corpus::{Card, Corpus, Game};
use scouter::engine::compile::{compile_card, is_drill, Coverage};
use scouter::engine::effects::Effect;
use scouter::engine::{BoardState, PlayerId, StepResult};
use scouter::scenario;
use serde_json::{json, Value};

/// How many steps one run may take (two Attack Phases take about 35).
const MAX_STEPS: usize = 120;

fn ladder(scale: u64) -> Value {
    json!((0..11).map(|i| i * scale).collect::<Vec<u64>>())
}

/// The cards defined by the file: two Main Personalities, an Ally for each player, plain attacks
/// to provoke defences, and a Drill and a Non-Combat card with no text to be targets.
fn defined_cards() -> Value {
    json!({
        "Attacker Lv.1": { "type": "Personality", "level": 1, "pur": 1, "ladder": ladder(1_000_000),
                           "text": "A test personality defined for this scenario." },
        "Defender Lv.1": { "type": "Personality", "level": 1, "pur": 1, "ladder": ladder(800_000),
                           "text": "A test personality defined for this scenario." },
        "Helper Lv.1": { "type": "Personality", "level": 1, "pur": 1, "ladder": ladder(300_000),
                         "text": "A test Ally defined for this scenario." },
        "Sidekick Lv.1": { "type": "Personality", "level": 1, "pur": 1, "ladder": ladder(300_000),
                           "text": "A test Ally defined for this scenario." },
        "Punch": { "type": "Physical Combat", "text": "Physical attack.",
                   "effects": [ { "attack": { "kind": "physical" } } ] },
        "Blast": { "type": "Energy Combat", "text": "Energy attack.",
                   "effects": [ { "attack": { "kind": "energy" } } ] },
        "Plain Drill": { "type": "Drill", "text": "A Drill with no text, defined for this scenario." },
        "Gadget": { "type": "Non-Combat", "text": "A Non-Combat card with no text, defined for this scenario." }
    })
}

fn player(mp: &str, ally: &str, hand: &[&str], drills: &[&str], prefix: &str) -> Value {
    let mut hand: Vec<String> = hand.iter().map(|s| s.to_string()).collect();
    hand.extend((1..=3).map(|i| format!("{prefix}H{i}")));
    let mut drill_list: Vec<String> = drills.iter().map(|s| s.to_string()).collect();
    drill_list.push("Plain Drill".into());
    json!({
        "main_personality": { "card": mp, "stage": 5 },
        "anger": 1,
        "allies": [ { "card": ally, "stage": 3 } ],
        "in_play": { "drills": drill_list, "non_combat": ["Gadget"] },
        "hand": hand,
        "discard": (1..=4).map(|i| format!("{prefix}D{i}")).collect::<Vec<_>>(),
        "life_deck": { "top": (1..=12).map(|i| format!("{prefix}L{i}")).collect::<Vec<_>>(),
                       "unknown_below": 30 }
    })
}

struct Run {
    title: &'static str,
    prepare_phase: bool,
    p1_hand: Vec<String>,
    p2_hand: Vec<String>,
    p1_drills: Vec<String>,
    actions: Value,
}

fn runs(card: &Card) -> Vec<Run> {
    let id = card.id.clone();
    // Boards name the card by pool id (printings differ); actions name it as a player would.
    let name = card.name.clone();
    // A card whose alternatives are chosen when it is played (`Effect::Either` on the card or
    // among its "If successful" effects: Cell's Defense, Red Mouth Cannon) is played naming the
    // first ("option 1"), as a player must (docs/scenario-format.md `choose`).
    let choose: Vec<&str> = if compile_card(card).effects.iter().any(|e| match e {
        Effect::Either(_) => true,
        Effect::IfSuccessful(v) => v.iter().any(|e| matches!(e, Effect::Either(_))),
        _ => false,
    }) {
        vec!["option 1"]
    } else {
        vec![]
    };
    if is_drill(&card.card_type, &card.name) {
        return vec![Run {
            title: "a Drill in play for two Attack Phases",
            prepare_phase: true,
            p1_hand: vec!["Punch".into(), "Blast".into()],
            p2_hand: vec!["Punch".into(), "Blast".into()],
            p1_drills: vec![id],
            actions: json!([
                { "p1": "play", "card": "Punch" }, { "p2": "take" },
                { "p2": "play", "card": "Blast" }, { "p1": "take" },
                { "p1": "play", "card": "Blast" }, { "p2": "take" }
            ]),
        }];
    }
    vec![
        Run {
            title: "used by the attacker",
            prepare_phase: false,
            p1_hand: vec![id.clone()],
            p2_hand: vec![],
            p1_drills: vec![],
            actions: json!([ { "p1": "play", "card": name, "choose": choose }, { "p2": "take" } ]),
        },
        Run {
            title: "used by the defender against a physical attack",
            prepare_phase: false,
            p1_hand: vec!["Punch".into()],
            p2_hand: vec![id.clone()],
            p1_drills: vec![],
            actions: json!([ { "p1": "play", "card": "Punch" }, { "p2": "play", "card": name, "choose": choose } ]),
        },
        Run {
            title: "used by the defender against an energy attack",
            prepare_phase: false,
            p1_hand: vec!["Blast".into()],
            p2_hand: vec![id.clone()],
            p1_drills: vec![],
            actions: json!([ { "p1": "play", "card": "Blast" }, { "p2": "play", "card": name, "choose": choose } ]),
        },
    ]
}

fn scenario_text(run: &Run) -> String {
    let p1_hand: Vec<&str> = run.p1_hand.iter().map(String::as_str).collect();
    let p2_hand: Vec<&str> = run.p2_hand.iter().map(String::as_str).collect();
    let p1_drills: Vec<&str> = run.p1_drills.iter().map(String::as_str).collect();
    json!({
        "scouter_scenario": 1,
        "title": run.title,
        "ruleset": "crd-3.0.0",
        "attacker": "p1",
        "prepare_phase": run.prepare_phase,
        "players": {
            "p1": player("Attacker Lv.1", "Helper Lv.1", &p1_hand, &p1_drills, "A"),
            "p2": player("Defender Lv.1", "Sidekick Lv.1", &p2_hand, &[], "B"),
        },
        "cards": defined_cards(),
        "actions": run.actions,
    })
    .to_string()
}

fn invariants(state: &BoardState, total: usize) -> Result<(), String> {
    let (objects, unknown) = state.card_count();
    if objects + unknown as usize != total {
        return Err(format!(
            "a card was lost or created: {total} cards became {}",
            objects + unknown as usize
        ));
    }
    let mut ids = state.zone_ids();
    if ids.len() != state.cards.len() {
        return Err(format!(
            "{} card objects but {} zone entries",
            state.cards.len(),
            ids.len()
        ));
    }
    ids.sort_unstable();
    ids.dedup();
    if ids.len() != state.cards.len() {
        return Err("a card is in two zones".into());
    }
    for p in PlayerId::BOTH {
        let pl = state.player(p);
        if pl.mp.stage > state.personality_def(&pl.mp).top_stage() {
            return Err(format!("{p}'s stage is above the ladder"));
        }
    }
    Ok(())
}

/// What [`run_one`] gives for a run refused because the card played as the defence is an attack.
const NOT_A_DEFENCE: usize = usize::MAX;

/// Runs one scenario; `Err` names what went wrong.
fn run_one(corpus: &Corpus, run: &Run, full: bool) -> Result<usize, String> {
    let text = scenario_text(run);
    let file = scenario::parse("pool-battle.json", &text).map_err(|e| format!("parse: {e}"))?;
    let loaded = scenario::validate("pool-battle.json", file, corpus)
        .map_err(|e| format!("the board does not load: {e}"))?;
    let mut battle = loaded.battle();
    let (objects, unknown) = battle.state().card_count();
    let total = objects + unknown as usize;
    for steps in 0..MAX_STEPS {
        match battle.step() {
            Ok(StepResult::Executed { event }) => {
                invariants(battle.state(), total)
                    .map_err(|e| format!("step {}: {e}", event.step))?;
                if full {
                    if let Some(j) = event
                        .judge
                        .iter()
                        .find(|j| j.contains("lasts the remainder of Combat:"))
                    {
                        return Err(format!(
                            "a `full` card leaves a compiled effect unexecuted: {j}"
                        ));
                    }
                }
            }
            Ok(_) => return Ok(steps),
            Err(e) => {
                if std::env::var_os("POOL_BATTLES_VERBOSE").is_some() {
                    eprintln!("refused after {steps} steps: {e}");
                }
                // An attack card played as a defence is refused (CRD 3.0.0 "Defending": the
                // card "must defend against the type of attack"): such a run says nothing about
                // the board.
                if e.to_string().contains("not in place of a defense") {
                    return Ok(NOT_A_DEFENCE);
                }
                return Ok(steps);
            }
        }
    }
    Ok(MAX_STEPS)
}

#[test]
fn every_combat_card_and_drill_resolves_on_a_standard_board() {
    let corpus = support::corpus();
    let cards: Vec<&Card> = corpus
        .cards()
        .iter()
        .filter(|c| c.game == Game::ScoreDbzCcg)
        .filter(|c| {
            is_drill(&c.card_type, &c.name)
                || matches!(
                    c.card_type.as_str(),
                    "Physical Combat" | "Energy Combat" | "Combat"
                )
        })
        .collect();
    if cards.is_empty() {
        eprintln!("note: no Score cards loaded; skipping");
        return;
    }
    let mut failures = Vec::new();
    let mut runs_done = 0;
    // Runs that got past the damage steps: most cards are playable on this board, so a run
    // that stops early for every card would mean the board, not the cards, is wrong.
    let mut past_damage = 0;
    // Runs refused because the card played as the defence is an attack.
    let mut not_a_defence = 0;
    for card in &cards {
        let full = compile_card(card).coverage == Coverage::Full;
        for run in runs(card) {
            runs_done += 1;
            let outcome = catch_unwind(AssertUnwindSafe(|| run_one(corpus, &run, full)));
            match outcome {
                Ok(Ok(NOT_A_DEFENCE)) => not_a_defence += 1,
                Ok(Ok(steps)) => {
                    if steps >= 8 {
                        past_damage += 1;
                    }
                }
                Ok(Err(e)) => {
                    failures.push(format!("{} ({}), {}: {e}", card.name, card.id, run.title))
                }
                Err(p) => {
                    let msg = p
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    failures.push(format!(
                        "{} ({}), {}: PANIC {msg}",
                        card.name, card.id, run.title
                    ));
                }
            }
        }
    }
    assert!(
        cards.len() > 1400,
        "expected the whole Score pool's Combat cards and Drills, found {}",
        cards.len()
    );
    eprintln!("{runs_done} runs, {past_damage} went past the damage steps");
    assert!(
        past_damage * 10 >= (runs_done - not_a_defence) * 7,
        "only {past_damage} of {runs_done} runs ({not_a_defence} refused as no defence) went past the damage steps"
    );
    assert!(
        failures.is_empty(),
        "{} of {runs_done} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
