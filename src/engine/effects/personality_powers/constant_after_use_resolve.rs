//! `personality_powers::constant_after_use` resolved: when one of `player`'s cards is put away
//! after use (`Battle::put_away`, `battle/steps/defend.rs`: steps 6 and 16 and every other use),
//! the Constant Combat Power of his personality in control of Combat that sends it elsewhere.

use crate::engine::battle::{Battle, Source};
use crate::engine::effects::personality_powers::constant_after_use::{
    CardsAfterUse, PlacedInstead,
};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

impl Battle {
    /// Where `player`'s Constant Combat Power places `card` after use instead, given the card's
    /// own after-use words (`removed`: it removes itself from the game; `own_place`: it names
    /// another place or stays on the table). Said in `log` with the power's name. A card of the
    /// power's kind whose own words name another place than the discard pile is left to the
    /// judge: the documents do not say which place wins.
    pub(in crate::engine) fn constant_after_use(
        &self,
        player: PlayerId,
        card: CardId,
        removed: bool,
        own_place: bool,
        log: &mut Log,
    ) -> Option<PlacedInstead> {
        let power = self.constant_power_card(player)?;
        let def = self.state.def(power);
        let rule = def.constant_effects().iter().find_map(|e| match e {
            Effect::CardsAfterUse(r) if self.after_use_fits(player, card, r) => Some(r),
            _ => None,
        })?;
        let name = self.state.name(card).to_string();
        if rule.removed != removed {
            return None;
        }
        if !rule.removed && own_place {
            log.judge.push(format!(
                "judge resolves: {}'s Constant Combat Power places {player}'s cards like {name} at the bottom of the Life Deck after use, and {name}'s own words name where it goes after use; the documents do not say which wins. The engine follows {name}'s own words",
                def.name
            ));
            return None;
        }
        log.cite(self.cite(Rule::PersonalityPowers));
        let place = match rule.to {
            PlacedInstead::Discard => "discarded",
            PlacedInstead::BottomOfLifeDeck => "placed at the bottom of the Life Deck",
        };
        log.notes.push(format!(
            "{}'s Constant Combat Power: {name} is {place} after use",
            def.name
        ));
        Some(rule.to)
    }

    /// `card` is one of the cards `rule` names.
    fn after_use_fits(&self, player: PlayerId, card: CardId, rule: &CardsAfterUse) -> bool {
        let c = self.state.def(card);
        if rule.non_drill && c.card_type.eq_ignore_ascii_case("Drill") {
            return false;
        }
        if let Some(n) = &rule.named {
            if !crate::engine::named_cards::names_personality(&c.name, n) {
                return false;
            }
        }
        if let Some(s) = &rule.style {
            if !c.has_style(s) {
                return false;
            }
        }
        if rule.attacks_only {
            let attacked_with = self.pos.attacker == player
                && self.attack.as_ref().is_some_and(|a| {
                    a.attack.is_some()
                        && matches!(a.source, Source::Hand(x) | Source::InPlay(x) if x == card)
                });
            if !attacked_with {
                return false;
            }
        }
        true
    }
}
