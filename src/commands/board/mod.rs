//! The board at the prompt: `new`, `load`, `save`, `state`, the `set`/`add`/`remove` edits,
//! `attack`/`defend`, `step`, `run`, `back`, `trace` and `why`.
//!
//! The board is a scenario document ([`ScenarioFile`], what `save` writes) plus, when the
//! document validates, a [`Walkthrough`] of its Battle Sequence. Edits change the document and
//! validate it again: a board edit (`set`, `add`, `remove`) restarts the walkthrough from the
//! edited board (so "change the defender's stage, then `run`" re-runs the attack), while an
//! announced action (`attack`, `defend`) is appended to the script and the steps already taken
//! are replayed. `back` undoes one step, as far back as the board as loaded or edited.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::{CommandError, Result};
use crate::corpus::Corpus;
use crate::engine::battle::{Outcome, StepResult, Walkthrough};
use crate::engine::state::{BoardState, Personality, PlayerId};
use crate::engine::trace::TraceEvent;
use crate::engine::view::{self, BoardView};
use crate::engine::{citations, Action, Ruleset, Verb};
use crate::scenario::format::{ActionDoc, MainPersonalitySetup, PlayerSetup};
use crate::scenario::{self, ScenarioError, ScenarioFile};

/// A number or name the `set` command changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SetField {
    /// The Main Personality's power stage.
    Stage,
    /// Anger (0-5).
    Anger,
    /// The Main Personality's current level (1-based among its level cards).
    Level,
    /// Unknown cards in the Life Deck (below the known top cards).
    LifeDeck,
    /// The Main Personality's (single) level card.
    MainPersonality,
}

/// A place a card can be added to or removed from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// The hand.
    Hand,
    /// Drills in play.
    Drill,
    /// Other Non-Combat cards in play.
    NonCombat,
    /// Dragon Balls in play.
    DragonBall,
    /// The Battleground or Location.
    Battleground,
    /// The Mastery.
    Mastery,
    /// The discard pile.
    Discard,
    /// Removed from the game.
    Removed,
    /// The known cards on top of the Life Deck.
    LifeDeckTop,
    /// An Ally in play.
    Ally,
    /// A further level card of the Main Personality.
    Level,
}

/// The words that name each [`SetField`], for the parser and the completer.
pub const SET_FIELDS: &[(&str, SetField)] = &[
    ("stage", SetField::Stage),
    ("anger", SetField::Anger),
    ("level", SetField::Level),
    ("lifedeck", SetField::LifeDeck),
    ("mp", SetField::MainPersonality),
];

/// The words that name each [`Zone`] (`lifedeck` takes `top` after it).
pub const ZONES: &[(&str, Zone)] = &[
    ("hand", Zone::Hand),
    ("drill", Zone::Drill),
    ("noncombat", Zone::NonCombat),
    ("dragonball", Zone::DragonBall),
    ("battleground", Zone::Battleground),
    ("mastery", Zone::Mastery),
    ("discard", Zone::Discard),
    ("removed", Zone::Removed),
    ("lifedeck", Zone::LifeDeckTop),
    ("ally", Zone::Ally),
    ("level", Zone::Level),
];

