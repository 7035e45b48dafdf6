//! Core pattern rows: card costs ("Costs 3 power stages to perform", "Discard a card to perform
//! this attack", "The cost of this card is discarding a card from your hand").
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Cost, Effect};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "cost",
        pattern: r"(?:this attack |this card |it )?costs? {n} {unit}(?: to (?:perform|use|play)(?: this (?:attack|card))?)?",
        build: |c| {
            let n = c.n("n")?;
            one(Effect::Cost(if c.s("unit").contains("life") {
                Cost {
                    life_cards: n,
                    ..Cost::default()
                }
            } else {
                Cost {
                    power_stages: n,
                    ..Cost::default()
                }
            }))
        },
    },
    Pattern {
        name: "cost-discard",
        pattern: r"(?:you must )?discard {n} cards? from your hand to (?:perform|use|play) this (?:attack|card) || you have to discard (?P<n>another) card to use this one || the cost of this (?:card|attack) is discarding (?P<n>a|an|another|one|\d+|two|three) cards? from your hand",
        build: |c| {
            one(Effect::Cost(Cost {
                discard_from_hand: if matches!(c.s("n"), "another" | "a" | "an") {
                    1
                } else {
                    c.n("n")?
                },
                ..Cost::default()
            }))
        },
    },
];
