//! `lasting::floating`: effects that last the remainder of Combat (CRD "Floating Effects": a
//! floating effect continues after the card is used, until its clause says it finishes; these
//! all finish with the Combat, and "for the remainder of the turn" ends with the one Combat the
//! engine resolves).
//!
//! They are held, like `lasting::lasting_effects`'s, in [`CombatFlags::lasting`](crate::engine::state::CombatFlags)
//! of the player whose card created them, and cleared with the Combat flags:
//!
//! - rules for attacks ([`Effect::AttacksFloating`]): Focused, "cannot be prevented" and gained
//!   text are given to each matching attack as it is announced (step 1; gained text is added to
//!   the end of its text, CRD ""If Successful" Effects"), damage modifiers at step 10. A rule
//!   created by an attack's own secondary effects (step 3) also applies to that attack unless it
//!   says "other" (as the core floating modifiers do: "all of your attacks" includes it);
//! - anger that cannot rise ([`Effect::AngerCannotRise`]): read by
//!   [`levels::change_anger`](crate::engine::levels::change_anger) through [`anger_blocked`];
//! - damage caps ([`Effect::CapLasting`]) while damage is dealt (CRD "Damage Caps");
//! - effects at the beginning of each "Attacker Attacks" phase of a player
//!   ([`Effect::EachAttackPhase`]) at step 1 of each of that player's Attack Phases that is not
//!   skipped;
//! - effects used each time their player uses Endurance ([`Effect::OnEndurance`]), once per
//!   card used, after the damage that card was flipped for is dealt.

use crate::engine::battle::{Battle, Source};
use crate::engine::effects::{AttackFilter, AttackRule, DamageCap, Effect, Floating, Whose};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::ruleset::StepKind;
use crate::engine::state::{Controller, PlayerId};

/// The one player a floating effect's `whose` names (none given: its owner); `None` for either.
fn resolve(owner: PlayerId, w: Option<Whose>) -> Option<PlayerId> {
    w.unwrap_or(Whose::You).player(owner)
}

impl Battle {
    /// The name that identifies a personality of `me` in control now (its first level card).
    pub(in crate::engine) fn performer_id(&self, me: PlayerId) -> String {
        let p = self.state.controller(me);
        p.levels
            .first()
            .map(|&c| self.state.name(c).to_string())
            .unwrap_or_default()
    }

    /// A floating effect of `me` starts (CRD "Floating Effects"): it is kept to the end of
    /// Combat and the step says what it does.
    pub(in crate::engine) fn start_floating(
        &mut self,
        me: PlayerId,
        effect: Effect,
        source: &str,
        what: &str,
        log: &mut Log,
    ) {
        let phase = self.pos.attack_phase;
        self.state.player_mut(me).combat.lasting.push(Floating {
            effect,
            owner: me,
            source: source.to_string(),
            phase,
        });
        log.note(
            self.cite(Rule::FloatingEffects),
            format!("{source}: {what}"),
        );
    }

    /// Resolves one effect of the module for `me`: it starts to float. False for an effect of
    /// another module.
    pub(in crate::engine) fn floating_apply(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) -> crate::engine::Result<bool> {
        let mut effect = e.clone();
        let what = match &mut effect {
            Effect::AttacksFloating(r) => {
                if r.attacks.this_personality {
                    r.attacks.performer = Some(self.performer_id(me));
                }
                format!(
                    "{} {}",
                    filter_words(&r.attacks, me),
                    rule_words(&self.state, r)
                )
            }
            Effect::AngerCannotRise(w) => match w {
                Whose::Any => "no player's anger can be raised".to_string(),
                w => format!(
                    "{}'s anger cannot be raised",
                    resolve(me, Some(*w)).unwrap_or(me)
                ),
            },
            Effect::DrillsKeptAtLevelChange => format!(
                "{me} does not have to discard its Drills in play when its Main Personality advances or loses a personality level"
            ),
            Effect::CapLasting(c) => {
                let whose = match resolve(me, c.whose) {
                    Some(p) => format!("{p}'s"),
                    None => "every player's".to_string(),
                };
                let mut parts = Vec::new();
                if let Some(n) = c.power_stages {
                    parts.push(format!("{n} power stage(s)"));
                }
                if let Some(n) = c.life_cards {
                    parts.push(format!("{n} life card(s)"));
                }
                format!(
                    "{whose} {} attacks do a maximum of {} of damage",
                    kinds_words(&c.kinds),
                    parts.join(" and ")
                )
            }
            Effect::EachAttackPhase(p) => format!(
                "at the beginning of each of {}'s Attack Phases: {}",
                p.player.of(me),
                crate::engine::effect_words::in_words(&self.state, &p.effects)
            ),
            Effect::OnEndurance(v) => format!(
                "each time {me} uses Endurance: {}",
                crate::engine::effect_words::in_words(&self.state, v)
            ),
            _ => return Ok(false),
        };
        self.start_floating(
            me,
            effect.clone(),
            source,
            &format!("for the remainder of Combat, {what}"),
            log,
        );
        // Created by the attack's own secondary effects (step 3): that attack is one of the
        // attacks it names when the rule's filter covers it, as at step 1 for a rule already
        // in place (not when it says "other", or names another kind, style or performer).
        if let Effect::AttacksFloating(r) = &effect {
            let at_step_3 = self
                .rules
                .steps
                .get(self.pos.step_index)
                .is_some_and(|s| s.kinds.contains(&StepKind::AttackerSecondary));
            if at_step_3 && self.pos.attacker == me {
                // A card played in place of an attack performs no attack (`attack::attacks_gain`:
                // Piccolo's Multiform does not gain its own text).
                let own = self
                    .attack
                    .as_ref()
                    .is_some_and(|a| a.name == source && a.attack.is_some());
                if own && self.rule_covers(&r.attacks, me, source, me) {
                    self.give_rule(me, r, source, "remainder of Combat", log)?;
                }
            }
        }
        Ok(true)
    }

