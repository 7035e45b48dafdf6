//! Scenario files: a board state, a script of actions and checkpoints, in one versioned JSON
//! document (`docs/scenario-format.md`, `docs/scenario.schema.json`).
//!
//! [`format`] is the document as written; [`load`] parses (with file, line and column on
//! error), validates into an engine board (listing every problem) and saves atomically; [`run`]
//! resolves the script through the engine and compares the checkpoints.

pub mod format;
pub mod limits;
mod limits_scan;
pub mod load;
mod placement;
mod powers_used;
pub mod random_battles;
mod resolve;
pub mod run;
pub mod save;
mod setup;

use std::path::PathBuf;

pub use format::{Checkpoint, ScenarioFile};
pub use load::{load, parse, read, validate, LoadedScenario};
pub use resolve::is_placeholder;
pub use run::{run, run_once, run_once_with, run_with, CheckResult, RunOptions, RunReport, Until};
pub use save::{save, save_as, Replace};

/// Errors while reading, validating or saving a scenario.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    /// The file could not be written (the OS cause is kept: permission denied, not a
    /// directory, disk full, ...).
    #[error("cannot write {path}: {cause}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS cause.
        cause: std::io::Error,
    },
    /// The file could not be read (missing, not a regular file, too large, not UTF-8).
    #[error(transparent)]
    Read(#[from] crate::bounds::ReadError),
    /// The text is not a scenario document.
    #[error("{file}: line {line}, column {column}: {message}")]
    Parse {
        /// The file.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What was expected.
        message: String,
    },
    /// The document is well-formed but describes an impossible or unknown board.
    #[error("{file}: {} problem(s):\n  - {}", problems.len(), problems.join("\n  - "))]
    Invalid {
        /// The file.
        file: String,
        /// Every problem found.
        problems: Vec<String>,
    },
}

/// Result alias for scenario operations.
pub type Result<T> = std::result::Result<T, ScenarioError>;
