//! Execution of `piles::piles_chosen`: any number of chosen cards moved between a player's
//! piles ([`Effect::AnyCards`]) and conditions on what a hand or a discard pile holds
//! ([`Condition::Piles`]).
//!
//! Rules applied (CRD 3.0.0):
//! - "Secondary Effects": the cards are moved when the effect resolves; the cards a player
//!   chooses are named in the action's `choose`, in order, as in `piles::searches` (the engine
//!   never picks). "Any cards" is any number: none named, none moved.
//! - Glossary "Shuffling Your Life Deck": cards shuffled into a Life Deck leave no card of it
//!   with a known place (`piles::searches`'s shuffle).
//! - "What is a Requirement?": a requirement on the hand or the discard pile is checked when the
//!   card is played (`in_play::in_play_targets`'s `check_requires`).
//!
//! [`Effect::AnyCards`]: crate::engine::effects::Effect::AnyCards
//! [`Condition::Piles`]: crate::engine::effects::Condition::Piles

use crate::engine::effects::{AnyCards, HandRedraw, PileCondition, SearchIn, Who};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{damage, Result};

use crate::engine::battle::Battle;
use crate::engine::filters::qualifies;

fn player(me: PlayerId, w: Who) -> PlayerId {
    match w {
        Who::You => me,
        Who::Opponent => me.other(),
    }
}

fn slot(p: PlayerId) -> usize {
    match p {
        PlayerId::P1 => 0,
        PlayerId::P2 => 1,
    }
}

impl Battle {
    /// The number of cards in a player's pile (hand or discard pile).
    fn pile_len(&self, p: PlayerId, from: SearchIn) -> usize {
        let pl = self.state.player(p);
        match from {
            SearchIn::Hand => pl.hand.len(),
            SearchIn::DiscardPile => pl.discard.len(),
            SearchIn::LifeDeck | SearchIn::LifeDeckOrDiscardPile => pl.life_deck.len() as usize,
            SearchIn::InPlay => self.state.in_play_cards(p).len(),
            SearchIn::RemovedFromGame => pl.removed.len(),
        }
    }

