//! Pattern rows of `damage::zero_base_damage`: a card in play whose player takes no damage from
//! an attack whose Base Damage is 0 (Red Hunger Drill: "You do not take damage from attacks with a
//! Base Damage of 0"; CRD 3.0.0 Battle Sequence step 9 defines Base Damage without modifiers).
//! Read only from a Drill in play; applied at the end of step 10 (`zero_base_damage_resolve.rs`).

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    // Red Hunger Drill (Kid Buu Saga #113).
    name: "no-damage-from-zero-base-damage",
    pattern: r"you do not take damage from attacks with a base damage of (?:0|zero)",
    build: |_| one(Effect::NoDamageFromZeroBaseDamage),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_for;
    use crate::engine::effects::Effect;

    /// Red Hunger Drill's first sentence, read on a Drill in play only.
    #[test]
    fn red_hunger_drills_immunity_is_read_on_a_drill() {
        let text = "You do not take damage from attacks with a Base Damage of 0.";
        assert_eq!(
            compile_for(text, true).effects,
            vec![Effect::NoDamageFromZeroBaseDamage]
        );
        assert_ne!(
            compile_for(text, false).effects,
            vec![Effect::NoDamageFromZeroBaseDamage]
        );
    }
}