/// A board command, already parsed.
#[derive(Debug, Clone, PartialEq)]
pub enum BoardCommand {
    /// An empty board under a ruleset (default `crd-3.0.0`).
    New {
        /// The ruleset id.
        ruleset: Option<String>,
    },
    /// Load a scenario file.
    Load {
        /// The file.
        path: PathBuf,
    },
    /// Save the board (atomically); an existing file only with `force`.
    Save {
        /// The file.
        path: PathBuf,
        /// Overwrite an existing file.
        force: bool,
    },
    /// Show the board.
    State,
    /// Change a number or name of a player's board.
    Set {
        /// Whose board.
        player: PlayerId,
        /// What.
        field: SetField,
        /// The new value as typed.
        value: String,
    },
    /// Whose Attack Phase comes first.
    SetAttacker {
        /// The attacker.
        player: PlayerId,
    },
    /// Put a card in a zone.
    Add {
        /// Whose.
        player: PlayerId,
        /// Where.
        zone: Zone,
        /// The card name.
        card: String,
    },
    /// Take a card out of a zone.
    Remove {
        /// Whose.
        player: PlayerId,
        /// Where.
        zone: Zone,
        /// The card name.
        card: String,
    },
    /// Announce an action (attack, defence, take, pass, power).
    Act {
        /// The action.
        action: Action,
    },
    /// Execute one Battle Sequence step.
    Step,
    /// Run to the end of the attack, or of Combat with `combat`.
    Run {
        /// Run until Combat ends.
        combat: bool,
    },
    /// Undo one step.
    Back,
    /// The steps so far.
    Trace,
    /// The full text of the rules cited at a step (default the last).
    Why {
        /// The step number.
        step: Option<u32>,
    },
}

/// A rule as `why` prints it.
#[derive(Debug, Clone, Serialize)]
pub struct CitedRule {
    /// Section id.
    pub id: String,
    /// Title (the corpus heading path, else the engine's short title).
    pub title: String,
    /// The section's text, and its numbered items when it has no text of its own.
    pub text: String,
    /// False when the corpus lacks the section (the engine's own title is shown).
    pub in_corpus: bool,
}

/// One personality on the board with its whole power ladder.
#[derive(Debug, Clone, Serialize)]
pub struct LadderView {
    /// Whose.
    pub player: PlayerId,
    /// The level card's name.
    pub name: String,
    /// Level, when given.
    pub level: Option<u32>,
    /// Current stage above 0.
    pub stage: u32,
    /// Power ratings from the 0 stage up.
    pub ladder: Vec<String>,
    /// True for the Main Personality.
    pub main: bool,
}

/// Where a walkthrough stands.
#[derive(Debug, Clone, Serialize)]
pub struct PositionView {
    /// Attack Phase number, from 1.
    pub attack_phase: u32,
    /// Whose Attack Phase.
    pub attacker: PlayerId,
    /// The step executed next.
    pub next_step: u32,
    /// Steps executed since the board was loaded or edited.
    pub steps_taken: usize,
    /// Actions announced but not yet used.
    pub actions_left: usize,
    /// How the battle ended, if it did.
    pub outcome: Option<Outcome>,
}

/// What a board command produced.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "board", rename_all = "snake_case")]
pub enum BoardOutput {
    /// The board after `new`, `load`, an edit or `state`.
    State(Box<StateReport>),
    /// `save`.
    Saved {
        /// The file written.
        path: String,
        /// Whether an existing file was replaced.
        overwritten: bool,
    },
    /// Steps executed by `step` or `run`, and why they stopped.
    Steps {
        /// The events.
        events: Vec<TraceEvent>,
        /// Section titles of every citation.
        titles: BTreeMap<String, String>,
        /// Why the run stopped (waiting for an action, finished, an error), if not simply
        /// after the requested steps.
        stopped: Option<String>,
        /// Where the walkthrough now stands.
        position: PositionView,
    },
    /// `back`.
    Back {
        /// False when already at the start.
        moved: bool,
        /// Where the walkthrough now stands.
        position: PositionView,
    },
    /// `trace`.
    Trace {
        /// Every step so far.
        events: Vec<TraceEvent>,
        /// Section titles of every citation.
        titles: BTreeMap<String, String>,
    },
    /// `why`.
    Why {
        /// The step asked about.
        step: u32,
        /// Its Attack Phase.
        attack_phase: u32,
        /// What the step did.
        account: String,
        /// Every rule it cited, in full.
        rules: Vec<CitedRule>,
    },
}

