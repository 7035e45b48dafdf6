//! The interactive prompt driven through a real pseudo-terminal (rexpect), as a person would
//! use it: the prompt appears, Tab completes, bad input gets a clear message and the prompt
//! stays usable, Ctrl-C clears the line or stops a running command, Ctrl-D leaves, history is
//! kept on disk.
//!
//! The terminal's answers to cursor-position queries are sent back by [`Term`], and every
//! wait is generous (60 s): these tests must pass on a loaded two-core machine. Nothing here
//! asserts on timing.
#![cfg(unix)]

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use nix::sys::wait::WaitStatus;
use rexpect::session::PtySession;

/// How long any single wait may take before the test fails.
const WAIT: Duration = Duration::from_secs(60);

/// The prompt as printed with colour off.
const PROMPT: &str = "scouter> ";

/// A terminal running `scouter`: reads its output with escape sequences stripped, answering
/// the cursor-position queries a real terminal would answer.
struct Term {
    pty: PtySession,
    /// Output so far, escape sequences removed.
    text: String,
    /// How much of `text` earlier waits consumed.
    pos: usize,
    /// Escape sequence being read, if any.
    esc: Option<String>,
    /// Where in `text` each cursor-position query was answered. The line editor asks where
    /// the cursor is each time it starts reading a line, after it has put the terminal in raw
    /// mode and before it paints the prompt; the prompt it repaints when Enter is pressed
    /// comes without a query.
    queries: Vec<usize>,
}

impl Term {
    /// Starts `scouter ARGS` in a 100x30 terminal with its data folder in `data`.
    fn start(data: &Path, rows: u16, args: &[&str]) -> Term {
        Term::start_with_env(data, rows, args, &[])
    }

    /// [`Term::start`] with more environment variables.
    fn start_with_env(data: &Path, rows: u16, args: &[&str], env: &[(&str, &Path)]) -> Term {
        let mut cmd = Command::new("sh");
        cmd.envs(env.iter().copied());
        cmd.arg("-c")
            .arg(format!(
                "stty rows {rows} cols 100 2>/dev/null; exec \"$0\" \"$@\""
            ))
            .arg(env!("CARGO_BIN_EXE_scouter"))
            .args(args)
            .env("NO_COLOR", "1")
            .env("TERM", "xterm-256color")
            .env("SCOUTER_DATA_DIR", data);
        let pty = rexpect::session::spawn_command(cmd, Some(WAIT.as_millis() as u64))
            .expect("scouter starts in a pseudo-terminal");
        Term {
            pty,
            text: String::new(),
            pos: 0,
            esc: None,
            queries: Vec::new(),
        }
    }

    /// Reads what is available, stripping escapes and answering `ESC [ 6 n`.
    fn pump(&mut self) {
        while let Some(c) = self.pty.try_read() {
            match self.esc.as_mut() {
                None if c == '\x1b' => self.esc = Some(String::new()),
                None if c == '\r' => {}
                None => self.text.push(c),
                Some(seq) => {
                    seq.push(c);
                    let done = match seq.chars().next() {
                        Some('[') => seq.len() > 1 && ('\x40'..='\x7e').contains(&c),
                        Some(']') => c == '\x07' || seq.ends_with("\x1b\\"),
                        _ => true,
                    };
                    if done {
                        if seq == "[6n" {
                            self.queries.push(self.text.len());
                            self.pty.send("\x1b[1;1R").expect("answer the cursor query");
                            self.pty.flush().expect("flush");
                        }
                        self.esc = None;
                    }
                }
            }
        }
    }

