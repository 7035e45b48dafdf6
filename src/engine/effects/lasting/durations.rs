//! Durations that outlast the Combat an effect is made in ("until the end of your next
//! turn", "until the end of the game", "for the rest of the game", "next Combat"): the words as
//! data ([`OUTLASTING`]), each with what ends it and the CRD section defining that end. Read by
//! the card reading (`scouter card`) and said when Combat ends (`durations_resolve.rs`).

use std::sync::OnceLock;

use regex::Regex;
use serde::Serialize;

use crate::engine::citations::{self as c, Citation};
use crate::engine::compile::{CompiledCard, SentenceStatus};
use crate::engine::effects::Effect;

/// Duration words that reach past the end of Combat.
#[derive(Debug, Clone, Copy)]
pub struct Outlasting {
    /// The words (a regular expression over the lower-cased sentence).
    pub phrase: &'static str,
    /// What ends the effect, in words.
    pub ends: &'static str,
    /// The section defining that end.
    pub cite: Citation,
    /// How far it reaches, for a game run turn by turn (`turn::durations`).
    pub reach: Reach,
}

/// How far a duration reaches past the Combat it is made in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// The end of the game.
    Game,
    /// The end of the player's next (or second) turn.
    LaterTurn,
    /// The end of the turn it is made in.
    ThisTurn,
    /// A later turn's Combat.
    NextCombat,
}

/// The durations, tried in order.
pub const OUTLASTING: &[Outlasting] = &[
    Outlasting {
        phrase: r"until the end of the game|for the (?:rest|remainder) of the game",
        ends: "the end of the game (a victory)",
        cite: c::CRD_HOW_TO_WIN,
        reach: Reach::Game,
    },
    Outlasting {
        phrase: r"until the end of (?:your|his|her|their|your opponent's|the) (?:next|second) turn",
        ends: "the end of that later turn",
        cite: c::CRD_TURN,
        reach: Reach::LaterTurn,
    },
    Outlasting {
        phrase: r"until the (?:beginning|start) of (?:your|his|her|their|your opponent's) next turn",
        ends: "the beginning of that later turn, before its Draw Step",
        cite: c::CRD_TURN,
        reach: Reach::LaterTurn,
    },
    Outlasting {
        phrase: r"until the end of (?:the|this|your|his) turn|for the (?:rest|remainder) of (?:the|this) turn",
        ends: "the end of this turn, after its Discard and Rejuvenation Steps",
        cite: c::CRD_TURN,
        reach: Reach::ThisTurn,
    },
    Outlasting {
        phrase: r"(?:during |in |for )?(?:your|his|the|your opponent's) next combat",
        ends: "that next Combat, in a later turn's Combat Step",
        cite: c::CRD_TURN_5,
        reach: Reach::NextCombat,
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
            // A sentence folded into an earlier one (a search's tail: Krillin's Quest's "This
            // Dragon Ball loses its power for the remainder of the game") has no effects of its
            // own: the card's effects say what is kept.
            let effects = if s.effects.is_empty() {
                &card.effects
            } else {
                &s.effects
            };
            let engine = if effects.iter().any(kept_across_turns) {
                format!(
                    "a board run turn by turn keeps this until {}; a board of one Combat holds it to the end of that Combat, and the judge keeps it after",
                    o.ends
                )
            } else {
                format!(
                    "the engine holds this to the end of the Combat it is made in; the effect stays in force until {} (the judge keeps it)",
                    o.ends
                )
            };
            Some(DurationNote {
                sentence: s.text.clone(),
                engine,
                lasts,
                ends: o.ends,
                cite: o.cite.id,
            })
        })
        .collect()
}

/// Effects a game run turn by turn carries past the Combat they are made in (the player's
/// `game` record, followed by `turn::durations`, the victory bars and `turn::turn_spans`): a
/// raised PUR, a barred Most Powerful Personality Victory, victories barred for a number of
/// turns, a prohibition for the turn or up to a next turn (under its condition too).
fn kept_across_turns(effect: &Effect) -> bool {
    use crate::engine::effects::prohibitions::Span;
    matches!(
        effect,
        Effect::PurRaise(_)
            | Effect::PurRaiseLevel
            | Effect::NoMostPowerfulVictory(_)
            | Effect::VictoriesBarred(_)
    ) || matches!(effect, Effect::Search(s) if s.powers_lost)
        || matches!(effect, Effect::Prohibit(p) if matches!(p.lasts, Span::RestOfTurn | Span::NextTurn { .. }))
        || matches!(effect, Effect::Conditional(k) if k.effects.iter().any(kept_across_turns))
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

    /// CRD "The Sequence of Play for One Complete Turn": a raised PUR "until the end of your
    /// next turn" is kept by a board run turn by turn (`turn::durations`); a sentence the engine
    /// holds only to the end of its Combat says the judge keeps it after.
    #[test]
    fn a_duration_kept_across_turns_is_said_so() {
        use crate::engine::compile::compile_text;
        // Orange Chin Break (Majin Buu Saga #022).
        let raise = compile_text(
            "Physical attack doing +2 power stages of damage. Your Main Personality gains +2 to his PUR until the end of your next turn.",
        );
        let notes = duration_notes(&raise);
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(
            notes[0].engine.starts_with(
                "a board run turn by turn keeps this until the end of that later turn"
            ),
            "{}",
            notes[0].engine
        );
        // Time Chamber Training (Cell Saga #079): a damage bonus the engine holds to the end of
        // its Combat.
        let bonus = compile_text(
            "Until the end of the game, all of your successful attacks do +1 power stage of damage. Remove from the game after use.",
        );
        for n in duration_notes(&bonus) {
            assert!(
                n.engine
                    .starts_with("the engine holds this to the end of the Combat it is made in"),
                "{}",
                n.engine
            );
        }
    }
}