/// The board as `state` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct StateReport {
    /// What changed, for edits and announcements (`p2 stage: 5 -> 3`).
    pub change: Option<String>,
    /// The scenario's title.
    pub title: String,
    /// The file it came from or was saved to.
    pub file: Option<String>,
    /// The ruleset id.
    pub ruleset: String,
    /// The anger a personality needs to advance a level (the top of the anger scale).
    pub anger_max: u32,
    /// Both players, by names (`None` while the board does not validate).
    pub players: Option<BoardView>,
    /// Every personality's power ladder.
    pub ladders: Vec<LadderView>,
    /// The actions announced so far.
    pub actions: Vec<String>,
    /// Where the walkthrough stands.
    pub position: Option<PositionView>,
    /// Why the board cannot be resolved yet.
    pub problems: Vec<String>,
}

/// A validated board and its walkthrough.
struct Ready {
    anger_max: u32,
    walk: Walkthrough,
}

/// The board a session holds.
pub struct Board {
    file: ScenarioFile,
    path: Option<PathBuf>,
    ready: std::result::Result<Ready, Vec<String>>,
}

fn usage(message: impl Into<String>) -> CommandError {
    CommandError::Usage(message.into())
}

impl Board {
    /// Runs a board command against the session's board (`None` until `new` or `load`).
    pub fn run(
        board: &mut Option<Board>,
        corpus: &Corpus,
        command: &BoardCommand,
    ) -> Result<BoardOutput> {
        match command {
            BoardCommand::New { ruleset } => {
                let b = Board::new(corpus, ruleset.as_deref().unwrap_or("crd-3.0.0"))?;
                Ok(BoardOutput::State(Box::new(board.insert(b).report(None))))
            }
            BoardCommand::Load { path } => {
                let b = Board::load(corpus, path)?;
                Ok(BoardOutput::State(Box::new(board.insert(b).report(None))))
            }
            other => {
                let b = board.as_mut().ok_or_else(|| {
                    usage("no board yet: `load FILE` a scenario or start one with `new`")
                })?;
                b.command(corpus, other)
            }
        }
    }

    fn new(corpus: &Corpus, ruleset: &str) -> Result<Board> {
        if Ruleset::by_id(ruleset).is_none() {
            let ids: Vec<&str> = Ruleset::all().iter().map(|r| r.id).collect();
            return Err(usage(format!(
                "unknown ruleset \"{ruleset}\"; expected one of {}",
                ids.join(", ")
            )));
        }
        let text = serde_json::json!({
            "scouter_scenario": scenario::format::FORMAT_VERSION,
            "title": "New board",
            "ruleset": ruleset,
            "attacker": "p1",
            "players": {"p1": {"main_personality": {}}, "p2": {"main_personality": {}}},
        })
        .to_string();
        let file = scenario::parse("new board", &text).map_err(|e| usage(e.to_string()))?;
        let mut b = Board {
            file,
            path: None,
            ready: Err(Vec::new()),
        };
        b.rebuild(corpus, 0);
        Ok(b)
    }

    fn load(corpus: &Corpus, path: &Path) -> Result<Board> {
        let file = scenario::read(path).map_err(|e| usage(e.to_string()))?;
        let mut b = Board {
            file,
            path: Some(path.to_path_buf()),
            ready: Err(Vec::new()),
        };
        b.rebuild(corpus, 0);
        Ok(b)
    }

    /// Validates the document again and replays `replay` steps of the new walkthrough.
    fn rebuild(&mut self, corpus: &Corpus, replay: usize) {
        let name = self
            .path
            .as_ref()
            .map_or_else(|| "board".to_string(), |p| p.display().to_string());
        self.ready = match scenario::validate(&name, self.file.clone(), corpus) {
            Ok(loaded) => {
                let mut walk = Walkthrough::new(loaded.battle());
                for _ in 0..replay {
                    if !matches!(walk.step(), Ok(StepResult::Executed { .. })) {
                        break;
                    }
                }
                Ok(Ready {
                    anger_max: loaded.ruleset.anger_to_advance,
                    walk,
                })
            }
            Err(ScenarioError::Invalid { problems, .. }) => Err(problems),
            Err(other) => Err(vec![other.to_string()]),
        };
    }

