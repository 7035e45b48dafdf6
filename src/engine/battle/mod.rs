//! The Battle Sequence as explicit states, executed one step at a time.
//!
//! A [`Battle`] holds the board, the ruleset, the script of actions and its position: the Attack
//! Phase, whose phase it is, and the index of the ruleset step to execute next. [`Battle::step`]
//! executes exactly one numbered step (which runs the [`StepKind`]s the ruleset lists for it) and
//! returns its [`TraceEvent`]; errors leave the battle untouched. The Attack Phase loop is the
//! sequence itself: after the last step the other player's Attack Phase begins, and two passes in
//! a row end Combat. A `Battle` clones cheaply, so undo is keeping the previous value
//! ([`Walkthrough`]).

use std::sync::Arc;

use serde::Serialize;

use super::action::{Action, Verb};
use super::damage::{self, Damage, EnduranceUse};
use super::effects::{attack_of, AttackKind, AttackSpec, Effect, Scope};
use super::levels;
use super::log::{Log, Victory, VictoryKind};
use super::pat::PatError;
use super::ruleset::{Rule, Ruleset, StepKind};
use super::shared::Shared;
use super::state::{BoardState, CardDef, CardId, Controller, DeckEnd, PlayerId, PowerRating};
use super::trace::{self, TraceEvent};
use super::{EngineError, Result};
use crate::engine::effects::amounts::count_resolve as count;
use crate::engine::effects::piles::search_top_resolve as search_top;
use crate::engine::effects::piles::searches_resolve as piles;

// The anger block moved to the anger home (the cycle break); these paths still work.
pub use super::levels::{anger_change_blocked, AngerBlock};

/// Where the sequence stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Position {
    /// The Attack Phase number, from 1.
    pub attack_phase: u32,
    /// Whose Attack Phase it is.
    pub attacker: PlayerId,
    /// Index into the ruleset's steps of the step executed next.
    pub step_index: usize,
    /// Passes in a row so far.
    pub passes: u32,
}

/// Where the card or power used for an attack came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// A card played from the hand (now in `in_use`).
    Hand(CardId),
    /// A Non-Combat card in play (now in `in_use`).
    InPlay(CardId),
    /// A personality's power (the level card).
    Power(CardId),
    /// A Final Physical Attack.
    FinalPhysicalAttack,
}

/// The defence chosen at the defend step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Defence {
    /// Its source.
    pub source: Source,
    /// Its name.
    pub name: String,
    /// Its effects.
    pub effects: Vec<Effect>,
}

/// The attack (or action in place of an attack) being resolved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AttackInProgress {
    /// The announced action.
    pub action: Action,
    /// Where it came from.
    pub source: Source,
    /// Its name (card or power).
    pub name: String,
    /// Its effects, after Empower deleted any text.
    pub effects: Vec<Effect>,
    /// The attack, or `None` for an action in place of an attack.
    pub attack: Option<AttackSpec>,
    /// What stopped it, if something did.
    pub stopped_by: Option<String>,
    /// Whether it is successful (decided at the success step).
    pub successful: bool,
    /// Base Damage (step 9).
    pub base: Damage,
    /// Damage after modifiers (step 10).
    pub damage: Damage,
    /// Life cards added by an announced Empower.
    pub empower_bonus: u32,
    /// The defender's defence, if any.
    pub defence: Option<Defence>,
    /// The defender's take/defend action (redirect and Endurance choices).
    pub defender_action: Option<Action>,
    /// Life cards of damage actually discarded (converted ones included).
    pub life_cards_discarded: u32,
    /// Life cards of damage dealt from converted power stages.
    pub converted: u32,
    /// An Ally captured a Dragon Ball instead of dealing life cards.
    pub ally_captured: bool,
    /// The defender received power stages or life cards of damage from it (steps 12-13).
    pub damage_received: bool,
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Outcome {
    /// Both players passed in a row: Combat is over.
    CombatEnded,
    /// A player won.
    Victory(Victory),
}

/// What [`Battle::step`] did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum StepResult {
    /// One step was executed.
    Executed {
        /// Its trace event.
        event: TraceEvent,
    },
    /// The next step needs an action the script does not have.
    Waiting {
        /// Who must act.
        player: PlayerId,
        /// What is expected.
        expected: String,
    },
    /// The battle is over.
    Finished {
        /// How.
        outcome: Outcome,
    },
}

/// Whether a failed step must leave the battle as it was ([`Battle::step`]).
#[derive(Clone, Copy)]
pub(in crate::engine) enum Rollback {
    Keep,
    Discard,
}

pub(in crate::engine) enum Flow {
    Next,
    JumpTo(StepKind),
    EndAttack,
    Pass,
    /// The Attack Phase is skipped: play continues as if it never happened.
    Skip,
}

/// A battle: ruleset, board, script and position. Clone it to keep a state for undo.
#[derive(Debug, Clone)]
pub struct Battle {
    pub(in crate::engine) rules: Arc<Ruleset>,
    pub(in crate::engine) state: Shared<BoardState>,
    pub(in crate::engine) script: Arc<Vec<Action>>,
    pub(in crate::engine) next_action: usize,
    pub(in crate::engine) pos: Position,
    pub(in crate::engine) attack: Option<Shared<AttackInProgress>>,
    pub(in crate::engine) outcome: Option<Outcome>,
    pub(in crate::engine) pending_dragon_ball_victory: Option<PlayerId>,
    pub(in crate::engine) record_changes: bool,
    pub(in crate::engine) last_snapshot: Option<Arc<trace::Snapshot>>,
    pub(in crate::engine) end_combat: bool,
    /// Piles family: how many names of each player's `choose` the current attack's effects
    /// have taken (p1, p2).
    pub(in crate::engine) choices_taken: [usize; 2],
    /// piles_chosen family: how many cards each player (p1, p2) held in the hand when the
    /// current attack was performed (step 1, the card played already out of the hand).
    pub(in crate::engine) hands_when_performed: [usize; 2],
    /// The Prepare Phase has yet to run (triggers family).
    pub(in crate::engine) prepare_pending: bool,
    /// Optional family: each player (p1, p2) used a "you may" effect of the card resolving
    /// this attack ("If you do").
    pub(in crate::engine) may_used: [bool; 2],
    /// Drills family: the `choose` of each `use` action that decided a triggered effect, by
    /// card, and the names of the trigger being fired (its player, its `choose`).
    pub(in crate::engine) trigger_choose: Vec<(CardId, Vec<String>)>,
    pub(in crate::engine) firing: Option<(PlayerId, Vec<String>)>,
    /// stages family: effects waiting for the end of Combat (their player, the effects,
    /// the card).
    pub(in crate::engine) end_of_combat: Vec<(PlayerId, Vec<Effect>, String)>,
    /// search_top family: levels at the start of Combat, Blue Lunge's remaining cards,
    /// Trunks Effortless Drill declared.
    pub(in crate::engine) last: search_top::LastState,
}

impl Battle {
    /// A battle at the first step of the first Attack Phase of `attacker`.
    pub fn new(
        rules: Arc<Ruleset>,
        state: BoardState,
        attacker: PlayerId,
        script: Vec<Action>,
    ) -> Battle {
        let last = search_top::LastState::new(&state);
        Battle {
            rules,
            state: Shared::new(state),
            script: Arc::new(script),
            next_action: 0,
            pos: Position {
                attack_phase: 1,
                attacker,
                step_index: 0,
                passes: 0,
            },
            attack: None,
            outcome: None,
            pending_dragon_ball_victory: None,
            record_changes: true,
            last_snapshot: None,
            end_combat: false,
            choices_taken: [0, 0],
            hands_when_performed: [0, 0],
            prepare_pending: false,
            may_used: [false, false],
            trigger_choose: Vec::new(),
            firing: None,
            end_of_combat: Vec::new(),
            last,
        }
    }

    /// Turns the before/after state changes of trace events off (faster) or on (the default).
    pub fn record_changes(mut self, on: bool) -> Battle {
        self.record_changes = on;
        self
    }

    /// The board.
    pub fn state(&self) -> &BoardState {
        &self.state
    }

    /// The ruleset.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// Where the sequence stands.
    pub fn position(&self) -> Position {
        self.pos
    }

    /// The step number executed next.
    pub fn next_step_number(&self) -> u32 {
        if self.prepare_pending {
            return 0;
        }
        self.rules
            .steps
            .get(self.pos.step_index)
            .map(|s| s.number)
            .unwrap_or(0)
    }

    /// The attack being resolved, if any.
    pub fn attack(&self) -> Option<&AttackInProgress> {
        self.attack.as_deref()
    }

    /// The kind of the attack in progress, once one is performed.
    pub(in crate::engine) fn attack_kind(&self) -> Option<AttackKind> {
        self.attack
            .as_ref()
            .and_then(|a| a.attack.as_ref())
            .map(|s| s.kind)
    }

    /// How the battle ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// A Dragon Ball victory waiting for the start of this player's next turn.
    pub fn pending_dragon_ball_victory(&self) -> Option<PlayerId> {
        self.pending_dragon_ball_victory
    }

    /// Actions not used yet.
    pub fn remaining_actions(&self) -> &[Action] {
        self.script.get(self.next_action..).unwrap_or(&[])
    }

    /// Appends an action to the script (the REPL's way to play on).
    pub fn push_action(&mut self, action: Action) {
        Arc::make_mut(&mut self.script).push(action);
    }

    /// Takes back the last action of the script if it has not been used yet (after an action
    /// was refused, or to change one's mind in the REPL).
    pub fn retract_action(&mut self) -> Option<Action> {
        if self.script.len() > self.next_action {
            Arc::make_mut(&mut self.script).pop()
        } else {
            None
        }
    }

    /// Executes steps until the battle finishes, waits for an action, or fails.
    pub fn run(&mut self) -> (Vec<TraceEvent>, Result<StepResult>) {
        let mut events = Vec::new();
        loop {
            match self.step() {
                Ok(StepResult::Executed { event }) => events.push(event),
                other => return (events, other),
            }
        }
    }

    /// Executes one numbered step of the sequence. A step that fails leaves the battle as it
    /// was.
    pub fn step(&mut self) -> Result<StepResult> {
        self.step_with(Rollback::Keep)
    }

    /// Executes one step; with [`Rollback::Discard`] a failed step may leave the battle half
    /// changed (for a caller that throws the battle away on failure, such as a copy).
    pub(in crate::engine) fn step_with(&mut self, rollback: Rollback) -> Result<StepResult> {
        if let Some(outcome) = &self.outcome {
            return Ok(StepResult::Finished {
                outcome: outcome.clone(),
            });
        }
        if self.prepare_pending {
            // drill_limits family: a card a Caught Off Guard Drill names is not used.
            self.limits_check_next_action()?;
            return self.prepare_phase();
        }
        let Some(spec) = self.rules.steps.get(self.pos.step_index).cloned() else {
            return Err(EngineError::Internal("step index past the sequence".into()));
        };
        // drill_limits family: the steps that take `play` and `use` actions refuse one naming a
        // card a Caught Off Guard Drill names, before anything changes.
        if spec
            .kinds
            .iter()
            .any(|k| matches!(k, StepKind::Declare | StepKind::Defend))
        {
            self.limits_check_next_action()?;
        }
        if let Some(wait) = self.waiting_for(&spec.kinds) {
            return Ok(wait);
        }
        let before = match (self.record_changes, self.last_snapshot.take()) {
            (false, _) => None,
            (true, Some(s)) => Some(s),
            (true, None) => Some(Arc::new(trace::snapshot(&self.state))),
        };
        let mut log = Log::default();
        log.cite(spec.cite);
        // drill_limits family: named cards in play, said once at the first step.
        if self.pos.attack_phase == 1 && self.pos.step_index == 0 {
            self.limits_named_in_play(&mut log);
        }
        let mut account = Vec::new();
        let mut flow = Flow::Next;
        let pos = self.pos;
        let saved = match rollback {
            Rollback::Keep => self.clone_if_fallible(&spec.kinds),
            Rollback::Discard => None,
        };
        // Attach family: cards that leave when their personality reaches its highest stage.
        let watch = self.highest_stage_watch();
        for kind in &spec.kinds {
            match self.exec(*kind, &mut log, &mut account) {
                Ok(Flow::Next) => {}
                Ok(f) => {
                    flow = f;
                    break;
                }
                Err(e) => {
                    if let Some(saved) = saved {
                        *self = *saved;
                    }
                    return Err(e);
                }
            }
        }
        self.highest_stage_check(&watch, &mut log);
        // ----- errata family: "for every 3 power stages you lose" -----
        self.errata_stages_lost(&mut log);
        if spec.kinds.contains(&StepKind::Declare) {
            self.attached_performs(&mut log);
        }
        let changes = match before {
            Some(b) => {
                let after = Arc::new(trace::snapshot(&self.state));
                let changes = trace::diff(&b, &after, &self.state);
                self.last_snapshot = Some(after);
                changes
            }
            None => Vec::new(),
        };
        let event = TraceEvent {
            attack_phase: pos.attack_phase,
            attacker: pos.attacker,
            step: spec.number,
            citations: log
                .cites
                .iter()
                .map(|c| c.id.to_string())
                .chain(log.rulings.iter().cloned())
                .collect(),
            account: account.join("; "),
            notes: log.notes,
            judge: log.judge,
            changes,
        };
        if let Some(p) = log.pending_dragon_ball_victory {
            self.pending_dragon_ball_victory = Some(p);
        }
        if let Some(v) = log.victory {
            self.outcome = Some(Outcome::Victory(v));
            return Ok(StepResult::Executed { event });
        }
        self.advance(flow);
        // ----- stages family: effects waiting for the end of Combat -----
        let mut event = event;
        self.end_of_combat_effects(&mut event);
        Ok(StepResult::Executed { event })
    }

    /// Steps that consume actions validate before they change anything, but keep a copy anyway
    /// so a failure can never leave a half-executed step.
    pub(in crate::engine) fn clone_if_fallible(&self, kinds: &[StepKind]) -> Option<Box<Battle>> {
        kinds
            .iter()
            .any(|k| {
                matches!(
                    k,
                    StepKind::Declare
                        | StepKind::Defend
                        | StepKind::ControlOfCombat
                        | StepKind::BaseDamage
                        // Effects that need a player's choice (piles family).
                        | StepKind::AttackerSecondary
                        | StepKind::DefenderSecondary
                        | StepKind::Success
                        | StepKind::DefenderIfSuccessful
                        | StepKind::AttackerIfSuccessful
                )
            })
            .then(|| Box::new(self.clone()))
    }

