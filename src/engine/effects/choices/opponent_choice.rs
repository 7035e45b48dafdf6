//! A choice that belongs to the opponent of the card's user ("Your opponent chooses 4 cards in
//! your discard pile", "Your opponent searches your Life Deck for up to 2 cards"): the words as
//! data ([`OPPONENT_CHOOSES`]); the choice is taken from the opponent's action in the board, or,
//! where the board gives the names only in the user's action, logged as the opponent's choice.

use regex::Regex;
use std::sync::OnceLock;

use crate::engine::battle::Battle;
use crate::engine::effects::piles::Search;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::PlayerId;

/// Words saying the opponent of the card's user makes the choice (lower case).
pub const OPPONENT_CHOOSES: &str =
    r"(?:your |an )?opponents? (?:chooses|searches|picks|selects|may choose)\b";

/// True when `sentence` gives the choice to the opponent.
pub fn opponent_chooses(sentence: &str) -> bool {
    static RE: OnceLock<Option<Regex>> = OnceLock::new();
    RE.get_or_init(|| Regex::new(OPPONENT_CHOOSES).ok())
        .as_ref()
        .is_some_and(|re| re.is_match(&sentence.to_lowercase()))
}

fn holds(effects: &[Effect], s: &Search) -> bool {
    effects.iter().any(|e| match e {
        Effect::Search(x) => x == s,
        Effect::IfSuccessful(v) => holds(v, s),
        Effect::Conditional(c) => holds(&c.effects, s),
        _ => false,
    })
}

impl Battle {
    /// Who chooses the cards of `source`'s search `s` that `me` uses: `me`, or `me`'s
    /// opponent when the sentence that compiled to it says so.
    pub(in crate::engine) fn chooser_of(&self, me: PlayerId, s: &Search, source: &str) -> PlayerId {
        let by_opponent = self
            .state
            .cards
            .iter()
            .map(|c| &c.def)
            .filter(|d| d.name == source)
            .flat_map(|d| d.sentences.iter())
            .any(|(text, effects)| holds(effects, s) && opponent_chooses(text));
        if by_opponent {
            me.other()
        } else {
            me
        }
    }

    /// The next `want` names `chooser` chose for `me`'s card: from `chooser`'s own action, or,
    /// when it names none, from `me`'s action's `choose`, said to be `chooser`'s choice.
    pub(in crate::engine) fn take_choices_by(
        &mut self,
        me: PlayerId,
        chooser: PlayerId,
        want: usize,
        source: &str,
        log: &mut Log,
    ) -> Vec<String> {
        if chooser == me {
            return self.take_choices(me, want);
        }
        let own = self.take_choices(chooser, want);
        let (names, from) = if own.is_empty() {
            (
                self.take_choices(me, want),
                format!("written in {me}'s action, which the board file gives the names in"),
            )
        } else {
            (own, format!("from {chooser}'s action"))
        };
        if !names.is_empty() {
            log.notes.push(format!(
                "{source}: {chooser} (the opponent of {me}, who uses it) chooses {} ({from})",
                names.join(", ")
            ));
        }
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opponents_choice_is_read_from_the_wording() {
        assert!(opponent_chooses(
            "Your opponent chooses 4 cards in your discard pile and shuffles them back into your Life Deck."
        ));
        assert!(opponent_chooses(
            "Your opponent searches your Life Deck for up to 2 cards and removes them from the game."
        ));
        assert!(!opponent_chooses(
            "Choose 4 cards in your opponents discard pile and shuffle them into his Life Deck."
        ));
    }
}
