//! Standing damage modifiers read at Battle Sequence step 10 (CRD 3.0.0 step 10: "Add and/or
//! subtract any modifiers, from the attack, Drills, personality powers, etc."): the `modify`
//! effects of a card's text, and those under a condition that holds for its player, which
//! apply to an attack of one kind on one side (a Mastery, a Constant Combat Power).

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackKind, Effect, Modifier, Scope};
use crate::engine::state::PlayerId;

impl Battle {
    /// The modifiers of `effects` that apply to an attack of `kind` on the side `scope`, those
    /// under a condition counted when the condition holds for `player` (the card's player).
    pub(in crate::engine) fn standing_modifiers<'e>(
        &self,
        player: PlayerId,
        effects: &'e [Effect],
        scope: Scope,
        kind: AttackKind,
    ) -> Vec<&'e Modifier> {
        let conditional = effects.iter().filter_map(move |e| match e {
            Effect::Conditional(k) if self.holds(player, &k.condition) => Some(k.effects.iter()),
            _ => None,
        });
        effects
            .iter()
            .chain(conditional.flatten())
            .filter_map(|e| match e {
                Effect::Modify(m) if m.modifies(scope, kind) => Some(m),
                _ => None,
            })
            .collect()
    }
}
