//! The Battle Sequence as explicit states, executed one step at a time.
//!
//! A [`Battle`] holds the board, the ruleset, the script of actions and its position: the Attack
//! Phase, whose phase it is, and the index of the ruleset step to execute next. [`Battle::step`]
//! executes exactly one numbered step (which runs the [`StepKind`]s the ruleset lists for it) and
//! returns its [`TraceEvent`]; errors leave the battle untouched (`rollback.rs`). The Attack Phase loop is the
//! sequence itself: after the last step the other player's Attack Phase begins, and two passes in
//! a row end Combat. A `Battle` clones cheaply, so undo is keeping the previous value
//! ([`Walkthrough`]).

use std::sync::Arc;

use serde::Serialize;

use super::action::Action;
use super::damage::Damage;
use super::effects::timing::end_of_combat_queue::WaitingForEndOfCombat;
use super::effects::timing::note_timing_resolve::NotePoint;
use super::effects::{AttackKind, AttackSpec, Effect};
use super::log::{Log, Victory, VictoryKind};
use super::ruleset::{Rule, Ruleset, StepKind};
use super::shared::{Recorded, Shared};
use super::state::{BoardState, CardDef, CardId, Controller, PlayerId};
use super::trace::{self, StepPlace, TraceEvent};
use super::{EngineError, Result};

// The anger block moved to the anger home (the cycle break); these paths still work.
pub use super::levels::{anger_change_blocked, AngerBlock};

// The Battle Sequence steps, grouped as the CRD groups them.
mod forbidden_choices;
mod steps;
// Concepts the steps share.
mod attack_style;
mod conditions;
mod control;
mod costs;
pub(in crate::engine) mod damage_taken;
mod dragon_balls;
pub(in crate::engine) mod drills_used_together;
mod endurance;
mod first_card_requirement;
mod implied_attack;
mod must_pass;
pub(in crate::engine) mod only;
pub(crate) mod play_legality;
mod power_level_errata;
mod resolution;
pub(in crate::engine) mod rollback;
mod search_top_memory;
mod undo_log;

use super::effects::victories::PostponedVictory;
pub(in crate::engine) use dragon_balls::{complete_set, dragon_balls_by_set};
pub(in crate::engine) use only::{acts_in_play, only_silenced};
pub(in crate::engine) use search_top_memory::SearchTopMemory;
pub(in crate::engine) use undo_log::{AttackWrite, SideWrite};
mod walkthrough;
pub use walkthrough::Walkthrough;

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
    /// A copy of an attack a card owed its player ("In your next attack phase, perform the exact
    /// same attack that this card stopped"): an extra card that disappears when it is finished
    /// (CRD 3.0.0 "Copying Cards"; `effects/attack/copies.rs`).
    Copy,
}

