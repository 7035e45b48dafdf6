//! Running a scenario: step the battle, compare checkpoints as their steps pass, stop at the
//! end, at a requested step, on a missing action, on an error, or when interrupted
//! ([`run_with`]: Ctrl-C at the prompt).

use serde::Serialize;

use crate::cancel::{Cancel, Cancelled};
use crate::engine::battle::{Battle, Outcome, StepResult};
use crate::engine::log::VictoryKind;
use crate::engine::state::PlayerId;
use crate::engine::trace::TraceEvent;
use crate::engine::turn::{Game, TurnPosition, TurnStepName};
use crate::engine::view::{self, PlayerView};
use crate::engine::EngineError;

use crate::corpus::names::same_name;

use super::format::{Checkpoint, PlayerExpect, ScenarioFile};
use super::load::LoadedScenario;

/// How far to run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// Stop right after the first executed step it names.
    pub until: Option<Until>,
}

/// Where a run stops: a Battle Sequence step, or a turn step (of a given turn or the first
/// reached) of a board that runs whole turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Until {
    /// The first executed Battle Sequence step with this number.
    Step(u32),
    /// A turn step.
    TurnStep {
        /// The turn's number; `None`: the first turn that reaches the step.
        turn: Option<u32>,
        /// The turn step.
        step: TurnStepName,
    },
}

impl std::str::FromStr for Until {
    type Err = String;

    /// `9` (a Battle Sequence step), `discard` (a turn step), `2:discard` (turn 2's Discard
    /// Step).
    fn from_str(text: &str) -> Result<Until, String> {
        let text = text.trim();
        if let Ok(n) = text.parse::<u32>() {
            return Ok(Until::Step(n));
        }
        let (turn, word) = match text.split_once(':') {
            Some((t, w)) => match t.trim().trim_start_matches("turn").trim().parse::<u32>() {
                Ok(t) if t > 0 => (Some(t), w),
                _ => return Err(format!("{t:?} is not a turn number (turns count from 1)")),
            },
            None => (None, text),
        };
        match TurnStepName::parse(word) {
            Some(TurnStepName::Combat) => Err(
                "the Combat Step is the Battle Sequence: give a step number (1-16) to stop inside it".into(),
            ),
            Some(step) => Ok(Until::TurnStep { turn, step }),
            None => Err(format!(
                "{word:?} is neither a Battle Sequence step number nor a turn step ({}), optionally after a turn number (2:discard)",
                TurnStepName::keys()
            )),
        }
    }
}

impl Until {
    /// True when the run stops right after `event`.
    fn reached(self, event: &TraceEvent) -> bool {
        match self {
            Until::Step(n) => !event.is_turn_step() && event.step == n,
            Until::TurnStep { turn, step } => {
                event.is_turn_step()
                    && event.step == step.number()
                    && turn.is_none_or(|t| event.turn.as_ref().is_some_and(|m| m.number == t))
            }
        }
    }
}

/// What a run steps: one Combat (a board of version 1 without `turn`) or whole turns.
enum Runner {
    Combat(Battle),
    Turns(Game),
}

impl Runner {
    /// The game of `s` when it runs whole turns, else its battle (its board shared with `s`).
    fn of(s: &LoadedScenario) -> Runner {
        match s.game() {
            Some(g) => Runner::Turns(g),
            None => Runner::Combat(s.battle()),
        }
    }

    /// [`Runner::of`] a scenario run only once, and its document: the scenario's board, script
    /// and ruleset are let go here, so the battle holds the only copy of each side.
    fn once(s: LoadedScenario) -> (ScenarioFile, Runner) {
        let runner = Runner::of(&s);
        let LoadedScenario {
            file,
            ruleset,
            state,
            script,
        } = s;
        drop((ruleset, state, script));
        (file, runner)
    }

    fn step(&mut self) -> crate::engine::Result<StepResult> {
        match self {
            Runner::Combat(b) => b.step(),
            Runner::Turns(g) => g.step(),
        }
    }

    fn battle(&self) -> &Battle {
        match self {
            Runner::Combat(b) => b,
            Runner::Turns(g) => g.battle(),
        }
    }
}

/// One checkpoint's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckResult {
    /// Index in the file's `expect` list.
    pub index: usize,
    /// Where it was checked (`phase 1 step 10`, `end`), or `not reached`.
    pub at: String,
    /// Differences, `what: expected X, actual Y`; empty when it passed.
    pub differences: Vec<String>,
}

impl CheckResult {
    /// True when nothing differed.
    pub fn passed(&self) -> bool {
        self.differences.is_empty()
    }
}

