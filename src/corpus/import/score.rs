//! The Score pool (`score/cards.lackey.json`, LackeyCCG's export): each record read into a
//! [`Card`], its name split into base name, level and printing tags ([`parse_score_name`]),
//! its set and number into the card's id.

use std::path::Path;

use serde::Deserialize;

use super::normalise::{normalise_style, normalise_type, SC, UNKNOWN_TYPE};
use super::{
    base_card_id, blank_card, issue, read, IdAllocator, ImportError, ImportReport, Result,
    SCORE_FILE,
};
use crate::corpus::card::Card;
use crate::corpus::sets;

/// Tags the Score source appends in parentheses to tell printings apart; they are not part of
/// the card's name and go to [`Card::variant`].
pub const VARIANT_TAGS: &[&str] = &["CS", "WGS", "BuS", "BM", "CA", "cc", "IR", "Error Dupe"];

/// A Score record as `cards.lackey.json` writes it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct LackeyCard {
    name: String,
    #[serde(default)]
    set: String,
    #[serde(default)]
    number: String,
    level: Option<u32>,
    rarity: Option<String>,
    style: Option<String>,
    #[serde(rename = "type")]
    card_type: Option<String>,
    alignment: Option<String>,
    #[serde(default)]
    is_personality: bool,
    pur: Option<u32>,
    ladder: Option<Vec<serde_json::Value>>,
    text: Option<String>,
}

/// A card name split into its parts: `Goku (level 1-BuS HT)` -> `Goku`, 1, `BuS HT`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedName {
    /// The name without level and tags.
    pub base: String,
    /// The level the name states.
    pub level: Option<u32>,
    /// The printing tags, joined with `, `.
    pub variant: Option<String>,
}

/// Splits a Score pool name into base name, level and printing tags. Trailing parenthesised
/// groups are taken apart when they hold a level (`Lvl 1`, `level 2`, `lvl 4 FS`, `TS-Lvl 2`)
/// or a known printing tag ([`VARIANT_TAGS`]); any other parentheses stay in the name.
pub fn parse_score_name(raw: &str) -> ParsedName {
    let mut rest = raw.trim();
    let mut level = None;
    let mut tags: Vec<String> = Vec::new();
    while let Some(inner) = rest.strip_suffix(')') {
        let Some(open) = inner.rfind('(') else { break };
        let group = &inner[open + 1..];
        let (lvl, tag) = split_level(group);
        if lvl.is_none() && !VARIANT_TAGS.contains(&tag.as_str()) {
            break;
        }
        level = level.or(lvl);
        if !tag.is_empty() {
            tags.insert(0, tag);
        }
        rest = inner[..open].trim_end();
    }
    ParsedName {
        base: rest.to_string(),
        level,
        variant: (!tags.is_empty()).then(|| tags.join(", ")),
    }
}

