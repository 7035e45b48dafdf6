//! Cards in play bought at a price per card: "For every 2 life cards that you now remove from
//! the game, you may remove from the game 1 opponent drill of your choice" (Straining Defense
//! Move). The type, the pattern row that reads it and its unit tests; the execution is
//! `bought_per_count_resolve.rs`.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Caps, Pattern};
use crate::engine::effects::in_play::{InPlayAct, InPlayCount, InPlayEffect, InPlayKind, Whose};
use crate::engine::effects::{Effect, Pile};

/// Cards in play bought one at a time, each for `per` life cards from the top of the player's
/// own Life Deck, paid to `pay` (`removed_from_game` or `discard_top`). The player names the
/// cards he buys in his action's `choose`; none named (or `may: false`) buys none and pays
/// nothing. He never pays more than `per` times the cards of that kind in play (Straining
/// Defense Move's ruling: "You can only remove an amount of cards from your deck equal to twice
/// the amount of Drills your opponent has in play").
/// `{"bought_per_count": {"per": 2, "pay": "removed_from_game", "take": {"do":
/// "remove_from_game", "whose": "opponent", "cards": ["drill"], "count": "any_number"}}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoughtPerCount {
    /// Life cards paid per card bought.
    pub per: u32,
    /// Where the life cards paid go.
    pub pay: Pile,
    /// The cards in play bought and what happens to them (`count`: `any_number`).
    pub take: InPlayEffect,
}

/// The kinds of card a sentence buys (singular, lower case).
const KINDS: &[(&str, InPlayKind)] = &[
    ("drill", InPlayKind::Drill),
    ("ally", InPlayKind::Ally),
    ("non-combat card", InPlayKind::NonCombat),
];

fn build(c: &Caps<'_>) -> Option<Vec<crate::engine::compile::patterns::Piece>> {
    let per = c.n("n")?;
    let pay = if c.s("pay") == "discard" {
        Pile::DiscardTop
    } else {
        Pile::RemovedFromGame
    };
    let act = if c.s("act") == "discard" {
        InPlayAct::Discard
    } else {
        InPlayAct::RemoveFromGame
    };
    let kind = KINDS
        .iter()
        .find(|(w, _)| *w == c.s("kind"))
        .map(|(_, k)| *k)?;
    (per > 0).then_some(())?;
    one(Effect::BoughtPerCount(BoughtPerCount {
        per,
        pay,
        take: InPlayEffect {
            act,
            whose: Whose::Opponent,
            cards: vec![kind],
            count: InPlayCount::AnyNumber,
            style: None,
        },
    }))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "bought-per-count",
    pattern: r"for every {n} life cards? (?:that )?you (?:now )?(?P<pay>remove from the game|discard),? you may (?P<act>remove from the game|discard) (?:1|one) (?:opponent|opponent's|of your opponent's) (?P<kind>drill|ally|non-combat card) (?:in play )?of your choice",
    build,
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    /// Straining Defense Move (Frieza Saga #23): 2 life cards removed from the game per
    /// opponent's Drill removed from the game.
    #[test]
    fn straining_defense_move_reads_as_drills_bought_per_two_life_cards() {
        let c = compile_text("For every 2 life cards that you now remove from the game, you may remove from the game 1 opponent drill of your choice.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        let [Effect::BoughtPerCount(b)] = c.effects.as_slice() else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(b.per, 2);
        assert_eq!(b.pay, Pile::RemovedFromGame);
        assert_eq!(b.take.act, InPlayAct::RemoveFromGame);
        assert_eq!(b.take.whose, Whose::Opponent);
        assert_eq!(b.take.cards, [InPlayKind::Drill]);
        assert_eq!(b.take.count, InPlayCount::AnyNumber);
    }

    /// A kind of card the table does not hold is not read: the judge has the sentence.
    #[test]
    fn an_unknown_kind_stays_with_the_judge() {
        let c = compile_text("For every 2 life cards that you now remove from the game, you may remove from the game 1 opponent mastery of your choice.");
        assert!(
            matches!(c.effects.as_slice(), [Effect::Manual(_)]),
            "{:?}",
            c.effects
        );
    }
}
