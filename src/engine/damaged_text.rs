//! Card text damaged in the card pool as stored (a stray tail after the last full stop:
//! Orange Style Mastery's "... "Attacker Attacks!" phase.00"): the marks, as data, that a
//! sentence quoted to the judge was damaged in transcription, so the judge line says so instead
//! of passing the damage on as the card's words.

use std::sync::OnceLock;

use regex::Regex;

/// The marks of damage (over the sentence as stored) and what each says.
pub const DAMAGE_MARKS: &[(&str, &str)] = &[(
    r"\.\d+$",
    "it ends with digits after its full stop, which no printed card text does",
)];

fn compiled() -> &'static [(Regex, &'static str)] {
    static RES: OnceLock<Vec<(Regex, &'static str)>> = OnceLock::new();
    RES.get_or_init(|| {
        DAMAGE_MARKS
            .iter()
            .filter_map(|&(p, w)| Regex::new(p).ok().map(|r| (r, w)))
            .collect()
    })
}

/// The words a judge line adds after quoting `sentence` when the stored text is damaged
/// ("" when it is not).
pub fn damage_words(sentence: &str) -> String {
    compiled()
        .iter()
        .find(|(r, _)| r.is_match(sentence.trim()))
        .map(|(_, w)| format!("; the card text as stored is damaged: {w}"))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::damage_words;

    /// Orange Style Mastery's stored text ends "phase.00"; West City's is whole.
    #[test]
    fn a_stray_tail_after_the_full_stop_is_marked() {
        assert!(!damage_words("your opponent can't play a Physical Combat card during his next \"Attacker Attacks!\" phase.00").is_empty());
        assert!(damage_words(
            "All players are considered to have +4 Allies in play for card effects."
        )
        .is_empty());
    }
}
