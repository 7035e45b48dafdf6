//! Pattern rows: Lasting effects and restrictions: what a player may not do for the remainder of Combat (or his
//! next Attack Phase), cost changes, damage reductions that float.
//!
//! Rows are tried after the core table ([`super::patterns::PATTERNS`]); see that module for the
//! placeholders a pattern may use.

use super::patterns::Pattern;

/// The rows of this family.
pub const PATTERNS: &[Pattern] = &[];
