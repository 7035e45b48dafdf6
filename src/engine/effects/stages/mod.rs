//! Power stages: stages set, raised or lowered by card text, for a personality or every personality
//! of a side (CRD 3.0.0 "Dealing Damage", "Modified Damage").

pub(in crate::engine) mod personality_stages_resolve;
pub mod stage_changes;
pub(in crate::engine) mod stage_changes_resolve;
pub mod state_changes;
