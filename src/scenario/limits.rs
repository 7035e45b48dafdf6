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
    // small numbers: their JSON text settles that without building the tree of values.
    let all_small = serde_json::to_vec(file).is_ok_and(|json| numbers_below_limits(&json));
    if all_small {
        return;
    }
    if let Ok(value) = serde_json::to_value(file) {
        walk(&value, &mut String::new(), problems);
    }
}

/// True when every number in the JSON text `json` is written with few enough digits before any
/// decimal point, and no exponent, to be below the limit [`walk`] applies at its place: six
/// digits (below [`MAX_NUMBER`]) anywhere, twelve (below [`MAX_POWER_RATING`]) inside an array
/// under a `ladder` key below the top level (`walk`'s `.ladder[` paths). `walk` then finds
/// nothing. Any other number, a key this scan does not follow (one with an escape, or naming a
/// ladder otherwise than `ladder`), or text it cannot read says false and leaves it to `walk`.
fn numbers_below_limits(json: &[u8]) -> bool {
    const _: () = assert!(MAX_NUMBER >= 1_000_000 && MAX_POWER_RATING >= 1_000_000_000_000);
    // Each open array or object: is it an object, is it (or what holds it) a ladder.
    let mut open: Vec<(bool, bool)> = Vec::new();
    // The key just read, before its value: it is `ladder`.
    let mut key_is_ladder = None;
    let mut i = 0;
    while let Some(&b) = json.get(i) {
        let in_ladder = open.last().is_some_and(|&(_, ladder)| ladder);
        match b {
            b'"' => {
                let start = i + 1;
                i = start;
                loop {
                    // The next quote or escape, found by `memchr` over the string's bytes.
                    let Some(skip) = json
                        .get(i..)
                        .and_then(|rest| memchr::memchr2(b'"', b'\\', rest))
                    else {
                        return false;
                    };
                    i += skip;
                    match json.get(i) {
                        Some(b'\\') => i += 2,
                        _ => break,
                    }
                }
                let text = json.get(start..i).unwrap_or_default();
                i += 1;
                if json.get(i) == Some(&b':') {
                    if text.contains(&b'\\')
                        || (text != b"ladder" && text.windows(6).any(|w| w == b"ladder"))
                    {
                        return false;
                    }
                    key_is_ladder = Some(text == b"ladder");
                } else {
                    key_is_ladder = None;
                }
            }
            b'[' | b'{' => {
                // `walk` writes `.ladder[` for a `ladder` key of an object below the top one.
                let ladder =
                    in_ladder || (b == b'[' && key_is_ladder == Some(true) && open.len() >= 2);
                open.push((b == b'{', ladder));
                key_is_ladder = None;
                i += 1;
            }
            b']' | b'}' => {
                open.pop();
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i + usize::from(b == b'-');
                let digits = json
                    .get(start..)
                    .unwrap_or_default()
                    .iter()
                    .take_while(|d| d.is_ascii_digit())
                    .count();
                if digits > if in_ladder { 12 } else { 6 } {
                    return false;
                }
                i = start + digits;
                // A fraction's digits; an exponent is left to `walk`.
                if json.get(i) == Some(&b'.') {
                    i += 1;
                    while json.get(i).is_some_and(u8::is_ascii_digit) {
                        i += 1;
                    }
                }
                if matches!(json.get(i), Some(b'e' | b'E')) {
                    return false;
                }
                key_is_ladder = None;
            }
            _ => i += 1,
        }
    }
    open.is_empty()
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
    use super::numbers_below_limits;

    #[test]
    fn the_text_scan_passes_only_numbers_below_their_limits() {
        let small =
            br#"{"a":[0,-12,999999,3.75],"b":"1000000000 in a string \" 12345678","c":true}"#;
        assert!(numbers_below_limits(small));
        // A power rating may be large inside a ladder below the top level, as `walk` reads it.
        let ladder = br#"{"cards":{"X":{"ladder":[0,1000000,999999999999],"pur":2}}}"#;
        assert!(numbers_below_limits(ladder));
        for big in [
            &br#"{"a":1000000}"#[..],
            br#"{"a":-1234567}"#,
            br#"{"a":[1,2,10000000000]}"#,
            br#"{"a":1e300}"#,
            br#"{"a":"unterminated"#,
            br#"{"ladder":[1000000]}"#,
            br#"{"cards":{"X":{"ladder":[1000000000000]}}}"#,
            br#"{"cards":{"X":{"ladder":[1],"pur":1000000}}}"#,
            br#"{"cards":{"X":{"my.ladder":[1]}}}"#,
        ] {
            assert!(
                !numbers_below_limits(big),
                "{}",
                String::from_utf8_lossy(big)
            );
        }
    }
}
