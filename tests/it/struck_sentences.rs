//! Rulings that strike a sentence (CRD 3.0.0 "Specific Card Clarifications": "Ignore the last
//! sentence of this card", Garlic Jr.'s Black Water Mist, Krillin's Drill): over the whole pool,
//! every card with such a ruling is read without that sentence, from the ruling.

use crate::support;
use scouter::engine::compile::card_reading::card_reading;
use scouter::engine::compile::sentences::split;
use scouter::engine::compile::struck_sentences::struck_place;

#[test]
fn specific_card_clarifications_every_ignore_a_sentence_ruling_is_applied() {
    let corpus = support::corpus();
    let mut applied = Vec::new();
    for card in corpus.cards() {
        let strikes = card.rulings.iter().find_map(|id| {
            let r = corpus.ruling(id)?;
            struck_place(&r.text).map(|p| (p, r.id.clone()))
        });
        let Some((place, _)) = strikes else { continue };
        let printed = split(&card.current_text);
        if printed.len() < 2 {
            continue;
        }
        let struck = &printed[place.unwrap_or(printed.len() - 1)];
        let reading = card_reading(card, corpus);
        let read = split(&reading.text.text);
        assert!(
            !read.contains(struck),
            "{}: the struck sentence {struck:?} is still read: {read:?}",
            card.name
        );
        assert_eq!(read.len(), printed.len() - 1, "{}: {read:?}", card.name);
        let source = reading.text.power_ruling.clone().unwrap_or_default();
        assert!(
            corpus
                .ruling(&source)
                .is_some_and(|r| struck_place(&r.text).is_some()),
            "{}: read from {source:?}, not the ruling that strikes the sentence",
            card.name
        );
        // The struck sentence is not handed to the judge either.
        assert!(
            !reading
                .compiled
                .manual_sentences()
                .contains(&struck.as_str()),
            "{}",
            card.name
        );
        applied.push(card.name.clone());
    }
    // Krillin's Drill (Saiyan Saga #215) and Garlic Jr's Black Water Mist (Trunks Saga #33).
    for name in ["Krillin's Drill", "Garlic Jr's Black Water Mist"] {
        assert!(applied.iter().any(|n| n == name), "{name}: {applied:?}");
    }
}
