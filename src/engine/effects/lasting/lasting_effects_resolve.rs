//! Lasting effects and restrictions (module: lasting): what floats for the remainder of Combat,
//! for a player's next Attack Phase or for the next attack, and the actions the engine refuses
//! while a restriction lasts.
//!
//! The effects are held in [`CombatFlags::lasting`](crate::engine::state::CombatFlags) of the
//! player whose card created them, with the Attack Phase they were created in (CRD "Floating
//! Effects": a floating effect continues after the card is used, until its clause says it
//! finishes). Everything in here is cleared with the Combat flags when Combat ends.
//!
//! - restrictions ([`Effect::Restrict`]) are checked before an action commits: at step 1 for
//!   the card, power or Final Physical Attack announced (CRD "Performing Attacks and preventing
//!   their use", "Stopping a player from using cards"), at step 5 for the card a defender plays
//!   or uses; a refused action leaves the battle untouched;
//! - cost changes ([`Effect::CostModifier`]) at step 2 (CRD "Card Costs");
//! - floating one-shot stops ([`Effect::StopNext`]) at step 5, after the defender's card;
//! - floating prevention ([`Effect::PreventLasting`]) at steps 12 and 13 (CRD "A Note about
//!   Damage Prevention");
//! - next-attack bonuses ([`Effect::NextAttack`]) bind to the next matching attack when it is
//!   announced (CRD "Card effects that affect other cards and multiple use cards").

