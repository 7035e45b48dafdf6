//! Card text damaged in the card pool as stored (a stray tail after the last full stop:
//! Orange Style Mastery's "... "Attacker Attacks!" phase.00"): the marks, as data, that a
//! sentence quoted to the judge was damaged in transcription, so the judge line says so instead
//! of passing the damage on as the card's words; and a cost the text states twice (Stupendous
//! Strike), paid once, the repeat left to the judge (`compile::repeated_cost_to_judge`).

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

/// The words a judge line adds after quoting `sentence`, a cost that the card's `text` states
/// in another sentence as well ("" when it does not): the engine paid the cost once.
pub fn repeated_cost_words(text: &str, sentence: &str) -> String {
    // (Most unread sentences name no cost: no regex for them, as this is asked at every attack.)
    if !(sentence.contains("Cost") || sentence.contains("cost")) {
        return String::new();
    }
    static COST: OnceLock<Option<Regex>> = OnceLock::new();
    let Some(cost) = COST
        .get_or_init(|| Regex::new(r"(?i)\bcosts? (\d+) power stages?").ok())
        .as_ref()
    else {
        return String::new();
    };
    let Some(stated) = cost.captures(sentence).and_then(|c| c.get(1)) else {
        return String::new();
    };
    let times = cost
        .captures_iter(text)
        .filter(|c| c.get(1).map(|m| m.as_str()) == Some(stated.as_str()))
        .count();
    if times < 2 {
        return String::new();
    }
    format!(
        "; the card text states this cost of {} power stages {times} times, and no document says whether that is one cost or more: the engine paid it once",
        stated.as_str()
    )
}

#[cfg(test)]
mod tests {
    use super::{damage_words, repeated_cost_words};

    /// Stupendous Strike (Kid Buu Saga #30) states its cost twice; Saiyan Energy Orb's text
    /// names no cost.
    #[test]
    fn a_cost_stated_twice_is_said_to_be_paid_once() {
        let text = "Physical attack doing 4 times the Base Damage. Costs 5 power stages to perform. Costs 5 power stages. Quadruple the base damage of this attack.";
        assert!(repeated_cost_words(text, "Costs 5 power stages.").contains("2 times"));
        assert!(repeated_cost_words(
            "Costs 5 power stages to perform.",
            "Costs 5 power stages to perform."
        )
        .is_empty());
    }

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
