//! The one command layer shared by the CLI and the REPL.
//!
//! A [`Command`] is what the user asked for, already parsed (from clap arguments or a typed
//! line); [`Session::run`] executes it against the loaded corpus (and, later, the index and the
//! board) and returns an [`Output`]: a plain value that `render` turns into coloured text or
//! JSON. Nothing here writes to the terminal.

pub mod battle;
pub mod board;
pub mod coverage;
pub mod deck;
pub mod help;
pub mod index_guard;
pub mod lookup;
pub mod parse;
pub mod search;
pub mod usage;
pub mod words;

use serde::Serialize;

use crate::cancel::{Cancel, Cancelled};
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
    /// The search index failed (it is rebuilt or kept in memory where it can be).
    #[error(transparent)]
    Index(#[from] crate::index::IndexError),
    /// A command failed; the message names the file or id involved.
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
    /// The command was interrupted (Ctrl-C at the prompt) before it finished.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

impl CommandError {
    /// True when the command stopped because it was interrupted, not because it failed.
    pub fn is_cancelled(&self) -> bool {
        matches!(
            self,
            CommandError::Cancelled(_)
                | CommandError::Index(crate::index::IndexError::Cancelled(_))
        )
    }
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
    /// Full-text search over rules, rulings and cards.
    Search {
        /// The query as typed (plain words, "phrases", game: doc: kind: set: filters).
        query: String,
        /// Limit and filters.
        options: crate::index::SearchOptions,
    },
    /// The best passage on a topic from each document.
    Compare {
        /// The query as typed.
        query: String,
        /// Filters (the limit is ignored).
        options: crate::index::SearchOptions,
    },
    /// Rebuild the search index cache.
    IndexRebuild,
    /// Check a decklist under a ruleset.
    Deck {
        /// The decklist file (`-`: standard input).
        file: std::path::PathBuf,
        /// The ruleset id (`None`: the default for the list's format).
        ruleset: Option<String>,
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
    /// `search`.
    Search(Box<search::SearchReport>),
    /// `compare`.
    Compare(Box<search::CompareReport>),
    /// `index --rebuild`.
    Index(IndexReport),
    /// `cards --coverage`.
    Coverage(Box<coverage::CoverageReport>),
    /// `deck`.
    Deck(Box<crate::deck::DeckReport>),
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
            // A run answers (a refusal is the ruling asked for); only `--check` can fail.
            Output::Battle(b) => b.passed || !b.checked,
            Output::Coverage(_) => true,
            Output::Search(r) => !r.hits.is_empty(),
            Output::Compare(r) => r.blocks.iter().any(|b| b.hit.is_some()),
            Output::Index(_) => true,
            Output::Deck(d) => d.legal,
        }
    }
}

/// What `index --rebuild` did.
#[derive(Debug, Clone, Serialize)]
pub struct IndexReport {
    /// Where the index lives now.
    pub storage: crate::index::Storage,
    /// How many passages and cards it holds.
    pub units: u64,
}

/// A session: the loaded corpus plus whatever state the front end keeps between commands.
pub struct Session {
    corpus: &'static Corpus,
    index: Option<std::sync::Arc<crate::index::Index>>,
    /// The board of the prompt's board commands, once `new` or `load` made one.
    board: Option<board::Board>,
    /// Raised to interrupt the command running in this session ([`Session::cancel_token`]).
    cancel: Cancel,
}

impl Session {
    /// A session over the embedded corpus.
    pub fn embedded() -> Result<Session> {
        Ok(Session {
            corpus: Corpus::embedded()?,
            index: None,
            board: None,
            cancel: Cancel::new(),
        })
    }

    /// A session over an external checkout (`root/crd`, `root/cards`).
    pub fn from_dir(root: &std::path::Path) -> Result<Session> {
        let corpus = Box::leak(Box::new(Corpus::from_dir(root)?));
        Ok(Session {
            corpus,
            index: None,
            board: None,
            cancel: Cancel::new(),
        })
    }

    /// A session sharing this one's corpus and index but no board: read-only commands run in
    /// it on a worker thread, so the prompt can abandon them on Ctrl-C (`repl::interrupt`).
    /// It has a cancel token of its own.
    pub fn detached(&self) -> Session {
        Session {
            corpus: self.corpus,
            index: self.index.clone(),
            board: None,
            cancel: Cancel::new(),
        }
    }

    /// The token that interrupts this session's running command: once raised, building the
    /// search index, `compare`, `cards --coverage` and a battle's run stop with
    /// [`CommandError::Cancelled`] (or the index's own `Cancelled`) at their next check.
    pub fn cancel_token(&self) -> Cancel {
        self.cancel.clone()
    }