use crate::engine::battle::{Battle, Source};
use crate::engine::effects::{
    AttackKind, AttackSpec, Cost, CostModifier, Effect, Floating, Lasts, Targets, Who,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The player a `you` / `opponent` of a lasting effect names.
fn resolve(owner: PlayerId, who: Who) -> PlayerId {
    match who {
        Who::You => owner,
        Who::Opponent => owner.other(),
    }
}

/// True when an effect naming `kinds` (none: every kind) applies to an attack of `kind`.
pub(in crate::engine) fn kinds_match(kinds: &[AttackKind], kind: AttackKind) -> bool {
    kinds.is_empty() || kinds.contains(&kind)
}

fn both_kinds(kinds: &[AttackKind]) -> bool {
    kinds.is_empty()
        || (kinds.contains(&AttackKind::Physical) && kinds.contains(&AttackKind::Energy))
}

fn kinds_words(kinds: &[AttackKind]) -> String {
    match kinds {
        [] => "any".to_string(),
        ks => ks.iter().map(|k| k.word()).collect::<Vec<_>>().join(" or "),
    }
}

fn lasts_words(lasts: Lasts, whose: PlayerId) -> String {
    match lasts {
        Lasts::RestOfCombat => "for the remainder of Combat".to_string(),
        Lasts::NextAttackPhase => format!("during {whose}'s next Attack Phase"),
        Lasts::NextAttack => "for the next such attack this Combat".to_string(),
        Lasts::RestOfTurn => "for the remainder of the turn".to_string(),
        Lasts::ConstantPower => {
            "while its personality is in control of Combat (a Constant Combat Power)".to_string()
        }
    }
}

/// Held by a battle: the lasting effects in play, from both players' cards.
impl Battle {
    /// Every lasting effect held, from both players.
    fn lasting_all(&self) -> impl Iterator<Item = &Floating> {
        PlayerId::BOTH
            .into_iter()
            .flat_map(move |p| self.state.player(p).combat.lasting.iter())
    }

    /// True when a lasting effect about `affected` that lasts `lasts` is in force now.
    fn in_force(&self, f: &Floating, affected: PlayerId, lasts: Lasts) -> bool {
        match lasts {
            Lasts::RestOfCombat | Lasts::NextAttack | Lasts::RestOfTurn | Lasts::ConstantPower => {
                true
            }
            Lasts::NextAttackPhase => {
                self.pos.attacker == affected && self.pos.attack_phase > f.phase
            }
        }
    }

    /// Resolves one effect of the module for `me` (the card's controller): it starts to float.
    /// Returns false for an effect that is not of this module.
    pub(in crate::engine) fn lasting_apply(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) -> bool {
        // Focusing: "that personality" named now, from the personality the card chose.
        let named;
        let e = match e {
            Effect::CostModifier(c) if c.that_personality => {
                let Some(c) = self.that_personality_named(me, c, source, log) else {
                    return true;
                };
                named = Effect::CostModifier(c);
                &named
            }
            e => e,
        };
        let what = match e {
            Effect::Restrict(r) => {
                let p = resolve(me, r.player);
                let thing = match &r.what {
                    Targets::CardTypes(t) => format!("play or use {} cards", t.join(", ")),
                    Targets::Attacks(k) => format!("perform {} attacks", kinds_words(k)),
                    t @ Targets::WithWords { .. } => {
                        format!("play or use {}", t.with_words_words().unwrap_or_default())
                    }
                };
                format!("{p} may not {thing} {}", lasts_words(r.lasts, p))
            }
            Effect::CostModifier(c) => {
                let whose = match c.player {
                    Some(w) => format!("{}'s", resolve(me, w)),
                    None => "every player's".to_string(),
                };
                let what = match &c.what {
                    Targets::CardTypes(t) => format!("{} cards", t.join(", ")),
                    Targets::Attacks(k) => match &c.performer {
                        Some(name) => format!("{} attacks performed by {name}", kinds_words(k)),
                        None => format!("{} attacks", kinds_words(k)),
                    },
                    t @ Targets::WithWords { .. } => t.with_words_words().unwrap_or_default(),
                };
                let change = if c.set {
                    format!("cost {} power stage(s)", c.power_stages)
                } else {
                    let mut parts = Vec::new();
                    if c.power_stages != 0 {
                        parts.push(format!("{:+} power stage(s)", c.power_stages));
                    }
                    if c.life_cards != 0 {
                        parts.push(format!("{:+} life card(s)", c.life_cards));
                    }
                    format!("cost {}", parts.join(" and "))
                };
                format!("{whose} {what} {change} {}", lasts_words(c.lasts, me))
            }
            Effect::StopNext(s) => format!(
                "the next {} attack performed against {me}{} is stopped",
                kinds_words(&s.kinds),
                match s.lasts {
                    Lasts::NextAttackPhase => format!(" during {}'s next Attack Phase", me.other()),
                    _ => " this Combat".to_string(),
                }
            ),
            Effect::PreventLasting(p) => {
                let amount = if p.all_life_cards {
                    "all life cards".to_string()
                } else {
                    let mut parts = Vec::new();
                    if p.power_stages > 0 {
                        parts.push(format!("{} power stage(s)", p.power_stages));
                    }
                    if p.life_cards > 0 {
                        parts.push(format!("{} life card(s)", p.life_cards));
                    }
                    parts.join(" and ")
                };
                format!(
                    "{amount} of damage prevented from {} {} attacks against {me} {}",
                    if p.lasts == Lasts::NextAttack {
                        "the next"
                    } else {
                        "all"
                    },
                    kinds_words(&p.kinds),
                    lasts_words(p.lasts, me)
                )
            }
            Effect::NextAttack(n) => {
                let mut parts = Vec::new();
                if n.power_stages != 0 {
                    parts.push(format!("{:+} power stages of damage", n.power_stages));
                }
                if n.life_cards != 0 {
                    parts.push(format!("{:+} life cards of damage", n.life_cards));
                }
                if n.focused {
                    parts.push("is a focused attack".to_string());
                }
                format!(
                    "{me}'s next {} attack this Combat: {}",
                    kinds_words(&n.kinds),
                    parts.join(", ")
                )
            }
            _ => return false,
        };
        let phase = self.pos.attack_phase;
        self.state.player_mut(me).combat.lasting.push(Floating {
            effect: e.clone(),
            owner: me,
            source: source.to_string(),
            phase,
        });
        log.note(
            self.cite(Rule::FloatingEffects),
            format!("{source}: {what}"),
        );
        true
    }

    /// A cost change of "that personality" (Focusing) made one of the personality the card
    /// chose (`AttackInProgress::chosen_personality`): its player's attacks performed by it.
    /// `None` (said to the judge): the card chose no personality before.
    fn that_personality_named(
        &self,
        me: PlayerId,
        c: &crate::engine::effects::CostModifier,
        source: &str,
        log: &mut Log,
    ) -> Option<crate::engine::effects::CostModifier> {
        use crate::engine::effects::Who;
        let chosen = self
            .attack
            .as_ref()
            .filter(|a| a.name == source)
            .and_then(|a| a.chosen_personality.clone());
        let Some((player, name)) = chosen else {
            log.judge.push(format!(
                "judge resolves: {source}: \"that personality\" names no personality the card chose before it: the judge says which attacks it changes ({})",
                self.cite(Rule::FloatingEffects).id
            ));
            return None;
        };
        Some(crate::engine::effects::CostModifier {
            player: Some(if player == me {
                Who::You
            } else {
                Who::Opponent
            }),
            performer: Some(name),
            that_personality: false,
            ..c.clone()
        })
    }

    /// Ends the effects that last a player's next Attack Phase once that phase is over, and
    /// next-attack effects bound to the attack that just ended.
    pub(in crate::engine) fn lasting_end_attack_phase(&mut self) {
        let (ending, number) = (self.pos.attacker, self.pos.attack_phase);
        for p in PlayerId::BOTH {
            // A side with no lasting effect (most) is not written to.
            if self.state.player(p).combat.lasting.is_empty() {
                continue;
            }
            self.state.player_mut(p).combat.lasting.retain(|f| {
                let phase_over = |affected: PlayerId| affected == ending && number > f.phase;
                match &f.effect {
                    Effect::Restrict(r) if r.lasts == Lasts::NextAttackPhase => {
                        !phase_over(resolve(f.owner, r.player))
                    }
                    Effect::StopNext(s) if s.lasts == Lasts::NextAttackPhase => {
                        !phase_over(f.owner.other())
                    }
                    // Bound to the attack of this phase (see `lasting_bind`): used up.
                    Effect::NextAttack(_) | Effect::CostModifier(_) | Effect::PreventLasting(_)
                        if f.phase == u32::MAX =>
                    {
                        false
                    }
                    _ => true,
                }
            });
        }
    }

    /// The source of a restriction in force on `me` of "Combat cards" alone (not Physical or
    /// Energy Combat cards): what `prohibitions::combat_card_word` asks the judge about.
    pub(in crate::engine) fn restricting_combat_cards_only(&self, me: PlayerId) -> Option<&str> {
        self.lasting_all().find_map(|f| match &f.effect {
            Effect::Restrict(r)
                if resolve(f.owner, r.player) == me
                    && self.in_force(f, me, r.lasts)
                    && matches!(&r.what, Targets::CardTypes(types)
                        if crate::engine::effects::prohibitions::combat_card_word::names_combat_cards_only(types)) =>
            {
                Some(f.source.as_str())
            }
            _ => None,
        })
    }

    /// Refuses an action a restriction in force forbids: the card `card` (if any) with these
    /// effects, announced by `me` at step 1 (`declaring`) or at step 5.
    pub(in crate::engine) fn check_restrictions(
        &self,
        me: PlayerId,
        card: Option<CardId>,
        name: &str,
        attack: Option<&AttackSpec>,
        declaring: bool,
    ) -> Result<()> {
        // `in_play::drills`: "Cards that end combat may not be played or used while this Drill is
        // in play".
        self.check_combat_enders(card, name)?;
        // `in_play::drills`: "Players may not use Non-Combat/Non-Drill cards unless they have
        // performed an attack from their hand this Combat".
        self.check_non_combat_after_hand_attack(me, card, name)?;
        // `in_play::battleground_rules`: "Non-Combat cards may not be used" (City In Turmoil).
        self.battleground_check_card(card, name)?;
        // `prohibitions`: "Allies and Combat cards may not be played or used" (Face Off).
        self.refuse_prohibited_card(me, card, name)?;
        // `prohibitions`: "Your opponents may not perform energy attacks" (a Constant Combat
        // Power).
        if let Some(a) = attack.filter(|_| declaring) {
            self.refuse_prohibited_attack(me, a, name)?;
        }
        let card_type = card.map(|c| self.state.def(c).card_type.as_str());
        for f in self.lasting_all() {
            let Effect::Restrict(r) = &f.effect else {
                continue;
            };
            if resolve(f.owner, r.player) != me || !self.in_force(f, me, r.lasts) {
                continue;
            }
            let when = lasts_words(r.lasts, me);
            match &r.what {
                Targets::CardTypes(types) => {
                    let Some(t) = &card_type else { continue };
                    if types.iter().any(|x| x.eq_ignore_ascii_case(t)) {
                        let cite = self.cite(Rule::StoppingUse);
                        return Err(EngineError::Illegal(format!(
                            "{name} cannot be played or used: {} keeps {me} from using {t} cards {when} (CRD \"{}\", {}){}",
                            f.source,
                            cite.title,
                            cite.id,
                            self.golden_rule_words()
                        )));
                    }
                }
                Targets::WithWords { .. } => {
                    let Some(c) = card else { continue };
                    let def = self.state.def(c);
                    if r.what.card_has_words(&def.card_type, &def.text) {
                        let cite = self.cite(Rule::StoppingUse);
                        let ruling = self
                            .state
                            .card_named(&f.source)
                            .and_then(|s| self.ruleset_ruling(s))
                            .map(|r| format!("; {}'s ruling {r}", f.source))
                            .unwrap_or_default();
                        return Err(EngineError::Illegal(format!(
                            "{name} cannot be played or used: {} keeps {me} from playing or using {} {when}, and {name} is one (CRD \"{}\", {}){ruling}{}",
                            f.source,
                            r.what.with_words_words().unwrap_or_default(),
                            cite.title,
                            cite.id,
                            self.golden_rule_words()
                        )));
                    }
                }
                Targets::Attacks(kinds) => {
                    let Some(a) = attack.filter(|_| declaring) else {
                        continue;
                    };
                    if kinds_match(kinds, a.kind) {
                        let cite = self.cite(Rule::PreventingAttacks);
                        return Err(EngineError::Illegal(format!(
                            "{name} cannot be used: {} keeps {me} from performing {} attacks {when}, so {me} cannot {} (CRD \"{}\", {}){}",
                            f.source,
                            a.kind.word(),
                            if card.is_some() { "use the card" } else { "perform it" },
                            cite.title,
                            cite.id,
                            self.golden_rule_words()
                        )));
                    }
                }
            }
        }
        Ok(())
    }

    /// The cost changes in force for an attack (or action) `me` announces with the card of type
    /// `card_type`: applied to `cost`, with a line for each.
    pub(in crate::engine) fn lasting_cost(
        &self,
        me: PlayerId,
        card_type: Option<&str>,
        attack: Option<&AttackSpec>,
        cost: &mut Cost,
        why: &mut Vec<String>,
    ) {
        for f in self.lasting_all() {
            let Effect::CostModifier(c) = &f.effect else {
                continue;
            };
            if !cost_applies(c, f.owner, me, card_type, attack) {
                continue;
            }
            // "your Kid Trunks does not have to pay ...": only attacks he performs.
            if let Some(name) = &c.performer {
                if !self.is_named(self.state.controller(me), name) {
                    why.push(format!(
                        "{} ({name}'s attacks only) does not change the cost: {} performs this attack",
                        f.source,
                        self.state.personality_def(self.state.controller(me)).name
                    ));
                    continue;
                }
            }
            let before = apply_cost_modifier(c, cost);
            why.push(format!(
                "{} ({}) changes the cost: {before} -> {} power stage(s){}",
                f.source,
                match c.lasts {
                    Lasts::NextAttack => "the next such attack this Combat",
                    _ => "a floating effect",
                },
                cost.power_stages,
                if c.life_cards != 0 {
                    format!(", {:+} life card(s)", c.life_cards)
                } else {
                    String::new()
                }
            ));
        }
    }

    /// Binds the next-attack effects of `me` that apply to the attack just announced: Focused
    /// now; damage at step 10; one-shot costs at step 2. They end with the attack.
    pub(in crate::engine) fn lasting_bind(
        &mut self,
        me: PlayerId,
        card_type: Option<&str>,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        let Some(spec) = self.attack.as_ref().and_then(|a| a.attack.clone()) else {
            return Ok(());
        };
        let mut focused_by = None;
        // `attack::attacks_gain`: text the next attack gains.
        let mut gains = Vec::new();
        let mut bound = Vec::new();
        for owner in PlayerId::BOTH {
            for (i, f) in self.state.player(owner).combat.lasting.iter().enumerate() {
                if f.phase == u32::MAX {
                    continue;
                }
                match &f.effect {
                    Effect::NextAttack(n)
                        if owner == me
                            && kinds_match(&n.kinds, spec.kind)
                            && self.attack_has_style(n.style.as_deref()) =>
                    {
                        if n.focused {
                            focused_by = Some(f.source.clone());
                        }
                        if !n.gain.is_empty() {
                            gains.push((n.gain.clone(), f.source.clone()));
                        }
                        bound.push((owner, i, f.source.clone()));
                    }
                    // A performer's next attack (Focusing's "that personality"): bound only
                    // by an attack that personality performs.
                    Effect::CostModifier(c)
                        if c.lasts == Lasts::NextAttack
                            && cost_applies(c, f.owner, me, card_type, Some(&spec))
                            && c.performer
                                .as_ref()
                                .is_none_or(|n| self.is_named(self.state.controller(me), n)) =>
                    {
                        bound.push((owner, i, f.source.clone()));
                    }
                    _ => {}
                }
            }
        }
        for (owner, i, source) in &bound {
            if let Some(f) = self.state.player_mut(*owner).combat.lasting.get_mut(*i) {
                f.phase = u32::MAX;
            }
            log.note(
                self.cite(Rule::NextAttack),
                format!("{source}'s effect on {me}'s next attack applies to this attack"),
            );
        }
        if let Some(src) = focused_by {
            if let Some(a) = self.attack.as_mut() {
                if let Some(s) = a.attack.as_mut() {
                    s.focused = true;
                }
                for e in a.effects.iter_mut() {
                    if let Effect::Attack(s) = e {
                        s.focused = true;
                    }
                }
            }
            log.notes
                .push(format!("{src}: this attack is a focused attack"));
        }
        for (gain, source) in gains {
            self.attacks_gain_next(&gain, &source, log)?;
        }
        Ok(())
    }

    /// True when the attack in progress is performed with a card of `style` (`Styled`: any of
    /// the six, CRD 3.0.0 "Styled Cards"; `None`: any attack). A personality's power or a Final
    /// Physical Attack is performed with no card, so no style.
    fn attack_has_style(&self, style: Option<&str>) -> bool {
        let Some(style) = style else { return true };
        self.attack.as_ref().is_some_and(|a| match a.source {
            Source::Hand(c) | Source::InPlay(c) => crate::engine::filters::qualifies(
                self.state.def(c),
                &crate::engine::effects::CardFilter {
                    style: Some(style.to_string()),
                    ..Default::default()
                },
                false,
            ),
            _ => false,
        })
    }

    /// Damage modifiers bound to the attack in progress by next-attack effects (step 10).
    pub(in crate::engine) fn lasting_modifiers(&self, me: PlayerId) -> Vec<(i32, i32, String)> {
        self.state
            .player(me)
            .combat
            .lasting
            .iter()
            .filter(|f| f.phase == u32::MAX)
            .filter_map(|f| match &f.effect {
                Effect::NextAttack(n) if n.power_stages != 0 || n.life_cards != 0 => Some((
                    n.power_stages,
                    n.life_cards,
                    format!("{} (your next attack this Combat)", f.source),
                )),
                _ => None,
            })
            .collect()
    }

    /// A floating one-shot stop of the defender that stops this attack, used up (step 5, after
    /// the defender's card). Returns the card it came from.
    pub(in crate::engine) fn lasting_stop(
        &mut self,
        defender: PlayerId,
        spec: &AttackSpec,
        log: &mut Log,
    ) -> Option<String> {
        let pos = self
            .state
            .player(defender)
            .combat
            .lasting
            .iter()
            .position(|f| {
                matches!(&f.effect, Effect::StopNext(s)
                if kinds_match(&s.kinds, spec.kind)
                    && self.in_force(f, defender.other(), s.lasts))
            })?;
        let f = self.state.player(defender).combat.lasting.get(pos)?.clone();
        let Effect::StopNext(s) = &f.effect else {
            return None;
        };
        if spec.cannot_be_stopped {
            log.note(
                self.cite(Rule::StoppingUnstoppable),
                format!(
                    "{}: the attack cannot be stopped; the floating stop does not stop it",
                    f.source
                ),
            );
            log.judge.push(format!("judge resolves: whether {}'s floating stop is used up by an attack it cannot stop (the engine keeps it)", f.source));
            return None;
        }
        if spec.focused && both_kinds(&s.kinds) {
            log.note(
                self.cite(Rule::Focused),
                format!("{}: the attack is Focused and the floating stop stops both physical and energy attacks, so it cannot stop it", f.source),
            );
            log.judge.push(format!("judge resolves: whether {}'s floating stop is used up by a Focused attack it cannot stop (the engine keeps it)", f.source));
            return None;
        }
        self.state.player_mut(defender).combat.lasting.remove(pos);
        log.note(
            self.cite(Rule::FloatingEffects),
            format!(
                "{}'s floating effect stops this {} attack against {defender} and ends",
                f.source,
                spec.kind.word()
            ),
        );
        Some(f.source)
    }

    /// Floating prevention of the defender against this attack: (power stages, life cards);
    /// `u32::MAX` for "all". Focused and unpreventable attacks as for a defence card.
    pub(in crate::engine) fn lasting_prevention(
        &self,
        spec: &AttackSpec,
        log: &mut Log,
    ) -> (u32, u32) {
        let defender = self.pos.attacker.other();
        let (mut ps, mut lc) = (0u32, 0u32);
        for f in &self.state.player(defender).combat.lasting {
            let Effect::PreventLasting(p) = &f.effect else {
                continue;
            };
            if !kinds_match(&p.kinds, spec.kind) {
                continue;
            }
            if p.lasts == Lasts::NextAttack && f.phase != u32::MAX {
                continue;
            }
            if self.unpreventable(spec) {
                log.note(
                    self.cite(Rule::DamagePrevention),
                    format!(
                        "the damage cannot be prevented: {}'s floating prevention prevents nothing",
                        f.source
                    ),
                );
                continue;
            }
            // "... cannot be prevented by Physical Combat cards" (Red Power Rush).
            if self.floating_prevention_type_barred(&f.source, log) {
                continue;
            }
            if spec.focused && both_kinds(&p.kinds) {
                log.note(
                    self.cite(Rule::Focused),
                    format!("the attack is Focused: {}'s floating prevention (both kinds of attack) cannot prevent its damage", f.source),
                );
                continue;
            }
            log.note(
                self.cite(Rule::FloatingEffects),
                format!("{}'s floating prevention applies to this attack", f.source),
            );
            ps = ps.saturating_add(p.power_stages);
            lc = if p.all_life_cards {
                u32::MAX
            } else {
                lc.saturating_add(p.life_cards)
            };
        }
        (ps, lc)
    }

    /// Binds the defender's "prevent ... from the next attack performed against you" to the
    /// attack announced (so it is used up by it, stopped or not).
    pub(in crate::engine) fn lasting_bind_defender(&mut self, spec: &AttackSpec) {
        let defender = self.pos.attacker.other();
        // Found first, then written: a side with nothing to bind is not written to (a write
        // copies it for the undo record).
        let Some(i) = self
            .state
            .player(defender)
            .combat
            .lasting
            .iter()
            .position(|f| {
                matches!(&f.effect, Effect::PreventLasting(p)
                    if p.lasts == Lasts::NextAttack && f.phase != u32::MAX && kinds_match(&p.kinds, spec.kind))
            })
        else {
            return;
        };
        self.state.player_mut(defender).combat.lasting[i].phase = u32::MAX;
    }

    /// The type of the card an action plays or uses, if it names one.
    pub(in crate::engine) fn action_card_type(&self, source: Source) -> Option<String> {
        match source {
            Source::Hand(c) | Source::InPlay(c) => Some(self.state.def(c).card_type.clone()),
            Source::Power(_) | Source::FinalPhysicalAttack | Source::Copy => None,
        }
    }

    /// True when a floating effect keeps `owner`'s Dragon Balls from being captured.
    pub(in crate::engine) fn lasting_protects_dragon_balls(
        &self,
        owner: PlayerId,
    ) -> Option<String> {
        self.state
            .player(owner)
            .combat
            .floating
            .iter()
            .find(|(e, _)| *e == Effect::DragonBallsCannotBeCaptured)
            .map(|(_, s)| s.clone())
    }
}

/// Whether a cost change of `owner`'s card applies to what `me` announces.
/// Applies a cost change to `cost` (set, or changed down to its minimum, never below 0);
/// returns the power-stage cost before it.
pub(in crate::engine) fn apply_cost_modifier(c: &CostModifier, cost: &mut Cost) -> u32 {
    let before = cost.power_stages;
    if c.set {
        cost.power_stages = u32::try_from(c.power_stages.max(0)).unwrap_or(0);
    } else {
        let v = i64::from(cost.power_stages) + i64::from(c.power_stages);
        cost.power_stages = u32::try_from(v.max(i64::from(c.minimum)).max(0)).unwrap_or(u32::MAX);
        let l = i64::from(cost.life_cards) + i64::from(c.life_cards);
        cost.life_cards = u32::try_from(l.max(0)).unwrap_or(u32::MAX);
    }
    before
}

pub(in crate::engine) fn cost_applies(
    c: &CostModifier,
    owner: PlayerId,
    me: PlayerId,
    card_type: Option<&str>,
    attack: Option<&AttackSpec>,
) -> bool {
    if c.player.is_some_and(|w| resolve(owner, w) != me) {
        return false;
    }
    match &c.what {
        Targets::Attacks(kinds) => attack.is_some_and(|a| kinds_match(kinds, a.kind)),
        Targets::CardTypes(types) => {
            card_type.is_some_and(|t| types.iter().any(|x| x.eq_ignore_ascii_case(t)))
        }
        // No cost change names cards by their words.
        Targets::WithWords { .. } => false,
    }
}

impl Battle {
    /// The type of the card `action` names, found where `me` holds it (hand, card in use, in
    /// play); `None` for powers and Final Physical Attacks.
    pub(in crate::engine) fn named_card_type(
        &self,
        me: PlayerId,
        action: &crate::engine::action::Action,
    ) -> Option<&str> {
        use crate::engine::action::Verb;
        if !matches!(action.verb, Verb::Play | Verb::Use) {
            return None;
        }
        let name = action.card.as_deref()?;
        let pl = self.state.player(me);
        pl.in_use
            .iter()
            .chain(pl.hand.iter())
            .chain(pl.in_play.non_combat.iter())
            .find(|&&c| crate::corpus::names::same_name(self.state.name(c), name))
            .map(|&c| self.state.def(c).card_type.as_str())
    }
}