    fn ready(&mut self) -> Result<&mut Ready> {
        match &mut self.ready {
            Ok(r) => Ok(r),
            Err(problems) => Err(usage(format!(
                "the board cannot be resolved yet:\n  - {}",
                problems.join("\n  - ")
            ))),
        }
    }

    fn command(&mut self, corpus: &Corpus, command: &BoardCommand) -> Result<BoardOutput> {
        match command {
            BoardCommand::New { .. } | BoardCommand::Load { .. } => {
                Err(usage("internal: new/load reached the board"))
            }
            BoardCommand::State => Ok(BoardOutput::State(Box::new(self.report(None)))),
            BoardCommand::Save { path, force } => self.save(path, *force),
            BoardCommand::SetAttacker { player } => {
                let before = self.file.attacker;
                self.file.attacker = *player;
                self.rebuild(corpus, 0);
                let change = format!("attacker: {before} -> {player}");
                Ok(BoardOutput::State(Box::new(self.report(Some(change)))))
            }
            BoardCommand::Set {
                player,
                field,
                value,
            } => {
                let change = self.set(*player, *field, value)?;
                self.rebuild(corpus, 0);
                Ok(BoardOutput::State(Box::new(self.report(Some(change)))))
            }
            BoardCommand::Add { player, zone, card } => {
                let change = self.add(*player, *zone, card)?;
                self.rebuild(corpus, 0);
                Ok(BoardOutput::State(Box::new(self.report(Some(change)))))
            }
            BoardCommand::Remove { player, zone, card } => {
                let change = self.remove(*player, *zone, card)?;
                self.rebuild(corpus, 0);
                Ok(BoardOutput::State(Box::new(self.report(Some(change)))))
            }
            BoardCommand::Act { action } => {
                let taken = self.ready.as_ref().map_or(0, |r| r.walk.trace().len());
                self.file.actions.push(ActionDoc::from_action(action));
                self.rebuild(corpus, taken);
                let change = format!("announced: {}", action.describe());
                Ok(BoardOutput::State(Box::new(self.report(Some(change)))))
            }
            BoardCommand::Step => self.steps(corpus, Some(1), false),
            BoardCommand::Run { combat } => self.steps(corpus, None, *combat),
            BoardCommand::Back => {
                let ready = self.ready()?;
                let moved = ready.walk.back();
                let position = position(&ready.walk);
                Ok(BoardOutput::Back { moved, position })
            }
            BoardCommand::Trace => {
                let events = self.ready()?.walk.trace().to_vec();
                let titles = titles(corpus, &events);
                Ok(BoardOutput::Trace { events, titles })
            }
            BoardCommand::Why { step } => self.why(corpus, *step),
        }
    }

    fn save(&mut self, path: &Path, force: bool) -> Result<BoardOutput> {
        let exists = path.exists();
        if exists && !force {
            return Err(usage(format!(
                "{} already exists; nothing was written (type `save {} --force` to replace it)",
                path.display(),
                super::words::quote(&path.display().to_string())
            )));
        }
        let replace = if force {
            scenario::Replace::Yes
        } else {
            scenario::Replace::No
        };
        scenario::save_as(path, &self.file, replace).map_err(|e| match e {
            scenario::ScenarioError::Io { cause, .. }
                if cause.kind() == std::io::ErrorKind::AlreadyExists =>
            {
                usage(format!(
                    "{} already exists; nothing was written (type `save {} --force` to replace it)",
                    path.display(),
                    super::words::quote(&path.display().to_string())
                ))
            }
            other => usage(other.to_string()),
        })?;
        self.path = Some(path.to_path_buf());
        Ok(BoardOutput::Saved {
            path: path.display().to_string(),
            overwritten: exists,
        })
    }

    fn player_mut(&mut self, player: PlayerId) -> &mut PlayerSetup {
        match player {
            PlayerId::P1 => &mut self.file.players.p1,
            PlayerId::P2 => &mut self.file.players.p2,
        }
    }