    /// Takes the index a detached session opened, if this one has none yet.
    pub fn adopt_index(&mut self, other: Session) {
        if self.index.is_none() {
            self.index = other.index;
        }
    }

    /// The corpus this session reads.
    pub fn corpus(&self) -> &'static Corpus {
        self.corpus
    }

    /// The search index, opened (or built) on first use. A panic while opening (a damaged
    /// cache) is contained and the index rebuilt.
    pub fn index(&mut self) -> Result<&crate::index::Index> {
        if self.index.is_none() {
            let corpus = self.corpus;
            let cancel = &self.cancel;
            let index =
                index_guard::contain(|| crate::index::Index::open_or_build_with(corpus, cancel))
                    .unwrap_or_else(|| fresh_index(corpus))?;
            self.index = Some(std::sync::Arc::new(index));
        }
        match &self.index {
            Some(index) => Ok(index),
            None => Err(CommandError::Usage(
                "the search index is unavailable".into(),
            )),
        }
    }

    /// Runs `work` against the index; if the index panics, it is rebuilt and `work` runs once
    /// more against the fresh one (no panic reaches the user).
    fn with_index<T>(
        &mut self,
        work: impl Fn(&'static Corpus, &crate::index::Index) -> Result<T>,
    ) -> Result<T> {
        let corpus = self.corpus;
        let cancel = self.cancel.clone();
        let index = self.index()?;
        cancel.check()?;
        if let Some(result) = index_guard::contain(|| work(corpus, index)) {
            return result;
        }
        self.index = Some(std::sync::Arc::new(fresh_index(corpus)?));
        let index = self.index()?;
        index_guard::contain(|| work(corpus, index)).unwrap_or_else(|| {
            Err(CommandError::Usage(
                "the search index failed even after a rebuild".into(),
            ))
        })
    }

    /// Runs one command.
    pub fn run(&mut self, command: &Command) -> Result<Output> {
        // The card pool is parsed on first use; a command that reads cards, rulings or
        // legality reports a malformed card file here. Search and compare read card hits from
        // the index (and load the pool themselves when the index must be built).
        usage::check_words(command)?;
        if !matches!(
            command,
            Command::Help { .. } | Command::Search { .. } | Command::Compare { .. }
        ) {
            self.corpus.load_cards()?;
        }
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
            Command::Battle { file, options } => {
                let report = battle::battle_with(self.corpus, file, options, &self.cancel)
                    .map_err(|e| match e.downcast::<Cancelled>() {
                        Ok(c) => CommandError::Cancelled(c),
                        Err(e) => CommandError::Failed(e),
                    })?;
                Ok(Output::Battle(Box::new(report)))
            }
            Command::Search { query, options } => {
                let report = self.with_index(|corpus, index| {
                    usage::check_filters(index, query, options)?;
                    Ok(search::search(corpus, index, query, options)?)
                })?;
                Ok(Output::Search(Box::new(report)))
            }
            Command::Compare { query, options } => {
                let cancel = self.cancel.clone();
                let report = self.with_index(|corpus, index| {
                    usage::check_filters(index, query, options)?;
                    Ok(search::compare_with(
                        corpus, index, query, options, &cancel,
                    )?)
                })?;
                Ok(Output::Compare(Box::new(report)))
            }
            Command::IndexRebuild => {
                let index = crate::index::Index::rebuild_with(self.corpus, &self.cancel)?;
                let report = IndexReport {
                    storage: index.storage().clone(),
                    units: index.len(),
                };
                self.index = Some(std::sync::Arc::new(index));
                Ok(Output::Index(report))
            }
            Command::Deck { file, ruleset } => Ok(Output::Deck(Box::new(deck::deck(
                self.corpus,
                file,
                ruleset.as_deref(),
            )?))),
            Command::Coverage { filters } => {
                usage::check_card_type(self.corpus, filters.card_type.as_deref())?;
                Ok(Output::Coverage(Box::new(coverage::coverage(
                    self.corpus,
                    filters,
                    &self.cancel,
                )?)))
            }
        }
    }
}

/// A fresh index after a contained panic: rebuilt into the cache, else in RAM.
fn fresh_index(
    corpus: &'static Corpus,
) -> std::result::Result<crate::index::Index, crate::index::IndexError> {
    index_guard::contain(|| crate::index::Index::rebuild(corpus))
        .unwrap_or_else(|| crate::index::Index::build_in_ram(corpus))
}
