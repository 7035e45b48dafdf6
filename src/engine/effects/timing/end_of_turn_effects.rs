//! Type and pattern rows: a card's effect at the end of a turn ("At the end of every turn, place
//! the bottom card of your discard pile at the bottom of your Life Deck.", Majin Buu, Super Buu
//! Lv.2; "At the end of your turn, place the bottom 5 cards of your discard pile at the bottom of
//! your Life Deck.", Den-Goku Lv.1): `Effect::AtEndOfTurn`, used when the turn ends after its
//! Rejuvenation Step (CRD 3.0.0 "When you have completed the Sequence of Play, your turn ends")
//! by `turn/end_of_turn_effects.rs`, from a Main Personality's Constant Combat Power or a Drill in
//! play.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::Effect;

/// Effects used when a turn ends. JSON: `{"at_end_of_turn": {"every": true, "effects":
/// [{"move_cards": {...}}]}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndOfTurn {
    /// "every"/"each" turn (either player's); otherwise "your turn" only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub every: bool,
    /// The effects, in text order (a "you may" is used by the player's `use` action).
    pub effects: Vec<Effect>,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "at-the-end-of-every-turn",
    pattern: r"at the end of (?P<whose>every|each|your) turn,? (?P<x>.+)",
    build: |c| at_end_of_turn(c.s("whose") != "your", c.s("x")),
}];

/// The clause `x` as effects at the end of a turn, when every effect of it moves cards between
/// piles (the only kind the end of a turn is read for; any other clause stays with the judge).
fn at_end_of_turn(every: bool, x: &str) -> Option<Vec<Piece>> {
    let effects = pile_moves(x)?;
    Some(vec![Piece::Effect(Effect::AtEndOfTurn(EndOfTurn {
        every,
        effects,
    }))])
}

/// The clause `x` as effects when every effect of it moves cards between piles (`MoveCards`,
/// or a "you may" of such moves): the only kind a turn's edge (its beginning,
/// `start_of_turn_effects`, or its end) is read for; `None` otherwise.
pub(crate) fn pile_moves(x: &str) -> Option<Vec<Effect>> {
    fn moves(e: &Effect) -> bool {
        match e {
            Effect::MoveCards(_) => true,
            Effect::May(v) => !v.is_empty() && v.iter().all(moves),
            _ => false,
        }
    }
    let (pieces, _) = crate::engine::compile::nested_clauses::compile_clause(x, 1)?;
    let effects: Vec<Effect> = pieces
        .into_iter()
        .map(|p| match p {
            Piece::Effect(e) if moves(&e) => Some(e),
            _ => None,
        })
        .collect::<Option<_>>()?;
    (!effects.is_empty()).then_some(effects)
}

#[cfg(test)]
mod tests {
    use super::EndOfTurn;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{Effect, Pile};

    fn end_of_turn(text: &str) -> Option<EndOfTurn> {
        compile_text(text)
            .effects
            .into_iter()
            .find_map(|e| match e {
                Effect::AtEndOfTurn(t) => Some(t),
                _ => None,
            })
    }

    #[test]
    fn super_buu_lv2_every_turn_bottom_card_to_life_deck_bottom() {
        let t = end_of_turn("(Constant Combat Power) All of your attacks do +X power stages of damage. X = your current anger level. At the end of every turn, place the bottom card of your discard pile at the bottom of your Life Deck.").expect("read");
        assert!(t.every);
        assert!(
            matches!(&t.effects[..], [Effect::MoveCards(m)] if m.count == 1 && m.from == Pile::DiscardBottom && m.to == Pile::LifeDeckBottom),
            "{:?}",
            t.effects
        );
    }

    #[test]
    fn den_goku_lv1_your_turn_bottom_five() {
        let t = end_of_turn("At the end of your turn, place the bottom 5 cards of your discard pile at the bottom of your Life Deck.").expect("read");
        assert!(!t.every);
        assert!(matches!(&t.effects[..], [Effect::MoveCards(m)] if m.count == 5));
    }

    #[test]
    fn an_end_of_turn_clause_that_moves_no_cards_stays_with_the_judge() {
        let t = end_of_turn("At the end of your turn, if you skipped Combat you may place the bottom card of your discard pile under this Drill.");
        assert_eq!(t, None);
    }
}
