//! Execution of `piles::cards_moved`: cards moved between a player's hand, Life Deck and
//! discard pile that `piles::searches`'s searches do not cover.
//!
//! Rules applied (CRD 3.0.0):
//! - "Secondary Effects": the effects resolve at the step of the card's other secondary
//!   effects.
//! - "Dragon Ball Effects": cards discarded from a Life Deck by an effect are not damage; a
//!   Dragon Ball among them is discarded under the Dragon Ball rules
//!   ([`damage::lose_life_cards`]).
//! - "Do What You Can": a hand that has fewer cards than the effect asks loses what it has.
//!
//! The cards a player discards from his hand are named in the action's `choose` (the piles
//! module's convention, [`Battle::search`]); the engine never picks.

use crate::engine::effects::SearchIn;
use crate::engine::effects::{CardFilter, Destination, DiscardDownTo, LifeDeckDiscardPer, Search};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{damage, Result};

use crate::engine::battle::Battle;

impl Battle {
    /// "Your opponent discards 2 cards from his Life Deck for each card in his hand": the count
    /// is made when the effect resolves; a count the engine cannot make is left to the judge.
    pub(in crate::engine) fn life_deck_discard_per(
        &mut self,
        me: PlayerId,
        l: &LifeDeckDiscardPer,
        source: &str,
        log: &mut Log,
    ) {
        let p = l.player.of(me);
        match self.count(me, &l.count) {
            Ok(n) => {
                let total = n.saturating_mul(l.each);
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!(
                        "{source}: {n} counted ({}): {p} discards {total} card(s) from the top of its Life Deck ({} per unit; not damage)",
                        l.count.describe(),
                        l.each
                    ),
                );
                if total > 0 {
                    damage::lose_life_cards(&mut self.state, &self.rules, log, p, total);
                }
            }
            Err(why) => log.judge.push(format!(
                "judge resolves: {source}: {p} discards {} card(s) from the top of its Life Deck for each unit of {}, which the engine cannot count: {}",
                l.each,
                l.count.describe(),
                why.0
            )),
        }
    }

    /// "Your opponent must discard cards from his hand until he only has 2 or fewer cards in his
    /// hand": the cards over the number are discarded, named in the action's `choose`.
    pub(in crate::engine) fn discard_down_to(
        &mut self,
        me: PlayerId,
        d: &DiscardDownTo,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let p = d.player.of(me);
        let have = self.state.player(p).hand.len() as u32;
        if have <= d.keep {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!(
                    "{source}: {p} has {have} card(s) in hand, no more than {}: nothing is discarded",
                    d.keep
                ),
            );
            return Ok(());
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {p} has {have} card(s) in hand and discards {} of them to keep {}",
                have - d.keep,
                d.keep
            ),
        );
        let s = Search {
            player: d.player,
            from: SearchIn::Hand,
            filter: CardFilter::default(),
            count: have - d.keep,
            up_to: false,
            all: false,
            random: false,
            to: Destination::Discard,
            ally_stage: None,
            may: false,
            keeps_in_play: false,
            until_end_of_combat: None,
            powers_lost: false,
            by_owner: false,
        };
        self.search(me, &s, source, log)
    }
}
