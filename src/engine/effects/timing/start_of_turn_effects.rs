//! Type and pattern rows: a card's effect at the beginning of a turn ("At the beginning of your
//! turn, remove the bottom 3 cards of your opponent's discard pile from the game.", Red Kaio-Ken
//! Drill): `Effect::AtStartOfTurn`, used as the turn begins, before its Draw Step (CRD 3.0.0
//! "The Sequence of Play for One Complete Turn"), by `turn/start_of_turn_effects.rs`, from a
//! Main Personality's Constant Combat Power or a Drill in play. A clause that is not a move of
//! cards between piles stays with the judge (said at the turn's start, `note_timing`). "When
//! <condition> at the beginning of your turn, <effects>" (Chi-Chi, The Grandmother Lv.1: "When
//! you have 5 or more Allies in play at the beginning of your turn, advance Chi-Chi a
//! personality level") is the same effect under its condition, read as the turn begins.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::conditions::if_clauses;
use crate::engine::effects::timing::end_of_turn_effects::pile_moves;
use crate::engine::effects::triggers::triggered_effects::{clause_where, executable};
use crate::engine::effects::{Conditional, Effect};

/// Effects used when a turn begins. JSON: `{"at_start_of_turn": {"every": true, "effects":
/// [{"move_cards": {...}}]}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartOfTurn {
    /// "every"/"each" turn (either player's); otherwise "your turn" only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub every: bool,
    /// The effects, in text order (a "you may" is used by the player's `use` action).
    pub effects: Vec<Effect>,
}

/// What a condition read at the turn's start may set off: the effects a trigger runs, and a
/// level advanced ("advance Chi-Chi a personality level").
fn used_as_the_turn_begins(e: &Effect) -> bool {
    executable(e) || matches!(e, Effect::AdvanceLevel(_) | Effect::Conditional(_))
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "at-the-beginning-of-every-turn",
        pattern: r"at the (?:beginning|start) of (?P<whose>every|each|your) turn,? (?P<x>.+)",
        build: |c| {
            let effects = pile_moves(c.s("x"))?;
            Some(vec![Piece::Effect(Effect::AtStartOfTurn(StartOfTurn {
                every: c.s("whose") != "your",
                effects,
            }))])
        },
    },
    Pattern {
        name: "when-condition-at-the-beginning-of-your-turn",
        pattern: r"when (?P<cond>.+?) at the (?:beginning|start) of your turn,? (?P<x>.+)",
        build: |c| {
            let condition = if_clauses::parse(c.s("cond"))?;
            let effects = clause_where(c.s("x"), used_as_the_turn_begins)?;
            Some(vec![Piece::Effect(Effect::AtStartOfTurn(StartOfTurn {
                every: false,
                effects: vec![Effect::Conditional(Conditional { condition, effects })],
            }))])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::StartOfTurn;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{Effect, Pile, Who};

    fn start_of_turn(text: &str) -> Option<StartOfTurn> {
        compile_text(text)
            .effects
            .into_iter()
            .find_map(|e| match e {
                Effect::AtStartOfTurn(t) => Some(t),
                _ => None,
            })
    }

    #[test]
    fn red_kaio_ken_drill_your_turn_opponents_bottom_three_removed() {
        let t = start_of_turn("(This card does not count towards or against Tokui-Waza requirements and Styled Drills that you can have in play.) Your attacks do +2 power stages of damage. At the beginning of your turn, remove the bottom 3 cards of your opponent's discard pile from the game.").expect("read");
        assert!(!t.every);
        assert!(
            matches!(&t.effects[..], [Effect::MoveCards(m)] if m.count == 3 && m.player == Who::Opponent && m.from == Pile::DiscardBottom && m.to == Pile::RemovedFromGame),
            "{:?}",
            t.effects
        );
    }

    // Chi-Chi, The Grandmother Lv.1 (Kid Buu Saga #047): "When you have 5 or more Allies in
    // play at the beginning of your turn, advance Chi-Chi a personality level." (CRD 3.0.0 "The
    // Sequence of Play for One Complete Turn").
    #[test]
    fn chi_chi_the_grandmother_advances_with_five_allies_as_her_turn_begins() {
        let t = start_of_turn("When you have 5 or more Allies in play at the beginning of your turn, advance Chi-Chi a personality level.").expect("read");
        assert!(!t.every);
        match &t.effects[..] {
            [Effect::Conditional(k)] => {
                assert!(
                    matches!(&k.condition, crate::engine::effects::Condition::Piles(crate::engine::effects::PileCondition::PersonalitiesTitled(p)) if p.n == 5 && p.allies_only && p.title_has.is_empty()),
                    "{k:?}"
                );
                assert!(format!("{:?}", k.effects).contains("AdvanceLevel"), "{k:?}");
            }
            other => panic!("one conditional: {other:?}"),
        }
    }

    #[test]
    fn a_next_turn_sentence_is_not_an_every_turn_effect() {
        assert_eq!(start_of_turn("At the beginning of your next turn, search your Life Deck and/or discard pile for your highest level Saibaimen card and place it into play."), None);
    }

    #[test]
    fn a_choice_at_the_beginning_of_every_turn_stays_with_the_judge() {
        // Orange Destruction Drill: the card discarded is chosen; not a move of piles.
        assert_eq!(start_of_turn("At the beginning of every turn, discard 1 opponent's non-combat-non-dragon ball card in play."), None);
    }
}