/// What a run produced.
#[derive(Debug, Clone)]
pub struct RunReport {
    /// The events, in order.
    pub events: Vec<TraceEvent>,
    /// The battle where the run stopped.
    pub battle: Battle,
    /// How the battle ended, if it did.
    pub outcome: Option<Outcome>,
    /// The action the battle waits for, if it stopped for one.
    pub waiting: Option<(PlayerId, String)>,
    /// The error the run stopped on, if any.
    pub error: Option<EngineError>,
    /// The action the error stopped on, by its place in the file (`[at actions[2]: p1 plays
    /// Saiyan Right Cross]`): said after the error, and part of what an `error` checkpoint reads.
    pub error_at: Option<String>,
    /// Checkpoint results (all of them, reached or not, unless the run stopped early on
    /// `until`).
    pub checks: Vec<CheckResult>,
    /// Where the game stands, for a board that runs whole turns.
    pub turn: Option<TurnPosition>,
}

impl RunReport {
    /// True when every checkpoint passed.
    pub fn passed(&self) -> bool {
        self.checks.iter().all(CheckResult::passed)
    }
}

/// Runs a loaded scenario.
pub fn run(s: &LoadedScenario, options: RunOptions) -> RunReport {
    run_steps(&s.file, Runner::of(s), options, &Cancel::new()).0
}

/// [`run`], stopping between two steps with [`Cancelled`] once `cancel` is raised.
pub fn run_with(
    s: &LoadedScenario,
    options: RunOptions,
    cancel: &Cancel,
) -> Result<RunReport, Cancelled> {
    match run_steps(&s.file, Runner::of(s), options, cancel) {
        (_, true) => Err(Cancelled),
        (report, false) => Ok(report),
    }
}

/// [`run`] of a scenario run only once (`battle FILE`): the scenario's own board is let go
/// once the battle holds it, so that the battle's sides are its own and its first write to
/// each copies nothing. The same report as [`run`].
pub fn run_once(s: LoadedScenario, options: RunOptions) -> RunReport {
    let (file, runner) = Runner::once(s);
    run_steps(&file, runner, options, &Cancel::new()).0
}

/// [`run_once`], stopping between two steps with [`Cancelled`] once `cancel` is raised.
pub fn run_once_with(
    s: LoadedScenario,
    options: RunOptions,
    cancel: &Cancel,
) -> Result<RunReport, Cancelled> {
    let (file, runner) = Runner::once(s);
    match run_steps(&file, runner, options, cancel) {
        (_, true) => Err(Cancelled),
        (report, false) => Ok(report),
    }
}

/// Runs the steps of `file`'s battle or game; the flag is true when `cancel` stopped the run.
fn run_steps(
    file: &ScenarioFile,
    mut runner: Runner,
    options: RunOptions,
    cancel: &Cancel,
) -> (RunReport, bool) {
    // Room for one Attack Phase's 16 steps at once (a list grown from 4 to 8 to 16 events
    // copies them twice).
    let mut events: Vec<TraceEvent> = Vec::with_capacity(16);
    let mut checks: Vec<Option<CheckResult>> = vec![None; file.expect.len()];
    let mut error = None;
    let mut waiting = None;
    let mut stopped_early = false;
    let mut cancelled = false;
    loop {
        if cancel.is_raised() {
            cancelled = true;
            break;
        }
        match runner.step() {
            Ok(StepResult::Executed { event }) => {
                for (i, c) in file.expect.iter().enumerate() {
                    if checks[i].is_none() && due(c, &event) {
                        checks[i] = Some(CheckResult {
                            index: i,
                            at: place(c, &event),
                            differences: compare(c, runner.battle(), Some(&event), &events, None),
                        });
                    }
                }
                let stop = options.until.is_some_and(|u| u.reached(&event));
                events.push(event);
                if stop {
                    stopped_early = true;
                    break;
                }
            }
            Ok(StepResult::Waiting { player, expected }) => {
                waiting = Some((player, expected.into_owned()));
                break;
            }
            Ok(StepResult::Finished { .. }) => break,
            Err(e) => {
                error = Some(e);
                break;
            }
        }
    }
    let turn = match &runner {
        Runner::Turns(g) => Some(g.position()),
        Runner::Combat(_) => None,
    };
    let battle = match runner {
        Runner::Combat(b) => b,
        Runner::Turns(g) => g.battle().clone(),
    };
    let error_at = error.as_ref().and_then(|_| error_place(file, &battle));
    let stopped_on = error.as_ref().map(|e| match &error_at {
        Some(at) => format!("{e} {at}"),
        None => e.to_string(),
    });
    let checks = checks
        .into_iter()
        .enumerate()
        .filter_map(|(i, r)| {
            let c = &file.expect[i];
            match r {
                Some(r) => Some(r),
                None if c.at_end => Some(CheckResult {
                    index: i,
                    at: "end".into(),
                    differences: compare(c, &battle, None, &events, stopped_on.as_deref()),
                }),
                None if stopped_early => None,
                None => Some(CheckResult {
                    index: i,
                    at: "not reached".into(),
                    differences: vec![match c.after_turn_step {
                        Some(step) => format!(
                            "{}the {} turn step was never executed",
                            c.turn.map(|t| format!("turn {t}: ")).unwrap_or_default(),
                            step.key()
                        ),
                        None => format!(
                            "phase {} step {} was never executed",
                            c.phase.unwrap_or(1),
                            c.after_step.unwrap_or(0)
                        ),
                    }],
                }),
            }
        })
        .collect();
    let report = RunReport {
        outcome: battle.outcome().cloned(),
        events,
        battle,
        waiting,
        error,
        error_at,
        checks,
        turn,
    };
    (report, cancelled)
}

