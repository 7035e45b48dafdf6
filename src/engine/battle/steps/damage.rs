//! How much damage the attack does: Battle Sequence steps 9 (Base Damage, the Physical Attack
//! Table or the card's text) and 10 (modifiers), CRD 3.0.0 `crd-3.0.0/battle-sequence/9`, `/10`.

use crate::engine::battle::{AttackWrite, Battle, Flow, Source};
use crate::engine::damage::Damage;
use crate::engine::effects::amounts::Uncounted;
use crate::engine::effects::{AttackKind, Effect, Scope};
use crate::engine::log::Log;
use crate::engine::pat::PatError;
use crate::engine::ruleset::Rule;
use crate::engine::state::Controller;
use crate::engine::{EngineError, Result};
use crate::{note, say};

impl Battle {
    /// "does N ... of damage instead" (under its condition, if any), which replaces the Base
    /// Damage at step 9 and the card's own modifiers at step 10 (the damage the card stated is
    /// what "instead" replaces); "you may do N ... instead" (`amounts::instead`, Blue Right
    /// Cross) when the player took the choice (the "you may" effect resolved with the card's
    /// secondary effects, `Condition::YouDid`).
    fn damage_stated_instead(
        &self,
        me: crate::engine::state::PlayerId,
        effects: &[Effect],
    ) -> Option<Damage> {
        let chosen = |v: &[Effect]| match v {
            [Effect::DamageInstead(d)] if self.you_did(me) => Some(*d),
            _ => None,
        };
        effects.iter().find_map(|e| match e {
            Effect::DamageInstead(d) => Some(*d),
            Effect::May(v) => chosen(v),
            Effect::Conditional(c) if self.holds(me, &c.condition) => {
                c.effects.iter().find_map(|e| match e {
                    Effect::DamageInstead(d) => Some(*d),
                    Effect::May(v) => chosen(v),
                    _ => None,
                })
            }
            _ => None,
        })
    }

    // Battle Sequence step 9.

