//! The turn's numbers a card in play changes outside Combat (issue 18): the power stages a
//! player's personalities gain in his Power-Up Step (`power_up_stages.rs`: "All of your
//! opponent's personalities gain 1 less power stage when they power up during the Power Up Step",
//! Saiyan Agression Drill), read by `turn/power_up.rs` through `power_up_stages_resolve.rs`.

pub mod power_up_stages;
pub(in crate::engine) mod power_up_stages_resolve;
