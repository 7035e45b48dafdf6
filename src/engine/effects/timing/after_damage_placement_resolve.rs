//! A Non-Combat card placed into play from the hand right after its player took damage from the
//! attack (`after_damage_placement.rs`, Namekian Finishing Effort): the defender's `play` placed
//! in the script right after the attack's damage (after step 13) puts it face up in play, citing
//! the card's CRD ruling and "Non-Combat Cards"; it is used later from play like any Non-Combat
//! card. Called by `Battle::step_with` (`battle/mod.rs`).

use crate::engine::action::Verb;
use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// The `play` actions of `who`, next in the script after the attack's damage, of hand cards
    /// that go into play after taking damage. Refused, citing the card's ruling, when the attack
    /// dealt `who` no damage. The number placed.
    pub(in crate::engine) fn placed_after_damage(
        &mut self,
        who: PlayerId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<usize> {
        let mut placed = 0;
        while let Some(card) = self.after_damage_card(who) {
            let name = self.state.name(card).to_string();
            let took = self
                .attack
                .as_deref()
                .is_some_and(|a| a.damage_received && a.attack.is_some());
            if !took {
                return Err(EngineError::Illegal(format!(
                    "{who} took no damage from this attack: {name} is placed into play from the hand only right after its player takes damage from an attack ({}{})",
                    self.own_rule_words(card, &Effect::IntoPlayAfterDamage, self.cite(Rule::NonCombatCards)),
                    self.ruling_ids(card)
                )));
            }
            self.take_action();
            self.state.take_from_zones(card);
            self.state.player_mut(who).in_play.non_combat.push(card);
            self.cite_card_rulings(card, log);
            log.note(
                self.cite(Rule::NonCombatCards),
                format!("{who} took damage from the attack and places {name} face up in play from the hand, as its text allows; it is used later like any Non-Combat card in play"),
            );
            account.push(format!("{who} places {name} in play after taking damage"));
            placed += 1;
        }
        Ok(placed)
    }

    /// The hand card the next action, a `play` by `who`, names when it goes into play after
    /// taking damage.
    fn after_damage_card(&self, who: PlayerId) -> Option<CardId> {
        let a = self
            .peek()
            .filter(|a| a.player == who && a.verb == Verb::Play)?;
        let named = a.card.as_deref()?;
        self.state.player(who).hand.iter().copied().find(|&c| {
            crate::corpus::names::same_name(self.state.name(c), named)
                && self
                    .state
                    .def(c)
                    .effects
                    .contains(&Effect::IntoPlayAfterDamage)
        })
    }

    /// Said with a refused Attack Phase play of such a card: when its text lets it into play.
    pub(in crate::engine) fn after_damage_words(&self, card: CardId) -> String {
        if !self
            .state
            .def(card)
            .effects
            .contains(&Effect::IntoPlayAfterDamage)
        {
            return String::new();
        }
        format!(
            "; it goes into play from the hand only by a `play` right after an attack deals its player damage ({}{})",
            self.own_rule_words(card, &Effect::IntoPlayAfterDamage, self.cite(Rule::NonCombatCards)),
            self.ruling_ids(card)
        )
    }

    /// `card`'s own rulings of the ruleset's document, cited beside its words ("; its ruling
    /// ID").
    fn ruling_ids(&self, card: CardId) -> String {
        let doc = format!("{}/", self.rules.id);
        self.state
            .def(card)
            .rulings
            .iter()
            .filter(|r| r.starts_with(&doc))
            .map(|r| format!("; its ruling {r}"))
            .collect()
    }
}
