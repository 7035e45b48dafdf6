//! Pattern rows: a power's "+N" to attacks performed with Named cards ("Your physical attacks
//! from Goku Named cards do an additional +3 power stages of damage instead"; "All Goku and
//! Vegeta Named cards that performs attacks do +3 life cards of damage"). A Named card is "a card
//! having a personality's name in its card title" (CRD 3.0.0 Glossary, "Named cards"), read as
//! [`Condition::AttackNamed`] (the Alternate Personality Rule, `engine::named_cards`); an "instead" replaces the power's plain modifier
//! (`amounts::instead`).

use crate::engine::compile::patterns::{title, Caps, Pattern, Piece};
use crate::engine::effects::{Condition, Conditional, Effect, Modifier, Scope};

/// Words before "Named cards" that are not a personality's name ("Any named cards": any
/// personality's, which the card's title alone does not decide).
const NOT_A_NAME: &[&str] = &["any", "all", "your", "the", "of", "their", "his", "her"];

/// The condition "the attack is performed with a <name> Named card" for one or two names.
fn named(c: &Caps<'_>) -> Option<Condition> {
    let mut v = Vec::new();
    for g in ["a", "b"] {
        if !c.has(g) {
            continue;
        }
        let n = c.s(g).trim();
        if NOT_A_NAME.contains(&n) || n.split(' ').any(|w| NOT_A_NAME.contains(&w)) {
            return None;
        }
        v.push(Condition::AttackNamed(title(n)));
    }
    match v.len() {
        0 => None,
        1 => v.pop(),
        _ => Some(Condition::Any(v)),
    }
}

fn modifier(c: &Caps<'_>) -> Option<Modifier> {
    let d = c.damage("unit", c.n("n")?);
    Some(crate::engine::compile::patterns::modifier(
        d,
        1,
        Scope::YourAttacks,
        c.kinds(),
    ))
}

/// True when the condition asks whether the attack's card is a Named card (CRD 3.0.0 Glossary,
/// "Named Card"), also as "not" a Named card: the modifier it carries cites that entry at step 10.
pub(in crate::engine) fn names_a_card(c: &Condition) -> bool {
    match c {
        Condition::AttackNamed(_) => true,
        Condition::Not(c) => names_a_card(c),
        Condition::All(v) | Condition::Any(v) => v.iter().any(names_a_card),
        _ => false,
    }
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "named-card-attacks-instead",
        pattern: r"(?:all (?:of )?)?your (?:{kinds} )?attacks (?:from|with|performed with) (?P<a>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) named cards do (?:an additional )?\+{n} {unit}(?: of damage)? instead",
        build: |c| {
            Some(vec![Piece::Effect(Effect::Conditional(Conditional {
                condition: named(c)?,
                effects: vec![Effect::ModifyInstead(modifier(c)?)],
            }))])
        },
    },
    Pattern {
        name: "named-card-attacks-do-more",
        pattern: r"(?:all )?(?P<a>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?)(?: and (?P<b>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?))? named cards that performs? (?:{kinds} )?attacks do (?:an additional )?\+{n} {unit}(?: of damage)?",
        build: |c| {
            Some(vec![Piece::Effect(Effect::Conditional(Conditional {
                condition: named(c)?,
                effects: vec![Effect::Modify(modifier(c)?)],
            }))])
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{AttackKind, Condition, Conditional, Effect, Modifier, Scope};

    fn effects(text: &str) -> Vec<Effect> {
        compile_text(text)
            .sentences
            .into_iter()
            .flat_map(|s| s.effects)
            .collect()
    }

    fn physical(power_stages: i32) -> Modifier {
        Modifier {
            power_stages,
            life_cards: 0,
            scope: Scope::YourAttacks,
            kinds: vec![AttackKind::Physical],
        }
    }

    /// Goku Lv.1 (Majin Buu Saga #159): +2 to his physical attacks, +3 instead from a Goku
    /// Named card, read as "if not Named, +2; if Named, +3".
    #[test]
    fn goku_named_cards_do_more_instead() {
        let e = effects("(Constant Combat Power) Your physical attacks do an additional +2 power stages of damage. Your physical attacks from Goku Named cards do an additional +3 power stages of damage instead.");
        let named = Condition::AttackNamed("Goku".into());
        assert_eq!(
            e,
            vec![
                Effect::ConstantCombatPower,
                Effect::Conditional(Conditional {
                    condition: Condition::Not(Box::new(named.clone())),
                    effects: vec![Effect::Modify(physical(2))],
                }),
                Effect::Conditional(Conditional {
                    condition: named,
                    effects: vec![Effect::Modify(physical(3))],
                }),
            ]
        );
    }

    /// Vegito Lv.1 (Fusion Saga #123): either name's Named cards.
    #[test]
    fn two_names_named_cards() {
        let e = effects(
            "All Goku and Vegeta Named cards that performs attacks do +3 life cards of damage.",
        );
        assert!(
            matches!(&e[..], [Effect::Conditional(Conditional { condition: Condition::Any(v), effects })]
                if v.len() == 2 && matches!(effects[..], [Effect::Modify(Modifier { life_cards: 3, .. })])),
            "{e:?}"
        );
        // "Any named cards": no personality named, left to the judge.
        assert!(matches!(
            effects("Any named cards that perform attacks do +2 power stages of damage.")[..],
            [Effect::Manual(_)]
        ));
    }
}
