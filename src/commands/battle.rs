//! `battle FILE [--until STEP|TURN-STEP] [--check]`: load a scenario, resolve it through the engine, and
//! return the trace, the final board and the checkpoint results as one serializable value (the
//! `--json` shape). Nothing here prints.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::Context;
use serde::Serialize;

use crate::cancel::Cancel;
use crate::corpus::Corpus;
use crate::engine::battle::Outcome;
use crate::engine::citations;
use crate::engine::state::PlayerId;
use crate::engine::trace::TraceEvent;
use crate::engine::turn::TurnPosition;
use crate::engine::view::{self, BoardView};
use crate::scenario::{self, CheckResult, RunOptions, Until};

/// Options of the `battle` command.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BattleOptions {
    /// Stop right after the first step it names: a Battle Sequence step or a turn step.
    pub until: Option<Until>,
    /// Verify the checkpoints (the caller exits 1 when [`BattleReport::passed`] is false).
    pub check: bool,
}

/// The step a battle waits at for an action the script does not give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Waiting {
    /// Who must act.
    pub player: PlayerId,
    /// What is expected.
    pub expected: String,
}

/// The result of `battle`: the `--json` output.
#[derive(Debug, Clone, Serialize)]
pub struct BattleReport {
    /// The scenario file.
    pub file: String,
    /// Its title.
    pub title: String,
    /// The ruleset id.
    pub ruleset: String,
    /// Section ids the scenario says it checks.
    pub checks: Vec<String>,
    /// Every executed step.
    pub events: Vec<TraceEvent>,
    /// The board where the run stopped.
    pub final_state: BoardView,
    /// How the battle ended, if it did.
    pub outcome: Option<Outcome>,
    /// A Dragon Ball victory pending until the start of this player's next turn.
    pub pending_dragon_ball_victory: Option<PlayerId>,
    /// Where the game stands (turn, Attacker, next turn step), for a board that runs whole
    /// turns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn: Option<TurnPosition>,
    /// The action the battle waits for, if the script ran out.
    pub waiting: Option<Waiting>,
    /// The engine error the run stopped on, if any.
    pub error: Option<String>,
    /// Whether checkpoints were requested.
    pub checked: bool,
    /// Checkpoint results.
    pub checkpoints: Vec<CheckResult>,
    /// The run stopped on an error no `error` checkpoint expects (a failed `--check`, README
    /// "Exit status").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unexpected_stop: bool,
    /// Ids in the file's `checks` that are no section or ruling of the documents (a failed
    /// `--check`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unknown_checks: Vec<String>,
    /// True when every checkpoint passed (and the run met no unexpected error).
    pub passed: bool,
    /// Titles of every section id cited: the corpus title when the corpus has the section,
    /// else the engine's own short title.
    pub titles: BTreeMap<String, String>,
}

/// Runs `battle` on a scenario file.
pub fn battle(
    corpus: &Corpus,
    path: &Path,
    options: &BattleOptions,
) -> anyhow::Result<BattleReport> {
    battle_with(corpus, path, options, &Cancel::new())
}

/// [`battle`], stopping between two steps once `cancel` is raised (the error is then a
/// [`Cancelled`](crate::cancel::Cancelled)).
pub fn battle_with(
    corpus: &Corpus,
    path: &Path,
    options: &BattleOptions,
    cancel: &Cancel,
) -> anyhow::Result<BattleReport> {
    let loaded = scenario::load(path, corpus)
        .with_context(|| format!("loading scenario {}", path.display()))?;
    let title = loaded.file.title.clone();
    let ruleset = loaded.ruleset.id.to_string();
    let checks = loaded.file.checks.clone();
    // A stop the file expects (an `error` checkpoint); any other stop fails `--check`.
    let expects_error = loaded.file.expect.iter().any(|c| c.error.is_some());
    // Run once: the loaded board moves into the battle.
    let report = scenario::run_once_with(
        loaded,
        RunOptions {
            until: options.until,
        },
        cancel,
    )?;
    let mut titles = BTreeMap::new();
    let ids = report
        .events
        .iter()
        .flat_map(|e| e.citations.iter().map(|c| c.as_str()))
        .chain(checks.iter().map(String::as_str));
    for id in ids {
        let title = corpus
            .section(id)
            .map(|s| s.title.clone())
            .or_else(|| citations::lookup(id).map(|c| c.title.to_string()))
            .unwrap_or_default();
        titles.insert(id.to_string(), title);
    }
    // The file's `checks` that name no section or ruling: a failed `--check`.
    let unknown_checks: Vec<String> = checks
        .iter()
        .filter(|id| titles.get(id.as_str()).is_none_or(String::is_empty))
        .cloned()
        .collect();
    let unexpected_stop = report.error.is_some() && !expects_error;
    let passed = report.passed() && !unexpected_stop && unknown_checks.is_empty();
    Ok(BattleReport {
        file: path.display().to_string(),
        title,
        ruleset,
        checks,
        final_state: view::view(report.battle.state()),
        outcome: report.outcome.clone(),
        pending_dragon_ball_victory: report.battle.pending_dragon_ball_victory(),
        turn: report.turn,
        waiting: report
            .waiting
            .clone()
            .map(|(player, expected)| Waiting { player, expected }),
        // The action the run stopped on, named by its place in the file (`actions[2]`).
        error: report.error.as_ref().map(|e| match &report.error_at {
            Some(at) => format!("{e} {at}"),
            None => e.to_string(),
        }),
        checked: options.check,
        checkpoints: report.checks.clone(),
        unexpected_stop,
        unknown_checks,
        passed,
        titles,
        events: report.events,
    })
}
