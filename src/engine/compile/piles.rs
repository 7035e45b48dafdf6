//! Pattern rows: Searches and moves between a player's piles: the Life Deck, the discard pile and the hand
//! (searching for a card, shuffling cards back, looking at or revealing cards).
//!
//! Rows are tried after the core table ([`super::patterns::PATTERNS`]); see that module for the
//! placeholders a pattern may use.

use super::patterns::Pattern;

/// The rows of this family.
pub const PATTERNS: &[Pattern] = &[];
