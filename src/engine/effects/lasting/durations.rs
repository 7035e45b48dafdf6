//! Durations that outlast the one Combat the engine resolves ("until the end of your next
//! turn", "until the end of the game", "for the rest of the game", "next Combat"): the words as
//! data ([`OUTLASTING`]), each with what ends it and the CRD section defining that end. Read by
//! the card reading (`scouter card`) and said when Combat ends (`durations_resolve.rs`).

use std::sync::OnceLock;

use regex::Regex;
use serde::Serialize;

use crate::engine::citations::{self as c, Citation};
use crate::engine::compile::{CompiledCard, SentenceStatus};

/// Duration words that reach past the end of Combat.
#[derive(Debug, Clone, Copy)]
pub struct Outlasting {
    /// The words (a regular expression over the lower-cased sentence).
    pub phrase: &'static str,
    /// What ends the effect, in words.
    pub ends: &'static str,
    /// The section defining that end.
    pub cite: Citation,
}

/// The durations, tried in order.
pub const OUTLASTING: &[Outlasting] = &[
    Outlasting {
        phrase: r"until the end of the game|for the (?:rest|remainder) of the game",
        ends: "the end of the game (a victory)",
        cite: c::CRD_HOW_TO_WIN,
    },
    Outlasting {
        phrase: r"until the end of (?:your|his|her|their|your opponent's|the) (?:next|second) turn",
        ends: "the end of that later turn",
        cite: c::CRD_TURN,
    },
    Outlasting {
        phrase: r"until the end of (?:the|this|your|his) turn|for the rest of (?:the|this) turn",
        ends: "the end of this turn, after its Discard and Rejuvenation Steps",
        cite: c::CRD_TURN,
    },
    Outlasting {
        phrase: r"(?:during |in |for )?(?:your|his|the|your opponent's) next combat",
        ends: "that next Combat, in a later turn's Combat Step",
        cite: c::CRD_TURN_5,
    },
];

/// The duration words `sentence` uses, with the row, if any reaches past Combat.
pub fn outlasting(sentence: &str) -> Option<(&'static Outlasting, String)> {
    static RES: OnceLock<Vec<Option<Regex>>> = OnceLock::new();
    let res = RES.get_or_init(|| {
        OUTLASTING
            .iter()
            .map(|o| Regex::new(o.phrase).ok())
            .collect()
    });
    let lower = sentence.to_lowercase();
    OUTLASTING.iter().zip(res).find_map(|(o, re)| {
        let m = re.as_ref()?.find(&lower)?;
        // "his next combat phase" is an Attack Phase of this Combat (Recoome Boom).
        if lower[m.end()..].starts_with(" phase") {
            return None;
        }
        Some((o, m.as_str().trim().to_string()))
    })
}

/// A sentence the engine reads whose duration it cuts at the end of Combat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DurationNote {
    /// The sentence as printed.
    pub sentence: String,
    /// Its duration words.
    pub lasts: String,
    /// What ends the effect.
    pub ends: &'static str,
    /// The section defining that end.
    pub cite: &'static str,
    /// What the engine does with the duration.
    pub engine: String,
}

/// The card's compiled sentences whose duration outlasts Combat.
pub fn duration_notes(card: &CompiledCard) -> Vec<DurationNote> {
    card.sentences
        .iter()
        .filter(|s| s.status == SentenceStatus::Compiled)
        .filter_map(|s| {
            let (o, lasts) = outlasting(&s.text)?;
            Some(DurationNote {
                sentence: s.text.clone(),
                engine: format!(
                    "the engine resolves one Combat: it holds this to the end of that Combat; the effect stays in force until {} (the judge keeps it)",
                    o.ends
                ),
                lasts,
                ends: o.ends,
                cite: o.cite.id,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_duration_names_its_end() {
        for o in OUTLASTING {
            assert!(Regex::new(o.phrase).is_ok(), "{}", o.phrase);
        }
        let ends = |s: &str| outlasting(s).map(|(o, w)| (o.cite.id, w));
        assert_eq!(
            ends("Your Main Personality gains +2 to his PUR until the end of your next turn."),
            Some((c::CRD_TURN.id, "until the end of your next turn".into()))
        );
        assert_eq!(
            ends("Your PUR is +1 until the end of the game."),
            Some((c::CRD_HOW_TO_WIN.id, "until the end of the game".into()))
        );
        assert_eq!(
            ends("Stops all physical attacks for the remainder of Combat."),
            None
        );
        // Recoome Boom: an Attack Phase of this Combat.
        assert_eq!(
            ends("Playing this card stops a single named opponent from making an energy attack on his next combat phase."),
            None
        );
    }
}
