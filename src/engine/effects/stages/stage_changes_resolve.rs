//! `stages::stage_changes`'s effects in the Battle Sequence: anger per copy of a named card in
//! the discard pile ([`Effect::AngerPerCopy`], counted when it resolves, cards that "count as 1
//! copy" of it there included) and the opponent's personality in control of Combat lowered to
//! the power stages of the card user's ([`Effect::LowerToPerformerStages`]), and one personality
//! of a player, chosen through the action's `choose`, gaining or losing power stages
//! ([`Effect::ChosenPersonalityStages`]). They resolve where
//! the card's text puts them (a secondary effect at step 3, an "If successful" effect at step
//! 15, CRD "Secondary Effects" and ""If Successful" Effects").

use std::sync::Arc;

use crate::engine::battle::{Battle, Outcome};
use crate::engine::effects::timing::end_of_combat_queue::WaitingForEndOfCombat;
use crate::engine::effects::timing::note_timing_resolve::NotePoint;
use crate::engine::effects::{AngerPerCopy, ChosenPersonalityStages, Effect, MoveCards, Who};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{Controller, PlayerId};
use crate::engine::trace::{self, TraceEvent};
use crate::engine::{damage, levels};
use crate::engine::{EngineError, Result};

impl Battle {
    /// Resolves one effect of the module for `me`.
    pub(in crate::engine) fn stages_apply(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        match e {
            Effect::AngerPerCopy(a) => self.anger_per_copy(me, a, source, log),
            Effect::LowerToPerformerStages => self.lower_to_performer_stages(me, source, log),
            Effect::ChosenPersonalityStages(c) => {
                return self.chosen_personality_stages(me, c, source, log)
            }
            Effect::AtEndOfCombat(v) => {
                self.queue_for_end_of_combat(me, v, source);
                log.note(
                    self.cite(Rule::AttackPhases),
                    format!(
                        "{source}: {} waits for the end of Combat",
                        crate::engine::effect_words::in_words(&self.state, v)
                    ),
                );
            }
            Effect::MovePerAnger(m) => {
                let anger = self.state.player(me).anger;
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!(
                        "{source}: {me}'s current anger level is {anger}: {anger} card(s) moved"
                    ),
                );
                let moves = MoveCards {
                    player: m.player,
                    count: anger,
                    from: m.from,
                    to: m.to,
                    all: false,
                    up_to: false,
                };
                self.move_cards(m.player.of(me), &moves, log);
            }
            Effect::LoseLifeCardsMinusAnger(l) => {
                let p = l.player.of(me);
                let anger = self.state.player(p).anger;
                let n = l.from.saturating_sub(anger);
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!(
                        "{source}: {} minus {p}'s anger level {anger}: {p} discards {n} life card(s)",
                        l.from
                    ),
                );
                damage::lose_life_cards(&mut self.state, &self.rules, log, p, n);
            }
            _ => {}
        }
        Ok(())
    }

    /// Once the step just run has ended Combat, uses the effects waiting for the end of Combat
    /// and adds what they did to that step's trace event.
    pub(in crate::engine) fn end_of_combat_effects(&mut self, event: &mut TraceEvent) {
        if !matches!(self.outcome, Some(Outcome::CombatEnded)) {
            return;
        }
        let mut queued = std::mem::take(&mut self.end_of_combat);
        let mut log = Log::default();
        if let Some(card) = PlayerId::BOTH
            .into_iter()
            .find_map(|p| self.state.player(p).game.ended_combat.clone())
        {
            log.note(
                self.cite(Rule::AttackPhases),
                format!("{card} ended Combat: the Attack Phases that would have followed are not taken; what waits for the end of Combat still happens"),
            );
        }
        self.order_end_of_combat_queue(&mut queued, &mut log);
        // The judge's sentences of cards in play timed for the end of Combat (or, once, for the
        // turn after it), and what outlasts the Combat the engine resolves.
        self.notes_due(None, NotePoint::EndOfCombat, &mut log);
        self.outlasting_at_end_of_combat(&mut log);
        if queued.is_empty() && log.judge.is_empty() && log.notes.is_empty() {
            return;
        }
        for waiting in queued {
            if log.victory.is_some() {
                break;
            }
            let WaitingForEndOfCombat {
                player: p,
                effects,
                source,
                choose,
                may,
            } = waiting;
            self.end_of_combat_using = Some((p, choose, may));
            self.choices_taken = [0, 0];
            self.may_used = [false, false];
            log.note(
                self.cite(Rule::AttackPhases),
                format!("Combat has ended: {source}'s effects waiting for the end of Combat are used for {p}"),
            );
            if let Err(e) = self.apply_effects(p, &effects, &source, &mut log) {
                log.judge.push(format!(
                    "judge resolves: {source} at the end of Combat: {e}"
                ));
            }
            self.end_of_combat_using = None;
        }
        event.citations.extend(
            log.cites
                .iter()
                .map(|c| trace::CiteId::from(c.id))
                .chain(log.rulings.iter().cloned().map(trace::CiteId::from)),
        );
        event.notes.extend(log.notes);
        event.judge.extend(log.judge);
        if self.record_changes {
            if let Some(before) = self.last_snapshot.take() {
                let after = Arc::new(trace::snapshot(&self.state));
                event
                    .changes
                    .extend(trace::diff(&before, &after, &self.state));
                self.last_snapshot = Some(after);
            }
        }
        if let Some(v) = log.victory {
            self.outcome = Some(Outcome::Victory(v));
        }
    }

    /// One of `side`'s personalities in play, named in `me`'s `choose` unless there is only one
    /// (`None`: the Main Personality; `Some(i)`: the Ally at i). `Err` says what to choose.
    pub(in crate::engine) fn chosen_personality(
        &mut self,
        me: PlayerId,
        side: PlayerId,
        source: &str,
    ) -> Result<Option<usize>> {
        let allies = self.state.player(side).allies.len();
        // None: the Main Personality; Some(i): the Ally at i.
        Ok(if allies == 0 {
            None
        } else {
            let names = self.take_choices(me, 1);
            let Some(n) = names.first() else {
                let mut list = vec![self
                    .state
                    .personality_def(&self.state.player(side).mp)
                    .name
                    .clone()];
                list.extend(
                    self.state
                        .player(side)
                        .allies
                        .iter()
                        .map(|a| self.state.personality_def(a).name.clone()),
                );
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: the personality of {side} that {source} chooses ({})",
                        list.join(", ")
                    ),
                    found: "no names".into(),
                });
            };
            // The board files' one name-matching rule (case, punctuation, the level's form).
            let n = n.as_str();
            let fits = |def: &crate::engine::state::CardDef| {
                crate::corpus::names::same_name(&def.name, n)
                    || crate::corpus::names::same_name(def.personality_name(), n)
            };
            let mut matching: Vec<Option<usize>> = Vec::new();
            if fits(self.state.personality_def(&self.state.player(side).mp)) {
                matching.push(None);
            }
            for (i, a) in self.state.player(side).allies.iter().enumerate() {
                if fits(self.state.personality_def(a)) {
                    matching.push(Some(i));
                }
            }
            match matching.as_slice() {
                [t] => *t,
                [] => {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {n} is not a personality of {side} in play"
                    )))
                }
                _ => {
                    return Err(EngineError::Illegal(format!(
                        "{source}: {n} names more than one personality of {side} in play; name the level card (\"Goku Lv.1\")"
                    )))
                }
            }
        })
    }

    /// One of `c.whose`'s personalities in play, named in `me`'s `choose` unless there is only
    /// one, gains or loses `c.by` power stages.
    fn chosen_personality_stages(
        &mut self,
        me: PlayerId,
        c: &ChosenPersonalityStages,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let side = c.whose.of(me);
        let target = self.chosen_personality(me, side, source)?;
        match target {
            None => {
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: {side}'s Main Personality is the personality chosen"),
                );
                levels::change_stages(&mut self.state, &self.rules, log, side, c.by);
            }
            Some(i) => {
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: {side}'s Ally is the personality chosen"),
                );
                self.ally_stages(side, i, c.by, true, source, log);
            }
        }
        Ok(())
    }

    /// Copies of `name` in `owner`'s discard pile: cards of that title, and cards that count as
    /// a copy of it while there.
    pub(in crate::engine) fn copies_in_discard(&self, owner: PlayerId, name: &str) -> u32 {
        self.state
            .player(owner)
            .discard
            .iter()
            .filter(|&&c| {
                let def = self.state.def(c);
                def.name.eq_ignore_ascii_case(name)
                    || def.effects.iter().any(
                        |e| matches!(e, Effect::CountsAsCopyInDiscard(n) if n.eq_ignore_ascii_case(name)),
                    )
            })
            .count() as u32
    }

    fn anger_per_copy(&mut self, me: PlayerId, a: &AngerPerCopy, source: &str, log: &mut Log) {
        let n = self.copies_in_discard(me, &a.name);
        let p = match a.player {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        let by = a.each.saturating_mul(n as i32);
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {n} copy(ies) of \"{}\" in {me}'s discard pile: {p}'s anger {} {} level(s)",
                a.name,
                if by >= 0 { "raised" } else { "lowered" },
                by.unsigned_abs()
            ),
        );
        if by != 0 {
            levels::change_anger(&mut self.state, &self.rules, log, p, by);
        }
    }

    fn lower_to_performer_stages(&mut self, me: PlayerId, source: &str, log: &mut Log) {
        let opp = me.other();
        let mine = self.state.controller(me).stage;
        let theirs = self.state.controller(opp).stage;
        let who = self.state.controller_name(opp);
        if theirs <= mine {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!(
                    "{source}: {who} ({opp}, in control of Combat) has {theirs} power stage(s) above 0, not more than the {mine} of {me}'s personality performing the attack: nothing is lowered"
                ),
            );
            return;
        }
        let by = mine as i32 - theirs as i32;
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {who} ({opp}, in control of Combat) has {theirs} power stage(s) above 0, more than the {mine} of {me}'s personality performing the attack: lowered to {mine}"
            ),
        );
        match self.state.player(opp).control {
            Controller::MainPersonality => {
                levels::change_stages(&mut self.state, &self.rules, log, opp, by)
            }
            Controller::Ally(i) => self.ally_stages(opp, i, by, false, source, log),
        }
    }
}
