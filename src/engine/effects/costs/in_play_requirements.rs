//! Pattern rows of `costs::in_play_requirements`: the player's own cards in play given up to get
//! an effect, with no "may" ("Remove one of your allies from the game to raise your anger 2
//! levels", Namekian Fighting). CRD 3.0.0 "What is a Requirement?": "an action that may be done
//! to get a bonus effect", a condition "that must be met when playing a card": the card is
//! refused unless its player has the cards in play ([`Effect::Requires`] of
//! [`Condition::InPlayAtLeast`]), then the cards leave play and the effect follows.

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::choices::optional::effects_of;
use crate::engine::effects::{Condition, Effect, InPlayAtLeast, InPlayCount, Whose};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    // Namekian Fighting (Trunks Saga #052).
    name: "own-cards-in-play-given-up-to",
    pattern: r"(?P<all>(?:discard|remove) (?:one|an?|1|two|2|three|3) of your .+)",
    build: |c| {
        let all = c.s("all");
        // The first split at " to " whose halves read: the cards given up, then the effect.
        for (i, _) in all.match_indices(" to ") {
            let (x, y) = (all[..i].trim(), all[i + 4..].trim());
            let Some(given) = effects_of(x) else {
                continue;
            };
            let [Effect::InPlay(p)] = given.as_slice() else {
                continue;
            };
            let InPlayCount::Exactly(n) = p.count else {
                continue;
            };
            if p.whose != Whose::You {
                continue;
            }
            let Some(rest) = effects_of(y) else {
                continue;
            };
            let mut out = vec![Piece::Effect(Effect::Requires(Condition::InPlayAtLeast(
                InPlayAtLeast {
                    whose: Whose::You,
                    cards: p.cards.clone(),
                    n,
                },
            )))];
            out.push(Piece::Effect(Effect::InPlay(p.clone())));
            out.extend(rest.into_iter().map(Piece::Effect));
            return Some(out);
        }
        None
    },
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{
        Change, Condition, Effect, InPlayAct, InPlayAtLeast, InPlayCount, InPlayEffect, InPlayKind,
        Who, Whose,
    };

    /// CRD 3.0.0 "What is a Requirement?": Namekian Fighting needs an Ally of its player's in
    /// play, removes it from the game, then raises the anger.
    #[test]
    fn ally_removed_from_the_game_to_raise_anger() {
        let c = compile_text("Piccolo or Nail only. Remove one of your allies from the game to raise your anger 2 levels. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        let at = c
            .effects
            .iter()
            .position(|e| matches!(e, Effect::Requires(_)))
            .expect("a requirement");
        assert_eq!(
            c.effects[at..at + 3],
            [
                Effect::Requires(Condition::InPlayAtLeast(InPlayAtLeast {
                    whose: Whose::You,
                    cards: vec![InPlayKind::Ally],
                    n: 1,
                })),
                Effect::InPlay(InPlayEffect {
                    act: InPlayAct::RemoveFromGame,
                    whose: Whose::You,
                    cards: vec![InPlayKind::Ally],
                    count: InPlayCount::Exactly(1),
                    style: None,
                }),
                Effect::Anger(Change {
                    player: Who::You,
                    by: 2
                }),
            ]
        );
    }

    /// An opponent's cards are no requirement of the card's player: not read here.
    #[test]
    fn opponents_cards_are_not_given_up() {
        let c = compile_text("Discard one of your opponent's allies to raise your anger 2 levels.");
        assert!(!c.effects.iter().any(|e| matches!(e, Effect::Requires(_))));
    }
}