impl Source {
    /// The card it came from: the card played or used, or the power's level card.
    pub fn card(&self) -> Option<CardId> {
        match self {
            Source::Hand(c) | Source::InPlay(c) | Source::Power(c) => Some(*c),
            Source::FinalPhysicalAttack | Source::Copy => None,
        }
    }
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
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct AttackInProgress {
    /// The announced action (shared by the copies of the attack, as its effects are).
    pub action: Shared<Action>,
    /// Where it came from.
    pub source: Source,
    /// Its name (card or power).
    pub name: String,
    /// Its effects, after Empower deleted any text (shared by the copies of the attack in
    /// progress: a copy taken to write another field does not copy them).
    pub effects: Shared<Vec<Effect>>,
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
    pub defender_action: Option<Shared<Action>>,
    /// Life cards of damage actually discarded (converted ones included).
    pub life_cards_discarded: u32,
    /// Of those, the ones a card removed from the game instead of discarding them, and the ones
    /// a card placed in the hand instead: not discarded, so not counted for the Life Card
    /// Capture at step 14 ("he must actually discard the cards for damage").
    pub life_cards_removed_instead: u32,
    /// See `life_cards_removed_instead`.
    pub life_cards_to_hand_instead: u32,
    /// Life cards of damage dealt from converted power stages.
    pub converted: u32,
    /// An Ally captured a Dragon Ball instead of dealing life cards.
    pub ally_captured: bool,
    /// The defender received power stages or life cards of damage from it (steps 12-13).
    pub damage_received: bool,
    /// The defender's personality in control of Combat received damage from it: power stages
    /// not redirected to an Ally, or life cards ([`Condition::ControllerDamaged`]).
    ///
    /// [`Condition::ControllerDamaged`]: crate::engine::effects::Condition::ControllerDamaged
    pub controller_damaged: bool,
    /// Cards in play its own effects discarded or removed from the game ("for each card
    /// discarded this way", `amounts`: [`crate::engine::effects::Count::TakenThisWay`]).
    #[serde(skip_serializing_if = "crate::engine::effects::is_zero")]
    pub taken_this_way: u32,
    /// The card that stopped the effects of the defender's Combat card in this attack
    /// (`timing::combat_card_answers`): the defender may not play or use another card that can
    /// stop it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stop_cards_barred: Option<String>,
    /// The attack this one is a copy of (`effects/attack/copies.rs`, CRD 3.0.0 "Copying Cards").
    pub copy_of: Option<String>,
    /// The one personality an effect of this card chose (its player, and its name as "Named"
    /// reads it): what a later sentence's "that personality" names (Focusing's "Raise any
    /// personality in play to its highest power stage. The next energy attack that personality
    /// performs ..."; `levels::personality_levels_resolve`, `lasting::lasting_effects_resolve`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen_personality: Option<(crate::engine::state::PlayerId, String)>,
}

// Copied field by field, and refilled in place when a step's copy is written into the spare a
// step's undo record left (`StepUndo::release`).
crate::clone_reusing!(AttackInProgress {
    action,
    source,
    name,
    effects,
    attack,
    stopped_by,
    successful,
    base,
    damage,
    empower_bonus,
    defence,
    defender_action,
    life_cards_discarded,
    life_cards_removed_instead,
    life_cards_to_hand_instead,
    converted,
    ally_captured,
    damage_received,
    controller_damaged,
    taken_this_way,
    stop_cards_barred,
    copy_of,
    chosen_personality,
});

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
// Nearly every result is `Executed`, whose event holds its first citations in place
// (`Citations`): boxing it would allocate at every step what holding them in place saves.
#[allow(clippy::large_enum_variant)]
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
        /// What is expected (the Battle Sequence's two waits are fixed words, not written
        /// afresh at each wait).
        expected: std::borrow::Cow<'static, str>,
    },
    /// The battle is over.
    Finished {
        /// How.
        outcome: Outcome,
    },
}

/// What the attacker's wait at the declare step expects, by player (p1, p2).
const DECLARE_WAITS: [&str; 2] = [
    "p1 to attack, act in place of an attack, or pass",
    "p2 to attack, act in place of an attack, or pass",
];

