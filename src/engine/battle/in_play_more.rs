//! In play more family: effects on cards in play the in play family ([`super::in_play`]) does
//! not cover: every Ally of a player set to a power stage ([`crate::engine::effects::Effect::AlliesSetStage`], "Set all
//! Allies in play to 0").
//!
//! Rules applied (CRD 3.0.0): a secondary effect resolves when its card is used ("Secondary
//! Effects"); "you" in an effect is every personality of that player ("Referencing"), and a
//! power stage set is not a loss past 0, so no life card is lost.

use super::super::effects::{AlliesSetStage, Whose};
use super::super::log::Log;
use super::super::ruleset::Rule;
use super::super::state::PlayerId;
use super::Battle;

impl Battle {
    /// Every Ally of the players `x.whose` names set to `x.to` (at most its highest stage).
    pub(super) fn allies_set_stage(
        &mut self,
        me: PlayerId,
        x: &AlliesSetStage,
        source: &str,
        log: &mut Log,
    ) {
        let sides = match x.whose {
            Whose::You => vec![me],
            Whose::Opponent => vec![me.other()],
            Whose::Any => vec![me, me.other()],
        };
        for side in sides {
            let count = self.state.player(side).allies.len();
            for i in 0..count {
                let Some(ally) = self.state.player(side).allies.get(i).cloned() else {
                    continue;
                };
                let def = self.state.personality_def(&ally);
                let top = def.top_stage();
                let name = def.name.clone();
                let after = x.to.min(top);
                if let Some(a) = self.state.player_mut(side).allies.get_mut(i) {
                    a.stage = after;
                }
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!(
                        "{source}: {side}'s Ally {name} set to power stage {after} (was {})",
                        ally.stage
                    ),
                );
            }
            if count == 0 {
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: {side} has no Ally in play"),
                );
            }
        }
    }
}
