//! Card costs (CRD 3.0.0 "Card Costs"): what a card costs its player, whether he can pay it, and
//! paying it (power stages, life cards, discards, anger).

use super::Battle;
use crate::engine::action::{Action, Verb};
use crate::engine::damage::{self};
use crate::engine::effects::{AttackKind, AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::state::{CardId, Controller, PlayerId};
use crate::engine::{EngineError, Result};

/// A card that sets what energy attacks cost ("All of your energy attacks cost 1 power stage
/// for you to perform", Black Energy Stamina Drill) sets the whole cost: a life-card cost the
/// attack states is converted too (CRD 3.0.0 ruling on Straining Blocking Move: "you declare how
/// many life cards you *would* have discarded and then that cost is converted to one power
/// stage"); the damage the attack states is not changed.
fn converted_life_cards(
    cost: &mut crate::engine::effects::Cost,
    source: &str,
    why: &mut Vec<String>,
) {
    if cost.life_cards > 0 {
        why.push(format!(
            "{source} sets the whole cost: the {} life card(s) the attack costs are converted into that power stage cost, not paid",
            cost.life_cards
        ));
        cost.life_cards = 0;
    }
}

/// The opening of the reason said for a payment a card requires without calling it a cost
/// (`Effect::RequiredPayment`): step 2 cites "What is a Requirement?" for it, and a refusal says
/// "it requires" instead of "its cost needs".
pub(in crate::engine) const REQUIRED_PAYMENT: &str = "paid as the card requires";

impl Battle {
    /// The cards in play (either player's table, Main Personality or Allies) that changed a cost
    /// `why` accounts for: each line of `why` a card wrote begins with the card's name.
    pub(in crate::engine) fn cost_modifiers(&self, why: &[String]) -> Vec<CardId> {
        let mut found = Vec::new();
        // Most costs are as printed: no line, no card to look for (step 2 of every attack).
        if why.is_empty() {
            return found;
        }
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            let personalities = std::iter::once(&pl.mp)
                .chain(pl.allies.iter())
                .filter_map(|a| a.levels.get(a.current).copied());
            for c in self.state.table_cards(p).chain(personalities) {
                let name = self.state.name(c);
                let named = why.iter().any(|w| {
                    w.strip_prefix(name)
                        .is_some_and(|rest| rest.starts_with([' ', '(', ':']))
                });
                if named && !found.contains(&c) {
                    found.push(c);
                }
            }
        }
        found
    }

    /// At the step where a cost is paid: the rulings of every card in play that changed it
    /// (CRD 3.0.0 "Card Costs"; the card's own ruling decides what it changes: Orange Body
    /// Shifting Drill, Black Energy Stamina Drill).
    pub(in crate::engine) fn cite_cost_modifier_rulings(&self, why: &[String], log: &mut Log) {
        for c in self.cost_modifiers(why) {
            self.cite_card_rulings(c, log);
        }
    }

    // Battle Sequence step 2.

    pub(in crate::engine) fn cost_of(
        &self,
        me: PlayerId,
        effects: &[Effect],
        attack: Option<&AttackSpec>,
        action: &Action,
    ) -> (crate::engine::effects::Cost, Vec<String>) {
        let mut cost = crate::engine::effects::Cost::default();
        let mut why = Vec::new();
        let mut stated = false;
        // A cost stated under a condition that holds ("If ..., this attack costs 0 power stages
        // to perform") is the card's stated cost.
        let conditional: Vec<&Effect> = effects
            .iter()
            .filter_map(|e| match e {
                Effect::Conditional(c) if self.holds(me, &c.condition) => Some(c.effects.iter()),
                _ => None,
            })
            .flatten()
            .collect();
        for e in effects.iter().chain(conditional) {
            if let Effect::Cost(c) = e {
                stated = true;
                cost.power_stages = cost.power_stages.saturating_add(c.power_stages);
                cost.life_cards = cost.life_cards.saturating_add(c.life_cards);
                cost.discard_from_hand = cost.discard_from_hand.saturating_add(c.discard_from_hand);
                cost.removes_performer |= c.removes_performer;
                why.push("the cost stated on the card".to_string());
            }
        }
        if action.verb == Verb::FinalPhysicalAttack {
            cost.discard_from_hand = 1;
            why.push("a Final Physical Attack costs one card of the hand".into());
        }
        if let Some(a) = attack {
            if a.kind == AttackKind::Energy {
                if !stated {
                    cost.power_stages = self.rules.energy_default_cost;
                    why.push(format!(
                        "an energy attack that states no cost costs {} power stages",
                        self.rules.energy_default_cost
                    ));
                }
                // Lasting effects that change one energy attack cost into another.
                for c in self.state.acting_in_play(me) {
                    for e in &self.state.def(c).effects {
                        if let Effect::EnergyCostChange(ch) = e {
                            if cost.power_stages == ch.from {
                                cost.power_stages = ch.to;
                                why.push(format!(
                                    "{} changes the cost of {me}'s energy attacks from {} to {} power stage(s)",
                                    self.state.name(c),
                                    ch.from,
                                    ch.to
                                ));
                            }
                        }
                    }
                }
                // Lasting effects that set what energy attacks cost ("after all modifiers").
                for c in self.state.acting_in_play(me) {
                    for e in &self.state.def(c).effects {
                        if let Effect::EnergyCost(n) = e {
                            cost.power_stages = *n;
                            why.push(format!(
                                "{} sets the cost of {me}'s energy attacks to {n} power stage(s)",
                                self.state.name(c)
                            ));
                            converted_life_cards(&mut cost, self.state.name(c), &mut why);
                        }
                    }
                }
            }
        }
        // Lasting effects
        let card_type = self.named_card_type(me, action);
        let before = cost.power_stages;
        self.lasting_cost(me, card_type, attack, &mut cost, &mut why);
        // Drills in play: Drills in play that change what attacks or cards cost.
        self.drill_costs(me, attack.is_some(), &mut cost, &mut why);
        // `personality_powers::constant_costs`: the attacker's Constant Combat Power.
        self.constant_power_costs(me, attack, card_type, &mut cost, &mut why);
        // The Battleground or Location in play: "All physical attacks cost +2 power stages".
        self.battleground_costs(attack, &mut cost, &mut why);
        self.battleground_card_costs(action, &mut cost, &mut why);
        if cost.power_stages != before && attack.is_some_and(|a| a.kind == AttackKind::Energy) {
            // A card that sets what energy attacks cost "after all modifiers" still has the
            // last word.
            for c in self.state.acting_in_play(me) {
                for e in &self.state.def(c).effects {
                    if let Effect::EnergyCost(n) = e {
                        cost.power_stages = *n;
                        why.push(format!(
                            "{} sets the cost of {me}'s energy attacks to {n} power stage(s) after all modifiers",
                            self.state.name(c)
                        ));
                        converted_life_cards(&mut cost, self.state.name(c), &mut why);
                    }
                }
            }
        }
        // "the cost is doubled after any other modifiers are applied" (Majin Babidi's Ship).
        self.battleground_cost_doubling(&mut cost, &mut why);
        // A payment the card requires without calling it a cost: paid with the cost, no cost
        // modifier changes it (CRD 3.0.0 "What is a Requirement?").
        for e in effects {
            if let Effect::RequiredPayment(c) = e {
                cost.power_stages = cost.power_stages.saturating_add(c.power_stages);
                cost.life_cards = cost.life_cards.saturating_add(c.life_cards);
                cost.discard_from_hand = cost.discard_from_hand.saturating_add(c.discard_from_hand);
                why.push(format!(
                    "{REQUIRED_PAYMENT}: it does not say \"cost\", so this is a requirement, not a cost, and no cost modifier changes it ({})",
                    crate::engine::citations::CRD_REQUIREMENT.id
                ));
            }
        }
        (cost, why)
    }

    pub(in crate::engine) fn check_cost(
        &self,
        me: PlayerId,
        cost: &(crate::engine::effects::Cost, Vec<String>),
        action: &Action,
        name: &str,
    ) -> Result<()> {
        let (c, why) = cost;
        let payer = self.state.controller(me);
        if c.power_stages > payer.stage {
            // What made the cost, when a card in play changed it.
            let made: Vec<&str> = why
                .iter()
                .map(String::as_str)
                .filter(|w| *w != "the cost stated on the card")
                .collect();
            let made = if made.is_empty() {
                String::new()
            } else {
                format!("; the cost: {}", made.join("; "))
            };
            return Err(EngineError::Illegal(format!(
                "{name} cannot be performed: its cost of {} power stage(s) cannot be paid from stage {} (CRD \"Card Costs\"; an attack whose cost cannot be paid cannot be performed){made}",
                c.power_stages, payer.stage
            )));
        }
        if c.life_cards > self.state.player(me).life_deck.len() {
            return Err(EngineError::Illegal(format!(
                "{name} cannot be performed: its cost of {} life card(s) cannot be paid",
                c.life_cards
            )));
        }
        let in_hand = u32::try_from(self.state.player(me).hand.len()).unwrap_or(u32::MAX);
        let needed = c.discard_from_hand.saturating_add(u32::from(
            matches!(action.verb, Verb::Play) && c.discard_from_hand > 0,
        ));
        if c.discard_from_hand > 0 && (in_hand < needed || (action.discard.is_none())) {
            // A payment the card requires without calling it a cost (`Effect::RequiredPayment`).
            let what = if why.iter().any(|w| w.starts_with(REQUIRED_PAYMENT)) {
                "it requires"
            } else {
                "its cost needs"
            };
            return Err(EngineError::Illegal(format!(
                "{name} cannot be performed: {what} {} card(s) of the hand discarded (name it with `discard`)",
                c.discard_from_hand
            )));
        }
        Ok(())
    }

    /// Pays a cost for `me` (checked before): power stages of the personality in control of
    /// Combat, life cards, cards of the hand named by the action's `discard`. Returns what was
    /// paid, in words.
    pub(in crate::engine) fn pay(
        &mut self,
        me: PlayerId,
        cost: &crate::engine::effects::Cost,
        action: &Action,
        log: &mut Log,
    ) -> Vec<String> {
        let mut paid = Vec::new();
        if cost.power_stages > 0 {
            let control = self.state.player(me).control;
            let p = self.state.personality_mut(me, control);
            let before = p.stage;
            p.stage = p.stage.saturating_sub(cost.power_stages);
            let after = p.stage;
            // Errata wordings: a cost paid by the Main Personality counts as power stages lost.
            if control == Controller::MainPersonality {
                let c = &mut self.state.player_mut(me).combat;
                c.stages_lost_this_attack = c
                    .stages_lost_this_attack
                    .saturating_add(before.saturating_sub(after));
            }
            paid.push(format!(
                "{} power stage(s) ({before} -> {after})",
                cost.power_stages
            ));
        }
        if cost.life_cards > 0 {
            damage::lose_life_cards(&mut self.state, &self.rules, log, me, cost.life_cards);
            paid.push(format!("{} life card(s)", cost.life_cards));
        }
        // "Removed from the game as the cost of the attack" (Chiaotzu Lv.2's CRD ruling): the
        // Ally in control leaves play, the attack goes on.
        if cost.removes_performer {
            match self.state.player(me).control {
                Controller::Ally(i) => {
                    let act = crate::engine::effects::in_play::InPlayAct::RemoveFromGame;
                    if let Some(name) = self.ally_leaves_play(me, i, act, "the attack's cost", log)
                    {
                        paid.push(format!("removing {name} from the game"));
                    }
                }
                Controller::MainPersonality => log.judge.push(format!(
                    "judge resolves: the attack's cost removes {me}'s Main Personality, the personality performing it, from the game"
                )),
            }
        }
        if cost.discard_from_hand > 0 {
            if let Some(name) = &action.discard {
                if let Some(card) = self
                    .state
                    .player(me)
                    .hand
                    .iter()
                    .copied()
                    .find(|&c| crate::corpus::names::same_name(self.state.name(c), name))
                {
                    self.state.take_from_zones(card);
                    // `discard_step::discarded_into_play`: "If this Drill is discarded from you
                    // hand, place it into play instead", a cost's discard too.
                    if self.discard_goes_into_play(me, card, "to pay the attack's cost", log) {
                        let drill = self.state.def(card).is_drill();
                        let zone = &mut self.state.player_mut(me).in_play;
                        if drill {
                            zone.drills.push(card);
                        } else {
                            zone.non_combat.push(card);
                        }
                        paid.push(format!(
                            "discarding {name} from the hand (it goes into play instead)"
                        ));
                    } else {
                        self.state.player_mut(me).discard.push(card);
                        paid.push(format!("discarding {name} from the hand"));
                    }
                }
            }
        }
        paid
    }
}