/// What the defender's wait at the defend step expects, by player (p1, p2).
const DEFEND_WAITS: [&str; 2] = [
    "p1 to defend or take the attack",
    "p2 to defend or take the attack",
];

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
    pub(in crate::engine) attack: Option<Recorded<AttackInProgress>>,
    pub(in crate::engine) outcome: Option<Outcome>,
    pub(in crate::engine) pending_dragon_ball_victory: Option<PlayerId>,
    /// A victory a card postponed to the start of the winner's next turn
    /// (`effects/victories/victory_windows_resolve.rs`).
    pub(in crate::engine) postponed_victory: Option<PostponedVictory>,
    pub(in crate::engine) record_changes: bool,
    /// The trace's words (notes and account lines) are written; off for a caller that reads no
    /// trace ([`Battle::trace_words`]).
    pub(in crate::engine) words: bool,
    pub(in crate::engine) last_snapshot: Option<Arc<trace::Snapshot>>,
    pub(in crate::engine) end_combat: bool,
    /// Searches and piles: how many names of each player's `choose` the current attack's effects
    /// have taken (p1, p2).
    pub(in crate::engine) choices_taken: [usize; 2],
    /// Chosen cards moved: how many cards each player (p1, p2) held in the hand when the
    /// current attack was performed (step 1, the card played already out of the hand).
    pub(in crate::engine) hands_when_performed: [usize; 2],
    /// The Prepare Phase has yet to run (Triggered effects).
    pub(in crate::engine) prepare_pending: bool,
    /// "You may" effects: each player (p1, p2) used a "you may" effect of the card resolving
    /// this attack ("If you do").
    pub(in crate::engine) may_used: [bool; 2],
    /// Drills in play: the `choose` of each `use` action that decided a triggered effect, by
    /// card, and the names of the trigger being fired (its player, its `choose`).
    pub(in crate::engine) trigger_choose: Vec<(CardId, Vec<String>)>,
    pub(in crate::engine) firing: Option<(PlayerId, Vec<String>)>,
    /// The action placing a card outside an attack (a Dragon Ball played in the Non-Combat
    /// Step): its `may` and `capture`, read with `firing`'s `choose` while its effects resolve.
    pub(in crate::engine) placing: Option<crate::engine::action::Action>,
    /// A search in progress: the cards it placed into play (their player, the card), whose
    /// placement triggers wait for the search to finish (`effects/placements/`).
    pub(in crate::engine) placed_in_search: Option<Vec<(PlayerId, CardId)>>,
    /// Power stages: effects waiting for the end of Combat (their player, the effects,
    /// the card).
    pub(in crate::engine) end_of_combat: Vec<WaitingForEndOfCombat>,
    /// The end-of-Combat queue being used: whose choice (`choose`, `may`) decides its effects
    /// (`effects/timing/end_of_combat_queue.rs`); `None` outside it.
    pub(in crate::engine) end_of_combat_using: Option<(PlayerId, Vec<String>, Option<bool>)>,
    /// Search of the top cards: levels at the start of Combat, Blue Lunge's remaining cards,
    /// Trunks Effortless Drill declared.
    pub(in crate::engine) search_top: SearchTopMemory,
    /// This Combat is the Combat Step of a game run turn by turn (`turn::Game`): effects that
    /// outlast it are followed across turns, not only handed to the judge.
    pub(in crate::engine) in_turn: bool,
    /// Conditions [`Battle::holds`] could not decide, as judge lines, until the step's log takes
    /// them; and the lines already said, with their Attack Phase (each said once per Attack
    /// Phase; `battle/conditions.rs`).
    pub(in crate::engine) undecided_conditions: std::cell::RefCell<conditions::UndecidedConditions>,
    /// The cards the effect just resolved moved between piles, kept only when the next effect
    /// asks about "that card" (`piles::moved_card`); `None` otherwise.
    pub(in crate::engine) moved_cards: Option<Vec<crate::engine::state::CardId>>,
    /// Set while a condition is asked again without the Allies a player is considered to have
    /// (Ginyu Force, Mighty Mask, West City), to say when they decided it
    /// (`amounts::considered_allies`).
    pub(in crate::engine) considered_allies_set_aside:
        crate::engine::effects::amounts::considered_allies::ConsideredAlliesSetAside,
    /// The cards played this turn, when a game run turn by turn knows them (from its turn's
    /// Non-Combat Step on): a limit a turn is then decided, not handed to the judge
    /// (`prohibitions::play_limits_resolve`).
    pub(in crate::engine) turn_plays:
        Option<crate::engine::effects::prohibitions::play_limits_resolve::TurnPlays>,
    /// Buffers a Battle Sequence step fills and empties, kept from step to step so that
    /// filling them allocates nothing; read only within one step.
    pub(in crate::engine) step_buffers: StepBuffers,
}

