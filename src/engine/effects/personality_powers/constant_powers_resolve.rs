//! Personality powers in the Battle Sequence: the damage a personality's own power reduces, read
//! while damage is dealt (steps 12 and 13), and the Constant Combat Powers the engine does not
//! read, handed to the judge at step 1 (CRD 3.0.0 "Power-Up Rating (PUR)": "These powers are
//! constantly active and must be used whenever possible").

use super::{power_boxes, DamageAgainstPersonality};
use crate::engine::battle::{AttackInProgress, Battle, Source};
use crate::engine::effects::{AttackSpec, DamageCap, Effect, Scope};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, Controller, PlayerId};

/// Which kind of damage is being dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::engine) enum DamageUnit {
    PowerStages,
    LifeCards,
}

impl Battle {
    /// The player whose turn it is: the attacker of the first Attack Phase (Attack Phases
    /// alternate, so the odd ones are his).
    pub(in crate::engine) fn turn_player(&self) -> PlayerId {
        if self.pos.attack_phase % 2 == 1 {
            self.pos.attacker
        } else {
            self.pos.attacker.other()
        }
    }

    /// The level card of `player`'s personality in control of Combat, if its power box is a
    /// Constant Combat Power a card has not turned off this turn (`powers_off.rs`).
    pub(in crate::engine) fn constant_power_card(&self, player: PlayerId) -> Option<CardId> {
        let card = self.state.level_card(self.state.controller(player))?;
        // A card with no Constant Combat Power (kept with its definition) has none to apply,
        // whatever turns powers off.
        if self.state.def(card).constant_effects().is_empty() {
            return None;
        }
        if self.powers_turned_off_by(player, card).is_some() {
            return None;
        }
        // `prohibitions`: "may not use ... Constant Combat Powers" (Red Face Slap).
        if self.constant_powers_prohibited_for(player).is_some() {
            return None;
        }
        Some(card)
    }

    /// Says, once per step, that the Constant Combat Power of `card` applies because it is
    /// `player`'s Ally in control of Combat (CRD 3.0.0 "Allies Taking Over Combat": "Allies
    /// cannot use their Personality Powers or Constant Combat Powers unless they are in control
    /// of Combat"), citing that section; nothing for a Main Personality.
    pub(in crate::engine) fn cite_power_holder(
        &self,
        player: PlayerId,
        card: CardId,
        log: &mut Log,
    ) {
        let Controller::Ally(_) = self.state.player(player).control else {
            return;
        };
        let text = format!(
            "{} is {player}'s Ally in control of Combat: its Constant Combat Power applies (\"Allies cannot use their Personality Powers or Constant Combat Powers unless they are in control of Combat\")",
            self.state.name(card)
        );
        if !log.notes.contains(&text) {
            log.note(self.cite(Rule::AlliesTakingOver), text);
        }
    }

    /// The reductions of the defender's own powers that apply to this attack: the Constant
    /// Combat Power of his personality in control of Combat, and the power he used as the
    /// defence; each with the name it is shown under. Cites the power's rule and ruling.
    /// True (and said, naming `power`) when the attack "cannot be reduced by Main Personality
    /// powers" and the defender's Main Personality is the one in control of Combat.
    pub(in crate::engine) fn main_personality_powers_barred(
        &self,
        defender: PlayerId,
        att: &AttackInProgress,
        power: &str,
        log: &mut Log,
    ) -> bool {
        let barred = self.state.player(defender).control == Controller::MainPersonality
            && att.effects.contains(&Effect::NotByMainPersonalityPowers);
        if barred {
            log.note(
                self.cite(Rule::PersonalityPowers),
                format!(
                    "{} cannot be reduced by Main Personality powers: {power} does not apply",
                    att.name
                ),
            );
        }
        barred
    }

