//! Triggered and once-per-Combat effects (`triggers::triggered_effects`).
//!
//! - The Prepare Phase of the Combat Step (CRD 3.0.0 "Phase 1: The Prepare Phase"): the
//!   attacker's "When entering Combat" effects, then the defender's, then the defender draws 3
//!   cards. It runs once, before the first Attack Phase, as step 0 of the trace, when the
//!   battle starts at entering Combat ([`Battle::with_prepare_phase`]).
//! - Effects of cards in play set off inside the Battle Sequence: "after performing a
//!   successful attack" with the attacker's "If successful" effects (step 15), "take 1 less life
//!   card of damage" while life cards of damage are dealt (step 13), "after receiving damage"
//!   once the attack's damage is dealt (end of step 13).
//!
//! A "you may" effect is used only when its player says so: a `use` action naming the card,
//! with `may` (`true` when left out), next in the script at the point where the effect applies.
//! When the script does not say, the effect is not used and the step says what it needs; the
//! engine never decides for a player. "Once per Combat" uses are counted in the Combat flags.

use crate::engine::action::Verb;
use crate::engine::battle::{Battle, Outcome, StepResult};
use crate::engine::effects::timing::note_timing_resolve::NotePoint;
use crate::engine::effects::{
    AttackKind, AttackSpec, Condition, Effect, Timing, Trigger, TriggerEvent,
};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::trace::{StepPlace, TraceEvent};
use crate::engine::Result;

/// A triggered effect found in play, with its card.
type Found = (CardId, Trigger);

/// What a firing sets aside and puts back: the choices being read and how many were taken.
type Firing = (Option<(PlayerId, Vec<String>)>, [usize; 2]);

impl Battle {
    /// The battle starts at entering Combat: the Prepare Phase runs before the first Attack
    /// Phase (off by default: a battle starts at the first Attack Phase).
    pub fn with_prepare_phase(mut self, on: bool) -> Battle {
        self.prepare_pending = on;
        self
    }

    /// True while the Prepare Phase has not run yet.
    pub fn prepare_pending(&self) -> bool {
        self.prepare_pending
    }

