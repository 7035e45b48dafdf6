//! `personality_powers::ally_control` resolved: whether a player's Ally may take (or keep)
//! control of Combat while his Main Personality is above its bottom 2 power stages because the
//! Main Personality's Constant Combat Power says so (CRD 3.0.0 "Allies Taking Over Combat",
//! "Power-Up Rating (PUR)"); asked at steps 1 and 4 (`battle/control.rs`,
//! `battle/steps/defence.rs`) and where a condition waits for the defender's choice.

use super::ally_control::ControllingAllies;
use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, Personality, PlayerId};

impl Battle {
    /// The level card of `player`'s Main Personality whose Constant Combat Power lets his Ally
    /// `ally` take control of Combat at any of the Main Personality's power stages (a power
    /// turned off or prohibited lets none).
    pub(in crate::engine) fn ally_control_permission(
        &self,
        player: PlayerId,
        ally: &Personality,
    ) -> Option<CardId> {
        let card = self.state.level_card(&self.state.player(player).mp)?;
        let allowed = self
            .state
            .def(card)
            .constant_effects()
            .iter()
            .any(|e| matches!(e, Effect::AlliesControlAtAnyStage(w) if self.ally_is(ally, w)));
        if !allowed
            || self.powers_turned_off_by(player, card).is_some()
            || self.constant_powers_prohibited_for(player).is_some()
        {
            return None;
        }
        Some(card)
    }

    /// Whether one of `player`'s Allies may take control of Combat now: his Main Personality at
    /// its bottom 2 stages (or at a stage a Dragon Ball he controls allows), or an Ally its
    /// Constant Combat Power lets take control at any stage.
    pub(in crate::engine) fn some_ally_may_take_control(&self, player: PlayerId) -> bool {
        let pl = self.state.player(player);
        if pl.allies.is_empty() {
            return false;
        }
        pl.mp.stage <= self.ally_control_stage(player).0
            || pl
                .allies
                .iter()
                .any(|a| self.ally_control_permission(player, a).is_some())
    }

    /// Says that `ally` takes or keeps control of Combat with `player`'s Main Personality above
    /// its bottom 2 stages because `card`'s Constant Combat Power lets it.
    pub(in crate::engine) fn cite_ally_control_permission(
        &self,
        player: PlayerId,
        card: CardId,
        ally: &str,
        log: &mut Log,
    ) {
        let stage = self.state.player(player).mp.stage;
        log.note(
            self.cite(Rule::AlliesTakingOver),
            format!(
                "{ally} may have control of Combat for {player} with the Main Personality at {stage} above 0 (not 0 or 1): {}'s Constant Combat Power lets it take control of Combat at any of the Main Personality's power stages",
                self.state.name(card)
            ),
        );
        log.cite(self.cite(Rule::PersonalityPowers));
        self.cite_card_rulings(card, log);
    }

    /// Whether `ally` is one of the Allies the power names.
    fn ally_is(&self, ally: &Personality, who: &ControllingAllies) -> bool {
        match who {
            ControllingAllies::Any => true,
            ControllingAllies::Named(name) => self.is_named(ally, name),
            ControllingAllies::FromSet(set) => self
                .state
                .level_card(ally)
                .and_then(|c| self.state.def(c).pool_id.as_deref())
                .is_some_and(|id| printed_in(id, set)),
        }
    }
}

/// True when the pool id ("score/bojack-unbound/008") is of a card printed in `set` ("Bojack
/// Unbound"): the id's set part is the set's name in lower case, its words joined by hyphens.
pub(in crate::engine) fn printed_in(pool_id: &str, set: &str) -> bool {
    let slug = set
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("-");
    pool_id.split('/').nth(1) == Some(slug.as_str())
}

#[cfg(test)]
mod tests {
    use super::printed_in;

    #[test]
    fn a_pool_id_names_its_set() {
        assert!(printed_in("score/bojack-unbound/004", "Bojack Unbound"));
        assert!(!printed_in("score/babidi-saga/004", "Bojack Unbound"));
        assert!(!printed_in("inline", "Bojack Unbound"));
    }
}
