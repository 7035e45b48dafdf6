//! Timing: when a Combat card may be used (CRD 3.0.0 "Timing Conflicts", "Use When Needed Effects",
//! "The Difference Between “Costs” and “Requirements”").

pub mod use_windows;
pub(in crate::engine) mod use_windows_resolve;
