//! Stops: what a defence can stop under its own conditions and where it goes after use (CRD 3.0.0
//! "Defending: The Second Part of an Attack Phase", "Stopping Unstoppable Attacks", "Focused").

pub mod stop_capabilities;
pub(in crate::engine) mod stop_capabilities_resolve;
