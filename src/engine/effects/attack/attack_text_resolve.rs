//! `attack::attack_text`: what an attack or defence card's own sentences count or leave to its
//! player.
//!
//! - the counts of [`Count::PatBaseDamage`] ("X = the Base Damage on the Physical Attack
//!   Table"), [`Count::AlliesPur`] ("X = all of your Allies' PUR's added together") and
//!   [`Count::DragonBallsOfSet`] ("for each Earth Dragon Ball you control"), read by the
//!   counted modifiers of step 10 and the other per-count effects like every other count;
//! - [`Effect::AngerUpTo`] ("You may raise your anger by up to 2 levels"): the number the
//!   player names in the action's `choose`.
//!
//! [`Effect::AngerUpTo`]: crate::engine::effects::Effect::AngerUpTo

use crate::engine::battle::Battle;
use crate::engine::effects::amounts::Uncounted;
use crate::engine::effects::{Count, Who};
use crate::engine::levels;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// `attack::attack_text`'s counts for `me` now.
    pub(in crate::engine) fn attack_text_count(
        &self,
        me: PlayerId,
        c: &Count,
    ) -> Result<u32, Uncounted> {
        let who = |w: &Who| match w {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        match c {
            // The table the Base Damage step uses (CRD "Physical Attack Table"), with the power
            // ratings of the personalities in control of Combat.
            Count::PatBaseDamage => {
                let a = self.state.controller(me);
                let d = self.state.controller(me.other());
                let (Some(ar), Some(dr)) = (self.state.rating(a), self.state.rating(d)) else {
                    return Err(Uncounted(
                        "a personality's stage is past the top of its ladder: no power rating to compare".into(),
                    ));
                };
                self.rules
                    .pat_table
                    .table()
                    .lookup(ar, dr, self.rules.z_pat_result)
                    .map_err(|_| {
                        Uncounted(format!(
                            "the Physical Attack Table has no printed result for {ar} against {dr}"
                        ))
                    })
                    .and_then(|r| match r.placement_doubt_for_judge() {
                        // A damaged table's cell is not counted: the judge gives it.
                        Some(why) => Err(Uncounted(
                            why.trim_start_matches("judge resolves: ").to_string(),
                        )),
                        None => Ok(r.value),
                    })
            }
            Count::AlliesPur(w) => {
                let mut total: u32 = 0;
                for ally in &self.state.player(who(w)).allies {
                    let def = self.state.personality_def(ally);
                    let pur = def.pur.ok_or_else(|| {
                        Uncounted(format!("{} has no Power-Up Rating on record", def.name))
                    })?;
                    total = total.saturating_add(pur);
                }
                Ok(total)
            }
            Count::DragonBallsOfSet { player, set } => {
                let want = format!("{} dragon ball", set.to_ascii_lowercase());
                Ok(self
                    .state
                    .player(who(player))
                    .in_play
                    .dragon_balls
                    .iter()
                    .filter(|&&db| self.state.name(db).to_ascii_lowercase().contains(&want))
                    .count() as u32)
            }
            other => Err(Uncounted(format!(
                "{} is not an attack_text count",
                other.describe()
            ))),
        }
    }

    /// [`Effect::AngerUpTo`]: `me` raises his anger by the number named in the action's
    /// `choose` (0 to `most`); refused without it (the engine does not choose for the player).
    ///
    /// [`Effect::AngerUpTo`]: crate::engine::effects::Effect::AngerUpTo
    pub(in crate::engine) fn anger_up_to(
        &mut self,
        me: PlayerId,
        most: u32,
        source: &str,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        let n = self.chosen_up_to(
            me,
            most,
            &format!("by how many levels {me} raises his anger with {source}"),
        )?;
        log.note(
            self.cite(Rule::MayRule),
            format!("{source}: {me} chooses to raise his anger {n} of up to {most} level(s)"),
        );
        if n > 0 {
            levels::change_anger(&mut self.state, &self.rules, log, me, n as i32);
        }
        Ok(())
    }
}

