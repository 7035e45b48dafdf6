//! Pattern rows: a Non-Combat card placed into play from the hand right after its player takes
//! damage from an attack ("Play this card immediately after taking damage from an attack.",
//! Namekian Finishing Effort; its CRD 3.0.0 ruling: "Whenever you take damage from one of your
//! opponent's attacks, you may place this card directly into play from your hand. You can only
//! use it during your Attacker Attacks phase like a regular Non-Combat card"):
//! `Effect::IntoPlayAfterDamage`, taken by `after_damage_placement_resolve.rs` after step 13.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "play-this-card-immediately-after-taking-damage",
    pattern: r"(?:play this card immediately after taking damage from an attack|whenever you take damage from one of your opponent's attacks,? you may place this card directly into play from your hand)",
    build: |_| one(Effect::IntoPlayAfterDamage),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Effect;

    #[test]
    fn namekian_finishing_effort_printed_and_as_its_ruling_words_it() {
        let printed = compile_text("Play this card immediately after taking damage from an attack. Your opponent discards the top 3 cards from his Life Deck.");
        assert_eq!(printed.effects.first(), Some(&Effect::IntoPlayAfterDamage));
        let ruling = compile_text("Whenever you take damage from one of your opponent's attacks, you may place this card directly into play from your hand.");
        assert_eq!(ruling.effects, vec![Effect::IntoPlayAfterDamage]);
    }
}