    /// Waits until `needle` is printed; returns everything printed since the last wait.
    fn expect(&mut self, needle: &str) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            self.pump();
            if let Some(i) = self.text[self.pos..].find(needle) {
                let end = self.pos + i + needle.len();
                let seen = self.text[self.pos..end].to_string();
                self.pos = end;
                return seen;
            }
            assert!(
                Instant::now() < deadline,
                "waited {WAIT:?} for {needle:?}; the terminal shows:\n{}",
                &self.text[self.pos..]
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits for a prompt the editor painted when it started reading a new line (after its
    /// cursor-position query), not the repaint of a submitted line; returns everything printed
    /// since the last wait. Keys sent after this reach the editor in raw mode.
    fn prompt(&mut self) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            self.pump();
            let fresh = self
                .queries
                .iter()
                .filter(|&&q| q >= self.pos)
                .find_map(|&q| self.text[q..].find(PROMPT).map(|i| q + i + PROMPT.len()));
            if let Some(end) = fresh {
                let seen = self.text[self.pos..end].to_string();
                self.pos = end;
                return seen;
            }
            assert!(
                Instant::now() < deadline,
                "waited {WAIT:?} for a fresh prompt; the terminal shows:\n{}",
                &self.text[self.pos..]
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types a line and presses Enter.
    fn line(&mut self, text: &str) {
        self.pty.send(text).expect("type");
        self.pty.send("\r").expect("enter");
        self.pty.flush().expect("flush");
    }

    /// Types text without Enter.
    fn keys(&mut self, text: &str) {
        self.pty.send(text).expect("type");
        self.pty.flush().expect("flush");
    }

    /// Presses Ctrl-D and waits for the process to exit; returns its exit code. Call it with a
    /// fresh prompt on screen ([`Term::prompt`] first): a key sent while an answer is still printing
    /// reaches the terminal between two line reads, out of raw mode, and may be lost.
    fn ctrl_d_and_wait(mut self) -> i32 {
        self.pty.send_control('d').expect("ctrl-d");
        let deadline = Instant::now() + WAIT;
        loop {
            self.pump();
            match self.pty.process().status() {
                Some(WaitStatus::Exited(_, code)) => return code,
                Some(WaitStatus::StillAlive) | None => {}
                Some(other) => panic!("scouter ended abnormally: {other:?}"),
            }
            assert!(Instant::now() < deadline, "scouter did not exit on Ctrl-D");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

fn data_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

#[test]
fn prompt_appears_help_answers_and_ctrl_d_exits() {
    let data = data_dir();
    let mut t = Term::start(data.path(), 40, &[]);
    let banner = t.prompt();
    assert!(banner.contains("type `help` for the commands"), "{banner}");
    t.line("help card");
    let out = t.expect("Examples");
    assert!(out.contains("card NAME [--game GAME]"), "{out}");
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn a_bad_command_suggests_the_closest_and_the_prompt_stays_usable() {
    let data = data_dir();
    let mut t = Term::start(data.path(), 40, &[]);
    t.prompt();
    t.line("crad Goku");
    let out = t.expect("(type `help card` for its usage)");
    assert!(
        out.contains("error: unknown command \"crad\"; did you mean \"card\"?"),
        "{out}"
    );
    t.prompt();
    t.line("rule");
    t.expect("error: rule: missing a section id");
    t.prompt();
    t.line("card \"Goku");
    t.expect("error: unterminated \" quote");
    t.prompt();
    t.line("help rule");
    t.expect("rule ID [--json]");
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn tab_completes_a_command_word() {
    let data = data_dir();
    let mut t = Term::start(data.path(), 40, &[]);
    t.prompt();
    t.keys("help sou\t");
    t.expect("help sources ");
    t.keys("\r");
    let out = t.expect("Examples");
    assert!(
        out.contains("List the rules documents and card pools"),
        "{out}"
    );
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn tab_completes_a_partial_card_name_with_quotes() {
    let corpus = scouter::corpus::Corpus::embedded().expect("the embedded corpus loads");
    let Some(card) = corpus
        .cards()
        .iter()
        .find(|c| c.name == "Vegeta's Physical Stance")
    else {
        assert!(
            corpus.cards().is_empty(),
            "the card pool is loaded but lacks Vegeta's Physical Stance"
        );
        eprintln!("note: the embedded card pool is empty; skipping card-name completion");
        return;
    };
    let data = data_dir();
    let mut t = Term::start(data.path(), 60, &[]);
    t.prompt();
    t.keys("card vegetas physical sta\t");
    t.expect("card \"Vegeta's Physical Stance\" ");
    t.keys("\r");
    let first_words: String = card
        .current_text
        .split_whitespace()
        .take(4)
        .collect::<Vec<_>>()
        .join(" ");
    t.expect("Current text");
    let out = t.prompt();
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&first_words),
        "{first_words:?} not in:\n{out}"
    );
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn ctrl_c_clears_the_line() {
    let data = data_dir();
    let mut t = Term::start(data.path(), 40, &[]);
    t.prompt();
    t.keys("card something half typed");
    t.expect("half typed");
    t.pty.send_control('c').expect("ctrl-c");
    t.prompt();
    t.line("help rule");
    let out = t.expect("Examples");
    assert!(out.contains("rule ID [--json]"), "{out}");
    assert!(
        !out.contains("error"),
        "the old line was not cleared:\n{out}"
    );
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn long_answers_stop_at_the_screen_with_a_more_hint() {
    let data = data_dir();
    let mut t = Term::start(data.path(), 12, &[]);
    t.prompt();
    t.line("help");
    t.expect("more lines: type `more` (or m) to see them");
    t.prompt();
    // Page through with `more` (the help is a few screens long at 12 rows).
    let mut pages = 0;
    loop {
        t.line("more");
        let page = t.prompt();
        if page.contains("Type `help COMMAND` for its examples") {
            break;
        }
        pages += 1;
        assert!(pages < 20, "`more` never reached the end of the help");
    }
    t.line("more");
    t.expect("nothing more to show");
    // Ctrl-D at the prompt, as a user would press it: a key sent while the answer is still
    // being printed reaches the terminal between two line reads, when it is not in raw mode.
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn history_is_kept_in_the_data_folder_and_hints_from_it() {
    let data = data_dir();
    let mut t = Term::start(data.path(), 40, &[]);
    t.prompt();
    t.line("help sources");
    t.expect("Examples");
    t.prompt();
    t.line("exit");
    let deadline = Instant::now() + WAIT;
    while t.pty.process().status() == Some(WaitStatus::StillAlive) {
        assert!(Instant::now() < deadline, "scouter did not exit on `exit`");
        t.pump();
        std::thread::sleep(Duration::from_millis(50));
    }
    let history = std::fs::read_to_string(data.path().join("history.txt"))
        .expect("history.txt in SCOUTER_DATA_DIR");
    assert!(history.lines().any(|l| l == "help sources"), "{history}");

    // A new session hints the remembered line; Right arrow (Ctrl-F) accepts the hint.
    let mut t = Term::start(data.path(), 40, &[]);
    t.prompt();
    t.keys("help s");
    t.expect("help sources");
    t.keys("\x06\r");
    let out = t.expect("Examples");
    assert!(out.contains("sources [--json]"), "{out}");
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn tab_completes_rule_ids_a_segment_at_a_time() {
    let corpus = scouter::corpus::Corpus::embedded().expect("the embedded corpus loads");
    let id = "crd-3.0.0/battle-sequence/9";
    let Some(section) = corpus.section(id) else {
        assert!(
            corpus.document_entries().is_empty(),
            "the documents are loaded but lack {id}"
        );
        eprintln!("note: the embedded corpus has no documents yet; skipping rule-id completion");
        return;
    };
    let data = data_dir();
    let mut t = Term::start(data.path(), 60, &[]);
    t.prompt();
    t.keys("r crd-3.0.0/battle-seq\t");
    t.expect("r crd-3.0.0/battle-sequence");
    t.keys("/9\r");
    let opening: Vec<&str> = section.text.split_whitespace().take(5).collect();
    let mut out = t.expect("DBZ League CRD");
    out += &t.prompt();
    let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&opening.join(" ")),
        "{opening:?} not in:\n{out}"
    );
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

#[test]
fn board_walkthrough_with_a_completed_path() {
    let data = data_dir();
    let mut t = Term::start(data.path(), 200, &[]);
    t.prompt();
    t.keys("load tests/scenarios/vegetas-phys\t");
    t.expect("load tests/scenarios/vegetas-physical-stance.json ");
    t.keys("\r");
    t.expect("Main Personality level 1: stage 5 of 10");
    t.prompt();
    t.line("step");
    t.expect("step  1 p1 plays Plain Physical Attack");
    t.prompt();
    t.line("why");
    t.expect("Why step 1 (Attack Phase 1)");
    t.expect("[crd-3.0.0/battle-sequence/1]");
    t.prompt();
    t.line("back");
    t.expect("back one step; next: step 1 of Attack Phase 1");
    t.prompt();
    t.line("back");
    t.expect("already at the start");
    t.prompt();
    t.line("set p2 stage eleven");
    t.expect("error: set p2 stage: expected a whole number, found \"eleven\"");
    t.prompt();
    t.line("run");
    t.expect("next: step 1 of Attack Phase 2 (p2 attacks)");
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}

/// Ctrl-C while a slow command runs (the first search builds the index into an empty cache)
/// stops it and brings the prompt back with the board and its undo stack as they were. That
/// the stopped work ends is `interrupted_commands` (through the library).
#[test]
fn ctrl_c_during_a_slow_search_keeps_the_board() {
    let data = data_dir();
    let cache = tempfile::tempdir().expect("temp dir");
    let mut t = Term::start_with_env(data.path(), 30, &[], &[("SCOUTER_CACHE_DIR", cache.path())]);
    t.prompt();
    let board = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/vegetas-physical-stance.json"
    );
    t.line(&format!("load {board}"));
    t.prompt();
    t.line("step");
    t.expect("battle-sequence/1");
    t.prompt();
    t.line("search dragon ball loop");
    // Let the command start (the terminal leaves raw mode) before the interrupt.
    std::thread::sleep(Duration::from_millis(500));
    t.pty.send_control('c').expect("ctrl-c");
    t.expect("interrupted (Ctrl-C)");
    t.prompt();
    t.line("back");
    t.expect("back one step");
    t.prompt();
    t.line("state");
    t.expect("Vegeta's Physical Stance");
    t.prompt();
    // The interrupted build left nothing half-made: the same search, not interrupted, answers.
    t.line("search dragon ball loop");
    t.expect(" 1. ");
    t.prompt();
    assert_eq!(t.ctrl_d_and_wait(), 0);
}