    pub(in crate::engine) fn waiting_for(&self, kinds: &[StepKind]) -> Option<StepResult> {
        let attacker = self.pos.attacker;
        let defender = attacker.other();
        for kind in kinds {
            match kind {
                StepKind::Declare
                    if !self.state.player(attacker).combat.final_physical_attack
                        && self.state.player(attacker).combat.must_pass == 0
                        && self.peek().is_none() =>
                {
                    return Some(StepResult::Waiting {
                        player: attacker,
                        expected: format!(
                            "{attacker} to attack, act in place of an attack, or pass"
                        ),
                    });
                }
                StepKind::Defend => {
                    let can_defend = !self.state.player(defender).combat.final_physical_attack;
                    if can_defend
                        && self.attack.as_ref().is_some_and(|a| a.attack.is_some())
                        && self.peek().is_none()
                    {
                        return Some(StepResult::Waiting {
                            player: defender,
                            expected: format!("{defender} to defend or take the attack"),
                        });
                    }
                }
                _ => {}
            }
        }
        None
    }

    pub(in crate::engine) fn peek(&self) -> Option<&Action> {
        self.script.get(self.next_action)
    }

    pub(in crate::engine) fn take_action(&mut self) -> Option<Action> {
        let a = self.script.get(self.next_action).cloned();
        if a.is_some() {
            self.next_action += 1;
        }
        a
    }

    pub(in crate::engine) fn advance(&mut self, flow: Flow) {
        match flow {
            Flow::Next => {
                if self.pos.step_index + 1 < self.rules.steps.len() {
                    self.pos.step_index += 1;
                } else {
                    self.end_attack_phase(false);
                }
            }
            Flow::JumpTo(kind) => {
                match self
                    .rules
                    .steps
                    .iter()
                    .position(|s| s.kinds.contains(&kind))
                {
                    Some(i) if i > self.pos.step_index => self.pos.step_index = i,
                    _ => self.end_attack_phase(false),
                }
            }
            Flow::EndAttack => self.end_attack_phase(false),
            Flow::Pass => self.end_attack_phase(true),
            Flow::Skip => {
                // CRD "Skipping Attack Phases": not a pass, and the effects waiting for this
                // player's next Attack Phase wait for the next one that happens.
                self.attack = None;
                self.pos.attacker = self.pos.attacker.other();
                self.pos.attack_phase += 1;
                self.pos.step_index = 0;
            }
        }
    }

    pub(in crate::engine) fn end_attack_phase(&mut self, passed: bool) {
        // family: lasting
        self.lasting_end_attack_phase();
        // ----- timing family -----
        self.timing_end_attack_phase();
        self.attack = None;
        self.choices_taken = [0, 0];
        self.may_used = [false, false];
        self.pos.passes = if passed { self.pos.passes + 1 } else { 0 };
        if self.pos.passes >= 2 || std::mem::take(&mut self.end_combat) {
            for p in PlayerId::BOTH {
                let pl = self.state.player_mut(p);
                pl.control = Controller::MainPersonality;
                pl.combat = Default::default();
            }
            self.outcome = Some(Outcome::CombatEnded);
            return;
        }
        self.pos.attacker = self.pos.attacker.other();
        self.pos.attack_phase += 1;
        self.pos.step_index = 0;
    }

    pub(in crate::engine) fn exec(
        &mut self,
        kind: StepKind,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        match kind {
            StepKind::Declare => self.declare(log, account),
            StepKind::PayCosts => self.pay_costs(log, account),
            StepKind::AttackerSecondary => self.attacker_secondary(log, account),
            StepKind::ControlOfCombat => self.control_of_combat(log, account),
            StepKind::Defend => self.defend(log, account),
            StepKind::DefenderSecondary => self.defender_secondary(log, account),
            StepKind::DefenseShields => self.defense_shields(log, account),
            StepKind::Success => self.success(log, account),
            StepKind::BaseDamage => self.base_damage(log, account),
            StepKind::Modifiers => self.modifiers(log, account),
            StepKind::AllyCapture => self.ally_capture(log, account),
            StepKind::PowerStageDamage => self.power_stage_damage(log, account),
            StepKind::LifeCardDamage => self.life_card_damage(log, account),
            StepKind::LifeCardCapture => self.life_card_capture(log, account),
            StepKind::DefenderIfSuccessful => self.if_successful(false, log, account),
            StepKind::AttackerIfSuccessful => self.if_successful(true, log, account),
            StepKind::Dispose => self.dispose(log, account),
        }
    }

    pub(in crate::engine) fn cite(&self, rule: Rule) -> super::citations::Citation {
        self.rules.cite(rule)
    }

    // ----- step 1 -----------------------------------------------------------------------

    pub(in crate::engine) fn declare(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        // errata family: power stages lost are counted per attack.
        for p in [PlayerId::P1, PlayerId::P2] {
            let c = &mut self.state.player_mut(p).combat;
            c.stages_lost_this_attack = 0;
            c.stages_lost_repaid.clear();
        }
        // floating family: "at the beginning of each of his "Attacker Attacks" phases" (not in
        // a phase that is skipped: it never happens).
        if self.state.player(me).combat.skip_next == 0 {
            self.floating_phase_start(log)?;
            if log.victory.is_some() {
                return Ok(Flow::EndAttack);
            }
        }
        if self.state.player(me).combat.final_physical_attack {
            log.note(
                self.cite(Rule::FinalPhysicalAttack),
                format!("{me} performed a Final Physical Attack this Combat and must pass"),
            );
            account.push(format!("{me} passes"));
            return Ok(Flow::Pass);
        }
        if self.state.player(me).combat.skip_next > 0 {
            self.state.player_mut(me).combat.skip_next -= 1;
            log.note(
                self.cite(Rule::SkippingAttackPhases),
                format!("{me} skips this Attack Phase (a card effect): play continues as if it never happened"),
            );
            account.push(format!("{me}'s Attack Phase is skipped"));
            return Ok(Flow::Skip);
        }
        let must_pass = self.state.player(me).combat.must_pass;
        if must_pass > 0 {
            if must_pass != u32::MAX {
                self.state.player_mut(me).combat.must_pass -= 1;
            }
            log.note(
                self.cite(Rule::AttackPhases),
                format!("{me} must pass in this Attack Phase (a card effect)"),
            );
            account.push(format!("{me} passes"));
            return Ok(Flow::Pass);
        }
        let Some(action) = self.peek().cloned() else {
            return Err(EngineError::Internal("no action at step 1".into()));
        };
        if action.player != me {
            return Err(EngineError::Script {
                expected: format!("{me} to attack, act in place of an attack, or pass"),
                found: action.describe(),
            });
        }
        if let Some(name) = &action.personality {
            self.check_ally_control(me, name, log)?;
        }
        let (source, name, effects) = match action.verb {
            Verb::Pass => {
                self.take_action();
                account.push(format!("{me} passes; the next Attack Phase begins"));
                log.cite(self.cite(Rule::AttackPhases));
                return Ok(Flow::Pass);
            }
            Verb::Play => {
                let card = self.find_in(me, &action, |pl| &pl.hand, "in the hand")?;
                let def = self.state.def(card);
                if def.card_type.contains("Non-Combat") || def.is_drill() {
                    return Err(EngineError::Illegal(format!(
                        "{} is a Non-Combat card: it is placed in play in the Non-Combat Step, not played in an Attack Phase",
                        def.name
                    )));
                }
                (Source::Hand(card), def.name.clone(), def.effects.clone())
            }
            // errata family: a Drill in play used in place of an attack.
            Verb::Use if self.errata_is_drill_use(me, &action) => {
                let (card, name, effects) = self.errata_drill_use(me, &action, log)?;
                (Source::InPlay(card), name, effects)
            }
            Verb::Use => {
                let card = self.find_in(
                    me,
                    &action,
                    |pl| &pl.in_play.non_combat,
                    "among the Non-Combat cards in play",
                )?;
                let def = self.state.def(card);
                if def.effects.contains(&Effect::DefenceOnly) {
                    return Err(EngineError::Illegal(format!(
                        "{} may only be used in place of a defense, not in place of an attack (CRD ruling {})",
                        def.name,
                        def.text_source.as_deref().unwrap_or("on the card")
                    )));
                }
                (Source::InPlay(card), def.name.clone(), def.effects.clone())
            }
            Verb::Power => {
                let who = self.state.controller(me).clone();
                let Some(card) = self.state.level_card(&who) else {
                    return Err(EngineError::Illegal(format!(
                        "{me} has no personality in control of Combat"
                    )));
                };
                let def = self.state.def(card);
                let effects: Vec<Effect> = def
                    .effects
                    .iter()
                    .filter(|e| {
                        !matches!(
                            e,
                            Effect::Stop(_) | Effect::Prevent(_) | Effect::DamageCap(_)
                        )
                    })
                    .cloned()
                    .collect();
                (
                    Source::Power(card),
                    format!("{}'s power", def.name),
                    effects,
                )
            }
            Verb::FinalPhysicalAttack => {
                let Some(discard) = &action.discard else {
                    return Err(EngineError::Illegal(
                        "a Final Physical Attack needs a card of the hand to discard as its cost (`discard`)".into(),
                    ));
                };
                if !self
                    .state
                    .player(me)
                    .hand
                    .iter()
                    .any(|&c| self.state.name(c).eq_ignore_ascii_case(discard))
                {
                    return Err(EngineError::Illegal(format!(
                        "{discard} is not in {me}'s hand"
                    )));
                }
                let spec = AttackSpec {
                    kind: AttackKind::Physical,
                    damage: None,
                    focused: false,
                    cannot_be_stopped: false,
                    cannot_be_prevented: false,
                };
                (
                    Source::FinalPhysicalAttack,
                    "Final Physical Attack".to_string(),
                    vec![Effect::Attack(spec)],
                )
            }
            Verb::Take | Verb::Control => {
                return Err(EngineError::Script {
                    expected: format!("{me} to attack, act in place of an attack, or pass"),
                    found: action.describe(),
                })
            }
        };
        // search_top family: Trunks Effortless Drill declared in `choose`.
        let (action, effortless) = self.last_effortless_strip(action);
        // against_alignment family: the X the player chose, written into the attack's cost and damage.
        let effects = self.chosen_x(&action, &name, effects, log)?;
        // attack_text family: the alternative the player chose, in place of the alternatives.
        let (effects, action) = self.attack_text_either(action, &name, effects, log)?;
        let attack = attack_of(&effects).cloned();
        // lasting_rules family: "your opponent cannot use Ally card powers".
        if let Source::Power(_) = source {
            self.remainder_check_power(me, &name)?;
        }
        // errata family: a card used only right after the opponent pays an attack's costs.
        self.errata_refuse_out_of_window(&name, &effects)?;
        for db in action.capture.iter().chain(action.ally_capture.iter()) {
            if self.find_dragon_ball(me.other(), db).is_none() {
                return Err(EngineError::Illegal(format!(
                    "{db} is not a Dragon Ball {} has in play",
                    me.other()
                )));
            }
        }
        // The personality announced in control pays the costs; `step` restores the battle if
        // the action turns out illegal.
        if let Some(person) = &action.personality {
            self.set_control(me, person);
            log.note(
                self.cite(Rule::AlliesTakingOver),
                format!("{person} takes control of Combat for {me}"),
            );
        }
        self.check_only(me, &name, &effects, log)?;
        // in_play_targets family: "X must be in play to play this card".
        self.check_requires(me, &name, &effects, log)?;
        // ----- timing family -----
        self.timing_check_play(me, &name, &effects, log)?;
        // family: lasting
        let card = match source {
            Source::Hand(c) | Source::InPlay(c) => Some(c),
            _ => None,
        };
        self.check_restrictions(me, card, &name, attack.as_ref(), true)?;
        // lasting_rules family: "Cards that end Combat ... cannot be used".
        self.remainder_check_card(me, card, &name, log)?;
        let card_type = self.action_card_type(source);
        if let Source::Hand(c) | Source::InPlay(c) = source {
            if let Some(r) = &self.state.def(c).text_source {
                log.cite_ruling(r);
            }
        }
        // An attack whose cost cannot be paid cannot be performed.
        let cost = self.cost_of(me, &effects, attack.as_ref(), &action);
        self.check_cost(me, &cost, &action, &name)?;
        self.check_first_in_combat(me, &name, &effects, attack.is_some())?;
        // Valid: commit.
        self.take_action();
        {
            let flags = &mut self.state.player_mut(me).combat;
            flags.cards_played += u32::from(matches!(source, Source::Hand(_)));
            flags.attacks_performed += u32::from(attack.is_some());
        }
        // piles_chosen family: the hands when the attack is performed ("the same number of cards
        // that were in his hand when this attack was performed"), the card played not counted.
        self.hands_when_performed = PlayerId::BOTH.map(|p| {
            let pl = self.state.player(p);
            pl.hand.len()
                - usize::from(matches!(source, Source::Hand(c) if p == me && pl.hand.contains(&c)))
        });
        match source {
            // errata family: a Drill used in place of an attack stays in play.
            Source::InPlay(c) if self.state.player(me).in_play.drills.contains(&c) => {}
            Source::Hand(c) | Source::InPlay(c) => {
                self.state.take_from_zones(c);
                self.state.player_mut(me).in_use.push(c);
            }
            Source::FinalPhysicalAttack => {
                self.state.player_mut(me).combat.final_physical_attack = true;
                log.note(
                    self.cite(Rule::FinalPhysicalAttack),
                    format!("{me} performs a Final Physical Attack: a physical attack doing PAT power stages; {me} must pass and cannot defend for the rest of Combat"),
                );
            }
            Source::Power(_) => {}
        }
        // In play: a requirement to use the card is met as it is played.
        self.in_play_requirements(me, &effects, &action.choose, &name, log)?;
        let what = match &attack {
            Some(a) => format!(
                "{} with {} attack",
                action.describe(),
                a.kind.article_word()
            ),
            None => format!("{} in place of an attack", action.describe()),
        };
        account.push(what);
        self.attack = Some(Shared::new(AttackInProgress {
            action,
            source,
            name,
            effects,
            attack,
            stopped_by: None,
            successful: false,
            base: Damage::default(),
            damage: Damage::default(),
            empower_bonus: 0,
            defence: None,
            defender_action: None,
            life_cards_discarded: 0,
            converted: 0,
            ally_captured: false,
            damage_received: false,
        }));
        // search_top family: Trunks Effortless Drill, before "When you perform" effects.
        self.last_effortless_declare(me, effortless, log, account)?;
        // family: lasting
        self.lasting_bind(me, card_type.as_deref(), log)?;
        // floating family: rules for the attacks announced.
        self.floating_bind(me, log)?;
        if let Some(a) = self.attack.as_ref().and_then(|a| a.attack.clone()) {
            self.lasting_bind_defender(&a);
        }
        // lasting_rules family: floating triggers on the attack and the card announced.
        self.remainder_declare_triggers(me, card_type.as_deref(), log)?;
        // ----- timing family -----
        self.timing_on_perform(log, account)?;
        // drill_events family: "When you perform an attack".
        self.drill_events_on_perform(log, account);
        Ok(Flow::Next)
    }