/// True when checkpoint `c` is compared right after `event`.
fn due(c: &Checkpoint, event: &TraceEvent) -> bool {
    let turn_ok = c
        .turn
        .is_none_or(|t| event.turn.as_ref().is_some_and(|m| m.number == t));
    if !turn_ok {
        return false;
    }
    match (c.after_step, c.after_turn_step) {
        (Some(step), _) => {
            !event.is_turn_step()
                && step == event.step
                && c.phase.unwrap_or(1) == event.attack_phase
        }
        (None, Some(step)) => event.is_turn_step() && event.step == step.number(),
        (None, None) => false,
    }
}

/// Where a checkpoint was compared, in words ("phase 1 step 3", "turn 2 phase 1 step 3",
/// "turn 2 Draw"), written into one string.
fn place(c: &Checkpoint, event: &TraceEvent) -> String {
    let mut out = String::with_capacity(24);
    if let Some(m) = &event.turn {
        out.push_str("turn ");
        out.push_str(&m.number.to_string());
        out.push(' ');
    }
    match &event.turn {
        Some(m) if event.is_turn_step() => out.push_str(&m.name),
        _ => {
            out.push_str("phase ");
            out.push_str(&c.phase.unwrap_or(1).to_string());
            out.push_str(" step ");
            out.push_str(&event.step.to_string());
        }
    }
    out
}

/// A checkpoint field of one player (`p1.stage`), worded only when it differs.
struct PlayerField<'a>(&'a str, &'a str);

impl std::fmt::Display for PlayerField<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.0, self.1)
    }
}

fn diff<T: PartialEq + std::fmt::Debug>(
    out: &mut Vec<String>,
    what: impl std::fmt::Display,
    expected: &Option<T>,
    actual: T,
) {
    if let Some(e) = expected {
        if *e != actual {
            out.push(format!("{what}: expected {e:?}, actual {actual:?}"));
        }
    }
}

/// A list of card names compared by the board file's one name rule
/// ([`crate::corpus::names::same_name`]): case, apostrophes and punctuation do not matter.
fn diff_names(
    out: &mut Vec<String>,
    what: impl std::fmt::Display,
    expected: &Option<Vec<String>>,
    actual: &[String],
) {
    if let Some(e) = expected {
        let same = e.len() == actual.len() && e.iter().zip(actual).all(|(x, y)| same_name(x, y));
        if !same {
            out.push(format!("{what}: expected {e:?}, actual {actual:?}"));
        }
    }
}

/// One card name compared by the board file's one name rule.
fn diff_name(
    out: &mut Vec<String>,
    what: impl std::fmt::Display,
    expected: &Option<String>,
    actual: &str,
) {
    if let Some(e) = expected {
        if !same_name(e, actual) {
            out.push(format!("{what}: expected {e:?}, actual {actual:?}"));
        }
    }
}

/// The action the run stopped on, named by its place in the file: the file's actions less those
/// the battle had not taken (`[at actions[2]: p1 plays Saiyan Right Cross]`).
fn error_place(file: &ScenarioFile, battle: &Battle) -> Option<String> {
    let remaining = battle.remaining_actions();
    let at = file.actions.len().checked_sub(remaining.len())?;
    let action = remaining.first()?;
    Some(format!("[at actions[{at}]: {}]", action.describe()))
}

