//! League Only / Tuff Enuff Only as printed on the cards (CRD 3.0.0 "League Only/Tuff Enuff
//! Only": cards with "League Only" printed on them are legal in all events, "Tuff Enuff Only"
//! cards only in Tuff Enuff events, "League and Tuff Enuff Only" cards count as Tuff Enuff
//! Only).
//!
//! A card carries a restriction when a sentence or parenthesis of its text is a list of names
//! followed by `only` (`League only.`, `(Tuff Enuff Only)`, `League, Tuff Enuff, and Goku
//! only.`) and one of those names is a [`PRINTED_RESTRICTIONS`] key. The text read is the
//! printed text, and the current text when a "Treat this card as if it read" replacement
//! supplies it (the replacement is the card's text as the documents print it).

use crate::corpus::card::{Card, CardLegality};
use crate::corpus::document::Document;
use crate::corpus::legality::LegalityStatus;
use crate::corpus::names::normalise;

/// The section that gives the printed restrictions their meaning.
pub const RESTRICTIONS_SECTION: &str = "crd-3.0.0/league-only-tuff-enuff-only";

/// Names in an `... only` clause (normalised) and the status they give. The first row that
/// matches wins: "League and Tuff Enuff Only" cards are Tuff Enuff Only.
pub const PRINTED_RESTRICTIONS: &[(&str, LegalityStatus)] = &[
    ("tuff enuff", LegalityStatus::TuffEnuffOnly),
    // CRD 3.0.0's replacement text for Scientific Repatching spells it "Tuff Enuuff only".
    ("tuff enuuff", LegalityStatus::TuffEnuffOnly),
    ("league", LegalityStatus::LeagueOnly),
];

/// The restriction a card text prints, with the clause that prints it.
pub fn printed_restriction(text: &str) -> Option<(LegalityStatus, String)> {
    let clauses = text.split(['.', '(', ')']).map(str::trim);
    let mut found: Option<(usize, String)> = None;
    for clause in clauses {
        let lower = clause.to_lowercase();
        let Some(names) = lower.strip_suffix(" only") else {
            continue;
        };
        let names: Vec<String> = names
            .split(',')
            .flat_map(|p| p.split(" and "))
            .map(normalise)
            .filter(|n| !n.is_empty())
            .collect();
        let row = PRINTED_RESTRICTIONS
            .iter()
            .position(|(key, _)| names.iter().any(|n| n == key));
        if let Some(row) = row {
            if found.as_ref().is_none_or(|(r, _)| row < *r) {
                found = Some((row, clause.to_string()));
            }
        }
    }
    found.and_then(|(row, clause)| PRINTED_RESTRICTIONS.get(row).map(|(_, s)| (*s, clause)))
}

/// The document holding [`RESTRICTIONS_SECTION`], if loaded.
pub fn restrictions_doc(documents: &[Document]) -> Option<String> {
    documents
        .iter()
        .find(|d| d.sections.iter().any(|s| s.id == RESTRICTIONS_SECTION))
        .map(|d| d.meta.id.clone())
}

/// Tags every card whose text prints a restriction with its status, citing
/// [`RESTRICTIONS_SECTION`] of document `doc`. Returns the cards tagged per status.
pub fn tag_printed_legality(cards: &mut [Card], doc: &str) -> Vec<(LegalityStatus, usize)> {
    let mut counts: Vec<(LegalityStatus, usize)> = Vec::new();
    for card in cards.iter_mut() {
        let replaced = card.current_text_source.is_some() && card.current_text != card.printed_text;
        let found = printed_restriction(&card.printed_text)
            .map(|(s, c)| (s, c, "printed_text"))
            .or_else(|| {
                replaced
                    .then(|| printed_restriction(&card.current_text))
                    .flatten()
                    .map(|(s, c)| (s, c, "current_text"))
            });
        let Some((status, clause, field)) = found else {
            continue;
        };
        let item = CardLegality {
            status,
            doc: doc.to_string(),
            section: RESTRICTIONS_SECTION.to_string(),
        };
        if card.legality.contains(&item) {
            continue;
        }
        card.legality.push(item);
        card.sources.insert(
            format!("legality.{}", super::status_key(status)),
            format!("{RESTRICTIONS_SECTION} ({field}: \"{clause}\")"),
        );
        match counts.iter_mut().find(|(s, _)| *s == status) {
            Some((_, n)) => *n += 1,
            None => counts.push((status, 1)),
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clauses() {
        let s = |t: &str| printed_restriction(t).map(|(s, _)| s);
        assert_eq!(
            s("League only. Show your opponent your hand."),
            Some(LegalityStatus::LeagueOnly)
        );
        assert_eq!(
            s("League and Tuff Enuff only. Use as a defense."),
            Some(LegalityStatus::TuffEnuffOnly)
        );
        assert_eq!(
            s("League, Tuff Enuff, and Goku only. Physical attack doing +4 power stages."),
            Some(LegalityStatus::TuffEnuffOnly)
        );
        assert_eq!(
            s("League and Gohan only. Defense Shield."),
            Some(LegalityStatus::LeagueOnly)
        );
        assert_eq!(
            s("(Tuff Enuff Only) Physical attack doing 6 power stages of damage."),
            Some(LegalityStatus::TuffEnuffOnly)
        );
        assert_eq!(
            s("... discards it. (Tuff Enuff only)"),
            Some(LegalityStatus::TuffEnuffOnly)
        );
        assert_eq!(
            s("(Use at the end of your turn.) Tuff Enuuff only. Play the top 2 cards."),
            Some(LegalityStatus::TuffEnuffOnly)
        );
        assert_eq!(s("You can use Tuff Enuff only cards."), None);
        assert_eq!(
            s("When an attack you perform with a Tuff Enuff only card becomes successful, draw."),
            None
        );
        assert_eq!(s("Goku only. Physical attack."), None);
    }
}
