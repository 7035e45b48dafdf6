//! Cards in play: cards in play as the targets of effects, Allies, attached cards and Drills (CRD
//! 3.0.0 "Allies", "Attaching", "Drill Cards", "Non-Combat Cards").

pub mod attached;
pub(in crate::engine) mod attached_resolve;
pub mod cards_in_play;
pub(in crate::engine) mod cards_in_play_resolve;
pub mod drill_damage;
pub(in crate::engine) mod drill_damage_resolve;
pub mod drill_events;
pub(in crate::engine) mod drill_events_resolve;
pub mod drill_limits;
pub(in crate::engine) mod drill_limits_resolve;
pub mod drills;
pub(in crate::engine) mod drills_resolve;
pub mod in_play_targets;
pub(in crate::engine) mod in_play_targets_resolve;
