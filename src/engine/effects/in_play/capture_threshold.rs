//! Pattern rows: `in_play::capture_threshold` — a Drill in play that sets, for every player, the
//! life cards of damage needed to capture a Dragon Ball (CRD 3.0.0 "Life Card Capture": 5):
//! "It takes only 1 life card of damage to capture a Dragon Ball instead of 5." and "This effect
//! overwrites any effect that changes the life cards of damage needed to capture a Dragon Ball."
//! (Intense Observation Drill; its CRD ruling: "This cards effect is applied to both players").
//! Read at Battle Sequence step 14 by `capture_threshold_resolve`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "capture-threshold-for-all",
        pattern: r"^it takes only {n} life cards? of damage to capture a dragon ball instead of 5$",
        build: |c| one(Effect::CaptureThresholdForAll(c.n("n")?)),
    },
    Pattern {
        name: "capture-threshold-overrides",
        pattern: r"^this effect overwrites any effect that changes the life cards of damage needed to capture a dragon ball$",
        build: |_| one(Effect::CaptureThresholdOverrides),
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::Effect;

    /// Intense Observation Drill (Kid Buu Saga #120; CRD 3.0.0 "Life Card Capture"): both
    /// sentences read on the Drill, neither on a card that is used.
    #[test]
    fn life_card_capture_a_drill_sets_the_threshold_for_every_player() {
        let text = "It takes only 1 life card of damage to capture a Dragon Ball instead of 5. This effect overwrites any effect that changes the life cards of damage needed to capture a Dragon Ball.";
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![
                Effect::CaptureThresholdForAll(1),
                Effect::CaptureThresholdOverrides
            ]
        );
        assert_eq!(compile_for(text, false).coverage, Coverage::Manual);
    }
}