/// The alternative an entry of `choose` names: `"option 2"` (or `"option=2"`, `"option: 2"`).
pub(in crate::engine) fn option_number(s: &str) -> Option<usize> {
    let s = s.trim().to_ascii_lowercase();
    let rest = s.strip_prefix("option")?;
    rest.trim_start_matches([' ', '=', ':']).trim().parse().ok()
}

impl Battle {
    /// [`Effect::Either`]: when a card is played (step 1 for an attack, step 5 for a
    /// defence), the alternative its player names in the action's `choose` (`"option 1"`,
    /// `"option 2"`, or the alternative's printed words: "lower", "the bottom 3 cards", as
    /// `choices::alternatives` reads them from `card`'s sentences) takes the place of the
    /// alternatives; the entry is taken out of `choose` (the card's other choices keep their
    /// order). Refused when the action names none (the engine does not choose for the player).
    ///
    /// [`Effect::Either`]: crate::engine::effects::Effect::Either
    pub(in crate::engine) fn attack_text_either(
        &self,
        mut action: crate::engine::action::Action,
        card: Option<crate::engine::state::CardId>,
        name: &str,
        effects: Vec<crate::engine::effects::Effect>,
        log: &mut Log,
    ) -> crate::engine::Result<(
        Vec<crate::engine::effects::Effect>,
        crate::engine::action::Action,
    )> {
        use crate::engine::effects::Effect;
        // On the card itself, or among its own "If successful" effects (chosen now, used at
        // step 15).
        let Some(alternatives) = effects.iter().find_map(|e| match e {
            Effect::Either(v) => Some(v.clone()),
            Effect::IfSuccessful(v) => v.iter().find_map(|e| match e {
                Effect::Either(v) => Some(v.clone()),
                _ => None,
            }),
            _ => None,
        }) else {
            return Ok((effects, action));
        };
        let n = alternatives.len();
        // An entry naming an alternative by its printed words, read as "option k".
        if let Some(c) = card {
            action.choose = crate::engine::effects::choices::alternatives::options_named(
                &action.choose,
                &self.state.def(c).sentences,
            );
        }
        let at = action
            .choose
            .iter()
            .position(|s| option_number(s).is_some());
        let k = at.and_then(|i| option_number(&action.choose[i]));
        let Some(k) = k.filter(|k| (1..=n).contains(k)) else {
            return Err(crate::engine::EngineError::Script {
                expected: format!(
                    "{}'s `choose`: which alternative of {name} is used, \"option 1\" to \"option {n}\" (in the order printed)",
                    action.player
                ),
                found: match at {
                    Some(i) => format!("{:?}", action.choose[i]),
                    None => "no option chosen".into(),
                },
            });
        };
        if let Some(i) = at {
            action.choose.remove(i);
        }
        let chosen = alternatives[k - 1].clone();
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{name}: {} chooses option {k} of {n}: {}",
                action.player,
                crate::engine::effects::choices::option_words::option_in_words(
                    &self.state,
                    action.player,
                    &alternatives,
                    k
                )
            ),
        );
        let mut out = Vec::new();
        let mut done = false;
        for e in effects {
            match e {
                Effect::Either(_) if !done => {
                    done = true;
                    out.extend(chosen.iter().cloned());
                }
                Effect::IfSuccessful(v)
                    if !done && v.iter().any(|e| matches!(e, Effect::Either(_))) =>
                {
                    done = true;
                    let mut inner = Vec::new();
                    let mut replaced = false;
                    for e in v {
                        match e {
                            Effect::Either(_) if !replaced => {
                                replaced = true;
                                inner.extend(chosen.iter().cloned());
                            }
                            other => inner.push(other),
                        }
                    }
                    out.push(Effect::IfSuccessful(inner));
                }
                other => out.push(other),
            }
        }
        Ok((out, action))
    }
}
