//! Triggered and once-per-Combat effects: "When entering Combat", "After you perform a successful
//! attack", "Once per Combat", "Whenever ..." (CRD 3.0.0 "Phase 1: The Prepare Phase", "Secondary Effects").

pub mod triggered_effects;
pub(in crate::engine) mod triggered_effects_resolve;
