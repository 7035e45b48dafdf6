//! Core pattern rows: where a card goes after use ("Remove from the game after use", "Shuffle into
//! your Life Deck after use", "Stays on the table").
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{AfterUse, Effect};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "remove-from-game-after-use",
        pattern: r"(?:remove|discard) (?:this card |this attack )?from (?:the )?game after use|remove (?:this card |this attack )?from play after use || remove (?:this card )?from the game",
        build: |_| one(Effect::RemoveFromGameAfterUse),
    },
    Pattern {
        name: "shuffle-after-use",
        pattern: r"shuffle (?:this card )?(?:back )?into your life deck after use || (?:and )?is shuffled (?:back )?into your life deck after use || shuffle this card (?:back )?into your life deck",
        build: |_| one(Effect::AfterUse(AfterUse::ShuffleIntoLifeDeck)),
    },
    Pattern {
        name: "bottom-after-use",
        pattern: r"place (?:this card )?(?:at|on) the bottom of your life deck after use || place this card (?:at|on) the bottom of your life deck",
        build: |_| one(Effect::AfterUse(AfterUse::BottomOfLifeDeck)),
    },
    Pattern {
        name: "stays-on-table",
        pattern: r"(?:(?:this (?:card|attack)|it) )?(?:stays|remains) (?:on the table|in play) to be used {n} more times?(?: this combat| during this combat)?",
        build: |c| one(Effect::UsesThisCombat(c.n("n")?)),
    },
];
