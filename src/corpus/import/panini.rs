//! The Panini-era pool (`panini/octgn-sets/*.xml`, OCTGN set files read by [`super::octgn`]):
//! each `<card>` into a [`Card`], its `Power Rating` into a power ladder ([`panini_ladder`]).

use std::path::Path;

use super::normalise::{normalise_style, normalise_type, NOT_CARDS, PA};
use super::octgn;
use super::{
    base_card_id, blank_card, issue, read, IdAllocator, ImportError, ImportReport, Result,
    PANINI_DIR,
};
use crate::corpus::card::Card;

pub(super) fn import_panini(pool_dir: &Path, report: &mut ImportReport) -> Result<Vec<Card>> {
    let dir = pool_dir.join(PANINI_DIR);
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|source| ImportError::Io {
            path: dir.clone(),
            source,
        })?
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.ends_with(".xml"))
        .collect();
    files.sort();
    let mut cards = Vec::new();
    for file in files {
        let rel = format!("{PANINI_DIR}/{file}");
        let text = read(pool_dir, &rel)?;
        let set = octgn::parse_set(&text).map_err(|source| ImportError::Xml {
            file: rel.clone(),
            source,
        })?;
        report.panini_records += set.cards.len();
        let mut ids = IdAllocator::new();
        for oc in &set.cards {
            let at = format!("{rel}:{}", oc.line);
            let type_raw = oc.property("Type").unwrap_or_default().trim().to_string();
            if NOT_CARDS.contains(&type_raw.as_str()) {
                report.skipped.push(issue(
                    &at,
                    &oc.name,
                    "type",
                    &type_raw,
                    "an OCTGN interface object, not a card",
                ));
                continue;
            }
            cards.push(panini_card(&set, oc, &at, &type_raw, &mut ids, report));
        }
    }
    report.panini_imported = cards.len();
    Ok(cards)
}

fn panini_card(
    set: &octgn::OctgnSet,
    oc: &octgn::OctgnCard,
    at: &str,
    type_raw: &str,
    ids: &mut IdAllocator,
    report: &mut ImportReport,
) -> Card {
    let src = |prop: &str| format!("{at} {prop}");
    let prop = |p: &str| oc.property(p).map(str::trim).filter(|v| !v.is_empty());
    let name = oc.name.trim().to_string();
    let number = prop("Card Number").unwrap_or_default().to_string();
    let base_id = base_card_id("panini", &set.name, &number, &name);
    let id = ids.allocate(base_id, at, &oc.name, report);
    let mut card = blank_card(id, name, PA);
    card.sources.insert("name".into(), format!("{at} name"));
    card.set = set.name.clone();
    card.set_raw = set.name.clone();
    card.sources.insert(
        "set".into(),
        format!("{at} <set name> (as the OCTGN file gives it; official status not claimed)"),
    );
    card.number = number;
    card.sources.insert("number".into(), src("Card Number"));

    match normalise_type(PA, type_raw) {
        Some(row) => {
            card.card_type = row.card_type.to_string();
            if let Some(a) = row.alignment {
                card.alignment = Some(a.to_string());
                card.sources.insert(
                    "alignment".into(),
                    format!("{} (the raw type {type_raw:?} states it)", src("Type")),
                );
            }
        }
        None => report.unreadable.push(issue(
            at,
            &oc.name,
            "type",
            type_raw,
            "not a type the table knows",
        )),
    }
    card.type_raw = type_raw.to_string();
    card.sources.insert("type".into(), src("Type"));

    if let Some((style, note)) = normalise_style(PA, prop("Style"), at, &oc.name, report) {
        card.style = Some(style);
        card.sources
            .insert("style".into(), format!("{}{note}", src("Style")));
    }
    if let Some(r) = prop("Rarity") {
        card.rarity = Some(r.to_string());
        card.sources.insert("rarity".into(), src("Rarity"));
    }
    let number_field = |field: &str, property: &str, report: &mut ImportReport| -> Option<u32> {
        let v = prop(property)?;
        match v.parse() {
            Ok(n) => Some(n),
            Err(_) => {
                report
                    .unreadable
                    .push(issue(at, &oc.name, field, v, "not a whole number"));
                None
            }
        }
    };
    card.level = number_field("level", "Card Level", report);
    card.pur = number_field("pur", "PUR", report);
    card.endurance = number_field("endurance", "Endurance", report);
    card.limit_per_deck = number_field("limit_per_deck", "Limit per Deck", report);
    for (field, property, present) in [
        ("level", "Card Level", card.level.is_some()),
        ("pur", "PUR", card.pur.is_some()),
        ("endurance", "Endurance", card.endurance.is_some()),
        (
            "limit_per_deck",
            "Limit per Deck",
            card.limit_per_deck.is_some(),
        ),
    ] {
        if present {
            card.sources.insert(field.into(), src(property));
        }
    }
    if let Some(raw) = prop("Power Rating") {
        if let Some(ladder) = panini_ladder(raw, at, &oc.name, report) {
            card.power_ladder = ladder.0;
            card.sources.insert(
                "power_ladder".into(),
                format!("{}{}", src("Power Rating"), ladder.1),
            );
        }
    }
    if let Some(t) = prop("Traits") {
        card.traits = t
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        card.sources.insert("traits".into(), src("Traits"));
    }
    card.printed_text = oc.property("Text").unwrap_or_default().to_string();
    card.current_text = card.printed_text.clone();
    card.sources.insert("printed_text".into(), src("Text"));
    card
}

