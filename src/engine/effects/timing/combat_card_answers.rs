//! An answer inside one attack to the other player's Combat card: "Stops the effects of any combat
//! card. Use when needed." (Trunks Energy Sphere), read with its CRD 3.0.0 ruling: used "before
//! any of the effects of the Combat card have been used, including any costs", after which the
//! player stopped "[does] not get to play or use another card that can stop that attack".
//! [`Effect::StopsCombatCardEffects`], resolved in `combat_card_answers_resolve.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "stops-effects-of-any-combat-card",
    pattern: r"stops the effects of (?:any|a|an opponent's) combat card",
    build: |_| one(Effect::StopsCombatCardEffects),
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Timing;

    /// Trunks Energy Sphere (Trunks Saga #84), as printed; its CRD 3.0.0 ruling gives the moment.
    #[test]
    fn trunks_energy_sphere() {
        let e = compile_text("Stops the effects of any combat card. Use when needed.").effects;
        assert_eq!(
            e,
            vec![
                Effect::StopsCombatCardEffects,
                Effect::Timing(Timing::WhenNeeded)
            ]
        );
    }
}
