//! The Discard Step as a card changes it (CRD 3.0.0 Sequence of Play, item 6: "you may have no
//! more than 1 card in your hand at the end of this step"): a Constant Combat Power that lets its
//! player keep more cards (`hand_kept.rs`) and a Drill placed into play instead of the discard
//! pile when discarded from the hand (`discarded_into_play.rs`), and cards used at the
//! beginning of a Discard Step (`opening_uses.rs`). Read by the Discard Step
//! (`turn/end_of_turn.rs`, `turn/discard_step_changes.rs`) through `discard_step_resolve.rs`.

pub(in crate::engine) mod discard_step_resolve;
pub mod discarded_into_play;
pub mod hand_kept;
pub mod opening_uses;
