//! Piles: draws, discards, searches and moves between a player's Life Deck, hand, discard pile and
//! removed-from-the-game pile (CRD 3.0.0 "Searching for Cards a.k.a “Cherry Picking Rule”", "Discarding").

pub mod cards_moved;
pub(in crate::engine) mod cards_moved_resolve;
pub mod life_card_to_hand;
pub(in crate::engine) mod life_card_to_hand_resolve;
pub mod piles_chosen;
pub(in crate::engine) mod piles_chosen_resolve;
pub mod search_top;
pub(in crate::engine) mod search_top_resolve;
pub mod searches;
pub(in crate::engine) mod searches_resolve;
