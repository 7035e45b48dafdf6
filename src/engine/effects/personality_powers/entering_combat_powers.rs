//! Pattern rows: a Personality Power used when entering Combat under the condition that the
//! personality "has not used any other personality powers this turn" (Tapkar Lv.1-Lv.3, as CRD
//! 3.0.0 rewrites them): a trigger of the Prepare Phase with that condition, counted as a power
//! used this turn when it fires (CRD 3.0.0 "Power-Up Rating (PUR)": "only used once per turn").

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::triggers::triggered_effects::{clause_where, executable, trigger};
use crate::engine::effects::{Condition, Effect, TriggerEvent};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "power-if-no-other-powers-used",
    pattern: r"(?:(?P<ccp>constant combat power):? )?if (?P<name>[a-z][a-z.' -]*?) has not used any other personality powers this turn when entering combat as the (?P<role>attacker|defender),? (?P<x>.+)",
    build: no_other_powers,
}];

fn no_other_powers(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let on = match c.s("role") {
        "attacker" => TriggerEvent::EnteringCombatAsAttacker,
        _ => TriggerEvent::EnteringCombatAsDefender,
    };
    let mut pieces = Vec::new();
    // "Constant Combat Power: If Tapkar ..." (Tapkar, the Fastest Lv.3): a Constant Combat
    // Power, not counted as a Personality Power used.
    if c.has("ccp") {
        pieces.push(Piece::Effect(Effect::ConstantCombatPower));
    }
    pieces.extend(trigger(
        on,
        Vec::new(),
        false,
        false,
        Some(Condition::NoPowersUsedThisTurn),
        clause_where(c.s("x"), executable)?,
    )?);
    Some(pieces)
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Condition, Effect, TriggerEvent};

    #[test]
    fn tapkar_lv1_as_the_crd_rewrites_it() {
        let c = compile_text("If Tapkar has not used any other personality powers this turn when entering Combat as the defender, remove the top 4 cards of your Life Deck from the game, draw 2 cards, and raise your anger 3 levels.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        let [Effect::Trigger(t)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(t.on, TriggerEvent::EnteringCombatAsDefender);
        assert_eq!(t.condition, Some(Condition::NoPowersUsedThisTurn));
        assert_eq!(t.effects.len(), 3, "{:?}", t.effects);
    }

    #[test]
    fn tapkar_lv3_as_a_constant_combat_power() {
        let c = compile_text("Constant Combat Power: If Tapkar has not used any other personality powers this turn when entering Combat as the defender, remove the top 8 cards of your Life Deck from the game, draw 3 cards, and raise your anger 5 levels.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(c.effects[0], Effect::ConstantCombatPower);
        assert!(matches!(&c.effects[1], Effect::Trigger(t) if t.effects.len() == 3));
    }
}
