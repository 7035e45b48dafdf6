//! Dealing the damage: Battle Sequence steps 12 (power stages of damage) and 13 (life cards of
//! damage, Endurance), CRD 3.0.0 `crd-3.0.0/battle-sequence/12`, `/13`, with the defence's
//! prevention and caps and damage redirected to another personality.

use crate::engine::battle::{AttackInProgress, Battle, Flow};
use crate::engine::damage::{self, Damage};
use crate::engine::effects::personality_powers::DamageUnit;
use crate::engine::effects::{AttackKind, AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{Controller, PlayerId};
use crate::engine::Result;
use crate::{note, say};

impl Battle {
    // Battle Sequence step 12.

    pub(in crate::engine) fn power_stage_damage(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let defender = self.pos.attacker.other();
        // Personality powers: "all damage (power stages and life cards) ... is reduced to N".
        self.power_damage_conversions(log);
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let Some(spec) = att.attack.clone() else {
            return Ok(Flow::Next);
        };
        let mut amount = att.damage.power_stages;
        if amount == 0 {
            say!(log, account, "the attack deals no power stages of damage");
            return Ok(Flow::Next);
        }
        let (prevent, cap) = self.defences(&spec, &att, log);
        amount = self.prevent(log, amount, prevent.power_stages, "power stage(s)");
        // Personality powers: "reduced by N power stages".
        amount = self.power_reduce(&spec, &att, amount, DamageUnit::PowerStages, log);
        if let Some(c) = cap.power_stages {
            if amount > c {
                note!(
                    log,
                    self.cite(Rule::DamageCaps),
                    "the cap of {c} power stage(s) applies while dealing: {amount} -> {c}"
                );
                amount = c;
            }
        }
        // Redirect to one personality not in control of Combat.
        let mut target = self.state.player(defender).control;
        if let Some(to) = att
            .defender_action
            .as_ref()
            .and_then(|a| a.redirect_to.clone())
        {
            match self.redirect_slot(defender, &to) {
                Some(s) => {
                    target = s;
                    note!(log, self.cite(Rule::AlliesAndDamage), "{defender} redirects all {amount} power stage(s) of this attack to {to}");
                }
                None => note!(log, self.cite(Rule::AlliesAndDamage), "{to} can no longer take redirected damage (it is in control of Combat or left play): the redirect does not happen"),
            }
        }
        let to_controller = target == self.state.player(defender).control;
        if amount > 0 {
            if let Some(a) = self.attack.as_mut() {
                a.damage_received = true;
                a.controller_damaged |= to_controller;
            }
        }
        let left =
            damage::deal_power_stages(&mut self.state, &self.rules, log, defender, target, amount);
        say!(
            log,
            account,
            "{amount} power stage(s) of damage dealt to {}",
            self.state
                .personality_def(self.state.personality(defender, target))
                .name
        );
        if left > 0 {
            let mut lc = left;
            if let Some(c) = cap.life_cards {
                if lc > c {
                    note!(
                        log,
                        self.cite(Rule::DamageCaps),
                        "the cap of {c} life card(s) applies to converted damage: {lc} -> {c}"
                    );
                    lc = c;
                }
            }
            let mut endurance = self.endurance_use(&spec, &att);
            if lc > 0 {
                self.cite_constant_power_endurance(log);
            }
            // Life card to hand: the first life card of damage may be a converted one.
            if lc > 0 {
                endurance.to_hand_first = self.rest_first_to_hand(&att, log)?;
            }
            let dealt =
                damage::deal_life_cards(&mut self.state, &self.rules, log, defender, lc, endurance);
            self.record_life_cards_taken(defender, dealt.discarded);
            if let Some(a) = self.attack.as_mut() {
                a.converted = lc;
                a.life_cards_discarded = a.life_cards_discarded.saturating_add(dealt.discarded);
                // Converted from the power stages of the personality that took them.
                a.controller_damaged |= dealt.discarded > 0 && to_controller;
                a.life_cards_removed_instead = a
                    .life_cards_removed_instead
                    .saturating_add(dealt.removed_instead);
                a.life_cards_to_hand_instead = a
                    .life_cards_to_hand_instead
                    .saturating_add(dealt.placed_in_hand);
            }
            // Floating effects: "when you use Endurance".
            self.floating_on_endurance(defender, dealt.endurance_uses, log)?;
            say!(
                log,
                account,
                "{left} power stage(s) past 0 became {lc} life card(s) of damage"
            );
        }
        // Stops: "If this attack deals damage to an Ally, that Ally is discarded."
        self.ally_damaged_leaves(&att.effects, defender, target, amount, &att.name, log);
        // ----- Errata wordings: "for every 3 power stages of damage you receive" -----
        self.errata_stages_back(defender, amount, log);
        Ok(Flow::Next)
    }

    /// The defender's personality `name` if it can take redirected damage: in play and not in
    /// control of Combat.
    pub(in crate::engine) fn redirect_slot(
        &self,
        defender: PlayerId,
        name: &str,
    ) -> Option<Controller> {
        let pl = self.state.player(defender);
        let slot = if self
            .state
            .personality_def(&pl.mp)
            .name
            .eq_ignore_ascii_case(name)
        {
            Some(Controller::MainPersonality)
        } else {
            pl.allies
                .iter()
                .position(|a| {
                    self.state
                        .personality_def(a)
                        .name
                        .eq_ignore_ascii_case(name)
                })
                .map(Controller::Ally)
        };
        // Attached cards: an attached card may keep the personality from having damage
        // redirected to it.
        slot.filter(|s| *s != pl.control && self.attached_restriction(defender, *s).is_none())
    }

    /// True when the attack's damage cannot be prevented: by its own text, or because the
    /// attacker has "For the remainder of Combat, damage from your attacks cannot be prevented"
    /// floating (from step 3 of the attack that carries it on).
    pub(in crate::engine) fn unpreventable(&self, spec: &AttackSpec) -> bool {
        spec.cannot_be_prevented
            || self
                .state
                .player(self.pos.attacker)
                .combat
                .floating
                .iter()
                .any(|(e, _)| *e == Effect::YourAttacksCannotBePrevented)
            // Attached cards: an attached card of the attacker's, its personality in control.
            || self.attached_unpreventable(self.pos.attacker).is_some()
            // Personality powers: the attacker's Constant Combat Power (Turles, the Proud Lv.2).
            || self.constant_unpreventable(self.pos.attacker).is_some()
    }

    /// The defence's prevention and cap that apply to this attack.
    pub(in crate::engine) fn defences(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> (Damage, crate::engine::effects::DamageCap) {
        let mut prevent = Damage::default();
        let mut cap = crate::engine::effects::DamageCap::default();
        // Floating effects: floating damage caps.
        self.floating_caps(&mut cap, log);
        // Condition phrases: the attack's own cap.
        self.attack_own_cap(att, &mut cap, log);
        // Lasting effects — floating prevention of the defender.
        let (ps, lc) = self.lasting_prevention(spec, log);
        // Against an alignment: floating prevention for the attacks against an alignment.
        let (gps, glc) = self.prevent_against_group(spec, log);
        prevent.power_stages = ps.saturating_add(gps);
        prevent.life_cards = lc.saturating_add(glc);
        // Drills in play that prevent damage from every attack against their owner, under their
        // condition if they have one ("If your opponent declared a Saiyan Tokui-Waza, prevent 4
        // power stages ... instead").
        let defender = self.pos.attacker.other();
        for c in self.state.acting_drills(defender) {
            let effects = &self.state.def(c).effects;
            let conditional = effects.iter().find_map(|e| match e {
                Effect::Conditional(k) if self.holds(defender, &k.condition) => {
                    k.effects.iter().find_map(|e| match e {
                        Effect::PreventAgainstYou(p) => Some(p),
                        _ => None,
                    })
                }
                _ => None,
            });
            let own = effects.iter().find_map(|e| match e {
                Effect::PreventAgainstYou(p) => Some(p),
                _ => None,
            });
            let Some(p) = conditional.or(own) else {
                continue;
            };
            let name = self.state.name(c).to_string();
            if !self.prevention_applies(p, spec, &name, log) {
                continue;
            }
            log.cite(self.cite(Rule::DrillCards));
            log.notes.push(format!(
                "{name} prevents {} power stage(s) and {} life card(s) of damage",
                p.power_stages, p.life_cards
            ));
            prevent.power_stages = prevent.power_stages.saturating_add(p.power_stages);
            prevent.life_cards = prevent.life_cards.saturating_add(p.life_cards);
        }
        // Personality powers: the defender's Constant Combat Power's prevention against every
        // attack on its personality (`personality_powers::constant_prevention`).
        let power = self.constant_power_prevention(spec, att, log);
        prevent.power_stages = prevent.power_stages.saturating_add(power.power_stages);
        prevent.life_cards = prevent.life_cards.saturating_add(power.life_cards);
        // Drills in play: the defender's Drills' caps.
        self.drill_caps(spec, &mut cap, log);
        // Personality powers: "reduced to N" (a Constant Combat Power, or the power defending).
        self.power_caps(spec, att, &mut cap, log);
        let Some(d) = &att.defence else {
            return (prevent, cap);
        };
        for e in &d.effects {
            match e {
                Effect::Prevent(p) => {
                    let both = p.kinds.is_empty()
                        || (p.kinds.contains(&AttackKind::Physical)
                            && p.kinds.contains(&AttackKind::Energy));
                    if !p.kinds.is_empty() && !p.kinds.contains(&spec.kind) {
                        continue;
                    }
                    if let Some(card) = self.attached_unpreventable(self.pos.attacker) {
                        log.cite(self.cite(Rule::Attaching));
                        log.notes.push(format!(
                            "{card} is attached to a personality in control of Combat: damage from its owner's attacks cannot be prevented"
                        ));
                    }
                    if let Some(name) = self.constant_unpreventable(self.pos.attacker) {
                        note!(
                            log,
                            self.cite(Rule::PersonalityPowers),
                            "{name}'s Constant Combat Power: damage from its player's attacks cannot be prevented"
                        );
                    }
                    if self.unpreventable(spec) {
                        note!(
                            log,
                            self.cite(Rule::DamagePrevention),
                            "the damage cannot be prevented: {} prevents nothing",
                            d.name
                        );
                        continue;
                    }
                    // "... cannot be prevented by Physical Combat cards" (Red Power Rush).
                    if d.source.card().is_some_and(|c| {
                        self.prevention_type_barred(&self.state.def(c).card_type, &d.name, log)
                    }) {
                        continue;
                    }
                    if spec.focused && both {
                        note!(
                            log,
                            self.cite(Rule::Focused),
                            "the attack is Focused: {} cannot prevent its damage",
                            d.name
                        );
                        continue;
                    }
                    if spec.focused {
                        // CRD "What does Focused do?": a prevention of one kind of attack only
                        // is not shut out by Focused.
                        note!(log, self.cite(Rule::Focused), "the attack is Focused, but {} prevents damage from {} attacks only: Focused shuts out only cards that prevent damage from both physical and energy attacks",
                                d.name,
                                spec.kind.word());
                    }
                    prevent.power_stages = prevent.power_stages.saturating_add(p.power_stages);
                    prevent.life_cards = prevent.life_cards.saturating_add(p.life_cards);
                }
                Effect::DamageCap(c) => cap.tighten(c.power_stages, c.life_cards),
                _ => {}
            }
        }
        (prevent, cap)
    }

    /// Applies damage prevention (CRD "A Note about Damage Prevention": prevention is not a
    /// modifier, it acts while damage is dealt) and returns what is left to deal.
    pub(in crate::engine) fn prevent(
        &self,
        log: &mut Log,
        amount: u32,
        prevented: u32,
        unit: &str,
    ) -> u32 {
        if prevented == 0 {
            return amount;
        }
        let p = prevented.min(amount);
        note!(
            log,
            self.cite(Rule::DamagePrevention),
            "{p} {unit} of damage prevented (prevention is not a modifier)"
        );
        amount.saturating_sub(p)
    }

    // Battle Sequence step 13.

    pub(in crate::engine) fn life_card_damage(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        // A "take less" use asked for once its uses this Combat are spent is refused by its own
        // words, before the step changes anything.
        self.refuse_spent_trigger(
            self.pos.attacker.other(),
            crate::engine::effects::triggers::TriggerEvent::LifeCardDamage,
        )?;
        let flow = self.deal_life_card_damage(log, account)?;
        // "For each life card of damage this attack deals, gain ..." (`stages::gains_per_damage_dealt`).
        if log.victory.is_none() {
            self.gains_per_damage_dealt(log, account);
        }
        // "After receiving damage from ... attack" effects (Triggered effects).
        if log.victory.is_none() {
            self.damage_triggers(log, account);
        }
        Ok(flow)
    }

    pub(in crate::engine) fn deal_life_card_damage(
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
        let mut amount = att.damage.life_cards;
        if att.ally_captured {
            say!(
                log,
                account,
                "the Ally captured a Dragon Ball instead of dealing life cards of damage"
            );
            return Ok(Flow::Next);
        }
        if amount == 0 {
            say!(log, account, "the attack deals no life cards of damage");
            return Ok(Flow::Next);
        }
        // The prevention and caps of this attack are read once per attack: when step 12 dealt
        // power stages it said (and cited) them; here they are counted again, not said again.
        let (prevent, cap) = if att.damage.power_stages > 0 {
            self.defences(&spec, &att, &mut Log::default())
        } else {
            self.defences(&spec, &att, log)
        };
        amount = self.prevent(log, amount, prevent.life_cards, "life card(s)");
        if prevent.life_cards > 0 {
            // A Drill's minimum damage meets prevention (`damage::minimum_damage`).
            self.minimum_under_limit(&spec, amount, false, log);
        }
        // Personality powers: "reduced by N life cards".
        amount = self.power_reduce(&spec, &att, amount, DamageUnit::LifeCards, log);
        if let Some(c) = cap.life_cards {
            let room = c.saturating_sub(att.converted);
            if amount > room {
                note!(log, self.cite(Rule::DamageCaps), "the cap of {c} life card(s) applies while dealing ({} already dealt): {amount} -> {room}", att.converted);
                amount = room;
                // A Drill's minimum damage does not get around caps (`damage::minimum_damage`).
                self.minimum_under_limit(&spec, amount, true, log);
            }
        }
        // "Once per Combat, you may take 1 less life card of damage" (Triggered effects).
        amount = self.take_less_triggers(&spec, amount, log, account);
        let mut endurance = self.endurance_use(&spec, &att);
        // Life card to hand: "take the first life card of damage ... into your hand".
        if amount > 0 {
            self.cite_constant_power_endurance(log);
            endurance.to_hand_first = self.rest_first_to_hand(&att, log)?;
        }
        let dealt = damage::deal_life_cards(
            &mut self.state,
            &self.rules,
            log,
            defender,
            amount,
            endurance,
        );
        self.record_life_cards_taken(defender, dealt.discarded);
        // The step's look at the attack is let go first: the attack is then written where it
        // is, not copied (`Shared`).
        drop(att);
        if let Some(a) = self.attack.as_mut() {
            a.life_cards_discarded = a.life_cards_discarded.saturating_add(dealt.discarded);
            a.controller_damaged |= dealt.discarded > 0;
            a.life_cards_removed_instead = a
                .life_cards_removed_instead
                .saturating_add(dealt.removed_instead);
            a.life_cards_to_hand_instead = a
                .life_cards_to_hand_instead
                .saturating_add(dealt.placed_in_hand);
            a.damage_received |= dealt.discarded > 0;
        }
        // Floating effects: "when you use Endurance".
        self.floating_on_endurance(defender, dealt.endurance_uses, log)?;
        if log.words() {
            let mut line = damage_taken_line(amount, defender, &dealt);
            if dealt.prevented > 0 {
                line.push_str(&format!(", Endurance prevents {}", dealt.prevented));
            }
            account.push(line);
        }
        Ok(Flow::Next)
    }

    /// Whether a card's "Prevent N ... from attacks performed against you" (`p`, from `name`)
    /// prevents anything from this attack: an attack of a kind it names, whose damage can be
    /// prevented (CRD "A Note about Damage Prevention"), and not a Focused attack when it
    /// prevents damage from both kinds (CRD "What does Focused do?"); a refusal is said.
    pub(in crate::engine) fn prevention_applies(
        &self,
        p: &crate::engine::effects::Prevent,
        spec: &AttackSpec,
        name: &str,
        log: &mut Log,
    ) -> bool {
        if !p.kinds.is_empty() && !p.kinds.contains(&spec.kind) {
            return false;
        }
        if self.unpreventable(spec) {
            note!(
                log,
                self.cite(Rule::DamagePrevention),
                "the damage cannot be prevented: {name} prevents nothing"
            );
            return false;
        }
        if spec.focused && (p.kinds.is_empty() || p.kinds.len() == 2) {
            note!(
                log,
                self.cite(Rule::Focused),
                "the attack is Focused: {name} prevents damage from both kinds of attack, so it cannot prevent this"
            );
            return false;
        }
        true
    }
}

/// Step 13's account line: how many life cards of damage went to the discard pile and how many
/// a card removed from the game or placed in the hand instead (the line never says "discards"
/// of a card that did not go to the discard pile).
fn damage_taken_line(amount: u32, defender: PlayerId, dealt: &damage::LifeCardsDealt) -> String {
    let removed = dealt.removed_instead;
    let to_hand = dealt.placed_in_hand;
    let discarded = dealt.discarded.saturating_sub(removed + to_hand);
    let mut line =
        format!("{amount} life card(s) of damage dealt: {defender} discards {discarded}");
    if removed > 0 {
        line.push_str(&format!(
            " and removes {removed} from the game instead of discarding them"
        ));
    }
    if to_hand > 0 {
        line.push_str(&format!(
            " and places {to_hand} in the hand instead of discarding them"
        ));
    }
    line
}