/// `error` is the error the run stopped on as it is said: with the place of its action.
fn compare(
    c: &Checkpoint,
    battle: &Battle,
    event: Option<&TraceEvent>,
    before: &[TraceEvent],
    error: Option<&str>,
) -> Vec<String> {
    let mut out = Vec::new();
    let attack = battle.attack();
    if c.base_damage.is_some()
        || c.damage.is_some()
        || c.successful.is_some()
        || c.stopped_by.is_some()
    {
        match attack {
            Some(a) => {
                diff(&mut out, "base_damage", &c.base_damage, a.base);
                diff(&mut out, "damage", &c.damage, a.damage);
                diff(&mut out, "successful", &c.successful, a.successful);
                match (&c.stopped_by, &a.stopped_by) {
                    (Some(_), Some(actual)) => {
                        diff_name(&mut out, "stopped_by", &c.stopped_by, actual)
                    }
                    (Some(e), None) => out.push(format!("stopped_by: expected {e:?}, actual None")),
                    _ => {}
                }
            }
            None => out.push("no attack is in progress at this point".into()),
        }
    }
    if let Some(ev) = event {
        for id in &c.cites {
            if !ev.citations.iter().any(|c| c == id) {
                out.push(format!(
                    "cites: step {} does not cite {id} (it cites {})",
                    ev.step,
                    ev.citations.join(", ")
                ));
            }
        }
    } else {
        for id in &c.cites {
            if !before.iter().any(|e| e.citations.iter().any(|c| c == id)) {
                out.push(format!("cites: no step cites {id}"));
            }
        }
    }
    if !c.cited_in_attack.is_empty() {
        let phase = event
            .map(|e| e.attack_phase)
            .or_else(|| before.last().map(|e| e.attack_phase));
        let this_attack: Vec<&TraceEvent> = before
            .iter()
            .chain(event)
            .filter(|e| Some(e.attack_phase) == phase)
            .collect();
        for id in &c.cited_in_attack {
            if !this_attack
                .iter()
                .any(|e| e.citations.iter().any(|c| c == id))
            {
                out.push(format!(
                    "cited_in_attack: no step of Attack Phase {} cites {id}",
                    phase.unwrap_or(0)
                ));
            }
        }
    }
    if let Some(j) = &c.judge {
        let all = before.iter().chain(event).flat_map(|e| e.judge.iter());
        if !all.clone().any(|line| line.contains(j.as_str())) {
            out.push(format!("judge: no judge prompt contains {j:?}"));
        }
    }
    // Each player's side is viewed only when the checkpoint expects something of it.
    for (who, exp) in [(PlayerId::P1, &c.p1), (PlayerId::P2, &c.p2)] {
        if let Some(exp) = exp {
            let key = who.key();
            let state = battle.state();
            compare_player(&mut out, key, exp, state, who);
            if exp.life_deck_bottom.is_some() {
                let bottom: Vec<String> = state
                    .player(who)
                    .life_deck
                    .bottom
                    .iter()
                    .map(|&c| state.name(c).to_string())
                    .collect();
                diff_names(
                    &mut out,
                    PlayerField(key, "life_deck_bottom"),
                    &exp.life_deck_bottom,
                    &bottom,
                );
                dragon_ball_owners(&mut out, key, exp, state, who);
            }
        }
    }
    let victory = match battle.outcome() {
        Some(Outcome::Victory(v)) => Some(v.clone()),
        _ => None,
    };
    diff(
        &mut out,
        "winner",
        &c.winner.map(Some),
        victory.as_ref().map(|v| v.winner),
    );
    if c.no_winner == Some(true) {
        if let Some(v) = &victory {
            out.push(format!(
                "no_winner: expected nobody to have won, actual {} won ({})",
                v.winner,
                victory_key(v.kind)
            ));
        }
    }
    diff(
        &mut out,
        "victory",
        &c.victory.clone().map(Some),
        victory.as_ref().map(|v| victory_key(v.kind).to_string()),
    );
    diff(
        &mut out,
        "pending_dragon_ball_victory",
        &c.pending_dragon_ball_victory.map(Some),
        battle.pending_dragon_ball_victory(),
    );
    diff(
        &mut out,
        "combat_ended",
        &c.combat_ended,
        battle.outcome() == Some(&Outcome::CombatEnded),
    );
    match (&c.error, error) {
        (Some(e), Some(actual)) if !actual.contains(e.as_str()) => {
            out.push(format!(
                "error: expected one containing {e:?}, actual {actual}"
            ));
        }
        (Some(e), None) => out.push(format!(
            "error: expected one containing {e:?}, the run had none"
        )),
        (None, Some(actual)) if event.is_none() => {
            out.push(format!("the run stopped on an error: {actual}"))
        }
        _ => {}
    }
    out
}

