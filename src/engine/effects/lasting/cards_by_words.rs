//! Pattern rows of `lasting::cards_by_words`: a restriction on the cards that have given
//! words in their power box, for the remainder of the turn or of Combat (Losing Battle: "Any of
//! your opponent's Non-Personality/Non-Mastery cards with "win" and/or "wins" in the power box
//! cannot be played or used for the remainder of the turn"; CRD "Stopping a player from using cards").
//!
//! Compiled to [`Effect::Restrict`] with [`Targets::WithWords`]; refused by
//! `check_restrictions` (`lasting_effects_resolve.rs`) when the restricted player plays or uses
//! such a card, quoting the restricting card and its ruling.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Effect, Lasts, Restrict, Targets, Who};

/// "non-personality/non-mastery" -> the types left out, as printed.
fn except_types(s: &str) -> Option<Vec<String>> {
    s.split('/')
        .map(|part| {
            let t = part.trim().strip_prefix("non-")?;
            let mut c = t.chars();
            let first = c.next()?;
            Some(first.to_uppercase().chain(c).collect::<String>())
        })
        .collect()
}

/// `"win" and/or "wins"` -> the words.
fn quoted_words(s: &str) -> Vec<String> {
    s.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .filter(|w| !w.is_empty())
        .collect()
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "cards-with-words-cannot-be-played-or-used",
    pattern: r#"(?:any of )?(?P<who>your opponent's|your) (?P<except>non-[a-z]+(?:/non-[a-z]+)*) cards with (?P<words>"[a-z]+"(?: (?:and/or|and|or) "[a-z]+")*) in the power box cannot be played or used for the remainder of the (?P<dur>turn|combat)"#,
    build: |c| {
        let words = quoted_words(c.s("words"));
        if words.is_empty() {
            return None;
        }
        one(Effect::Restrict(Restrict {
            player: if c.s("who") == "your" {
                Who::You
            } else {
                Who::Opponent
            },
            what: Targets::WithWords {
                words,
                except_types: except_types(c.s("except"))?,
            },
            lasts: if c.s("dur") == "turn" {
                Lasts::RestOfTurn
            } else {
                Lasts::RestOfCombat
            },
        }))
    },
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Effect, Lasts, Targets, Who};

    /// Losing Battle as CRD 3.0.0's rewrite reads it.
    #[test]
    fn losing_battles_win_cards() {
        let c = compile_text(
            "Any of your opponent's Non-Personality/Non-Mastery cards with \"win\" and/or \"wins\" in the power box cannot be played or used for the remainder of the turn.",
        );
        assert_eq!(c.coverage, Coverage::Full);
        let [Effect::Restrict(r)] = &c.effects[..] else {
            panic!("{:?}", c.effects)
        };
        assert_eq!(r.player, Who::Opponent);
        assert_eq!(r.lasts, Lasts::RestOfTurn);
        assert_eq!(
            r.what,
            Targets::WithWords {
                words: vec!["win".into(), "wins".into()],
                except_types: vec!["Personality".into(), "Mastery".into()],
            }
        );
        assert!(r
            .what
            .card_has_words("Physical Combat", "If successful, you win the game."));
        assert!(!r.what.card_has_words("Personality", "you win the game"));
        assert!(!r
            .what
            .card_has_words("Physical Combat", "Winter is here; winning"));
    }
}
