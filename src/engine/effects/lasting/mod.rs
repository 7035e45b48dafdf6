//! Lasting effects: what lasts the remainder of Combat, the next Attack Phase or the next attack,
//! held in `CombatFlags::lasting` (CRD 3.0.0 "Floating Effects").

pub mod against_alignment;
pub(in crate::engine) mod against_alignment_resolve;
pub mod floating;
pub(in crate::engine) mod floating_resolve;
pub mod lasting_effects;
pub(in crate::engine) mod lasting_effects_resolve;
pub mod lasting_rules;
pub(in crate::engine) mod lasting_rules_resolve;