fn victory_key(k: VictoryKind) -> &'static str {
    match k {
        VictoryKind::Survival => "survival",
        VictoryKind::DragonBall => "dragon_ball",
        VictoryKind::MostPowerfulPersonality => "most_powerful_personality",
        VictoryKind::CardEffect => "card_effect",
    }
}

/// A player checkpoint against `who`'s side: each value read from the board only when the
/// checkpoint expects it (the values and words of [`view::player_view`]; a checkpoint on Allies
/// or cards in play is compared with the whole view).
fn compare_player(
    out: &mut Vec<String>,
    key: &str,
    e: &PlayerExpect,
    state: &crate::engine::BoardState,
    who: PlayerId,
) {
    if e.allies.is_some() || e.in_play.is_some() {
        compare_player_view(out, key, e, &view::player_view(state, who));
        return;
    }
    let pl = state.player(who);
    let w = |f| PlayerField(key, f);
    diff(out, w("stage"), &e.stage, pl.mp.stage);
    diff(out, w("anger"), &e.anger, pl.anger);
    if e.level.is_some() || e.personality.is_some() {
        let def = state.personality_def(&pl.mp);
        diff(out, w("level"), &e.level.map(Some), def.level);
        diff_name(out, w("personality"), &e.personality, &def.name);
    }
    if e.control.is_some() {
        diff_name(out, w("control"), &e.control, &state.controller_name(who));
    }
    diff(out, w("life_deck"), &e.life_deck, pl.life_deck.len());
    let lists = [
        ("life_deck_top", &e.life_deck_top, &pl.life_deck.known),
        ("hand", &e.hand, &pl.hand),
        ("discard", &e.discard, &pl.discard),
        ("removed", &e.removed, &pl.removed),
    ];
    for (field, expected, ids) in lists {
        if expected.is_some() {
            let names: Vec<String> = ids.iter().map(|&c| state.name(c).to_string()).collect();
            diff_names(out, w(field), expected, &names);
        }
    }
}

/// [`compare_player`] against the whole view of a side.
fn compare_player_view(out: &mut Vec<String>, key: &str, e: &PlayerExpect, a: &PlayerView) {
    let w = |f| PlayerField(key, f);
    diff(out, w("stage"), &e.stage, a.main_personality.stage);
    diff(out, w("anger"), &e.anger, a.anger);
    diff(
        out,
        w("level"),
        &e.level.map(Some),
        a.main_personality.level,
    );
    diff_name(
        out,
        w("personality"),
        &e.personality,
        &a.main_personality.name,
    );
    diff_name(out, w("control"), &e.control, &a.control);
    diff(out, w("life_deck"), &e.life_deck, a.life_deck);
    diff_names(out, w("life_deck_top"), &e.life_deck_top, &a.life_deck_top);
    diff_names(out, w("hand"), &e.hand, &a.hand);
    diff_names(out, w("discard"), &e.discard, &a.discard);
    diff_names(out, w("removed"), &e.removed, &a.removed);
    if let Some(allies) = &e.allies {
        for (name, stage) in allies {
            let actual = a
                .allies
                .iter()
                .find(|x| same_name(&x.name, name))
                .map(|x| x.stage);
            if actual != Some(*stage) {
                out.push(format!(
                    "{key}.allies.{name}: expected stage {stage}, actual {actual:?}"
                ));
            }
        }
    }
    if let Some(zones) = &e.in_play {
        for (zone, names) in zones {
            let actual = a.in_play.get(zone).cloned().unwrap_or_default();
            let same = actual.len() == names.len()
                && actual.iter().zip(names).all(|(x, y)| same_name(x, y));
            if !same {
                out.push(format!(
                    "{key}.in_play.{zone}: expected {names:?}, actual {actual:?}"
                ));
            }
        }
    }
}

/// `dragon_ball_owners`: the owner of each Dragon Ball named that the player controls (CRD
/// 3.0.0 "Glossary": "Controller", "Owner"; a captured Dragon Ball keeps its owner).
fn dragon_ball_owners(
    out: &mut Vec<String>,
    key: &str,
    exp: &super::format::PlayerExpect,
    state: &crate::engine::BoardState,
    who: PlayerId,
) {
    let Some(owners) = &exp.dragon_ball_owners else {
        return;
    };
    for (name, &owner) in owners {
        let found = state
            .player(who)
            .in_play
            .dragon_balls
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(state.name(c), name));
        match found {
            Some(c) if state.owner(c) == owner => {}
            Some(c) => out.push(format!(
                "{key}.dragon_ball_owners.{name}: expected owner {owner}, actual {}",
                state.owner(c)
            )),
            None => out.push(format!(
                "{key}.dragon_ball_owners.{name}: {key} controls no Dragon Ball of that name"
            )),
        }
    }
}
