//! `timing::use_windows`: when a Combat card may be used.
//!
//! - [`Effect::RequiresSuccessful`] ("Use only if your opponent performed a physical attack that
//!   was successful during his previous "Attacker Attacks" phase", "You must have performed 2
//!   successful physical attacks in this Combat to use this card"): a requirement checked when
//!   the card is played; the card is refused when it does not hold (CRD "What is a
//!   Requirement?"). The engine counts each player's successful attacks of the Combat and
//!   remembers whether his most recent Attack Phase held a successful attack, and of which kind
//!   (a skipped Attack Phase never happened, CRD "Skipping Attack Phases").
//! - [`Effect::UseWindow`] ("Use immediately after a physical attack you perform becomes
//!   successful", "Use when you stop an energy attack"): the card is used only at that moment,
//!   which the engine places right after step 8 of the attack (its success is determined
//!   there): the card's `play` action follows the defender's action in the script. Its effects
//!   resolve then (CRD "How do you play a Energy Combat, Physical Combat or Combat card?",
//!   "Secondary Effects") and it is put away; played at any other time it is refused with the
//!   moment the card names. A Non-Combat card that names its moment (Goku's Touch, Eyes of the
//!   Dragon) is used from play by a `use` action at that moment (CRD "Non-Combat Cards"; "Use
//!   when needed" cited for one that says so); played from the hand it is refused.

use crate::engine::action::{Action, Verb};
use crate::engine::battle::{Battle, Source};
use crate::engine::effects::{
    attack_of, AttackKind, Effect, Keyword, Scope, SuccessfulAttacks, Timing, UseWindow, Who,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardDef, CardId, Controller, PlayerId};
use crate::engine::{EngineError, Result};

fn slot(k: AttackKind) -> usize {
    match k {
        AttackKind::Physical => 0,
        AttackKind::Energy => 1,
    }
}

/// A requirement in words.
fn describe(x: &SuccessfulAttacks, me: PlayerId) -> String {
    let p = match x.player {
        Who::You => me,
        Who::Opponent => me.other(),
    };
    if x.last_phase {
        format!(
            "{p} performed a successful {} attack in his most recent Attack Phase this Combat",
            x.kind.word()
        )
    } else {
        format!(
            "{p} performed at least {} successful {} attack(s) this Combat",
            x.at_least,
            x.kind.word()
        )
    }
}

/// The moment a window names, in words.
pub(super) fn window_words(w: UseWindow) -> String {
    match w {
        UseWindow::AfterYourAttackSuccessful(k) => format!(
            "immediately after {} attack its player performs becomes successful (right after step 8, after the defender's action)",
            k.article_word()
        ),
        UseWindow::WhenYouStop(k) => format!(
            "when its player stops {} attack (right after step 8 of the stopped attack, after his defence)",
            k.article_word()
        ),
        UseWindow::WhenYouPerform(k) => format!(
            "when its player performs {} (right after step 1, after the attack's action)",
            k.map_or("an attack".to_string(), |k| format!("{} attack", k.article_word()))
        ),
        UseWindow::WhenYouPerformStyled(k) => format!(
            "when its player performs {} attack with a Martial Arts Styled card (right after step 1, after the attack's action)",
            k.article_word()
        ),
        UseWindow::ImmediatelyBefore(k) => format!(
            "immediately before its player performs {} attack (at step 1 of his Attack Phase, its action right before the attack's)",
            k.article_word()
        ),
    }
}

/// The six Martial Arts Styles (CRD "Styled Cards").
const STYLES: &[&str] = &["Red", "Blue", "Black", "Orange", "Saiyan", "Namekian"];

fn window_of(effects: &[Effect]) -> Option<UseWindow> {
    effects.iter().find_map(|e| match e {
        Effect::UseWindow(w) => Some(*w),
        _ => None,
    })
}

/// Where a card used at its own moment comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum UsedFrom {
    /// Played from its player's hand (`play`).
    Hand,
    /// A Non-Combat card in play, used (`use`).
    InPlay,
}

