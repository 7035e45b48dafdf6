//! `personality_powers::constant_unpreventable` resolved: the Constant Combat Power of the
//! attacker's personality in control of Combat that makes the damage of his attacks
//! unpreventable, asked by `Battle::unpreventable` (`battle/steps/dealing.rs`) at steps 12-13.

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::state::PlayerId;

impl Battle {
    /// The name of `me`'s personality whose Constant Combat Power says "Damage from your attacks
    /// cannot be prevented", when it applies now (its personality in control of Combat).
    pub(in crate::engine) fn constant_unpreventable(&self, me: PlayerId) -> Option<String> {
        let card = self.constant_power_card(me)?;
        let def = self.state.def(card);
        def.constant_effects()
            .contains(&Effect::YourAttacksCannotBePrevented)
            .then(|| def.name.clone())
    }
}
