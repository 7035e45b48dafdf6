//! The Sequence of Play for One Complete Turn (CRD 3.0.0) as a driver above the Battle
//! Sequence: a [`Game`] runs the attacker's turn one turn step at a time (Draw, Non-Combat,
//! Power-Up, Declare, Combat, Discard, Rejuvenation, and the game's set-up before the first
//! turn), the Combat Step being the unchanged [`Battle`]; turns follow one another until a
//! victory, an error or an action the script does not give. The steps' numbers and citations
//! are the ruleset's data ([`crate::engine::ruleset::TurnRules`]).

mod begin_turn;
mod card_timing;
mod declare;
mod discard_step_changes;
mod dragon_ball_powers;
mod dragon_ball_sets;
mod draw;
mod durations;
mod end_of_turn;
mod end_of_turn_effects;
mod hand_discards;
mod next_turn;
mod non_combat;
mod power_up;
mod set_up;
mod start_of_turn_effects;
mod turn_spans;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::battle::{Battle, Outcome, StepResult};
use super::citations::{self as c, Citation};
use super::log::Log;
use super::ruleset::Ruleset;
use super::state::{BoardState, CardId, PlayerId};
use super::trace::{self, StepPlace, TraceEvent, TurnMark};
use super::Result;

/// A step of the Sequence of Play (and the game's set-up before the first turn).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnStepName {
    /// "How to Set Up a Game Step-by-Step": scouters and who goes first.
    #[serde(alias = "set-up", alias = "setup")]
    SetUp,
    /// 1) Draw Step.
    Draw,
    /// 2) Non-Combat Step.
    #[serde(alias = "non-combat")]
    NonCombat,
    /// 3) Power-Up Step.
    #[serde(alias = "power-up")]
    PowerUp,
    /// 4) Declare Step.
    Declare,
    /// 5) Combat Step: the Battle Sequence, entered at the Prepare Phase.
    Combat,
    /// 6) Discard Step.
    Discard,
    /// 7) Rejuvenation Step.
    Rejuvenation,
}

/// The turn steps in order, with the words a user may type for each.
const STEP_WORDS: &[(TurnStepName, &[&str])] = &[
    (TurnStepName::SetUp, &["set_up", "set-up", "setup"]),
    (TurnStepName::Draw, &["draw"]),
    (
        TurnStepName::NonCombat,
        &["non_combat", "non-combat", "noncombat"],
    ),
    (TurnStepName::PowerUp, &["power_up", "power-up", "powerup"]),
    (TurnStepName::Declare, &["declare"]),
    (TurnStepName::Combat, &["combat"]),
    (TurnStepName::Discard, &["discard"]),
    (TurnStepName::Rejuvenation, &["rejuvenation"]),
];

impl TurnStepName {
    /// The step's number in the Sequence of Play (0 for set-up).
    pub fn number(self) -> u32 {
        STEP_WORDS
            .iter()
            .position(|(s, _)| *s == self)
            .and_then(|i| u32::try_from(i).ok())
            .unwrap_or(0)
    }

    /// The step a user's word names (`draw`, `non-combat`, `power_up`, ...).
    pub fn parse(word: &str) -> Option<TurnStepName> {
        let w = word.trim().to_ascii_lowercase();
        let w = w
            .strip_suffix("_step")
            .or(w.strip_suffix("-step"))
            .unwrap_or(&w);
        STEP_WORDS
            .iter()
            .find(|(_, words)| words.contains(&w))
            .map(|(s, _)| *s)
    }

