//! `restrictions::only_exceptions` resolved: the Constant Combat Power of `me`'s personality in
//! control of Combat that lets him use a card whose "Heroes only" / "Villains only" restriction
//! he fails (asked by `Battle::check_only`, `battle/only.rs`).

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::state::PlayerId;

impl Battle {
    /// The name of the personality whose Constant Combat Power lets `me` use a card restricted
    /// to `names`, when one of the names is the side it names.
    pub(in crate::engine) fn only_allowed_by_constant_power(
        &self,
        me: PlayerId,
        names: &[String],
    ) -> Option<String> {
        let card = self.constant_power_card(me)?;
        let def = self.state.def(card);
        let allowed = def.constant_effects().iter().any(|e| {
            let Effect::MayUseOnlyCards(side) = e else {
                return false;
            };
            let singular = side.trim_end_matches('s').to_string();
            let side = if side == "Heroes" { "Hero" } else { &singular };
            names.iter().any(|n| {
                let n = crate::corpus::names::normalise(n);
                n == crate::corpus::names::normalise(side)
                    || n == crate::corpus::names::normalise(&format!("{side}s"))
                    || (side == "Hero" && n == "heroes")
            })
        });
        allowed.then(|| def.name.clone())
    }
}
