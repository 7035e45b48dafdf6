//! `lasting::lasting_rules`: more effects that last the remainder of Combat (CRD "Floating
//! Effects": a floating effect continues after the card is used, until its clause says it
//! finishes; these all finish with the Combat).
//!
//! They are held, like the lasting and `lasting::floating`', in
//! [`CombatFlags::lasting`](crate::engine::state::CombatFlags) of the player whose card created
//! them, and cleared with the Combat flags:
//!
//! - restrictions on Allies and Defense Shields ([`Effect::ForbiddenRestOfCombat`]): an Ally announced in
//!   control of Combat, the power of an Ally in control and damage redirected to an Ally are
//!   refused when announced, naming the card (CRD "Stopping a player from using cards"); the
//!   player's Defense Shields are not used at step 7;
//! - floating triggers ([`Effect::FloatingTrigger`]): effects used each time their event
//!   happens: an attack's success or stop (step 8), an attack announced by the Main Personality
//!   or a card of a type used (when it is announced or played as a defence).

use crate::engine::battle::Battle;
use crate::engine::effects::lasting::lasting_effects_resolve::kinds_match;
use crate::engine::effects::{
    Effect, FloatEvent, Floating, FloatingTrigger, ForbiddenRestOfCombat, Who,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{Controller, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// Every floating effect of this module held, with its owner and source.
    fn remainder_all(&self) -> impl Iterator<Item = &Floating> {
        PlayerId::BOTH
            .into_iter()
            .flat_map(move |p| self.state.player(p).combat.lasting.iter())
            .filter(|f| {
                matches!(
                    f.effect,
                    Effect::ForbiddenRestOfCombat(_)
                        | Effect::FloatingTrigger(_)
                        | Effect::AttacksFloatingPer(_)
                )
            })
    }

    /// Resolves one effect of the module for `me`: it starts to float. False for an effect of
    /// another module.
    pub(in crate::engine) fn lasting_rules_apply(
        &mut self,
        me: PlayerId,
        e: &Effect,
        source: &str,
        log: &mut Log,
    ) -> bool {
        let mut effect = e.clone();
        let what = match &mut effect {
            Effect::AttacksFloatingPer(a) => {
                if a.attacks.this_personality {
                    a.attacks.performer = Some(self.performer_id(me));
                }
                // `attack::attacks_gain`: anger gained before the card was played does not count.
                if let crate::engine::effects::Count::AngerGained { player, since } =
                    &mut a.per.count
                {
                    *since = self.state.player(player.of(me)).combat.anger_gained;
                }
                format!(
                    "{} do +{} power stage(s) and +{} life card(s) of damage for each of {}",
                    crate::engine::effects::lasting::floating_resolve::filter_words(&a.attacks, me),
                    a.per.power_stages,
                    a.per.life_cards,
                    a.per.count.describe()
                )
            }
            Effect::ForbiddenRestOfCombat(r) => {
                let p = r.player.of(me);
                format!(
                    "{p} may not {} for the remainder of Combat",
                    restrict_words(r)
                )
            }
            Effect::FloatingTrigger(t) => format!(
                "for the remainder of Combat, {}: {}",
                event_words(&t.on, me),
                crate::engine::effect_words::in_words(&self.state, &t.effects)
            ),
            _ => return false,
        };
        self.start_floating(me, effect, source, &what, log);
        true
    }

    /// The first restriction in force on `player` that `which` selects, with its source.
    fn remainder_restriction(
        &self,
        player: PlayerId,
        which: impl Fn(&ForbiddenRestOfCombat) -> bool,
    ) -> Option<String> {
        self.remainder_all().find_map(|f| match &f.effect {
            Effect::ForbiddenRestOfCombat(r) if r.player.of(f.owner) == player && which(r) => {
                Some(f.source.clone())
            }
            _ => None,
        })
    }

    /// The ruleset document's ruling on the card of this name on the board, if any.
    fn ruling_of_named(&self, name: &str) -> Option<String> {
        let card = self.state.card_named(name)?;
        self.ruleset_ruling(card).map(str::to_string)
    }

    fn refuse(&self, what: String, source: &str, player: PlayerId, rule: Rule) -> EngineError {
        let cite = self.cite(rule);
        EngineError::Illegal(format!(
            "{what}: {source} keeps {player} from doing so for the remainder of Combat (CRD \"{}\", {})",
            cite.title, cite.id
        ))
    }

    /// Refuses an Ally of `player` (named `name`) taking control of Combat while a restriction
    /// forbids it.
    pub(in crate::engine) fn remainder_check_ally_control(
        &self,
        player: PlayerId,
        name: &str,
    ) -> Result<()> {
        match self.remainder_restriction(player, |r| r.ally_control) {
            Some(src) => Err(self.refuse(
                format!("{name} cannot take control of Combat"),
                &src,
                player,
                Rule::AlliesTakingOver,
            )),
            None => Ok(()),
        }
    }

    /// Refuses damage redirected to an Ally of `defender` (named `to`) while a restriction
    /// forbids it.
    pub(in crate::engine) fn remainder_check_redirect(
        &self,
        defender: PlayerId,
        to: &str,
    ) -> Result<()> {
        match self.remainder_restriction(defender, |r| r.redirect_to_allies) {
            Some(src) => Err(self.refuse(
                format!("{to} cannot take redirected damage"),
                &src,
                defender,
                Rule::AlliesAndDamage,
            )),
            None => Ok(()),
        }
    }

    /// Refuses the power of `player`'s personality in control (named `name`) when it is an Ally
    /// and a restriction forbids the powers of his Allies.
    pub(in crate::engine) fn remainder_check_power(
        &self,
        player: PlayerId,
        name: &str,
    ) -> Result<()> {
        if !matches!(self.state.player(player).control, Controller::Ally(_)) {
            return Ok(());
        }
        match self.remainder_restriction(player, |r| r.ally_powers) {
            Some(src) => Err(self.refuse(
                format!("{name} cannot be used (it is the power of an Ally)"),
                &src,
                player,
                Rule::StoppingUse,
            )),
            None => Ok(()),
        }
    }

    /// Refuses the card `card` (named `name`) `player` plays or uses when a restriction forbids
    /// it: a card that ends Combat or stops all physical (or all energy) attacks, a card that can
    /// lower the restriction owner's Main Personality's level. A card with text the engine does
    /// not read is left to the judge while such a restriction is in force.
    pub(in crate::engine) fn remainder_check_card(
        &self,
        player: PlayerId,
        card: Option<crate::engine::state::CardId>,
        name: &str,
        log: &mut Log,
    ) -> Result<()> {
        let Some(card) = card else { return Ok(()) };
        let effects = &self.state.def(card).effects;
        let unread = effects.iter().any(|e| matches!(e, Effect::Manual(_)));
        for f in self.remainder_all() {
            let Effect::ForbiddenRestOfCombat(r) = &f.effect else {
                continue;
            };
            if r.player.of(f.owner) != player {
                continue;
            }
            // Whose level, seen from the player of the card.
            let level_of = if f.owner == player {
                Who::You
            } else {
                Who::Opponent
            };
            let (forbidden, what) = if r.combat_enders_and_stop_alls {
                (
                    ender_or_stop_all(effects),
                    "it ends Combat or stops all attacks of a kind".to_string(),
                )
            } else if r.level_lowering {
                (
                    lowers_level(effects, level_of),
                    format!("it can lower {}'s Main Personality's level", f.owner),
                )
            } else {
                continue;
            };
            if forbidden {
                let err = self.refuse(
                    format!("{name} cannot be played or used: {what}"),
                    &f.source,
                    player,
                    Rule::StoppingUse,
                );
                // A Dragon Ball refused: the forbidding card's own ruling is cited (Gohan's
                // Kick: "a player may not use Earth Dragon Ball 6 or Earth Dragon Ball 7 if
                // Gohan's Kick has been played that Combat").
                return Err(match err {
                    EngineError::Illegal(m) if self.state.def(card).is_dragon_ball() => {
                        match self.ruling_of_named(&f.source) {
                            Some(r) => {
                                EngineError::Illegal(format!("{m}; {}'s ruling {r}", f.source))
                            }
                            None => EngineError::Illegal(m),
                        }
                    }
                    e => e,
                });
            }
            if unread {
                log.judge.push(format!(
                    "judge resolves: {name} has text the engine does not read; {} forbids {player} the cards that {} for the remainder of Combat",
                    f.source,
                    what.trim_start_matches("it ")
                ));
            }
        }
        Ok(())
    }

    /// The source of a restriction that keeps `player` from using Defense Shields, if any
    /// (noted in the log once read).
    pub(in crate::engine) fn remainder_shields_blocked(
        &self,
        player: PlayerId,
        log: &mut Log,
    ) -> Option<String> {
        let src = self.remainder_restriction(player, |r| r.defense_shields)?;
        log.note(
            self.cite(Rule::StoppingUse),
            format!("{src}: {player} cannot use Defense Shields for the remainder of Combat"),
        );
        Some(src)
    }

    /// The floating triggers of `owner` whose event `fires` selects, with their sources.
    fn remainder_triggers(
        &self,
        owner: PlayerId,
        fires: impl Fn(&FloatEvent) -> bool,
    ) -> Vec<(FloatingTrigger, String)> {
        self.state
            .player(owner)
            .combat
            .lasting
            .iter()
            .filter_map(|f| match &f.effect {
                Effect::FloatingTrigger(t) if fires(&t.on) => Some((t.clone(), f.source.clone())),
                _ => None,
            })
            .collect()
    }

    /// Uses the triggers found, each for its owner.
    fn remainder_fire(
        &mut self,
        owner: PlayerId,
        found: Vec<(FloatingTrigger, String)>,
        what: impl FnOnce() -> String,
        log: &mut Log,
    ) -> Result<()> {
        // What happened is worded only when a trigger fires on it.
        if found.is_empty() {
            return Ok(());
        }
        let what = what();
        for (t, src) in found {
            if log.victory.is_some() {
                break;
            }
            log.note(
                self.cite(Rule::FloatingEffects),
                format!("{src} (a floating effect of {owner}): {what}"),
            );
            self.apply_effects(owner, &t.effects, &src, log)?;
        }
        Ok(())
    }

    /// Step 10: the floating modifiers per unit counted that cover the attack `me` performs,
    /// each counted now from its owner's side. A count the engine cannot make is left to the
    /// judge.
    pub(in crate::engine) fn remainder_modifiers(
        &self,
        me: PlayerId,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let mut out = Vec::new();
        for f in self.remainder_all() {
            let Effect::AttacksFloatingPer(a) = &f.effect else {
                continue;
            };
            if !self.rule_covers(&a.attacks, f.owner, &f.source, me) {
                continue;
            }
            match self.per_damage(f.owner, &a.per) {
                Ok((d, n)) => {
                    log.note(
                        self.cite(Rule::FloatingEffects),
                        format!(
                            "{} (remainder of Combat) counts {n} ({}): {d}",
                            f.source,
                            a.per.count.describe()
                        ),
                    );
                    out.push((
                        d.power_stages as i32,
                        d.life_cards as i32,
                        format!("{} (remainder of Combat)", f.source),
                    ));
                }
                Err(crate::engine::effects::amounts::Uncounted(why)) => log.judge.push(format!(
                    "judge resolves: {} adds damage per one of {}: {why}",
                    f.source,
                    a.per.count.describe()
                )),
            }
        }
        out
    }

    /// Step 8: the triggers on the attack's success or stop.
    pub(in crate::engine) fn remainder_success_triggers(&mut self, log: &mut Log) -> Result<()> {
        let Some(att) = self.attack.clone() else {
            return Ok(());
        };
        let Some(spec) = att.attack.clone() else {
            return Ok(());
        };
        let attacker = self.pos.attacker;
        let defender = attacker.other();
        let by_mp = self.state.player(attacker).control == Controller::MainPersonality;
        let performing = self.state.controller(attacker);
        let performer = self.state.personality_def(performing);
        let performer_side = self.state.side_of(performing);
        // An undeclared Rogue's side where a group decides: the judge's (CRD 3.0.0 "Rogue
        // Personalities"); the trigger does not fire on its own.
        let unclear = std::cell::RefCell::new(Vec::new());
        let in_group = |g: &Option<String>| {
            g.as_ref().is_none_or(|g| {
                match crate::engine::battle::what_fit(performer, performer_side, g) {
                    crate::engine::identity::Fit::Yes(_) => true,
                    crate::engine::identity::Fit::No(_) => false,
                    crate::engine::identity::Fit::Unclear(why) => {
                        unclear.borrow_mut().push(why);
                        false
                    }
                }
            })
        };
        if att.stopped_by.is_none() {
            let found = self.remainder_triggers(
                defender,
                |e| matches!(e, FloatEvent::SuccessfulAgainstYou(k) if kinds_match(k, spec.kind)),
            );
            let what = || format!("{}'s {} attack is successful", attacker, spec.kind.word());
            self.remainder_fire(defender, found, what, log)?;
            let found = self.remainder_triggers(
                attacker,
                |e| matches!(e, FloatEvent::YourAttackSuccessful(k) if kinds_match(k, spec.kind)),
            );
            self.remainder_fire(attacker, found, what, log)?;
        } else {
            let found = self.remainder_triggers(attacker, |e| {
                matches!(e, FloatEvent::OpponentStops { kinds, main_personality, performer_group }
                    if kinds_match(kinds, spec.kind) && (by_mp || !main_personality) && in_group(performer_group))
            });
            for why in unclear.take() {
                log.judge.push(format!("judge resolves: {why}"));
            }
            let what = || {
                format!(
                    "{defender} stopped {}'s {} attack{}",
                    attacker,
                    spec.kind.word(),
                    if by_mp {
                        " performed by the Main Personality"
                    } else {
                        ""
                    }
                )
            };
            self.remainder_fire(attacker, found, what, log)?;
        }
        Ok(())
    }

    /// Step 1: the triggers on an attack `me` announced (just committed), and on the card type
    /// of the card `me` uses (`card_type`, none for a power or a Final Physical Attack).
    pub(in crate::engine) fn remainder_declare_triggers(
        &mut self,
        me: PlayerId,
        card_type: Option<&str>,
        log: &mut Log,
    ) -> Result<()> {
        if let Some(kind) = self.attack_kind() {
            if self.state.player(me).control == Controller::MainPersonality {
                let found = self.remainder_triggers(
                    me,
                    |e| matches!(e, FloatEvent::MainPersonalityAttacks(k) if kinds_match(k, kind)),
                );
                let what = || {
                    format!(
                        "{me}'s Main Personality performs {} attack",
                        kind.article_word()
                    )
                };
                self.remainder_fire(me, found, what, log)?;
            }
        }
        self.remainder_card_used(me, card_type, log)
    }

    /// A card of `card_type` used by `user` (announced at step 1 or played as a defence): the
    /// opponent's triggers on it.
    pub(in crate::engine) fn remainder_card_used(
        &mut self,
        user: PlayerId,
        card_type: Option<&str>,
        log: &mut Log,
    ) -> Result<()> {
        let Some(t) = card_type else {
            return Ok(());
        };
        let owner = user.other();
        let found = self.remainder_triggers(
            owner,
            |e| matches!(e, FloatEvent::OpponentUsesCardType(x) if x.eq_ignore_ascii_case(t)),
        );
        let what = || format!("{user} uses a {t} card");
        self.remainder_fire(owner, found, what, log)
    }
}

/// True for effects that end Combat or stop all physical (or all energy) attacks, under any
/// condition of the card.
fn ender_or_stop_all(effects: &[Effect]) -> bool {
    effects.iter().any(|e| match e {
        Effect::EndCombat | Effect::StopsSameKindRestOfCombat => true,
        Effect::Stop(s) => s.rest_of_combat,
        Effect::RestOfCombat(v)
        | Effect::IfSuccessful(v)
        | Effect::IfStopped(v)
        | Effect::May(v)
        | Effect::DragonBallPower(v) => ender_or_stop_all(v),
        Effect::Conditional(c) => ender_or_stop_all(&c.effects),
        _ => false,
    })
}

/// True for effects that lower the level of `who`'s Main Personality (seen from the card's
/// player), under any condition of the card.
fn lowers_level(effects: &[Effect], who: Who) -> bool {
    effects.iter().any(|e| match e {
        Effect::LowerLevel(l) => l.player == who,
        Effect::LowerLevelTo(s) => s.player == who,
        Effect::RestOfCombat(v)
        | Effect::IfSuccessful(v)
        | Effect::IfStopped(v)
        | Effect::May(v) => lowers_level(v, who),
        Effect::Conditional(c) => lowers_level(&c.effects, who),
        _ => false,
    })
}

fn restrict_words(r: &ForbiddenRestOfCombat) -> String {
    let mut parts = Vec::new();
    if r.ally_powers {
        parts.push("use the powers of his Allies");
    }
    if r.redirect_to_allies {
        parts.push("redirect damage to his Allies");
    }
    if r.ally_control {
        parts.push("have his Allies take control of Combat");
    }
    if r.defense_shields {
        parts.push("use Defense Shields");
    }
    if r.combat_enders_and_stop_alls {
        parts.push("use cards that end Combat or stop all physical or all energy attacks");
    }
    if r.level_lowering {
        parts.push("use cards that can lower the card user's Main Personality's level");
    }
    parts.join(", ")
}

/// "an energy", "a physical", "an" (any kind) attack.
fn kinds_words(kinds: &[crate::engine::effects::AttackKind]) -> String {
    match kinds {
        [] => "an".to_string(),
        ks => {
            let w = ks.iter().map(|k| k.word()).collect::<Vec<_>>().join(" or ");
            let article = if w.starts_with('e') { "an" } else { "a" };
            format!("{article} {w}")
        }
    }
}

fn event_words(e: &FloatEvent, me: PlayerId) -> String {
    match e {
        FloatEvent::SuccessfulAgainstYou(k) => format!(
            "whenever {} attack performed against {me} is successful",
            kinds_words(k)
        ),
        FloatEvent::YourAttackSuccessful(k) => format!(
            "whenever {} attack {me} performs is successful",
            kinds_words(k)
        ),
        FloatEvent::OpponentStops {
            kinds,
            main_personality,
            performer_group,
        } => format!(
            "whenever {} stops {} attack {me}{}{} performs",
            me.other(),
            kinds_words(kinds),
            if *main_personality {
                "'s Main Personality"
            } else {
                ""
            },
            performer_group
                .as_ref()
                .map(|g| format!("'s {g} personality"))
                .unwrap_or_default()
        ),
        FloatEvent::MainPersonalityAttacks(k) => format!(
            "whenever {me}'s Main Personality performs {} attack",
            kinds_words(k)
        ),
        FloatEvent::OpponentUsesCardType(t) => {
            format!("whenever {} uses a {t} card", me.other())
        }
    }
}
