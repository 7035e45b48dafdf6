//! Pattern rows of `damage::unmodified_damage`: an attack whose damage "cannot be modified"
//! (Chapuchai's Multiform: "Damage from this attack cannot be modified."): at Battle Sequence
//! step 10 no modifier is added to its Base Damage (CRD 3.0.0 "Modified Damage": a modifier "is
//! always added on top of the Base Damage"); resolved in `unmodified_damage_resolve.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    // Chapuchai's Multiform (World Games Saga #056).
    name: "damage-cannot-be-modified",
    pattern: r"(?:the )?damage (?:from|of) this attack cannot be modified",
    build: |_| one(Effect::DamageCannotBeModified),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Effect;

    /// Chapuchai's Multiform, read in full: its stated damage with no modifier (CRD 3.0.0
    /// "Modified Damage").
    #[test]
    fn chapuchais_multiform_damage_cannot_be_modified() {
        let c = compile_text("Chapuchai only. Physical attack doing 1 life card of damage. This attack stays on the table to be used 4 more times this Combat. Damage from this attack cannot be modified. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::DamageCannotBeModified));
    }

    /// Damage "prevented" is not damage "modified" (CRD 3.0.0 "A Note about Damage
    /// Prevention"): a sentence about prevention is not read by this row.
    #[test]
    fn prevention_is_not_this_row() {
        let c = compile_text("Damage from this attack cannot be prevented.");
        assert!(!c.effects.contains(&Effect::DamageCannotBeModified));
    }
}
