//! Rulings that strike one sentence of a card: "Ignore the last sentence of this card" (CRD
//! 3.0.0 "Specific Card Clarifications": Garlic Jr.'s Black Water Mist, Krillin's Drill). The
//! sentence named (first, second, third or last, as the compiler splits the text) is removed
//! from what the card reads and hands to the judge; the ruling is the text's source, cited
//! where the card acts.

use super::sentences::split;
use crate::corpus::{Card, Corpus};

/// The words that name the struck sentence, lowercase, with its place (`None`: the last).
const ORDINALS: &[(&str, Option<usize>)] = &[
    ("ignore the first sentence of this card", Some(0)),
    ("ignore the second sentence of this card", Some(1)),
    ("ignore the third sentence of this card", Some(2)),
    ("ignore the last sentence of this card", None),
];

/// The place of the sentence a ruling strikes, if it strikes one (`None` inside: the last).
pub fn struck_place(ruling: &str) -> Option<Option<usize>> {
    let lower = ruling.to_lowercase();
    ORDINALS
        .iter()
        .find(|(words, _)| lower.contains(words))
        .map(|&(_, at)| at)
}

/// `text` without the sentence at `place` (`None`: the last); `None` when the text has no
/// such sentence, or only that one (a ruling does not leave a card with nothing to read).
pub fn strike(text: &str, place: Option<usize>) -> Option<String> {
    let mut sentences = split(text);
    if sentences.len() < 2 {
        return None;
    }
    let at = place.unwrap_or(sentences.len() - 1);
    if at >= sentences.len() {
        return None;
    }
    sentences.remove(at);
    Some(sentences.join(" "))
}

/// The card's `text` without the sentence one of its rulings strikes, and that ruling's id.
pub fn ruled_strike(card: &Card, corpus: &Corpus, text: &str) -> Option<(String, String)> {
    card.rulings.iter().find_map(|id| {
        let ruling = corpus.ruling(id)?;
        let place = struck_place(&ruling.text)?;
        Some((strike(text, place)?, ruling.id.clone()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CRD 3.0.0 "Specific Card Clarifications": Garlic Jr.'s Black Water Mist.
    #[test]
    fn garlic_jrs_black_water_mist_reads_without_its_last_sentence() {
        let ruling = "Ignore the last sentence of this card. This card is not a Black Style card, because “Black” is not the first word in the title of the card.";
        assert_eq!(struck_place(ruling), Some(None));
        let text = "Choose on of your opponents allies and remove it from the game. If that ally is removed from the game, raise your anger 2 levels. This card is not considered a black fighting style.";
        assert_eq!(
            strike(text, None).as_deref(),
            Some("Choose on of your opponents allies and remove it from the game. If that ally is removed from the game, raise your anger 2 levels.")
        );
    }

    #[test]
    fn a_struck_place_the_text_lacks_leaves_it_unchanged() {
        assert_eq!(
            struck_place("Ignore the second sentence of this card."),
            Some(Some(1))
        );
        assert_eq!(struck_place("This card is a Drill."), None);
        assert_eq!(strike("Draw a card.", None), None);
        assert_eq!(
            strike("Draw a card. Raise your anger 1 level.", Some(2)),
            None
        );
        assert_eq!(
            strike("Draw a card. Raise your anger 1 level.", Some(0)).as_deref(),
            Some("Raise your anger 1 level.")
        );
    }
}
