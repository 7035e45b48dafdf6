//! Pattern rows: Triggered and once-per-Combat effects: "When entering Combat", "After you perform a successful
//! attack", "Once per Combat", "Whenever ...".
//!
//! Rows are tried after the core table ([`super::patterns::PATTERNS`]); see that module for the
//! placeholders a pattern may use.

use super::patterns::Pattern;

/// The rows of this family.
pub const PATTERNS: &[Pattern] = &[];