    /// "This must be your first card played during Combat": refused once its player has played
    /// a card (or performed an attack, for "first attack") this Combat.
    pub(in crate::engine) fn check_first_in_combat(
        &self,
        me: PlayerId,
        name: &str,
        effects: &[Effect],
        is_attack: bool,
    ) -> Result<()> {
        use super::effects::First;
        let flags = &self.state.player(me).combat;
        for e in effects {
            let Effect::FirstInCombat(first) = e else {
                continue;
            };
            let (done, what) = match first {
                First::Card => (flags.cards_played, "card played"),
                First::Attack => (flags.attacks_performed, "attack performed"),
            };
            if done > 0 && (is_attack || *first == First::Card) {
                return Err(EngineError::Illegal(format!(
                    "{name} must be {me}'s first {what} this Combat, and {me} has already {} {done}",
                    match first {
                        First::Card => "played",
                        First::Attack => "performed",
                    }
                )));
            }
        }
        Ok(())
    }

    pub(in crate::engine) fn find_in(
        &self,
        player: PlayerId,
        action: &Action,
        zone: impl Fn(&super::state::Player) -> &Vec<CardId>,
        where_: &str,
    ) -> Result<CardId> {
        let Some(name) = &action.card else {
            return Err(EngineError::Illegal(format!(
                "{} names no card",
                action.describe()
            )));
        };
        let pl = self.state.player(player);
        zone(pl)
            .iter()
            .copied()
            .find(|&c| self.state.name(c).eq_ignore_ascii_case(name))
            .ok_or_else(|| EngineError::Illegal(format!("{name} is not {where_} of {player}")))
    }

    pub(in crate::engine) fn check_ally_control(
        &self,
        player: PlayerId,
        name: &str,
        _log: &mut Log,
    ) -> Result<()> {
        let pl = self.state.player(player);
        let mp_name = self.state.personality_def(&pl.mp).name.clone();
        if mp_name.eq_ignore_ascii_case(name) {
            return Ok(());
        }
        // ----- timing family -----
        self.timing_check_ally_control(player, name)?;
        let found = pl.allies.iter().any(|a| {
            self.state
                .personality_def(a)
                .name
                .eq_ignore_ascii_case(name)
        });
        if !found {
            return Err(EngineError::Illegal(format!(
                "{name} is not one of {player}'s Allies in play"
            )));
        }
        // Attach family: an attached card may keep this Ally from taking control of Combat.
        if let Some(card) = self
            .personality_slot(player, name)
            .and_then(|slot| self.attached_restriction(player, slot))
        {
            return Err(EngineError::Illegal(format!(
                "{name} cannot take control of Combat while {card} is attached to it (CRD \"Attaching Cards\")"
            )));
        }
        // lasting_rules family: "your opponent cannot have Allies take control of Combat".
        self.remainder_check_ally_control(player, name)?;
        if pl.mp.stage > 1 {
            return Err(EngineError::Illegal(format!(
                "{name} cannot take control of Combat: {player}'s Main Personality is at {} above 0, not 0 or 1 (CRD \"Allies Taking Over Combat\")",
                pl.mp.stage
            )));
        }
        Ok(())
    }

    pub(in crate::engine) fn set_control(&mut self, player: PlayerId, name: &str) {
        let pl = self.state.player(player);
        let idx = pl.allies.iter().position(|a| {
            self.state
                .personality_def(a)
                .name
                .eq_ignore_ascii_case(name)
        });
        self.state.player_mut(player).control = match idx {
            Some(i) => Controller::Ally(i),
            None => Controller::MainPersonality,
        };
    }

    // ----- step 2 -----------------------------------------------------------------------

