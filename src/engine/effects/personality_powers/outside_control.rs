//! Pattern rows: a Constant Combat Power its own text lets an Ally use without being in control
//! of Combat ("Grand Kai does not need to take control of Combat to use this power", "(Majin
//! Babidi does not have to be in control of Combat to use this Constant Combat Power)"), against
//! CRD 3.0.0 "Allies Taking Over Combat" ("Allies cannot use their Personality Powers or
//! Constant Combat Powers unless they are in control of Combat"); a Main Personality's Constant
//! Combat Power his Allies in control of Combat use too ("If Bojack is your Main Personality,
//! your Allies can use this Constant Combat Power"). Resolved by `outside_control_resolve.rs`.

use crate::engine::compile::patterns::{one, title, Pattern};
use crate::engine::effects::{Condition, Conditional, Effect, Who, WhoIs};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "power-outside-control-text",
        pattern: r"[a-z0-9 .,'-]+? (?:does not|doesn't) (?:have|need) to (?:take over combat|take control of combat|be in control of combat) to use this (?:constant combat )?power",
        build: |_| one(Effect::PowerOutsideControl),
    },
    Pattern {
        // "(Constant Combat Power: If Bojack is your Main Personality, your Allies can use this
        // Constant Combat Power.)" (Bojack Lv.1-Lv.3; the header is read by `compile`): while
        // that personality is its player's Main Personality, his power applies with an Ally in
        // control of Combat too.
        name: "main-personality-power-used-by-allies",
        pattern: r"^if (?P<who>[a-z][a-z .'-]*?) is your main personality, your allies (?:can|may) use this constant combat power$",
        build: |c| {
            one(Effect::Conditional(Conditional {
                condition: Condition::MainPersonalityIs(WhoIs {
                    player: Who::You,
                    is: title(c.s("who")),
                }),
                effects: vec![Effect::PowerOutsideControl],
            }))
        },
    },
];

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

    /// Bojack Lv.1-Lv.3 (Bojack Unbound #8-#10; Lv.3 prints "Main Personal"): the header, then
    /// the permission under "Bojack is your Main Personality" (CRD 3.0.0 "Allies Taking Over
    /// Combat" is the rule it makes an exception to).
    #[test]
    fn bojacks_power_used_by_his_allies() {
        use crate::engine::effects::{Condition, Conditional, Who, WhoIs};
        for text in [
            "(Constant Combat Power: If Bojack is your Main Personality, your Allies can use this Constant Combat Power.)",
            "(Constant Combat Power: If Bojack is your Main Personal, your Allies may use this Constant Combat Power.)",
        ] {
            let c = compile_for(text, false);
            assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
            assert_eq!(
                c.effects,
                vec![
                    Effect::ConstantCombatPower,
                    Effect::Conditional(Conditional {
                        condition: Condition::MainPersonalityIs(WhoIs {
                            player: Who::You,
                            is: "Bojack".into()
                        }),
                        effects: vec![Effect::PowerOutsideControl],
                    })
                ]
            );
        }
    }
}
