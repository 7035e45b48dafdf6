//! Pattern rows of `timing::before_attack`: cards used "immediately before you perform an energy
//! attack" (Power Boost), in the same Attack Phase as the attack they help.
//!
//! - "Use immediately before you perform an energy attack": [`UseWindow::ImmediatelyBefore`];
//! - "You do not pay any costs for the energy attack and it does +2 life cards of damage": a
//!   cost set to 0 and a damage modifier, both of that next attack of the kind ([`Lasts::NextAttack`],
//!   [`NextAttack`]).
//!
//! Resolved in `before_attack_resolve.rs`. Rows are tried in the order of
//! `compile::tables::TABLES`.

use crate::engine::compile::patterns::{one, Caps, Pattern};
use crate::engine::effects::{
    AttackKind, CostModifier, Effect, Lasts, NextAttack, Targets, UseWindow, Who,
};

fn kind(c: &Caps<'_>) -> Option<AttackKind> {
    match c.kinds().as_slice() {
        [k] => Some(*k),
        _ => None,
    }
}

/// "You do not pay any costs for the energy attack": that attack's cost set to 0.
fn no_costs(k: AttackKind) -> Effect {
    Effect::CostModifier(CostModifier {
        player: Some(Who::You),
        what: Targets::Attacks(vec![k]),
        power_stages: 0,
        life_cards: 0,
        set: true,
        minimum: 0,
        lasts: Lasts::NextAttack,
        performer: None,
        that_personality: false,
    })
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "use-immediately-before-you-perform",
        pattern: r"use immediately before you perform an? {kind} attack",
        build: |c| one(Effect::UseWindow(UseWindow::ImmediatelyBefore(kind(c)?))),
    },
    Pattern {
        // Power Boost: "it" is the attack the card is used before.
        name: "no-costs-for-the-attack-and-it-does",
        pattern: r"you do not pay any costs for the {kind} attack,? and it does \+{n} {unit} of damage",
        build: |c| {
            let k = kind(c)?;
            let d = c.damage("unit", c.n("n")?);
            Some(vec![
                crate::engine::compile::patterns::Piece::Effect(no_costs(k)),
                crate::engine::compile::patterns::Piece::Effect(Effect::NextAttack(NextAttack {
                    kinds: vec![k],
                    power_stages: i32::try_from(d.power_stages).ok()?,
                    life_cards: i32::try_from(d.life_cards).ok()?,
                    focused: false,
                    gain: Vec::new(),
                    style: None,
                })),
            ])
        },
    },
    Pattern {
        name: "no-costs-for-the-attack",
        pattern: r"you do not pay any costs for the {kind} attack",
        build: |c| one(no_costs(kind(c)?)),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::read_in_full as full;

    #[test]
    fn power_boost() {
        let e = full("Endurance 3. Use immediately before you perform an energy attack. You do not pay any costs for the energy attack and it does +2 life cards of damage.");
        assert!(e.contains(&Effect::UseWindow(UseWindow::ImmediatelyBefore(
            AttackKind::Energy
        ))));
        assert!(e.contains(&no_costs(AttackKind::Energy)));
        assert!(e.contains(&Effect::NextAttack(NextAttack {
            kinds: vec![AttackKind::Energy],
            life_cards: 2,
            ..NextAttack::default()
        })));
    }
}
