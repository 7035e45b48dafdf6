//! `in_play::capture_threshold` resolved at Battle Sequence step 14: the life cards of damage a
//! Drill in play (either player's: Intense Observation Drill's CRD ruling, "applied to both
//! players") makes the capture need, and whether it overrides the other changes (a Dragon Ball's
//! "need to deal 7 or more"); a Drill that does not say so beside such a change goes to the judge.

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// Step 14: the capture threshold a Drill in play sets for every player, with the Drill's
    /// name, cited; `None` when no acting Drill sets one, or when one without "overwrites"
    /// meets another change of the threshold (then the judge is told).
    pub(in crate::engine) fn drill_capture_threshold(
        &self,
        defender: PlayerId,
        log: &mut Log,
    ) -> Option<(u32, String)> {
        for owner in PlayerId::BOTH {
            for &card in &self.state.player(owner).in_play.drills {
                if !crate::engine::battle::acts_in_play(&self.state, owner, card) {
                    continue;
                }
                let def = self.state.def(card);
                let Some(n) = def.effects.iter().find_map(|e| match e {
                    Effect::CaptureThresholdForAll(n) => Some(*n),
                    _ => None,
                }) else {
                    continue;
                };
                let overrides = def
                    .effects
                    .iter()
                    .any(|e| matches!(e, Effect::CaptureThresholdOverrides));
                let source = format!("{} ({owner}'s Drill in play)", def.name);
                if let (false, (_, Some(other))) =
                    (overrides, self.capture_threshold_against(defender))
                {
                    log.judge.push(format!(
                        "judge resolves: {source} sets the life cards of damage needed to capture a Dragon Ball to {n}, and {other} changes it too; the card does not say which applies"
                    ));
                    return None;
                }
                log.cite(self.cite(Rule::DrillCards));
                self.cite_card_rulings(card, log);
                log.note(
                    self.cite(Rule::LifeCardCapture),
                    format!(
                        "{source}: it takes only {n} life card(s) of damage to capture a Dragon Ball instead of {}, for both players{}",
                        self.rules.capture_threshold,
                        if overrides { ", over any other change" } else { "" }
                    ),
                );
                return Some((n, source));
            }
        }
        None
    }
}
