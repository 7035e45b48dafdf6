//! Core pattern rows: when a card is used as it says ("Use when needed", "Use when entering
//! Combat", "in place of an attack").
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Effect, Timing};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "use-when-needed",
        pattern: r"use when needed|use this card when needed",
        build: |_| one(Effect::Timing(Timing::WhenNeeded)),
    },
    Pattern {
        name: "use-when-entering-combat",
        pattern: r"use (?:this card )?when entering combat",
        build: |_| one(Effect::Timing(Timing::WhenEnteringCombat)),
    },
    Pattern {
        name: "in-place-of-an-attack",
        pattern: r"use (?:this card )?in place of an attack|this card is used in place of an attack",
        build: |_| one(Effect::Timing(Timing::InPlaceOfAttack)),
    },
];