    /// [`AnyCards`]: the cards named in `me`'s `choose` (any number of qualifying cards), moved
    /// by `piles::searches`'s search; then, with `draw_as_many`, as many cards drawn.
    pub(in crate::engine) fn any_cards(
        &mut self,
        me: PlayerId,
        a: &AnyCards,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let p = player(me, a.pick.player);
        let (names, _) = self.piles_action(me);
        let left = names
            .len()
            .saturating_sub(self.choices_taken[slot(me)].min(names.len()));
        let before = self.pile_len(p, a.pick.from);
        if left == 0 {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!("{source}: {me} names no card (`choose`): no card is moved"),
            );
        } else {
            let mut s = a.pick.clone();
            // Any number: at most every card of the pile, fewer allowed.
            s.count = before as u32;
            s.up_to = true;
            s.all = false;
            self.search(me, &s, source, log)?;
        }
        if a.draw_as_many {
            let moved = before.saturating_sub(self.pile_len(p, a.pick.from)) as u32;
            let drawn = self.draw_cards(me, moved, log);
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!("{source}: {me} moved {moved} card(s) and draws {drawn} card(s)"),
            );
            damage::check_survival(&self.state, &self.rules, log, me);
        }
        Ok(())
    }

    /// [`Effect::AllDrillsToLifeDecks`]: every Drill in play into its owner's Life Deck, then
    /// each Life Deck that took one shuffled.
    ///
    /// [`Effect::AllDrillsToLifeDecks`]: crate::engine::effects::Effect::AllDrillsToLifeDecks
    pub(in crate::engine) fn all_drills_to_life_decks(&mut self, source: &str, log: &mut Log) {
        let mut any = false;
        for p in PlayerId::BOTH {
            let drills = std::mem::take(&mut self.state.player_mut(p).in_play.drills);
            if drills.is_empty() {
                continue;
            }
            any = true;
            let names: Vec<String> = drills
                .iter()
                .map(|&c| self.state.name(c).to_string())
                .collect();
            // Counted as unknown cards by the shuffle that follows.
            self.state
                .player_mut(p)
                .life_deck
                .known
                .extend(drills.iter().copied());
            log.note(
                self.cite(Rule::DrillCards),
                format!(
                    "{source}: {p}'s Drills in play go into its Life Deck: {}",
                    names.join(", ")
                ),
            );
            self.shuffle_life_deck(p, source, log);
        }
        if !any {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!("{source}: no Drill is in play"),
            );
        }
    }

    /// [`HandRedraw`]: the whole hand into the Life Deck, shuffled, then as many cards drawn as
    /// it held (or as it held when the attack was performed).
    pub(in crate::engine) fn hand_redraw(
        &mut self,
        me: PlayerId,
        h: &HandRedraw,
        source: &str,
        log: &mut Log,
    ) {
        let p = player(me, h.player);
        let hand = std::mem::take(&mut self.state.player_mut(p).hand);
        let names: Vec<String> = hand
            .iter()
            .map(|&c| self.state.name(c).to_string())
            .collect();
        let n = if h.when_performed {
            self.hands_when_performed[slot(p)]
        } else {
            hand.len()
        };
        // Counted as unknown cards by the shuffle that follows.
        self.state
            .player_mut(p)
            .life_deck
            .known
            .extend(hand.iter().copied());
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {p} puts its hand into its Life Deck ({} card(s){})",
                names.len(),
                if names.is_empty() {
                    String::new()
                } else {
                    format!(": {}", names.join(", "))
                }
            ),
        );
        if !hand.is_empty() {
            self.shuffle_life_deck(p, source, log);
        }
        let drawn = self.draw_cards(p, n as u32, log);
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {p} draws {drawn} card(s){}",
                if h.when_performed {
                    format!(", as many as its hand held when the attack was performed ({n})")
                } else {
                    String::new()
                }
            ),
        );
        damage::check_survival(&self.state, &self.rules, log, p);
    }

    /// [`PileCondition`]: what `me`'s (or the opponent's) hand or discard pile holds.
    pub(in crate::engine) fn pile_condition(&self, me: PlayerId, c: &PileCondition) -> bool {
        match c {
            PileCondition::DiscardEnd(d) => {
                let pile = &self.state.player(player(me, d.player)).discard;
                // The top of the discard pile is the card discarded last.
                let card = if d.top { pile.last() } else { pile.first() };
                card.is_some_and(|&c| qualifies(self.state.def(c), &d.filter, false))
            }
            PileCondition::MovedCard(f) => self.moved_card_is(f),
            PileCondition::DiscardEmpty(w) => self.state.player(player(me, *w)).discard.is_empty(),
            PileCondition::DiscardLargerThanOpponents => {
                self.state.player(me).discard.len() > self.state.player(me.other()).discard.len()
            }
            PileCondition::DiscardAtLeast(d) => {
                self.state.player(player(me, d.player)).discard.len() >= d.n as usize
            }
            // Read as a requirement while the card played is still in the hand: the other cards
            // are the rest of the hand.
            PileCondition::OtherCardsInHand(n) => {
                self.state.player(me).hand.len().saturating_sub(1) >= *n as usize
            }
            PileCondition::PersonalitiesTitled(t) => {
                let pl = self.state.player(me);
                let want = t.title_has.to_lowercase();
                let count = std::iter::once(&pl.mp)
                    .filter(|_| !t.allies_only)
                    .chain(pl.allies.iter())
                    .filter(|x| {
                        self.state
                            .personality_def(x)
                            .name
                            .to_lowercase()
                            .contains(&want)
                    })
                    .count();
                count >= t.n as usize
            }
        }
    }
}
