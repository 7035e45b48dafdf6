//! The numbers a board file may hold, checked at load (issue 20, class 1): the rules' own
//! limits where the CRD gives them (levels 1 to 5, a deck of at most 90 cards), else a
//! documented sane maximum (docs/scenario-format.md, "Number limits"), so that no number in a
//! file can make the engine's arithmetic wrap.

use serde_json::Value;

use super::format::ScenarioFile;

/// Main Personality levels run from 1 to 5: CRD 3.0.0 "First you need a Main Personality"
/// (crd-3.0.0/first-you-need-a-main-personality): "starting with a level 1 and going up to
/// level 5".
pub const LEVELS: std::ops::RangeInclusive<u64> = 1..=5;
/// The most cards a Life Deck can hold: CRD 3.0.0 "Deck Size" (crd-3.0.0/deck-size): "No Deck
/// may contain more than 85 cards. If you declare a Namekian Tokui-Waza, you may have up to 90".
pub const MAX_DECK: u64 = 90;
/// The most power stages above 0 a ladder may have (sane maximum; the pool's longest ladder
/// has 16 above 0).
pub const MAX_LADDER: usize = 30;
/// The largest power rating (sane maximum; the pool's largest is 200,000,000).
pub const MAX_POWER_RATING: u64 = 1_000_000_000_000;
/// The largest Power-Up Rating (sane maximum; the pool's largest is 8).
pub const MAX_PUR: u64 = 20;
/// The largest any other number in a board file may be (damage, stages, step numbers, effect
/// amounts; sane maximum, far below where a sum of them could wrap).
pub const MAX_NUMBER: u64 = 1_000_000;

/// Every number of the file beyond its limit, as problems (`players.p1.life_deck: ...`).
pub fn check(file: &ScenarioFile, problems: &mut Vec<String>) {
    for (k, p) in [("p1", &file.players.p1), ("p2", &file.players.p2)] {
        if let Some(level) = p.main_personality.level {
            if !LEVELS.contains(&u64::from(level)) {
                problems.push(format!(
                    "players.{k}.main_personality.level: level {level}; a Main Personality's levels run from 1 to 5 (CRD 3.0.0, crd-3.0.0/first-you-need-a-main-personality)"
                ));
            }
        }
        let cards = p.life_deck.top.len() as u64 + u64::from(p.life_deck.unknown_below);
        if cards > MAX_DECK {
            problems.push(format!(
                "players.{k}.life_deck: {cards} cards; no deck may hold more than {MAX_DECK} (CRD 3.0.0, crd-3.0.0/deck-size)"
            ));
        }
    }
    for (name, card) in &file.cards {
        if let Some(level) = card.level {
            if !LEVELS.contains(&u64::from(level)) {
                problems.push(format!(
                    "cards.{name}.level: level {level}; personality levels run from 1 to 5 (CRD 3.0.0, crd-3.0.0/first-you-need-a-main-personality)"
                ));
            }
        }
        if card.pur.is_some_and(|p| u64::from(p) > MAX_PUR) {
            problems.push(format!(
                "cards.{name}.pur: above {MAX_PUR}, the largest Power-Up Rating a board file may give"
            ));
        }
        if card.ladder.len() > MAX_LADDER + 1 {
            problems.push(format!(
                "cards.{name}.ladder: {} power ratings; a board file may give at most {} (the 0 stage and {MAX_LADDER} above)",
                card.ladder.len(),
                MAX_LADDER + 1
            ));
        }
    }
    // Every other number, wherever it is (effects, checkpoints, actions).
    if let Ok(value) = serde_json::to_value(file) {
        walk(&value, "", problems);
    }
}

fn walk(value: &Value, at: &str, problems: &mut Vec<String>) {
    match value {
        Value::Number(n) => {
            let max = if at.contains(".ladder[") {
                MAX_POWER_RATING
            } else {
                MAX_NUMBER
            };
            let too_big = match (n.as_u64(), n.as_i64()) {
                (Some(u), _) => u > max,
                (None, Some(i)) => i.unsigned_abs() > max,
                _ => n.as_f64().is_none_or(|f| f.abs() > max as f64),
            };
            if too_big {
                problems.push(format!(
                    "{at}: {n} is above {max}, the largest number a board file may give there (docs/scenario-format.md)"
                ));
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                walk(v, &format!("{at}[{i}]"), problems);
            }
        }
        Value::Object(map) => {
            for (key, v) in map {
                let at = if at.is_empty() {
                    key.clone()
                } else {
                    format!("{at}.{key}")
                };
                walk(v, &at, problems);
            }
        }
        _ => {}
    }
}
