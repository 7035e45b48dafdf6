//! Pattern rows: `levels::anger_to_advance` — a card in play that changes the anger a player
//! needs to advance a personality level (CRD 3.0.0 "Anger": "Whenever a player has 5 or more
//! anger, that player's Main Personality immediately advances a personality level"): "Your
//! opponent must reach 6 anger to advance a personality level" (Blue Style Mastery, Cosmic
//! Anthology #CA34; "must now reach 6 anger to gain a personality level", Trunks Saga #149), an
//! [`Effect::OpponentAngerToAdvance`] read from the Mastery in play by `levels::change_anger`
//! (`anger_to_advance_resolve`).

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "opponent-anger-to-advance",
    pattern: r"^your opponent must (?:now )?reach {n} anger to (?:advance|gain) a personality level$",
    build: |c| one(Effect::OpponentAngerToAdvance(c.n("n")?)),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_read, reading::Reading, Coverage};
    use crate::engine::effects::Effect;

    /// Blue Style Mastery (Trunks Saga #149, Cosmic Anthology #CA34; CRD 3.0.0 "Anger"): both
    /// printings' wordings read as the opponent's anger needed to advance.
    #[test]
    fn anger_the_opponent_must_reach_6_anger_to_advance() {
        for text in [
            "Your opponent must now reach 6 anger to gain a personality level.",
            "Your opponent must reach 6 anger to advance a personality level.",
        ] {
            let c = compile_read(text, Reading::Mastery).0;
            assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
            assert_eq!(c.effects, vec![Effect::OpponentAngerToAdvance(6)]);
        }
    }
}
