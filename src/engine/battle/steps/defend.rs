//! The defender defends: Battle Sequence step 5 (`crd-3.0.0/battle-sequence/5`), the
//! defender's card played or used, its costs, what it stops or prevents, and the cards it puts
//! away.

use crate::engine::action::{Action, Verb};
use crate::engine::battle::{
    defended_kinds, words, AttackInProgress, Battle, Defence, Flow, Source,
};
use crate::engine::effects::personality_powers::constant_after_use::PlacedInstead;
use crate::engine::effects::{AttackKind, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, StepKind};
use crate::engine::state::{CardId, Controller, PlayerId};
use crate::engine::{EngineError, Result};
use crate::{note, say};

impl Battle {
    // Battle Sequence step 5.

    pub(in crate::engine) fn defend(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let defender = self.pos.attacker.other();
        self.conditional_keywords(log, account);
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let Some(spec) = att.attack.clone() else {
            return Ok(Flow::JumpTo(StepKind::Dispose));
        };
        if self.state.player(defender).combat.final_physical_attack {
            note!(log, self.cite(Rule::FinalPhysicalAttack), "{defender} performed a Final Physical Attack this Combat: {defender} cannot defend");
            if let Some(a) = self.peek().cloned() {
                if a.player == defender && a.verb == Verb::Take {
                    self.take_action();
                    self.set_defender_action(a);
                }
            }
            say!(
                log,
                account,
                "{defender} cannot defend and takes the attack"
            );
            return Ok(Flow::Next);
        }
        // "Use when needed" cards used between the parts, before the defender's action.
        self.when_needed_window("before the defender's action", log, account)?;
        if log.victory.is_some() {
            return Ok(Flow::EndAttack);
        }
        let Some(action) = self.peek().cloned() else {
            return Err(EngineError::Internal("no action at the defend step".into()));
        };
        if action.player != defender {
            return Err(EngineError::Script {
                expected: format!("{defender} to defend or take the attack"),
                found: self.described_with_its_name(&action),
            });
        }
        self.refuse_use_of_unusable_drill(defender, &action)?;
        let defence = match action.verb {
            Verb::Take => None,
            Verb::Play => {
                let c = self.find_in(defender, &action, |pl| &pl.hand, "in the hand")?;
                // Plays the rules forbid: an attack, or a card kept to the Non-Combat Step.
                self.refuse_attack_as_defence(defender, c)?;
                self.refuse_outside_its_step(c)?;
                let def = self.state.def(c);
                // A defence with nothing the engine reads: never a silent no-op.
                if def.effects.is_empty() {
                    let text = match def.text.trim() {
                        "" => "no text given".to_string(),
                        t => format!("\"{t}\""),
                    };
                    log.judge.push(format!(
                        "judge resolves: {} is played as {defender}'s defence but the engine reads no effect on it; the judge decides what it does ({text})",
                        def.name
                    ));
                }
                Some(Defence {
                    source: Source::Hand(c),
                    name: def.name.clone(),
                    effects: def.effects.clone(),
                })
            }
            // Drills used: a Drill in play used to stop the attack, with its cost.
            Verb::Use if self.drill_stop_named(defender, &action).is_some() => {
                let Some((c, stop)) = self.drill_stop_named(defender, &action) else {
                    return Err(EngineError::Internal("drill stop without its Drill".into()));
                };
                Some(self.drill_stop_defence(defender, &action, c, &stop)?)
            }
            // A Drill in play that does not stop this attack (used in place of an attack).
            Verb::Use
                if action
                    .card
                    .as_deref()
                    .and_then(|n| self.defending_drill_named(defender, n))
                    .is_some() =>
            {
                let Some(c) = action
                    .card
                    .as_deref()
                    .and_then(|n| self.defending_drill_named(defender, n))
                else {
                    return Err(EngineError::Internal(
                        "drill named without its Drill".into(),
                    ));
                };
                self.refuse_attack_as_defence(defender, c)?;
                return Err(EngineError::Illegal(format!(
                    "{} is a Drill in play whose text does not stop or prevent this attack: it is not a defense ({})",
                    self.state.name(c),
                    self.cite(Rule::Defending).id
                )));
            }
            Verb::Use => {
                let c = self.find_in(
                    defender,
                    &action,
                    |pl| &pl.in_play.non_combat,
                    "among the Non-Combat cards in play",
                )?;
                let def = self.state.def(c);
                Some(Defence {
                    source: Source::InPlay(c),
                    name: def.name.clone(),
                    effects: def.effects.clone(),
                })
            }
            Verb::Power => {
                let outside =
                    self.refuse_power_not_in_control(defender, action.personality.as_deref(), log)?;
                let who = self.state.controller(defender);
                let Some(c) = outside.or_else(|| self.state.level_card(who)) else {
                    return Err(EngineError::Illegal(format!(
                        "{defender} has no personality in control of Combat"
                    )));
                };
                let def = self.state.def(c);
                // One numbered power box ("(Power 1:) Stops ..."), the one `power_box` names.
                let (number, boxed) = self.power_box_used(&def.name, &def.effects, &action)?;
                self.refuse_conditional_only_defence(defender, &def.name, boxed)?;
                let effects = boxed
                    .iter()
                    .filter(|e| {
                        !matches!(
                            e,
                            Effect::Attack(_) | Effect::Cost(_) | Effect::IfSuccessful(_)
                        )
                    })
                    .cloned()
                    .collect();
                Some(Defence {
                    source: Source::Power(c),
                    name: crate::engine::effects::personality_powers::power_boxes::power_name(
                        &def.name, number,
                    ),
                    effects,
                })
            }
            _ => {
                return Err(EngineError::Script {
                    expected: format!("{defender} to defend or take the attack"),
                    found: self.described_with_its_name(&action),
                })
            }
        };
        // A stop or prevention the card gives under a condition ("If you declared a Tokui-Waza,
        // this card stops a physical or energy attack instead") counts when the condition holds
        // for the defender now.
        let mut defence = defence;
        // Attack text: the alternative the defender chose, in place of the alternatives.
        let mut action = action;
        if let Some(d) = defence.as_mut() {
            let effects = std::mem::take(&mut d.effects);
            let (effects, chosen) =
                self.attack_text_either(action, d.source.card(), &d.name, effects, log)?;
            d.effects = effects;
            action = chosen;
        }
        // Errata wordings: a card used only right after the opponent pays an attack's costs.
        if let Some(d) = &defence {
            self.errata_refuse_out_of_window(&d.name, &d.effects)?;
            // Rules lasting the remainder of Combat: "your opponent cannot use Ally card powers".
            if let Source::Power(card) = d.source {
                self.remainder_check_power(defender, &d.name)?;
                // Once per turn (CRD "Power-Up Rating (PUR)").
                self.power_use_allowed(defender, card, log)?;
                self.power_use_record(defender, card);
            }
        }
        if let Some(d) = defence.as_mut() {
            let extra: Vec<Effect> = d
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::Conditional(c) if self.holds(defender, &c.condition) => Some(
                        c.effects
                            .iter()
                            .filter(|e| {
                                matches!(
                                    e,
                                    Effect::Stop(_) | Effect::Prevent(_) | Effect::DamageCap(_)
                                )
                            })
                            .cloned()
                            .collect::<Vec<_>>(),
                    ),
                    _ => None,
                })
                .flatten()
                .collect();
            if !extra.is_empty() {
                let said: Vec<String> = extra
                    .iter()
                    .map(|e| match e {
                        Effect::Stop(s) => format!("stops {} attacks", words(&s.kinds)),
                        Effect::Prevent(p) => format!(
                            "prevents {} power stage(s) and {} life card(s) of damage",
                            p.power_stages, p.life_cards
                        ),
                        _ => "caps the damage taken".to_string(),
                    })
                    .collect();
                log.notes.push(format!(
                    "{}: its condition holds, so it {}",
                    d.name,
                    said.join(" and ")
                ));
                // The stop given under the condition replaces the card's own ("instead").
                if extra.iter().any(|e| matches!(e, Effect::Stop(_))) {
                    d.effects.retain(|e| !matches!(e, Effect::Stop(_)));
                }
                d.effects.extend(extra);
            }
        }
        // Stops: stops of a Majin's attacks only, stop capabilities under a condition.
        if let Some(d) = defence.as_mut() {
            self.conditional_stop_capabilities(defender, d, log)?;
        }
        // "This attack cannot be stopped, prevented or reduced by Main Personality powers."
        if let Some(d) = defence.as_mut() {
            if matches!(d.source, Source::Power(_))
                && self.state.player(defender).control == Controller::MainPersonality
                && att.effects.contains(&Effect::NotByMainPersonalityPowers)
            {
                d.effects.retain(|e| {
                    !matches!(
                        e,
                        Effect::Stop(_) | Effect::Prevent(_) | Effect::DamageCap(_)
                    )
                });
                note!(log, self.cite(Rule::Defending), "{} cannot be stopped, prevented or reduced by Main Personality powers: {} does not defend against it",
                        att.name, d.name);
            }
        }
        // Lasting effects
        if let Some(d) = &defence {
            if let Source::Hand(c) | Source::InPlay(c) = d.source {
                // CRD "\"_____ only\" Cards": the personality in control of Combat must fit.
                let only = self.check_only(defender, &d.name, &d.effects, log);
                self.with_own_text_ruling(Some(c), only)?;
                self.check_restrictions(defender, Some(c), &d.name, None, false)?;
                self.note_combat_card_word(defender, Some(c), &d.name, log);
                // Rules lasting the remainder of Combat: "Cards that end Combat ... cannot be used".
                self.remainder_check_card(defender, Some(c), &d.name, log)?;
            }
            // Cards in play as targets: "X must be in play to play this card".
            let acting = d.source.card();
            let requires = self.check_requires(defender, acting, &d.name, &d.effects, log);
            self.with_own_text_ruling(acting, requires)?;
            // ----- Timing -----
            let timing = self.timing_check_play(defender, &d.name, &d.effects, log);
            self.with_own_text_ruling(acting, timing)?;
            // "Play this card as your first card from your hand during Combat."
            let first = self
                .check_first_card_requirement(defender, acting, &d.name, &d.effects, false, log);
            self.with_own_text_ruling(acting, first)?;
        }
        // "Your opponent may not use Energy Combat cards to stop this attack": such a card may
        // still be played to try to stop it (`try_to_stop`); its stop does not happen.
        let barred = defence
            .as_ref()
            .and_then(|d| self.stop_barred_type(&att, d));
        // A defence must defend against the attack's type.
        if let Some(d) = &defence {
            let kinds = defended_kinds(&d.effects);
            if !kinds.is_empty() && !kinds.contains(&spec.kind) {
                return Err(EngineError::Illegal(format!(
                    "{} cannot defend against {} attack (CRD \"Defending\": the card must defend against the type of attack)",
                    d.name,
                    spec.kind.article_word()
                )));
            }
        }
        // A defence's stated cost is paid when it is played (CRD "Card Costs"); one that cannot
        // be paid cannot be used.
        let defence_cost = match &defence {
            Some(d) if d.effects.iter().any(|e| matches!(e, Effect::Cost(_))) => {
                let cost = self.cost_of(defender, &d.effects, None, &action);
                self.check_cost(defender, &cost, &action, &d.name)?;
                Some(cost)
            }
            _ => None,
        };
        // "The personality taking the power stages of damage must take all of the damage of that
        // one attack" (Allies and Damage).
        if !action.redirect_split.is_empty() {
            return Err(self.redirect_split_refused(defender, &action.redirect_split));
        }
        if let Some(to) = &action.redirect_to {
            let Some(slot) = self.redirect_slot(defender, to) else {
                return Err(EngineError::Illegal(format!(
                    "{to} cannot take redirected damage: it must be one of {defender}'s personalities in play not in control of Combat"
                )));
            };
            // Personality powers: the attacker's "Damage from your attacks cannot be redirected".
            self.refuse_redirect_by_constant_power(defender, to)?;
            // Drills in play: "... cannot be redirected to Allies".
            if matches!(slot, Controller::Ally(_)) {
                self.check_redirect_to_ally(defender, to, spec.kind)?;
                // Rules lasting the remainder of Combat: "your opponent cannot redirect damage to Allies".
                self.remainder_check_redirect(defender, to)?;
                self.refuse_prohibited_redirect(defender, to)?;
            }
        }
        // An answer inside the attack to the defender's Combat card (Trunks Energy Sphere): the
        // defender acts again; after it, a card that can stop the attack is refused.
        if let Some(d) = &defence {
            self.refuse_stop_after_answer(d)?;
            if self.answer_combat_card(defender, d, log, account)? {
                // The script must say what the defender does next: the board stops here with
                // the answer undone, never an internal error.
                if self.peek().is_none() {
                    return Err(EngineError::Script {
                        expected: format!(
                            "{defender} to act again after the answer to {}: defend or take the attack",
                            d.name
                        ),
                        found: "the end of the actions".to_string(),
                    });
                }
                return self.defend(log, account);
            }
        }
        // Valid: commit. The attack holds the action itself (shared), not a copy.
        self.take_action();
        let action = crate::engine::shared::Shared::new(action);
        if let Some(att) = self.attack.as_mut() {
            att.defender_action = Some(action.clone());
        }
        log.cite(self.cite(Rule::Defending));
        match &defence {
            None => say!(log, account, "{defender} takes the attack"),
            Some(d) => {
                if let Source::Hand(c) | Source::InPlay(c) = d.source {
                    // Drills used: a Drill used to stop the attack stays in play.
                    if !Battle::is_drill_stop(d) {
                        self.state.take_from_zones(c);
                        self.state.player_mut(defender).in_use.push(c);
                    }
                }
                if let Source::Hand(_) = d.source {
                    self.state.player_mut(defender).combat.cards_played += 1;
                }
                // In play: a requirement to use the card is met as it is played.
                self.in_play_requirements(defender, &d.effects, &action.choose, &d.name, log)?;
                say!(log, account, "{defender} defends with {}", d.name);
                // Rules lasting the remainder of Combat: "whenever your opponent uses a Physical Combat card".
                if let Source::Hand(c) | Source::InPlay(c) = d.source {
                    let t = self.state.def(c).card_type.clone();
                    self.remainder_card_used(defender, Some(&t), log)?;
                }
                // Drills used: the cost of a Drill used to stop the attack.
                self.drill_stop_pay(defender, d, &action, log);
                if let Some((cost, why)) = &defence_cost {
                    // What the Battleground in play or the defender's Constant Combat Power
                    // (`personality_powers::constant_costs`) made of the cost, said with it.
                    for w in why.iter().filter(|w| {
                        w.contains("the Battleground in play")
                            || w.contains("(Constant Combat Power of ")
                    }) {
                        log.note(self.cite(Rule::CardCosts), w.clone());
                    }
                    self.cite_battleground_costs(why, log);
                    self.cite_constant_power_costs(why, log);
                    self.cite_cost_modifier_rulings(why, log);
                    let paid = self.pay(defender, cost, &action, log);
                    if !paid.is_empty() {
                        note!(
                            log,
                            self.cite(Rule::CardCosts),
                            "{defender} pays {} for {}",
                            paid.join(" and "),
                            d.name
                        );
                    }
                }
                let stops: Vec<&crate::engine::effects::Stop> = d
                    .effects
                    .iter()
                    .filter_map(|e| match e {
                        Effect::Stop(s) if s.kinds.contains(&spec.kind) => Some(s),
                        _ => None,
                    })
                    .collect();
                if let Some(stop) = stops.first() {
                    let both = stop.kinds.contains(&AttackKind::Physical)
                        && stop.kinds.contains(&AttackKind::Energy);
                    if let Some(t) = &barred {
                        self.tried_to_stop(&att, d, t, log);
                    } else if spec.cannot_be_stopped
                        && !d.effects.contains(&Effect::StopsUnstoppable)
                    {
                        note!(
                            log,
                            self.cite(Rule::StoppingUnstoppable),
                            "the attack cannot be stopped: {} is used for its other effects only",
                            d.name
                        );
                    } else if spec.focused && both && !d.effects.contains(&Effect::StopsFocused) {
                        note!(log, self.cite(Rule::Focused), "the attack is Focused: {} stops both physical and energy attacks, so it cannot stop it", d.name);
                    } else if let Some(a) = self.attack.as_mut() {
                        a.stopped_by = Some(d.name.clone());
                        say!(
                            log,
                            account,
                            "{} stops the {} attack",
                            d.name,
                            spec.kind.word()
                        );
                        if spec.focused && !both {
                            // CRD "What does Focused do?": only a card that stops both kinds
                            // (or a Defense Shield) is shut out; a stopper of one kind is not.
                            note!(log, self.cite(Rule::Focused), "the attack is Focused, but {} stops only {} attacks: only \"a card [that] has the ability to stop or prevent damage from both physical and energy attacks ... cannot stop or prevent damage from a focused attack\", so Focused does not protect it",
                                    d.name,
                                    spec.kind.word());
                        }
                        if spec.cannot_be_stopped {
                            note!(
                                log,
                                self.cite(Rule::StoppingUnstoppable),
                                "{} can stop attacks that cannot be stopped",
                                d.name
                            );
                        }
                        if d.effects.contains(&Effect::StopsSameKindRestOfCombat) {
                            self.float_stop(
                                defender,
                                &[spec.kind],
                                &stop.kinds,
                                &d.effects,
                                &d.name,
                                log,
                            );
                            note!(log, self.cite(Rule::FloatingEffects), "{} stopped {} attack: it stops every {} attack for the remainder of Combat",
                                    d.name,
                                    spec.kind.article_word(),
                                    spec.kind.word());
                        }
                    }
                }
            }
        }
        // The defending card's own rulings (a stopper's CRD ruling).
        if let Some(d) = &defence {
            self.cite_source_rulings(d.source, log);
        }
        if let Some(a) = self.attack.as_mut() {
            a.defence = defence;
        }
        // "This attack cannot be stopped by floating effects and Defense Shields."
        let floating_allowed = !att.effects.contains(&Effect::NotStoppedByFloatingOrShields);
        if !floating_allowed {
            log.notes.push(format!(
                "{} cannot be stopped by floating effects or Defense Shields",
                att.name
            ));
        }
        // Floating effects that stop every attack of this kind for the rest of Combat.
        if floating_allowed
            && self.attack.as_ref().is_some_and(|a| a.stopped_by.is_none())
            && !spec.cannot_be_stopped
        {
            // CRD "What is Focused?": a focused attack cannot be stopped by cards that stop both
            // physical and energy attacks; a floating stop of one kind still stops it.
            let combat = &self.state.player(defender).combat;
            let mut focused_passes: Vec<String> = Vec::new();
            let mut floating = None;
            for (k, src) in &combat.stops_all {
                if *k != spec.kind {
                    continue;
                }
                // "Your opponent may not use <type> cards to stop this attack": nor the
                // floating stop a card of that type left.
                if self.floating_stop_barred(&att, src, log) {
                    continue;
                }
                if spec.focused && combat.stops_all_both.contains(src) {
                    if !focused_passes.contains(src) {
                        focused_passes.push(src.clone());
                    }
                    continue;
                }
                floating = Some(src.clone());
                break;
            }
            for src in focused_passes {
                note!(log, self.cite(Rule::Focused), "the attack is Focused: {src} stops both physical and energy attacks for the remainder of Combat, so it cannot stop it");
            }
            if let Some(src) = floating {
                note!(
                    log,
                    self.cite(Rule::FloatingEffects),
                    "{src} stops all {} attacks against {defender} for the rest of Combat",
                    spec.kind.word()
                );
                if let Some(a) = self.attack.as_mut() {
                    a.stopped_by = Some(src);
                }
            }
        }
        // Against an alignment: floating stops of the attacks against an alignment.
        if floating_allowed
            && self.attack.as_ref().is_some_and(|a| a.stopped_by.is_none())
            && !spec.cannot_be_stopped
        {
            if let Some(src) = self.stop_against_group(&spec, log) {
                say!(
                    log,
                    account,
                    "{src}'s floating effect stops the {} attack",
                    spec.kind.word()
                );
                if let Some(a) = self.attack.as_mut() {
                    a.stopped_by = Some(src);
                }
            }
        }
        // Lasting effects — a floating stop used once ("stops the next physical attack ...").
        if floating_allowed && self.attack.as_ref().is_some_and(|a| a.stopped_by.is_none()) {
            if let Some(src) = self.lasting_stop(defender, &spec, log) {
                say!(
                    log,
                    account,
                    "{src}'s floating effect stops the {} attack",
                    spec.kind.word()
                );
                if let Some(a) = self.attack.as_mut() {
                    a.stopped_by = Some(src);
                }
            }
        }
        // Stops kept in play ("Stops the first energy attack performed against you during
        // Combat"): `effects/stops/standing_stops_resolve.rs`.
        if self.attack.as_ref().is_some_and(|a| a.stopped_by.is_none()) {
            if let Some(src) = self.standing_stop(&att, &spec, log, account) {
                say!(log, account, "{src} stops the {} attack", spec.kind.word());
                if let Some(a) = self.attack.as_mut() {
                    a.stopped_by = Some(src);
                }
            }
        }
        Ok(Flow::Next)
    }

    pub(in crate::engine) fn set_defender_action(&mut self, a: Action) {
        if let Some(att) = self.attack.as_mut() {
            att.defender_action = Some(crate::engine::shared::Shared::new(a));
        }
    }

    pub(in crate::engine) fn defender_secondary(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let defender = self.pos.attacker.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let Some(d) = att.defence.clone() else {
            say!(
                log,
                account,
                "{defender} used no card: no secondary effects"
            );
            return Ok(Flow::Next);
        };
        log.cite(self.cite(Rule::SecondaryEffects));
        let secondary: Vec<Effect> = d
            .effects
            .iter()
            .filter(|e| e.is_secondary())
            .cloned()
            .collect();
        let n = self.apply_effects(defender, &secondary, &d.name, log)?;
        self.stops_for_the_remainder(defender, &d.effects, &d.name, log);
        say!(
            log,
            account,
            "{n} secondary effect(s) of {} resolved",
            d.name
        );
        // The defence card is discarded after use unless it says otherwise.
        if let (Source::InPlay(_), true) = (d.source, Battle::is_drill_stop(&d)) {
            // Drills used: a Drill used to stop the attack stays in play.
            log.cite(self.cite(Rule::DrillCards));
            say!(log, account, "{} stays in play (a Drill)", d.name);
            // Drills used: an energy attack card played with it is put away.
            self.drill_stop_put_away(defender, &d, att.defender_action.as_deref(), log, account);
        } else if let Source::Hand(c) | Source::InPlay(c) = d.source {
            let where_ = self.put_away(defender, c, &d.effects, log);
            say!(log, account, "{} {where_}", d.name);
        }
        Ok(Flow::Next)
    }

    /// Moves a used card out of `in_use`: removed from the game, kept on the table, or
    /// discarded. Returns a short account.
    pub(in crate::engine) fn put_away(
        &mut self,
        player: PlayerId,
        card: CardId,
        effects: &[Effect],
        log: &mut Log,
    ) -> &'static str {
        // Attached cards: an attached card stays attached instead of going anywhere after use.
        if self.state.attached_to(card).is_some() {
            log.cite(self.cite(Rule::Attaching));
            return "stays attached";
        }
        self.state.take_from_zones(card);
        // Where the card goes may depend on the attack's success ("If successful, shuffle this
        // card into your Life Deck") or on a condition of the card.
        let this_attack = |a: &AttackInProgress| matches!(a.source, Source::Hand(c) | Source::InPlay(c) if c == card);
        let successful = self
            .attack
            .as_ref()
            .is_some_and(|a| a.successful && this_attack(a));
        let stopped = self
            .attack
            .as_ref()
            .is_some_and(|a| a.stopped_by.is_some() && this_attack(a));
        let after_use =
            |e: &&Effect| matches!(e, Effect::AfterUse(_) | Effect::RemoveFromGameAfterUse);
        let mut all: Vec<Effect> = effects.to_vec();
        for e in effects {
            match e {
                Effect::IfSuccessful(v) if successful => {
                    all.extend(v.iter().filter(after_use).cloned());
                    for e in v {
                        if let Effect::Conditional(c) = e {
                            if self.holds(player, &c.condition) {
                                all.extend(c.effects.iter().filter(after_use).cloned());
                            }
                        }
                    }
                }
                Effect::IfStopped(v) if stopped => all.extend(v.iter().filter(after_use).cloned()),
                Effect::Conditional(c) if self.holds(player, &c.condition) => {
                    all.extend(c.effects.iter().filter(after_use).cloned())
                }
                _ => {}
            }
        }
        let effects = all.as_slice();
        // Stops: which Dragon Ball decides between discard and removal.
        self.after_use_dragon_ball_note(self.state.name(card), effects, log);
        let more = effects.iter().find_map(|e| match e {
            Effect::UsesThisCombat(n) => Some(*n),
            Effect::Conditional(c) if self.holds(player, &c.condition) => {
                c.effects.iter().find_map(|e| match e {
                    Effect::UsesThisCombat(n) => Some(*n),
                    _ => None,
                })
            }
            _ => None,
        });
        // Stops: "If this card stopped a focused attack, it stays on the table ...".
        let name = self.state.name(card).to_string();
        let more = more.or_else(|| self.stays_after_stopping_focused(player, &name, effects, log));
        if let Some(n) = more {
            let used = self.state.player_mut(player).combat.uses.bump(card);
            if used <= n {
                self.state.player_mut(player).in_play.non_combat.push(card);
                log.notes.push(format!(
                    "used {used} time(s); it may be used {} more time(s) this Combat",
                    n + 1 - used
                ));
                return "stays on the table to be used again this Combat";
            }
        }
        let after = effects.iter().find_map(|e| match e {
            Effect::AfterUse(a) => Some(*a),
            _ => None,
        });
        // `personality_powers::constant_after_use`: the Constant Combat Power of the player's
        // personality in control of Combat places the card elsewhere.
        let removed = effects.contains(&Effect::RemoveFromGameAfterUse);
        let own_place = after.is_some() || effects.contains(&Effect::StaysOnTable);
        if let Some(to) = self.constant_after_use(player, card, removed, own_place, log) {
            let pl = self.state.player_mut(player);
            return match to {
                PlacedInstead::Discard => {
                    pl.discard.push(card);
                    "is discarded after use (a Constant Combat Power)"
                }
                PlacedInstead::BottomOfLifeDeck => {
                    pl.life_deck.bottom.push(card);
                    "is placed at the bottom of the Life Deck after use (a Constant Combat Power)"
                }
            };
        }
        let pl = self.state.player_mut(player);
        if let Some(a) = after {
            pl.life_deck.bottom.push(card);
            return match a {
                crate::engine::effects::AfterUse::BottomOfLifeDeck => {
                    "is placed at the bottom of the Life Deck after use"
                }
                crate::engine::effects::AfterUse::ShuffleIntoLifeDeck => {
                    pl.life_deck.shuffle();
                    log.cite(self.rules.cite(Rule::Shuffling));
                    "is shuffled into the Life Deck after use (no card in it has a known place any more)"
                }
            };
        }
        if effects.contains(&Effect::RemoveFromGameAfterUse) {
            pl.removed.push(card);
            log.cite(self.rules.cite(Rule::RemoveFromGame));
            let text = &self.state.def(card).text;
            if let Some(s) = crate::engine::effects::stops::after_use::mixed_zone_sentence(text) {
                log.cite(crate::engine::citations::CRD_GLOSSARY_DISCARD);
                log.cite(crate::engine::citations::CRD_GLOSSARY_REMOVE_FROM_GAME);
                log.judge.push(format!(
                    "judge resolves: {name}'s \"{s}\" names both a discard (Glossary \"Discard\": on top of the discard pile) and a removal (\"from the game\", Glossary \"Remove From Game\"); the documents do not say which it is. The engine removes it from the game"
                ));
            }
            "is removed from the game after use"
        } else if effects.contains(&Effect::StaysOnTable) {
            pl.in_play.non_combat.push(card);
            "stays on the table"
        } else {
            pl.discard.push(card);
            log.cite(self.rules.cite(Rule::PlayingCombatCards));
            "is discarded after use"
        }
    }
}
