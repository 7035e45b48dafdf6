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
        std::io::stdin()
            .take(crate::bounds::MAX_DECK_FILE + 1)
            .read_to_string(&mut text)
            .map_err(|e| {
                CommandError::Usage(format!("cannot read the decklist from standard input: {e}"))
            })?;
        if text.len() as u64 > crate::bounds::MAX_DECK_FILE {
            return Err(CommandError::Usage(format!(
                "the decklist on standard input is larger than {} bytes",
                crate::bounds::MAX_DECK_FILE
            )));
        }
        text
    } else {
        // A regular file of bounded size only (bounds::read_text): never /dev/zero or a FIFO.
        crate::bounds::read_text(file, crate::bounds::MAX_DECK_FILE, "decklist")
            .map_err(|e| CommandError::Usage(e.to_string()))?
    };
    crate::deck::check(corpus, &label, &text, ruleset)
        .map_err(|e| CommandError::Usage(format!("{label}: {e}")))
}
