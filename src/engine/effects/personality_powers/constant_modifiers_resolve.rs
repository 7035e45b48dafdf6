//! The "+N" of a Constant Combat Power added at Battle Sequence step 10 (CRD 3.0.0 step 10: "Add
//! and/or subtract any modifiers, from the attack, Drills, personality powers, etc."): the
//! modifiers to the attacker's attacks and to attacks against the defender in the power box of
//! each player's personality in control of Combat, each named after that personality.

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackKind, Effect, Scope};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// Step 10: the modifiers of the Constant Combat Powers in control of Combat that apply to
    /// an attack of `kind` by `attacker` ("All your attacks do +1 power stages of damage"; "All
    /// physical attacks performed against you do 1 less ..."), as (power stages, life cards,
    /// source). A modifier under a condition counts when the condition holds for its owner.
    /// Cites the rule and the ruling that gave the power's text.
    pub(in crate::engine) fn constant_power_modifiers(
        &self,
        attacker: PlayerId,
        kind: AttackKind,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let mut out = Vec::new();
        for (player, scope) in [
            (attacker, Scope::YourAttacks),
            (attacker.other(), Scope::AttacksAgainstYou),
        ] {
            // The power in control of Combat, and Allies' powers their text keeps working
            // outside control (`outside_control`).
            let in_control = self.constant_power_card(player);
            for card in in_control
                .into_iter()
                .chain(self.constant_powers_outside_control(player))
            {
                let def = self.state.def(card);
                // The Constant Combat Power's own box (`power_boxes`: a numbered card's other
                // powers are used, not constantly active).
                let constant = super::power_boxes::constant_effects(&def.effects);
                // A modifier for attacks of Named cards (or not): the Glossary's "Named Card" decided.
                let named = constant.iter().any(|e| {
                    matches!(e, Effect::Conditional(k)
                    if super::named_card_modifiers::names_a_card(&k.condition)
                        && self.holds(player, &k.condition)
                        && k.effects.iter().any(
                            |e| matches!(e, Effect::Modify(m) if m.modifies(scope, kind)),
                        ))
                });
                if named {
                    log.cite(self.cite(Rule::NamedCard));
                }
                for m in self.standing_modifiers(player, constant, scope, kind) {
                    out.push((
                        m.power_stages,
                        m.life_cards,
                        format!("{}'s Constant Combat Power", def.name),
                    ));
                    log.cite(self.cite(Rule::PersonalityPowers));
                    self.cite_card_rulings(card, log);
                    if Some(card) == in_control {
                        self.cite_power_holder(player, card, log);
                    } else {
                        self.cite_outside_control(player, card, log);
                    }
                }
            }
        }
        out
    }
}
