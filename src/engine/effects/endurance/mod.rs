//! Endurance changed by card text (CRD 3.0.0 "Keywords: Endurance"). The keyword itself is
//! read by the core table (`compile/patterns.rs`) and dealt with the life cards of damage (`damage.rs`).

pub mod endurance_changes;
