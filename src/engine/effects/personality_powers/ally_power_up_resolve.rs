//! How a player's Allies power up in his Power-Up Step under his Main Personality's Constant
//! Combat Power (`ally_power_up.rs`): CRD 3.0.0 "Powering Up Allies" gives each Ally 1 stage
//! "no matter what an Ally's Power Up Rating is"; a Constant Combat Power ("constantly active and
//! must be used whenever possible") changes that amount. Asked by `turn/power_up.rs`.

use super::ally_power_up::AlliesPowerUp;
use super::power_boxes;
use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::state::{CardId, PlayerId};

/// What the Main Personality's power does to one Ally's power-up.
pub(in crate::engine) struct AllyPowerUpChange {
    /// The stages the Ally gains in all.
    pub gain: u32,
    /// Said in the log: the power and what it added.
    pub why: String,
    /// A count the engine could not make ("X = ..."), for the judge.
    pub judge: Option<String>,
}

impl Battle {
    /// The level card of `me`'s Main Personality with its Constant Combat Power's effects on how
    /// his Allies power up, if any (none while a card has turned that power off this turn); else
    /// an Ally's whose text says it need not be in control of Combat to use that power (Korin
    /// Lv.1: "Korin does not have to be in control of Combat to use this Constant Combat Power").
    pub(in crate::engine) fn ally_power_up_power(
        &self,
        me: PlayerId,
    ) -> Option<(CardId, Vec<AlliesPowerUp>)> {
        let pl = self.state.player(me);
        let main = self.state.level_card(&pl.mp);
        let allies = pl
            .allies
            .iter()
            .filter_map(|a| self.state.level_card(a))
            .filter(|&c| {
                self.state
                    .def(c)
                    .effects
                    .contains(&Effect::PowerOutsideControl)
            });
        main.into_iter().chain(allies).find_map(|card| {
            if self.powers_turned_off_by(me, card).is_some() {
                return None;
            }
            let powers: Vec<AlliesPowerUp> =
                power_boxes::constant_effects(&self.state.def(card).effects)
                    .iter()
                    .filter_map(|e| match e {
                        Effect::AlliesPowerUp(p) => Some(p.clone()),
                        _ => None,
                    })
                    .collect();
            (!powers.is_empty()).then_some((card, powers))
        })
    }

    /// The sentences of `card`'s Constant Combat Power the engine does not read that speak of
    /// powering up ("If you declared a Red Tokui-Waza, they power up 2 extra stages instead, ...",
    /// Master Roshi Lv.3): they may change the power-up the engine gives, so the judge hears them.
    pub(in crate::engine) fn ally_power_up_unread(&self, card: CardId) -> Vec<String> {
        let def = self.state.def(card);
        // Read: a sentence compiled to the Allies' power-up; any other (a manual sentence, or one
        // whose power-up sits under a condition the engine holds as a sentence) is not.
        let unread = |es: &[Effect]| !es.iter().any(|e| matches!(e, Effect::AlliesPowerUp(_)));
        if def.sentences.is_empty() {
            return power_boxes::constant_effects(&def.effects)
                .iter()
                .filter_map(|e| match e {
                    Effect::Manual(s) if s.to_lowercase().contains("power up") => Some(s.clone()),
                    _ => None,
                })
                .collect();
        }
        power_boxes::constant_sentences(&def.sentences)
            .iter()
            .filter(|(s, es)| unread(es) && s.to_lowercase().contains("power up"))
            .map(|(s, _)| s.trim().to_string())
            .collect()
    }

    /// One Ally's power-up (its `pur`, `base` the 1 of "Powering Up Allies") under `powers` of
    /// `card`, `me`'s Main Personality's level card.
    pub(in crate::engine) fn ally_power_up_change(
        &self,
        me: PlayerId,
        card: CardId,
        powers: &[AlliesPowerUp],
        pur: Option<u32>,
        base: u32,
    ) -> AllyPowerUpChange {
        let name = self.state.name(card).to_string();
        let mut gain = base;
        let mut parts = Vec::new();
        let mut judge = None;
        for p in powers {
            if let Some(ally) = &p.with_ally {
                let has = self.state.player(me).allies.iter().any(|a| {
                    crate::engine::identity::personality_name(&self.state.personality_def(a).name)
                        .eq_ignore_ascii_case(ally)
                });
                if !has {
                    parts.push(format!(
                        "not {name}'s extra stage: no {ally} in play as an Ally"
                    ));
                    continue;
                }
            }
            if p.pur_instead {
                match pur {
                    Some(n) => {
                        gain = gain - base + n;
                        parts.push(format!(
                            "its PUR {n} in place of the {base}, from {name}'s power"
                        ));
                    }
                    None => {
                        judge = Some(format!(
                            "{name}'s power gives each Ally its PUR instead of {base}; this Ally has no PUR in the card data"
                        ));
                    }
                }
            }
            if p.extra > 0 {
                gain += p.extra;
                parts.push(format!("+{} from {name}'s power", p.extra));
            }
            if let Some(c) = &p.extra_per {
                match self.count(me, c) {
                    Ok(n) => {
                        gain += n;
                        parts.push(format!(
                            "+{n} from {name}'s power (1 for each, counted: {n})"
                        ));
                    }
                    Err(u) => judge = Some(format!("{name}'s power: {}", u.0)),
                }
            }
        }
        AllyPowerUpChange {
            gain,
            why: parts.join(", "),
            judge,
        }
    }
}
