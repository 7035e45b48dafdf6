//! The drill_events family: Drills used as defences with a cost, and "When you perform an
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
//!   attack", right after step 1 (the attack declared), through the triggers family.

use super::{Battle, Defence, Source};
use crate::engine::action::{Action, Verb};
use crate::engine::effects::{
    DrillStop, DrillStopCost, Effect, InPlayAct, InPlayCount, InPlayEffect, InPlayKind, Stop,
    TriggerEvent, Whose,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The Non-Combat card in play discarded to use the Drill.
fn non_combat_cost() -> InPlayEffect {
    InPlayEffect {
        act: InPlayAct::Discard,
        whose: Whose::You,
        cards: vec![InPlayKind::NonCombat],
        count: InPlayCount::Exactly(1),
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
            .find(|&c| self.state.name(c).eq_ignore_ascii_case(chosen))
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

    /// The Drill in play of `me` with a [`Effect::DrillStop`] that a `use` action names.
    pub(super) fn drill_stop_named(
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
            .filter(|&c| self.state.name(c).eq_ignore_ascii_case(name))
            .find_map(|c| {
                self.state.def(c).effects.iter().find_map(|e| match e {
                    Effect::DrillStop(s) => Some((c, s.clone())),
                    _ => None,
                })
            })
    }

    /// Step 5: the defence of a Drill used to stop the attack, its cost checked (refused when it
    /// cannot be paid).
    pub(super) fn drill_stop_defence(
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
        }
        Ok(Defence {
            source: Source::InPlay(card),
            name,
            effects: vec![
                Effect::Stop(Stop {
                    kinds: stop.kinds.clone(),
                    rest_of_combat: false,
                }),
                Effect::DrillStop(stop.clone()),
            ],
        })
    }

    /// True when the defence is a Drill used to stop the attack: it stays in play.
    pub(super) fn is_drill_stop(d: &Defence) -> bool {
        d.effects.iter().any(|e| matches!(e, Effect::DrillStop(_)))
    }

    /// Step 5, the defence accepted: the Drill's cost is paid (checked before).
    pub(super) fn drill_stop_pay(
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
    pub(super) fn stages_per_life_card_received(
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
    pub(super) fn drill_events_on_perform(&mut self, log: &mut Log, account: &mut Vec<String>) {
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