    /// True when a rule of `owner`'s card covers the attack in progress, performed by `me`.
    pub(in crate::engine) fn rule_covers(
        &self,
        f: &AttackFilter,
        owner: PlayerId,
        source: &str,
        me: PlayerId,
    ) -> bool {
        let Some(att) = self.attack.as_ref() else {
            return false;
        };
        let Some(spec) = att.attack.as_ref() else {
            return false;
        };
        if resolve(owner, f.whose).is_some_and(|p| p != me) {
            return false;
        }
        if !f.kinds.is_empty() && !f.kinds.contains(&spec.kind) {
            return false;
        }
        if f.other && att.name == source {
            return false;
        }
        if f.focused && !spec.focused {
            return false;
        }
        // `attack::attacks_gain`: "attacks ... that cannot stay on the table".
        if f.cannot_stay && !self.attacks_gain_cannot_stay(me, att.source) {
            return false;
        }
        let card = att.source.card();
        if let Some(style) = &f.style {
            // A power is not a styled card.
            let styled = match att.source {
                Source::Hand(c) | Source::InPlay(c) => self.state.def(c).has_style(style),
                _ => false,
            };
            if !styled {
                return false;
            }
        }
        if let Some(word) = &f.card_title_has {
            // "Frieza Named cards": the Named-card rule (Alternate Personality Rule).
            if !card.is_some_and(|c| names_card(self.state.name(c), word)) {
                return false;
            }
        }
        if f.with_empower && !att.effects.iter().any(|e| matches!(e, Effect::Empower(_))) {
            return false;
        }
        let control = self.state.player(me).control;
        if f.by_allies && !matches!(control, Controller::Ally(_)) {
            return false;
        }
        if f.by_main_personality && control != Controller::MainPersonality {
            return false;
        }
        if let Some(word) = &f.performer_title_has {
            if !has_word(&self.state.controller_name(me), word) {
                return false;
            }
        }
        if let Some(p) = &f.performer {
            if *p != self.performer_id(me) {
                return false;
            }
        }
        true
    }

    /// Gives the attack in progress what a rule grants it as it is announced: Focused, "cannot
    /// be prevented", the text it gains.
    fn give_rule(
        &mut self,
        me: PlayerId,
        r: &AttackRule,
        source: &str,
        span: &str,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        // `attack::attacks_gain`: alternatives in the text gained are chosen on the action of
        // the attack that gains it.
        let gain = self.attacks_gain_choose(&r.gain, source, log)?;
        let Some(a) = self.attack.as_mut() else {
            return Ok(());
        };
        let mut given = Vec::new();
        if r.focused {
            if let Some(s) = a.attack.as_mut() {
                s.focused = true;
            }
            for e in a.effects.iter_mut() {
                if let Effect::Attack(s) = e {
                    s.focused = true;
                }
            }
            given.push("is a focused attack".to_string());
        }
        if r.cannot_be_prevented {
            if let Some(s) = a.attack.as_mut() {
                s.cannot_be_prevented = true;
            }
            given.push("its damage cannot be prevented".to_string());
        }
        if !gain.is_empty() {
            log.cite(self.rules.cite(Rule::GainingText));
            a.effects.extend(gain.iter().cloned());
            given.push(format!(
                "gains {}, added to the end of its text",
                crate::engine::effect_words::in_words(&self.state, &gain)
            ));
        }
        if given.is_empty() {
            return Ok(());
        }
        let name = a.name.clone();
        let rule = if r.gain.is_empty() {
            Rule::FloatingEffects
        } else {
            Rule::IfSuccessful
        };
        log.note(
            self.cite(rule),
            format!("{source} ({span}): {me}'s {name} {}", given.join(", ")),
        );
        Ok(())
    }

