//! Execution of `stages::player_stages`: a power-stage change of a player reaches every
//! personality of his (CRD 3.0.0 "Referencing"): the Main Personality, then each Ally in play; a
//! change of the Main Personality named by the card reaches it alone.
//!
//! A loss past 0 discards the owner's top life card per stage left over ("Secondary Effects":
//! "When a card effect causes you to lose power stages, not to a minimum of 0, if you go below 0,
//! you must discard the top card of your life deck for every power stage left over"); a loss "to
//! a minimum of 0" stops at the 0 stage, for each personality.

use crate::engine::battle::Battle;
use crate::engine::effects::MainPersonalityStages;
use crate::engine::levels;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// CRD 3.0.0 "Referencing", quoted where a change reaches the Allies.
const REFERENCING: &str = "\"Whenever a card refers to your \"opponent\", or \"you\", it affects all of that player's personalities\"";

impl Battle {
    /// The player `p` gains or loses `by` power stages: his Main Personality and each of his
    /// Allies in play.
    pub(in crate::engine) fn player_stages(
        &mut self,
        p: PlayerId,
        by: i32,
        to_zero: bool,
        source: &str,
        log: &mut Log,
    ) {
        self.main_personality_stages(p, by, to_zero, log);
        let allies = self.state.player(p).allies.len();
        if allies == 0 {
            return;
        }
        log.note(
            self.cite(Rule::Referencing),
            format!(
                "{source}: the card names {p}, not one personality: {} {} the power stages too ({REFERENCING})",
                self.ally_names(p),
                match (allies, by < 0) {
                    (1, true) => "loses",
                    (1, false) => "gains",
                    (_, true) => "lose",
                    (_, false) => "gain",
                }
            ),
        );
        for i in 0..allies {
            let stage = self.state.player(p).allies.get(i).map_or(0, |a| a.stage);
            let by = if to_zero {
                by.max(-i32::try_from(stage).unwrap_or(i32::MAX))
            } else {
                by
            };
            self.ally_stages(p, i, by, !to_zero, source, log);
        }
    }

    /// The Main Personality of `p` alone gains or loses `by` power stages.
    fn main_personality_stages(&mut self, p: PlayerId, by: i32, to_zero: bool, log: &mut Log) {
        let by = if to_zero {
            let stage = i32::try_from(self.state.player(p).mp.stage).unwrap_or(i32::MAX);
            by.max(-stage)
        } else {
            by
        };
        levels::change_stages(&mut self.state, &self.rules, log, p, by);
    }

    /// "Lower his Main Personality 2 power stages": the Main Personality named, not his Allies.
    pub(in crate::engine) fn named_main_personality_stages(
        &mut self,
        me: PlayerId,
        m: &MainPersonalityStages,
        source: &str,
        log: &mut Log,
    ) {
        let p = if m.player == crate::engine::effects::Who::You {
            me
        } else {
            me.other()
        };
        self.main_personality_stages(p, m.by, m.to_zero, log);
        if !self.state.player(p).allies.is_empty() {
            log.note(
                self.cite(Rule::Referencing),
                format!(
                    "{source}: the card names {p}'s Main Personality, not {p}: {} in play {} not touched",
                    self.ally_names(p),
                    if self.state.player(p).allies.len() == 1 { "is" } else { "are" }
                ),
            );
        }
    }

    /// "his Ally Nappa Lv.1", "his Allies Nappa Lv.1, Raditz Lv.1".
    fn ally_names(&self, p: PlayerId) -> String {
        let allies = &self.state.player(p).allies;
        let names: Vec<&str> = allies
            .iter()
            .map(|a| self.state.personality_def(a).name.as_str())
            .collect();
        format!(
            "{p}'s All{} {}",
            if names.len() == 1 { "y" } else { "ies" },
            names.join(", ")
        )
    }
}
