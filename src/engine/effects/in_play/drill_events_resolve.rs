//! `in_play::drill_events`: Drills used as defences with a cost, and "When you perform an
//! attack" effects of Drills in play.
//!
//! - A Drill in play with [`Effect::DrillStop`] ("Discard 2 life cards to stop an energy
//!   attack") is used by its owner as his defence at Battle Sequence step 5 with a `use` action
//!   naming the Drill (CRD "Defending"; "Drill Cards": a Drill is kept in play after use and can
//!   be used again). Its cost is checked before the defence is accepted (an action whose cost
//!   cannot be paid is refused with the reason) and paid as it is used: life cards from the top
//!   of the Life Deck, the Non-Combat card in play named in the action's `choose`, or the whole
//!   hand. The Drill then stops the attack as any stop of its kinds does (a Focused attack is not
//!   stopped by a card that stops both kinds, CRD "What is Focused?"), and it stays in play.
//! - [`TriggerEvent::YouPerformAttack`]: the attacker's Drill effects "When you perform an
//!   attack", right after step 1 (the attack declared), through `triggers::triggered_effects`.

use crate::engine::action::{Action, Verb};
use crate::engine::battle::{Battle, Defence, Source};
use crate::engine::effects::{
    attack_of, Cost, DrillStop, DrillStopCost, Effect, InPlayAct, InPlayCount, InPlayEffect,
    InPlayKind, Stop, TriggerEvent, Whose,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardDef, CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// What becomes of an effect of the energy attack card played with Black Energy Deflection Drill
/// (CRD 3.0.0 ruling: "All secondary effects printed on that energy attack are resolved, 'If
/// successful' effects are not resolved and the defender takes no life cards or power stages of
/// damage from the attack").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Deflected {
    /// A secondary effect: resolved at step 6 with the defender's.
    Resolved,
    /// "If successful" effects: not resolved.
    IfSuccessful,
    /// The attack, its cost (paid at step 5) and its damage: no damage is done.
    Attack,
    /// Where the card goes after use and deck rules (read when it is put away), and Endurance
    /// (used from the Life Deck only): nothing to resolve now.
    PutAway,
    /// Anything else: the judge.
    Judge,
}

fn deflected(e: &Effect) -> Deflected {
    match e {
        Effect::IfSuccessful(_) => Deflected::IfSuccessful,
        Effect::Attack(_)
        | Effect::Cost(_)
        | Effect::Modify(_)
        | Effect::ModifyPer(_)
        | Effect::ModifyInstead(_)
        | Effect::DamageInstead(_)
        | Effect::DamagePer(_)
        | Effect::Multiply(_)
        | Effect::Empower(_)
        | Effect::Keyword(_)
        | Effect::NotByMainPersonalityPowers
        | Effect::NotStoppedByFloatingOrShields
        | Effect::NotStoppedByCardType(_)
        | Effect::NotPreventedByCardType(_)
        | Effect::DamageRemovedFromGame
        | Effect::NoLifeCardsFromThisAttack => Deflected::Attack,
        Effect::AfterUse(_)
        | Effect::RemoveFromGameAfterUse
        | Effect::StaysOnTable
        | Effect::UsesThisCombat(_)
        | Effect::CardRule(_)
        | Effect::Only(_)
        // CRD "What does Endurance do?": used from the Life Deck only, never from the hand.
        | Effect::Endurance(_)
        | Effect::EnduranceX(_)
        | Effect::EnduranceBonus(_) => Deflected::PutAway,
        Effect::Conditional(c) if c.effects.iter().all(|e| deflected(e) == Deflected::PutAway) => {
            Deflected::PutAway
        }
        Effect::Conditional(c) if c.effects.iter().all(|e| deflected(e) == Deflected::Attack) => {
            Deflected::Attack
        }
        Effect::Conditional(c)
            if c.effects
                .iter()
                .all(|e| matches!(deflected(e), Deflected::Resolved | Deflected::Attack)) =>
        {
            Deflected::Resolved
        }
        Effect::Conditional(_) => Deflected::Judge,
        e if e.is_secondary() => Deflected::Resolved,
        _ => Deflected::Judge,
    }
}

/// The sentence of a card's text that compiles to `e` (the whole text when none does alone),
/// read from the sentences kept on the card when it was loaded.
fn sentence_of(def: &CardDef, e: &Effect) -> String {
    def.sentences
        .iter()
        .find(|(_, effects)| effects.contains(e))
        .map_or_else(|| def.text.clone(), |(s, _)| s.clone())
}