    /// The cards of `who` whose triggered effects can apply: Drills, Non-Combat cards, the
    /// Mastery, the Battlegrounds and Locations in play (they affect both players), and the
    /// power of `who`'s personality in control of Combat (the Main Personality in the Prepare
    /// Phase: Allies cannot use "When entering Combat" effects). Walked in that order, no list
    /// built.
    fn trigger_cards(&self, who: PlayerId) -> impl Iterator<Item = CardId> + '_ {
        self.trigger_candidates(who)
            .filter(move |&(c, asked)| {
                !asked || crate::engine::battle::acts_in_play(&self.state, who, c)
            })
            .map(|(c, _)| c)
    }

    /// [`Battle::trigger_cards`]' cards before the Drills' and Non-Combat cards' look whether
    /// they act in play (`acts_in_play`): each with `true` when that look is owed.
    fn trigger_candidates(&self, who: PlayerId) -> impl Iterator<Item = (CardId, bool)> + '_ {
        let pl = self.state.player(who);
        let person = if self.prepare_pending {
            &pl.mp
        } else {
            self.state.controller(who)
        };
        let in_use = pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter());
        let others = pl.in_play.mastery.into_iter().chain(
            PlayerId::BOTH
                .into_iter()
                .flat_map(|p| self.state.player(p).in_play.battleground),
        );
        in_use.map(|&c| (c, true)).chain(
            others
                .chain(self.state.level_card(person))
                .map(|c| (c, false)),
        )
    }

    /// The triggered effects of `who` set off by `on` (for an attack of `kind`) whose condition
    /// holds and that have uses left this Combat, in the order of the cards in play.
    pub(super) fn triggers_of(
        &self,
        who: PlayerId,
        on: &[TriggerEvent],
        kind: Option<AttackKind>,
    ) -> Vec<Found> {
        let mut out = Vec::new();
        for (card, asked) in self.trigger_candidates(who) {
            let effects = &self.state.def(card).effects;
            // (A card with no triggered effect set off by `on`, most of them, gives none:
            // passed before the look whether it acts in play.)
            if !effects
                .iter()
                .any(|e| matches!(e, Effect::Trigger(t) if on.contains(&t.on)))
            {
                continue;
            }
            if asked && !crate::engine::battle::acts_in_play(&self.state, who, card) {
                continue;
            }
            // `in_play::drill_limits`: a card a Caught Off Guard Drill names is not used.
            if self.limits_blocked(card) {
                continue;
            }
            // A personality's power turned off or forbidden (`personality_powers::powers_off`,
            // `prohibitions`: Trunks Stands Ready, Red Face Slap) sets nothing off: asked of the
            // power box each triggered effect sits in (a numbered card's "(Power 2:)" is not its
            // Constant Combat Power).
            let personality = !asked && def_is_personality(self.state.def(card));
            let constant = self.state.def(card).constant_effects().as_ptr_range();
            for e in effects {
                let Effect::Trigger(t) = e else { continue };
                if !on.contains(&t.on) {
                    continue;
                }
                if personality
                    && !self.level_power_usable(
                        who,
                        card,
                        constant.contains(&std::ptr::from_ref(e)),
                    )
                {
                    continue;
                }
                if !t.kinds.is_empty() && !kind.is_some_and(|k| t.kinds.contains(&k)) {
                    continue;
                }
                if t.condition
                    .as_ref()
                    .is_some_and(|c| !self.holds_for_power(who, card, c))
                {
                    continue;
                }
                if t.per_combat
                    .is_some_and(|n| self.times_triggered(who, card) >= n)
                {
                    continue;
                }
                out.push((card, t.clone()));
            }
        }
        out
    }

    /// A personality's power set off by `on` whose own condition does not hold: said, with the
    /// condition and the powers used this turn, citing the power's rulings (the refusal Tapkar,
    /// the Speedy Lv.2's CRD text states: "If Tapkar has not used any other personality powers
    /// this turn").
    fn unmet_power_conditions(
        &self,
        who: PlayerId,
        on: &[TriggerEvent],
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> usize {
        let mut unmet = 0;
        for card in self.trigger_cards(who) {
            let def = self.state.def(card);
            if !def.card_type.eq_ignore_ascii_case("Personality") {
                continue;
            }
            for e in &def.effects {
                let Effect::Trigger(t) = e else { continue };
                let Some(c) = t
                    .condition
                    .as_ref()
                    .filter(|c| on.contains(&t.on) && !self.holds_for_power(who, card, c))
                else {
                    continue;
                };
                log.cite(self.cite(Rule::PersonalityPowers));
                self.cite_card_rulings(card, log);
                let used = self.own_powers_used_words(who, card);
                log.notes.push(format!(
                    "{}'s power is not used: its condition, \"{}\", does not hold{used}",
                    def.name,
                    crate::engine::effects::conditions::condition_words::condition_words(c)
                ));
                account.push(format!(
                    "{who}'s {} may not use its power: its condition does not hold",
                    def.name
                ));
                unmet += 1;
            }
        }
        // An Ally's own power set off by `on` is not used: in the Prepare Phase the Main
        // Personality is in control of Combat, and "Allies cannot use their Personality Powers or
        // Constant Combat Powers unless they are in control of Combat" (Allies Taking Over Combat).
        if self.prepare_pending {
            for ally in &self.state.player(who).allies {
                let Some(card) = self.state.level_card(ally) else {
                    continue;
                };
                let def = self.state.def(card);
                // Its trigger, read or left to the judge ("When entering Combat, ...").
                let entering = |e: &Effect| match e {
                    Effect::Trigger(t) => on.contains(&t.on),
                    Effect::Manual(m) => m.to_lowercase().contains("when entering combat"),
                    _ => false,
                };
                if def.effects.iter().any(entering) {
                    self.cite_card_rulings(card, log);
                    log.note(
                        self.cite(Rule::AlliesTakingOver),
                        format!(
                            "{who}'s Ally {}'s power is not used when entering Combat: \"Allies cannot use their Personality Powers or Constant Combat Powers unless they are in control of Combat\", and the Main Personality is",
                            def.name
                        ),
                    );
                    account.push(format!(
                        "{who}'s Ally {} may not use its power: not in control of Combat",
                        def.name
                    ));
                    unmet += 1;
                }
            }
        }
        unmet
    }

    /// Refuses the script's next action when it is `who`'s `use` of a card whose effect set off
    /// by `on` has no use left this Combat ("Once per Combat"), citing the card's words and the
    /// ruling its text comes from.
    pub(in crate::engine) fn refuse_spent_trigger(
        &self,
        who: PlayerId,
        on: TriggerEvent,
    ) -> Result<()> {
        let Some(a) = self
            .peek()
            .filter(|a| a.player == who && a.verb == Verb::Use)
        else {
            return Ok(());
        };
        let Some(named) = a.card.as_deref() else {
            return Ok(());
        };
        for card in self.trigger_cards(who) {
            if !crate::corpus::names::same_name(self.state.name(card), named) {
                continue;
            }
            let def = self.state.def(card);
            for e in &def.effects {
                let Effect::Trigger(t) = e else { continue };
                let Some(n) = t.per_combat.filter(|_| t.on == on) else {
                    continue;
                };
                let used = self.times_triggered(who, card);
                if used < n {
                    continue;
                }
                let sentence = def
                    .sentences
                    .iter()
                    .find(|(_, es)| es.contains(e))
                    .map(|(s, _)| format!(" \"{}\"", s.trim()))
                    .unwrap_or_default();
                let rule = def
                    .text_source
                    .as_ref()
                    .map(|r| format!("its text as its CRD ruling {r} rewrites it"))
                    .unwrap_or_else(|| "its own text".to_string());
                return Err(crate::engine::EngineError::Illegal(format!(
                    "{} may be used {n} time(s) per Combat and {who} has used it {used} time(s) this Combat:{sentence} ({rule})",
                    def.name
                )));
            }
        }
        Ok(())
    }

    fn times_triggered(&self, who: PlayerId, card: CardId) -> u32 {
        self.state.player(who).combat.triggered.get(card)
    }

    fn count_trigger(&mut self, who: PlayerId, card: CardId) {
        self.state.player_mut(who).combat.triggered.bump(card);
    }

    /// The player's word on an optional effect of `card`: a `use` action of that card by that
    /// player next in the script (consumed; `may` left out means yes). `None`: the script does
    /// not say.
    fn decision(&mut self, who: PlayerId, card: CardId) -> Option<bool> {
        let a = self.peek()?;
        if !self.action_names_trigger(a, who, card) {
            return None;
        }
        let yes = a.may.unwrap_or(true);
        // `in_play::drills`: the cards the effect's search takes are named by this action.
        let choose = a.choose.clone();
        self.trigger_choose.retain(|(c, _)| *c != card);
        self.trigger_choose.push((card, choose));
        self.take_action();
        Some(yes)
    }

    /// What the step needs when the script does not say whether an optional effect is used.
    fn needs(&self, who: PlayerId, card: CardId, what: &str) -> String {
        format!(
            "{who} may use {} ({what}); the script does not say, so it is not used: add {{\"{who}\": \"use\", \"card\": \"{}\", \"may\": true}} (or false) here",
            self.state.name(card),
            self.state.name(card)
        )
    }

    /// Uses a triggered effect: its effects resolve for `who`, and a limited use is counted.
    fn fire(&mut self, who: PlayerId, card: CardId, t: &Trigger, log: &mut Log) -> usize {
        let name = self.state.name(card).to_string();
        if let Some(c) = &t.condition {
            self.cite_considered_allies_deciding(who, c, log);
        }
        if self.state.def(card).is_drill() {
            log.cite(self.cite(Rule::DrillCards));
        }
        // A Mastery in play: "advantages that last throughout the game" (CRD 3.0.0 "Mastery
        // Cards"), its rulings with it.
        if self.state.player(who).in_play.mastery == Some(card) {
            log.cite(self.cite(Rule::MasteryCards));
            self.cite_card_rulings(card, log);
        }
        if let Some(r) = self.state.def(card).text_source.clone() {
            log.cite_ruling(&r);
        }
        if t.per_combat.is_some() {
            self.count_trigger(who, card);
        }
        // A personality's power set off when entering Combat is a Personality Power used this
        // turn ("only used once per turn"; Constant Combat Powers are not counted).
        if self
            .state
            .def(card)
            .card_type
            .eq_ignore_ascii_case("Personality")
        {
            log.cite(self.cite(Rule::PersonalityPowers));
            self.cite_card_rulings(card, log);
            self.cite_power_holder(who, card, log);
            self.power_use_record(who, card);
        }
        let saved = self.begin_firing(who, card);
        // "you may X. If you do this, Y" (`power_sentences::join_if_you_do`): Y, under
        // `Condition::YouDid`, holds only when X can be done in full (CRD 3.0.0 "What is a
        // Requirement?"); X itself is done as far as it can be ("Do-What-You-Can Rule").
        let you_did = self.trigger_you_did(who, t, &name, log);
        let n = self.apply_or_judge(who, &t.effects, &name, log);
        if let Some(was) = you_did {
            self.set_may_used(who, was);
        }
        self.end_firing(saved);
        n
    }

    /// `in_play::drills`: a search the effects of `card` make takes the cards its `use` action
    /// names; the names are used up by this firing (a later firing without an action names none).
    /// Returns what [`Self::end_firing`] puts back.
    fn begin_firing(&mut self, who: PlayerId, card: CardId) -> Firing {
        let choose = self
            .trigger_choose
            .iter()
            .position(|(c, _)| *c == card)
            .map(|i| self.trigger_choose.swap_remove(i).1)
            .unwrap_or_default();
        // An alternative named by its printed words is read as "option k".
        let choose = crate::engine::effects::choices::alternatives::options_named(
            &choose,
            &self.state.def(card).sentences,
        );
        (
            self.firing.replace((who, choose)),
            std::mem::take(&mut self.choices_taken),
        )
    }

    /// Puts back the choices a firing set aside ([`Self::begin_firing`]).
    fn end_firing(&mut self, (firing, taken): Firing) {
        self.firing = firing;
        self.choices_taken = taken;
    }

    /// Applies a triggered card's effects; a choice its effects need that no action gives (a
    /// triggered effect has no action of its own) goes to the judge instead of refusing a step.
    fn apply_or_judge(
        &mut self,
        who: PlayerId,
        effects: &[Effect],
        name: &str,
        log: &mut Log,
    ) -> usize {
        match self.apply_effects(who, effects, name, log) {
            Ok(n) => n,
            Err(e) => {
                log.judge.push(format!("judge resolves: {name}: {e}"));
                0
            }
        }
    }

    /// For a trigger whose "If you do this" part sits under `Condition::YouDid`: sets the
    /// choice that condition reads (whether the trigger's other effects can be done in full),
    /// saying so when they cannot; returns the choice it replaced.
    fn trigger_you_did(
        &mut self,
        who: PlayerId,
        t: &Trigger,
        name: &str,
        log: &mut Log,
    ) -> Option<bool> {
        let is_you_did =
            |e: &Effect| matches!(e, Effect::Conditional(c) if c.condition == Condition::YouDid);
        if !t.effects.iter().any(is_you_did) {
            return None;
        }
        let done: Vec<Effect> = t
            .effects
            .iter()
            .filter(|e| !is_you_did(e))
            .cloned()
            .collect();
        let why = self.cannot_do(who, &done);
        if let Some(why) = &why {
            // The effect itself is done as far as it can be ("Do-What-You-Can Rule").
            log.cite(self.cite(Rule::DoWhatYouCan));
            log.note(
                self.cite(Rule::Requirement),
                format!("{name}: {who} cannot do it in full ({why}), so what \"If you do this\" adds does not happen"),
            );
        }
        Some(self.set_may_used(who, why.is_none()))
    }

    /// Runs the triggered effects of `who` set off by `on` inside the Battle Sequence (not the
    /// Prepare Phase), asking the script for each optional one.
    pub(in crate::engine) fn run_triggers(
        &mut self,
        who: PlayerId,
        on: TriggerEvent,
        kind: Option<AttackKind>,
        what: &str,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        for (card, t) in self.triggers_of(who, &[on], kind) {
            if log.victory.is_some() {
                return;
            }
            let name = self.state.name(card).to_string();
            if t.may {
                match self.decision(who, card) {
                    Some(true) => {}
                    Some(false) => {
                        account.push(format!("{who} does not use {name} ({what})"));
                        continue;
                    }
                    None => {
                        let line = self.needs(who, card, what);
                        log.notes.push(line.clone());
                        account.push(line);
                        continue;
                    }
                }
            } else if super::trigger_choices_resolve::asks_choice(&t)
                || t.effects
                    .iter()
                    .any(|e| matches!(e, Effect::SenseiRemoved(_) | Effect::InPlay(_)))
            {
                // `in_play::drill_events`: the cards a required effect takes are named by a `use`
                // action of its card next in the script (if any).
                let _ = self.decision(who, card);
            }
            let n = self.fire(who, card, &t, log);
            account.push(format!(
                "{who} uses {name} ({what}): {n} effect(s) resolved"
            ));
        }
    }

    // ----- the Prepare Phase ---------------------------------------------------------------

    /// The Prepare Phase: the attacker's half, the defender's half, the defender's draw.
    pub(in crate::engine) fn prepare_phase(&mut self) -> Result<StepResult> {
        let before = self.snapshot_before_event();
        let mut log = Log::default();
        log.cite(self.cite(Rule::PreparePhase));
        let mut account = Vec::new();
        let attacker = self.pos.attacker;
        let defender = attacker.other();
        // Timing Conflicts: both players' effects happen when entering Combat; the attacker for
        // the turn uses his first, each player ordering his own.
        let has_effects = |who: PlayerId, role: TriggerEvent| {
            !self
                .triggers_of(who, &[TriggerEvent::EnteringCombat, role], None)
                .is_empty()
                || self
                    .state
                    .player(who)
                    .in_play
                    .non_combat
                    .iter()
                    .any(|&c| used_entering_combat(&self.state.def(c).effects, role))
        };
        if has_effects(attacker, TriggerEvent::EnteringCombatAsAttacker)
            && has_effects(defender, TriggerEvent::EnteringCombatAsDefender)
        {
            log.note(
                self.cite(Rule::TimingConflicts),
                format!("both players have effects when entering Combat: {attacker}, the attacker for the turn, uses his first; each player orders his own"),
            );
        }
        for (who, half, role) in [
            (
                attacker,
                Rule::AttackerPrepares,
                TriggerEvent::EnteringCombatAsAttacker,
            ),
            (
                defender,
                Rule::DefenderPrepares,
                TriggerEvent::EnteringCombatAsDefender,
            ),
        ] {
            log.cite(self.cite(half));
            self.entering_combat(who, role, &mut log, &mut account)?;
            if log.victory.is_some() {
                break;
            }
        }
        if log.victory.is_none() {
            // "Draw 3 cards", or a card used this Prepare Phase's draw instead
            // (`piles::discard_draws`).
            self.defender_prepare_draw(defender, &mut log, &mut account);
            crate::engine::damage::check_survival(&self.state, &self.rules, &mut log, defender);
        }
        self.prepare_pending = false;
        let changes = self.changes_since_snapshot(before);
        let place = StepPlace {
            attack_phase: self.pos.attack_phase,
            attacker,
            step: 0,
            turn: None,
        };
        let event = TraceEvent::of_step(place, &mut log, account.join("; "), changes);
        if let Some(v) = log.victory {
            self.outcome = Some(Outcome::Victory(v));
        }
        Ok(StepResult::Executed { event })
    }

    /// One player's half of the Prepare Phase: the decisions the script gives first (`use`
    /// actions of that player naming cards with "When entering Combat" effects), then every
    /// such effect in the order of the cards in play.
    fn entering_combat(
        &mut self,
        who: PlayerId,
        role: TriggerEvent,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let found = self.triggers_of(who, &[TriggerEvent::EnteringCombat, role], None);
        let unmet =
            self.unmet_power_conditions(who, &[TriggerEvent::EnteringCombat, role], log, account);
        // "Use when entering Combat" Non-Combat cards in play.
        let timing = self.non_combat_where(who, |e| used_entering_combat(e, role));
        // The decisions, in the script's order.
        let mut decided: Vec<(CardId, bool)> = Vec::new();
        loop {
            // A mandatory search's cards, or the order of cards placed back "in any order", are
            // named by a `use` action of the card too (`trigger_choices_resolve`), as are the
            // cards in play it takes (New Vegeta's "discard one of your Non-Combat cards").
            let next = found
                .iter()
                .filter(|(_, t)| {
                    t.may
                        || super::trigger_choices_resolve::asks_choice(t)
                        || t.effects.iter().any(|e| matches!(e, Effect::InPlay(_)))
                })
                .map(|(c, _)| *c)
                .chain(timing.iter().copied())
                .find(|&c| !decided.iter().any(|(d, _)| *d == c) && self.next_uses(who, c));
            match next {
                Some(c) => {
                    if let Some(yes) = self.decision(who, c) {
                        decided.push((c, yes));
                    }
                }
                None => break,
            }
        }
        // The sentences of its cards in play the engine does not read, due now (or, once, at a
        // turn step before Combat): said to the judge, never "nothing to do".
        // A `use` of a card whose own unread timing names this half: accepted, for the judge.
        let uses = self.timed_uses(who, NotePoint::Prepare, log, account)?;
        let notes = self.notes_due(Some(who), NotePoint::Prepare, log);
        // "When entering Combat as the attacker" while `who` defends, and the other way round.
        let mut other_role = self.other_role_triggers(who, role, log)?;
        // A Non-Combat card in play used "when entering Combat as the defender" (Initiative)
        // while `who` attacks: said, not silently passed over.
        if role == TriggerEvent::EnteringCombatAsAttacker {
            let defender_only = self.non_combat_where(who, |e| {
                e.contains(&Effect::Timing(Timing::WhenEnteringCombatAsDefender))
            });
            for c in defender_only {
                log.note(
                    self.cite(Rule::DefenderPrepares),
                    format!(
                        "{who}'s {} is used only when entering Combat as the defender: {who} attacks, so it is not used",
                        self.state.name(c)
                    ),
                );
                other_role += 1;
            }
        }
        if found.is_empty() && timing.is_empty() {
            if uses > 0 || unmet > 0 || other_role > 0 {
                return Ok(());
            }
            account.push(match notes {
                0 => format!("{who} has no \"When entering Combat\" effects"),
                n => format!("{who} has no \"When entering Combat\" effect the engine reads; {n} sentence(s) of its cards in play are due now, for the judge"),
            });
            return Ok(());
        }
        for (card, t) in &found {
            if log.victory.is_some() {
                return Ok(());
            }
            let name = self.state.name(*card).to_string();
            if t.may {
                match decided.iter().find(|(c, _)| c == card).map(|(_, y)| *y) {
                    Some(true) => {}
                    Some(false) => {
                        account.push(format!("{who} does not use {name} when entering Combat"));
                        continue;
                    }
                    None => {
                        let line = self.needs(who, *card, "a \"When entering Combat\" effect");
                        log.notes.push(line.clone());
                        account.push(line);
                        continue;
                    }
                }
            }
            let n = self.fire(who, *card, t, log);
            // A Battleground or Location in play acts for both players, whoever played it:
            // "Battleground and Location cards affect all players at all times."
            if PlayerId::BOTH
                .iter()
                .any(|&p| self.state.player(p).in_play.battleground == Some(*card))
            {
                log.cite(self.cite(Rule::Battlegrounds));
            }
            account.push(format!(
                "{who} uses {name} when entering Combat: {n} effect(s) resolved"
            ));
        }
        for card in timing {
            if log.victory.is_some() {
                return Ok(());
            }
            let name = self.state.name(card).to_string();
            match decided.iter().find(|(c, _)| *c == card).map(|(_, y)| *y) {
                Some(true) => {
                    // Its own requirement ("this card cannot be used" unless ...) first.
                    self.refuse_unusable(who, card, log)?;
                    self.cite_card_rulings(card, log);
                    // "Instead of drawing 3 cards ...": kept for the defender's draw.
                    let instead = self.keep_discard_draw(who, card);
                    let effects: Vec<Effect> =
                        crate::engine::battle::flatten(&self.state.def(card).effects)
                            .into_iter()
                            .filter(Effect::is_secondary)
                            .collect();
                    let all = self.state.def(card).effects.clone();
                    let beginning = all.contains(&Effect::Timing(Timing::BeginningOfCombatStep));
                    if beginning {
                        // CRD 3.0.0 "The Combat Step In Detail" opens with Phase 1, the Prepare
                        // Phase: the beginning of the Combat Step is there.
                        log.note(
                            self.cite(Rule::PreparePhase),
                            format!("{name} is used \"at the beginning of the Combat Step\": the Combat Step begins with Phase 1, the Prepare Phase, where {who} uses it"),
                        );
                    }
                    self.state.take_from_zones(card);
                    self.state.player_mut(who).in_use.push(card);
                    log.cite(self.cite(Rule::NonCombatCards));
                    // The cards its search takes are the ones its `use` action names, as a
                    // trigger's are (`fire`).
                    let saved = self.begin_firing(who, card);
                    let n = self.apply_or_judge(who, &effects, &name, log);
                    self.end_firing(saved);
                    let where_ = self.put_away(who, card, &all, log);
                    let draw = if instead {
                        "; its draw replaces the defender's draw of 3"
                    } else {
                        ""
                    };
                    let when = if beginning {
                        "at the beginning of the Combat Step"
                    } else {
                        "when entering Combat"
                    };
                    account.push(format!(
                        "{who} uses {name} {when}: {n} effect(s) resolved{draw}; it {where_}"
                    ));
                }
                Some(false) => account.push(format!("{who} does not use {name}")),
                None => account.push(format!(
                    "{who} may use {name} when entering Combat; the script does not use it"
                )),
            }
        }
        // Each card once: a "you may" trigger is both found and decided.
        let decided_only = decided
            .iter()
            .filter(|(c, _)| !found.iter().any(|(f, _)| f == c))
            .count();
        if found.len() + decided_only > 1 {
            log.notes.push(format!(
                "{who} may use its \"When entering Combat\" effects in any order, each once; the engine uses the order of the cards in play"
            ));
        }
        Ok(())
    }

    /// `who`'s Non-Combat cards in play whose effects pass `keep`, in the order of play.
    fn non_combat_where(&self, who: PlayerId, keep: impl Fn(&[Effect]) -> bool) -> Vec<CardId> {
        self.state
            .player(who)
            .in_play
            .non_combat
            .iter()
            .copied()
            .filter(|&c| keep(&self.state.def(c).effects))
            .collect()
    }

    /// True when the next action is `who` using `card`.
    pub(super) fn next_uses(&self, who: PlayerId, card: CardId) -> bool {
        self.peek()
            .is_some_and(|a| self.action_names_trigger(a, who, card))
    }

    /// Draws up to `k` cards from the top of `who`'s Life Deck into the hand; returns how many.
    pub(in crate::engine) fn draw_cards(&mut self, who: PlayerId, k: u32, log: &mut Log) -> u32 {
        let mut drawn = 0;
        for _ in 0..k {
            // A Battleground's limit on the hand (King Kai's New Home, `in_play`).
            if !self.battleground_allows_draw(who, log) {
                break;
            }
            let (card, note) = self
                .state
                .take_life_card(who, crate::engine::state::DeckEnd::Top);
            log.judge.extend(note);
            let Some(c) = card else { break };
            self.state.player_mut(who).hand.push(c);
            drawn += 1;
        }
        drawn
    }

    // ----- inside the Battle Sequence ------------------------------------------------------

    /// Step 15: the attacker's effects "after performing a successful attack".
    pub(in crate::engine) fn success_triggers(
        &mut self,
        spec: Option<&AttackSpec>,
        successful: bool,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some(spec) = spec else { return };
        if !successful {
            return;
        }
        let me = self.pos.attacker;
        self.run_triggers(
            me,
            TriggerEvent::YourAttackSuccessful,
            Some(spec.kind),
            "after performing a successful attack",
            log,
            account,
        );
    }

    /// End of step 13: the defender's effects "after receiving damage" from the attack, when
    /// it dealt the defender power stages or life cards of damage.
    pub(in crate::engine) fn damage_triggers(&mut self, log: &mut Log, account: &mut Vec<String>) {
        let Some(att) = self.attack.clone() else {
            return;
        };
        let Some(spec) = &att.attack else { return };
        if !att.damage_received {
            return;
        }
        let defender = self.pos.attacker.other();
        self.run_triggers(
            defender,
            TriggerEvent::DamageReceived,
            Some(spec.kind),
            "after receiving damage from the attack",
            log,
            account,
        );
    }

    /// Step 13, before life cards of damage are dealt: the defender's "take 1 less life card of
    /// damage" effects. Returns the life cards left to deal.
    pub(in crate::engine) fn take_less_triggers(
        &mut self,
        spec: &AttackSpec,
        mut amount: u32,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> u32 {
        let defender = self.pos.attacker.other();
        for (card, t) in
            self.triggers_of(defender, &[TriggerEvent::LifeCardDamage], Some(spec.kind))
        {
            if amount == 0 {
                break;
            }
            let less: u32 = t
                .effects
                .iter()
                .map(|e| match e {
                    Effect::TakeLessDamage(d) => d.life_cards,
                    _ => 0,
                })
                .sum();
            if less == 0 {
                continue;
            }
            let name = self.state.name(card).to_string();
            let what = format!("take {less} less life card(s) of damage from this attack");
            if t.may {
                match self.decision(defender, card) {
                    Some(true) => {}
                    Some(false) => {
                        account.push(format!("{defender} does not use {name}"));
                        continue;
                    }
                    None => {
                        let line = self.needs(defender, card, &what);
                        log.notes.push(line.clone());
                        account.push(line);
                        continue;
                    }
                }
            }
            // Whether taking less damage counts as preventing it is not stated: against damage
            // that cannot be prevented, or a Focused attack and an effect on both kinds, the
            // judge decides.
            let both = t.kinds.is_empty()
                || (t.kinds.contains(&AttackKind::Physical)
                    && t.kinds.contains(&AttackKind::Energy));
            if self.unpreventable(spec) || (spec.focused && both) {
                log.judge.push(format!(
                    "judge resolves: {defender} uses {name} ({what}) against an attack whose damage {}; CRD 3.0.0 does not say whether taking less damage is preventing it",
                    if self.unpreventable(spec) {
                        "cannot be prevented"
                    } else {
                        "is Focused"
                    }
                ));
                continue;
            }
            if self.state.def(card).is_drill() {
                log.cite(self.cite(Rule::DrillCards));
            }
            if let Some(r) = self.state.def(card).text_source.clone() {
                log.cite_ruling(&r);
            }
            if let Some(c) = &t.condition {
                self.cite_considered_allies_deciding(defender, c, log);
            }
            if t.per_combat.is_some() {
                self.count_trigger(defender, card);
            }
            let after = amount.saturating_sub(less);
            log.notes.push(format!(
                "{name}: {defender} takes {less} less life card(s) of damage: {amount} -> {after}{}",
                t.per_combat
                    .map(|n| format!(" (usable {n} time(s) per Combat)"))
                    .unwrap_or_default()
            ));
            account.push(format!("{defender} uses {name}"));
            amount = after;
        }
        amount
    }
}

/// True for a Non-Combat card used "when entering Combat" in the half of the Prepare Phase of
/// `role` ("Use when entering Combat"; "... as the defender" only in the defender's half; "Use at
/// the beginning of the Combat Step", whose first phase the Prepare Phase is).
fn used_entering_combat(effects: &[Effect], role: TriggerEvent) -> bool {
    effects.contains(&Effect::Timing(Timing::WhenEnteringCombat))
        || effects.contains(&Effect::Timing(Timing::BeginningOfCombatStep))
        || (role == TriggerEvent::EnteringCombatAsDefender
            && effects.contains(&Effect::Timing(Timing::WhenEnteringCombatAsDefender)))
}

/// A Personality card (a level card among the trigger cards).
fn def_is_personality(def: &crate::engine::state::CardDef) -> bool {
    def.card_type.eq_ignore_ascii_case("Personality")
}