    pub(in crate::engine) fn base_damage(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let defender = me.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let Some(spec) = att.attack.clone() else {
            return Ok(Flow::Next);
        };
        // Damage stated per unit counted ("1 power stage of damage for each ..."): counted now;
        // one under a condition that holds is stated "instead" (Saiyan Crush,
        // `amounts::instead`) and replaces the card's own.
        let conditional_per = att.effects.iter().find_map(|e| match e {
            Effect::Conditional(c) if self.holds(me, &c.condition) => {
                c.effects.iter().find_map(|e| match e {
                    Effect::DamagePer(p) => Some(p),
                    _ => None,
                })
            }
            _ => None,
        });
        let per = conditional_per.or_else(|| {
            att.effects.iter().find_map(|e| match e {
                Effect::DamagePer(p) => Some(p),
                _ => None,
            })
        });
        let stated = match (spec.damage, per) {
            (Some(d), _) => Some(d),
            (None, Some(p)) => match self.per_damage(me, p) {
                Ok((d, n)) => {
                    log.notes.push(format!(
                        "{} counts {n} ({}): {d}{}",
                        att.name,
                        p.count.describe(),
                        p.max.map(|m| format!(" (at most {m})")).unwrap_or_default()
                    ));
                    Some(d)
                }
                Err(Uncounted(why)) => {
                    return Err(EngineError::Unresolvable(format!(
                    "{} states its damage per one of {}: {why}; the judge counts the Base Damage",
                    att.name,
                    p.count.describe()
                )))
                }
            },
            (None, None) => None,
        };
        let mut base = match (stated, spec.kind) {
            (Some(d), _) => {
                say!(
                    log,
                    account,
                    "Base Damage is the damage stated on the card: {d}"
                );
                self.stated_and_added_to_judge(&att, &spec, d, log);
                d
            }
            (None, AttackKind::Energy) => {
                let d = self.rules.energy_default_damage;
                say!(
                    log,
                    account,
                    "the energy attack states no damage: Base Damage is {d}"
                );
                log.cite(self.cite(Rule::CardCosts));
                d
            }
            (None, AttackKind::Physical) => {
                let a = self.state.controller(me);
                let d = self.state.controller(defender);
                let (Some(ar), Some(dr)) = (self.state.rating(a), self.state.rating(d)) else {
                    return Err(EngineError::Illegal(
                        "a personality's stage is past the top of its ladder: no power rating to compare".into(),
                    ));
                };
                // The Battleground in play may name another table (Majin Buu's House).
                let table = self.pat_table_for_attack(log).table();
                let result = table
                    .lookup(ar, dr, self.rules.z_pat_result)
                    .map_err(|PatError::Unresolvable { table, attacker, defender }| EngineError::Unresolvable(format!(
                        "{table}: attacker bracket {attacker} against defender bracket {defender} is not printed in CRD 3.0.0 and cannot be derived; the judge must resolve the Base Damage"
                    )))?;
                log.cite(self.cite(Rule::Pat));
                log.cite(self.cite(Rule::PatTables));
                if result.z {
                    log.cite(self.cite(Rule::ZPowerStages));
                }
                if self.state.player(me).control != Controller::MainPersonality
                    || self.state.player(defender).control != Controller::MainPersonality
                {
                    log.note(
                        self.cite(Rule::AllyPat),
                        "the PAT uses the power rating of the personality in control of Combat",
                    );
                }
                log.line_with(|| {
                    format!(
                        "PAT: {} ({}) against {} ({}): {}",
                        self.state.personality_def(a).name,
                        ar,
                        self.state.personality_def(d).name,
                        dr,
                        result.account()
                    )
                });
                // `battle::power_level_errata`: a ladder the CRD replaces with damaged values.
                self.power_level_errata_to_judge(a, ar, log);
                self.power_level_errata_to_judge(d, dr, log);
                // A damaged table (Table B): the Base Damage is the judge's to give.
                if let Some(j) = result.placement_doubt_for_judge() {
                    log.judge.push(j);
                }
                // A Constant Combat Power shifting the table's result (Majin Vegeta Lv.2).
                let shift = self.pat_base_damage_shifts(me, log);
                let value = i64::from(result.value) + i64::from(shift);
                if value < 0 {
                    log.judge.push(format!(
                        "judge resolves: the Base Damage from the Physical Attack Table ({}) shifted by {shift} is below 0; the CRD does not say what a Base Damage below 0 is (the engine uses 0)",
                        result.value
                    ));
                }
                let value = u32::try_from(value.max(0)).unwrap_or(u32::MAX);
                say!(
                    log,
                    account,
                    "Base Damage from the Physical Attack Table: {value} power stages"
                );
                Damage::power_stages(value)
            }
        };
        let instead = self.damage_stated_instead(me, &att.effects);
        if let Some(d) = instead {
            log.notes.push(format!("{} does {d} instead", att.name));
            say!(
                log,
                account,
                "{} states its damage instead: Base Damage is {d}",
                att.name
            );
            base = d;
        }
        // One multiplier only.
        let mut multipliers: Vec<(u32, String)> = att
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::Multiply(m) => Some((*m, att.name.clone())),
                Effect::Conditional(c) if self.holds(me, &c.condition) => {
                    c.effects.iter().find_map(|e| match e {
                        Effect::Multiply(m) => {
                            Some((*m, format!("{} (its condition holds)", att.name)))
                        }
                        _ => None,
                    })
                }
                _ => None,
            })
            .collect();
        for c in self.state.acting_in_play(me) {
            for e in &self.state.def(c).effects {
                if let Effect::Multiply(m) = e {
                    multipliers.push((*m, self.state.name(c).to_string()));
                }
            }
        }
        if let Some((m, src)) = multipliers.first() {
            self.multiplied_unmodified_damage(&att.effects, &att.name, *m, log);
            base = Damage {
                power_stages: base.power_stages.saturating_mul(*m),
                life_cards: base.life_cards.saturating_mul(*m),
            };
            note!(
                log,
                self.cite(Rule::Multiplying),
                "{src} multiplies the Base Damage by {m}: {base}"
            );
            if multipliers.len() > 1 {
                note!(
                    log,
                    self.cite(Rule::Multiplying),
                    "only one multiplier is used: {} other multiplier(s) ignored",
                    multipliers.len().saturating_sub(1)
                );
                if multipliers.iter().any(|(x, _)| x != m) {
                    let all: Vec<String> = multipliers
                        .iter()
                        .map(|(x, s)| format!("x{x} ({s})"))
                        .collect();
                    log.judge.push(format!(
                        "judge resolves: which multiplier is used among {}; the CRD says only one is used but not which (the engine used the attack's own first)",
                        all.join(", ")
                    ));
                }
            }
        }
        // The look at the attack is dropped first: the write is made in place (logged for the
        // step's undo record), not into a copy.
        drop(att);
        self.write_attack(|a| AttackWrite::BaseAndDamage {
            base: std::mem::replace(&mut a.base, base),
            damage: std::mem::replace(&mut a.damage, base),
        });
        Ok(Flow::Next)
    }

    // Battle Sequence step 10.

    pub(in crate::engine) fn modifiers(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let defender = me.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let Some(spec) = att.attack.clone() else {
            return Ok(Flow::Next);
        };
        if att.source == Source::FinalPhysicalAttack && !self.rules.final_physical_attack_modifiers
        {
            log.note(
                self.cite(Rule::FinalPhysicalAttack),
                "a Final Physical Attack has no modifiers",
            );
            say!(log, account, "no modifiers: damage stays {}", att.base);
            return Ok(Flow::Next);
        }
        // "Damage from this attack cannot be modified" (`damage::unmodified_damage`).
        if self.unmodified_damage(log, account) {
            return Ok(Flow::Next);
        }
        // "No modifiers are added to physical attacks performed against Android 18"
        // (`personality_powers::unmodified_against`).
        if self.modifiers_kept_off_by_defender(spec.kind, log, account) {
            return Ok(Flow::Next);
        }
        let mut mods: Vec<(i32, i32, String)> = Vec::new();
        let applies = |m: &crate::engine::effects::Modifier| {
            m.kinds.is_empty() || m.kinds.contains(&spec.kind)
        };
        // "... this attack does +5 power stages of damage instead": under its condition it
        // replaces the card's own modifiers.
        // A condition the documents leave open (an undeclared Rogue's side) is the judge's.
        for e in &att.effects {
            if let Effect::Conditional(c) = e {
                let replaces = c
                    .effects
                    .iter()
                    .any(|e| matches!(e, Effect::ModifyInstead(_)));
                if let Some(why) = self.undecided(me, &c.condition).filter(|_| replaces) {
                    log.judge
                        .push(format!("judge resolves: {}: {why}", att.name));
                }
            }
        }
        let instead = att.effects.iter().find_map(|e| match e {
            Effect::Conditional(c) if self.holds(me, &c.condition) => {
                c.effects.iter().find_map(|e| match e {
                    Effect::ModifyInstead(m) => Some(m.clone()),
                    _ => None,
                })
            }
            _ => None,
        });
        if let Some(m) = &instead {
            mods.push((
                m.power_stages,
                m.life_cards,
                format!("{} (instead of its own modifiers)", att.name),
            ));
        }
        // Damage the card states "instead" (step 9) replaces the damage it stated, its own
        // modifiers included.
        let stated_instead = self.damage_stated_instead(me, &att.effects).is_some();
        for e in &att.effects {
            if let Effect::Modify(m) = e {
                if m.scope == Scope::ThisAttack && applies(m) && stated_instead {
                    note!(log, self.cite(Rule::ModifiedDamage), "{}: its own modifier ({:+} power stages, {:+} life cards) is not added: the damage it states instead replaces it",
                        att.name, m.power_stages, m.life_cards);
                    // CRD 3.0.0 "Cards that state damage" ("the damage from the attack is what is
                    // stated on the card itself") against "Modified Damage" (a modifier is added
                    // on top of the Base Damage): the documents do not say which "instead" follows.
                    log.cite(crate::engine::citations::CRD_DAMAGE_PREVENTION);
                    log.judge.push(format!(
                        "{}: the CRD does not say whether damage a card states \"instead\" also replaces the card's own {:+} power stages, {:+} life cards (\"Cards that state damage\", {}: \"the damage from the attack is what is stated on the card itself\"; \"Modified Damage\" adds a modifier on top of the Base Damage): the engine leaves it out; the judge decides",
                        att.name, m.power_stages, m.life_cards, crate::engine::citations::CRD_DAMAGE_PREVENTION.id
                    ));
                } else if instead.is_none() && m.scope == Scope::ThisAttack && applies(m) {
                    mods.push((m.power_stages, m.life_cards, att.name.clone()));
                }
            }
        }
        // Modifiers under a condition, and "If successful, this attack does +4 ...": an attack
        // that reaches step 10 has been found successful at step 8.
        let successful_group: Vec<&Effect> = att
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::IfSuccessful(v) => Some(v.iter()),
                _ => None,
            })
            .flatten()
            .collect();
        for e in &successful_group {
            if let Effect::Modify(m) = e {
                if m.scope == Scope::ThisAttack && applies(m) {
                    mods.push((
                        m.power_stages,
                        m.life_cards,
                        format!("{} (if successful)", att.name),
                    ));
                }
            }
        }
        for e in att.effects.iter().chain(successful_group.iter().copied()) {
            if let Effect::Conditional(c) = e {
                if self.holds(me, &c.condition) {
                    for e in &c.effects {
                        if let Effect::Modify(m) = e {
                            if m.scope == Scope::ThisAttack && applies(m) {
                                mods.push((m.power_stages, m.life_cards, att.name.clone()));
                            }
                        }
                    }
                }
            }
        }
        for (player, scope) in [
            (me, Scope::YourAttacks),
            (defender, Scope::AttacksAgainstYou),
        ] {
            for (e, src) in &self.state.player(player).combat.floating {
                if let Effect::Modify(m) = e {
                    let s = match m.scope {
                        Scope::ThisAttack => Scope::YourAttacks,
                        // "your other attacks": not the attack performed with the card itself.
                        Scope::YourOtherAttacks if *src != att.name => Scope::YourAttacks,
                        other => other,
                    };
                    if s == scope && applies(m) && self.benefits(src, me, log) {
                        mods.push((
                            m.power_stages,
                            m.life_cards,
                            format!("{src} (remainder of Combat)"),
                        ));
                        log.cite(self.cite(Rule::FloatingEffects));
                    }
                }
            }
        }
        // The Drills' sentences the engine does not read: `timing::note_timing_resolve`, at
        // the step their timing names (a constant one here, after this step's modifiers).
        mods.extend(self.counted_modifiers(me, &att, spec.kind, log));
        // Lasting effects — "the next attack you perform this Combat does +N".
        let next = self.lasting_modifiers(me);
        if !next.is_empty() {
            log.cite(self.cite(Rule::NextAttack));
            mods.extend(next);
        }
        // Attached cards: "while attached" modifiers.
        mods.extend(self.attached_modifiers(me, spec.kind, log));
        // Personality powers: a Constant Combat Power's "+N" (`personality_powers`).
        mods.extend(self.constant_power_modifiers(me, spec.kind, log));
        // The Masteries in play: "All of your energy attacks do +1 ..." (`in_play::mastery_resolve`).
        mods.extend(self.mastery_modifiers(me, spec.kind, log));
        // `battle::attack_style`: a "<Style> attacks" modifier and an attack made without a card.
        self.cardless_attack_style_to_judge(me, log);
        // Dragon Balls: "While you control this Dragon Ball" modifiers (`dragon_balls`).
        mods.extend(self.controlled_dragon_ball_modifiers(me, spec.kind, log));
        // Floating effects: rules for the attacks named, for the remainder of Combat.
        mods.extend(self.floating_modifiers(me, log));
        // Rules lasting the remainder of Combat: floating modifiers counted per unit.
        mods.extend(self.remainder_modifiers(me, log));
        // Copies of attacks: "any attacks that you perform that are copied ... do +2".
        mods.extend(self.copied_attack_modifiers(me, &att, log));
        // The Battleground or Location in play: every player's attacks (`battleground_damage`).
        mods.extend(self.battleground_modifiers(me, &spec, log));
        if att.empower_bonus > 0 {
            mods.push((
                0,
                i32::try_from(att.empower_bonus).unwrap_or(i32::MAX),
                format!("Empower {}", att.empower_bonus),
            ));
        }
        let mut from_cards = false;
        for (player, scope) in [
            (me, Scope::YourAttacks),
            (defender, Scope::AttacksAgainstYou),
        ] {
            let pl = self.state.player(player);
            for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
                // "X only" (`battle::only`): a card whose restriction the personality in
                // control of Combat fails stays in play but does nothing.
                if let Some(why) = self.only_blocks_in_play(player, c, log) {
                    account.push(why);
                    continue;
                }
                // A lasting modifier under a condition ("All of your energy attacks performed
                // against a villain do +3 ...") counts when the condition holds for its owner.
                let conditional = self.state.def(c).effects.iter().filter_map(|e| match e {
                    Effect::Conditional(k) if self.holds(player, &k.condition) => {
                        Some(k.effects.iter())
                    }
                    _ => None,
                });
                for e in self
                    .state
                    .def(c)
                    .effects
                    .iter()
                    .chain(conditional.flatten())
                {
                    if let Effect::Modify(m) = e {
                        if m.scope == scope && applies(m) {
                            mods.push((
                                m.power_stages,
                                m.life_cards,
                                self.state.name(c).to_string(),
                            ));
                            from_cards = true;
                            // The card's errata and its rulings in the ruleset's document.
                            self.cite_card_rulings(c, log);
                        }
                    }
                }
            }
        }
        // Personality powers: a Constant Combat Power raising the increases of Drills and Combat
        // cards (`personality_powers::raised_increases`).
        let raised = self.raised_increases(&mods, log);
        mods.extend(raised);
        // ----- Errata wordings: "reduce the damage ... by 1 power stage or 1 life card" -----
        let reductions = self.errata_reductions(defender, att.base, &mods, log);
        if !reductions.is_empty() {
            from_cards = true;
            mods.extend(reductions);
        }
        if mods.is_empty() {
            say!(log, account, "no modifiers: damage stays {}", att.base);
            // A Drill's minimum damage "after modifiers" (`damage::minimum_damage`).
            self.apply_minimum_damage(spec.kind, log, account);
            // Attached cards: a "maximum" damage from an attached card.
            self.attached_cap(me, spec.kind, log);
            // The defender's "no damage from a Base Damage of 0" (`damage::zero_base_damage`).
            self.zero_base_damage_immunity(log, account);
            return Ok(Flow::Next);
        }
        let mut ps = i64::from(att.base.power_stages);
        let mut lc = i64::from(att.base.life_cards);
        for (p, l, src) in &mods {
            ps = ps.saturating_add(i64::from(*p));
            lc = lc.saturating_add(i64::from(*l));
            let mut parts = Vec::new();
            if *p != 0 {
                parts.push(format!("{p:+} power stages"));
            }
            if *l != 0 {
                parts.push(format!("{l:+} life cards"));
            }
            log.notes.push(format!("{src}: {}", parts.join(", ")));
            if (*p > 0 && att.base.power_stages == 0) || (*l > 0 && att.base.life_cards == 0) {
                note!(
                    log,
                    self.cite(Rule::ModifiedDamage),
                    "{src}'s modifier is added even though the Base Damage has none of that kind"
                );
            }
        }
        log.cite(self.cite(Rule::ModifiedDamage));
        if from_cards {
            log.cite(self.cite(Rule::DrillCards));
        }
        let damage = Damage {
            // Saturated at u32::MAX (docs/scenario-format.md, "Number limits").
            power_stages: u32::try_from(ps.max(0)).unwrap_or(u32::MAX),
            life_cards: u32::try_from(lc.max(0)).unwrap_or(u32::MAX),
        };
        if ps < 0 || lc < 0 {
            log.notes.push("reductions stop at a minimum of 0".into());
        }
        say!(
            log,
            account,
            "Base Damage {} with modifiers: {damage}",
            att.base
        );
        // The step's look at the attack is let go first: the attack is then written where it
        // is, not copied (`Shared`).
        drop(att);
        if let Some(a) = self.attack.as_mut() {
            a.damage = damage;
        }
        // A Drill's minimum damage "after modifiers" (`damage::minimum_damage`).
        self.apply_minimum_damage(spec.kind, log, account);
        // Attached cards: a "maximum" damage from an attached card.
        self.attached_cap(me, spec.kind, log);
        // The defender's "no damage from a Base Damage of 0" (`damage::zero_base_damage`).
        self.zero_base_damage_immunity(log, account);
        Ok(Flow::Next)
    }
}