/// Buffers reused from step to step ([`Battle::step_buffers`]). Not part of the battle's state:
/// what they hold between steps is never read, so they show as their name only and a failed
/// step may leave them as it likes.
#[derive(Clone, Default)]
pub(in crate::engine) struct StepBuffers {
    /// Both discard piles as the step found them, to see what it added
    /// (`placements::discard_pile_arrivals`).
    piles: crate::engine::effects::placements::discard_pile_arrivals_resolve::DiscardPiles,
    /// The step's log's citations ([`Log::cites`]), given back empty after its trace event.
    cites: Vec<crate::engine::citations::Citation>,
    /// The snapshot before the last step that changed the board, refilled as the snapshot after
    /// the next one (`trace::changes_since_into`).
    snapshot: Option<Arc<trace::Snapshot>>,
    /// The last attack, kept when its Attack Phase ended: the next attack declared is written
    /// into its allocation, and its spare refilled at that attack's first copy
    /// ([`Battle::attack_in`]).
    attack: Option<Recorded<AttackInProgress>>,
    /// The logged writes to the attack and its replacements in the step being executed, undone
    /// if it fails (`undo_log`); empty between steps.
    attack_log: undo_log::AttackLog,
    /// The logged writes to the sides of the step being executed, undone if it fails
    /// (`undo_log`); empty between steps.
    side_log: undo_log::SideLog,
}

impl std::fmt::Debug for StepBuffers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StepBuffers")
    }
}

