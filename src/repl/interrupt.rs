//! Ctrl-C while a command runs at the prompt (issue 20, class 9): the command is stopped and
//! the prompt comes back with the board, its history and its undo stack as they were. SIGINT
//! only raises a flag; a read-only command (search, card, rule, battle, ...) runs on a worker
//! thread over a detached session sharing the corpus and index, whose cancel token
//! ([`crate::cancel`]) the prompt raises on Ctrl-C so the work itself stops at its next check;
//! board commands, which are quick, run in place and are never cut halfway.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use super::{execute, Outcome};
use crate::commands::parse::{parse_line, Parsed};
use crate::commands::{Command, Session};
use crate::render::Style;

/// How long the prompt waits for an interrupted command to stop before it comes back anyway.
const STOP_WAIT: Duration = Duration::from_secs(5);

/// The SIGINT flag of the prompt.
pub struct Interrupts {
    flag: Arc<AtomicBool>,
}

impl Interrupts {
    /// Makes SIGINT raise a flag instead of ending the process; `None` when the handler could
    /// not be installed (the prompt then runs commands in place, as before).
    pub fn install() -> Option<Interrupts> {
        let flag = Arc::new(AtomicBool::new(false));
        signal_hook::flag::register(signal_hook::consts::SIGINT, flag.clone()).ok()?;
        Some(Interrupts { flag })
    }

    /// Parses and runs one line as [`execute`] does, abandoning a read-only command on Ctrl-C.
    pub fn execute(&self, session: &mut Session, line: &str, style: &Style) -> Outcome {
        self.flag.store(false, Ordering::SeqCst);
        let read_only = matches!(
            parse_line(line),
            Ok(Parsed::Run { command, .. }) if !matches!(command, Command::Board(_))
        );
        if !read_only {
            return execute(session, line, style);
        }
        let mut worker = session.detached();
        let cancel = worker.cancel_token();
        let (tx, rx) = mpsc::channel();
        let owned_line = line.to_string();
        let owned_style = *style;
        std::thread::spawn(move || {
            let outcome = execute(&mut worker, &owned_line, &owned_style);
            let _ = tx.send((outcome, worker));
        });
        loop {
            match rx.recv_timeout(Duration::from_millis(50)) {
                Ok((outcome, worker)) => {
                    session.adopt_index(worker);
                    return outcome;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if self.flag.swap(false, Ordering::SeqCst) {
                        // The work stops at its next check (at once, mostly); an index it
                        // finished opening is kept. A step without checks (a tantivy commit)
                        // is not waited for beyond STOP_WAIT: its thread ends on its own.
                        cancel.raise();
                        let state = match rx.recv_timeout(STOP_WAIT) {
                            Ok((_, worker)) => {
                                session.adopt_index(worker);
                                "the command stopped"
                            }
                            Err(_) => "the command is still stopping",
                        };
                        return Outcome::Failed(format!(
                            "interrupted (Ctrl-C): {state}; the board, its history and undo are as they were"
                        ));
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Outcome::Failed("the command stopped without an answer".into());
                }
            }
        }
    }
}
