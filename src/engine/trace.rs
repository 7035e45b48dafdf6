//! Trace events: one per executed step, each naming the rules it applied.
//!
//! An event carries the step number, the section ids cited (the step's own item first, then
//! every other rule used), a one-line account, the notes of what happened inside the step, any
//! sentence the judge must resolve, and the state change as `before -> after` pairs computed
//! from a summary of the board (so no change can go unreported).

use std::collections::BTreeMap;

use serde::Serialize;

use super::state::{BoardState, PlayerId};

/// A changed value: what, before, after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StateChange {
    /// What changed (`p2.stage`, `p2.life_deck`).
    pub what: String,
    /// Value before the step.
    pub before: String,
    /// Value after the step.
    pub after: String,
}

/// One executed step of the Battle Sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TraceEvent {
    /// Which attack phase (1-based).
    pub attack_phase: u32,
    /// The player whose Attack Phase it is.
    pub attacker: PlayerId,
    /// The step number in the ruleset's sequence.
    pub step: u32,
    /// Section ids applied: the step's own item first.
    pub citations: Vec<String>,
    /// A one-line account.
    pub account: String,
    /// Further lines: what each rule did.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Sentences the judge must resolve at this step.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub judge: Vec<String>,
    /// The state change.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<StateChange>,
}

/// A flat summary of the board used to compute state changes.
pub fn summary(state: &BoardState) -> BTreeMap<String, String> {
    let mut m = BTreeMap::new();
    for p in PlayerId::BOTH {
        let pl = state.player(p);
        let k = p.key();
        let mp = state.personality_def(&pl.mp);
        m.insert(format!("{k}.level"), mp.name.clone());
        let rating = state
            .rating(&pl.mp)
            .map(|r| r.to_string())
            .unwrap_or_else(|| "?".into());
        m.insert(format!("{k}.stage"), format!("{} ({rating})", pl.mp.stage));
        m.insert(format!("{k}.anger"), pl.anger.to_string());
        for a in &pl.allies {
            let def = state.personality_def(a);
            m.insert(format!("{k}.ally.{}", def.name), a.stage.to_string());
        }
        m.insert(format!("{k}.life_deck"), pl.life_deck.len().to_string());
        m.insert(format!("{k}.hand"), names(state, &pl.hand));
        m.insert(format!("{k}.in_use"), names(state, &pl.in_use));
        m.insert(format!("{k}.discard"), names(state, &pl.discard));
        m.insert(format!("{k}.removed"), names(state, &pl.removed));
        m.insert(
            format!("{k}.non_combat"),
            names(state, &pl.in_play.non_combat),
        );
        m.insert(format!("{k}.drills"), names(state, &pl.in_play.drills));
        m.insert(
            format!("{k}.dragon_balls"),
            names(state, &pl.in_play.dragon_balls),
        );
        m.insert(format!("{k}.control"), state.controller_name(p));
    }
    m
}

fn names(state: &BoardState, ids: &[u32]) -> String {
    if ids.is_empty() {
        return "[]".into();
    }
    let v: Vec<&str> = ids.iter().map(|&i| state.name(i)).collect();
    format!("[{}]", v.join(", "))
}

/// The changes between two summaries.
pub fn diff(
    before: &BTreeMap<String, String>,
    after: &BTreeMap<String, String>,
) -> Vec<StateChange> {
    let mut out = Vec::new();
    for (k, a) in after {
        let b = before.get(k).map(String::as_str).unwrap_or("-");
        if b != a {
            out.push(StateChange {
                what: k.clone(),
                before: b.to_string(),
                after: a.clone(),
            });
        }
    }
    for (k, b) in before {
        if !after.contains_key(k) {
            out.push(StateChange {
                what: k.clone(),
                before: b.clone(),
                after: "-".into(),
            });
        }
    }
    out
}
