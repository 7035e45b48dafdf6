//! Cards arriving in a discard pile, and the cards in play that wait for it ("Whenever a
//! non-Dragon Ball card goes to its owner's discard pile. It is removed from the game instead.",
//! Dying Planet, Android Saga #096): every arrival is seen, whatever sent the card (the Discard
//! Step, a Battle Sequence step: Combat cards after use, life cards of damage, Drills discarded),
//! and the unread sentence handed to the judge with the cards that arrived.

use super::placement_triggers::waits_for_discard_pile;
use super::placement_triggers_resolve::{watched_cards, watching};
use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::kept_by_definition;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};

/// Both players' discard piles as they stand (p1, p2), to see what a step adds.
pub(in crate::engine) type DiscardPiles = [Vec<CardId>; 2];

/// True when an unread sentence is a fragment: a "When(ever) ..." clause that ends without
/// saying what happens (no comma before its full stop), as Dying Planet's stored text is cut.
fn fragment(sentence: &str) -> bool {
    let s = sentence.trim().to_lowercase();
    s.starts_with("when") && !s.contains(',')
}

impl Battle {
    /// Both discard piles now, copied into `piles` (their allocations reused).
    pub(in crate::engine) fn discard_piles_into(&self, piles: &mut DiscardPiles) {
        for (p, pile) in PlayerId::BOTH.into_iter().zip(piles) {
            pile.clone_from(&self.state.player(p).discard);
        }
    }

    /// The cards in the discard piles now that were not in `before`: handed with `moment` (where
    /// they went, "at Battle Sequence step 16 (...)") to the cards in play that wait for them.
    pub(in crate::engine) fn discard_pile_arrivals(
        &self,
        before: &DiscardPiles,
        moment: &str,
        log: &mut Log,
    ) {
        let arrived: Vec<CardId> = PlayerId::BOTH
            .into_iter()
            .zip(before)
            .flat_map(|(p, was)| {
                self.state
                    .player(p)
                    .discard
                    .iter()
                    .filter(|c| !was.contains(c))
                    .copied()
                    .collect::<Vec<_>>()
            })
            .collect();
        self.discard_pile_waiters_to_judge(&arrived, moment, log);
    }

    /// True when a card in play on either side waits for a card going to a discard pile (an
    /// unread sentence of that kind): only then has a step's arrival anything to say
    /// ([`Battle::discard_pile_waiters_to_judge`] says nothing without such a card).
    pub(in crate::engine) fn discard_pile_waited_for(&self) -> bool {
        PlayerId::BOTH.into_iter().any(|side| {
            watched_cards(&self.state, side).any(|(_, card)| {
                // Found once per definition and kept (`CardDef::waits_for_discard`).
                let def = self.state.def(card);
                def.waits_for_discard
                    .get(def, |d| kept_by_definition::waits_for_discard(&d.effects))
            })
        })
    }

    /// `cards` went to their owners' discard piles `moment`: the unread sentences of the cards in
    /// play that wait for a card going to a discard pile go to the judge, a fragment said so.
    pub(in crate::engine) fn discard_pile_waiters_to_judge(
        &self,
        cards: &[CardId],
        moment: &str,
        log: &mut Log,
    ) {
        if cards.is_empty() {
            return;
        }
        let names: Vec<&str> = cards.iter().map(|&c| self.state.name(c)).collect();
        for side in PlayerId::BOTH {
            for (owner, card) in watching(&self.state, side) {
                let effects = &self.state.def(card).effects;
                for (i, e) in effects.iter().enumerate() {
                    let Effect::Manual(s) = e else { continue };
                    if !waits_for_discard_pile(s) {
                        continue;
                    }
                    let cut = if fragment(s) {
                        let next = match effects.get(i + 1) {
                            Some(Effect::Manual(n)) => format!(" (its next sentence: \"{n}\")"),
                            _ => String::new(),
                        };
                        format!("; the sentence is cut: it ends with a full stop before it says what happens{next}, so the card text as stored is damaged")
                    } else {
                        String::new()
                    };
                    log.judge.push(format!(
                        "judge resolves: {} went to the discard pile {moment}; {owner}'s {} in play waits for such an event and the engine does not read it: \"{s}\"{cut}",
                        names.join(", "),
                        self.state.name(card)
                    ));
                    self.cite_card_rulings(card, log);
                }
            }
        }
    }
}