    pub(super) fn power_reductions(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> Vec<(String, DamageAgainstPersonality)> {
        let defender = self.pos.attacker.other();
        self.main_power_off_under_ally(defender, spec, log);
        let mut found: Vec<(CardId, String, &DamageAgainstPersonality)> = Vec::new();
        if let Some(card) = self.constant_power_card(defender) {
            let name = format!("{}'s Constant Combat Power", self.state.name(card));
            for e in power_boxes::constant_effects(&self.state.def(card).effects) {
                if let Effect::DamageAgainstPersonality(d) = e {
                    found.push((card, name.clone(), d));
                }
            }
        }
        if let Some(d) = &att.defence {
            if let Source::Power(card) = d.source {
                for e in &d.effects {
                    if let Effect::DamageAgainstPersonality(r) = e {
                        found.push((card, d.name.clone(), r));
                    }
                }
            }
        }
        let mut out = Vec::new();
        for (card, name, d) in found {
            if !d.kinds.is_empty() && !d.kinds.contains(&spec.kind) {
                continue;
            }
            if d.during_opponents_turn && self.turn_player() == defender {
                log.note(
                    self.cite(Rule::PersonalityPowers),
                    format!("{name} reduces damage only during its owner's opponent's turn; this is {defender}'s own turn"),
                );
                continue;
            }
            if self.main_personality_powers_barred(defender, att, &name, log) {
                continue;
            }
            if let Some(r) = &self.state.def(card).text_source {
                log.cite_ruling(r);
            }
            log.cite(self.cite(Rule::PersonalityPowers));
            if att
                .defence
                .as_ref()
                .is_none_or(|d| d.source != Source::Power(card))
            {
                self.cite_power_holder(defender, card, log);
            }
            out.push((name, d.clone()));
        }
        out
    }

    /// Says why the defender's Main Personality's Constant Combat Power, one that would reduce
    /// or cap this attack's damage, does not: an Ally is in control of Combat (CRD 3.0.0
    /// "Power-Up Rating (PUR)": "You cannot use your MP's Constant Combat Power when an Ally is in
    /// control of Combat and vice-versa"); the power's ruling is cited.
    fn main_power_off_under_ally(&self, defender: PlayerId, spec: &AttackSpec, log: &mut Log) {
        let pl = self.state.player(defender);
        let Controller::Ally(_) = pl.control else {
            return;
        };
        let Some(card) = self.state.level_card(&pl.mp) else {
            return;
        };
        let def = self.state.def(card);
        if !power_boxes::has_constant_power(&def.effects) {
            return;
        }
        let applies = power_boxes::constant_effects(&def.effects)
            .iter()
            .any(|e| match e {
                Effect::DamageAgainstPersonality(d) => {
                    d.kinds.is_empty() || d.kinds.contains(&spec.kind)
                }
                Effect::CapAgainstYou(_) => true,
                // `constant_prevention`
                Effect::PreventAgainstYou(p) => p.kinds.is_empty() || p.kinds.contains(&spec.kind),
                _ => false,
            });
        let ally = self.state.controller_name(defender);
        let text = format!(
            "{}'s Constant Combat Power does not apply to this attack: {ally} is in control of Combat for {defender}, and \"You cannot use your MP's Constant Combat Power when an Ally is in control of Combat and vice-versa\"",
            def.name
        );
        if !applies || log.notes.contains(&text) {
            return;
        }
        if let Some(r) = &def.text_source {
            log.cite_ruling(r);
        }
        log.note(self.cite(Rule::PersonalityPowers), text);
    }

    /// The caps ("reduced to N") of the defender's own powers, joined to `cap`; with them the
    /// caps written as a Drill's would be ("All successful physical attacks performed against
    /// you do a maximum of 3 power stages of damage") in his Constant Combat Power.
    pub(in crate::engine) fn power_caps(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        cap: &mut DamageCap,
        log: &mut Log,
    ) {
        self.constant_power_caps_against_you(spec, att, cap, log);
        for (name, d) in self.power_reductions(spec, att, log) {
            // A conversion changed the damage at step 12 (`damage_conversions_resolve.rs`).
            if d.all_damage_converted {
                continue;
            }
            if let Some(to) = &d.reduced_to {
                let parts: Vec<String> = [
                    to.power_stages.map(|n| format!("{n} power stage(s)")),
                    to.life_cards.map(|n| format!("{n} life card(s)")),
                ]
                .into_iter()
                .flatten()
                .collect();
                if d.maximum {
                    log.cite(self.cite(Rule::DamageCaps));
                    log.notes.push(format!(
                        "{name}: a damage cap, a maximum of {} of damage from this attack",
                        parts.join(" and ")
                    ));
                } else {
                    log.notes.push(format!(
                        "{name}: the damage of this attack is reduced to at most {}",
                        parts.join(" and ")
                    ));
                }
                // A reduction "to N", not a cap: a Drill's minimum damage gets around it
                // (`damage::minimum_damage`).
                let life_cards = match to.life_cards {
                    Some(n) if !d.maximum => Some(self.minimum_over_reduction(spec, &name, n, log)),
                    other => other,
                };
                cap.tighten(to.power_stages, life_cards);
            }
        }
    }

    /// The `cap_against_you` effects of the defender's Constant Combat Power that apply to this
    /// attack, joined to `cap` (CRD "Damage Caps": a cap only affects the type of damage it
    /// states); not against an attack that "cannot be ... reduced by Main Personality powers".
    fn constant_power_caps_against_you(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        cap: &mut DamageCap,
        log: &mut Log,
    ) {
        let defender = self.pos.attacker.other();
        let Some(card) = self.constant_power_card(defender) else {
            return;
        };
        let def = self.state.def(card);
        for e in power_boxes::constant_effects(&def.effects) {
            let Effect::CapAgainstYou(k) = e else {
                continue;
            };
            if !k.kinds.is_empty() && !k.kinds.contains(&spec.kind) {
                continue;
            }
            let name = format!("{}'s Constant Combat Power", def.name);
            if self.main_personality_powers_barred(defender, att, &name, log) {
                continue;
            }
            log.cite(self.cite(Rule::PersonalityPowers));
            log.cite(self.cite(Rule::DamageCaps));
            self.cite_card_rulings(card, log);
            self.cite_power_holder(defender, card, log);
            let parts: Vec<String> = [
                k.power_stages.map(|n| format!("{n} power stage(s)")),
                k.life_cards.map(|n| format!("{n} life card(s)")),
            ]
            .into_iter()
            .flatten()
            .collect();
            let kind = spec.kind.word();
            let article = if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
                "an"
            } else {
                "a"
            };
            log.notes.push(format!(
                "{name}: {article} {kind} attack against {defender} does a maximum of {} of damage",
                parts.join(" and ")
            ));
            cap.tighten(k.power_stages, k.life_cards);
        }
    }