    /// At step 1, once the attack is announced: the floating rules that cover it.
    pub(in crate::engine) fn floating_bind(
        &mut self,
        me: PlayerId,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        let mut rules = Vec::new();
        for owner in PlayerId::BOTH {
            for f in &self.state.player(owner).combat.lasting {
                if let Effect::AttacksFloating(r) = &f.effect {
                    if r.focused || r.cannot_be_prevented || !r.gain.is_empty() {
                        rules.push((r.clone(), owner, f.source.clone(), None));
                    }
                }
            }
        }
        // `personality_powers::constant_attack_gains`: the Constant Combat Power's and the
        // Mastery's text for the attacker's attacks.
        rules.extend(
            self.standing_attack_gains(me)
                .into_iter()
                .map(|(r, owner, source, kind)| (r, owner, source, Some(kind))),
        );
        // Focused first: a rule for focused attacks reads it.
        rules.sort_by_key(|(r, _, _, _)| !r.focused);
        for (r, owner, source, standing) in rules {
            if self.rule_covers(&r.attacks, owner, &source, me) {
                // A standing card's text: the rule of its kind of card cited too.
                let span = match standing {
                    Some(kind) => {
                        log.cite(self.cite(kind));
                        "constantly active"
                    }
                    None => "remainder of Combat",
                };
                self.give_rule(me, &r, &source, span, log)?;
            }
        }
        Ok(())
    }

    /// Step 10: the floating rules' damage modifiers that cover the attack in progress.
    pub(in crate::engine) fn floating_modifiers(
        &self,
        me: PlayerId,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let mut out = Vec::new();
        for owner in PlayerId::BOTH {
            for f in &self.state.player(owner).combat.lasting {
                let Effect::AttacksFloating(r) = &f.effect else {
                    continue;
                };
                if (r.power_stages != 0 || r.life_cards != 0)
                    && self.rule_covers(&r.attacks, owner, &f.source, me)
                    && self.benefits(&f.source, me, log)
                {
                    out.push((
                        r.power_stages,
                        r.life_cards,
                        format!("{} (remainder of Combat)", f.source),
                    ));
                }
            }
        }
        if !out.is_empty() {
            log.cite(self.cite(Rule::FloatingEffects));
        }
        out
    }

    /// While damage is dealt (steps 12 and 13): the floating caps on the attack in progress,
    /// merged into `cap` (the lowest of each kind of damage wins).
    pub(in crate::engine) fn floating_caps(&self, cap: &mut DamageCap, log: &mut Log) {
        let me = self.pos.attacker;
        let Some(kind) = self.attack_kind() else {
            return;
        };
        for owner in PlayerId::BOTH {
            for f in &self.state.player(owner).combat.lasting {
                let Effect::CapLasting(c) = &f.effect else {
                    continue;
                };
                if resolve(owner, c.whose).is_some_and(|p| p != me) {
                    continue;
                }
                if !crate::engine::effects::lasting::lasting_effects_resolve::kinds_match(
                    &c.kinds, kind,
                ) {
                    continue;
                }
                cap.tighten(c.power_stages, c.life_cards);
                log.note(
                    self.cite(Rule::DamageCaps),
                    format!(
                        "{}'s floating maximum applies to this attack{}{}",
                        f.source,
                        c.power_stages
                            .map(|n| format!(": at most {n} power stage(s)"))
                            .unwrap_or_default(),
                        c.life_cards
                            .map(|n| format!(", at most {n} life card(s)"))
                            .unwrap_or_default()
                    ),
                );
            }
        }
    }

