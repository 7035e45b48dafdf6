//! Scenario files: a board state, a script of actions and checkpoints, in one versioned JSON
//! document (`docs/scenario-format.md`, `docs/scenario.schema.json`).
//!
//! [`format`] is the document as written; [`load`] parses (with file, line and column on
//! error), validates into an engine board (listing every problem) and saves atomically; [`run`]
//! resolves the script through the engine and compares the checkpoints.

pub mod format;
pub mod load;
pub mod run;

use std::path::PathBuf;

pub use format::{Checkpoint, ScenarioFile};
pub use load::{load, parse, read, save, validate, LoadedScenario};
pub use run::{run, CheckResult, RunOptions, RunReport};

/// Errors while reading, validating or saving a scenario.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    /// The file could not be read or written.
    #[error("cannot access {path}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
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
