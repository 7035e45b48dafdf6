//! A Drill in play that performs an attack (CRD 3.0.0 "Attack Phases": "Use a card you have in
//! play that can perform an attack"; "Drill Cards"): Red Physical Drill's "Once per Combat, you
//! may discard a card from your hand and have your Main Personality pay 2 power stages to perform
//! a physical attack doing +3 power stage of damage", read as a use in place of an attack
//! ([`Effect::DrillInPlaceOfAttack`]) whose effects are the attack, its costs and its modifier;
//! and what the Drill's text does when it is used ("If your opponent's current anger is 0 when
//! you use this Drill, gain 2 power stages", [`Effect::OnDrillUse`]), resolved with that use at
//! Battle Sequence step 3 (`drill_damage_resolve::errata_drill_use`).

use crate::engine::compile::nested_clauses::{compile_clause, compile_fully};
use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::{Cost, DrillUse, Effect};

/// The attack's own words, compiled as an attack card's ("physical attack doing +3 power stages
/// of damage"): the attack and its modifiers only.
fn attack_words(text: &str) -> Option<Vec<Effect>> {
    let (pieces, _) = compile_clause(text, 1)?;
    let mut effects = Vec::new();
    for p in pieces {
        match p {
            Piece::Effect(e @ (Effect::Attack(_) | Effect::Modify(_))) => effects.push(e),
            _ => return None,
        }
    }
    effects
        .iter()
        .any(|e| matches!(e, Effect::Attack(_)))
        .then_some(effects)
}

fn drill_performs_attack(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let mut effects = attack_words(c.s("attack"))?;
    // Not called a cost on the card: a requirement (CRD 3.0.0 "What is a Requirement?").
    effects.push(Effect::RequiredPayment(Cost {
        power_stages: c.n("n")?,
        life_cards: 0,
        discard_from_hand: u32::from(c.has("discard")),
        removes_performer: false,
    }));
    one(Effect::DrillInPlaceOfAttack(DrillUse {
        per_combat: c.has("once").then_some(1),
        per_turn: None,
        your_turn: false,
        effects,
    }))
}

fn on_drill_use(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let effects = compile_fully(&format!("If {}, {}.", c.s("cond"), c.s("x")))?;
    effects
        .iter()
        .all(|e| matches!(e, Effect::Conditional(_)))
        .then(|| vec![Piece::Effect(Effect::OnDrillUse(effects))])
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "drill-performs-attack",
        pattern: r"^(?P<once>once per combat, )?you may (?P<discard>discard a card from your hand and )?have your main personality pay {n} power stages? to perform (?:an? )?(?P<attack>(?:physical|energy) attack doing .+)$",
        build: drill_performs_attack,
    },
    Pattern {
        name: "when-you-use-this-drill",
        pattern: r"^if (?P<cond>.+) when you use this drill, (?P<x>.+)$",
        build: on_drill_use,
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Effect;

    /// Red Physical Drill (Babidi Saga #083): the attack with its two costs, and the gain when
    /// the Drill is used.
    #[test]
    fn red_physical_drill() {
        let c = compile_text("Once per Combat, you may discard a card from your hand and have your Main Personality pay 2 power stages to perform a physical attack doing +3 power stage of damage. If your opponent's current anger is 0 when you use this Drill, gain 2 power stages.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let [Effect::DrillInPlaceOfAttack(u), Effect::OnDrillUse(on)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(u.per_combat, Some(1));
        assert!(
            u.effects.iter().any(
                |e| matches!(e, Effect::RequiredPayment(k) if k.power_stages == 2 && k.discard_from_hand == 1)
            ),
            "{:?}",
            u.effects
        );
        assert!(matches!(on.as_slice(), [Effect::Conditional(_)]), "{on:?}");
    }
}
