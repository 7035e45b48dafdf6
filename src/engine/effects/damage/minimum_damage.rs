//! Pattern rows of `damage::minimum_damage`: a Drill's minimum damage "after modifiers" ("All of
//! your energy attacks do a minimum of 6 life cards of damage after modifiers") and the sentence
//! that says power stages do not count toward it. Read only from a Drill in play (`compile`'s
//! `drill_only`); how the minimum meets reductions and caps is in `minimum_damage_resolve.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Effect, MinimumDamage};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Energy Empowerment Drill (Babidi Saga #051).
        name: "minimum-damage-after-modifiers",
        pattern: r"all (?:of )?your (?:{kinds} )?attacks do a minimum of {n} life cards? of damage after modifiers",
        build: |c| {
            one(Effect::MinimumDamage(MinimumDamage {
                life_cards: c.n("n")?,
                kinds: c.kinds(),
            }))
        },
    },
    Pattern {
        name: "minimum-counts-life-cards-only",
        pattern: r"power stages of damage are not affected and count as 0 life cards for this effect",
        build: |_| one(Effect::MinimumCountsLifeCardsOnly),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::AttackKind;

    #[test]
    fn minimum_damage_on_a_drill() {
        // Energy Empowerment Drill's current text.
        let text = "All of your energy attacks do a minimum of 6 life cards of damage after modifiers. Power stages of damage are not affected and count as 0 life cards for this effect.";
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![
                Effect::MinimumDamage(MinimumDamage {
                    life_cards: 6,
                    kinds: vec![AttackKind::Energy],
                }),
                Effect::MinimumCountsLifeCardsOnly,
            ]
        );
        // Not read from a card that is used rather than kept in play.
        assert_ne!(compile_for(text, false).coverage, Coverage::Full);
    }
}