    /// `amount` of one kind of damage after the defender's own powers that reduce it by a
    /// number ("is reduced by 2 life cards"), to a minimum of 0.
    pub(in crate::engine) fn power_reduce(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        amount: u32,
        unit: DamageUnit,
        log: &mut Log,
    ) -> u32 {
        let mut left = amount;
        let mut quiet = Log::default();
        for (name, d) in self.power_reductions(spec, att, &mut quiet) {
            let by = match unit {
                DamageUnit::PowerStages => d.reduced_by_power_stages,
                DamageUnit::LifeCards => d.reduced_by_life_cards,
            };
            if by == 0 {
                continue;
            }
            let mut after = left.saturating_sub(by);
            if unit == DamageUnit::LifeCards {
                // A Drill's minimum damage gets around a reduction (`damage::minimum_damage`).
                after = self
                    .minimum_over_reduction(spec, &name, after, log)
                    .min(left);
            }
            let what = match unit {
                DamageUnit::PowerStages => "power stage(s)",
                DamageUnit::LifeCards => "life card(s)",
            };
            log.notes.push(format!(
                "{name} reduces the damage by {by} {what}: {left} -> {after}"
            ));
            for c in quiet.cites.drain(..) {
                log.cite(c);
            }
            for r in quiet.rulings.drain(..) {
                log.cite_ruling(&r);
            }
            left = after;
        }
        left
    }

