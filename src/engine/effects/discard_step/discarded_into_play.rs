//! Pattern rows: a Drill placed into play instead of the discard pile when it is discarded from
//! its owner's hand ("If this Drill is discarded from you hand, place it into play instead.",
//! Goku's Quickness Drill): `Effect::IntoPlayWhenDiscarded`, read when the Discard Step discards
//! it (`discard_step_resolve.rs`).

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows of this module ("you hand" as printed).
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "drill-discarded-from-hand-placed-into-play-instead",
    pattern: r"if this (?:drill|card) is discarded from your? hand,? place it into play instead",
    build: |_| one(Effect::IntoPlayWhenDiscarded),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Effect;

    #[test]
    fn gokus_quickness_drill_as_printed() {
        let c = compile_text("If this Drill is discarded from you hand, place it into play instead. Whenever an opponent's card makes you discard a card from your hand, draw a card afterward.");
        assert_eq!(c.effects.first(), Some(&Effect::IntoPlayWhenDiscarded));
        // The second sentence is not this row's: still the judge's.
        assert!(
            matches!(c.effects.get(1), Some(Effect::Manual(_))),
            "{:?}",
            c.effects
        );
    }
}
