//! Attacks: text an attack or defence card says about the attack itself, and text later attacks
//! of the Combat gain (CRD 3.0.0 "How To Use Attacks", "Game Effects From Attacks", "Gaining Text").

pub mod attack_text;
pub(in crate::engine) mod attack_text_resolve;
pub mod attacks_gain;
pub(in crate::engine) mod attacks_gain_resolve;
