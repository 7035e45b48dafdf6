//! Execution of `in_play::drill_damage`: wordings of cards CRD 3.0.0 rewrites ("Treat this card as if
//! it read ...") that no other module reads. Both are read from a Drill in play:
//!
//! - [`Effect::ReduceEitherAgainstYou`] (Guldo's Time Freeze Drill, Yajirobe's Gifting Drill:
//!   "Reduce the damage from all attacks performed against you by 1 power stage or 1 life card
//!   of damage"): a reduction is a modifier of the attack's damage (CRD 3.0.0 "Modified
//!   Damage", Battle Sequence step 10; "Drill Cards": a Drill's effect applies while it is in
//!   play). It is taken from the one kind of damage the attack does once every other modifier
//!   is counted; an attack doing both kinds is left to the judge, since the text does not say
//!   which is reduced, and an attack doing neither has nothing to reduce.
//! - [`Effect::StagesBackPerDamage`] (Captain Ginyu Reversal Drill: "For every 3 power stages of
//!   damage you receive, per attack, your opponent loses 1 power stage of damage"): once an
//!   attack's power stages of damage are dealt to the Drill's owner (step 12, after prevention
//!   and caps, redirected damage included: the owner receives it), the attacker's Main
//!   Personality loses 1 power stage for every 3 dealt; a loss past the 0 stage discards life
//!   cards like any power stage loss. What is left over does not carry over to the next attack
//!   ("per attack").
//! - [`Effect::StagesBackPerLoss`] (Red Wrist Control Drill: "For every 3 power stages you lose
//!   your opponent loses 1 power stage, down to 0"): the power stages the owner's Main
//!   Personality loses during an attack (damage, costs it pays, effects; its CRD 3.0.0 ruling:
//!   "the power stages that you pay do count") are counted from the attack's declaration;
//!   after every step, the opponent's Main Personality loses what they owe, to a minimum of 0.
//!   "Extra power stages do not carry over from one attack to the next": the count restarts
//!   at each declaration. Losses outside an attack (the Prepare Phase) are not counted, and
//!   neither are an Ally's.
//! - [`Effect::UseAfterOpponentPaysCosts`] (Straining Ankle Smash Move: "Use immediately after
//!   your opponent attacks you ... and pays any costs for that attack. Lower your opponent's
//!   Main Personality 4 power stages immediately when played."): the defender plays it right
//!   after Battle Sequence step 2 of an attack (not of an action in place of an attack), with a
//!   `play` action placed in the script after the attack's; its effects resolve at once
//!   (CRD 3.0.0 "Secondary Effects") and it is discarded after use. It is not the defence of
//!   step 5 (the defender may still defend), and it is refused as an attack or a defence.
//! - [`Effect::DrillInPlaceOfAttack`] (Orange Lifting Drill: "Once per Combat, in place of an
//!   attack, during your turn, discard all of your opponents' Drills"): its owner uses the Drill
//!   in play with a `use` action at step 1 (CRD 3.0.0 "Drill Cards": a Drill stays in play);
//!   its effects resolve at step 3 like those of any action in place of an attack, and it stays
//!   in play at step 16. "Once per Combat" and "during your turn" (the Combat of its owner's
//!   turn: he attacks in the odd Attack Phases) are enforced: the action is refused otherwise.

use crate::engine::action::{Action, Verb};
use crate::engine::damage::Damage;
use crate::engine::effects::{Effect, StagesBack};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

use crate::engine::battle::Battle;