    /// At the beginning of an Attack Phase that is not skipped (step 1): the effects used at
    /// the beginning of each of this player's "Attacker Attacks" phases, once per phase.
    pub(in crate::engine) fn floating_phase_start(
        &mut self,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        let me = self.pos.attacker;
        let phase = self.pos.attack_phase;
        let mut due = Vec::new();
        let is_due = |owner: PlayerId, f: &Floating| match &f.effect {
            Effect::EachAttackPhase(p) => p.player.of(owner) == me && phase > f.phase,
            _ => false,
        };
        for owner in PlayerId::BOTH {
            // A side with nothing due is not written to (a write copies it for the undo record).
            if !self
                .state
                .player(owner)
                .combat
                .lasting
                .iter()
                .any(|f| is_due(owner, f))
            {
                continue;
            }
            for f in self.state.player_mut(owner).combat.lasting.iter_mut() {
                let Effect::EachAttackPhase(p) = &f.effect else {
                    continue;
                };
                let player = p.player.of(owner);
                if player == me && phase > f.phase {
                    // `phase` now records the last Attack Phase it was used in.
                    f.phase = phase;
                    due.push((owner, p.effects.clone(), f.source.clone()));
                }
            }
        }
        for (owner, effects, source) in due {
            log.note(
                self.cite(Rule::FloatingEffects),
                format!("{source}: at the beginning of {me}'s Attack Phase"),
            );
            self.apply_effects(owner, &effects, &source, log)?;
        }
        Ok(())
    }

    /// "For the remainder of Combat, when you use Endurance, ...": after `player` used
    /// Endurance `uses` times while damage was dealt, that player's floating effects of this
    /// kind are used once per use.
    pub(in crate::engine) fn floating_on_endurance(
        &mut self,
        player: PlayerId,
        uses: u32,
        log: &mut Log,
    ) -> crate::engine::Result<()> {
        if uses == 0 {
            return Ok(());
        }
        let due: Vec<(Vec<Effect>, String)> = self
            .state
            .player(player)
            .combat
            .lasting
            .iter()
            .filter_map(|f| match &f.effect {
                Effect::OnEndurance(v) => Some((v.clone(), f.source.clone())),
                _ => None,
            })
            .collect();
        for (effects, source) in due {
            for _ in 0..uses {
                if log.victory.is_some() {
                    return Ok(());
                }
                log.note(
                    self.cite(Rule::FloatingEffects),
                    format!("{source}: {player} used Endurance"),
                );
                self.apply_effects(player, &effects, &source, log)?;
            }
        }
        Ok(())
    }
}

/// True when a title has a word ("Frieza" in "Frieza's Daunting Bombardment").
/// A card Named for `word` when it is a personality's name, else the word in the title.
fn names_card(title: &str, word: &str) -> bool {
    use crate::engine::named_cards::{is_named_filter, names_personality};
    if is_named_filter(word) {
        names_personality(title, word)
    } else {
        has_word(title, word)
    }
}

fn has_word(title: &str, word: &str) -> bool {
    title
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| w == word.to_lowercase())
        || title
            .to_lowercase()
            .contains(&format!("{}'s", word.to_lowercase()))
}

fn kinds_words(kinds: &[crate::engine::effects::AttackKind]) -> String {
    match kinds {
        [] => "".to_string(),
        ks => ks.iter().map(|k| k.word()).collect::<Vec<_>>().join(" or "),
    }
}

pub(in crate::engine) fn filter_words(f: &AttackFilter, owner: PlayerId) -> String {
    let mut w = match resolve(owner, f.whose) {
        Some(p) => format!("{p}'s"),
        None => "every player's".to_string(),
    };
    if f.other {
        w.push_str(" other");
    }
    if f.focused {
        w.push_str(" focused");
    }
    if let Some(s) = &f.style {
        w.push_str(&format!(" {s} Style"));
    }
    let k = kinds_words(&f.kinds);
    if !k.is_empty() {
        w.push(' ');
        w.push_str(&k);
    }
    w.push_str(" attacks");
    if f.with_empower {
        w.push_str(" with Empower");
    }
    if let Some(t) = &f.card_title_has {
        w.push_str(&format!(" from {t} Named cards"));
    }
    if f.by_allies {
        w.push_str(" performed by Allies");
    }
    if f.by_main_personality {
        w.push_str(" performed by the Main Personality");
    }
    if let Some(t) = &f.performer_title_has {
        w.push_str(&format!(
            " performed by personalities with \"{t}\" in the title"
        ));
    }
    if let Some(p) = &f.performer {
        w.push_str(&format!(" performed by {p}"));
    }
    w
}

fn rule_words(state: &crate::engine::state::BoardState, r: &AttackRule) -> String {
    let mut parts = Vec::new();
    if r.power_stages != 0 {
        parts.push(format!("do {:+} power stages of damage", r.power_stages));
    }
    if r.life_cards != 0 {
        parts.push(format!("do {:+} life cards of damage", r.life_cards));
    }
    if r.focused {
        parts.push("are focused attacks".to_string());
    }
    if r.cannot_be_prevented {
        parts.push("cannot be prevented".to_string());
    }
    if !r.gain.is_empty() {
        parts.push(format!(
            "gain {}",
            crate::engine::effect_words::in_words(state, &r.gain)
        ));
    }
    parts.join(", ")
}
