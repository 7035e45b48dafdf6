//! Effects said in words in the log: the sentence of a card's text each effect was read from
//! (the sentences kept on each card when it was loaded), so a trace line quotes the card, never
//! the engine's JSON. An effect no card sentence gave (one a board file wrote as JSON) is named
//! as the file wrote it, said to be so.

use super::effects::Effect;
use super::state::BoardState;

/// `effects` in words: the quoted sentences of the cards in `state` they were read from, in
/// order and once each; an effect read from no sentence is named as the board file writes it.
pub fn in_words(state: &BoardState, effects: &[Effect]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for e in effects {
        let part = sentence_of(state, e)
            .map(|s| format!("\"{s}\""))
            .unwrap_or_else(|| {
                format!(
                    "(written on the board as {})",
                    serde_json::to_string(e).unwrap_or_default()
                )
            });
        if !parts.contains(&part) {
            parts.push(part);
        }
    }
    parts.join(" ")
}

/// The sentence of some card in play that compiled to `e` (alone or inside another effect).
fn sentence_of(state: &BoardState, e: &Effect) -> Option<String> {
    let mut inside = None;
    for card in &state.cards {
        for (sentence, own) in card.def.sentences.iter() {
            if own.contains(e) {
                return Some(sentence.trim().to_string());
            }
            if inside.is_none() && own.iter().any(|o| contains(o, e)) {
                // An effect inside the text a sentence gives ("All of your Saiyan Style attacks
                // gain "Raise your anger 1 level. Gain 3 power stages."") is said in the words
                // given, not the giving sentence's.
                inside = Some(gained_text(sentence).unwrap_or_else(|| sentence.trim().to_string()));
            }
        }
    }
    inside
}

/// The quoted text a sentence gives ("... attacks gain "TEXT"", "... gains "TEXT""), if it gives
/// one.
fn gained_text(sentence: &str) -> Option<String> {
    let lower = sentence.to_lowercase();
    if lower.len() != sentence.len() {
        return None;
    }
    let at = ["gains \"", "gain \"", "gain, \""]
        .iter()
        .find_map(|w| lower.find(w).map(|i| i + w.len()))?;
    let end = sentence.rfind('"').filter(|&e| e > at)?;
    // A board's own card text may hold any characters: a slice off a character boundary is none.
    Some(sentence.get(at..end)?.trim().to_string())
}

/// True when `outer` holds `e` among the effects it carries (a condition's, an "If successful"
/// group's, a "you may" choice's).
fn contains(outer: &Effect, e: &Effect) -> bool {
    let json = serde_json::to_string(e).unwrap_or_default();
    outer != e && serde_json::to_string(outer).is_ok_and(|o| o.contains(&json))
}

#[cfg(test)]
mod tests {
    /// CRD 3.0.0 "Gaining Text": the text gained is what is added to the attack's text.
    #[test]
    fn the_text_a_sentence_gives_is_its_quotation() {
        assert_eq!(
            super::gained_text("All of your Saiyan Style attacks gain \"Raise your anger 1 level. Gain 3 power stages.\"").as_deref(),
            Some("Raise your anger 1 level. Gain 3 power stages.")
        );
        assert_eq!(
            super::gained_text("If \"The Car\" is in play, draw a card."),
            None
        );
    }
}
