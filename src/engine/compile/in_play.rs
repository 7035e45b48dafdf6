//! Pattern rows: Cards in play as the targets of effects: Allies, Drills, Non-Combat cards, Battlegrounds and
//! Dragon Balls discarded, removed from the game or changed by a card's text.
//!
//! Rows are tried after the core table ([`super::patterns::PATTERNS`]); see that module for the
//! placeholders a pattern may use.

use super::patterns::Pattern;

/// The rows of this family.
pub const PATTERNS: &[Pattern] = &[];
