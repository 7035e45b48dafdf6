//! What kind of card a text is compiled for (CRD 3.0.0 "Drill Cards", "Mastery Cards"): a card
//! that is used (Combat cards, personalities, Non-Combat cards), a Drill (in play, never "used"
//! like a Combat card) or a Mastery (in play from before the game begins, its "advantages last
//! throughout the game": its standing wordings, "All of your Blue Style physical attacks do +2
//! life cards of damage", are read as a Constant Combat Power's are).

use crate::corpus::{Card, Corpus};

/// The kind of card a text is read for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reading {
    /// A card that is played or used (Combat, personality, Non-Combat / Non-Drill).
    Used,
    /// A Drill (`super::is_drill`).
    Drill,
    /// A Mastery card.
    Mastery,
}

impl Reading {
    /// The reading of a card of this type and title (`drill`: already decided a Drill).
    pub fn of(card_type: &str, drill: bool) -> Reading {
        if drill {
            Reading::Drill
        } else if card_type.trim().eq_ignore_ascii_case("Mastery") {
            Reading::Mastery
        } else {
            Reading::Used
        }
    }

    /// The reading of a pool card (a Drill as `card_kinds::pool_is_drill` decides).
    pub fn of_pool(card: &Card, corpus: &Corpus) -> Reading {
        Reading::of(
            &card.card_type,
            crate::engine::card_kinds::pool_is_drill(card, corpus),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Reading;
    use crate::engine::compile::{compile_read, compile_with_sentences, Coverage};

    /// Blue Style Mastery (Majin Buu Saga #128, CRD 3.0.0 "Mastery Cards"): its styled modifier
    /// is read on the Mastery, and stays the judge's on a card that is used.
    #[test]
    fn mastery_cards_a_styled_modifier_is_read_on_a_mastery_only() {
        let text = "All of your Blue Style physical attacks do +2 life cards of damage.";
        assert_eq!(Reading::of("Mastery", false), Reading::Mastery);
        assert_eq!(
            compile_read(text, Reading::Mastery).0.coverage,
            Coverage::Full
        );
        assert_ne!(
            compile_with_sentences(text, false).0.coverage,
            Coverage::Full
        );
    }
}