/// Finds `lv`/`lvl`/`level` + number inside a parenthesised group; returns the level and the
/// rest of the group with separators trimmed (`TS-Lvl 2` -> 2, `TS`).
fn split_level(group: &str) -> (Option<u32>, String) {
    let lower = group.to_ascii_lowercase();
    for word in ["level", "lvl", "lv"] {
        let mut from = 0;
        while let Some(pos) = lower[from..].find(word).map(|p| p + from) {
            let before_ok = pos == 0 || !lower.as_bytes()[pos - 1].is_ascii_alphabetic();
            let after = &lower[pos + word.len()..];
            let digits_at = after.len() - after.trim_start_matches([' ', '.']).len();
            let digits: String = after[digits_at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if before_ok && !digits.is_empty() {
                let end = pos + word.len() + digits_at + digits.len();
                let tag = format!("{} {}", &group[..pos], &group[end..]);
                let tag = tag
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .trim_matches(|c: char| c == '-' || c == ' ')
                    .to_string();
                return (digits.parse().ok(), tag);
            }
            from = pos + word.len();
        }
    }
    (None, group.trim().to_string())
}

/// The display name of a personality at a level: `Tien Lv.1`.
pub fn level_name(base: &str, level: u32) -> String {
    format!("{base} Lv.{level}")
}

pub(super) fn import_score(pool_dir: &Path, report: &mut ImportReport) -> Result<Vec<Card>> {
    let text = read(pool_dir, SCORE_FILE)?;
    let values: Vec<serde_json::Value> =
        serde_json::from_str(&text).map_err(|e| ImportError::Json {
            file: SCORE_FILE.to_string(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })?;
    report.score_records = values.len();
    let mut ids = IdAllocator::new();
    let mut cards = Vec::new();
    for (i, value) in values.into_iter().enumerate() {
        let at = format!("{SCORE_FILE}[{i}]");
        let raw_name = value
            .get("name")
            .and_then(|v| v.as_str())
            .unwrap_or_default()
            .to_string();
        let rec: LackeyCard = match serde_json::from_value(value) {
            Ok(r) => r,
            Err(e) => {
                report.skipped.push(issue(
                    &at,
                    &raw_name,
                    "",
                    "",
                    &format!("unreadable record: {e}"),
                ));
                continue;
            }
        };
        cards.push(score_card(&rec, &at, &mut ids, report));
    }
    report.score_imported = cards.len();
    Ok(cards)
}

fn score_card(
    rec: &LackeyCard,
    at: &str,
    ids: &mut IdAllocator,
    report: &mut ImportReport,
) -> Card {
    let src = |field: &str| format!("{at} {field}");
    let parsed = parse_score_name(&rec.name);
    let type_raw = rec.card_type.clone().unwrap_or_default();
    let row = normalise_type(SC, &type_raw);

    // Level: the record's own field, else the one its name states.
    let mut level_src = src("level");
    let level = match (rec.level, parsed.level) {
        (Some(l), Some(n)) if l != n => {
            report.notes.push(issue(
                at,
                &rec.name,
                "level",
                &l.to_string(),
                &format!("the name says level {n}; the level field is kept"),
            ));
            Some(l)
        }
        (Some(l), _) => Some(l),
        (None, Some(n)) => {
            level_src = src("name");
            Some(n)
        }
        (None, None) => None,
    };

    let personality = rec.is_personality || row.is_some_and(|r| r.card_type == "Personality");
    let (card_type, type_note) = match row {
        _ if personality => {
            if !rec.is_personality || row.is_none_or(|r| r.card_type != "Personality") {
                report.notes.push(issue(
                    at,
                    &rec.name,
                    "type",
                    &type_raw,
                    "the type and isPersonality disagree; typed Personality",
                ));
            }
            ("Personality".to_string(), String::new())
        }
        Some(r) => (r.card_type.to_string(), String::new()),
        None => {
            report.unreadable.push(issue(
                at,
                &rec.name,
                "type",
                &type_raw,
                "not a type the table knows",
            ));
            (UNKNOWN_TYPE.to_string(), " (unknown raw type)".to_string())
        }
    };

    let name = match (personality, level) {
        (true, Some(l)) => level_name(&parsed.base, l),
        (true, None) => {
            report.unreadable.push(issue(
                at,
                &rec.name,
                "level",
                "",
                "a personality whose record and name give no level",
            ));
            parsed.base.clone()
        }
        (false, _) => parsed.base.clone(),
    };

    let set_info = sets::score_set(&rec.set);
    let (set_name, set_note) = match set_info {
        Some(s) => (
            s.name.to_string(),
            match s.named_in {
                Some(doc) => format!(" (set table: name as {doc} writes it)"),
                None => " (set table: readable form; no document names this set)".to_string(),
            },
        ),
        None => {
            report.unreadable.push(issue(
                at,
                &rec.name,
                "set",
                &rec.set,
                "a set key the set table does not know; kept as written",
            ));
            (rec.set.clone(), " (not in the set table)".to_string())
        }
    };

    let base_id = base_card_id("score", &set_name, &rec.number, &name);
    let id = ids.allocate(base_id, at, &rec.name, report);

    let mut card = blank_card(id, name, SC);
    card.sources.insert("name".into(), src("name"));
    if let Some(v) = &parsed.variant {
        card.variant = Some(v.clone());
        card.sources.insert("variant".into(), src("name"));
    }
    card.set = set_name;
    card.set_raw = rec.set.clone();
    card.sources
        .insert("set".into(), format!("{}{set_note}", src("set")));
    card.number = rec.number.clone();
    card.sources.insert("number".into(), src("number"));
    card.card_type = card_type;
    card.type_raw = type_raw;
    card.sources.insert(
        "type".into(),
        format!("{} with isPersonality{type_note}", src("type")),
    );
    if let Some((style, note)) = normalise_style(SC, rec.style.as_deref(), at, &rec.name, report) {
        card.style = Some(style);
        card.sources
            .insert("style".into(), format!("{}{note}", src("style")));
    }
    if let Some(r) = rec.rarity.as_deref().filter(|r| !r.trim().is_empty()) {
        card.rarity = Some(r.trim().to_string());
        card.sources.insert("rarity".into(), src("rarity"));
    }
    if let Some(l) = level {
        card.level = Some(l);
        card.sources.insert("level".into(), level_src);
    }
    match (rec.alignment.as_deref(), row.and_then(|r| r.alignment)) {
        (Some(a), _) if !a.trim().is_empty() => {
            card.alignment = Some(a.trim().to_string());
            card.sources.insert("alignment".into(), src("alignment"));
        }
        (_, Some(a)) => {
            card.alignment = Some(a.to_string());
            card.sources.insert(
                "alignment".into(),
                format!(
                    "{} (the raw type {:?} states it)",
                    src("type"),
                    card.type_raw
                ),
            );
        }
        _ => {}
    }
    if let Some(p) = rec.pur {
        card.pur = Some(p);
        card.sources.insert("pur".into(), src("pur"));
    }
    if let Some(ladder) = rec.ladder.as_ref().filter(|l| !l.is_empty()) {
        let numbers: Option<Vec<u64>> = ladder.iter().map(serde_json::Value::as_u64).collect();
        match numbers {
            Some(n) => {
                card.power_ladder = n;
                card.sources.insert("power_ladder".into(), src("ladder"));
            }
            None => {
                card.ladder_raw = ladder
                    .iter()
                    .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                    .collect();
                card.sources.insert("ladder_raw".into(), src("ladder"));
                report.notes.push(issue(
                    at,
                    &rec.name,
                    "power_ladder",
                    &card.ladder_raw.join(", "),
                    "not all power ratings are numbers (Z power stages): kept as ladder_raw",
                ));
            }
        }
    }
    card.printed_text = rec.text.clone().unwrap_or_default();
    card.current_text = card.printed_text.clone();
    card.sources.insert("printed_text".into(), src("text"));
    card
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_names() {
        let p = parse_score_name("Tien (Lvl 1)");
        assert_eq!(
            (p.base.as_str(), p.level, p.variant),
            ("Tien", Some(1), None)
        );
        let p = parse_score_name("Goku (level 1-BuS HT)");
        assert_eq!(
            (p.base.as_str(), p.level, p.variant.as_deref()),
            ("Goku", Some(1), Some("BuS HT"))
        );
        let p = parse_score_name("Goku (TS-Lvl 2)");
        assert_eq!((p.level, p.variant.as_deref()), (Some(2), Some("TS")));
        let p = parse_score_name("Nappa (Lvl 4) (Error Dupe)");
        assert_eq!(
            (p.base.as_str(), p.level, p.variant.as_deref()),
            ("Nappa", Some(4), Some("Error Dupe"))
        );
        let p = parse_score_name("Android 18 (lvl 1 - Alt.Picture)");
        assert_eq!(
            (p.level, p.variant.as_deref()),
            (Some(1), Some("Alt.Picture"))
        );
        let p = parse_score_name("Blue Style Mastery (CS)");
        assert_eq!((p.base.as_str(), p.level), ("Blue Style Mastery", None));
        let p = parse_score_name("Frieza, The Master (Lvl 2)");
        assert_eq!(p.base, "Frieza, The Master");
        // Parentheses that are neither a level nor a known tag stay in the name.
        assert_eq!(parse_score_name("Odd (Thing)").base, "Odd (Thing)");
    }
}
