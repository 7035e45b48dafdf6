//! `deck FILE [--ruleset ID]`: reads a decklist (a file, or `-` for standard input) and checks
//! it with [`crate::deck::check`]. An unreadable file or list is an error (exit 2); the report
//! says legal (exit 0) or not (exit 1).

use std::io::Read;
use std::path::Path;

use super::{CommandError, Result};
use crate::corpus::Corpus;
use crate::deck::DeckReport;

/// Checks the decklist in `file` (`-`: standard input) under `ruleset` (its format's default
/// when `None`).
pub fn deck(corpus: &Corpus, file: &Path, ruleset: Option<&str>) -> Result<DeckReport> {
    let label = file.display().to_string();
    let text = if label == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| {
            CommandError::Usage(format!("cannot read the decklist from standard input: {e}"))
        })?;
        text
    } else {
        std::fs::read_to_string(file)
            .map_err(|e| CommandError::Usage(format!("cannot read decklist {label}: {e}")))?
    };
    crate::deck::check(corpus, &label, &text, ruleset)
        .map_err(|e| CommandError::Usage(format!("{label}: {e}")))
}
