//! The action that gives a triggered effect's choices: the cards a search takes, the order of
//! cards placed back "in any order". A `use` naming the card, or, in the Prepare Phase, a `power`
//! of the player whose personality's power fires there (Android 18 Lv.1 as CRD 3.0.0 rewrites
//! her power: "When entering Combat as the attacker, look at the top 6 cards ... in any order").

use crate::engine::action::{Action, Verb};
use crate::engine::battle::Battle;
use crate::engine::effects::{Effect, Trigger};
use crate::engine::state::{CardId, PlayerId};

/// True when a triggered effect asks its player for something `choose` gives: a search's cards,
/// or the order of cards placed back "in any order".
pub(super) fn asks_choice(t: &Trigger) -> bool {
    t.effects.iter().any(|e| match e {
        Effect::Search(_) => true,
        Effect::LookAtTop(l) => l.any_order,
        _ => false,
    })
}

impl Battle {
    /// True when `a` is `who`'s action naming `card`'s triggered effect: a `use` of the card, or
    /// while the Prepare Phase runs a `power` with a `choose` when `card` is the level of one of
    /// `who`'s personalities (the power fires there by itself; the action gives only its
    /// choices, and no Attack Phase has begun for a `power` to attack in).
    pub(super) fn action_names_trigger(&self, a: &Action, who: PlayerId, card: CardId) -> bool {
        if a.player != who {
            return false;
        }
        let name = self.state.name(card);
        let named = |n: Option<&str>| n.is_some_and(|c| crate::corpus::names::same_name(c, name));
        match a.verb {
            Verb::Use => named(a.card.as_deref()),
            Verb::Power => {
                let pl = self.state.player(who);
                let level = std::iter::once(&pl.mp)
                    .chain(pl.allies.iter())
                    .any(|p| self.state.level_card(p) == Some(card));
                self.prepare_pending
                    && level
                    && !a.choose.is_empty()
                    && (a.card.is_none() || named(a.card.as_deref()))
                    && (a.personality.is_none() || named(a.personality.as_deref()))
            }
            _ => false,
        }
    }
}
