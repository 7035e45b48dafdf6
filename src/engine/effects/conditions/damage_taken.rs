//! Pattern rows: conditions on the life cards of damage a player took this Combat (the record in
//! `battle/damage_taken.rs`): "You can only use this card after you have taken 5 or more life
//! cards of damage from 1 attack this Combat" (Orange Friendship, a requirement), and "<X> at the
//! end of any combat where Goku has suffered 5 or more life cards of damage" (Goku, the Defender
//! Lv.2: X waits for the end of Combat and is used there if the condition holds).

use crate::engine::compile::patterns::{number, one, Pattern, Piece};
use crate::engine::effects::stages::stage_changes::waiting_for_end_of_combat;
use crate::engine::effects::{Condition, Conditional, Effect, LifeCardsSuffered};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "only-after-life-cards-from-one-attack",
        pattern: r"you (?:can|may) only (?:use|play) this card after you have taken (?P<n>\d+|five|six|seven|eight|four|three) or more life cards of damage from (?:1|one) attack this combat",
        build: |c| {
            one(Effect::Requires(Condition::LifeCardsFromOneAttack(number(
                c.s("n"),
            )?)))
        },
    },
    Pattern {
        name: "at-the-end-of-any-combat-where-suffered",
        pattern: r"(?P<x>.+?),? at the end of any combat where (?P<name>[a-z][a-z.' -]*?) has (?:suffered|taken) (?P<n>\d+|five|six|seven|eight|four|three) or more life cards of damage",
        build: |c| {
            let at_least = number(c.s("n"))?;
            let pieces = waiting_for_end_of_combat(c.s("x"))?;
            let [Piece::Effect(Effect::AtEndOfCombat(effects))] = pieces.as_slice() else {
                return None;
            };
            one(Effect::AtEndOfCombat(vec![Effect::Conditional(
                Conditional {
                    condition: Condition::LifeCardsSuffered(LifeCardsSuffered {
                        at_least,
                        level: None,
                    }),
                    effects: effects.clone(),
                },
            )]))
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Condition, Effect};

    #[test]
    fn goku_the_defender_lv2_waits_for_the_end_of_combat_under_its_condition() {
        let c = compile_text("Raise your anger 2 levels at the end of any combat where Goku has suffered 5 or more life cards of damage.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        let [Effect::AtEndOfCombat(v)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        let [Effect::Conditional(k)] = v.as_slice() else {
            panic!("{v:?}")
        };
        assert!(
            matches!(&k.condition, Condition::LifeCardsSuffered(s) if s.at_least == 5 && s.level.is_none())
        );
        assert!(
            matches!(k.effects.as_slice(), [Effect::Anger(_)]),
            "{:?}",
            k.effects
        );
    }

    #[test]
    fn orange_friendship_requires_five_life_cards_from_one_attack() {
        let c = compile_text("You can only use this card after you have taken 5 or more life cards of damage from 1 attack this Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![Effect::Requires(Condition::LifeCardsFromOneAttack(5))]
        );
    }
}
