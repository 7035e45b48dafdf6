//! A choice that belongs to the opponent of the card's user ("Your opponent chooses 4 cards in
//! your discard pile", "Your opponent searches your Life Deck for up to 2 cards"): the words as
//! data ([`OPPONENT_CHOOSES`]); the choice is taken from the opponent's action in the board only;
//! not given, the run stops and asks for it (the judge is told whose choice it is outside an attack).

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

    /// The next `want` names `chooser` chose for `me`'s card, from `chooser`'s own action only:
    /// a choice the card gives the other player is never read from `me`'s action (the card's
    /// words decide whose choice it is, not the side that played it). Empty when `chooser`'s
    /// action names none; the caller then stops and asks for it ([`Self::opponents_choice_missing`]).
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
        let names = self.take_choices(chooser, want);
        if !names.is_empty() {
            log.notes.push(format!(
                "{source}: {chooser} (the opponent of {me}, who uses it) chooses {} (from {chooser}'s action)",
                names.join(", ")
            ));
        }
        names
    }

    /// The opponent's choice `chooser` has not given, for `me`'s card: the run stops and asks
    /// for `chooser`'s `choose` while an action of his can carry it (an attack in progress
    /// with his action given); outside an attack, or before the defender's action (Flashback
    /// played in place of an attack), no action of his can, and the judge is told whose choice
    /// it is (`Ok(())`: nothing is taken).
    pub(in crate::engine) fn opponents_choice_missing(
        &self,
        me: PlayerId,
        chooser: PlayerId,
        what: &str,
        source: &str,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        let whose = format!(
            "{source} gives the choice to {chooser}, the opponent of {me}, who uses it; {me}'s `choose` is not read for it"
        );
        // An action of `chooser`'s in this attack: the attacker's, or the defender's once given
        // (a card played in place of an attack resolves before the defender's action).
        let carried = self
            .attack
            .as_ref()
            .is_some_and(|att| chooser == self.pos.attacker || att.defender_action.is_some());
        if carried {
            return Err(crate::engine::EngineError::Script {
                expected: format!("{chooser}'s `choose`: {what} ({whose})"),
                found: format!("no names on {chooser}'s action"),
            });
        }
        log.judge.push(format!(
            "judge resolves: {chooser} chooses {what} ({whose}; no action of {chooser}'s in this step names it)"
        ));
        Ok(())
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