/// Reads an OCTGN `Power Rating` (`"0; 2000; ...; 500000"`, `;` or `,` separated). A ladder
/// written top-down (ending at 0) is turned round so it runs from the 0 stage up. Returns the
/// ladder and a note for the sources, or `None` (reported) when a value is not a number or the
/// count is not 10 or 11.
fn panini_ladder(
    raw: &str,
    at: &str,
    name: &str,
    report: &mut ImportReport,
) -> Option<(Vec<u64>, String)> {
    let mut tokens: Vec<&str> = raw.split([';', ',']).map(str::trim).collect();
    while tokens.last() == Some(&"") {
        tokens.pop();
    }
    while tokens.first() == Some(&"") {
        tokens.remove(0);
    }
    let values: Option<Vec<u64>> = tokens
        .iter()
        .map(|t| {
            if t.chars().all(|c| c.is_ascii_digit()) {
                t.parse().ok()
            } else {
                None
            }
        })
        .collect();
    let Some(mut values) = values.filter(|v| v.len() == 10 || v.len() == 11) else {
        report.unreadable.push(issue(
            at,
            name,
            "power_ladder",
            raw,
            "not 10 or 11 whole-number power ratings",
        ));
        return None;
    };
    let mut note = String::new();
    if values.first() != Some(&0) && values.last() == Some(&0) {
        values.reverse();
        note = " (listed top-down in the source; turned round)".to_string();
        report.notes.push(issue(
            at,
            name,
            "power_ladder",
            raw,
            "listed from the top stage down; turned round to run from 0 up",
        ));
    } else if values.first() != Some(&0) {
        note = " (the source gives no 0 stage)".to_string();
        report.notes.push(issue(
            at,
            name,
            "power_ladder",
            raw,
            "no 0 stage: kept as given",
        ));
    }
    Some((values, note))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ladders() {
        let mut r = ImportReport::default();
        let (l, _) = panini_ladder(
            "100; 90; 80; 70; 60, 50; 40; 30; 20; 10; 0",
            "x",
            "n",
            &mut r,
        )
        .unwrap();
        assert_eq!(l.first(), Some(&0));
        assert_eq!(l.last(), Some(&100));
        assert!(panini_ladder("2;3;4;5;6;;8;9;10;11", "x", "n", &mut r).is_none());
        assert!(panini_ladder("0; 1; 2 3; 4; 5; 6; 7; 8; 9; 10", "x", "n", &mut r).is_none());
        assert_eq!(r.unreadable.len(), 2);
    }
}