    pub(in crate::engine) fn cost_of(
        &self,
        me: PlayerId,
        effects: &[Effect],
        attack: Option<&AttackSpec>,
        action: &Action,
    ) -> (super::effects::Cost, Vec<String>) {
        let mut cost = super::effects::Cost::default();
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
                cost.power_stages += c.power_stages;
                cost.life_cards += c.life_cards;
                cost.discard_from_hand += c.discard_from_hand;
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
                let pl = self.state.player(me);
                for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
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
                for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
                    for e in &self.state.def(c).effects {
                        if let Effect::EnergyCost(n) = e {
                            cost.power_stages = *n;
                            why.push(format!(
                                "{} sets the cost of {me}'s energy attacks to {n} power stage(s)",
                                self.state.name(c)
                            ));
                        }
                    }
                }
            }
        }
        // family: lasting
        let card_type = self.named_card_type(me, action);
        let before = cost.power_stages;
        self.lasting_cost(me, card_type.as_deref(), attack, &mut cost, &mut why);
        // drills family: Drills in play that change what attacks or cards cost.
        self.drill_costs(me, attack.is_some(), &mut cost, &mut why);
        if cost.power_stages != before && attack.is_some_and(|a| a.kind == AttackKind::Energy) {
            // A card that sets what energy attacks cost "after all modifiers" still has the
            // last word.
            let pl = self.state.player(me);
            for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
                for e in &self.state.def(c).effects {
                    if let Effect::EnergyCost(n) = e {
                        cost.power_stages = *n;
                        why.push(format!(
                            "{} sets the cost of {me}'s energy attacks to {n} power stage(s) after all modifiers",
                            self.state.name(c)
                        ));
                    }
                }
            }
        }
        (cost, why)
    }

    pub(in crate::engine) fn check_cost(
        &self,
        me: PlayerId,
        cost: &(super::effects::Cost, Vec<String>),
        action: &Action,
        name: &str,
    ) -> Result<()> {
        let (c, _) = cost;
        let payer = self.state.controller(me);
        if c.power_stages > payer.stage {
            return Err(EngineError::Illegal(format!(
                "{name} cannot be performed: its cost of {} power stage(s) cannot be paid from stage {} (CRD \"Card Costs\"; an attack whose cost cannot be paid cannot be performed)",
                c.power_stages, payer.stage
            )));
        }
        if c.life_cards > self.state.player(me).life_deck.len() {
            return Err(EngineError::Illegal(format!(
                "{name} cannot be performed: its cost of {} life card(s) cannot be paid",
                c.life_cards
            )));
        }
        let in_hand = self.state.player(me).hand.len() as u32;
        let needed = c.discard_from_hand
            + u32::from(matches!(action.verb, Verb::Play) && c.discard_from_hand > 0);
        if c.discard_from_hand > 0 && (in_hand < needed || (action.discard.is_none())) {
            return Err(EngineError::Illegal(format!(
                "{name} cannot be performed: its cost needs {} card(s) of the hand discarded (name it with `discard`)",
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
        cost: &super::effects::Cost,
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
            // errata family: a cost paid by the Main Personality counts as power stages lost.
            if control == Controller::MainPersonality {
                let c = &mut self.state.player_mut(me).combat;
                c.stages_lost_this_attack =
                    c.stages_lost_this_attack.saturating_add(before - after);
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
        if cost.discard_from_hand > 0 {
            if let Some(name) = &action.discard {
                if let Some(card) = self
                    .state
                    .player(me)
                    .hand
                    .iter()
                    .copied()
                    .find(|&c| self.state.name(c).eq_ignore_ascii_case(name))
                {
                    self.state.take_from_zones(card);
                    self.state.player_mut(me).discard.push(card);
                    paid.push(format!("discarding {name} from the hand"));
                }
            }
        }
        paid
    }

    pub(in crate::engine) fn pay_costs(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let (cost, why) = self.cost_of(me, &att.effects, att.attack.as_ref(), &att.action);
        let paid = self.pay(me, &cost, &att.action, log);
        for w in &why {
            log.note(self.cite(Rule::CardCosts), w.clone());
        }
        if att
            .attack
            .as_ref()
            .is_some_and(|a| a.kind == AttackKind::Energy)
        {
            let pl = self.state.player(me);
            let rulings: Vec<String> = pl
                .in_play
                .drills
                .iter()
                .chain(pl.in_play.non_combat.iter())
                .map(|&c| self.state.def(c))
                .filter(|d| d.effects.iter().any(|e| matches!(e, Effect::EnergyCost(_))))
                .filter_map(|d| d.text_source.clone())
                .collect();
            for r in &rulings {
                log.cite_ruling(r);
            }
        }
        if att.source == Source::FinalPhysicalAttack {
            log.cite(self.cite(Rule::FinalPhysicalAttack));
        }
        if paid.is_empty() {
            account.push(format!("{} has no cost", att.name));
        } else {
            account.push(format!("{me} pays {}", paid.join(" and ")));
        }
        // Empower: +X life cards, and the text after it is deleted for this attack.
        let empower_at = att
            .effects
            .iter()
            .position(|e| matches!(e, Effect::Empower(_)));
        if let Some(i) = empower_at {
            if att.action.empower {
                let x = match att.effects.get(i) {
                    Some(Effect::Empower(x)) => *x,
                    _ => 0,
                };
                if let Some(a) = self.attack.as_mut() {
                    let dropped = a.effects.len() - i - 1;
                    a.effects.truncate(i + 1);
                    a.empower_bonus = x;
                    log.note(
                        self.rules.cite(Rule::Empower),
                        format!("Empower {x} announced: the attack does +{x} life cards; the {dropped} effect(s) after it are deleted for this attack"),
                    );
                }
                account.push(format!("announces Empower {x}"));
            } else {
                log.note(
                    self.rules.cite(Rule::Empower),
                    "Empower is not announced".to_string(),
                );
            }
        }
        // errata family: a card used right after the attacker pays costs.
        self.errata_after_costs(log, account);
        Ok(Flow::Next)
    }

    // ----- step 3 and 6: secondary effects -------------------------------------------------

    pub(in crate::engine) fn attacker_secondary(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        log.cite(self.cite(Rule::SecondaryEffects));
        let in_place = att.attack.is_none();
        let effects: Vec<Effect> = if in_place {
            // Used in place of an attack: all of its effects are secondary effects.
            flatten(&att.effects)
        } else {
            att.effects
                .iter()
                .filter(|e| e.is_secondary())
                .cloned()
                .collect()
        };
        let mut n = self.apply_effects(me, &effects, &att.name, log)?;
        // against_alignment family: secondary effects the attack gained while its own resolved.
        if !in_place {
            n += self.resolve_gained_now(me, &att, log)?;
        }
        // An attack card that also "stops all ... attacks for the remainder of Combat".
        if !in_place {
            self.stops_for_the_remainder(me, &att.effects, &att.name, log);
        }
        if n == 0 {
            account.push(format!("{} has no secondary effects", att.name));
        } else {
            account.push(format!(
                "{n} secondary effect(s) of {} resolved, one sentence at a time",
                att.name
            ));
        }
        if in_place {
            log.note(
                self.cite(Rule::Defending),
                "no attack was performed: the defender does not defend".to_string(),
            );
            return Ok(Flow::JumpTo(StepKind::Dispose));
        }
        Ok(Flow::Next)
    }

    /// A floating stop of `me` starts: every later attack of the kinds `stopped` against `me` is
    /// stopped to the end of Combat. When the card's stop (`card_kinds`) covers both physical and
    /// energy attacks and the card (`effects`) does not say it stops focused attacks, it is
    /// recorded as such: CRD "What is Focused?" — that stop cannot stop a focused attack.
    pub(in crate::engine) fn float_stop(
        &mut self,
        me: PlayerId,
        stopped: &[AttackKind],
        card_kinds: &[AttackKind],
        effects: &[Effect],
        source: &str,
    ) {
        let combat = &mut self.state.player_mut(me).combat;
        for k in stopped {
            combat.stops_all.push((*k, source.to_string()));
        }
        if card_kinds.contains(&AttackKind::Physical)
            && card_kinds.contains(&AttackKind::Energy)
            && !effects.contains(&Effect::StopsFocused)
        {
            combat.stops_all_both.push(source.to_string());
        }
    }

    /// A card's "stops all ... attacks for the remainder of Combat": every attack of those kinds
    /// performed against `me` is stopped from now on.
    pub(in crate::engine) fn stops_for_the_remainder(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) {
        for e in effects {
            let Effect::Stop(st) = e else { continue };
            if !st.rest_of_combat {
                continue;
            }
            self.float_stop(me, &st.kinds, &st.kinds, effects, source);
            log.note(
                self.cite(Rule::FloatingEffects),
                format!(
                    "{source}: all {} attacks against {me} are stopped for the remainder of Combat",
                    words(&st.kinds)
                ),
            );
        }
    }

    /// Applies effects for `me` in order; returns how many were resolved. Fails when an effect
    /// needs a choice the action does not give.
    pub(in crate::engine) fn apply_effects(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
        log: &mut Log,
    ) -> Result<usize> {
        let mut n = 0;
        for e in effects {
            if log.victory.is_some() {
                break;
            }
            let who = |w: super::effects::Who| match w {
                super::effects::Who::You => me,
                super::effects::Who::Opponent => me.other(),
            };
            match e {
                Effect::Anger(c) => {
                    levels::change_anger(&mut self.state, &self.rules, log, who(c.player), c.by)
                }
                Effect::PowerStages(c) => {
                    levels::change_stages(&mut self.state, &self.rules, log, who(c.player), c.by)
                }
                Effect::PowerStagesToZero(c) => {
                    let p = who(c.player);
                    let by = c.by.max(-(self.state.player(p).mp.stage as i32));
                    levels::change_stages(&mut self.state, &self.rules, log, p, by)
                }
                Effect::HighestStage(w) => {
                    levels::highest_stage(&mut self.state, &self.rules, log, who(*w))
                }
                Effect::Draw(k) => {
                    let drawn = self.draw_cards(me, *k, log);
                    log.note(
                        self.cite(Rule::SecondaryEffects),
                        format!("{me} draws {drawn} card(s)"),
                    );
                    damage::check_survival(&self.state, &self.rules, log, me);
                }
                Effect::LoseLifeCards(l) => {
                    damage::lose_life_cards(
                        &mut self.state,
                        &self.rules,
                        log,
                        who(l.player),
                        l.count,
                    );
                }
                Effect::Manual(sentence) => {
                    log.judge
                        .push(format!("judge resolves: {sentence} ({source})"));
                }
                Effect::SetAnger(s) => {
                    let p = who(s.player);
                    let by = s.to as i32 - self.state.player(p).anger as i32;
                    levels::change_anger(&mut self.state, &self.rules, log, p, by);
                }
                Effect::RevealHand(w) => {
                    let p = who(*w);
                    let names: Vec<String> = self
                        .state
                        .player(p)
                        .hand
                        .iter()
                        .map(|&c| self.state.name(c).to_string())
                        .collect();
                    log.note(
                        self.cite(Rule::SecondaryEffects),
                        format!(
                            "{p} shows its hand: {}",
                            if names.is_empty() {
                                "no cards".to_string()
                            } else {
                                names.join(", ")
                            }
                        ),
                    );
                }
                Effect::MoveCards(m) => self.move_cards(who(m.player), m, log),
                Effect::CaptureDragonBall => self.capture_effect(me, source, log),
                // In play: cards in play as targets.
                Effect::InPlay(x) => self.in_play_effect(me, x, source, log),
                Effect::AlliesStages(x) => self.allies_stages(me, x, source, log),
                Effect::LoseLifeCardsPer(x) => self.lose_life_cards_per(me, x, source, log),
                Effect::MustPass(m) => {
                    let p = who(m.player);
                    let flags = &mut self.state.player_mut(p).combat;
                    flags.must_pass = if m.all_remaining {
                        u32::MAX
                    } else {
                        flags.must_pass.saturating_add(1)
                    };
                    log.note(
                        self.cite(Rule::AttackPhases),
                        format!(
                            "{source}: {p} must pass in {}",
                            if m.all_remaining {
                                "every remaining Attack Phase of this Combat"
                            } else {
                                "its next Attack Phase"
                            }
                        ),
                    );
                }
                // "If successful, stops all energy attacks for the remainder of Combat": a stop
                // that floats, started by an effect rather than by defending.
                Effect::Stop(s) if s.rest_of_combat => {
                    self.float_stop(me, &s.kinds, &s.kinds, effects, source);
                    log.note(
                        self.cite(Rule::FloatingEffects),
                        format!(
                            "{source}: every {} attack against {me} is stopped for the remainder of Combat",
                            words(&s.kinds)
                        ),
                    );
                }
                Effect::SkipAttackPhase(w) => {
                    let p = who(*w);
                    self.state.player_mut(p).combat.skip_next += 1;
                    log.note(
                        self.cite(Rule::SkippingAttackPhases),
                        format!("{source}: {p} skips its next Attack Phase"),
                    );
                }
                Effect::EndCombat => {
                    self.end_combat = true;
                    log.note(
                        self.cite(Rule::AttackPhases),
                        format!("{source}: Combat ends once this attack has resolved"),
                    );
                }
                Effect::RestOfCombat(v) => {
                    for e in v {
                        match e {
                            Effect::Stop(s) => {
                                self.float_stop(me, &s.kinds, &s.kinds, v, source);
                            }
                            Effect::Modify(_)
                            | Effect::YourAttacksCannotBePrevented
                            | Effect::EnduranceBonus(_)
                            | Effect::EnduranceGrant(_)
                            | Effect::NoEnduranceAgainst(_)
                            | Effect::DamageRemovedFromGame
                            | Effect::DragonBallsCannotBeCaptured => self
                                .state
                                .player_mut(me)
                                .combat
                                .floating
                                .push((e.clone(), source.to_string())),
                            other => log.judge.push(format!(
                                "judge resolves: {source} lasts the remainder of Combat: {other:?}"
                            )),
                        }
                    }
                    log.note(
                        self.cite(Rule::FloatingEffects),
                        format!("{source}: effects float for the remainder of Combat"),
                    );
                }
                // family: lasting
                Effect::Restrict(_)
                | Effect::CostModifier(_)
                | Effect::StopNext(_)
                | Effect::PreventLasting(_)
                | Effect::NextAttack(_) => {
                    self.lasting_apply(me, e, source, log);
                }
                Effect::Conditional(c) => {
                    // Conditions and effects are named in the scenario format's vocabulary
                    // (docs/scenario-format.md), as `card` shows them.
                    let condition = serde_json::to_string(&c.condition).unwrap_or_default();
                    if let Some(why) = self.undecided(me, &c.condition) {
                        log.judge.push(format!(
                            "judge resolves: {source}: {why}; its effects {} wait for that choice",
                            crate::engine::effects::as_json(&c.effects)
                        ));
                    } else if self.holds(me, &c.condition) {
                        log.notes
                            .push(format!("{source}: the condition {condition} holds"));
                        n += self.apply_effects(me, &c.effects, source, log)?;
                    } else {
                        log.notes.push(format!(
                            "{source}: the condition {condition} does not hold; its effects are not used"
                        ));
                    }
                }
                // ----- piles family -----
                Effect::Search(s) => {
                    // optional family: a "you may" search answers "If you do" too.
                    self.may_search(me, s)?;
                    self.search(me, s, source, log)?
                }
                Effect::ShuffleLifeDeck(w) => self.shuffle_life_deck(who(*w), source, log),
                // ----- attached family -----
                Effect::Attach(a) => self.attach_effect(me, a, source, log),
                Effect::DiscardAttached(d) => self.discard_attached(me, d, source, log),
                // ----- levels family -----
                Effect::LowerLevel(_)
                | Effect::LowerLevelTo(_)
                | Effect::AngerPer(_)
                | Effect::SenseiRemoved(_)
                | Effect::DragonBallsToLifeDeck(_)
                | Effect::HighestStageOf(_) => self.levels_effect(me, e, source, log)?,
                // ----- optional family -----
                Effect::May(v) => self.may_effect(me, v, source, log)?,
                // ----- state changes family -----
                Effect::SetStage(s) => {
                    let p = who(s.player);
                    let by = i64::from(s.to) - i64::from(self.state.player(p).mp.stage);
                    let by = by.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                    levels::change_stages(&mut self.state, &self.rules, log, p, by)
                }
                Effect::NoMostPowerfulVictory(w) => {
                    let p = who(*w);
                    self.state.player_mut(p).game.no_most_powerful_victory =
                        Some(source.to_string());
                    log.note(
                        self.cite(Rule::MostPowerfulVictory),
                        format!(
                            "{source}: {p} cannot win by the Most Powerful Personality Victory"
                        ),
                    );
                }
                // ----- floating family -----
                Effect::AttacksFloating(_)
                | Effect::AngerCannotRise(_)
                | Effect::CapLasting(_)
                | Effect::EachAttackPhase(_)
                | Effect::OnEndurance(_) => {
                    self.floating_apply(me, e, source, log)?;
                }
                // ----- cards_moved family -----
                Effect::LifeDeckDiscardPer(l) => self.life_deck_discard_per(me, l, source, log),
                Effect::DiscardDownTo(d) => self.discard_down_to(me, d, source, log)?,
                // ----- condition_phrases family -----
                Effect::PerformerStages(by) => self.performer_stages(me, *by, source, log),
                Effect::PersonalitiesStages(p) => self.personalities_stages(me, p, source, log),
                // ----- in_play_targets family -----
                Effect::AlliesSetStage(x) => self.allies_set_stage(me, x, source, log),
                // ----- piles_chosen family -----
                Effect::AnyCards(a) => self.any_cards(me, a, source, log)?,
                Effect::AllDrillsToLifeDecks => self.all_drills_to_life_decks(source, log),
                Effect::HandRedraw(h) => self.hand_redraw(me, h, source, log),
                // ----- stages family -----
                Effect::AngerPerCopy(_)
                | Effect::LowerToPerformerStages
                | Effect::ChosenPersonalityStages(_)
                | Effect::LoseLifeCardsMinusAnger(_)
                | Effect::AtEndOfCombat(_)
                | Effect::MovePerAnger(_) => self.stages_apply(me, e, source, log)?,
                // ----- lasting_rules family -----
                Effect::RestrictMore(_)
                | Effect::FloatingTrigger(_)
                | Effect::AttacksFloatingPer(_) => {
                    self.lasting_rules_apply(me, e, source, log);
                }
                // ----- timing family -----
                Effect::AlliesCannotTakeControl(w) => {
                    self.timing_no_ally_control(me, *w, source, log)
                }
                Effect::AttackingPersonalityHighestStage => {
                    self.timing_attacking_personality_highest(source, log)
                }
                // ----- stops family -----
                Effect::PurRaise(n) => self.pur_raise(me, *n, source, log),
                Effect::PurRaiseLevel => self.pur_raise_level(me, source, log),
                // ----- against_alignment family -----
                Effect::StopsAgainst(_) | Effect::PreventAgainst(_) => {
                    self.against_alignment_apply(me, e, source, log)
                }
                Effect::PowerStagesUpTo(most) => self.stages_up_to(me, *most, source, log)?,
                Effect::DiscardAllyStagesLost(per) => {
                    self.discard_ally_stages_lost(me, *per, source, log)
                }
                Effect::DrillsUpToOpponents => self.drills_up_to_opponents(me, source, log)?,
                // ----- drill_events family -----
                Effect::StagesPerLifeCardReceived(per) => {
                    self.stages_per_life_card_received(me, *per, source, log)
                }
                // ----- attack_text family -----
                Effect::AngerUpTo(most) => self.anger_up_to(me, *most, source, log)?,
                // drill_limits family: an Either of a triggered effect is chosen by its `use`.
                Effect::Either(v) => {
                    n += self.limits_either(me, v, source, log)?;
                    continue;
                }
                Effect::ShuffleDiscardPile(w) => self.limits_shuffle_discard(who(*w), source, log),
                // ----- prevention_choice family -----
                Effect::PreventEitherChosen(_) | Effect::LookAtTop(_) => {
                    self.prevention_choice_apply(me, e, source, log)?;
                }
                // ----- search_top family -----
                Effect::SearchTop(_) | Effect::RemainingToLifeDeckBottom => {
                    self.search_top_apply(me, e, source, log)?;
                }
                _ => continue,
            }
            n += 1;
        }
        Ok(n)
    }

    /// Attack keywords the card gives under a condition ("If performed against a Majin, this
    /// is a focused attack"), read when the defender defends: the personality defending is
    /// known then (step 4 has passed).
    pub(in crate::engine) fn conditional_keywords(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        use super::effects::Keyword;
        let me = self.pos.attacker;
        let Some(att) = self.attack.as_ref() else {
            return;
        };
        let mut given = Vec::new();
        for e in &att.effects {
            let Effect::Conditional(c) = e else { continue };
            let keywords: Vec<Keyword> = c
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::Keyword(k) => Some(*k),
                    _ => None,
                })
                .collect();
            if keywords.is_empty() {
                continue;
            }
            if let Some(why) = self.undecided(me, &c.condition) {
                log.judge
                    .push(format!("judge resolves: {}: {why}", att.name));
            } else if self.holds(me, &c.condition) {
                given.extend(keywords);
            }
        }
        let name = att.name.clone();
        let mut lines = Vec::new();
        let Some(spec) = self.attack.as_mut().and_then(|a| a.attack.as_mut()) else {
            return;
        };
        for k in given {
            let (rule, word) = match k {
                Keyword::Focused => {
                    spec.focused = true;
                    (Rule::Focused, "a focused attack")
                }
                Keyword::CannotBeStopped => {
                    spec.cannot_be_stopped = true;
                    (
                        Rule::StoppingUnstoppable,
                        "an attack that cannot be stopped",
                    )
                }
                Keyword::CannotBePrevented => {
                    spec.cannot_be_prevented = true;
                    (
                        Rule::DamagePrevention,
                        "an attack whose damage cannot be prevented",
                    )
                }
            };
            lines.push((
                rule,
                format!("{name}: its condition holds, so it is {word}"),
            ));
        }
        for (rule, line) in lines {
            log.note(self.cite(rule), line.clone());
            account.push(line);
        }
    }

    /// Whether a card's condition holds for `me` now.
    pub(in crate::engine) fn holds(
        &self,
        me: PlayerId,
        condition: &super::effects::Condition,
    ) -> bool {
        use super::effects::Condition;
        let matches = |a: &str, b: &str| {
            let (a, b) = (a.to_lowercase(), b.to_lowercase());
            !b.is_empty() && (a.contains(&b) || b.contains(&a))
        };
        let who = |w: super::effects::Who| match w {
            super::effects::Who::You => me,
            super::effects::Who::Opponent => me.other(),
        };
        match condition {
            Condition::TokuiWaza => self.state.player(me).tokui_waza.is_some(),
            Condition::TokuiWazaAgainst(style) => {
                self.state.player(me).tokui_waza.is_some()
                    && self
                        .state
                        .player(me.other())
                        .tokui_waza
                        .as_deref()
                        .is_some_and(|t| matches(t, style))
            }
            Condition::Against(who) => {
                let def = self
                    .state
                    .personality_def(self.state.controller(me.other()));
                is_what(def, who) || matches(def.personality_name(), who)
            }
            Condition::OpponentDeclared(style) => self
                .state
                .player(me.other())
                .tokui_waza
                .as_deref()
                .is_some_and(|t| matches(t, style)),
            Condition::TokuiWazaOpponentNone => {
                self.state.player(me).tokui_waza.is_some()
                    && self.state.player(me.other()).tokui_waza.is_none()
            }
            Condition::PerformedBy(names) => {
                let p = self
                    .state
                    .personality_def(self.state.controller(me))
                    .personality_name()
                    .to_string();
                let def = self.state.personality_def(self.state.controller(me));
                names.iter().any(|n| matches(&p, n) || is_what(def, n))
            }
            Condition::OpponentHasAlly => !self.state.player(me.other()).allies.is_empty(),
            // Attach family: "If at least 3 cards in your hand are Red Style cards".
            Condition::HandStyleAtLeast(h) => {
                let f = super::effects::CardFilter {
                    style: Some(h.style.clone()),
                    ..Default::default()
                };
                let n = self
                    .state
                    .player(me)
                    .hand
                    .iter()
                    .filter(|&&c| piles::qualifies(self.state.def(c), &f, false))
                    .count();
                n as u32 >= h.n
            }
            Condition::InPlay(name) => PlayerId::BOTH.iter().any(|&p| {
                let pl = self.state.player(p);
                std::iter::once(&pl.mp)
                    .chain(pl.allies.iter())
                    .any(|x| matches(self.state.personality_def(x).personality_name(), name))
                    || pl
                        .in_play
                        .non_combat
                        .iter()
                        .chain(pl.in_play.drills.iter())
                        .chain(pl.in_play.dragon_balls.iter())
                        .any(|&c| self.state.name(c).eq_ignore_ascii_case(name))
            }),
            Condition::NoTokuiWaza => self.state.player(me).tokui_waza.is_none(),
            Condition::MainPersonalityIs(w) => {
                let def = self
                    .state
                    .personality_def(&self.state.player(who(w.player)).mp);
                is_what(def, &w.is) || matches(def.personality_name(), &w.is)
            }
            Condition::HigherPowerRating(c) => {
                matches!(
                    self.compare_ratings(me, c),
                    Some(std::cmp::Ordering::Greater)
                )
            }
            Condition::AngerBetween(r) => {
                let a = self.state.player(who(r.player)).anger;
                r.min <= a && a <= r.max
            }
            Condition::NoneInPlay(n) => {
                let pl = self.state.player(who(n.player));
                match n.kind.as_str() {
                    "drills" => pl.in_play.drills.is_empty(),
                    "battleground" => pl.in_play.battleground.is_none(),
                    "non_combat" => {
                        pl.in_play.non_combat.is_empty() && pl.in_play.drills.is_empty()
                    }
                    _ => pl.allies.is_empty(),
                }
            }
            Condition::LevelAtLeast(l) => {
                let mp = &self.state.player(who(l.player)).mp;
                self.state
                    .personality_def(mp)
                    .level
                    .is_some_and(|lv| lv >= l.min)
            }
            Condition::AnyInPlay(names) => names
                .iter()
                .any(|n| self.holds(me, &Condition::InPlay(n.clone()))),
            Condition::All(v) => v.iter().all(|c| self.holds(me, c)),
            Condition::Any(v) => v.iter().any(|c| self.holds(me, c)),
            Condition::Not(c) => !self.holds(me, c),
            Condition::InDiscardPile(n) => self
                .state
                .player(me)
                .discard
                .iter()
                .any(|&c| self.state.name(c).eq_ignore_ascii_case(n)),
            Condition::StagesBetween(r) => {
                let s = self.state.player(who(r.player)).mp.stage;
                r.min <= s && s <= r.max
            }
            Condition::PerformedByAlly => {
                matches!(self.state.player(me).control, Controller::Ally(_))
            }
            Condition::AttackTitleHas(t) => self.attack.as_ref().is_some_and(|a| {
                matches!(a.source, Source::Hand(_) | Source::InPlay(_))
                    && a.name.to_lowercase().contains(&t.to_lowercase())
            }),
            Condition::LifeDeckAtMost(l) => self.state.player(who(l.player)).life_deck.len() <= l.n,
            Condition::PerformerTitleHas(t) => self
                .state
                .personality_def(self.state.controller(me))
                .name
                .to_lowercase()
                .contains(&t.to_lowercase()),
            Condition::HighestRatingBelow(n) => self
                .state
                .personality_def(&self.state.player(me).mp)
                .ladder
                .iter()
                .filter_map(|r| match r {
                    PowerRating::Rating(x) => Some(*x),
                    PowerRating::Z => None,
                })
                .max()
                .is_some_and(|top| top < *n),
            Condition::OpponentPlayedCard => self.state.player(me.other()).combat.cards_played > 0,
            // levels family
            Condition::DragonBallsAtLeast(d) => {
                self.state.player(who(d.player)).in_play.dragon_balls.len() as u32 >= d.n
            }
            // stops family: "a Dragon Ball 7 from any Dragon Ball set", either table.
            Condition::DragonBallNumberInPlay(n) => self.dragon_ball_number_in_play(*n).is_some(),
            // optional family
            Condition::YouDid => self.you_did(me),
            // in_play_targets family
            Condition::InPlayAtLeast(x) => self.in_play_at_least(me, x),
            // piles_chosen family
            Condition::Piles(c) => self.pile_condition(me, c),
            // ----- timing family -----
            Condition::YouDeclared(style) => self
                .state
                .player(me)
                .tokui_waza
                .as_deref()
                .is_some_and(|t| matches(t, style)),
            // ----- conditions round 5 -----
            Condition::RatingTimes(t) => self
                .rating_pair(me, t.higher, t.lower)
                .is_some_and(|(h, l)| h >= l.saturating_mul(t.times)),
            Condition::SuccessfulThisCombat => self
                .state
                .player(me)
                .combat
                .successful_attacks
                .iter()
                .any(|&n| n > 0),
            Condition::PerformerRatingBelow(n) => matches!(
                self.state.rating(self.state.controller(me)),
                Some(PowerRating::Rating(r)) if r < *n
            ),
        }
    }

    /// Compares the power ratings a condition names: `None` when either rating is unknown or
    /// "Z" (CRD "Z Power Stages": the player using the card chooses the effect; the judge
    /// asks).
    pub(in crate::engine) fn compare_ratings(
        &self,
        me: PlayerId,
        c: &super::effects::RatingComparison,
    ) -> Option<std::cmp::Ordering> {
        let (h, l) = self.rating_pair(me, c.higher, c.lower)?;
        Some(h.cmp(&l))
    }

    /// The current numeric power ratings of two personalities: `None` when either is unknown
    /// or "Z".
    pub(in crate::engine) fn rating_pair(
        &self,
        me: PlayerId,
        higher: super::effects::Side,
        lower: super::effects::Side,
    ) -> Option<(u64, u64)> {
        use super::effects::Side;
        let rating = |s: Side| {
            let p = match s {
                Side::YourController => self.state.controller(me),
                Side::YourMainPersonality => &self.state.player(me).mp,
                Side::OpponentController => self.state.controller(me.other()),
                Side::OpponentMainPersonality => &self.state.player(me.other()).mp,
            };
            match self.state.rating(p) {
                Some(PowerRating::Rating(n)) => Some(n),
                _ => None,
            }
        };
        Some((rating(higher)?, rating(lower)?))
    }

    /// Why a condition cannot be decided by the engine, if it cannot (a "Z" power rating).
    pub(in crate::engine) fn undecided(
        &self,
        me: PlayerId,
        condition: &super::effects::Condition,
    ) -> Option<String> {
        use super::effects::Condition;
        match condition {
            Condition::HigherPowerRating(c) if self.compare_ratings(me, c).is_none() => Some(
                "a power rating compared is \"Z\" or not on the ladder: the player using the card chooses the effect (CRD \"Z Power Stages\")".to_string(),
            ),
            Condition::RatingTimes(t) if self.rating_pair(me, t.higher, t.lower).is_none() => Some(
                "a power rating compared is \"Z\" or not on the ladder: the player using the card chooses the effect (CRD \"Z Power Stages\")".to_string(),
            ),
            Condition::PerformerRatingBelow(_)
                if !matches!(
                    self.state.rating(self.state.controller(me)),
                    Some(PowerRating::Rating(_))
                ) =>
            {
                Some("the performer's power rating is \"Z\" or not on the ladder: the player using the card chooses the effect (CRD \"Z Power Stages\")".to_string())
            }
            Condition::All(v) | Condition::Any(v) => v.iter().find_map(|c| self.undecided(me, c)),
            Condition::Not(c) => self.undecided(me, c),
            _ => None,
        }
    }

    /// "X only": refuses a card whose restriction the performer plainly fails (Heroes /
    /// Villains with a known alignment); other restrictions the engine cannot check are shown
    /// to the judge.
    pub(in crate::engine) fn check_only(
        &self,
        me: PlayerId,
        name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) -> Result<()> {
        for e in effects {
            let Effect::Only(names) = e else { continue };
            let def = self.state.personality_def(self.state.controller(me));
            let person = def.personality_name().to_string();
            let alignment = def.alignment.clone().unwrap_or_default().to_lowercase();
            let mut decided = false;
            let mut ok = false;
            for n in names {
                let l = n.to_lowercase();
                if l == "heroes" || l == "hero" || l == "villains" || l == "villain" {
                    if !alignment.is_empty() {
                        decided = true;
                        ok |= alignment.starts_with(&l[..4]);
                    }
                } else if def.groups.iter().any(|g| g.eq_ignore_ascii_case(n))
                    || person.to_lowercase().contains(&l)
                {
                    decided = true;
                    ok = true;
                }
            }
            if ok {
                log.notes.push(format!(
                    "{name} is {} only: {person} may use it",
                    names.join(", ")
                ));
            } else if decided
                && names.iter().all(|n| {
                    ["heroes", "hero", "villains", "villain"].contains(&n.to_lowercase().as_str())
                })
            {
                return Err(EngineError::Illegal(format!(
                    "{name} is {} only: {person} ({}) cannot use it",
                    names.join(", "),
                    def.alignment.clone().unwrap_or_default()
                )));
            } else {
                log.judge.push(format!(
                    "judge checks: {name} is {} only; {person} is in control of Combat",
                    names.join(", ")
                ));
            }
        }
        Ok(())
    }

    /// Moves cards between one player's piles (not damage; fewer if the pile has fewer).
    pub(in crate::engine) fn move_cards(
        &mut self,
        p: PlayerId,
        m: &super::effects::MoveCards,
        log: &mut Log,
    ) {
        use super::effects::Pile;
        let mut moved = Vec::new();
        let count = if m.all { u32::MAX } else { m.count };
        for _ in 0..count {
            let pl = self.state.player_mut(p);
            let card = match m.from {
                Pile::DiscardTop | Pile::DiscardBottom => {
                    // drill_limits family: a shuffled discard pile has no known ends.
                    if pl.discard.len() > 1 {
                        self.limits_discard_end_taken(p, log);
                    }
                    let pl = self.state.player_mut(p);
                    if m.from == Pile::DiscardTop {
                        pl.discard.pop()
                    } else {
                        (!pl.discard.is_empty()).then(|| pl.discard.remove(0))
                    }
                }
                Pile::LifeDeckTop | Pile::LifeDeckBottom => {
                    let end = if m.from == Pile::LifeDeckTop {
                        DeckEnd::Top
                    } else {
                        DeckEnd::Bottom
                    };
                    let (card, note) = self.state.take_life_card(p, end);
                    log.judge.extend(note);
                    card
                }
                Pile::Hand | Pile::RemovedFromGame | Pile::LifeDeckShuffled => None,
            };
            let Some(c) = card else { break };
            let pl = self.state.player_mut(p);
            match m.to {
                Pile::Hand => pl.hand.push(c),
                Pile::LifeDeckTop => pl.life_deck.known.insert(0, c),
                Pile::LifeDeckBottom => pl.life_deck.bottom.push(c),
                Pile::DiscardTop => pl.discard.push(c),
                Pile::DiscardBottom => pl.discard.insert(0, c),
                Pile::RemovedFromGame => pl.removed.push(c),
                // Shuffled in below (piles family).
                Pile::LifeDeckShuffled => pl.life_deck.known.push(c),
            }
            moved.push(self.state.name(c).to_string());
        }
        if !m.all && (moved.len() as u32) < m.count {
            log.cite(self.cite(Rule::DoWhatYouCan));
        }
        if m.to == Pile::RemovedFromGame {
            log.cite(self.cite(Rule::RemoveFromGame));
        }
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{p} moves {} card(s) from {:?} to {:?}: {}",
                moved.len(),
                m.from,
                m.to,
                if moved.is_empty() {
                    "none".into()
                } else {
                    moved.join(", ")
                }
            ),
        );
        if m.to == Pile::LifeDeckShuffled {
            self.shuffle_life_deck(p, "the effect", log);
        }
        if matches!(m.from, Pile::LifeDeckTop | Pile::LifeDeckBottom) {
            damage::check_survival(&self.state, &self.rules, log, p);
        }
    }

    /// "Capture a Dragon Ball" as a card effect: the attacker's `capture` choice.
    pub(in crate::engine) fn capture_effect(&mut self, me: PlayerId, source: &str, log: &mut Log) {
        let cite = self.cite(Rule::LifeCardCapture);
        let choice = self
            .attack
            .as_ref()
            .filter(|_| me == self.pos.attacker)
            .and_then(|a| a.action.capture.clone());
        let Some(name) = choice else {
            log.note(
                cite,
                format!("{source}: {me} may capture a Dragon Ball and names none (`capture`)"),
            );
            return;
        };
        match self.find_dragon_ball(me.other(), &name) {
            Some(db) => self.capture(me, db, log, cite),
            None => log.note(
                cite,
                format!(
                    "{source}: {name} is not a Dragon Ball {} has in play; nothing is captured",
                    me.other()
                ),
            ),
        }
    }

    // ----- step 4 -----------------------------------------------------------------------

    pub(in crate::engine) fn control_of_combat(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let defender = self.pos.attacker.other();
        // An Ally stays in control only while the Main Personality is at its bottom 2 stages.
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            if pl.control != Controller::MainPersonality && pl.mp.stage > 1 {
                self.state.player_mut(p).control = Controller::MainPersonality;
                log.note(
                    self.cite(Rule::AlliesTakingOver),
                    format!("{p}'s Main Personality is above its bottom 2 power stages: it takes control of Combat again"),
                );
            }
        }
        if let Some(a) = self.peek().cloned() {
            if a.player == defender && a.verb == Verb::Control {
                let name = a.personality.clone().unwrap_or_default();
                self.check_ally_control(defender, &name, log)?;
                self.take_action();
                self.set_control(defender, &name);
                log.note(
                    self.cite(Rule::AlliesTakingOver),
                    format!("{defender} announces {name} in control of Combat"),
                );
            }
        }
        let can = self.state.player(defender).mp.stage <= 1
            && !self.state.player(defender).allies.is_empty();
        if !can {
            log.cite(self.cite(Rule::AlliesTakingOver));
        }
        account.push(format!(
            "{} is in control of Combat for {defender}{}",
            self.state.controller_name(defender),
            if can {
                ""
            } else {
                " (no Ally can take over: the Main Personality is above 1 or there is no Ally)"
            }
        ));
        Ok(Flow::Next)
    }

    // ----- step 5 -----------------------------------------------------------------------

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
            log.note(
                self.cite(Rule::FinalPhysicalAttack),
                format!("{defender} performed a Final Physical Attack this Combat: {defender} cannot defend"),
            );
            if let Some(a) = self.peek().cloned() {
                if a.player == defender && a.verb == Verb::Take {
                    self.take_action();
                    self.set_defender_action(a);
                }
            }
            account.push(format!("{defender} cannot defend and takes the attack"));
            return Ok(Flow::Next);
        }
        let Some(action) = self.peek().cloned() else {
            return Err(EngineError::Internal("no action at the defend step".into()));
        };
        if action.player != defender {
            return Err(EngineError::Script {
                expected: format!("{defender} to defend or take the attack"),
                found: action.describe(),
            });
        }
        let defence = match action.verb {
            Verb::Take => None,
            Verb::Play => {
                let c = self.find_in(defender, &action, |pl| &pl.hand, "in the hand")?;
                let def = self.state.def(c);
                Some(Defence {
                    source: Source::Hand(c),
                    name: def.name.clone(),
                    effects: def.effects.clone(),
                })
            }
            // drill_events family: a Drill in play used to stop the attack, with its cost.
            Verb::Use if self.drill_stop_named(defender, &action).is_some() => {
                let Some((c, stop)) = self.drill_stop_named(defender, &action) else {
                    return Err(EngineError::Internal("drill stop without its Drill".into()));
                };
                Some(self.drill_stop_defence(defender, &action, c, &stop)?)
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
                let who = self.state.controller(defender).clone();
                let Some(c) = self.state.level_card(&who) else {
                    return Err(EngineError::Illegal(format!(
                        "{defender} has no personality in control of Combat"
                    )));
                };
                let def = self.state.def(c);
                let effects = def
                    .effects
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
                    name: format!("{}'s power", def.name),
                    effects,
                })
            }
            _ => {
                return Err(EngineError::Script {
                    expected: format!("{defender} to defend or take the attack"),
                    found: action.describe(),
                })
            }
        };
        // A stop or prevention the card gives under a condition ("If you declared a Tokui-Waza,
        // this card stops a physical or energy attack instead") counts when the condition holds
        // for the defender now.
        let mut defence = defence;
        // attack_text family: the alternative the defender chose, in place of the alternatives.
        let mut action = action;
        if let Some(d) = defence.as_mut() {
            let effects = std::mem::take(&mut d.effects);
            let (effects, chosen) = self.attack_text_either(action, &d.name, effects, log)?;
            d.effects = effects;
            action = chosen;
        }
        // errata family: a card used only right after the opponent pays an attack's costs.
        if let Some(d) = &defence {
            self.errata_refuse_out_of_window(&d.name, &d.effects)?;
            // lasting_rules family: "your opponent cannot use Ally card powers".
            if let Source::Power(_) = d.source {
                self.remainder_check_power(defender, &d.name)?;
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
        // stops family: stops of a Majin's attacks only, stop capabilities under a condition.
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
                log.note(
                    self.cite(Rule::Defending),
                    format!(
                        "{} cannot be stopped, prevented or reduced by Main Personality powers: {} does not defend against it",
                        att.name, d.name
                    ),
                );
            }
        }
        // family: lasting
        if let Some(d) = &defence {
            if let Source::Hand(c) | Source::InPlay(c) = d.source {
                // CRD "\"_____ only\" Cards": the personality in control of Combat must fit.
                self.check_only(defender, &d.name, &d.effects, log)?;
                self.check_restrictions(defender, Some(c), &d.name, None, false)?;
                // lasting_rules family: "Cards that end Combat ... cannot be used".
                self.remainder_check_card(defender, Some(c), &d.name, log)?;
            }
            // in_play_targets family: "X must be in play to play this card".
            self.check_requires(defender, &d.name, &d.effects, log)?;
            // ----- timing family -----
            self.timing_check_play(defender, &d.name, &d.effects, log)?;
        }
        // "Your opponent may not use Energy Combat cards to stop this attack."
        if let (Some(d), Source::Hand(c)) = (
            &defence,
            defence
                .as_ref()
                .map_or(Source::FinalPhysicalAttack, |d| d.source),
        ) {
            let card_type = self.state.def(c).card_type.clone();
            let forbidden = att.effects.iter().any(|e| {
                matches!(e, Effect::NotStoppedByCardType(t) if t.eq_ignore_ascii_case(&card_type))
            });
            if forbidden && d.effects.iter().any(|e| matches!(e, Effect::Stop(_))) {
                return Err(EngineError::Illegal(format!(
                    "{} cannot be stopped with {card_type} cards: {} cannot be used to stop it",
                    att.name, d.name
                )));
            }
        }
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
        if let Some(to) = &action.redirect_to {
            let Some(slot) = self.redirect_slot(defender, to) else {
                return Err(EngineError::Illegal(format!(
                    "{to} cannot take redirected damage: it must be one of {defender}'s personalities in play not in control of Combat"
                )));
            };
            // drills family: "... cannot be redirected to Allies".
            if matches!(slot, Controller::Ally(_)) {
                self.check_redirect_to_ally(defender, to, spec.kind)?;
                // lasting_rules family: "your opponent cannot redirect damage to Allies".
                self.remainder_check_redirect(defender, to)?;
            }
        }
        // Valid: commit.
        self.take_action();
        self.set_defender_action(action.clone());
        log.cite(self.cite(Rule::Defending));
        match &defence {
            None => account.push(format!("{defender} takes the attack")),
            Some(d) => {
                if let Source::Hand(c) | Source::InPlay(c) = d.source {
                    // drill_events family: a Drill used to stop the attack stays in play.
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
                account.push(format!("{defender} defends with {}", d.name));
                // lasting_rules family: "whenever your opponent uses a Physical Combat card".
                if let Source::Hand(c) | Source::InPlay(c) = d.source {
                    let t = self.state.def(c).card_type.clone();
                    self.remainder_card_used(defender, Some(&t), log)?;
                }
                // drill_events family: the cost of a Drill used to stop the attack.
                self.drill_stop_pay(defender, d, &action, log);
                if let Some((cost, _)) = &defence_cost {
                    let paid = self.pay(defender, cost, &action, log);
                    if !paid.is_empty() {
                        log.note(
                            self.cite(Rule::CardCosts),
                            format!("{defender} pays {} for {}", paid.join(" and "), d.name),
                        );
                    }
                }
                let stops: Vec<&super::effects::Stop> = d
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
                    if spec.cannot_be_stopped && !d.effects.contains(&Effect::StopsUnstoppable) {
                        log.note(
                            self.cite(Rule::StoppingUnstoppable),
                            format!("the attack cannot be stopped: {} is used for its other effects only", d.name),
                        );
                    } else if spec.focused && both && !d.effects.contains(&Effect::StopsFocused) {
                        log.note(
                            self.cite(Rule::Focused),
                            format!("the attack is Focused: {} stops both physical and energy attacks, so it cannot stop it", d.name),
                        );
                    } else if let Some(a) = self.attack.as_mut() {
                        a.stopped_by = Some(d.name.clone());
                        account.push(format!("{} stops the {} attack", d.name, spec.kind.word()));
                        if spec.cannot_be_stopped {
                            log.note(
                                self.cite(Rule::StoppingUnstoppable),
                                format!("{} can stop attacks that cannot be stopped", d.name),
                            );
                        }
                        if d.effects.contains(&Effect::StopsSameKindRestOfCombat) {
                            self.float_stop(
                                defender,
                                &[spec.kind],
                                &stop.kinds,
                                &d.effects,
                                &d.name,
                            );
                            log.note(
                                self.cite(Rule::FloatingEffects),
                                format!(
                                    "{} stopped {} attack: it stops every {} attack for the remainder of Combat",
                                    d.name,
                                    spec.kind.article_word(),
                                    spec.kind.word()
                                ),
                            );
                        }
                    }
                }
            }
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
                log.note(
                    self.cite(Rule::Focused),
                    format!("the attack is Focused: {src} stops both physical and energy attacks for the remainder of Combat, so it cannot stop it"),
                );
            }
            if let Some(src) = floating {
                log.note(
                    self.cite(Rule::FloatingEffects),
                    format!(
                        "{src} stops all {} attacks against {defender} for the rest of Combat",
                        spec.kind.word()
                    ),
                );
                if let Some(a) = self.attack.as_mut() {
                    a.stopped_by = Some(src);
                }
            }
        }
        // against_alignment family: floating stops of the attacks against an alignment.
        if floating_allowed
            && self.attack.as_ref().is_some_and(|a| a.stopped_by.is_none())
            && !spec.cannot_be_stopped
        {
            if let Some(src) = self.stop_against_group(&spec, log) {
                account.push(format!(
                    "{src}'s floating effect stops the {} attack",
                    spec.kind.word()
                ));
                if let Some(a) = self.attack.as_mut() {
                    a.stopped_by = Some(src);
                }
            }
        }
        // family: lasting — a floating stop used once ("stops the next physical attack ...").
        if floating_allowed && self.attack.as_ref().is_some_and(|a| a.stopped_by.is_none()) {
            if let Some(src) = self.lasting_stop(defender, &spec, log) {
                account.push(format!(
                    "{src}'s floating effect stops the {} attack",
                    spec.kind.word()
                ));
                if let Some(a) = self.attack.as_mut() {
                    a.stopped_by = Some(src);
                }
            }
        }
        Ok(Flow::Next)
    }

    pub(in crate::engine) fn set_defender_action(&mut self, a: Action) {
        if let Some(att) = self.attack.as_mut() {
            att.defender_action = Some(a);
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
            account.push(format!("{defender} used no card: no secondary effects"));
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
        account.push(format!("{n} secondary effect(s) of {} resolved", d.name));
        // The defence card is discarded after use unless it says otherwise.
        if let (Source::InPlay(_), true) = (d.source, Battle::is_drill_stop(&d)) {
            // drill_events family: a Drill used to stop the attack stays in play.
            log.cite(self.cite(Rule::DrillCards));
            account.push(format!("{} stays in play (a Drill)", d.name));
            // drill_events family: an energy attack card played with it is put away.
            self.drill_stop_put_away(defender, &d, att.defender_action.as_ref(), log, account);
        } else if let Source::Hand(c) | Source::InPlay(c) = d.source {
            let where_ = self.put_away(defender, c, &d.effects, log);
            account.push(format!("{} {where_}", d.name));
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
        // Attach family: an attached card stays attached instead of going anywhere after use.
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
        // stops family: which Dragon Ball decides between discard and removal.
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
        // stops family: "If this card stopped a focused attack, it stays on the table ...".
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
        let pl = self.state.player_mut(player);
        if let Some(a) = after {
            pl.life_deck.bottom.push(card);
            return match a {
                super::effects::AfterUse::BottomOfLifeDeck => {
                    "is placed at the bottom of the Life Deck after use"
                }
                super::effects::AfterUse::ShuffleIntoLifeDeck => {
                    pl.life_deck.shuffle();
                    log.cite(self.rules.cite(Rule::Shuffling));
                    "is shuffled into the Life Deck after use (no card in it has a known place any more)"
                }
            };
        }
        if effects.contains(&Effect::RemoveFromGameAfterUse) {
            pl.removed.push(card);
            log.cite(self.rules.cite(Rule::RemoveFromGame));
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

    // ----- step 7 -----------------------------------------------------------------------

    pub(in crate::engine) fn defense_shields(
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
        if let Some(by) = &att.stopped_by {
            account.push(format!(
                "the attack was stopped by {by}: no Defense Shield is needed"
            ));
            return Ok(Flow::Next);
        }
        if att.effects.contains(&Effect::NotStoppedByFloatingOrShields) {
            account.push(format!("{} cannot be stopped by Defense Shields", att.name));
            return Ok(Flow::Next);
        }
        // lasting_rules family: "your opponent cannot use Defense Shields".
        if let Some(src) = self.remainder_shields_blocked(defender, log) {
            account.push(format!("{defender} cannot use Defense Shields ({src})"));
            return Ok(Flow::Next);
        }
        let pl = self.state.player(defender);
        // Defense Shields on Non-Combat cards and on Drills in play ("Majin Defense Drill").
        let shields: Vec<(CardId, Vec<Effect>)> = pl
            .in_play
            .non_combat
            .iter()
            .chain(pl.in_play.drills.iter())
            .copied()
            .filter(|c| !pl.combat.shields_used.contains(c))
            .filter_map(|c| {
                let effects = &self.state.def(c).effects;
                effects
                    .iter()
                    .any(|e| matches!(e, Effect::DefenseShield(k) if k.contains(&spec.kind) || k.is_empty()))
                    .then(|| (c, effects.clone()))
            })
            .collect();
        if shields.is_empty() {
            account.push(format!(
                "{defender} has no Defense Shield for {} attack",
                spec.kind.article_word()
            ));
            return Ok(Flow::Next);
        }
        if spec.focused || spec.cannot_be_stopped {
            let why = if spec.focused {
                "Focused"
            } else {
                "cannot be stopped"
            };
            for (c, _) in &shields {
                self.state.player_mut(defender).combat.shields_used.push(*c);
            }
            let names: Vec<String> = shields
                .iter()
                .map(|(c, _)| self.state.name(*c).to_string())
                .collect();
            log.note(
                self.cite(Rule::Focused),
                format!(
                    "the attack {why}: {} may not stop it but is considered used",
                    names.join(", ")
                ),
            );
            for (c, effects) in &shields {
                if effects.contains(&Effect::RemoveFromGameAfterUse) {
                    log.judge.push(format!(
                        "judge resolves: {} is considered \"used\" (Battle Sequence step 7); the document does not say whether its \"Remove from the game after use\" applies when it stopped nothing",
                        self.state.name(*c)
                    ));
                }
            }
            account.push(format!("Defense Shields cannot stop the attack ({why})"));
            return Ok(Flow::Next);
        }
        let Some((shield, effects)) = shields.into_iter().next() else {
            return Ok(Flow::Next);
        };
        let name = self.state.name(shield).to_string();
        self.state
            .player_mut(defender)
            .combat
            .shields_used
            .push(shield);
        if let Some(a) = self.attack.as_mut() {
            a.stopped_by = Some(name.clone());
        }
        let where_ = if effects.contains(&Effect::RemoveFromGameAfterUse) {
            self.state.take_from_zones(shield);
            self.state.player_mut(defender).removed.push(shield);
            log.cite(self.cite(Rule::RemoveFromGame));
            "; it is removed from the game after use"
        } else {
            ""
        };
        account.push(format!(
            "{name}'s Defense Shield stops the {} attack{where_}",
            spec.kind.word()
        ));
        Ok(Flow::Next)
    }

    // ----- step 8 -----------------------------------------------------------------------

    pub(in crate::engine) fn success(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        if let Some(by) = &att.stopped_by {
            account.push(format!(
                "the attack was stopped by {by}: it is not successful"
            ));
            // "If stopped, ...": the attack's effects for being stopped, used now that its
            // success is determined.
            let stopped: Vec<Effect> = att
                .effects
                .iter()
                .filter_map(|e| match e {
                    Effect::IfStopped(v) => Some(v.clone()),
                    _ => None,
                })
                .flatten()
                .collect();
            if !stopped.is_empty() {
                log.cite(self.cite(Rule::SecondaryEffects));
                let n = self.apply_effects(self.pos.attacker, &stopped, &att.name, log)?;
                account.push(format!(
                    "{n} \"If stopped\" effect(s) of {} resolved",
                    att.name
                ));
            }
            // drills family: "Whenever you stop an attack", "Whenever your opponent stops 1 of
            // your attacks".
            if log.victory.is_none() {
                self.stop_triggers(log, account);
            }
            // lasting_rules family: "if your opponent stops a physical attack ...".
            if log.victory.is_none() {
                self.remainder_success_triggers(log)?;
            }
            // ----- timing family -----
            if log.victory.is_none() {
                self.timing_window(false, log, account)?;
            }
            return Ok(Flow::JumpTo(StepKind::Dispose));
        }
        let Some(att) = self.attack.as_mut() else {
            return Ok(Flow::EndAttack);
        };
        att.successful = true;
        account.push(
            "the attack was not stopped: it is successful (even if it deals no damage)".into(),
        );
        // drills family: "All successful physical attacks you perform ... before damage is dealt".
        self.before_damage_triggers(log, account);
        // lasting_rules family: "every successful physical attack performed against you".
        if log.victory.is_none() {
            self.remainder_success_triggers(log)?;
        }
        // ----- timing family -----
        if log.victory.is_none() {
            self.timing_window(true, log, account)?;
        }
        Ok(Flow::Next)
    }

    // ----- step 9 -----------------------------------------------------------------------

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
        // Damage stated per unit counted ("1 power stage of damage for each ..."): counted now.
        let per = att.effects.iter().find_map(|e| match e {
            Effect::DamagePer(p) => Some(p),
            _ => None,
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
                Err(count::Uncounted(why)) => {
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
                account.push(format!("Base Damage is the damage stated on the card: {d}"));
                d
            }
            (None, AttackKind::Energy) => {
                let d = self.rules.energy_default_damage;
                account.push(format!(
                    "the energy attack states no damage: Base Damage is {d}"
                ));
                log.cite(self.cite(Rule::CardCosts));
                d
            }
            (None, AttackKind::Physical) => {
                let a = self.state.controller(me).clone();
                let d = self.state.controller(defender).clone();
                let (Some(ar), Some(dr)) = (self.state.rating(&a), self.state.rating(&d)) else {
                    return Err(EngineError::Illegal(
                        "a personality's stage is past the top of its ladder: no power rating to compare".into(),
                    ));
                };
                let table = self.rules.pat_table.table();
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
                log.notes.push(format!(
                    "PAT: {} ({}) against {} ({}): {}",
                    self.state.personality_def(&a).name,
                    ar,
                    self.state.personality_def(&d).name,
                    dr,
                    result.account
                ));
                account.push(format!(
                    "Base Damage from the Physical Attack Table: {} power stages",
                    result.value
                ));
                Damage::power_stages(result.value)
            }
        };
        // "does N ... of damage instead" (under its condition, if any) replaces the Base Damage.
        let instead = att.effects.iter().find_map(|e| match e {
            Effect::DamageInstead(d) => Some(*d),
            Effect::Conditional(c) if self.holds(me, &c.condition) => {
                c.effects.iter().find_map(|e| match e {
                    Effect::DamageInstead(d) => Some(*d),
                    _ => None,
                })
            }
            _ => None,
        });
        if let Some(d) = instead {
            log.notes.push(format!("{} does {d} instead", att.name));
            account.push(format!(
                "{} states its damage instead: Base Damage is {d}",
                att.name
            ));
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
        let pl = self.state.player(me);
        for &c in pl.in_play.drills.iter().chain(pl.in_play.non_combat.iter()) {
            for e in &self.state.def(c).effects {
                if let Effect::Multiply(m) = e {
                    multipliers.push((*m, self.state.name(c).to_string()));
                }
            }
        }
        if let Some((m, src)) = multipliers.first() {
            base = Damage {
                power_stages: base.power_stages * m,
                life_cards: base.life_cards * m,
            };
            log.note(
                self.cite(Rule::Multiplying),
                format!("{src} multiplies the Base Damage by {m}: {base}"),
            );
            if multipliers.len() > 1 {
                log.note(
                    self.cite(Rule::Multiplying),
                    format!(
                        "only one multiplier is used: {} other multiplier(s) ignored",
                        multipliers.len() - 1
                    ),
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
        if let Some(a) = self.attack.as_mut() {
            a.base = base;
            a.damage = base;
        }
        Ok(Flow::Next)
    }

    // ----- step 10 ----------------------------------------------------------------------

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
            account.push(format!("no modifiers: damage stays {}", att.base));
            return Ok(Flow::Next);
        }
        let mut mods: Vec<(i32, i32, String)> = Vec::new();
        let applies =
            |m: &super::effects::Modifier| m.kinds.is_empty() || m.kinds.contains(&spec.kind);
        // "... this attack does +5 power stages of damage instead": under its condition it
        // replaces the card's own modifiers.
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
        for e in &att.effects {
            if let Effect::Modify(m) = e {
                if instead.is_none() && m.scope == Scope::ThisAttack && applies(m) {
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
                    if s == scope && applies(m) {
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
        for p in [me, defender] {
            let pl = self.state.player(p);
            for &c in pl.in_play.drills.iter() {
                let d = self.state.def(c);
                for e in &d.effects {
                    if let Effect::Manual(sentence) = e {
                        log.judge.push(format!(
                            "judge resolves: {sentence} ({}, a Drill {p} has in play)",
                            d.name
                        ));
                    }
                }
            }
        }
        mods.extend(self.counted_modifiers(me, &att, spec.kind, log));
        // family: lasting — "the next attack you perform this Combat does +N".
        let next = self.lasting_modifiers(me);
        if !next.is_empty() {
            log.cite(self.cite(Rule::NextAttack));
            mods.extend(next);
        }
        // Attach family: "while attached" modifiers.
        mods.extend(self.attached_modifiers(me, spec.kind, log));
        // floating family: rules for the attacks named, for the remainder of Combat.
        mods.extend(self.floating_modifiers(me, log));
        // lasting_rules family: floating modifiers counted per unit.
        mods.extend(self.remainder_modifiers(me, log));
        if att.empower_bonus > 0 {
            mods.push((
                0,
                att.empower_bonus as i32,
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
                            if let Some(r) = &self.state.def(c).text_source {
                                log.cite_ruling(r);
                            }
                        }
                    }
                }
            }
        }
        // ----- errata family: "reduce the damage ... by 1 power stage or 1 life card" -----
        let reductions = self.errata_reductions(defender, att.base, &mods, log);
        if !reductions.is_empty() {
            from_cards = true;
            mods.extend(reductions);
        }
        if mods.is_empty() {
            account.push(format!("no modifiers: damage stays {}", att.base));
            // Attach family: a "maximum" damage from an attached card.
            self.attached_cap(me, spec.kind, log);
            return Ok(Flow::Next);
        }
        let mut ps = i64::from(att.base.power_stages);
        let mut lc = i64::from(att.base.life_cards);
        for (p, l, src) in &mods {
            ps += i64::from(*p);
            lc += i64::from(*l);
            let mut parts = Vec::new();
            if *p != 0 {
                parts.push(format!("{p:+} power stages"));
            }
            if *l != 0 {
                parts.push(format!("{l:+} life cards"));
            }
            log.notes.push(format!("{src}: {}", parts.join(", ")));
            if (*p > 0 && att.base.power_stages == 0) || (*l > 0 && att.base.life_cards == 0) {
                log.note(
                    self.cite(Rule::ModifiedDamage),
                    format!("{src}'s modifier is added even though the Base Damage has none of that kind"),
                );
            }
        }
        log.cite(self.cite(Rule::ModifiedDamage));
        if from_cards {
            log.cite(self.cite(Rule::DrillCards));
        }
        let damage = Damage {
            power_stages: ps.max(0) as u32,
            life_cards: lc.max(0) as u32,
        };
        if ps < 0 || lc < 0 {
            log.notes.push("reductions stop at a minimum of 0".into());
        }
        account.push(format!("Base Damage {} with modifiers: {damage}", att.base));
        if let Some(a) = self.attack.as_mut() {
            a.damage = damage;
        }
        // Attach family: a "maximum" damage from an attached card.
        self.attached_cap(me, spec.kind, log);
        Ok(Flow::Next)
    }

    // ----- step 11 ----------------------------------------------------------------------

    pub(in crate::engine) fn ally_capture(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let defender = me.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let cite = self.cite(Rule::PersonalityCapture);
        let pl = self.state.player(me);
        let Controller::Ally(_) = pl.control else {
            account.push(
                "no Ally is in control of Combat for the attacker: no Personality Capture".into(),
            );
            log.cite(cite);
            return Ok(Flow::Next);
        };
        let ally = self
            .state
            .personality_def(self.state.controller(me))
            .personality_name()
            .to_string();
        if !self
            .rules
            .capturing_allies
            .iter()
            .any(|a| a.eq_ignore_ascii_case(&ally))
        {
            account.push(format!(
                "{ally} is not one of the Allies the Personality Capture Rule lists"
            ));
            log.cite(cite);
            return Ok(Flow::Next);
        }
        if att.damage.life_cards == 0 {
            account.push(format!(
                "{ally} may capture only when the attack does life cards of damage"
            ));
            log.cite(cite);
            return Ok(Flow::Next);
        }
        let Some(db_name) = att.action.ally_capture.clone() else {
            account.push(format!("{ally} may capture a Dragon Ball instead of dealing life cards; {me} chooses damage"));
            log.cite(cite);
            return Ok(Flow::Next);
        };
        let Some(db) = self.find_dragon_ball(defender, &db_name) else {
            account.push(format!(
                "{db_name} is no longer in play: {ally} deals damage instead"
            ));
            log.cite(cite);
            return Ok(Flow::Next);
        };
        self.capture(me, db, log, cite);
        if let Some(a) = self.attack.as_mut() {
            a.ally_captured = true;
            a.damage.life_cards = 0;
        }
        account.push(format!(
            "{ally} captures {db_name} instead of dealing life cards of damage"
        ));
        Ok(Flow::Next)
    }

    pub(in crate::engine) fn find_dragon_ball(
        &self,
        owner: PlayerId,
        name: &str,
    ) -> Option<CardId> {
        self.state
            .player(owner)
            .in_play
            .dragon_balls
            .iter()
            .copied()
            .find(|&c| self.state.name(c).eq_ignore_ascii_case(name))
    }

    pub(in crate::engine) fn capture(
        &mut self,
        me: PlayerId,
        db: CardId,
        log: &mut Log,
        cite: super::citations::Citation,
    ) {
        let name = self.state.name(db).to_string();
        // "Dragon Balls you control may not be captured while this Drill is in play."
        let owner = me.other();
        let protector = self
            .state
            .player(owner)
            .in_play
            .drills
            .iter()
            .chain(self.state.player(owner).in_play.non_combat.iter())
            .find(|&&c| {
                self.state
                    .def(c)
                    .effects
                    .contains(&Effect::DragonBallsCannotBeCaptured)
            })
            .copied();
        // family: lasting — "your Dragon Balls cannot be captured for the remainder of Combat".
        if let Some(by) = self.lasting_protects_dragon_balls(owner) {
            if self.state.player(owner).in_play.dragon_balls.contains(&db) {
                log.note(
                    self.cite(Rule::FloatingEffects),
                    format!("{me} cannot capture {name}: {by}'s floating effect protects {owner}'s Dragon Balls"),
                );
                return;
            }
        }
        if let Some(c) = protector {
            if self.state.player(owner).in_play.dragon_balls.contains(&db) {
                let by = self.state.name(c).to_string();
                if let Some(r) = &self.state.def(c).text_source {
                    log.cite_ruling(r);
                }
                log.note(
                    cite,
                    format!("{me} cannot capture {name}: {by} is in play for {owner}"),
                );
                return;
            }
        }
        self.state.take_from_zones(db);
        self.state.player_mut(me).in_play.dragon_balls.push(db);
        log.note(cite, format!("{me} captures {name}"));
        if !self.state.def(db).effects.is_empty() {
            log.judge.push(format!(
                "judge resolves: {me} chooses to use all or none of {name}'s powers"
            ));
        }
        // Dragon Ball Victory by capture waits for the start of the next turn.
        let set = self.state.def(db).dragon_ball_set().to_string();
        let count = self
            .state
            .player(me)
            .in_play
            .dragon_balls
            .iter()
            .filter(|&&c| self.state.def(c).dragon_ball_set() == set)
            .count();
        if count >= 7 {
            log.note(
                self.cite(Rule::DragonBallVictory),
                format!("{me} controls 7 {set} Dragon Balls by capture: {me} wins at the start of its next turn if it still controls them"),
            );
            log.pending_dragon_ball_victory = Some(me);
        }
    }

    // ----- step 12 ----------------------------------------------------------------------

    pub(in crate::engine) fn power_stage_damage(
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
        let mut amount = att.damage.power_stages;
        if amount == 0 {
            account.push("the attack deals no power stages of damage".into());
            return Ok(Flow::Next);
        }
        let (prevent, cap) = self.defences(&spec, &att, log);
        amount = self.prevent(log, amount, prevent.power_stages, "power stage(s)");
        if let Some(c) = cap.power_stages {
            if amount > c {
                log.note(
                    self.cite(Rule::DamageCaps),
                    format!("the cap of {c} power stage(s) applies while dealing: {amount} -> {c}"),
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
                    log.note(
                        self.cite(Rule::AlliesAndDamage),
                        format!("{defender} redirects all {amount} power stage(s) of this attack to {to}"),
                    );
                }
                None => log.note(
                    self.cite(Rule::AlliesAndDamage),
                    format!("{to} can no longer take redirected damage (it is in control of Combat or left play): the redirect does not happen"),
                ),
            }
        }
        if amount > 0 {
            if let Some(a) = self.attack.as_mut() {
                a.damage_received = true;
            }
        }
        let left =
            damage::deal_power_stages(&mut self.state, &self.rules, log, defender, target, amount);
        account.push(format!(
            "{amount} power stage(s) of damage dealt to {}",
            self.state
                .personality_def(self.state.personality(defender, target))
                .name
        ));
        if left > 0 {
            let mut lc = left;
            if let Some(c) = cap.life_cards {
                if lc > c {
                    log.note(
                        self.cite(Rule::DamageCaps),
                        format!(
                            "the cap of {c} life card(s) applies to converted damage: {lc} -> {c}"
                        ),
                    );
                    lc = c;
                }
            }
            let mut endurance = self.endurance_use(&spec, &att);
            // life_card_to_hand family: the first life card of damage may be a converted one.
            if lc > 0 {
                endurance.to_hand_first = self.rest_first_to_hand(&att, log)?;
            }
            let dealt =
                damage::deal_life_cards(&mut self.state, &self.rules, log, defender, lc, endurance);
            if let Some(a) = self.attack.as_mut() {
                a.converted = lc;
                a.life_cards_discarded += dealt.discarded;
            }
            // floating family: "when you use Endurance".
            self.floating_on_endurance(defender, dealt.endurance_uses, log)?;
            account.push(format!(
                "{left} power stage(s) past 0 became {lc} life card(s) of damage"
            ));
        }
        // stops family: "If this attack deals damage to an Ally, that Ally is discarded."
        self.ally_damaged_leaves(&att.effects, defender, target, amount, &att.name, log);
        // ----- errata family: "for every 3 power stages of damage you receive" -----
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
        // Attach family: an attached card may keep the personality from having damage
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
            // Attach family: an attached card of the attacker's, its personality in control.
            || self.attached_unpreventable(self.pos.attacker).is_some()
    }

    pub(in crate::engine) fn endurance_use(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
    ) -> EnduranceUse {
        let attacker = self.pos.attacker;
        let defender = attacker.other();
        // Lasting effects on a player's cards in play and floating for the rest of Combat.
        let lasting = |p: PlayerId| -> Vec<(Effect, String)> {
            let pl = self.state.player(p);
            let mut v: Vec<(Effect, String)> = pl
                .in_play
                .drills
                .iter()
                .chain(pl.in_play.non_combat.iter())
                .flat_map(|&c| {
                    self.state
                        .def(c)
                        .effects
                        .iter()
                        .map(move |e| (e.clone(), self.state.name(c).to_string()))
                })
                .collect();
            v.extend(pl.combat.floating.iter().cloned());
            v
        };
        let mut bonus: Option<(u32, String)> = None;
        let mut grants = Vec::new();
        for (e, src) in lasting(defender) {
            match e {
                Effect::EnduranceBonus(b) => {
                    let (total, names) = bonus.take().unwrap_or((0, String::new()));
                    let names = if names.is_empty() {
                        src
                    } else {
                        format!("{names}, {src}")
                    };
                    bonus = Some((total + b, names));
                }
                Effect::EnduranceGrant(g) if g.kinds.is_empty() || g.kinds.contains(&spec.kind) => {
                    grants.push((g, src))
                }
                _ => {}
            }
        }
        let style = att
            .name
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_lowercase();
        let blocked = lasting(attacker)
            .into_iter()
            .chain(att.effects.iter().map(|e| (e.clone(), att.name.clone())))
            .find_map(|(e, src)| match e {
                Effect::NoEnduranceAgainst(None) => Some(src),
                Effect::NoEnduranceAgainst(Some(s)) if s.to_lowercase() == style => Some(src),
                _ => None,
            });
        let removed_instead = lasting(attacker)
            .into_iter()
            .chain(att.effects.iter().map(|e| (e.clone(), att.name.clone())))
            .chain(att.effects.iter().flat_map(|e| {
                match e {
                    Effect::Conditional(c) if self.holds(attacker, &c.condition) => c
                        .effects
                        .iter()
                        .map(|e| (e.clone(), att.name.clone()))
                        .collect::<Vec<_>>(),
                    _ => Vec::new(),
                }
            }))
            .find_map(|(e, src)| (e == Effect::DamageRemovedFromGame).then_some(src));
        EnduranceUse {
            chosen: att
                .defender_action
                .as_ref()
                .and_then(|a| a.endurance)
                .unwrap_or(false),
            preventable: !self.unpreventable(spec),
            bonus,
            grants,
            blocked,
            removed_instead,
            // life_card_to_hand family: set by the damage step.
            to_hand_first: None,
        }
    }

    /// The defence's prevention and cap that apply to this attack.
    pub(in crate::engine) fn defences(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> (Damage, super::effects::DamageCap) {
        let mut prevent = Damage::default();
        let mut cap = super::effects::DamageCap::default();
        // floating family: floating damage caps.
        self.floating_caps(&mut cap, log);
        // condition_phrases family: the attack's own cap.
        self.attack_own_cap(att, &mut cap, log);
        // family: lasting — floating prevention of the defender.
        let (ps, lc) = self.lasting_prevention(spec, log);
        // against_alignment family: floating prevention for the attacks against an alignment.
        let (gps, glc) = self.prevent_against_group(spec, log);
        prevent.power_stages = ps.saturating_add(gps);
        prevent.life_cards = lc.saturating_add(glc);
        // Drills in play that prevent damage from every attack against their owner, under their
        // condition if they have one ("If your opponent declared a Saiyan Tokui-Waza, prevent 4
        // power stages ... instead").
        let defender = self.pos.attacker.other();
        let pl = self.state.player(defender);
        for &c in pl.in_play.drills.iter() {
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
            if !p.kinds.is_empty() && !p.kinds.contains(&spec.kind) {
                continue;
            }
            let name = self.state.name(c).to_string();
            if self.unpreventable(spec) {
                log.note(
                    self.cite(Rule::DamagePrevention),
                    format!("the damage cannot be prevented: {name} prevents nothing"),
                );
                continue;
            }
            if spec.focused && (p.kinds.is_empty() || p.kinds.len() == 2) {
                log.note(
                    self.cite(Rule::Focused),
                    format!("the attack is Focused: {name} prevents damage from both kinds of attack, so it cannot prevent this"),
                );
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
        // drills family: the defender's Drills' caps.
        self.drill_caps(spec, &mut cap, log);
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
                    if self.unpreventable(spec) {
                        log.note(
                            self.cite(Rule::DamagePrevention),
                            format!(
                                "the damage cannot be prevented: {} prevents nothing",
                                d.name
                            ),
                        );
                        continue;
                    }
                    if spec.focused && both {
                        log.note(
                            self.cite(Rule::Focused),
                            format!(
                                "the attack is Focused: {} cannot prevent its damage",
                                d.name
                            ),
                        );
                        continue;
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
        log.note(
            self.cite(Rule::DamagePrevention),
            format!("{p} {unit} of damage prevented (prevention is not a modifier)"),
        );
        amount - p
    }

    // ----- step 13 ----------------------------------------------------------------------

    pub(in crate::engine) fn life_card_damage(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let flow = self.deal_life_card_damage(log, account)?;
        // "After receiving damage from ... attack" effects (triggers family).
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
            account.push(
                "the Ally captured a Dragon Ball instead of dealing life cards of damage".into(),
            );
            return Ok(Flow::Next);
        }
        if amount == 0 {
            account.push("the attack deals no life cards of damage".into());
            return Ok(Flow::Next);
        }
        let (prevent, cap) = self.defences(&spec, &att, log);
        amount = self.prevent(log, amount, prevent.life_cards, "life card(s)");
        if let Some(c) = cap.life_cards {
            let room = c.saturating_sub(att.converted);
            if amount > room {
                log.note(
                    self.cite(Rule::DamageCaps),
                    format!("the cap of {c} life card(s) applies while dealing ({} already dealt): {amount} -> {room}", att.converted),
                );
                amount = room;
            }
        }
        // "Once per Combat, you may take 1 less life card of damage" (triggers family).
        amount = self.take_less_triggers(&spec, amount, log, account);
        let mut endurance = self.endurance_use(&spec, &att);
        // life_card_to_hand family: "take the first life card of damage ... into your hand".
        if amount > 0 {
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
        if let Some(a) = self.attack.as_mut() {
            a.life_cards_discarded += dealt.discarded;
            a.damage_received |= dealt.discarded > 0;
        }
        // floating family: "when you use Endurance".
        self.floating_on_endurance(defender, dealt.endurance_uses, log)?;
        let mut line = format!(
            "{amount} life card(s) of damage dealt: {defender} discards {}",
            dealt.discarded
        );
        if dealt.prevented > 0 {
            line.push_str(&format!(", Endurance prevents {}", dealt.prevented));
        }
        account.push(line);
        Ok(Flow::Next)
    }

    // ----- step 14 ----------------------------------------------------------------------

    pub(in crate::engine) fn life_card_capture(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let defender = me.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let cite = self.cite(Rule::LifeCardCapture);
        let n = att.life_cards_discarded;
        if n < self.rules.capture_threshold {
            account.push(format!(
                "{n} life card(s) of damage discarded: fewer than {}, no capture",
                self.rules.capture_threshold
            ));
            return Ok(Flow::Next);
        }
        log.cite(cite);
        if self.state.player(defender).in_play.dragon_balls.is_empty() {
            account.push(format!("{n} life cards of damage discarded: {me} may capture a Dragon Ball, but {defender} has none in play"));
            return Ok(Flow::Next);
        }
        let Some(name) = att.action.capture.clone() else {
            account.push(format!("{n} life cards of damage discarded: {me} may capture a Dragon Ball and chooses not to"));
            return Ok(Flow::Next);
        };
        let Some(db) = self.find_dragon_ball(defender, &name) else {
            account.push(format!("{n} life cards of damage discarded: {me} chose {name}, which is no longer in play; no capture"));
            return Ok(Flow::Next);
        };
        self.capture(me, db, log, cite);
        account.push(format!(
            "{n} life cards of damage discarded: {me} captures {name}"
        ));
        Ok(Flow::Next)
    }

    // ----- step 15 (and the errata's 12 and 13) ------------------------------------------

    pub(in crate::engine) fn if_successful(
        &mut self,
        attacker_side: bool,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let (who, name, effects) = if attacker_side {
            (me, att.name.clone(), att.effects.clone())
        } else {
            match &att.defence {
                Some(d) => (me.other(), d.name.clone(), d.effects.clone()),
                None => {
                    account.push(format!("{} has no \"If successful\" effects", me.other()));
                    return Ok(Flow::Next);
                }
            }
        };
        let effects: Vec<Effect> = effects
            .iter()
            .filter_map(|e| match e {
                Effect::IfSuccessful(v) => Some(v.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        if effects.is_empty() || !att.successful {
            account.push(format!("{name} has no \"If successful\" effects to use"));
            if attacker_side {
                self.success_triggers(att.attack.as_ref(), att.successful, log, account);
            }
            return Ok(Flow::Next);
        }
        log.cite(self.cite(Rule::IfSuccessful));
        let n = self.apply_effects(who, &effects, &name, log)?;
        if n > 1 {
            log.notes.push(format!(
                "{who} decides the order of the {n} effects; the script uses the card's order"
            ));
        }
        account.push(format!(
            "{n} \"If successful\" effect(s) of {name} resolved"
        ));
        if attacker_side {
            self.success_triggers(att.attack.as_ref(), att.successful, log, account);
        }
        Ok(Flow::Next)
    }

    // ----- step 16 ----------------------------------------------------------------------

    pub(in crate::engine) fn dispose(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        match att.source {
            Source::Hand(c) => {
                let where_ = self.put_away(me, c, &att.effects, log);
                account.push(format!("{} {where_}", att.name));
            }
            // errata family: a Drill used in place of an attack stays in play.
            Source::InPlay(c) if self.state.player(me).in_play.drills.contains(&c) => {
                log.cite(self.cite(Rule::DrillCards));
                account.push(format!("{} stays in play (a Drill)", att.name));
            }
            Source::InPlay(c) => {
                let where_ = self.put_away(me, c, &att.effects, log);
                log.cite(self.cite(Rule::NonCombatCards));
                account.push(format!("{} {where_}", att.name));
            }
            Source::Power(_) => account.push(format!(
                "the personality stays in play after using {}",
                att.name
            )),
            Source::FinalPhysicalAttack => {
                account.push("the Final Physical Attack's cost was already discarded".into())
            }
        }
        log.cite(self.cite(Rule::AttackPhases));
        Ok(Flow::EndAttack)
    }
}

/// The effects of a list with "If successful" groups opened up (used in place of an attack).
pub(in crate::engine) fn flatten(effects: &[Effect]) -> Vec<Effect> {
    let mut out = Vec::new();
    for e in effects {
        match e {
            Effect::IfSuccessful(v) => out.extend(flatten(v)),
            other => out.push(other.clone()),
        }
    }
    out
}

/// The kinds of attack a defence can stop or prevent (empty: unrestricted).
pub(in crate::engine) fn defended_kinds(effects: &[Effect]) -> Vec<AttackKind> {
    let mut kinds = Vec::new();
    for e in effects {
        match e {
            Effect::Stop(s) => kinds.extend(s.kinds.iter().copied()),
            Effect::Prevent(p) if !p.kinds.is_empty() => kinds.extend(p.kinds.iter().copied()),
            Effect::Prevent(_) | Effect::DamageCap(_) => return Vec::new(),
            _ => {}
        }
    }
    kinds
}

pub(in crate::engine) fn words(kinds: &[AttackKind]) -> String {
    kinds
        .iter()
        .map(|k| k.word())
        .collect::<Vec<_>>()
        .join(" and ")
}

/// A battle with its history, for stepping forward and back.
#[derive(Debug, Clone)]
pub struct Walkthrough {
    history: Vec<Battle>,
    trace: Vec<TraceEvent>,
}

impl Walkthrough {
    /// Starts at this battle.
    pub fn new(battle: Battle) -> Walkthrough {
        Walkthrough {
            history: vec![battle],
            trace: Vec::new(),
        }
    }

    /// The current battle.
    pub fn current(&self) -> &Battle {
        // `history` is never empty: `new` pushes one and `back` keeps the first.
        &self.history[self.history.len() - 1]
    }

    /// The trace so far.
    pub fn trace(&self) -> &[TraceEvent] {
        &self.trace
    }

    /// Executes one step, keeping the previous state for [`Walkthrough::back`].
    pub fn step(&mut self) -> Result<StepResult> {
        // `next` is a copy, dropped if the step fails: no second copy to roll back to.
        let mut next = self.current().clone();
        let r = next.step_with(Rollback::Discard)?;
        if let StepResult::Executed { event } = &r {
            self.trace.push(event.clone());
            self.history.push(next);
        }
        Ok(r)
    }

    /// Goes back one step; false when at the start.
    pub fn back(&mut self) -> bool {
        if self.history.len() > 1 {
            self.history.pop();
            self.trace.pop();
            true
        } else {
            false
        }
    }

    /// Appends an action to the current battle's script.
    pub fn push_action(&mut self, action: Action) {
        let last = self.history.len() - 1;
        self.history[last].push_action(action);
    }
}

impl VictoryKind {
    /// A short name.
    pub fn name(self) -> &'static str {
        match self {
            VictoryKind::Survival => "Survival Victory",
            VictoryKind::DragonBall => "Dragon Ball Victory",
            VictoryKind::MostPowerfulPersonality => "Most Powerful Personality Victory",
        }
    }
}

/// True when a personality is `what`: its alignment (`Hero`, `Villain`) or one of its groups
/// (`Majin`, `Fused`, `Saiyan Heritage`, ...).
pub(in crate::engine) fn is_what(def: &CardDef, what: &str) -> bool {
    let w = what.trim_end_matches('s');
    def.alignment
        .as_deref()
        .is_some_and(|a| a.eq_ignore_ascii_case(w))
        || def.groups.iter().any(|g| g.eq_ignore_ascii_case(what))
}