    /// The word the format writes.
    pub fn key(self) -> &'static str {
        STEP_WORDS
            .iter()
            .find(|(s, _)| *s == self)
            .map(|(_, w)| w[0])
            .unwrap_or("draw")
    }

    /// Every word accepted, for error messages.
    pub fn keys() -> String {
        STEP_WORDS
            .iter()
            .map(|(_, w)| w[0])
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Where the game stands: the turn, its Attacker and the turn step executed next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TurnPosition {
    /// The turn's number, from 1.
    pub number: u32,
    /// The Attacker for the turn.
    pub attacker: PlayerId,
    /// The turn step executed next.
    pub step: TurnStepName,
}

/// A game run turn by turn: the table (a [`Battle`] holding the board and the script), the
/// turn's position and what this turn did so far. Clones cheaply, like a `Battle`.
#[derive(Debug, Clone)]
pub struct Game {
    /// The board, the script and the ruleset; during the Combat Step, the Combat itself.
    table: Battle,
    pos: TurnPosition,
    in_combat: bool,
    /// The attacker declared Combat this turn (the Rejuvenation Step asks).
    combat_declared: bool,
    outcome: Option<Outcome>,
    /// The judge was told the Sequence of Play's "all 5 steps" against its 7 listed steps.
    five_steps_said: bool,
    /// The Combat Step just ended on back-to-back passes (the Discard Step says so).
    combat_ended: bool,
    /// A card used this turn said "Skip Combat this turn" (its name, `false`), or the defender
    /// used one saying "Your opponent may not declare Combat this turn" (`true`): the Declare
    /// Step refuses `declare` and skips the Combat Step. One field: `Game` stays within
    /// clippy's size bound for `scenario::run::Runner`.
    combat_skipped_by: Option<(String, bool)>,
    /// The cards the attacker played from the hand in this turn's Non-Combat Step: for a limit
    /// a card in play puts on a kind of card a turn (`prohibitions::play_limits`), on the
    /// Non-Combat cards placed from the hand (Blue Holding Drill), and the Battleground or
    /// Location placed (the Declare Step skips Combat).
    played_this_turn: Vec<CardId>,
    /// Raised PURs followed across turns ("until the end of your next turn").
    raises: Vec<durations::LastingRaise>,
    /// Dragon Balls whose power to skip the next Combat was used (`dragon_ball_powers`).
    combat_skips_spent: Vec<CardId>,
    /// Dragon Balls with that power in play when the board starts (whether it was used is not
    /// said: the judge is asked when the opponent declares Combat).
    skips_in_play_at_start: Vec<CardId>,
}

impl Game {
    /// A game at `start`. Starting at the Combat Step enters Combat (with the Prepare Phase when
    /// `prepare_phase` is set, as a board of one Combat does).
    pub fn new(
        rules: Arc<Ruleset>,
        state: BoardState,
        start: TurnPosition,
        script: Vec<Action>,
        prepare_phase: bool,
    ) -> Game {
        let skips_in_play_at_start = dragon_ball_powers::skips_in_play(&state);
        let mut table = Battle::new(rules, state, start.attacker, script);
        let in_combat = start.step == TurnStepName::Combat;
        if in_combat {
            table = table.with_prepare_phase(prepare_phase);
        }
        table.in_turn = true;
        // The turn's plays are known from its Non-Combat Step on; a board starting after that
        // step does not say what was played in it.
        if matches!(
            start.step,
            TurnStepName::SetUp | TurnStepName::Draw | TurnStepName::NonCombat
        ) {
            table.turn_plays = Some(Default::default());
        }
        Game {
            table,
            pos: start,
            in_combat,
            combat_declared: in_combat,
            outcome: None,
            five_steps_said: false,
            combat_ended: false,
            combat_skipped_by: None,
            played_this_turn: Vec::new(),
            raises: Vec::new(),
            combat_skips_spent: Vec::new(),
            skips_in_play_at_start,
        }
    }

    /// The table: the board, the script, the ruleset, and during Combat the Combat's position;
    /// its `outcome` is the game's once a player has won.
    pub fn battle(&self) -> &Battle {
        &self.table
    }

    /// Where the game stands.
    pub fn position(&self) -> TurnPosition {
        self.pos
    }

    /// True during the Combat Step (the table is the Combat's Battle Sequence).
    pub fn in_combat(&self) -> bool {
        self.in_combat
    }

    /// Appends an action to the script.
    pub fn push_action(&mut self, action: Action) {
        self.table.push_action(action);
    }

    /// How the game ended, once a player has won.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Executes one turn step, or one step of the Battle Sequence during the Combat Step. A step
    /// that fails or waits for an action leaves the game as it was.
    pub fn step(&mut self) -> Result<StepResult> {
        if let Some(outcome) = &self.outcome {
            // The loser answering the victory with a card that may not answer it.
            if let Some(refused) = self.table.refused_victory_answer() {
                return Err(refused);
            }
            return Ok(StepResult::Finished {
                outcome: outcome.clone(),
            });
        }
        if self.pos.step == TurnStepName::Combat && !self.in_combat {
            self.enter_combat();
        }
        if self.in_combat {
            match self.table.step()? {
                StepResult::Executed { mut event } => {
                    event.turn = Some(self.mark(TurnStepName::Combat));
                    if let Some(Outcome::Victory(v)) = self.table.outcome() {
                        self.outcome = Some(Outcome::Victory(v.clone()));
                    }
                    return Ok(StepResult::Executed { event });
                }
                StepResult::Finished {
                    outcome: Outcome::CombatEnded,
                } => self.leave_combat(),
                other => return Ok(other),
            }
        }
        if !matches!(self.pos.step, TurnStepName::SetUp | TurnStepName::Draw) {
            self.refuse_power_outside_combat(self.pos.step)?;
        }
        let saved = self.clone();
        let result = self.turn_step();
        if !matches!(result, Ok(StepResult::Executed { .. })) {
            *self = saved;
        }
        result
    }

    /// Executes the turn step at the position and moves to the next.
    fn turn_step(&mut self) -> Result<StepResult> {
        let step = self.pos.step;
        let before = trace::snapshot(self.table.state());
        let mut log = Log::default();
        let mut account = Vec::new();
        let cite = self.cite_of(step);
        log.cite(cite);
        let mark = self.mark(step);
        // The judge's sentences of the cards in play timed for this step (`timing::note_timing`).
        if step != TurnStepName::SetUp {
            self.table.turn_step_notes(step.number(), &mut log);
        }
        let next = match step {
            TurnStepName::SetUp => self.set_up(&mut log, &mut account),
            TurnStepName::Draw => {
                self.begin_turn(&mut log, &mut account);
                // The Battleground in play at the beginning of the turn (Blasted Land).
                if log.victory.is_none() {
                    let me = self.pos.attacker;
                    self.table
                        .battleground_turn_start(me, &mut log, &mut account);
                }
                // The Drills' and Constant Combat Powers' "at the beginning of your turn".
                if log.victory.is_none() {
                    self.start_of_turn_effects(&mut log, &mut account)?;
                }
                self.say_mixed_dragon_ball_sets(&mut log);
                if log.victory.is_none() {
                    self.run_next_turn_sentences(&mut log, &mut account)?;
                }
                if log.victory.is_none() {
                    self.draw(&mut log, &mut account);
                }
                TurnStepName::NonCombat
            }
            TurnStepName::NonCombat => self.non_combat(&mut log, &mut account)?,
            TurnStepName::PowerUp => {
                let next = self.power_up(&mut log, &mut account);
                self.end_of_power_up(&mut log, &mut account)?;
                next
            }
            TurnStepName::Declare => match self.declare(&mut log, &mut account)? {
                Ok(next) => next,
                Err(wait) => return Ok(wait),
            },
            TurnStepName::Combat => {
                return Err(super::EngineError::Internal(
                    "the Combat Step is run by the Battle Sequence".into(),
                ))
            }
            TurnStepName::Discard => match self.discard(&mut log, &mut account)? {
                Some(wait) => return Ok(wait),
                None => TurnStepName::Rejuvenation,
            },
            TurnStepName::Rejuvenation => self.rejuvenation(&mut log, &mut account)?,
        };
        // A 7th Dragon Ball captured in this step (a Dragon Ball played that captures another)
        // waits for the capturer's next turn as the Attacker (CRD 3.0.0 "Dragon Balls"): kept
        // past the step, as `Battle::step` keeps one captured in Combat.
        if let Some(p) = log.pending_dragon_ball_victory {
            self.table.pending_dragon_ball_victory = Some(p);
        }
        // Dragon Ball Victory: 7 of a set in play wins the moment it happens.
        if log.victory.is_none() {
            self.table.dragon_ball_victory_check(&mut log);
        }
        // The window around a victory: the loser's card made for that moment.
        self.table.victory_window(&mut log, &mut account)?;
        if step == TurnStepName::Rejuvenation && log.victory.is_none() {
            // The cards in play's effects "at the end of every turn" / "of your turn".
            self.end_of_turn_effects(&mut log, &mut account)?;
            self.end_of_turn_durations(&mut log);
        }
        let after = trace::snapshot(self.table.state());
        let changes = trace::diff(&before, &after, self.table.state());
        let victory = log.victory.clone();
        let place = StepPlace {
            attack_phase: 0,
            attacker: mark.attacker,
            step: mark.step,
            turn: Some(mark),
        };
        let event = TraceEvent::of_step(place, &mut log, account.join("; "), changes);
        if let Some(v) = victory {
            self.outcome = Some(Outcome::Victory(v.clone()));
            self.table.outcome = Some(Outcome::Victory(v));
        } else if step == TurnStepName::Rejuvenation {
            self.end_turn();
        } else {
            self.pos.step = next;
        }
        Ok(StepResult::Executed { event })
    }

    /// The section that states a turn step.
    fn cite_of(&self, step: TurnStepName) -> Citation {
        if step == TurnStepName::SetUp {
            return c::CRD_SET_UP;
        }
        self.table
            .rules
            .turn
            .steps
            .iter()
            .find(|s| s.number == step.number())
            .map(|s| s.cite)
            .unwrap_or(c::CRD_TURN)
    }

    /// The trace's mark for a step of this turn.
    fn mark(&self, step: TurnStepName) -> TurnMark {
        let name = if step == TurnStepName::SetUp {
            "Set-Up".to_string()
        } else {
            self.table
                .rules
                .turn
                .steps
                .iter()
                .find(|s| s.number == step.number())
                .map(|s| s.name.to_string())
                .unwrap_or_default()
        };
        TurnMark {
            number: self.pos.number,
            attacker: self.pos.attacker,
            step: step.number(),
            name,
        }
    }

    /// A table for the turn steps (or a Combat, `prepare`): the board and the script's place
    /// carried over, the Combat's own memory left behind.
    fn fresh_table(&self, prepare: bool) -> Battle {
        let mut table = Battle::new(
            Arc::clone(&self.table.rules),
            self.table.state().clone(),
            self.pos.attacker,
            Vec::new(),
        )
        .record_changes(self.table.record_changes)
        .with_prepare_phase(prepare);
        table.script = Arc::clone(&self.table.script);
        table.next_action = self.table.next_action;
        table.pending_dragon_ball_victory = self.table.pending_dragon_ball_victory;
        table.postponed_victory = self.table.postponed_victory.clone();
        table.in_turn = true;
        table.turn_plays = self.table.turn_plays.clone();
        table
    }

    /// The Combat Step begins: the Battle Sequence from the Prepare Phase.
    fn enter_combat(&mut self) {
        self.table = self.fresh_table(true);
        self.in_combat = true;
    }

    /// Combat ended (both players passed in a row): on to the Discard Step.
    fn leave_combat(&mut self) {
        self.table = self.fresh_table(false);
        self.in_combat = false;
        self.combat_ended = true;
        self.pos.step = TurnStepName::Discard;
    }

    /// "When you have completed the Sequence of Play, your turn ends. It's now your opponent's
    /// turn as the attacker."
    fn end_turn(&mut self) {
        self.pos = TurnPosition {
            number: self.pos.number.saturating_add(1),
            attacker: self.pos.attacker.other(),
            step: TurnStepName::Draw,
        };
        self.table.pos.attacker = self.pos.attacker;
        self.combat_declared = false;
        self.combat_skipped_by = None;
        self.played_this_turn.clear();
        self.table.turn_plays = Some(Default::default());
    }

    /// The attacker's next action, if it is `verb` by `player`.
    fn next_is(&self, player: PlayerId, verb: super::action::Verb) -> Option<Action> {
        self.table
            .peek()
            .filter(|a| a.player == player && a.verb == verb)
            .cloned()
    }
}

/// The card of `p`'s hand with this name (case-insensitive), if one.
fn hand_card(state: &BoardState, p: PlayerId, name: &str) -> Option<CardId> {
    state
        .player(p)
        .hand
        .iter()
        .copied()
        .find(|&c| state.name(c).eq_ignore_ascii_case(name.trim()))
}