    /// Step 1: what the Constant Combat Powers of the personalities in control of Combat say
    /// that the engine does not read, shown to the judge (never skipped).
    pub(in crate::engine) fn constant_powers_to_judge(&self, log: &mut Log) {
        // Allies' powers their text keeps working outside control (`outside_control`).
        self.outside_control_to_judge(log);
        for p in PlayerId::BOTH {
            let Some(card) = self.constant_power_card(p) else {
                self.say_constant_power_off(p, log);
                self.say_constant_power_prohibited(p, log);
                continue;
            };
            let def = self.state.def(card);
            let read = |e: &Effect| read_in_combat(e);
            let unread: Vec<String> = if def.sentences.is_empty() {
                power_boxes::constant_effects(&def.effects)
                    .iter()
                    .filter(|e| !read(e))
                    .map(|e| match e {
                        Effect::Manual(s) => s.clone(),
                        other => format!(
                            "an effect written on the board: {}",
                            serde_json::to_string(other).unwrap_or_default()
                        ),
                    })
                    .collect()
            } else {
                // A sentence that compiles to nothing on its own was read with its neighbour
                // ("+X power stages. X = your current anger level.") unless the card's reading
                // still hands it to the judge (a `Manual` quoting it): never listed twice.
                let whole = serde_json::to_string(power_boxes::constant_effects(&def.effects))
                    .unwrap_or_default();
                let still_manual = |s: &str| {
                    serde_json::to_string(s.trim())
                        .map(|q| whole.contains(q.trim_matches('"')))
                        .unwrap_or(true)
                };
                power_boxes::constant_sentences(&def.sentences)
                    .iter()
                    .filter(|(s, es)| {
                        if es.is_empty() {
                            still_manual(s)
                        } else {
                            !es.iter().all(read)
                        }
                    })
                    .map(|(s, _)| s.clone())
                    .collect()
            };
            if unread.is_empty() {
                continue;
            }
            log.cite(self.cite(Rule::PersonalityPowers));
            if let Some(r) = &def.text_source {
                log.cite_ruling(r);
            }
            for s in unread {
                log.judge.push(format!(
                    "judge resolves: {}'s Constant Combat Power ({p}'s personality in control of Combat, constantly active): {s}",
                    def.name
                ));
            }
        }
    }
}

