//! `personality_powers::constant_attack_gains` resolved: at step 1, as the attack is announced,
//! the text the attacker's Constant Combat Power (its personality in control of Combat) and
//! Masteries in play give its attacks (its own, and its opponent's for every player's attacks), added to the end of the attack's text like a floating
//! rule's (`lasting::floating_resolve`), named after the card; and the Focus its Constant Combat
//! Power gives them (`constant_focused`), under its condition when that holds.

use crate::engine::battle::Battle;
use crate::engine::effects::{AttackRule, Effect, Whose};
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// The standing rules for `me`'s attacks that give them text: (rule, owner, source, the
    /// rule of the kind of card that holds it).
    pub(in crate::engine) fn standing_attack_gains(
        &self,
        me: PlayerId,
    ) -> Vec<(AttackRule, PlayerId, String, Rule)> {
        // (card, its effects that stand, how it is named, the rule of its kind of card).
        let constant = self.constant_power_card(me).map(|card| {
            let def = self.state.def(card);
            (
                super::power_boxes::constant_effects(&def.effects),
                format!("{}'s Constant Combat Power", def.name),
                Rule::PersonalityPowers,
            )
        });
        // Powers used outside control of Combat (`outside_control`: "If Bojack is your Main
        // Personality, your Allies can use this Constant Combat Power"): their Focus.
        let outside: Vec<_> = self
            .constant_powers_outside_control(me)
            .into_iter()
            .map(|card| {
                let def = self.state.def(card);
                (
                    super::power_boxes::constant_effects(&def.effects),
                    format!("{}'s Constant Combat Power", def.name),
                    Rule::PersonalityPowers,
                )
            })
            .collect();
        let mastery = self.state.player(me).in_play.mastery.map(|card| {
            let def = self.state.def(card);
            (
                &def.effects[..],
                format!("{}, the Mastery {me} has in play", def.name),
                Rule::MasteryCards,
            )
        });
        // The opponent's Mastery's rules for every player's attacks ("All Blue Style energy
        // attacks gain ...": no owner named), owned by the opponent.
        let theirs = self.state.player(me.other()).in_play.mastery.map(|card| {
            let def = self.state.def(card);
            let any: Vec<AttackRule> = def
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::AttacksFloating(r) if r.attacks.whose == Some(Whose::Any) => {
                        Some(r.clone())
                    }
                    _ => None,
                })
                .collect();
            (
                any,
                format!("{}, the Mastery {} has in play", def.name, me.other()),
            )
        });
        let mut out = Vec::new();
        if let Some((rules, source)) = theirs {
            for r in rules.into_iter().filter(|r| !r.gain.is_empty()) {
                out.push((r, me.other(), source.clone(), Rule::MasteryCards));
            }
        }
        let in_control = constant.into_iter().chain(mastery).map(|c| (c, false));
        for ((effects, source, rule), focus_only) in
            in_control.chain(outside.into_iter().map(|c| (c, true)))
        {
            // `constant_focused`: a rule under a condition on the attack in progress ("with
            // "Majin" in the title", "the first physical attack") given when it holds.
            let held = effects.iter().filter_map(|e| match e {
                Effect::Conditional(k) if self.holds(me, &k.condition) => Some(k.effects.iter()),
                _ => None,
            });
            for e in effects.iter().chain(held.flatten()) {
                if let Effect::AttacksFloating(r) = e {
                    // Outside control of Combat only the Focus is read
                    // (`outside_control_resolve::read_outside_control`).
                    let read = if focus_only {
                        r.focused && r.gain.is_empty()
                    } else {
                        !r.gain.is_empty() || r.focused
                    };
                    if read {
                        out.push((r.clone(), me, source.clone(), rule));
                    }
                }
            }
        }
        out
    }
}
