//! `turn_counts::power_up_stages` resolved: the stages each personality of a player gains in his
//! Power-Up Step (CRD 3.0.0 Sequence of Play, 3) as the Drills in play change them (Saiyan
//! Agression Drill: "1 less ... to a minimum of 0"), said with the Drill, its rulings and "Drill
//! Cards" ("constantly in use while in play"). Asked by `turn/power_up.rs` for the Main
//! Personality and for each Ally.

use super::power_up_stages::PowerUpStages;
use crate::engine::battle::{acts_in_play, Battle};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

impl Battle {
    /// The Drills in play (either player's, while they act) that change the stages `me`'s
    /// personalities gain in his Power-Up Step, each with its change.
    pub(in crate::engine) fn power_up_stage_changes(
        &self,
        me: PlayerId,
    ) -> Vec<(CardId, PowerUpStages)> {
        let st = &self.state;
        [me, me.other()]
            .into_iter()
            .flat_map(|owner| {
                st.player(owner)
                    .in_play
                    .drills
                    .iter()
                    .filter(move |&&d| acts_in_play(st, owner, d))
                    .flat_map(move |&d| {
                        st.def(d).effects.iter().filter_map(move |e| match e {
                            Effect::PowerUpStages(k) if k.whose.of(owner) == me => {
                                Some((d, k.clone()))
                            }
                            _ => None,
                        })
                    })
            })
            .collect()
    }

    /// `gain`, the stages one of `me`'s personalities gains by the rules, as `changes` (from
    /// [`Self::power_up_stage_changes`]) change it: the new gain and the words the step says
    /// ("-1 from Saiyan Agression Drill (to a minimum of 0)"), the Drills cited into `log`.
    pub(in crate::engine) fn power_up_stages_changed(
        &self,
        gain: u32,
        changes: &[(CardId, PowerUpStages)],
        log: &mut Log,
    ) -> (u32, Option<String>) {
        if changes.is_empty() {
            return (gain, None);
        }
        let mut to = i64::from(gain);
        let mut why = Vec::new();
        for (card, k) in changes {
            let floor = i64::from(k.minimum.min(gain));
            to = (to + i64::from(k.by)).max(floor);
            why.push(format!(
                "{:+} from {} in play (to a minimum of {})",
                k.by,
                self.state.name(*card),
                k.minimum
            ));
            log.cite(self.cite(Rule::DrillCards));
            self.cite_card_rulings(*card, log);
        }
        (u32::try_from(to.max(0)).unwrap_or(0), Some(why.join(", ")))
    }
}