impl Battle {
    /// The card an action names: for a `play`, in its player's hand; for a `use`, among his
    /// Non-Combat cards in play; with where it comes from.
    pub(super) fn action_card(&self, action: &Action) -> Option<(CardId, UsedFrom)> {
        let name = action.card.as_deref()?;
        let pl = self.state.player(action.player);
        let (pile, from) = match action.verb {
            Verb::Play => (&pl.hand, UsedFrom::Hand),
            Verb::Use => (&pl.in_play.non_combat, UsedFrom::InPlay),
            _ => return None,
        };
        let card = pile
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), name))?;
        Some((card, from))
    }

    /// The next action, when it plays a card from its player's hand or uses one of his
    /// Non-Combat cards in play that names its own moment of use: the action, the card, its
    /// definition, that moment and where the card comes from.
    pub(super) fn next_windowed_play(
        &self,
    ) -> Option<(Action, CardId, CardDef, UseWindow, UsedFrom)> {
        let action = self.peek()?;
        let (card, from) = self.action_card(action)?;
        // Only a card that names its moment is copied (this runs at steps 1 and 8).
        let w = window_of(&self.state.def(card).effects)?;
        Some((action.clone(), card, self.state.def(card).clone(), w, from))
    }

    /// The rule a refusal of a card used outside its own moment cites: the card's CRD rewrite
    /// when its text comes from one, and CRD 3.0.0 "How do you play a Energy Combat, Physical
    /// Combat or Combat card?" (a card is used as its text says).
    fn window_rule(&self, def: &CardDef) -> String {
        let rule = self.cite(Rule::PlayingCombatCards).id;
        match &def.text_source {
            Some(r) => format!("{r}; {rule}"),
            None => rule.to_string(),
        }
    }

    /// A Non-Combat card played from the hand at its own moment: refused, it is used from play
    /// (CRD 3.0.0 "Non-Combat Cards": "They are played in front of you during your Non-Combat
    /// Step, and they remain face up on the table until they are used").
    pub(super) fn refuse_non_combat_from_hand(
        &self,
        me: PlayerId,
        def: &CardDef,
        from: UsedFrom,
    ) -> Result<()> {
        if from == UsedFrom::Hand && def.card_type.contains("Non-Combat") {
            return Err(EngineError::Illegal(format!(
                "{} cannot be played by {me} from the hand: it is a Non-Combat card, placed in play in the Non-Combat Step and used from play (`use`): \"They are played in front of you during your Non-Combat Step, and they remain face up on the table until they are used\" ({})",
                def.name,
                self.cite(Rule::NonCombatKinds).id
            )));
        }
        Ok(())
    }

    /// At the end of an Attack Phase (not a skipped one): what its attacker's attack did.
    pub(in crate::engine) fn timing_end_attack_phase(&mut self) {
        let me = self.pos.attacker;
        let success = self
            .attack
            .as_ref()
            .filter(|a| a.successful)
            .and_then(|a| a.attack.as_ref())
            .map(|s| s.kind);
        let flags = &mut self.state.player_mut(me).combat;
        flags.last_phase_success = success;
        if let Some(k) = success {
            flags.successful_attacks[slot(k)] += 1;
        }
    }

    /// Whether a requirement on successful attacks holds for `me`.
    fn timing_holds(&self, me: PlayerId, x: &SuccessfulAttacks) -> bool {
        let p = match x.player {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        let flags = &self.state.player(p).combat;
        if x.last_phase {
            flags.last_phase_success == Some(x.kind)
        } else {
            flags.successful_attacks[slot(x.kind)] >= x.at_least
        }
    }

    /// The card's timing requirements, checked when `me` plays it as an attack, in place of an
    /// attack or as a defence: a card used only at a moment of its own is refused, and so is
    /// one whose requirement on successful attacks does not hold.
    pub(in crate::engine) fn timing_check_play(
        &self,
        me: PlayerId,
        name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) -> Result<()> {
        if let Some(w) = window_of(effects) {
            return Err(EngineError::Illegal(format!(
                "{name} cannot be played by {me} now: it is used only {} (CRD \"How do you play a Energy Combat, Physical Combat or Combat card?\": a card is used as its text says)",
                window_words(w)
            )));
        }
        // "If you declared a Saiyan Tokui-Waza, this must be the first attack that you play
        // during Combat": a first-in-Combat requirement under a condition of the card.
        let is_attack = attack_of(effects).is_some();
        for e in effects {
            if let Effect::Conditional(c) = e {
                if c.effects
                    .iter()
                    .any(|e| matches!(e, Effect::FirstInCombat(_)))
                    && self.holds(me, &c.condition)
                {
                    self.check_first_in_combat(me, name, &c.effects, is_attack)?;
                    log.note(
                        self.cite(Rule::Requirement),
                        format!("{name}: its condition holds, and it is {me}'s first attack this Combat"),
                    );
                }
            }
        }
        self.timing_requirements(me, name, effects, log)
    }

    fn timing_requirements(
        &self,
        me: PlayerId,
        name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) -> Result<()> {
        for e in effects {
            let Effect::RequiresSuccessful(x) = e else {
                continue;
            };
            if !self.timing_holds(me, x) {
                return Err(EngineError::Illegal(format!(
                    "{name} cannot be played by {me}: its requirement ({}) is not met (CRD \"What is a Requirement?\")",
                    describe(x, me)
                )));
            }
            log.note(
                self.cite(Rule::Requirement),
                format!("{name}: its requirement ({}) is met", describe(x, me)),
            );
        }
        Ok(())
    }

    /// Right after step 8: a card of the next `play` action used only at this moment
    /// ("immediately after a physical attack you perform becomes successful": the attacker;
    /// "when you stop an energy attack": the defender), if the script has it next. A card with
    /// another moment of its own is refused here with the moment it names.
    pub(in crate::engine) fn timing_window(
        &mut self,
        successful: bool,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let attacker = self.pos.attacker;
        let Some(kind) = self.attack_kind() else {
            return Ok(());
        };
        let Some((action, card, def, w, from)) = self.next_windowed_play() else {
            return Ok(());
        };
        // A card used immediately before an attack waits for its player's next step 1.
        if matches!(w, UseWindow::ImmediatelyBefore(_)) {
            return Ok(());
        }
        let me = action.player;
        self.refuse_non_combat_from_hand(me, &def, from)?;
        let now = if successful {
            UseWindow::AfterYourAttackSuccessful(kind)
        } else {
            UseWindow::WhenYouStop(kind)
        };
        let whose = if successful {
            attacker
        } else {
            attacker.other()
        };
        if w != now || me != whose {
            return Err(EngineError::Illegal(format!(
                "{} cannot be played by {me} now ({attacker}'s {} attack was {}): it is used only {} ({})",
                def.name,
                kind.word(),
                if successful { "successful" } else { "stopped" },
                window_words(w),
                self.window_rule(&def)
            )));
        }
        let what = match w {
            UseWindow::AfterYourAttackSuccessful(k) => format!(
                "immediately after its {} attack became successful",
                k.word()
            ),
            _ => format!("as it stops {attacker}'s {} attack", kind.word()),
        };
        self.timing_resolve(me, card, &def, &action, &what, from, false, log, account)
    }

    /// Right after step 1: the attacker's cards of the next `play` actions used "when you
    /// perform an energy attack": their attack modifiers and keywords are added to the attack
    /// being performed, their other effects resolve now. A card with another moment of its own
    /// is refused here with the moment it names.
    pub(in crate::engine) fn timing_on_perform(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let me = self.pos.attacker;
        loop {
            let Some(att) = self.attack.as_ref() else {
                return Ok(());
            };
            let Some(spec) = att.attack.clone() else {
                return Ok(());
            };
            // (The attack's style and name are looked up only when a card waits for the moment.)
            let Some((action, card, def, w, from)) = self.next_windowed_play() else {
                return Ok(());
            };
            let styled = match att.source {
                Source::Hand(c) | Source::InPlay(c) => {
                    STYLES.iter().any(|s| self.state.def(c).has_style(s))
                }
                _ => false,
            };
            let attack_name = att.name.clone();
            if action.player != me {
                return Ok(());
            }
            self.refuse_non_combat_from_hand(me, &def, from)?;
            let fits = match w {
                UseWindow::WhenYouPerform(k) => k.is_none_or(|k| k == spec.kind),
                UseWindow::WhenYouPerformStyled(k) => k == spec.kind && styled,
                _ => false,
            };
            if !fits {
                return Err(EngineError::Illegal(format!(
                    "{} cannot be played by {me} now ({me} performs {} attack with {attack_name}{}): it is used only {} ({})",
                    def.name,
                    spec.kind.article_word(),
                    if styled { "" } else { ", not a Martial Arts Styled card" },
                    window_words(w),
                    self.window_rule(&def)
                )));
            }
            let what = format!(
                "as {me} performs {} attack with {attack_name}",
                spec.kind.article_word()
            );
            self.timing_resolve(me, card, &def, &action, &what, from, true, log, account)?;
        }
    }

    /// Plays `card` of `me` at its moment: its requirements, then its effects (the card's own
    /// action gives its choices), then it is put away. `to_attack`: its attack modifiers and
    /// keywords are added to the attack in progress.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn timing_resolve(
        &mut self,
        me: PlayerId,
        card: CardId,
        def: &CardDef,
        action: &Action,
        what: &str,
        from: UsedFrom,
        to_attack: bool,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let attacker = self.pos.attacker;
        self.check_only(me, &def.name, &def.effects, log)?;
        self.check_requires(me, Some(card), &def.name, &def.effects, log)?;
        self.timing_requirements(me, &def.name, &def.effects, log)?;
        // "This must be the first card you play in Combat": the card's own requirement.
        let is_attack = attack_of(&def.effects).is_some();
        let first = self.check_first_card_requirement(
            me,
            Some(card),
            &def.name,
            &def.effects,
            is_attack,
            log,
        );
        self.with_own_text_ruling(Some(card), first)?;
        self.check_restrictions(me, Some(card), &def.name, None, false)?;
        self.take_action();
        let verb = match from {
            UsedFrom::Hand => {
                self.state.player_mut(me).combat.cards_played += 1;
                log.note(
                    self.cite(Rule::PlayingCombatCards),
                    format!("{me} plays {} {what}", def.name),
                );
                "plays"
            }
            UsedFrom::InPlay => {
                log.note(
                    self.cite(Rule::NonCombatCards),
                    format!("{me} uses {}, a Non-Combat card in play, {what}", def.name),
                );
                "uses"
            }
        };
        // "Use when needed": between the parts of the Battle Sequence, at the moment the card is used (its own window, or `when_needed_window_resolve.rs`).
        if def
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Timing(Timing::WhenNeeded)))
        {
            log.note(
                self.cite(Rule::UseWhenNeeded),
                format!(
                    "{}: \"Use when needed\" is used between the parts of the Battle Sequence, not during one",
                    def.name
                ),
            );
        }
        // The card's own rulings (its CRD rewrite among them).
        self.cite_card_rulings(card, log);
        if to_attack {
            let mut added = Vec::new();
            if let Some(a) = self.attack.as_mut() {
                for e in &def.effects {
                    match e {
                        Effect::Modify(m) if m.scope == Scope::ThisAttack => {
                            a.effects.push(e.clone());
                            added.push(format!(
                                "{:+} power stage(s), {:+} life card(s)",
                                m.power_stages, m.life_cards
                            ));
                        }
                        Effect::Keyword(k) => {
                            if let Some(spec) = a.attack.as_mut() {
                                match k {
                                    Keyword::Focused => spec.focused = true,
                                    Keyword::CannotBeStopped => spec.cannot_be_stopped = true,
                                    Keyword::CannotBePrevented => spec.cannot_be_prevented = true,
                                }
                                added.push(format!("\"{}\"", k.words()));
                            }
                        }
                        _ => {}
                    }
                }
            }
            if !added.is_empty() {
                log.note(
                    self.cite(Rule::ModifiedDamage),
                    format!(
                        "{}: the attack being performed gains {}",
                        def.name,
                        added.join(", ")
                    ),
                );
            }
        }
        log.cite(self.cite(Rule::SecondaryEffects));
        let effects: Vec<Effect> = def
            .effects
            .iter()
            .filter(|e| e.is_secondary())
            .cloned()
            .collect();
        // The card's own action gives its choices (`choose`, `may`) while its effects resolve.
        let saved = self.attack.as_mut().map(|a| {
            if me == attacker {
                (
                    Some(std::mem::replace(
                        &mut a.action,
                        crate::engine::shared::Shared::new(action.clone()),
                    )),
                    None,
                )
            } else {
                (
                    None,
                    a.defender_action
                        .replace(crate::engine::shared::Shared::new(action.clone())),
                )
            }
        });
        let taken = std::mem::take(&mut self.choices_taken);
        let may_used = std::mem::take(&mut self.may_used);
        let result = self.apply_effects(me, &effects, &def.name, log);
        self.choices_taken = taken;
        self.may_used = may_used;
        if let (Some(a), Some((att_action, def_action))) = (self.attack.as_mut(), saved) {
            if let Some(x) = att_action {
                a.action = x;
            } else {
                a.defender_action = def_action;
            }
        }
        let n = result?;
        let where_ = self.put_away(me, card, &def.effects, log);
        account.push(format!(
            "{me} {verb} {}: {n} effect(s) resolved; it {where_}",
            def.name
        ));
        Ok(())
    }

    /// "Your opponent cannot have Allies take control of Combat for the remainder of Combat".
    pub(in crate::engine) fn timing_no_ally_control(
        &mut self,
        me: PlayerId,
        w: Who,
        source: &str,
        log: &mut Log,
    ) {
        let p = match w {
            Who::You => me,
            Who::Opponent => me.other(),
        };
        self.state.player_mut(p).combat.no_ally_control = Some(source.to_string());
        log.note(
            self.cite(Rule::FloatingEffects),
            format!(
                "{source}: {p}'s Allies cannot take control of Combat for the remainder of Combat"
            ),
        );
    }

    /// Refuses an Ally of `p` taking control of Combat when a card forbids it.
    pub(in crate::engine) fn timing_check_ally_control(
        &self,
        p: PlayerId,
        name: &str,
    ) -> Result<()> {
        if let Some(src) = &self.state.player(p).combat.no_ally_control {
            return Err(EngineError::Illegal(format!(
                "{name} cannot take control of Combat for {p}: {src} says {p}'s Allies cannot take control of Combat for the remainder of Combat (CRD \"Allies Taking Over Combat\", a floating effect)"
            )));
        }
        Ok(())
    }

    /// "Raise the attacking personality to his highest power stage": the attacker's personality
    /// in control of Combat.
    pub(in crate::engine) fn timing_attacking_personality_highest(
        &mut self,
        source: &str,
        log: &mut Log,
    ) {
        let p = self.pos.attacker;
        match self.state.player(p).control {
            Controller::MainPersonality => {
                log.notes.push(format!(
                    "{source}: the attacking personality is {p}'s Main Personality"
                ));
                crate::engine::levels::highest_stage(&mut self.state, &self.rules, log, p);
            }
            Controller::Ally(i) => {
                let Some(ally) = self.state.player(p).allies.get(i) else {
                    return;
                };
                let def = self.state.personality_def(ally);
                let (name, top) = (def.name.clone(), def.top_stage());
                let before = ally.stage;
                if let Some(a) = self.state.player_mut(p).allies.get_mut(i) {
                    a.stage = top;
                }
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: the attacking personality, {p}'s Ally {name}, raised to its highest power stage: {before} -> {top}"),
                );
            }
        }
    }
}