impl Battle {
    /// Step 10: the reductions of `defender`'s Drills in play that reduce "1 power stage or 1
    /// life card" of every attack against him, as modifiers, given the damage the attack does
    /// with the modifiers counted so far.
    pub(in crate::engine) fn errata_reductions(
        &self,
        defender: PlayerId,
        base: Damage,
        mods: &[(i32, i32, String)],
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let mut ps =
            i64::from(base.power_stages) + mods.iter().map(|m| i64::from(m.0)).sum::<i64>();
        let mut lc = i64::from(base.life_cards) + mods.iter().map(|m| i64::from(m.1)).sum::<i64>();
        let mut out = Vec::new();
        let pl = self.state.player(defender);
        for &c in pl.in_play.drills.iter() {
            let d = self.state.def(c);
            // "X only" (`battle::only`): a Drill its controller cannot use now does nothing.
            if let Some(why) = self.only_blocks_in_play(defender, c, log) {
                log.notes.push(why);
                continue;
            }
            for e in &d.effects {
                let Effect::ReduceEitherAgainstYou(n) = e else {
                    continue;
                };
                let n = *n as i32;
                log.cite(self.cite(Rule::DrillCards));
                if let Some(r) = &d.text_source {
                    log.cite_ruling(r);
                }
                match (ps > 0, lc > 0) {
                    (true, false) => {
                        out.push((-n, 0, d.name.clone()));
                        ps -= i64::from(n);
                    }
                    (false, true) => {
                        out.push((0, -n, d.name.clone()));
                        lc -= i64::from(n);
                    }
                    (true, true) => log.judge.push(format!(
                        "judge resolves: {} reduces the damage by {n} power stage(s) or {n} life card(s); this attack does both kinds and the card does not say which is reduced",
                        d.name
                    )),
                    (false, false) => log.notes.push(format!(
                        "{}: the attack does no damage to reduce",
                        d.name
                    )),
                }
            }
        }
        out
    }

    /// The Drills in play of `p` with a `StagesBack` effect that `pick` reads, with the card's
    /// name and ruling: only those are looked at (no definition is cloned on every step).
    fn stages_back_drills(
        &self,
        p: PlayerId,
        pick: fn(&Effect) -> Option<StagesBack>,
    ) -> Vec<(CardId, StagesBack, String, Option<String>)> {
        let mut out = Vec::new();
        for c in self.state.acting_drills(p) {
            let d = self.state.def(c);
            for s in d.effects.iter().filter_map(pick) {
                out.push((c, s, d.name.clone(), d.text_source.clone()));
            }
        }
        out
    }

    /// Step 12: after `amount` power stages of damage of the attack were dealt to `defender`,
    /// his Drills that make the attacker lose power stages for them.
    pub(in crate::engine) fn errata_stages_back(
        &mut self,
        defender: PlayerId,
        amount: u32,
        log: &mut Log,
    ) {
        if amount == 0 || log.victory.is_some() {
            return;
        }
        let attacker = defender.other();
        let pick: fn(&Effect) -> Option<StagesBack> = |e| match e {
            Effect::StagesBackPerDamage(s) => Some(*s),
            _ => None,
        };
        for (_, s, name, ruling) in self.stages_back_drills(defender, pick) {
            if log.victory.is_some() {
                return;
            }
            log.cite(self.cite(Rule::DrillCards));
            if let Some(r) = &ruling {
                log.cite_ruling(r);
            }
            let steps = amount.checked_div(s.per).unwrap_or(0);
            if steps == 0 {
                log.notes.push(format!(
                    "{name}: {amount} power stage(s) of damage received, fewer than {}: {attacker} loses nothing (nothing carries over to the next attack)",
                    s.per
                ));
                continue;
            }
            let lose = steps.saturating_mul(s.lose);
            log.notes.push(format!(
                "{name}: {amount} power stage(s) of damage received from this attack: {attacker} loses {lose} power stage(s)"
            ));
            let by = i32::try_from(lose).map_or(i32::MIN, |n| -n);
            // "your opponent loses 1 power stage": every personality of his (CRD
            // "Referencing", `stages::player_stages`).
            self.player_stages(attacker, by, false, &name, log);
        }
    }

    /// After every step of an attack: each Drill "For every 3 power stages you lose your
    /// opponent loses 1 power stage, down to 0" makes the opponent lose what its owner's losses
    /// during this attack now owe and it has not yet taken.
    pub(in crate::engine) fn errata_stages_lost(&mut self, log: &mut Log) {
        let pick: fn(&Effect) -> Option<StagesBack> = |e| match e {
            Effect::StagesBackPerLoss(s) => Some(*s),
            _ => None,
        };
        for p in [PlayerId::P1, PlayerId::P2] {
            if log.victory.is_some() {
                return;
            }
            let lost = self.state.player(p).combat.stages_lost_this_attack;
            if lost == 0 {
                continue;
            }
            for (c, s, name, ruling) in self.stages_back_drills(p, pick) {
                let owed = lost.checked_div(s.per).unwrap_or(0).saturating_mul(s.lose);
                let repaid = self.state.player(p).combat.stages_lost_repaid.get(c);
                if owed <= repaid {
                    continue;
                }
                let now = owed - repaid;
                self.state
                    .player_mut(p)
                    .combat
                    .stages_lost_repaid
                    .set(c, owed);
                log.cite(self.cite(Rule::DrillCards));
                if let Some(r) = &ruling {
                    log.cite_ruling(r);
                }
                // "you lose": what every personality of `p` lost, an Ally's too (CRD
                // "Referencing").
                if !self.state.player(p).allies.is_empty() {
                    log.cite(self.cite(Rule::Referencing));
                }
                let other = p.other();
                log.notes.push(format!(
                    "{name}: {p}'s personalities lost {lost} power stage(s) during this attack: {other} loses {now} power stage(s), down to 0"
                ));
                // "you lose" / "your opponent loses": every personality of that player (CRD
                // "Referencing", `stages::player_stages`), each down to 0.
                let by = i32::try_from(now).map_or(i32::MIN, |n| -n);
                self.player_stages(other, by, true, &name, log);
            }
        }
    }

