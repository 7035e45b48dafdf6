//! Pattern rows: a Constant Combat Power that raises the number of cards its player keeps at the
//! end of the Discard Step ("You may discard down to 2 cards instead of 1 during any Discard
//! Step", Majin Buu, Gotenks Absorbed Lv.4; "You may now keep up to 2 cards in your hand at the
//! end of each turn", Black Smoothness Drill): `Effect::DiscardStepKeeps`, read from the Main
//! Personality's Constant Combat Power box and the Drills in play by `discard_step_resolve.rs`.

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::Effect;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "discard-down-to-instead-of-1-during-any-discard-step",
        pattern: r"you may discard down to {n} cards? instead of (?:1|one) during (?:any|every|each|your) discard step",
        build: down_to,
    },
    Pattern {
        // Black Smoothness Drill: the only hand limit of a turn is the Discard Step's ("you may
        // have no more than 1 card in your hand at the end of this step").
        name: "keep-up-to-cards-in-your-hand-at-the-end-of-each-turn",
        pattern: r"you may (?:now )?keep up to {n} cards? in your hand at the end of (?:each|every|your) turn",
        build: down_to,
    },
];

fn down_to(c: &Caps<'_>) -> Option<Vec<Piece>> {
    one(Effect::DiscardStepKeeps(c.n("n")?))
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Effect;

    #[test]
    fn majin_buu_gotenks_absorbed_lv4_keeps_two() {
        let c = compile_text("(Constant Combat Power) You may discard down to 2 cards instead of 1 during any Discard Step. When Majin Buu performs an attack, you may pay an additional +2 power stages to make it a focused attack and do +2 life cards of damage.");
        assert!(
            c.effects.contains(&Effect::DiscardStepKeeps(2)),
            "{:?}",
            c.effects
        );
        assert!(c.effects.contains(&Effect::ConstantCombatPower));
    }

    #[test]
    fn black_smoothness_drill_keeps_two_at_the_end_of_each_turn() {
        let c =
            compile_text("You may now keep up to 2 cards in your hand at the end of each turn.");
        assert_eq!(c.effects, vec![Effect::DiscardStepKeeps(2)]);
    }
}
