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
    // Every other number, wherever it is (effects, checkpoints, actions). Most files hold only
    // numbers within their limits: the typed file's own serialisation settles that without
    // building any JSON (`limits_scan`); the tree of values is built and walked, for the
    // problems' words, only when it is not sure.
    if super::limits_scan::within_limits(file) {
        return;
    }
    if let Ok(value) = serde_json::to_value(file) {
        walk(&value, &mut String::new(), problems);
    }
}

/// Checks every number under `value`; `at` is its path (`players.p1.hand[2]`), grown and cut
/// back in place as the walk goes down and up.
fn walk(value: &Value, at: &mut String, problems: &mut Vec<String>) {
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
            let len = at.len();
            for (i, v) in items.iter().enumerate() {
                use std::fmt::Write;
                let _ = write!(at, "[{i}]");
                walk(v, at, problems);
                at.truncate(len);
            }
        }
        Value::Object(map) => {
            let len = at.len();
            for (key, v) in map {
                if len > 0 {
                    at.push('.');
                }
                at.push_str(key);
                walk(v, at, problems);
                at.truncate(len);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::super::limits_scan::within_limits;
    use super::walk;

    /// The quick pass says "within limits" exactly when the value walk finds no problem; true
    /// when the value is within its limits.
    fn agree(value: &Value) -> bool {
        let mut problems = Vec::new();
        walk(value, &mut String::new(), &mut problems);
        assert_eq!(within_limits(value), problems.is_empty(), "{value}");
        problems.is_empty()
    }

    #[test]
    fn the_quick_pass_agrees_with_the_value_walk() {
        let within = [
            json!({"a": [0, -12, 999_999, 3.75], "b": "1000000000 in a string", "c": true}),
            json!({"a": 1_000_000, "b": 1_000_001}),
            json!({"a": -1_234_567}),
            json!({"a": [1, 2, 10_000_000_000u64]}),
            json!({"a": 1e300}),
            json!({"a": -2.5e6}),
            json!({"a": 999_999.5}),
            // A power rating may be large inside a ladder below the top level, as `walk` reads it.
            json!({"cards": {"X": {"ladder": [0, 1_000_000, 999_999_999_999u64], "pur": 2}}}),
            json!({"cards": {"X": {"ladder": [1_000_000_000_000u64]}}}),
            json!({"cards": {"X": {"ladder": [1_000_000_000_001u64]}}}),
            json!({"ladder": [1_000_001]}),
            json!({"cards": {"X": {"ladder": [1], "pur": 1_000_001}}}),
            json!({"cards": {"X": {"my.ladder": [2_000_000]}}}),
            json!({"cards": {"X.ladder[1": {"power": 2_000_000}}}),
            json!({"cards": {"X.ladder[1": {"power": 2_000_000_000_000u64}}}),
            json!({"a": [[{"ladder": [[5_000_000]]}]]}),
            json!({"a": {"b": [{"ladder": [5_000_000]}]}}),
            json!({"a": {"ladder": {"x": 5_000_000}}}),
        ]
        .iter()
        .map(agree)
        .collect::<Vec<bool>>();
        assert_eq!(
            within,
            [
                true, false, false, false, false, false, true, true, true, false, false, false,
                true, true, false, true, true, false
            ]
        );
    }

    /// Every board of `tests/scenarios/`, read as the typed file `check` gets.
    #[test]
    fn the_quick_pass_agrees_on_every_scenario() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios");
        let mut read = 0;
        for entry in std::fs::read_dir(dir).expect("tests/scenarios") {
            let path = entry.expect("entry").path();
            let text = std::fs::read_to_string(&path).expect("text");
            let Ok(file) = crate::scenario::parse("board", &text) else {
                continue;
            };
            let value = serde_json::to_value(&file).expect("a board is JSON");
            let mut problems = Vec::new();
            walk(&value, &mut String::new(), &mut problems);
            assert_eq!(
                within_limits(&file),
                problems.is_empty(),
                "{}",
                path.display()
            );
            read += 1;
        }
        assert!(read > 100, "only {read} boards read");
    }
}
