//! Pattern rows: a Constant Combat Power its own text lets an Ally use without being in control
//! of Combat ("Grand Kai does not need to take control of Combat to use this power", "(Majin
//! Babidi does not have to be in control of Combat to use this Constant Combat Power)"), against
//! CRD 3.0.0 "Allies Taking Over Combat" ("Allies cannot use their Personality Powers or
//! Constant Combat Powers unless they are in control of Combat"). Resolved by
//! `outside_control_resolve.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "power-outside-control-text",
    pattern: r"[a-z0-9 .,'-]+? (?:does not|doesn't) (?:have|need) to (?:take over combat|take control of combat|be in control of combat) to use this (?:constant combat )?power",
    build: |_| one(Effect::PowerOutsideControl),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_for;
    use crate::engine::effects::Effect;

    /// The pool's wordings: Grand Kai Lv.1, Dende (Cell Games Saga #114), Majin Babidi (Majin
    /// Buu Saga #188), Jewel Lv.1, Android 14 Lv.1; the sentence is read, the rest kept.
    #[test]
    fn the_pools_outside_control_sentences() {
        for text in [
            "(Constant Combat Power) All your attacks do +1 power stages of damage. Grand Kai does not need to take control of Combat to use this power.",
            "(Constant Combat Power) Whenever you redirect damage to one of your other Allies, prevent 3 power stages from that attack. Dende does not have to take over Combat to use this Constant Combat Power.",
            "(Majin Babidi does not have to be in control of Combat to use this Constant Combat Power) Constant Combat Power: All attacks your Allies perform do an additional +3 life cards of damage.",
            "(Constant Combat Power) Android 14 does not have to take over Combat to use this power. You may discard a card from your hand to perform a physical attack doing +2 life cards of damage.",
        ] {
            let effects = compile_for(text, false).effects;
            assert!(effects.contains(&Effect::PowerOutsideControl), "{text}: {effects:?}");
            assert!(
                !effects.iter().any(|e| matches!(e, Effect::Manual(s) if s.contains("to use this"))),
                "{text}: {effects:?}"
            );
        }
    }
}
