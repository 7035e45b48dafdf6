//! Pattern rows: `piles::life_card_to_hand` — the last wordings of attack, defence and Drill
//! cards the CRD 3.0.0 errata rewrites ("Treat this card as if it read ...") that no other
//! table reads:
//!
//! - a defence's replacement of the first life card of damage ("If your opponent's attack does
//!   life cards of damage to you, you may take the first life card of damage from that attack
//!   and place it in your hand instead of discarding it", Krillin's Physical Defense), read as
//!   [`Effect::FirstLifeCardToHand`] and done at Battle Sequence step 13.
//!
//! Every row is anchored to the whole sentence as the errata writes it; a sentence that does
//! not read fully stays with the judge.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    // Krillin's Physical Defense (CRD 3.0.0 errata). The card is played as a defence (its
    // first sentence), so "that attack" is the attack it is played against.
    name: "first-life-card-of-damage-to-hand",
    pattern: r"if your opponent's attack does life cards of damage to you, you may take the first life card of damage from that attack and place it in your hand instead of discarding it",
    build: |_| one(Effect::FirstLifeCardToHand),
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    #[test]
    fn krillins_physical_defense() {
        let c = compile_text(
            "Play this card as a defense. If your opponent's attack does life cards of damage to you, you may take the first life card of damage from that attack and place it in your hand instead of discarding it. If used by Krillin, this card stays in play to be used on more time this Combat.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::FirstLifeCardToHand), "{c:#?}");
    }
}