    fn set(&mut self, player: PlayerId, field: SetField, value: &str) -> Result<String> {
        let number = || {
            value.parse::<u32>().map_err(|_| {
                usage(format!(
                    "set {player} {}: expected a whole number, found \"{value}\"",
                    field_word(field)
                ))
            })
        };
        let p = self.player_mut(player);
        let mp = &mut p.main_personality;
        let (before, after) = match field {
            SetField::Stage => {
                let n = number()?;
                (show(mp.stage.replace(n)), n.to_string())
            }
            SetField::Level => {
                let n = number()?;
                if n == 0 {
                    return Err(usage("set level: levels count from 1"));
                }
                (show(mp.level.replace(n)), n.to_string())
            }
            SetField::Anger => {
                let n = number()?;
                if n > 5 {
                    return Err(usage(format!(
                        "set {player} anger: anger runs from 0 to 5, found {n}"
                    )));
                }
                (
                    std::mem::replace(&mut p.anger, n).to_string(),
                    n.to_string(),
                )
            }
            SetField::LifeDeck => {
                let n = number()?;
                let before = p.life_deck.unknown_below;
                p.life_deck.unknown_below = n;
                (before.to_string(), n.to_string())
            }
            SetField::MainPersonality => {
                let before = mp
                    .card
                    .clone()
                    .or_else(|| mp.levels.first().cloned())
                    .unwrap_or_else(|| "-".into());
                *mp = MainPersonalitySetup {
                    card: Some(value.to_string()),
                    levels: Vec::new(),
                    level: None,
                    stage: mp.stage,
                };
                (before, value.to_string())
            }
        };
        Ok(format!(
            "{player} {}: {before} -> {after}",
            field_word(field)
        ))
    }

    fn add(&mut self, player: PlayerId, zone: Zone, card: &str) -> Result<String> {
        let p = self.player_mut(player);
        let card_s = card.to_string();
        match zone {
            Zone::Hand => p.hand.push(card_s),
            Zone::Drill => p.in_play.drills.push(card_s),
            Zone::NonCombat => p.in_play.non_combat.push(card_s),
            Zone::DragonBall => p.in_play.dragon_balls.push(card_s),
            Zone::Battleground => p.in_play.battleground = Some(card_s),
            Zone::Mastery => p.in_play.mastery = Some(card_s),
            Zone::Discard => p.discard.push(card_s),
            Zone::Removed => p.removed.push(card_s),
            Zone::LifeDeckTop => p.life_deck.top.insert(0, card_s),
            Zone::Ally => p.allies.push(
                serde_json::from_value(serde_json::json!({ "card": card }))
                    .map_err(|e| usage(e.to_string()))?,
            ),
            Zone::Level => {
                let mp = &mut p.main_personality;
                if let Some(first) = mp.card.take() {
                    mp.levels.push(first);
                }
                mp.levels.push(card_s);
            }
        }
        Ok(format!("{player} {}: added {card}", zone_word(zone)))
    }

