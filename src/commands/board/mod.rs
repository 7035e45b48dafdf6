//! The board at the prompt: `new`, `load`, `save`, `state`, the `set`/`add`/`remove` edits,
//! `attack`/`defend`, `step`, `run`, `back`, `trace` and `why`.
//!
//! The board is a scenario document ([`ScenarioFile`], what `save` writes) plus, when the
//! document validates, a [`Walkthrough`] of its Battle Sequence (or, for a board that starts at a
//! turn step, of its whole turns). Edits change the document and
//! validate it again: a board edit (`set`, `add`, `remove`) restarts the walkthrough from the
//! edited board (so "change the defender's stage, then `run`" re-runs the attack), while an
//! announced action (`attack`, `defend`) is appended to the script and the steps already taken
//! are replayed. `back` undoes one step, as far back as the board as loaded or edited.

use std::path::{Path, PathBuf};

use super::{CommandError, Result};
use crate::corpus::Corpus;
use crate::engine::battle::{StepResult, Walkthrough};
use crate::engine::state::PlayerId;
use crate::engine::view;
use crate::engine::Ruleset;
use crate::scenario::format::{ActionDoc, MainPersonalitySetup, PlayerSetup};
use crate::scenario::{self, ScenarioError, ScenarioFile};

mod report;
mod request;

use report::{cited_rule, describe_outcome, ladders, position, titles};
pub use report::{BoardOutput, CitedRule, LadderView, PositionView, StateReport};
pub use request::{action, field_word, zone_word, BoardCommand, SetField, Zone, SET_FIELDS, ZONES};

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
                // A board that starts at a turn step steps whole turns, as `scouter battle`.
                let mut walk = match loaded.game() {
                    Some(game) => Walkthrough::of_turns(game),
                    None => Walkthrough::new(loaded.battle()),
                };
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
                    // Another personality: its side is declared anew.
                    alignment: None,
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
            // `run`: to the end of the Attack Phase (outside a Combat Step, to the next wait).
            let attack_over = ready.walk.in_combat()
                && ready.walk.current().position().attack_phase != start_phase;
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
