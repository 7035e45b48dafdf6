//! OCTGN decklists (`.o8d`): `<deck>` holds `<section name="...">` elements, each with
//! `<card qty="N" id="GUID">Name</card>`. The Panini plugin's sections are `Starting` (the Main
//! Personality, Mastery and any Allies in play at the start) and `Life Deck`.

use super::list::{zone_for_header, DeckEntry, DeckList, Format};
use super::xml::{self, Element};
use super::DeckError;

/// Parses an `.o8d` file.
pub fn parse(text: &str) -> Result<DeckList, DeckError> {
    let elements = xml::elements(text)?;
    if elements.first().is_none_or(|e| e.name != "deck") {
        return Err(DeckError::Unreadable {
            line: 1,
            message: "an OCTGN deck starts with <deck>".into(),
        });
    }
    let mut entries = Vec::new();
    for e in elements.iter().filter(|e| e.name == "card") {
        entries.push(entry(e)?);
    }
    Ok(DeckList {
        format: Format::Octgn,
        entries,
        alignment: None,
    })
}

fn entry(e: &Element) -> Result<DeckEntry, DeckError> {
    let bad = |message: String| DeckError::Unreadable {
        line: e.line,
        message,
    };
    let section = e
        .ancestors
        .iter()
        .rev()
        .find(|(n, _)| n == "section")
        .and_then(|(_, attrs)| xml::find(attrs, "name"))
        .ok_or_else(|| bad("a <card> outside a <section name=...>".into()))?;
    let zone =
        zone_for_header(section).ok_or_else(|| bad(format!("unknown section {section:?}")))?;
    let qty = e.attr("qty").unwrap_or("1");
    let count = qty
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| bad(format!("qty {qty:?} is not a positive number")))?;
    if e.text.is_empty() {
        return Err(bad("a <card> without a name".into()));
    }
    Ok(DeckEntry {
        count,
        name: e.text.clone(),
        zone: Some(zone),
        line: e.line,
        source_id: e.attr("id").map(str::to_string),
    })
}
