//! A hand kept from the opponent's discard effects by the power of the personality in control of
//! Combat (CRD 3.0.0 Specific Card Clarifications, Gohan Lv.1 (Majin Buu Saga #161): "You do not
//! discard cards from your hand from your opponent's card effects"): read where a card effect
//! discards from a hand (`piles::searches_resolve`).

use crate::engine::battle::Battle;
use crate::engine::effects::{Destination, Effect, Search, SearchIn};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// True (and said, citing the power's rule and ruling) when `me`'s card effect would make
    /// the opponent discard from his hand and the opponent's personality in control of Combat has
    /// [`Effect::HandSafeFromOpponent`]: nothing is discarded.
    pub(in crate::engine) fn hand_safe_from_opponent(
        &self,
        me: PlayerId,
        s: &Search,
        source: &str,
        log: &mut Log,
    ) -> bool {
        let p = s.player.of(me);
        if p == me || s.from != SearchIn::Hand || s.to != Destination::Discard {
            return false;
        }
        let Some(card) = self.constant_power_card(p) else {
            return false;
        };
        if !super::power_boxes::constant_effects(&self.state.def(card).effects)
            .contains(&Effect::HandSafeFromOpponent)
        {
            return false;
        }
        self.cite_card_rulings(card, log);
        self.cite_power_holder(p, card, log);
        log.note(
            self.cite(Rule::PersonalityPowers),
            format!(
                "{}'s Constant Combat Power: {p} does not discard cards from his hand from {me}'s card effects ({source} discards nothing; his hand is unchanged)",
                self.state.name(card)
            ),
        );
        true
    }
}