/// The Non-Combat card in play discarded to use the Drill.
fn non_combat_cost() -> InPlayEffect {
    InPlayEffect {
        act: InPlayAct::Discard,
        whose: Whose::You,
        cards: vec![InPlayKind::NonCombat],
        count: InPlayCount::Exactly(1),
        style: None,
    }
}

impl Battle {
    /// [`DrillStopCost::HandEnergyAttacker`]: the card of `me`'s hand named in the action's
    /// `choose`, checked to perform an energy attack (CRD "Card Costs"). A card the engine does
    /// not read as performing one is refused only when its text is fully read (no sentence left
    /// to the judge, no choice or condition that could hold an attack); otherwise the judge
    /// decides.
    fn hand_energy_attacker(&self, me: PlayerId, action: &Action, name: &str) -> Result<CardId> {
        let [chosen] = action.choose.as_slice() else {
            return Err(EngineError::Illegal(format!(
                "{name} needs its cost chosen: one card of {me}'s hand that can perform an energy attack, named in `choose`"
            )));
        };
        let Some(card) = self
            .state
            .player(me)
            .hand
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), chosen))
        else {
            return Err(EngineError::Illegal(format!(
                "{name} cannot be used: {chosen} is not in {me}'s hand (CRD \"Card Costs\")"
            )));
        };
        let def = self.state.def(card);
        if crate::engine::effects::attack_of(&def.effects)
            .is_some_and(|a| a.kind == crate::engine::effects::AttackKind::Energy)
        {
            return Ok(card);
        }
        // Fully read, and no effect of the card could hide an attack (a choice, a condition).
        let fully_read = def.pool_id.is_some()
            && !def.effects.iter().any(|e| {
                matches!(
                    e,
                    Effect::Manual(_) | Effect::Either(_) | Effect::Conditional(_)
                )
            });
        if fully_read {
            Err(EngineError::Illegal(format!(
                "{name} cannot be used: {chosen} is not a card that can perform an energy attack (CRD \"Card Costs\")"
            )))
        } else {
            Err(EngineError::Unresolvable(format!(
                "{name}: the judge decides whether {chosen} can perform an energy attack (its cost)"
            )))
        }
    }

    /// [`DrillStopCost::PlayHandEnergyAttack`]: the energy attack card of `me`'s hand named in
    /// the action's `choose` (as [`DrillStopCost::HandEnergyAttacker`] checks it) and its costs,
    /// refused when they cannot be paid (CRD "Card Costs"), its "_____ only" checked as when it
    /// is played (CRD "\"_____ only\" Cards").
    fn hand_energy_attack(
        &self,
        me: PlayerId,
        action: &Action,
        name: &str,
    ) -> Result<(CardId, (Cost, Vec<String>))> {
        let card = self.hand_energy_attacker(me, action, name)?;
        let def = self.state.def(card);
        // Its costs as if it were played: what changes the cost of its card type applies.
        let mut as_played = action.clone();
        as_played.card = Some(def.name.clone());
        let cost = self.cost_of(me, &def.effects, attack_of(&def.effects), &as_played);
        self.check_cost(me, &cost, &as_played, &def.name)?;
        self.check_only(me, &def.name, &def.effects, &mut Log::default())?;
        Ok((card, cost))
    }

    /// Step 5, Black Energy Deflection Drill used: the energy attack card is played from the
    /// hand (held until step 6, when it is put away) and its costs are paid. What the CRD ruling
    /// says of its effects is noted; an effect the engine cannot place goes to the judge.
    /// Returns what was paid, in words.
    fn play_hand_energy_attack(
        &mut self,
        me: PlayerId,
        d: &Defence,
        action: &Action,
        log: &mut Log,
    ) -> String {
        let (card, (cost, why)) = match self.hand_energy_attack(me, action, &d.name) {
            Ok(x) => x,
            Err(e) => {
                log.judge
                    .push(format!("judge resolves: {} (its cost): {e}", d.name));
                return "nothing".to_string();
            }
        };
        let def = self.state.def(card).clone();
        self.state.take_from_zones(card);
        let pl = self.state.player_mut(me);
        pl.in_use.push(card);
        pl.combat.cards_played += 1;
        log.note(
            self.cite(Rule::PlayingCombatCards),
            format!("{me} plays {} from the hand with {}", def.name, d.name),
        );
        self.cite_cost_modifier_rulings(&why, log);
        for w in why {
            log.note(self.cite(Rule::CardCosts), format!("{}: {w}", def.name));
        }
        let paid = self.pay(me, &cost, action, log);
        if let Source::InPlay(drill) = d.source {
            if let Some(r) = self.state.def(drill).text_source.clone() {
                log.cite_ruling(&r);
            }
        }
        let mut not_resolved = Vec::new();
        for e in &def.effects {
            match deflected(e) {
                Deflected::IfSuccessful => not_resolved.push("its \"If successful\" effects"),
                Deflected::Attack => not_resolved.push("its attack and damage"),
                Deflected::Resolved | Deflected::PutAway => {}
                Deflected::Judge => {
                    log.judge.push(format!(
                        "judge resolves: {} (played with {}): {}",
                        def.name,
                        d.name,
                        sentence_of(&def, e)
                    ));
                }
            }
        }
        not_resolved.dedup();
        if !not_resolved.is_empty() {
            log.notes.push(format!(
                "{}: {} are not resolved; {me} takes no life cards or power stages of damage from it (CRD ruling on {})",
                def.name,
                not_resolved.join(" and "),
                d.name
            ));
        }
        let paid = if paid.is_empty() {
            "nothing".to_string()
        } else {
            paid.join(" and ")
        };
        format!("{paid} for {}, played from the hand,", def.name)
    }

    /// Step 6: the energy attack card played with Black Energy Deflection Drill is put away
    /// after its effects are used (CRD "How do you play a Energy Combat, Physical Combat or
    /// Combat card?": discarded unless the card says otherwise).
    pub(in crate::engine) fn drill_stop_put_away(
        &mut self,
        me: PlayerId,
        d: &Defence,
        action: Option<&Action>,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let played = d.effects.iter().any(
            |e| matches!(e, Effect::DrillStop(s) if s.cost == DrillStopCost::PlayHandEnergyAttack),
        );
        let Some([chosen]) = action.filter(|_| played).map(|a| a.choose.as_slice()) else {
            return;
        };
        let Some(card) = self
            .state
            .player(me)
            .in_use
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), chosen))
        else {
            return;
        };
        let effects = self.state.def(card).effects.clone();
        let where_ = self.put_away(me, card, &effects, log);
        account.push(format!("{} {where_}", self.state.name(card)));
    }

    /// The Drill in play of `me` with a [`Effect::DrillStop`] that a `use` action names.
    pub(in crate::engine) fn drill_stop_named(
        &self,
        me: PlayerId,
        action: &Action,
    ) -> Option<(CardId, DrillStop)> {
        if action.verb != Verb::Use || action.player != me {
            return None;
        }
        let name = action.card.as_deref()?;
        self.state
            .player(me)
            .in_play
            .drills
            .iter()
            .copied()
            .filter(|&c| crate::corpus::names::same_name(self.state.name(c), name))
            .find_map(|c| {
                self.state.def(c).effects.iter().find_map(|e| match e {
                    Effect::DrillStop(s) => Some((c, s.clone())),
                    _ => None,
                })
            })
    }

    /// Step 5: the defence of a Drill used to stop the attack, its cost checked (refused when it
    /// cannot be paid).
    pub(in crate::engine) fn drill_stop_defence(
        &self,
        me: PlayerId,
        action: &Action,
        card: CardId,
        stop: &DrillStop,
    ) -> Result<Defence> {
        let name = self.state.name(card).to_string();
        match &stop.cost {
            DrillStopCost::LifeCards(n) => {
                if *n > self.state.player(me).life_deck.len() {
                    return Err(EngineError::Illegal(format!(
                        "{name} cannot be used: its cost of {n} life card(s) cannot be paid (CRD \"Card Costs\")"
                    )));
                }
            }
            DrillStopCost::NonCombatInPlay => {
                let (picked, short) =
                    self.pick(me, &non_combat_cost(), &action.choose)
                        .map_err(|need| {
                            EngineError::Illegal(format!("{name} needs its cost chosen: {need}"))
                        })?;
                if picked.is_empty() || short {
                    return Err(EngineError::Illegal(format!(
                        "{name} cannot be used: {me} has no Non-Combat card in play to discard (CRD \"Card Costs\")"
                    )));
                }
            }
            DrillStopCost::WholeHand => {
                if self.state.player(me).hand.is_empty() {
                    return Err(EngineError::Illegal(format!(
                        "{name} cannot be used: {me} must have at least one card in the hand to use it"
                    )));
                }
            }
            DrillStopCost::HandEnergyAttacker => {
                self.hand_energy_attacker(me, action, &name)?;
            }
            DrillStopCost::PlayHandEnergyAttack => {
                self.hand_energy_attack(me, action, &name)?;
            }
        }
        let mut effects = vec![
            Effect::Stop(Stop {
                kinds: stop.kinds.clone(),
                rest_of_combat: false,
            }),
            Effect::DrillStop(stop.clone()),
        ];
        // Resolved with the defender's secondary effects at step 6: the secondary effects of the
        // energy attack card played (CRD ruling on Black Energy Deflection Drill), then the
        // Drill's own "and then ...".
        if stop.cost == DrillStopCost::PlayHandEnergyAttack {
            if let Ok((played, _)) = self.hand_energy_attack(me, action, &name) {
                effects.extend(
                    self.state
                        .def(played)
                        .effects
                        .iter()
                        .filter(|e| deflected(e) == Deflected::Resolved)
                        .cloned(),
                );
            }
        }
        effects.extend(stop.then.iter().cloned());
        Ok(Defence {
            source: Source::InPlay(card),
            name,
            effects,
        })
    }

    /// True when the defence is a Drill used to stop the attack: it stays in play.
    pub(in crate::engine) fn is_drill_stop(d: &Defence) -> bool {
        d.effects.iter().any(|e| matches!(e, Effect::DrillStop(_)))
    }

    /// Step 5, the defence accepted: the Drill's cost is paid (checked before).
    pub(in crate::engine) fn drill_stop_pay(
        &mut self,
        me: PlayerId,
        d: &Defence,
        action: &Action,
        log: &mut Log,
    ) {
        let Some(stop) = d.effects.iter().find_map(|e| match e {
            Effect::DrillStop(s) => Some(s.clone()),
            _ => None,
        }) else {
            return;
        };
        log.cite(self.cite(Rule::DrillCards));
        let paid = match stop.cost {
            DrillStopCost::LifeCards(n) => {
                crate::engine::damage::lose_life_cards(&mut self.state, &self.rules, log, me, n);
                format!("{n} life card(s)")
            }
            DrillStopCost::NonCombatInPlay => {
                let e = non_combat_cost();
                match self.pick(me, &e, &action.choose) {
                    Ok((picked, _)) => {
                        let moved =
                            self.take_in_play(&e, &picked, &format!("{} (its cost)", d.name), log);
                        format!("discarding {}", moved.join(", "))
                    }
                    Err(need) => {
                        log.judge
                            .push(format!("judge resolves: {} (its cost): {need}", d.name));
                        "nothing".to_string()
                    }
                }
            }
            DrillStopCost::WholeHand => {
                let hand = std::mem::take(&mut self.state.player_mut(me).hand);
                let n = hand.len();
                self.state.player_mut(me).discard.extend(hand);
                format!("discarding the whole hand ({n} card(s))")
            }
            DrillStopCost::PlayHandEnergyAttack => self.play_hand_energy_attack(me, d, action, log),
            DrillStopCost::HandEnergyAttacker => {
                match self.hand_energy_attacker(me, action, &d.name) {
                    Ok(card) => {
                        let p = self.state.player_mut(me);
                        p.hand.retain(|&c| c != card);
                        p.discard.push(card);
                        format!("discarding {} from the hand", self.state.name(card))
                    }
                    Err(e) => {
                        log.judge
                            .push(format!("judge resolves: {} (its cost): {e}", d.name));
                        "nothing".to_string()
                    }
                }
            }
        };
        log.note(
            self.cite(Rule::CardCosts),
            format!(
                "{me} pays {paid} to use {}, which stays in play (a Drill)",
                d.name
            ),
        );
    }

    /// End of step 13: the Main Personality of `me` gains `per` power stages for every life
    /// card of damage the attack discarded from `me`'s Life Deck.
    pub(in crate::engine) fn stages_per_life_card_received(
        &mut self,
        me: PlayerId,
        per: u32,
        source: &str,
        log: &mut Log,
    ) {
        let received = self.attack.as_ref().map_or(0, |a| a.life_cards_discarded);
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {me} received {received} life card(s) of damage: its Main Personality gains {} power stage(s)",
                per * received
            ),
        );
        if received > 0 {
            crate::engine::levels::change_stages(
                &mut self.state,
                &self.rules,
                log,
                me,
                (per * received) as i32,
            );
        }
    }

    /// Right after step 1: the attacker's "When you perform an attack" effects. A choice such
    /// an effect needs is named by a `use` action of its card next in the script.
    pub(in crate::engine) fn drill_events_on_perform(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some(kind) = self.attack_kind() else {
            return;
        };
        self.run_triggers(
            self.pos.attacker,
            TriggerEvent::YouPerformAttack,
            Some(kind),
            "as it performs an attack",
            log,
            account,
        );
    }
}
