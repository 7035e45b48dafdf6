//! A card used at the moment a player's anger reaches the level that would advance him: "Use when
//! your opponent's anger level reaches 5 or more to set their anger level to 3 instead of gaining
//! a personality level" (King Cold Smiles, CRD 3.0.0 rewrite): [`Effect::AngerReachedInstead`].
//! Resolved in `anger_windows_resolve.rs` (the `use` armed before a step) and `levels.rs`.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// "Use when your opponent's anger level reaches `at` or more to set their anger level to `to`
/// instead of gaining a personality level".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AngerReached {
    /// The anger the opponent reaches.
    pub at: u32,
    /// The anger he is set to instead of gaining a level.
    pub to: u32,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "use-when-opponent-anger-reaches-set-instead",
    pattern: r"use when your opponent's anger level reaches {n} or more to set (?:their|his|her) anger level to {m} instead of gaining a personality level",
    build: |c| {
        one(Effect::AngerReachedInstead(AngerReached {
            at: c.n("n")?,
            to: c.n("m")?,
        }))
    },
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;

    /// King Cold Smiles as CRD 3.0.0 "Specific Card Clarifications" rewrites it.
    #[test]
    fn king_cold_smiles() {
        let e = compile_text("Use when your opponent's anger level reaches 5 or more to set their anger level to 3 instead of gaining a personality level. Remove from the game after use.").effects;
        assert_eq!(
            e,
            vec![
                Effect::AngerReachedInstead(AngerReached { at: 5, to: 3 }),
                Effect::RemoveFromGameAfterUse
            ]
        );
    }
}
