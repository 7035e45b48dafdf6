//! An attack's Martial Arts Style when it is not performed with a card (CRD 3.0.0 "Styled
//! Cards": "the first word of the card's title will be the Style"; "Freestyle cards": "These
//! cards do not have a Martial Arts style in their card name"): the documents give a Style only
//! to cards, so a Final Physical Attack, a personality's power or a copy is never counted a
//! "<Style> attack" by `Condition::AttackStyled`, and the judge is told where that decided.

use super::{Battle, Source};
use crate::engine::effects::{Condition, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// Step 10: where a modifier for "<Style> attacks" of `me`'s personality in control of
    /// Combat, Drills or Mastery was not added because the attack is not performed with a
    /// card, the judge is told the documents are silent on such an attack's Style.
    pub(in crate::engine) fn cardless_attack_style_to_judge(&self, me: PlayerId, log: &mut Log) {
        let Some(att) = self.attack.as_ref() else {
            return;
        };
        if matches!(att.source, Source::Hand(_) | Source::InPlay(_)) {
            return;
        }
        let pl = self.state.player(me);
        let constant = self.constant_power_card(me);
        let cards = constant
            .into_iter()
            .chain(pl.in_play.drills.iter().copied())
            .chain(pl.in_play.mastery);
        for card in cards {
            let def = self.state.def(card);
            let effects = if Some(card) == constant {
                crate::engine::effects::personality_powers::power_boxes::constant_effects(
                    &def.effects,
                )
            } else {
                &def.effects[..]
            };
            for e in effects {
                let Effect::Conditional(c) = e else { continue };
                let Condition::AttackStyled(style) = &c.condition else {
                    continue;
                };
                if !c.effects.iter().any(|e| matches!(e, Effect::Modify(_))) {
                    continue;
                }
                log.cite(self.cite(Rule::StyledCards));
                log.judge.push(format!(
                    "judge checks: {}'s modifier for {style} attacks is not added: {} is not performed with a card, and the CRD gives a Martial Arts Style (or Freestyle) only to cards, by the first word of their title (\"Styled Cards\", \"Freestyle cards\"); it is silent on such an attack",
                    def.name, att.name
                ));
            }
        }
    }
}
