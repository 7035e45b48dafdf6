//! Rulings that rewrite only the opening words of a card: "This card should read "Once per turn,
//! in place of an attack..."" (Speaking With the King Drill). The quoted opening ends in "..."
//! (the rest of the card as printed); the clauses it shares with the printed text's opening are
//! kept and the ones it adds are put in after them, so the card is read as the ruling says.

use crate::corpus::{Card, Corpus};

/// The words that introduce such a ruling's quote (lowercase).
const LEADS: &[&str] = &["this card should read "];

/// Quote marks a ruling may open and close its quote with.
const OPEN: &[char] = &['"', '“'];
const CLOSE: &[char] = &['"', '”'];

/// The quoted opening of a "should read "..."" ruling, without its closing dots.
fn quoted_opening(ruling: &str) -> Option<&str> {
    let lower = ruling.to_lowercase();
    let at = LEADS
        .iter()
        .find_map(|l| lower.find(l).map(|i| i + l.len()))?;
    // Lowercasing keeps byte offsets for the ASCII lead words.
    let rest = ruling.get(at..)?.strip_prefix(OPEN)?;
    let end = rest.find(CLOSE)?;
    let quoted = rest.get(..end)?.trim_end();
    quoted
        .strip_suffix("...")
        .or_else(|| quoted.strip_suffix('…'))
        .map(|q| q.trim_end_matches([',', ' ']))
}

/// The comma-separated clauses of an opening, lowercase and trimmed.
fn clauses(s: &str) -> Vec<String> {
    s.split(',')
        .map(|c| c.trim().to_lowercase())
        .filter(|c| !c.is_empty())
        .collect()
}

/// `text` with the opening a ruling gives it: the printed text must open with the quote's first
/// clause; the clauses of the quote it lacks are put in after the ones it shares. `None` when
/// the quote does not extend the text's opening (nothing to place, or already printed).
pub fn rewrite_opening(text: &str, opening: &str) -> Option<String> {
    let quote = clauses(opening);
    let mut shared = 0;
    let mut at = 0; // byte offset in `text` after the shared clauses and their comma
    for q in &quote {
        let rest = text.get(at..)?;
        let trimmed = rest.trim_start();
        let lead = rest.len() - trimmed.len();
        let Some(head) = trimmed.get(..q.len()) else {
            break;
        };
        if !head.eq_ignore_ascii_case(q) || !trimmed[q.len()..].starts_with(',') {
            break;
        }
        at += lead + q.len() + 1;
        shared += 1;
    }
    if shared == 0 || shared == quote.len() {
        return None;
    }
    // The added clauses keep the ruling's own words and case.
    let added: Vec<&str> = opening
        .split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .skip(shared)
        .collect();
    Some(format!(
        "{}, {}, {}",
        text.get(..at - 1)?,
        added.join(", "),
        text.get(at..)?.trim_start()
    ))
}

/// The card's `text` with the opening one of its rulings rewrites, and that ruling's id.
pub fn ruled_opening(card: &Card, corpus: &Corpus, text: &str) -> Option<(String, String)> {
    card.rulings.iter().find_map(|id| {
        let ruling = corpus.ruling(id)?;
        let opening = quoted_opening(&ruling.text)?;
        let text = rewrite_opening(text, opening)?;
        Some((text, ruling.id.clone()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CRD 3.0.0 "Specific Card Clarifications": Speaking With the King Drill.
    #[test]
    fn speaking_with_the_king_drill_opens_in_place_of_an_attack() {
        let ruling = "This card should read \"Once per turn, in place of an attack...\" This Drill affects Dragon Balls.";
        let opening = quoted_opening(ruling).unwrap();
        assert_eq!(opening, "Once per turn, in place of an attack");
        let text = "Once per turn, look at the top 3 cards of your Life Deck, put 1 of them in your hand and remove the other 2 from the game.";
        assert_eq!(
            rewrite_opening(text, opening).unwrap(),
            "Once per turn, in place of an attack, look at the top 3 cards of your Life Deck, put 1 of them in your hand and remove the other 2 from the game."
        );
        // Already printed with the opening, or sharing none of it: nothing to place.
        assert_eq!(
            rewrite_opening(
                "Once per turn, in place of an attack, draw a card.",
                opening
            ),
            None
        );
        assert_eq!(rewrite_opening("Draw a card.", opening), None);
        assert_eq!(
            quoted_opening("Treat this card as if it read \"Draw a card.\""),
            None
        );
    }
}
