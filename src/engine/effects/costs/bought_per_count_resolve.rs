//! Execution of `costs::bought_per_count`: cards in play bought at a price in life cards per
//! card (Straining Defense Move): the cards named, the price paid from the top of the Life Deck
//! within the card's cap, then the cards taken.

use super::bought_per_count::BoughtPerCount;
use crate::engine::effects::in_play::{InPlayCount, InPlayEffect};
use crate::engine::effects::{MoveCards, Pile, Who};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

use crate::engine::battle::Battle;

impl Battle {
    /// [`BoughtPerCount`]: the cards `me` names in `choose` are bought, `per` life cards each,
    /// paid before they are taken (Battle Sequence step 3, one sentence at a time); none named
    /// while some could be bought waits for the choice (or `may: false`).
    pub(in crate::engine) fn bought_per_count(
        &mut self,
        me: PlayerId,
        b: &BoughtPerCount,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let any = InPlayEffect {
            count: InPlayCount::AnyNumber,
            ..b.take.clone()
        };
        let cands = self.in_play_candidates(&any.whose.sides(me), &any.cards);
        let kinds = crate::engine::effects::in_play::cards_in_play_resolve::kind_words(&any.cards);
        let choose = self.choices_of(me);
        let (picked, _) = self
            .pick(me, &any, &choose)
            .map_err(|why| EngineError::Illegal(format!("{source}: {why}")))?;
        if picked.is_empty() {
            let (_, may) = self.piles_action(me);
            if !cands.is_empty() && may != Some(false) {
                let names: Vec<&str> = cands.iter().map(|c| self.state.name(c.id)).collect();
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: the {kinds} {me} buys with {source}, {} life cards each (candidates: {}), or `may: false` to buy none",
                        b.per,
                        names.join(", ")
                    ),
                    found: if choose.is_empty() {
                        "no names".into()
                    } else {
                        choose.join(", ")
                    },
                });
            }
            log.note(
                self.cite(Rule::MayRule),
                format!("{source}: {me} buys no {kinds}: no life card is paid"),
            );
            return Ok(());
        }
        let n = picked.len() as u32;
        let price = n.saturating_mul(b.per);
        let cap = b.per.saturating_mul(cands.len() as u32);
        let deck = self.state.player(me).life_deck.len();
        if deck < price {
            return Err(EngineError::Illegal(format!(
                "{source}: {me} cannot pay {price} life cards for {n} {kinds}: his Life Deck holds {deck}"
            )));
        }
        let names: Vec<&str> = picked.iter().map(|c| self.state.name(c.id)).collect();
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {me} buys {} at {} life cards each: {price} life cards, within the cap its ruling sets ({} x the {} {kinds} card(s) in play: {cap})",
                names.join(", "),
                b.per,
                b.per,
                cands.len()
            ),
        );
        self.move_cards(
            me,
            &MoveCards {
                player: Who::You,
                count: price,
                all: false,
                up_to: false,
                from: Pile::LifeDeckTop,
                to: b.pay,
            },
            log,
        );
        self.in_play_effect(
            me,
            &InPlayEffect {
                count: InPlayCount::Exactly(n),
                ..b.take.clone()
            },
            source,
            log,
        )
    }
}
