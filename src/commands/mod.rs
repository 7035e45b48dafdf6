//! The one command layer shared by the CLI and the REPL.
//!
//! A [`Command`] is what the user asked for, already parsed (from clap arguments or a typed
//! line); [`Session::run`] executes it against the loaded corpus (and, later, the index and the
//! board) and returns an [`Output`]: a plain value that `render` turns into coloured text or
//! JSON. Nothing here writes to the terminal.

pub mod battle;
pub mod board;
pub mod coverage;
pub mod help;
pub mod lookup;
pub mod parse;

use serde::Serialize;

use crate::corpus::{Corpus, CorpusError, Game};

/// Errors a command can report. Each says what the user can do about it.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The corpus failed to load.
    #[error(transparent)]
    Corpus(#[from] CorpusError),
    /// The user's arguments were not usable.
    #[error("{0}")]
    Usage(String),
    /// A command failed; the message names the file or id involved.
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// Result alias for commands.
pub type Result<T> = std::result::Result<T, CommandError>;

/// A parsed command.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// List the documents and card pools.
    Sources,
    /// Open a section, item or ruling by id.
    Rule {
        /// The id (`crd-3.0.0/battle-sequence/9`).
        id: String,
    },
    /// Look a card up by name.
    Card {
        /// The name as typed.
        name: String,
        /// Restrict to one game.
        game: Option<Game>,
    },
    /// The command list, or one command's usage and examples.
    Help {
        /// The command asked about (its canonical name).
        topic: Option<String>,
    },
    /// A board command of the prompt (`load`, `state`, `step`, `why`, ...).
    Board(board::BoardCommand),
    /// Load a scenario and resolve it through the Battle Sequence.
    Battle {
        /// The scenario file.
        file: std::path::PathBuf,
        /// Options (`--until`, `--check`).
        options: battle::BattleOptions,
    },
    /// The card-text compiler's coverage of the pool.
    Coverage {
        /// Filters (game, card type).
        filters: coverage::CoverageFilters,
    },
}

/// What a command produced.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Output {
    /// `sources`.
    Sources(lookup::SourcesReport),
    /// `rule`.
    Rule(Box<lookup::RuleReport>),
    /// `card`.
    Card(Box<lookup::CardReport>),
    /// `help`.
    Help(Box<help::HelpReport>),
    /// A board command's result.
    Board(Box<board::BoardOutput>),
    /// `battle`.
    Battle(Box<battle::BattleReport>),
    /// `cards --coverage`.
    Coverage(Box<coverage::CoverageReport>),
}

impl Output {
    /// True when the command found what it looked for (exit status 0 rather than 1).
    pub fn found(&self) -> bool {
        match self {
            Output::Sources(_) => true,
            Output::Rule(r) => r.section.is_some(),
            Output::Card(c) => c.found(),
            Output::Help(_) => true,
            Output::Board(_) => true,
            Output::Battle(b) => b.passed || (!b.checked && b.error.is_none()),
            Output::Coverage(_) => true,
        }
    }
}

/// A session: the loaded corpus plus whatever state the front end keeps between commands.
pub struct Session {
    corpus: &'static Corpus,
    /// The board of the prompt's board commands, once `new` or `load` made one.
    board: Option<board::Board>,
}

impl Session {
    /// A session over the embedded corpus.
    pub fn embedded() -> Result<Session> {
        Ok(Session {
            corpus: Corpus::embedded()?,
            board: None,
        })
    }

    /// A session over an external checkout (`root/crd`, `root/cards`).
    pub fn from_dir(root: &std::path::Path) -> Result<Session> {
        let corpus = Box::leak(Box::new(Corpus::from_dir(root)?));
        Ok(Session {
            corpus,
            board: None,
        })
    }

    /// The corpus this session reads.
    pub fn corpus(&self) -> &'static Corpus {
        self.corpus
    }

    /// Runs one command.
    pub fn run(&mut self, command: &Command) -> Result<Output> {
        match command {
            Command::Sources => Ok(Output::Sources(lookup::sources(self.corpus))),
            Command::Rule { id } => Ok(Output::Rule(Box::new(lookup::rule(self.corpus, id)))),
            Command::Card { name, game } => Ok(Output::Card(Box::new(lookup::card(
                self.corpus,
                name,
                *game,
            )))),
            Command::Help { topic } => Ok(Output::Help(Box::new(help::help(topic.as_deref())))),
            Command::Board(b) => Ok(Output::Board(Box::new(board::Board::run(
                &mut self.board,
                self.corpus,
                b,
            )?))),
            Command::Battle { file, options } => Ok(Output::Battle(Box::new(battle::battle(
                self.corpus,
                file,
                options,
            )?))),
            Command::Coverage { filters } => Ok(Output::Coverage(Box::new(coverage::coverage(
                self.corpus,
                filters,
            )))),
        }
    }
}
