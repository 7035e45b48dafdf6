//! Amounts: what a card counts ("for each card in your hand", "X = your current anger level")
//! and the damage per unit counted (CRD 3.0.0 "Game Effects From Attacks", "Modified Damage").

pub mod count;
pub(in crate::engine) mod count_resolve;