impl Battle {
    /// A battle at the first step of the first Attack Phase of `attacker`.
    pub fn new(
        rules: Arc<Ruleset>,
        state: BoardState,
        attacker: PlayerId,
        script: Vec<Action>,
    ) -> Battle {
        let search_top = SearchTopMemory::new(&state);
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
            postponed_victory: None,
            record_changes: true,
            words: true,
            last_snapshot: None,
            end_combat: false,
            choices_taken: [0, 0],
            hands_when_performed: [0, 0],
            prepare_pending: false,
            may_used: [false, false],
            trigger_choose: Vec::new(),
            firing: None,
            placing: None,
            placed_in_search: None,
            end_of_combat: Vec::new(),
            end_of_combat_using: None,
            search_top,
            in_turn: false,
            undecided_conditions: Default::default(),
            moved_cards: None,
            considered_allies_set_aside: Default::default(),
            turn_plays: None,
            step_buffers: Default::default(),
        }
    }

    /// Turns the before/after state changes of trace events off (faster) or on (the default).
    pub fn record_changes(mut self, on: bool) -> Battle {
        self.record_changes = on;
        self
    }

    /// Turns the trace's words off or on (the default): with them off, a step's trace event
    /// keeps its step, citations, judge lines and state changes but its notes and account are
    /// not written, for a caller that reads no trace (the random-battle bench). What the battle
    /// decides is the same either way.
    pub fn trace_words(mut self, on: bool) -> Battle {
        self.words = on;
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

    /// A victory a card postponed to the start of the winner's next turn.
    pub fn postponed_victory(&self) -> Option<&PostponedVictory> {
        self.postponed_victory.as_ref()
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
            // The loser answering the victory with a card that may not answer it.
            if let Some(refused) = self.refused_victory_answer() {
                return Err(refused);
            }
            return Ok(StepResult::Finished {
                outcome: outcome.clone(),
            });
        }
        if self.prepare_pending {
            // Drill limits: a card a Caught Off Guard Drill names is not used.
            self.limits_check_next_action()?;
            let saved = match rollback {
                Rollback::Keep => Some(rollback::StepUndo::record(self)),
                Rollback::Discard => None,
            };
            let result = self.prepare_phase();
            // A success releases the record (the sides and the attack watched no more, the logs
            // emptied), a failure puts back what it recorded.
            if let Some(saved) = saved {
                match &result {
                    Ok(_) => saved.release(self),
                    Err(_) => saved.restore(self),
                }
            }
            return result;
        }
        // The ruleset is shared: the step is borrowed from it, not copied.
        let rules = Arc::clone(&self.rules);
        let Some(spec) = rules.steps.get(self.pos.step_index) else {
            return Err(EngineError::Internal("step index past the sequence".into()));
        };
        // Drill limits: the steps that take `play` and `use` actions refuse one naming a
        // card a Caught Off Guard Drill names, before anything changes.
        if spec
            .kinds
            .iter()
            .any(|k| matches!(k, StepKind::Declare | StepKind::Defend))
        {
            self.limits_check_next_action()?;
        }
        if let Some(wait) = self.waiting_for(&spec.kinds) {
            // "Use when needed" uses the script ends with are used before the step waits.
            let defends = spec.kinds.contains(&StepKind::Defend);
            if let Some(used) = self.when_needed_left_over(spec.number, defends, rollback)? {
                return Ok(used);
            }
            return Ok(wait);
        }
        let saved = match rollback {
            Rollback::Keep => self.record_if_fallible(&spec.kinds),
            Rollback::Discard => None,
        };
        let before = match (self.record_changes, self.last_snapshot.take()) {
            (false, _) => None,
            (true, Some(s)) => Some(s),
            (true, None) => Some(Arc::new(trace::snapshot(&self.state))),
        };
        let mut log = Log::with_words(self.words);
        log.cites = std::mem::take(&mut self.step_buffers.cites);
        log.cite(spec.cite);
        // Drill limits: named cards in play, said once at the first step.
        if self.pos.attack_phase == 1 && self.pos.step_index == 0 {
            self.limits_named_in_play(&mut log);
        }
        let mut account = Vec::new();
        // A card used as the opponent's anger reaches a level, armed for this step.
        if let Err(e) = self.arm_anger_answer(&spec.kinds) {
            if let Some(saved) = saved {
                saved.restore(self);
            }
            return Err(e);
        }
        let mut flow = Flow::Next;
        let pos = self.pos;
        // Attached cards: cards that leave when their personality reaches its highest stage.
        let watch = self.highest_stage_watch();
        // `placements`: the cards that go to a discard pile in this step (Dying Planet).
        // Copied into the battle's kept buffers (their allocations reused from step to step),
        // not into new ones.
        let mut discards_before = std::mem::take(&mut self.step_buffers.piles);
        self.discard_piles_into(&mut discards_before);
        // The step's kinds that ran: the first `ran` of them.
        let mut ran = 0;
        for kind in &spec.kinds {
            match self.exec(*kind, &mut log, &mut account) {
                Ok(Flow::Next) => ran += 1,
                Ok(f) => {
                    ran += 1;
                    flow = f;
                    break;
                }
                Err(e) => {
                    if let Some(saved) = saved {
                        saved.restore(self);
                    }
                    return Err(e);
                }
            }
        }
        // The judge's sentences of cards in play whose timing is what this step did.
        // A `use` the script gives now of a card whose own unread timing names this step is
        // accepted for the judge first (steps that read a player's action themselves excepted).
        for &kind in &spec.kinds[..ran] {
            // A Non-Combat card placed into play from the hand after taking damage (refused,
            // citing its ruling, when the attack dealt none).
            if kind == StepKind::LifeCardDamage
                && self.attack.as_deref().is_some_and(|a| a.attack.is_some())
            {
                let defender = self.pos.attacker.other();
                if let Err(e) = self.placed_after_damage(defender, &mut log, &mut account) {
                    if let Some(saved) = saved {
                        saved.restore(self);
                    }
                    return Err(e);
                }
            }
            if self.attack_reached(kind) {
                if !matches!(kind, StepKind::Declare | StepKind::Defend) {
                    for p in [self.pos.attacker.other(), self.pos.attacker] {
                        let used =
                            self.timed_uses(p, NotePoint::Step(kind), &mut log, &mut account);
                        if let Err(e) = used {
                            if let Some(saved) = saved {
                                saved.restore(self);
                            }
                            return Err(e);
                        }
                    }
                }
                self.notes_due(None, NotePoint::Step(kind), &mut log);
            }
        }
        self.settle_anger_answer(&mut log, &mut account);
        // Conditions the step could not decide, each said to the judge once.
        for line in self.take_undecided() {
            log.judge.push(line);
        }
        self.highest_stage_check(&watch, &mut log);
        // A step that sent no card to a discard pile has no arrivals, and arrivals no card in
        // play waits for have nothing to say: their moment is not written.
        let discards_changed = PlayerId::BOTH
            .into_iter()
            .zip(&discards_before)
            .any(|(p, was)| {
                let now = &self.state.player(p).discard;
                now.len() != was.len() || (!now.is_empty() && now != was)
            });
        if discards_changed && self.discard_pile_waited_for() {
            self.discard_pile_arrivals(
                &discards_before,
                &format!("at Battle Sequence step {} ({})", spec.number, spec.cite.id),
                &mut log,
            );
        }
        self.step_buffers.piles = discards_before;
        // ----- Errata wordings: "for every 3 power stages you lose" -----
        self.errata_stages_lost(&mut log);
        // Dragon Ball Victory: 7 Dragon Balls of a set in play (`dragon_balls.rs`).
        self.dragon_ball_victory_check(&mut log);
        if spec.kinds.contains(&StepKind::Declare) {
            self.attached_performs(&mut log);
        }
        // The window around a victory: the loser's card made for that moment.
        if let Err(e) = self.victory_window(&mut log, &mut account) {
            if let Some(saved) = saved {
                saved.restore(self);
            }
            return Err(e);
        }
        // The step succeeded: the sides it copied are kept for the next copy to refill.
        if let Some(saved) = saved {
            saved.release(self);
        }
        let changes = match before {
            Some(b) => {
                let (after, changes) =
                    trace::changes_since_into(b, &self.state, &mut self.step_buffers.snapshot);
                self.last_snapshot = Some(after);
                changes
            }
            None => Vec::new(),
        };
        let place = StepPlace {
            attack_phase: pos.attack_phase,
            attacker: pos.attacker,
            step: spec.number,
            turn: None,
        };
        // Without the trace's words (`Battle::trace_words`) the account is not written.
        let account = if log.words() {
            joined(account)
        } else {
            crate::engine::log::let_go(account);
            String::new()
        };
        let event = TraceEvent::of_step(place, &mut log, account, changes);
        log.cites.clear();
        self.step_buffers.cites = std::mem::take(&mut log.cites);
        if let Some(p) = log.pending_dragon_ball_victory {
            self.pending_dragon_ball_victory = Some(p);
        }
        let victory = log.victory.take();
        log.end();
        if let Some(v) = victory {
            self.outcome = Some(Outcome::Victory(v));
            return Ok(StepResult::Executed { event });
        }
        self.advance(flow);
        // ----- Power stages: effects waiting for the end of Combat -----
        let mut event = event;
        self.end_of_combat_effects(&mut event);
        if matches!(self.outcome, Some(Outcome::CombatEnded)) {
            for p in PlayerId::BOTH {
                self.state.player_mut(p).combat.life_cards_taken.clear();
            }
        }
        Ok(StepResult::Executed { event })
    }

    /// Steps that consume actions validate before they change anything, but record what they
    /// may change anyway ([`rollback::StepUndo`]) so a failure can never leave a half-executed
    /// step.
    pub(in crate::engine) fn record_if_fallible(
        &mut self,
        kinds: &[StepKind],
    ) -> Option<rollback::StepUndo> {
        // Step 13 refuses a spent "Once per Combat" use the script gives there.
        let use_next = self
            .peek()
            .is_some_and(|a| a.verb == crate::engine::action::Verb::Use);
        // Steps 12 and 13 ask the defender's `may` of a defence that takes the first life card
        // of damage into the hand (`piles::life_card_to_hand`), and refuse a script without it.
        // Asked only of those two steps (this runs at every step).
        let may_asked = || {
            self.attack
                .as_ref()
                .and_then(|a| a.defence.as_ref())
                .is_some_and(|d| {
                    d.effects
                        .contains(&crate::engine::effects::Effect::FirstLifeCardToHand)
                })
        };
        kinds
            .iter()
            .any(|k| {
                (use_next && *k == StepKind::LifeCardDamage)
                    || (matches!(k, StepKind::PowerStageDamage | StepKind::LifeCardDamage)
                        && may_asked())
                    || matches!(
                        k,
                        StepKind::Declare
                        | StepKind::Defend
                        | StepKind::ControlOfCombat
                        | StepKind::BaseDamage
                        // Effects that need a player's choice (Searches and piles).
                        | StepKind::AttackerSecondary
                        | StepKind::DefenderSecondary
                        | StepKind::Success
                        | StepKind::DefenderIfSuccessful
                        | StepKind::AttackerIfSuccessful
                    )
            })
            .then(|| rollback::StepUndo::record(self))
    }

    pub(in crate::engine) fn waiting_for(&self, kinds: &[StepKind]) -> Option<StepResult> {
        let attacker = self.pos.attacker;
        let defender = attacker.other();
        for kind in kinds {
            match kind {
                StepKind::Declare
                    if !self.state.player(attacker).combat.final_physical_attack
                        && self.state.player(attacker).combat.must_pass == 0
                        && self.peek_past_when_needed().is_none() =>
                {
                    return Some(StepResult::Waiting {
                        player: attacker,
                        expected: DECLARE_WAITS[attacker.index()].into(),
                    });
                }
                StepKind::Defend => {
                    let can_defend = !self.state.player(defender).combat.final_physical_attack;
                    if can_defend
                        && self.attack.as_ref().is_some_and(|a| a.attack.is_some())
                        && self.peek_past_when_needed().is_none()
                    {
                        return Some(StepResult::Waiting {
                            player: defender,
                            expected: DEFEND_WAITS[defender.index()].into(),
                        });
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The board as it is before an event that is not a Battle Sequence step (the Prepare Phase,
    /// a "Use when needed" use the script ends with), for its trace's changes; `None` when the
    /// battle records none.
    pub(in crate::engine) fn snapshot_before_event(&mut self) -> Option<Arc<trace::Snapshot>> {
        match (self.record_changes, self.last_snapshot.take()) {
            (false, _) => None,
            (true, Some(s)) => Some(s),
            (true, None) => Some(Arc::new(trace::snapshot(&self.state))),
        }
    }

    /// The changes since [`Battle::snapshot_before_event`]'s snapshot, the board kept as the next
    /// event's "before".
    pub(in crate::engine) fn changes_since_snapshot(
        &mut self,
        before: Option<Arc<trace::Snapshot>>,
    ) -> Vec<trace::StateChange> {
        let Some(b) = before else {
            return Vec::new();
        };
        let after = Arc::new(trace::snapshot(&self.state));
        let changes = trace::diff(&b, &after, &self.state);
        self.last_snapshot = Some(after);
        changes
    }

    pub(in crate::engine) fn peek(&self) -> Option<&Action> {
        self.script.get(self.next_action)
    }

    /// Marks the next action of the script used (callers read it with [`Battle::peek`] first;
    /// nothing is copied).
    pub(in crate::engine) fn take_action(&mut self) {
        if self.next_action < self.script.len() {
            self.next_action += 1;
        }
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
                self.replace_attack(None);
                self.pos.attacker = self.pos.attacker.other();
                self.pos.attack_phase = self.pos.attack_phase.saturating_add(1);
                self.pos.step_index = 0;
            }
        }
    }

    pub(in crate::engine) fn end_attack_phase(&mut self, passed: bool) {
        // Lasting effects
        self.lasting_end_attack_phase();
        // ----- Timing -----
        self.timing_end_attack_phase();
        // (Under a step's undo record the ended attack is kept by its log instead.)
        if let Some(ended) = self.replace_attack(None) {
            self.step_buffers.attack = Some(ended);
        }
        self.choices_taken = [0, 0];
        self.may_used = [false, false];
        self.pos.passes = if passed {
            self.pos.passes.saturating_add(1)
        } else {
            0
        };
        if self.pos.passes >= 2 || std::mem::take(&mut self.end_combat) {
            for p in PlayerId::BOTH {
                let pl = self.state.player_mut(p);
                pl.control = Controller::MainPersonality;
                // The record of damage taken is read once more by what waits for the end of
                // Combat (`damage_taken.rs`), then cleared.
                let taken = std::mem::take(&mut pl.combat.life_cards_taken);
                pl.combat = Default::default();
                pl.combat.life_cards_taken = taken;
            }
            self.outcome = Some(Outcome::CombatEnded);
            return;
        }
        self.pos.attacker = self.pos.attacker.other();
        self.pos.attack_phase = self.pos.attack_phase.saturating_add(1);
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

    /// The attack just declared, written into the last attack's allocation when no one else
    /// holds it (no new allocation, and the spare it left is refilled at the new attack's first
    /// copy for a step's undo record), else a new one.
    pub(in crate::engine) fn attack_in(
        &mut self,
        attack: AttackInProgress,
    ) -> Recorded<AttackInProgress> {
        if let Some(mut kept) = self.step_buffers.attack.take() {
            if let Some(slot) = kept.get_mut() {
                *slot = attack;
                return kept;
            }
        }
        Recorded::from(attack)
    }

    pub(in crate::engine) fn cite(&self, rule: Rule) -> super::citations::Citation {
        self.rules.cite(rule)
    }
}

/// A step's lines of account as its one-line account (`"; "` between them); a single line is
/// moved, not copied.
pub(in crate::engine) fn joined(mut account: Vec<String>) -> String {
    if account.is_empty() {
        String::new()
    } else if account.len() == 1 {
        account.pop().unwrap_or_default()
    } else {
        account.join("; ")
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

impl VictoryKind {
    /// A short name.
    pub fn name(self) -> &'static str {
        match self {
            VictoryKind::Survival => "Survival Victory",
            VictoryKind::DragonBall => "Dragon Ball Victory",
            VictoryKind::MostPowerfulPersonality => "Most Powerful Personality Victory",
            VictoryKind::CardEffect => "victory by a card's effect",
        }
    }
}

/// Whether a personality is `what`: its alignment (`Hero`, `Villain`) or one of its groups
/// (`Majin`, `Fused`, `Saiyan Heritage`, ...), read on `side` (a Rogue Main Personality is the
/// side its player declared: `BoardState::side_of`).
/// A group the CRD defines is read by the one identity function (`identity::fits_group`: the
/// Heritage lists, Celestial Fighters listed as Heroes, Majin titles, Fusions, a Rogue's declared
/// side); `Fit::Unclear` (an undeclared Rogue where the side decides) is the judge's.
pub(in crate::engine) fn what_fit(
    def: &CardDef,
    side: crate::engine::identity::Side<'_>,
    what: &str,
) -> crate::engine::identity::Fit {
    use crate::engine::identity::{fits_group, group, personality_name, Fit, Performer};
    if let Some(g) = group(what) {
        let name = personality_name(&def.name);
        return fits_group(
            Performer {
                def,
                name: &name,
                side,
            },
            g,
        );
    }
    let printed = def
        .alignment
        .as_deref()
        .is_some_and(|a| a.eq_ignore_ascii_case(what.trim_end_matches('s')));
    if printed || def.groups.iter().any(|g| g.eq_ignore_ascii_case(what)) {
        Fit::Yes(format!("{} has {what}", def.name))
    } else {
        Fit::No(format!("{} is not {what}", def.name))
    }
}

/// True when [`what_fit`] says it is.
pub(in crate::engine) fn is_what(
    def: &CardDef,
    side: crate::engine::identity::Side<'_>,
    what: &str,
) -> bool {
    matches!(
        what_fit(def, side, what),
        crate::engine::identity::Fit::Yes(_)
    )
}
