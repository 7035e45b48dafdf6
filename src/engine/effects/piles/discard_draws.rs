//! Pattern rows of `piles::discard_draws`: a card used when entering Combat as the defender that
//! draws from the discard pile instead of the Life Deck ("Instead of drawing 3 cards from your life
//! deck, draw the top 3 cards from your discard pile", Hero Advantage and its kin). What it does in
//! the Prepare Phase is in `discard_draws_resolve.rs`. Also a "When you enter Combat as the
//! attacker" trigger's "your opponent draws 1 less card" (Android 16 Lv.1): that Prepare draw is
//! smaller.

use crate::engine::compile::patterns::{one, Pattern, Piece};
use crate::engine::effects::piles::DiscardDrawInstead;
use crate::engine::effects::timing::Timing;
use crate::engine::effects::Effect;

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "prepare-draw-fewer",
        pattern: r"your opponent draws {n} less cards?",
        build: |c| one(Effect::PrepareDrawFewer(c.n("n")?)),
    },
    // Quick Combat Drill (Cell Games Saga #080), the sentence after its "Whenever entering
    // Combat as the defender" trigger, which joins the trigger (`triggers::power_sentences`).
    Pattern {
        name: "own-prepare-draw-fewer",
        pattern: r#"if you do(?: this|so)?,? you draw {n} (?:less|fewer) cards? during your "?defender draws 3 cards"? phase"#,
        build: |c| one(Effect::OwnPrepareDrawFewer(c.n("n")?)),
    },
    Pattern {
        name: "draw-from-discard-instead",
        pattern: r"instead of drawing {n} cards from your life deck, draw the (?P<end>top|bottom) {m} cards from your discard pile",
        build: |c| {
            let count = c.n("n")?;
            if c.n("m")? != count {
                return None;
            }
            one(Effect::DrawFromDiscardInstead(DiscardDrawInstead {
                count,
                bottom: c.s("end") == "bottom",
            }))
        },
    }, // Trunks Prepares (Cell Saga #077): "When defending in Combat, you may draw the bottom 3
    // cards from your discard pile instead of drawing 3 cards from your Life Deck." Its CRD 3.0.0
    // ruling: "This card is used when entering Combat as the Defender": that timing, then the
    // draw the row above reads.
    Pattern {
        name: "when-defending-draw-from-discard-instead",
        pattern: r"when defending in combat, you may draw the (?P<end>top|bottom) {m} cards from your discard pile instead of drawing {n} cards from your life deck",
        build: |c| {
            let count = c.n("n")?;
            if c.n("m")? != count {
                return None;
            }
            Some(vec![
                Piece::Effect(Effect::Timing(Timing::WhenEnteringCombatAsDefender)),
                Piece::Effect(Effect::DrawFromDiscardInstead(DiscardDrawInstead {
                    count,
                    bottom: c.s("end") == "bottom",
                })),
            ])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    #[test]
    fn hero_advantage_draws_from_the_discard_pile_instead() {
        let c = compile_text("Use when entering Combat as the defender. Instead of drawing 3 cards from your life deck, draw the bottom 3 cards from your discard pile.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![
                Effect::Timing(Timing::WhenEnteringCombatAsDefender),
                Effect::DrawFromDiscardInstead(DiscardDrawInstead {
                    count: 3,
                    bottom: true
                })
            ]
        );
    }

    /// CRD 3.0.0 Specific Card Clarifications, Trunks Prepares: "This card is used when entering
    /// Combat as the Defender": the timing the ruling gives, then the draw.
    #[test]
    fn trunks_prepares_is_used_when_entering_combat_as_the_defender() {
        let c = compile_text("When defending in Combat, you may draw the bottom 3 cards from your discard pile instead of drawing 3 cards from your Life Deck.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![
                Effect::Timing(Timing::WhenEnteringCombatAsDefender),
                Effect::DrawFromDiscardInstead(DiscardDrawInstead {
                    count: 3,
                    bottom: true
                })
            ]
        );
    }
}
