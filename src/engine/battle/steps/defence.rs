//! The defence around the defender's card: Battle Sequence steps 4 (control of Combat), 7
//! (Defense Shields) and 8 (the attack is successful), CRD 3.0.0
//! `crd-3.0.0/battle-sequence/4`, `/7`, `/8`.

use crate::engine::action::Verb;
use crate::engine::battle::{AttackWrite, Battle, Flow};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, StepKind};
use crate::engine::state::{CardId, Controller, PlayerId};
use crate::engine::Result;
use crate::{note, say};

impl Battle {
    // Battle Sequence step 4.

    pub(in crate::engine) fn control_of_combat(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let defender = self.pos.attacker.other();
        // An Ally stays in control only while the Main Personality is at its bottom 2 stages.
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            // (A Dragon Ball its player controls may raise the stage: Alt. Dende Dragon Ball 6.)
            // (The Main Personality's Constant Combat Power may let the Ally keep it:
            // `personality_powers::ally_control`.)
            let kept = match pl.control {
                Controller::Ally(i) => pl
                    .allies
                    .get(i)
                    .and_then(|a| self.ally_control_permission(p, a)),
                Controller::MainPersonality => None,
            };
            if let (Some(card), true) = (kept, pl.mp.stage > self.ally_control_stage(p).0) {
                let ally = self.state.controller_name(p);
                self.cite_ally_control_permission(p, card, &ally, log);
            } else if pl.control != Controller::MainPersonality
                && pl.mp.stage > self.ally_control_stage(p).0
            {
                self.state.player_mut(p).control = Controller::MainPersonality;
                note!(log, self.cite(Rule::AlliesTakingOver), "{p}'s Main Personality is above its bottom 2 power stages: it takes control of Combat again");
            }
        }
        if let Some(a) = self.peek().cloned() {
            if a.player == defender && a.verb == Verb::Control {
                let name = a.personality.clone().unwrap_or_default();
                self.check_ally_control(defender, &name, log)?;
                self.take_action();
                self.set_control(defender, &name);
                note!(
                    log,
                    self.cite(Rule::AlliesTakingOver),
                    "{defender} announces {name} in control of Combat"
                );
            }
        }
        let can = self.some_ally_may_take_control(defender);
        if !can {
            log.cite(self.cite(Rule::AlliesTakingOver));
        }
        say!(
            log,
            account,
            "{} is in control of Combat for {defender}{}",
            self.state.controller_name(defender),
            if can {
                ""
            } else {
                " (no Ally can take over: the Main Personality is above 1 or there is no Ally)"
            }
        );
        Ok(Flow::Next)
    }

    // Battle Sequence step 7.

    pub(in crate::engine) fn defense_shields(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let defender = self.pos.attacker.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let Some(spec) = att.attack.clone() else {
            return Ok(Flow::Next);
        };
        if let Some(by) = &att.stopped_by {
            say!(
                log,
                account,
                "the attack was stopped by {by}: no Defense Shield is needed"
            );
            return Ok(Flow::Next);
        }
        if att.effects.contains(&Effect::NotStoppedByFloatingOrShields) {
            say!(
                log,
                account,
                "{} cannot be stopped by Defense Shields",
                att.name
            );
            return Ok(Flow::Next);
        }
        // Rules lasting the remainder of Combat: "your opponent cannot use Defense Shields".
        if let Some(src) = self.remainder_shields_blocked(defender, log) {
            say!(
                log,
                account,
                "{defender} cannot use Defense Shields ({src})"
            );
            return Ok(Flow::Next);
        }
        let pl = self.state.player(defender);
        // Defense Shields on Non-Combat cards and on Drills in play ("Majin Defense Drill").
        let mut shields: Vec<(CardId, Vec<Effect>)> = pl
            .in_play
            .non_combat
            .iter()
            .chain(pl.in_play.drills.iter())
            .copied()
            .filter(|&c| self.shield_uses_left(defender, c) > 0)
            // "X only" (`battle::only`): no shield from a card its controller cannot use now.
            .filter(|&c| match self.only_blocks_in_play(defender, c, log) {
                Some(why) => {
                    account.push(why);
                    false
                }
                None => true,
            })
            .filter_map(|c| {
                let effects = &self.state.def(c).effects;
                effects
                    .iter()
                    .any(|e| matches!(e, Effect::DefenseShield(k) if k.contains(&spec.kind) || k.is_empty()))
                    .then(|| (c, effects.clone()))
            })
            .collect();
        // The Defense Shield of the personality in control of Combat
        // (`effects/stops/standing_stops_resolve.rs`).
        if let Some(c) = self.personality_shield(&spec, &att, log) {
            if self.shield_uses_left(defender, c) > 0 {
                shields.push((c, self.state.def(c).effects.clone()));
            }
        }
        if shields.is_empty() {
            say!(
                log,
                account,
                "{defender} has no Defense Shield for {} attack",
                spec.kind.article_word()
            );
            return Ok(Flow::Next);
        }
        // "Your Defense Shields can stop focused attacks" (a Drill in play) lifts the Focused
        // bar, not "cannot be stopped".
        let focused_allowed = if spec.focused && !spec.cannot_be_stopped {
            self.shields_stop_focused(defender, log)
        } else {
            None
        };
        if let Some(drill) = &focused_allowed {
            note!(
                log,
                self.cite(Rule::Focused),
                "the attack is Focused, but {drill}: \"Your Defense Shields can stop focused attacks\""
            );
        }
        if (spec.focused && focused_allowed.is_none()) || spec.cannot_be_stopped {
            let why = if spec.focused {
                "Focused"
            } else {
                "cannot be stopped"
            };
            for (c, _) in &shields {
                // `stops::shield_uses`: a shield that stops more than one attack is said to the
                // judge: the CRD says only that it is "considered used" (one use, the engine).
                let left = self.shield_uses_left(defender, *c);
                if left > 1 {
                    log.judge.push(format!(
                        "judge confirms: {}'s Defense Shield stops more than one attack; Battle Sequence step 7 says only that it is \"considered used\": the engine counts one of its {left} remaining stops as used",
                        self.state.name(*c)
                    ));
                }
                self.state.player_mut(defender).combat.shields_used.push(*c);
                // The Defense Shield card's own rulings.
                self.cite_card_rulings(*c, log);
            }
            let names: Vec<String> = shields
                .iter()
                .map(|(c, _)| self.state.name(*c).to_string())
                .collect();
            note!(
                log,
                self.cite(Rule::Focused),
                "the attack {why}: {} may not stop it but is considered used",
                names.join(", ")
            );
            for (c, effects) in &shields {
                if effects.contains(&Effect::RemoveFromGameAfterUse) {
                    log.judge.push(format!(
                        "judge resolves: {} is considered \"used\" (Battle Sequence step 7); the document does not say whether its \"Remove from the game after use\" applies when it stopped nothing",
                        self.state.name(*c)
                    ));
                }
            }
            say!(
                log,
                account,
                "Defense Shields cannot stop the attack ({why})"
            );
            return Ok(Flow::Next);
        }
        let Some((shield, effects)) = shields.into_iter().next() else {
            return Ok(Flow::Next);
        };
        let name = self.state.name(shield).to_string();
        // The Defense Shield card's own rulings.
        self.cite_card_rulings(shield, log);
        self.state
            .player_mut(defender)
            .combat
            .shields_used
            .push(shield);
        // The step's look at the attack is let go first: the attack is then written where it
        // is, not copied (`Shared`).
        drop(att);
        if let Some(a) = self.attack.as_mut() {
            a.stopped_by = Some(name.clone());
        }
        let where_ = if effects.contains(&Effect::RemoveFromGameAfterUse) {
            self.state.take_from_zones(shield);
            self.state.player_mut(defender).removed.push(shield);
            log.cite(self.cite(Rule::RemoveFromGame));
            "; it is removed from the game after use"
        } else {
            ""
        };
        say!(
            log,
            account,
            "{name}'s Defense Shield stops the {} attack{where_}",
            spec.kind.word()
        );
        Ok(Flow::Next)
    }

    // Battle Sequence step 8.

    pub(in crate::engine) fn success(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        if let Some(by) = &att.stopped_by {
            say!(
                log,
                account,
                "the attack was stopped by {by}: it is not successful"
            );
            // "If stopped, ...": the attack's effects for being stopped, used now that its
            // success is determined.
            let stopped: Vec<Effect> = att
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::IfStopped(v) => Some(v.clone()),
                    _ => None,
                })
                .flatten()
                .collect();
            if !stopped.is_empty() {
                log.cite(self.cite(Rule::SecondaryEffects));
                let n = self.apply_effects(self.pos.attacker, &stopped, &att.name, log)?;
                say!(
                    log,
                    account,
                    "{n} \"If stopped\" effect(s) of {} resolved",
                    att.name
                );
            }
            // Drills in play: "Whenever you stop an attack", "Whenever your opponent stops 1 of
            // your attacks".
            if log.victory.is_none() {
                self.stop_triggers(log, account);
            }
            // Rules lasting the remainder of Combat: "if your opponent stops a physical attack ...".
            if log.victory.is_none() {
                self.remainder_success_triggers(log)?;
            }
            // ----- Timing -----
            if log.victory.is_none() {
                self.timing_window(false, log, account)?;
            }
            return Ok(Flow::JumpTo(StepKind::Dispose));
        }
        // The look at the attack is dropped first: the write is made in place (logged for the
        // step's undo record), not into a copy.
        drop(att);
        let was_attack = self.write_attack(|att| {
            AttackWrite::Successful(std::mem::replace(&mut att.successful, true))
        });
        let (true, Some(att)) = (was_attack, self.attack.as_deref()) else {
            return Ok(Flow::EndAttack);
        };
        // A defence whose stopping sentence the engine does not read: the engine goes on as if
        // it did not stop the attack and says so, never a silent "successful".
        let this_attack = att.defence.as_ref().and_then(|d| {
            d.effects.iter().find_map(|e| match e {
                Effect::Manual(s) if mentions_stopping(s) => Some((d.name.clone(), s.clone())),
                _ => None,
            })
        });
        let defender = self.pos.attacker.other();
        let floating = self
            .state
            .player(defender)
            .combat
            .floating
            .iter()
            .find_map(|(e, card)| match e {
                Effect::Manual(s) if mentions_stopping(s) => Some((card.clone(), s.clone())),
                _ => None,
            });
        let unread_stop = this_attack.or(floating);
        match unread_stop {
            Some((card, sentence)) => {
                say!(
                    log,
                    account,
                    "the attack was not stopped by anything the engine reads: it goes on as successful"
                );
                log.judge.push(format!(
                    "judge checks: {card}'s \"{sentence}\" may stop this attack (the engine does not read it); if it does, the attack is not successful, no damage is dealt and its \"If successful\" effects are not used"
                ));
            }
            None => say!(
                log,
                account,
                "the attack was not stopped: it is successful (even if it deals no damage)"
            ),
        }
        // Drills in play: "All successful physical attacks you perform ... before damage is dealt".
        self.before_damage_triggers(log, account);
        // The defender's powers set off by a successful attack against him (Trunks the Saiyan Lv.2).
        self.successful_against_you_triggers(log, account);
        // The defender's cards in play discarded by a successful attack against him.
        self.discarded_when_hit(log);
        // Rules lasting the remainder of Combat: "every successful physical attack performed against you".
        if log.victory.is_none() {
            self.remainder_success_triggers(log)?;
        }
        // ----- Timing -----
        if log.victory.is_none() {
            self.timing_window(true, log, account)?;
        }
        Ok(Flow::Next)
    }
}

/// True when an unread sentence speaks of stopping attacks ("Stops all physical attacks for the
/// remainder of Combat", "stops the attack"), so the success step hands it to the judge.
fn mentions_stopping(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    lower
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| matches!(w, "stop" | "stops" | "stopped" | "stopping"))
}