    fn remove(&mut self, player: PlayerId, zone: Zone, card: &str) -> Result<String> {
        let p = self.player_mut(player);
        let take = |list: &mut Vec<String>| -> std::result::Result<(), Vec<String>> {
            match list.iter().position(|c| c.eq_ignore_ascii_case(card)) {
                Some(i) => {
                    list.remove(i);
                    Ok(())
                }
                None => Err(list.clone()),
            }
        };
        let take_one = |slot: &mut Option<String>| match slot {
            Some(c) if c.eq_ignore_ascii_case(card) => {
                *slot = None;
                Ok(())
            }
            other => Err(other.iter().cloned().collect()),
        };
        let outcome = match zone {
            Zone::Hand => take(&mut p.hand),
            Zone::Drill => take(&mut p.in_play.drills),
            Zone::NonCombat => take(&mut p.in_play.non_combat),
            Zone::DragonBall => take(&mut p.in_play.dragon_balls),
            Zone::Battleground => take_one(&mut p.in_play.battleground),
            Zone::Mastery => take_one(&mut p.in_play.mastery),
            Zone::Discard => take(&mut p.discard),
            Zone::Removed => take(&mut p.removed),
            Zone::LifeDeckTop => take(&mut p.life_deck.top),
            Zone::Level => take(&mut p.main_personality.levels),
            Zone::Ally => match p
                .allies
                .iter()
                .position(|a| a.card.eq_ignore_ascii_case(card))
            {
                Some(i) => {
                    p.allies.remove(i);
                    Ok(())
                }
                None => Err(p.allies.iter().map(|a| a.card.clone()).collect()),
            },
        };
        match outcome {
            Ok(()) => Ok(format!("{player} {}: removed {card}", zone_word(zone))),
            Err(there) if there.is_empty() => Err(usage(format!(
                "{player} has no card in {}",
                zone_word(zone)
            ))),
            Err(there) => Err(usage(format!(
                "{player} {} has no \"{card}\"; it holds: {}",
                zone_word(zone),
                there.join(", ")
            ))),
        }
    }

    fn steps(
        &mut self,
        corpus: &Corpus,
        limit: Option<usize>,
        combat: bool,
    ) -> Result<BoardOutput> {
        let ready = self.ready()?;
        let start_phase = ready.walk.current().position().attack_phase;
        let mut events = Vec::new();
        let mut stopped = None;
        loop {
            if limit.is_some_and(|n| events.len() >= n) {
                break;
            }
            let attack_over = ready.walk.current().position().attack_phase != start_phase;
            if !combat && !events.is_empty() && attack_over {
                break;
            }
            match ready.walk.step() {
                Ok(StepResult::Executed { event }) => events.push(event),
                Ok(StepResult::Waiting { player, expected }) => {
                    stopped = Some(format!(
                        "waiting for {player}: {expected} (announce it with `attack`/`defend`)"
                    ));
                    break;
                }
                Ok(StepResult::Finished { outcome }) => {
                    stopped = Some(describe_outcome(&outcome));
                    break;
                }
                Err(e) => {
                    stopped = Some(format!("stopped: {e}"));
                    break;
                }
            }
        }
        let titles = titles(corpus, &events);
        Ok(BoardOutput::Steps {
            events,
            titles,
            stopped,
            position: position(&ready.walk),
        })
    }

    fn why(&mut self, corpus: &Corpus, step: Option<u32>) -> Result<BoardOutput> {
        let trace = self.ready()?.walk.trace();
        let event = match step {
            Some(n) => trace.iter().rev().find(|e| e.step == n).ok_or_else(|| {
                usage(format!(
                    "step {n} has not been executed yet (`trace` lists the steps so far)"
                ))
            })?,
            None => trace
                .last()
                .ok_or_else(|| usage("no step executed yet: type `step` first"))?,
        };
        let rules = event
            .citations
            .iter()
            .map(|id| cited_rule(corpus, id))
            .collect();
        Ok(BoardOutput::Why {
            step: event.step,
            attack_phase: event.attack_phase,
            account: event.account.clone(),
            rules,
        })
    }

    fn report(&self, change: Option<String>) -> StateReport {
        let (players, ladders, position, problems, anger_max) = match &self.ready {
            Ok(r) => {
                let state = r.walk.current().state();
                (
                    Some(view::view(state)),
                    ladders(state),
                    Some(position(&r.walk)),
                    Vec::new(),
                    r.anger_max,
                )
            }
            Err(problems) => (None, Vec::new(), None, problems.clone(), 5),
        };
        StateReport {
            change,
            title: self.file.title.clone(),
            file: self.path.as_ref().map(|p| p.display().to_string()),
            ruleset: self.file.ruleset.clone(),
            anger_max,
            players,
            ladders,
            actions: self
                .file
                .actions
                .iter()
                .map(|a| a.to_action().map_or_else(|e| e, |a| a.describe()))
                .collect(),
            position,
            problems,
        }
    }
}

