//! What the board answers: the board as `state` shows it, the steps taken, where the walkthrough
//! stands, every personality's power ladder, and the rules `why` cites in full.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::corpus::Corpus;
use crate::engine::battle::{Outcome, Walkthrough};
use crate::engine::citations;
use crate::engine::state::{BoardState, Personality, PlayerId};
use crate::engine::trace::TraceEvent;
use crate::engine::view::BoardView;

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
    /// For a board of whole turns: the turn, its Attacker and the turn step executed next.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn: Option<crate::engine::turn::TurnPosition>,
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

pub(super) fn describe_outcome(outcome: &Outcome) -> String {
    match outcome {
        Outcome::CombatEnded => {
            "Combat is over: both players passed in a row, or a card ended it".into()
        }
        Outcome::Victory(v) => format!("{} wins: {} [{}]", v.winner, v.kind.name(), v.cite),
    }
}

pub(super) fn position(walk: &Walkthrough) -> PositionView {
    let b = walk.current();
    let pos = b.position();
    PositionView {
        attack_phase: pos.attack_phase,
        attacker: pos.attacker,
        next_step: b.next_step_number(),
        steps_taken: walk.trace().len(),
        actions_left: b.remaining_actions().len(),
        outcome: b.outcome().cloned(),
        turn: walk.turn(),
    }
}

pub(super) fn ladder_of(
    state: &BoardState,
    player: PlayerId,
    p: &Personality,
    main: bool,
) -> LadderView {
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

pub(super) fn ladders(state: &BoardState) -> Vec<LadderView> {
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
pub(super) fn titles(corpus: &Corpus, events: &[TraceEvent]) -> BTreeMap<String, String> {
    events
        .iter()
        .flat_map(|e| e.citations.iter())
        .map(|id| {
            let title = corpus
                .section(id)
                .map(|s| s.title.clone())
                .unwrap_or_else(|| cited_rule(corpus, id).title);
            (id.to_string(), title)
        })
        .collect()
}

pub(super) fn cited_rule(corpus: &Corpus, id: &str) -> CitedRule {
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
