//! Interrupting a long command (issue 20, class 9): a [`Cancel`] token the prompt raises on
//! Ctrl-C, checked by the long loops (building the search index, `compare`'s documents,
//! `cards --coverage`'s cards, a battle's steps), which then stop with [`Cancelled`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A shared flag asking a running command to stop. Clones share the flag.
#[derive(Debug, Clone, Default)]
pub struct Cancel {
    flag: Arc<AtomicBool>,
}

/// A command stopped because its [`Cancel`] was raised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("interrupted (Ctrl-C)")]
pub struct Cancelled;

impl Cancel {
    /// A token nobody has raised yet.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Asks every holder of this token to stop.
    pub fn raise(&self) {
        self.flag.store(true, Ordering::SeqCst);
    }

    /// True once [`Cancel::raise`] was called.
    pub fn is_raised(&self) -> bool {
        self.flag.load(Ordering::SeqCst)
    }

    /// `Err(Cancelled)` once raised: the check a long loop makes at each turn.
    pub fn check(&self) -> Result<(), Cancelled> {
        if self.is_raised() {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }
}