    /// Refuses a card used only right after the opponent pays an attack's costs when it is
    /// played at any other time (as an attack, in place of an attack, or as a defence).
    pub(in crate::engine) fn errata_refuse_out_of_window(
        &self,
        name: &str,
        effects: &[Effect],
    ) -> Result<()> {
        if effects.contains(&Effect::UseAfterOpponentPaysCosts) {
            return Err(EngineError::Illegal(format!(
                "{name} is used only immediately after the opponent attacks and pays the attack's costs (right after step 2): play it then, before the defender's step 5 action"
            )));
        }
        Ok(())
    }

    /// Right after step 2 of an attack: the defender's `play` of a card "Use immediately after
    /// your opponent attacks you ... and pays any costs for that attack", if the script has it
    /// next. A card that cannot be used now (a restriction) is left for step 5, which refuses
    /// it with the reason.
    pub(in crate::engine) fn errata_after_costs(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let attacker = self.pos.attacker;
        let defender = attacker.other();
        if self.attack.as_ref().is_none_or(|a| a.attack.is_none()) {
            return;
        }
        let Some(action) = self.peek().cloned() else {
            return;
        };
        if action.player != defender || action.verb != Verb::Play {
            return;
        }
        let Some(name) = action.card.clone() else {
            return;
        };
        let Some(card) = self
            .state
            .player(defender)
            .hand
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), &name))
        else {
            return;
        };
        let def = self.state.def(card).clone();
        if !def.effects.contains(&Effect::UseAfterOpponentPaysCosts) {
            return;
        }
        if self
            .check_restrictions(defender, Some(card), &def.name, None, false)
            .is_err()
        {
            return;
        }
        self.take_action();
        self.state.player_mut(defender).combat.cards_played += 1;
        log.cite(self.cite(Rule::SecondaryEffects));
        if let Some(r) = &def.text_source {
            log.cite_ruling(r);
        }
        log.notes.push(format!(
            "{defender} plays {} immediately after {attacker} attacked and paid the attack's costs",
            def.name
        ));
        let effects: Vec<Effect> = def
            .effects
            .iter()
            .filter(|e| e.is_secondary())
            .cloned()
            .collect();
        if let Err(e) = self.apply_effects(defender, &effects, &def.name, log) {
            log.judge.push(format!(
                "judge resolves: {} could not resolve: {e}",
                def.name
            ));
        }
        let where_ = self.put_away(defender, card, &def.effects, log);
        account.push(format!("{defender} plays {} ({where_})", def.name));
    }

    /// The Drill in play of `me` named by a `use` action that has an effect used in place of an
    /// attack, if any.
    fn errata_drill_named(&self, me: PlayerId, action: &Action) -> Option<CardId> {
        let name = action.card.as_deref()?;
        self.state
            .player(me)
            .in_play
            .drills
            .iter()
            .copied()
            .find(|&c| {
                crate::corpus::names::same_name(self.state.name(c), name)
                    && self
                        .state
                        .def(c)
                        .effects
                        .iter()
                        .any(|e| matches!(e, Effect::DrillInPlaceOfAttack(_)))
            })
    }

    /// Step 1: a `use` naming one of `me`'s Drills in play that has no use in place of an attack
    /// the engine reads. A Drill whose unread text says "in place of an attack" is used so, its
    /// sentence handed to the judge at step 3; any other is refused: a Drill is "constantly in
    /// use for [its] game effects as long as [it is] in play" (CRD 3.0.0 "Drill Cards"), not used
    /// by an action. `None`: the action names no Drill of `me` in play.
    pub(in crate::engine) fn errata_unread_drill_use(
        &self,
        me: PlayerId,
        action: &Action,
        log: &mut Log,
    ) -> Result<Option<(CardId, String, Vec<Effect>)>> {
        let Some(name) = action.card.as_deref() else {
            return Ok(None);
        };
        let Some(card) = self.state.drill_named(me, name) else {
            return Ok(None);
        };
        let def = self.state.def(card);
        let rule = self.cite(Rule::DrillCards);
        let unread: Vec<Effect> = def
            .effects
            .iter()
            .filter(|e| matches!(e, Effect::Manual(s) if s.to_lowercase().contains("in place of an attack")))
            .cloned()
            .collect();
        if unread.is_empty() {
            return Err(EngineError::Illegal(format!(
                "{} cannot be used by {me} in place of an attack: it is a Drill in play, \"constantly in use for their game effects as long as they are in play\", and its text names no use in place of an attack ({})",
                def.name, rule.id
            )));
        }
        log.cite(rule);
        if let Some(r) = &def.text_source {
            log.cite_ruling(r);
        }
        log.notes.push(format!(
            "{me} uses {} in place of an attack, as its text says (it stays in play); the engine does not read that sentence: the judge resolves it at step 3",
            def.name
        ));
        Ok(Some((card, def.name.clone(), unread)))
    }

    /// True when a `use` action names one of `me`'s Drills in play used in place of an attack.
    pub(in crate::engine) fn errata_is_drill_use(&self, me: PlayerId, action: &Action) -> bool {
        self.errata_drill_named(me, action).is_some()
    }

    /// Step 1: `me` uses a Drill in play in place of an attack. Checks "once per Combat" and
    /// "during your turn", counts the use, and returns the card, its name and the effects that
    /// resolve at step 3.
    pub(in crate::engine) fn errata_drill_use(
        &mut self,
        me: PlayerId,
        action: &Action,
        log: &mut Log,
    ) -> Result<(CardId, String, Vec<Effect>)> {
        let Some(card) = self.errata_drill_named(me, action) else {
            return Err(EngineError::Illegal(format!(
                "{me} has no such Drill in play"
            )));
        };
        let def = self.state.def(card).clone();
        let Some(u) = def.effects.iter().find_map(|e| match e {
            Effect::DrillInPlaceOfAttack(u) => Some(u.clone()),
            _ => None,
        }) else {
            return Err(EngineError::Internal("drill use without its effect".into()));
        };
        // The turn's player attacks in the first Attack Phase; phases alternate.
        let turn = if self.pos.attack_phase % 2 == 1 {
            self.pos.attacker
        } else {
            self.pos.attacker.other()
        };
        if u.your_turn && turn != me {
            return Err(EngineError::Illegal(format!(
                "{} is used only during its owner's turn: this Combat is in {turn}'s turn{}",
                def.name,
                def.text_source
                    .as_ref()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default()
            )));
        }
        let used = self.state.player(me).combat.uses.get(card);
        if let Some(max) = u.per_combat {
            if used >= max {
                return Err(EngineError::Illegal(format!(
                    "{} may be used {max} time(s) per Combat: it was already used ({})",
                    def.name,
                    self.cite(Rule::DrillCards).id
                )));
            }
        }
        // "Once per turn": a turn has one Combat Step, so this Combat's uses are the turn's.
        if let Some(max) = u.per_turn {
            if used >= max {
                return Err(EngineError::Illegal(format!(
                    "{} may be used {max} time(s) per turn: it was already used in place of an attack in this turn's Combat ({}; {})",
                    def.name,
                    def.text_source.as_deref().unwrap_or(self.cite(Rule::DrillCards).id),
                    crate::engine::citations::CRD_TURN_5.id
                )));
            }
        }
        self.state.player_mut(me).combat.uses.bump(card);
        log.cite(self.cite(Rule::DrillCards));
        if let Some(r) = &def.text_source {
            log.cite_ruling(r);
        }
        log.notes.push(format!(
            "{me} uses {} in place of an attack (it stays in play)",
            def.name
        ));
        // `in_play::drill_attacks`: what the Drill's text does "when you use this Drill".
        let mut effects = u.effects;
        for e in &def.effects {
            if let Effect::OnDrillUse(on) = e {
                effects.extend(on.iter().cloned());
            }
        }
        Ok((card, def.name.clone(), effects))
    }
}
