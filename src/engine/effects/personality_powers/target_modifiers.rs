//! Pattern rows: a power's "+N" to its player's attacks replaced against one defender ("All of
//! your physical attacks do +2 power stages of damage. If your physical attacks are performed
//! against Videl, they do +3 power stages of damage instead.": Majin Spopovich Lv.1). The
//! replacement is a [`Effect::ModifyInstead`] under [`Condition::Against`] the personality (or
//! group) named, which `amounts::instead` pairs with the earlier modifier of the same kinds (that
//! one gets "not against"); read at Battle Sequence step 10 like the power's other modifiers.

use crate::engine::compile::patterns::{modifier, title, Pattern, Piece};
use crate::engine::effects::{Condition, Conditional, Effect, Scope};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "attacks-against-a-personality-do-more-instead",
    pattern: r"^if your (?:{kinds} )?attacks are performed against (?:a |an )?(?P<who>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?), they do \+{n} {unit}(?: of damage)? instead$",
    build: |c| {
        Some(vec![Piece::Effect(Effect::Conditional(Conditional {
            condition: Condition::Against(title(c.s("who"))),
            effects: vec![Effect::ModifyInstead(modifier(
                c.damage("unit", c.n("n")?),
                1,
                Scope::YourAttacks,
                c.kinds(),
            ))],
        }))])
    },
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;
    use crate::engine::effects::{AttackKind, Condition, Conditional, Effect, Modifier, Scope};

    fn physical(power_stages: i32) -> Effect {
        Effect::Modify(Modifier {
            power_stages,
            life_cards: 0,
            scope: Scope::YourAttacks,
            kinds: vec![AttackKind::Physical],
        })
    }

    /// Majin Spopovich Lv.1 (World Games Saga #136), CRD 3.0.0 Battle Sequence step 10 and
    /// "Secondary Effects" (one amount or the other): +2 to his physical attacks, +3 against
    /// Videl instead.
    #[test]
    fn spopovich_does_more_against_videl_instead() {
        let c = compile_for("(Constant Combat Power) All of your physical attacks do +2 power stages of damage. If your physical attacks are performed against Videl, they do +3 power stages of damage instead.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let videl = Condition::Against("Videl".into());
        assert_eq!(
            constant_effects(&c.effects),
            &[
                Effect::ConstantCombatPower,
                Effect::Conditional(Conditional {
                    condition: Condition::Not(Box::new(videl.clone())),
                    effects: vec![physical(2)],
                }),
                Effect::Conditional(Conditional {
                    condition: videl,
                    effects: vec![physical(3)],
                }),
            ]
        );
        // Nothing earlier to replace: the judge's.
        let c = compile_for("(Constant Combat Power) If your physical attacks are performed against Videl, they do +3 power stages of damage instead.", false);
        assert_ne!(c.coverage, Coverage::Full);
    }
}