/// Whether the engine reads this effect of a Constant Combat Power while the personality is in
/// control of Combat: its reductions and caps, its modifiers to attacks (step 10, under a
/// condition too: "from Goku Named cards"), counted ones included, its prevention against
/// every attack on it, its hand protection, and its stops and Defense Shields.
fn read_in_combat(e: &Effect) -> bool {
    match e {
        Effect::ConstantCombatPower
        | Effect::PowerBox(_)
        | Effect::DamageAgainstPersonality(_)
        | Effect::CapAgainstYou(_)
        // `constant_prevention`: read at steps 12 and 13.
        | Effect::PreventAgainstYou(_)
        | Effect::HandSafeFromOpponent
        // `ally_power_up`: read in the Power-Up Step; nothing of it acts in Combat.
        | Effect::AlliesPowerUp(_)
        // `turn_counts::power_up_stages`: read in the Power-Up Step.
        | Effect::PowerUpStages(_)
        // `discard_step::hand_kept`: read in the Discard Step.
        | Effect::DiscardStepKeeps(_)
        // `timing::end_of_turn_effects`: read when the turn ends.
        | Effect::AtEndOfTurn(_)
        // `timing::start_of_turn_effects`: read when the turn begins.
        | Effect::AtStartOfTurn(_)
        // `in_play::protected_cards`: read by every effect that discards or removes cards.
        | Effect::InPlayProtected(_)
        // `stops::standing_stops`: a stop at step 5; its Defense Shield at step 7.
        | Effect::StandingStop(_)
        | Effect::DefenseShield(_)
        | Effect::ShieldUses(_)
        // `amounts::rule_numbers`: read at step 14 (Frieza Lv.1's "capture 2 Dragonballs
        // instead of 1"); `victories::victory_bars`: read by the victory check; `triggers`:
        // read at the event that sets it off ("When entering Combat", step 0);
        // `outside_control`: "does not need to take control of Combat to use this power".
        | Effect::PowerOutsideControl
        // `ally_control`: read where an Ally takes or keeps control of Combat.
        | Effect::AlliesControlAtAnyStage(_)
        // `anger_raises`: read by `levels::change_anger` on every raise.
        | Effect::AngerRaised(_)
        // `stage_gains`: read by `levels::change_stages` on every gain.
        | Effect::StageGainsMultiplied(_)
        // `unmodified_against`: read at step 10.
        | Effect::NoModifiersAgainst(_)
        | Effect::RuleNumberInstead(_)
        | Effect::NoMostPowerfulVictory(_)
        | Effect::Trigger(_)
        // `damage::pat_base_damage`: read at step 9 on the Physical Attack Table's result.
        | Effect::PatBaseDamageShift(_)
        // `stages::gains_per_damage_dealt`: read at the end of step 13.
        | Effect::StagesPerLifeCardDealt(_)
        // `raised_increases`: read at step 10 on the modifiers collected there.
        | Effect::RaisedIncreases(_)
        // `constant_unpreventable`: read at steps 12-13; `constant_unredirectable`: at step 5;
        // `restrictions::only_exceptions`: by the "only" check of each card played or used.
        | Effect::YourAttacksCannotBePrevented
        | Effect::YourAttacksCannotBeRedirected
        | Effect::MayUseOnlyCards(_)
        | Effect::MayUseGroupCards(_)
        // `constant_after_use`: read when a card of its player is put away after use.
        | Effect::CardsAfterUse(_) => true,
        // `constant_endurance`: Endurance barred, given or raised, life cards of damage removed
        // from the game instead of discarded: read at step 13.
        e if super::constant_endurance_resolve::endurance_effect(e) => true,
        // `prohibitions`: read by the reader of the play it forbids (anger raised, ...).
        Effect::Prohibit(p) => {
            p.lasts == crate::engine::effects::prohibitions::Span::WhileInPlay
                && p.bound != crate::engine::effects::prohibitions::Bound::Chosen
        }
        Effect::Modify(m) => matches!(m.scope, Scope::YourAttacks | Scope::AttacksAgainstYou),
        Effect::ModifyPer(p) => p.scope == Scope::YourAttacks,
        // `constant_attack_gains`: given to each of its player's attacks at step 1.
        // `constant_focused`: the Focus given at step 1.
        Effect::AttacksFloating(r) => !r.gain.is_empty() || r.focused,
        // `constant_costs`: read at step 2 on the costs of its player's attacks.
        Effect::CostModifier(m) => m.lasts == crate::engine::effects::Lasts::ConstantPower,
        Effect::Conditional(c) => {
            !c.effects.is_empty()
                && c.effects.iter().all(|e| {
                    matches!(
                        e,
                        Effect::Modify(_)
                            | Effect::ModifyPer(_)
                            | Effect::CostModifier(_)
                            | Effect::StagesPerLifeCardDealt(_)
                            // `stops::shield_uses`: its count under a condition, read at step 7.
                            | Effect::ShieldUses(_)
                            // `constant_focused`: Focus under a condition on the attack.
                            | Effect::AttacksFloating(_)
                            // `outside_control`: "If Bojack is your Main Personality, your
                            // Allies can use this Constant Combat Power".
                            | Effect::PowerOutsideControl
                    ) && read_in_combat(e)
                })
        }
        _ => false,
    }
}
