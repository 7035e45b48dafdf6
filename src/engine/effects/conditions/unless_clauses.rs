//! "Unless <condition>, <effects>": the effects apply when the condition, read by
//! [`crate::engine::effects::conditions::if_clauses::parse`], does not hold. One pattern row,
//! tried right after [`crate::engine::effects::conditions::condition_phrases::PATTERNS`].

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::conditions::if_clauses::parse;
use crate::engine::effects::Condition;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "unless-condition",
    pattern: r"unless (?P<cond>[^,]+), (?P<x>(?:this|it|the|raise|lower|draw|gain|lose|your|you|discard|remove|shuffle|place)\b.+)",
    build: |c| {
        let cond = parse(c.s("cond"))?;
        Some(vec![Piece::Conditional(
            Condition::Not(Box::new(cond)),
            c.s("x").to_string(),
        )])
    },
}];
