//! `stops::stop_capabilities`: what a defence can stop under its own conditions and where it goes after
//! use ([`crate::engine::effects::stops::stop_capabilities`]).
//!
//! Rules applied (CRD 3.0.0): a defence must defend against the attack it is used against
//! ("Defending"); a Focused attack is not stopped by a card that stops both physical and energy
//! attacks unless the card says it can stop Focused attacks ("Focused"); a card that can stop
//! attacks that cannot be stopped does ("Stopping Unstoppable Attacks"); a card that stays on the
//! table is used again this Combat ("Playing Combat Cards").

use crate::engine::battle::{Battle, Defence};
use crate::engine::effects::{Condition, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::Controller;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Battle {
    /// "A Dragon Ball 7 from any Dragon Ball set is in play" ([`Condition::DragonBallNumberInPlay`]):
    /// the first Dragon Ball in play on either table whose title ends in "Dragon Ball <n>"
    /// (CRD "Dragon Balls": Dragon Balls of the same type make a set of 7).
    pub(in crate::engine) fn dragon_ball_number_in_play(&self, n: u32) -> Option<String> {
        let end = format!("dragon ball {n}");
        PlayerId::BOTH.iter().find_map(|&p| {
            self.state
                .player(p)
                .in_play
                .dragon_balls
                .iter()
                .map(|&c| self.state.name(c))
                .find(|name| name.to_lowercase().ends_with(&end))
                .map(|name| format!("{name} ({p})"))
        })
    }

    /// Put away after use: a card whose "Remove from the game after use" stands under "no Dragon
    /// Ball <n> in play" (Mommy's Coming Dear) says which Dragon Ball decides.
    pub(in crate::engine) fn after_use_dragon_ball_note(
        &self,
        name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) {
        for e in effects {
            let Effect::Conditional(c) = e else { continue };
            let Condition::Not(inner) = &c.condition else {
                continue;
            };
            let Condition::DragonBallNumberInPlay(n) = inner.as_ref() else {
                continue;
            };
            let line = match self.dragon_ball_number_in_play(*n) {
                Some(db) => format!(
                    "{name}: a Dragon Ball {n} is in play ({db}): it is discarded instead of removed from the game"
                ),
                None => format!(
                    "{name}: no Dragon Ball {n} of any Dragon Ball set is in play: it is removed from the game"
                ),
            };
            log.notes.push(line);
        }
    }

    /// At step 5, once the defence is chosen: a card that stops attacks performed by a Majin
    /// only is refused against anyone else's, and the stop capabilities a card gives under its
    /// own condition ("If your personality in control of Combat has a higher power rating than
    /// your opponent's Main Personality, this card can stop physical attacks that cannot be
    /// stopped") count when the condition holds for the defender now. A condition the engine
    /// cannot decide (a "Z" power rating) goes to the judge and gives nothing.
    pub(in crate::engine) fn conditional_stop_capabilities(
        &self,
        defender: PlayerId,
        d: &mut Defence,
        log: &mut Log,
    ) -> Result<()> {
        for e in &d.effects {
            let Effect::StopsOnlyAgainst(who) = e else {
                continue;
            };
            if !self.holds(defender, &Condition::Against(who.clone())) {
                let performer = self
                    .state
                    .personality_def(self.state.controller(defender.other()))
                    .name
                    .clone();
                return Err(EngineError::Illegal(format!(
                    "{} stops attacks performed by a {who} only: {performer} is not one, so it cannot defend against this attack (CRD \"Defending\")",
                    d.name
                )));
            }
        }
        // "Stops a focused physical attack or stops a focused energy attack": no other attack.
        let focused = self
            .attack
            .as_ref()
            .and_then(|a| a.attack.as_ref())
            .is_some_and(|spec| spec.focused);
        if d.effects.contains(&Effect::StopsOnlyFocused) && !focused {
            // The card's own stop sentence, as printed ("Stops a focused energy attack.").
            let said = d
                .source
                .card()
                .into_iter()
                .flat_map(|c| self.state.def(c).sentences.iter())
                .map(|(s, _)| s.trim())
                .find(|s| {
                    let l = s.to_lowercase();
                    l.contains("stops") && l.contains("focused")
                })
                .map(|s| format!(" (\"{s}\")"))
                .unwrap_or_default();
            return Err(EngineError::Illegal(format!(
                "{} stops Focused attacks only{said}: this attack is not Focused, so it cannot defend against it (CRD \"Defending\")",
                d.name
            )));
        }
        let mut extra = Vec::new();
        for e in &d.effects {
            let Effect::Conditional(c) = e else { continue };
            let gives: Vec<Effect> = c
                .effects
                .iter()
                .filter(|e| matches!(e, Effect::StopsUnstoppable | Effect::StopsFocused))
                .cloned()
                .collect();
            if gives.is_empty() {
                continue;
            }
            if let Some(why) = self.undecided(defender, &c.condition) {
                log.judge.push(format!(
                    "judge resolves: {}: {why}; whether it can stop this attack waits for that choice",
                    d.name
                ));
            } else if self.holds(defender, &c.condition) {
                extra.extend(gives);
            }
        }
        if !extra.is_empty() {
            let rule = if extra.contains(&Effect::StopsUnstoppable) {
                Rule::StoppingUnstoppable
            } else {
                Rule::Focused
            };
            log.note(
                self.cite(rule),
                format!(
                    "{}: its condition holds, so it can stop {}",
                    d.name,
                    if extra.contains(&Effect::StopsUnstoppable) {
                        "attacks that cannot be stopped"
                    } else {
                        "Focused attacks"
                    }
                ),
            );
            d.effects.extend(extra);
        }
        Ok(())
    }

    /// After use: how many more times a card stays on the table to be used this Combat because
    /// it stopped a Focused attack ("If this card stopped a focused attack, it stays on the table
    /// to be used one more time this Combat").
    pub(in crate::engine) fn stays_after_stopping_focused(
        &self,
        player: PlayerId,
        card_name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) -> Option<u32> {
        // "If performed by your Main Personality and he currently has a lower power rating than
        // your opponent's Main Personality, this card stays on the table ...": a condition on a
        // "Z" rating is the judge's (the card is put away as if it did not hold).
        for e in effects {
            if let Effect::Conditional(c) = e {
                if c.effects
                    .iter()
                    .any(|e| matches!(e, Effect::UsesThisCombat(_)))
                {
                    if let Some(why) = self.undecided(player, &c.condition) {
                        log.judge.push(format!(
                            "judge resolves: {card_name}: {why}; whether it stays on the table waits for that choice"
                        ));
                    }
                }
            }
        }
        let n = effects.iter().find_map(|e| match e {
            Effect::UsesIfStoppedFocused(n) => Some(*n),
            _ => None,
        })?;
        let a = self.attack.as_ref()?;
        let stopped_here = a.stopped_by.as_deref() == Some(card_name)
            && a.defence.as_ref().is_some_and(|d| d.name == card_name);
        let focused = a.attack.as_ref().is_some_and(|s| s.focused);
        (stopped_here && focused).then_some(n)
    }

    /// Step 7 ("Focused"): the Drill in play of `defender` whose "Your Defense Shields can stop
    /// focused attacks" ([`Effect::ShieldsStopFocused`]) lets its Defense Shields stop a Focused
    /// attack; its name, with the Drill and its rulings cited.
    pub(in crate::engine) fn shields_stop_focused(
        &self,
        defender: PlayerId,
        log: &mut Log,
    ) -> Option<String> {
        let pl = self.state.player(defender);
        let card = pl.in_play.drills.iter().copied().find(|&c| {
            self.state
                .def(c)
                .effects
                .contains(&Effect::ShieldsStopFocused)
        })?;
        self.cite_card_rulings(card, log);
        Some(self.state.name(card).to_string())
    }

    /// Step 12, once the attack's power stages of damage are dealt to `target` of the defender:
    /// "If this attack deals damage to an Ally, that Ally is discarded" (or removed from the
    /// game) takes that Ally out of play after the damage is dealt.
    pub(in crate::engine) fn ally_damaged_leaves(
        &mut self,
        effects: &[Effect],
        defender: PlayerId,
        target: Controller,
        amount: u32,
        source: &str,
        log: &mut Log,
    ) {
        let Controller::Ally(i) = target else { return };
        if amount == 0 {
            return;
        }
        let Some(act) = effects.iter().find_map(|e| match e {
            Effect::AllyDamagedLeaves(a) => Some(*a),
            _ => None,
        }) else {
            return;
        };
        if let Some(name) = self.ally_leaves_play(defender, i, act, source, log) {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!(
                    "{source}: {name} took damage from this attack, so it {}",
                    match act {
                        crate::engine::effects::InPlayAct::Discard => "is discarded",
                        crate::engine::effects::InPlayAct::RemoveFromGame =>
                            "is removed from the game",
                        crate::engine::effects::InPlayAct::LifeDeckBottom =>
                            "is placed at the bottom of its owner's Life Deck",
                    }
                ),
            );
        }
    }

    /// A floating raise of `me`'s Main Personality's PUR, to the end of the Combat.
    pub(in crate::engine) fn pur_raise(
        &mut self,
        me: PlayerId,
        n: u32,
        source: &str,
        log: &mut Log,
    ) {
        self.state
            .player_mut(me)
            .game
            .pur_raised
            .push((n, source.to_string()));
        let mp = self
            .state
            .personality_def(&self.state.player(me).mp)
            .name
            .clone();
        log.note(
            self.cite(Rule::FloatingEffects),
            format!(
                "{source}: {mp}'s PUR is +{n} (a floating effect; the card's duration outlasts this Combat, so it holds to its end)"
            ),
        );
    }

    /// "+Y to the PUR, Y = your Main Personality's current personality level": the level read
    /// now; a level not on record goes to the judge.
    pub(in crate::engine) fn pur_raise_level(&mut self, me: PlayerId, source: &str, log: &mut Log) {
        let def = self.state.personality_def(&self.state.player(me).mp);
        match def.level {
            Some(level) => self.pur_raise(me, level, source, log),
            None => log.judge.push(format!(
                "judge resolves: {source}: {} has no personality level on record, so Y is unknown",
                def.name
            )),
        }
    }
}
