//! LackeyCCG decklists (`.dek`): `<deck>` holds `<superzone name="...">` elements, each with one
//! `<card>` per copy: `<card><name id="...">Goku (Lvl 1)</name><set>SaiyanSaga</set></card>`.
//! The set key (the pool's `set_raw`) narrows the name to that set's printings.

use super::list::{zone_for_header, DeckEntry, DeckList, Format};
use super::xml;
use super::DeckError;

/// Parses a `.dek` file.
pub fn parse(text: &str) -> Result<DeckList, DeckError> {
    let elements = xml::elements(text)?;
    if elements.first().is_none_or(|e| e.name != "deck") {
        return Err(DeckError::Unreadable {
            line: 1,
            message: "a LackeyCCG deck starts with <deck>".into(),
        });
    }
    let mut entries = Vec::new();
    for (i, card) in elements
        .iter()
        .enumerate()
        .filter(|(_, e)| e.name == "card")
    {
        let bad = |message: String| DeckError::Unreadable {
            line: card.line,
            message,
        };
        let zone_name = card
            .ancestors
            .iter()
            .rev()
            .find(|(n, _)| n == "superzone" || n == "zone")
            .and_then(|(_, attrs)| xml::find(attrs, "name"))
            .ok_or_else(|| bad("a <card> outside a <superzone name=...>".into()))?;
        let zone =
            zone_for_header(zone_name).ok_or_else(|| bad(format!("unknown zone {zone_name:?}")))?;
        // The <name> and <set> children follow the card in document order.
        let child = |tag: &str| {
            elements[i + 1..]
                .iter()
                .take_while(|e| e.ancestors.len() > card.ancestors.len())
                .find(|e| e.name == tag)
        };
        let name = child("name")
            .map(|e| e.text.clone())
            .filter(|n| !n.is_empty())
            .ok_or_else(|| bad("a <card> without a <name>".into()))?;
        entries.push(DeckEntry {
            count: 1,
            name,
            zone: Some(zone),
            line: card.line,
            source_id: child("set")
                .map(|e| e.text.clone())
                .filter(|s| !s.is_empty()),
        });
    }
    Ok(DeckList {
        format: Format::Lackey,
        entries,
        alignment: None,
    })
}
