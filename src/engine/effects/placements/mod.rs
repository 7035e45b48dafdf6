//! Cards placed in play outside Combat, and the cards in play that wait for it (issue 18): a
//! Drill that fires "Whenever your opponent places a Battleground into play" or "When you place
//! an Ally into play" (`placement_triggers.rs`), read when the turn's Non-Combat Step places such
//! a card (`turn/non_combat.rs`) through `placement_triggers_resolve.rs`, which also hands to the
//! judge every unread sentence of a card in play that waits for such an event.

pub(in crate::engine) mod discard_pile_arrivals_resolve;
pub mod placement_triggers;
pub(in crate::engine) mod placement_triggers_resolve;
