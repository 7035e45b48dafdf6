//! Execution of `choices::optional`: "you may" effects ([`Effect::May`]) and what depends on
//! their use ([`Condition::YouDid`]: "If you do, ...", "You may <X> to <Y>").
//!
//! Rules applied (CRD 3.0.0):
//! - "May" Rule: an effect with the word "may" is one the player has the choice to do or not;
//!   the choice is the action's `may` (the action that played or used the card). A choice the
//!   action does not give is not made: the engine says what it needs.
//! - "What is a Requirement?": "an action that may be done to get a bonus effect". The player
//!   says `may: true` only for what he can do: a requirement that cannot be met in full (too
//!   few cards in the hand or the discard pile, an empty Life Deck, no card of his in play to
//!   discard) is refused, never half done. What the choice unlocks ([`Condition::YouDid`])
//!   holds only once it was done, for the rest of the attack: its damage modifiers,
//!   multipliers and keywords are read at Battle Sequence steps 5, 9 and 10 like any
//!   condition of the card.
//! - "Do-What-You-Can Rule" applies to the effects themselves once chosen (a draw from a short
//!   Life Deck), not to a requirement.
//!
//! One `may` answers every "you may" effect of the card (the action has one).

use crate::engine::effects::{
    Effect, InPlayCount, InPlayEffect, InPlayKind, Pile, Search, SearchIn, Who, Whose,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

use crate::engine::battle::Battle;
use crate::engine::filters::qualifies;

fn slot(p: PlayerId) -> usize {
    match p {
        PlayerId::P1 => 0,
        PlayerId::P2 => 1,
    }
}

impl Battle {
    /// The `may` of `me`'s action for the attack in progress (the attack or the defence).
    fn may_choice(&self, me: PlayerId) -> Option<bool> {
        if let Some(a) = self.placing.as_ref().filter(|a| a.player == me) {
            return a.may;
        }
        if let Some((_, may)) = self.end_of_combat_choice(me) {
            return may;
        }
        let att = self.attack.as_ref()?;
        if me == self.pos.attacker {
            att.action.may
        } else {
            att.defender_action.as_ref().and_then(|a| a.may)
        }
    }

    /// Whether `me` used a "you may" effect of the card resolving this attack
    /// ([`Condition::YouDid`]).
    pub(in crate::engine) fn you_did(&self, me: PlayerId) -> bool {
        self.may_used[slot(me)]
    }

    /// Sets whether `me` used a "you may" effect ([`Condition::YouDid`]); returns what it was.
    pub(in crate::engine) fn set_may_used(&mut self, me: PlayerId, used: bool) -> bool {
        std::mem::replace(&mut self.may_used[slot(me)], used)
    }

    /// Why `me` cannot do one of these effects in full now, if he cannot (a requirement).
    pub(in crate::engine) fn cannot_do(&self, me: PlayerId, effects: &[Effect]) -> Option<String> {
        let pl = self.state.player(me);
        for e in effects {
            match e {
                Effect::Search(s) if s.player == Who::You && !s.all && !s.up_to && !s.random => {
                    let pile = match s.from {
                        SearchIn::Hand => &pl.hand,
                        SearchIn::DiscardPile => &pl.discard,
                        SearchIn::RemovedFromGame => &pl.removed,
                        SearchIn::LifeDeck | SearchIn::LifeDeckOrDiscardPile | SearchIn::InPlay => {
                            continue
                        }
                    };
                    let have = pile
                        .iter()
                        .filter(|&&c| qualifies(self.state.def(c), &s.filter, false))
                        .count();
                    if have < s.count as usize {
                        return Some(format!(
                            "it needs {} {} from {me}'s {} and there {} {have}",
                            s.count,
                            crate::engine::filters::describe(&s.filter),
                            pile_word(s),
                            if have == 1 { "is" } else { "are" }
                        ));
                    }
                }
                // "draw the bottom card of your discard pile": the pile must hold the cards.
                Effect::MoveCards(m) if m.player == Who::You && !m.all => {
                    let (pile, have) = match m.from {
                        Pile::DiscardTop | Pile::DiscardBottom => {
                            ("discard pile", pl.discard.len())
                        }
                        Pile::LifeDeckTop | Pile::LifeDeckBottom => (
                            "Life Deck",
                            usize::try_from(pl.life_deck.len()).unwrap_or(usize::MAX),
                        ),
                        Pile::Hand => ("hand", pl.hand.len()),
                        Pile::RemovedFromGame | Pile::LifeDeckShuffled => continue,
                    };
                    if have < m.count as usize {
                        return Some(format!(
                            "it needs {} card(s) from {me}'s {pile} and it holds {have}",
                            m.count
                        ));
                    }
                }
                Effect::LoseLifeCards(l) if l.player == Who::You => {
                    let have = pl.life_deck.len();
                    if have < l.count {
                        return Some(format!(
                            "it needs the top {} card(s) of {me}'s Life Deck and it holds {have}",
                            l.count
                        ));
                    }
                }
                Effect::InPlay(x) if x.whose == Whose::You => {
                    if let InPlayCount::Exactly(n) = x.count {
                        let have = self.own_in_play(me, x);
                        if have < n as usize {
                            return Some(format!(
                                "it needs {n} of {me}'s cards in play of that kind and {me} has {have}"
                            ));
                        }
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// How many of `me`'s cards in play an in-play effect of his own could take.
    fn own_in_play(&self, me: PlayerId, x: &InPlayEffect) -> usize {
        let pl = self.state.player(me);
        let mut n = 0;
        for k in &x.cards {
            n += match k {
                InPlayKind::Ally => pl.allies.len(),
                InPlayKind::Drill => pl.in_play.drills.len(),
                InPlayKind::NonCombat => pl.in_play.non_combat.len() + pl.in_play.drills.len(),
                InPlayKind::NonDrill => pl.in_play.non_combat.len(),
                InPlayKind::Battleground | InPlayKind::Location => {
                    usize::from(pl.in_play.battleground.is_some_and(|b| {
                        let loc = self.state.def(b).card_type.eq_ignore_ascii_case("Location");
                        loc == (*k == InPlayKind::Location)
                    }))
                }
                // Cards of this player's attached to any personality in play.
                InPlayKind::Attached => PlayerId::BOTH
                    .iter()
                    .flat_map(|&p| {
                        let pl = self.state.player(p);
                        std::iter::once(&pl.mp).chain(pl.allies.iter())
                    })
                    .flat_map(|p| p.attached.iter())
                    .filter(|&&c| self.state.owner(c) == me)
                    .count(),
            };
        }
        n
    }

    /// Reads `me`'s choice for a "you may" effect: `Ok(true)` to use it (possible in full),
    /// `Ok(false)` not to; refused when the action does not say or says yes to what cannot be
    /// done.
    fn read_may(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) -> Result<bool> {
        let what = crate::engine::effect_words::in_words(&self.state, effects);
        match self.may_choice(me) {
            Some(true) => {
                if let Some(why) = self.cannot_do(me, effects) {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {me} says `may: true` to its \"you may\" effect {what}, but {why} (CRD \"What is a Requirement?\": what cannot be done in full is not done); give `may: false`"
                    )));
                }
                log.note(
                    self.cite(Rule::MayRule),
                    format!("{source}: {me} uses the \"may\" effect"),
                );
                self.may_used[slot(me)] = true;
                Ok(true)
            }
            Some(false) => {
                log.note(
                    self.cite(Rule::MayRule),
                    format!("{source}: {me} chooses not to use the \"may\" effect"),
                );
                Ok(false)
            }
            None => Err(EngineError::Script {
                expected: format!(
                    "{me}'s `may`: whether {me} uses {source}'s \"you may\" effect {what}"
                ),
                found: "no `may` on the action".into(),
            }),
        }
    }

    /// [`Effect::May`]: the effects, used when `me` chooses to.
    pub(in crate::engine) fn may_effect(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        if self.read_may(me, effects, source, log)? {
            if effects.iter().any(is_requirement) {
                log.cite(self.cite(Rule::Requirement));
            }
            self.apply_effects(me, effects, source, log)?;
        }
        Ok(())
    }

    /// A "you may" search of `piles::searches` also answers "If you do": its use is recorded,
    /// and a `may: true` it cannot do in full is refused like any requirement.
    pub(in crate::engine) fn may_search(&mut self, me: PlayerId, s: &Search) -> Result<()> {
        // "Every player may search his Life Deck": the other player's "may" is his own
        // (`piles::searches_by_every_player`), not an answer of `me`'s.
        if !s.may || (s.by_owner && s.player == Who::Opponent) || self.may_choice(me) != Some(true)
        {
            return Ok(());
        }
        let plain = Search {
            may: false,
            ..s.clone()
        };
        if let Some(why) = self.cannot_do(me, &[Effect::Search(plain)]) {
            return Err(EngineError::Illegal(format!(
                "{me} says `may: true` to a \"you may\" effect, but {why}; give `may: false`"
            )));
        }
        self.may_used[slot(me)] = true;
        Ok(())
    }
}

/// True for an effect a "you may <X> to <Y>" can require (X): the player's own cards.
fn is_requirement(e: &Effect) -> bool {
    match e {
        Effect::Search(s) => {
            s.player == Who::You
                && !matches!(s.from, SearchIn::LifeDeck | SearchIn::LifeDeckOrDiscardPile)
        }
        Effect::LoseLifeCards(l) => l.player == Who::You,
        Effect::InPlay(x) => x.whose == Whose::You,
        _ => false,
    }
}

fn pile_word(s: &Search) -> &'static str {
    match s.from {
        SearchIn::Hand => "hand",
        SearchIn::DiscardPile => "discard pile",
        SearchIn::LifeDeck => "Life Deck",
        SearchIn::LifeDeckOrDiscardPile => "Life Deck and discard pile",
        SearchIn::InPlay => "cards in play",
        SearchIn::RemovedFromGame => "removed-from-the-game pile",
    }
}