fn show(v: Option<u32>) -> String {
    v.map_or_else(|| "default".into(), |n| n.to_string())
}

/// The word that names a `set` field.
pub fn field_word(field: SetField) -> &'static str {
    SET_FIELDS
        .iter()
        .find(|(_, f)| *f == field)
        .map_or("?", |(w, _)| w)
}

/// The word that names a zone.
pub fn zone_word(zone: Zone) -> &'static str {
    ZONES
        .iter()
        .find(|(_, z)| *z == zone)
        .map_or("?", |(w, _)| w)
}

fn describe_outcome(outcome: &Outcome) -> String {
    match outcome {
        Outcome::CombatEnded => "Combat is over: both players passed in a row".into(),
        Outcome::Victory(v) => format!("{} wins: {} [{}]", v.winner, v.kind.name(), v.cite),
    }
}

fn position(walk: &Walkthrough) -> PositionView {
    let b = walk.current();
    let pos = b.position();
    PositionView {
        attack_phase: pos.attack_phase,
        attacker: pos.attacker,
        next_step: b.next_step_number(),
        steps_taken: walk.trace().len(),
        actions_left: b.remaining_actions().len(),
        outcome: b.outcome().cloned(),
    }
}

fn ladder_of(state: &BoardState, player: PlayerId, p: &Personality, main: bool) -> LadderView {
    let def = state.personality_def(p);
    LadderView {
        player,
        name: def.name.clone(),
        level: def.level,
        stage: p.stage,
        ladder: def.ladder.iter().map(|r| r.to_string()).collect(),
        main,
    }
}

fn ladders(state: &BoardState) -> Vec<LadderView> {
    PlayerId::BOTH
        .iter()
        .flat_map(|&player| {
            let pl = state.player(player);
            std::iter::once(ladder_of(state, player, &pl.mp, true)).chain(
                pl.allies
                    .iter()
                    .map(move |a| ladder_of(state, player, a, false)),
            )
        })
        .collect()
}

/// The corpus title of every section the events cite (the engine's title when the corpus
/// lacks the section).
fn titles(corpus: &Corpus, events: &[TraceEvent]) -> BTreeMap<String, String> {
    events
        .iter()
        .flat_map(|e| e.citations.iter())
        .map(|id| {
            let title = corpus
                .section(id)
                .map(|s| s.title.clone())
                .unwrap_or_else(|| cited_rule(corpus, id).title);
            (id.clone(), title)
        })
        .collect()
}

fn cited_rule(corpus: &Corpus, id: &str) -> CitedRule {
    match corpus.section(id) {
        Some(s) => {
            let mut text = s.text.trim().to_string();
            if text.is_empty() {
                text = s
                    .children
                    .iter()
                    .filter_map(|c| corpus.section(c))
                    .map(|c| match c.number {
                        Some(n) => format!("{n}) {}", c.text.trim()),
                        None => c.title.clone(),
                    })
                    .collect::<Vec<_>>()
                    .join("\n");
            }
            CitedRule {
                id: id.to_string(),
                title: s.path.join(" › "),
                text,
                in_corpus: true,
            }
        }
        None => CitedRule {
            id: id.to_string(),
            title: citations::lookup(id)
                .map(|c| c.title.to_string())
                .unwrap_or_default(),
            text: String::new(),
            in_corpus: false,
        },
    }
}

/// Builds the action for `attack`/`defend PLAYER WORD-OR-CARD`: `take`, `pass` and `power` are
/// verbs, anything else is the card played.
pub fn action(player: PlayerId, what: &str, empower: bool) -> Action {
    let verb = match what.to_ascii_lowercase().as_str() {
        "take" => Some(Verb::Take),
        "pass" => Some(Verb::Pass),
        "power" => Some(Verb::Power),
        _ => None,
    };
    let mut a = match verb {
        Some(v) => Action::new(player, v),
        None => Action::new(player, Verb::Play).with_card(what),
    };
    a.empower = empower;
    a
}
