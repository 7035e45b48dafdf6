//! The interactive prompt and script mode.
//!
//! Both turn each line into a [`Command`](crate::commands::Command) with
//! [`parse_line`](crate::commands::parse::parse_line), run it through the same
//! [`Session::run`] as the CLI, and print [`render::text`] (or JSON with `--json`). The prompt
//! adds completion, hints, highlighting, history and trimming of long answers; script mode
//! ([`run_script`]) reads lines from a file or a pipe.

mod completer;
mod fuzzy;
mod highlighter;
mod hinter;
mod history;
pub mod interrupt;
mod keybindings;
mod prompt;
mod script;

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use reedline::{Reedline, Signal};

pub use completer::ScouterCompleter;
pub use fuzzy::CardNames;
pub use highlighter::ScouterHighlighter;
pub use hinter::ScouterHinter;
pub use history::{data_dir, history_path};
pub use prompt::{ScouterPrompt, PROMPT};
pub use script::run_script;

use crate::commands::parse::{parse_line, Parsed};
use crate::commands::Session;
use crate::render::{self, Style};

/// What one line did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing to do (blank line or comment).
    Blank,
    /// A command ran: its rendered text, and whether it found what it looked for.
    Printed {
        /// The text to print.
        text: String,
        /// False when a look-up found nothing.
        found: bool,
    },
    /// `more` was typed.
    More,
    /// `exit` was typed.
    Exit,
    /// The line could not be parsed or the command failed: the message.
    Failed(String),
}

/// Parses and runs one line, rendering its output in `style`.
pub fn execute(session: &mut Session, line: &str, style: &Style) -> Outcome {
    let (command, json) = match parse_line(line) {
        Ok(Parsed::Blank) => return Outcome::Blank,
        Ok(Parsed::More) => return Outcome::More,
        Ok(Parsed::Exit) => return Outcome::Exit,
        Ok(Parsed::Run { command, json }) => (command, json),
        Err(e) => return Outcome::Failed(render::escape::terminal(&e.to_string(), false).into()),
    };
    match session.run(&command) {
        Ok(output) => {
            let mut text = if json {
                render::json(&output)
            } else {
                render::text(&output, style)
            };
            if !text.ends_with('\n') {
                text.push('\n');
            }
            Outcome::Printed {
                text,
                found: output.found(),
            }
        }
        Err(e) => Outcome::Failed(render::escape::terminal(&format!("{e:#}"), false).into()),
    }
}

/// Builds the line editor: completion, hints, highlighting, history and key bindings.
pub fn editor(session: &Session, color: bool) -> (Reedline, Option<String>) {
    let (history, warning) = history::open();
    let editor = Reedline::create()
        .with_history(history)
        .with_completer(Box::new(ScouterCompleter::new(session.corpus())))
        .with_quick_completions(true)
        .with_partial_completions(true)
        .with_menu(keybindings::completion_menu())
        .with_edit_mode(keybindings::edit_mode())
        .with_hinter(Box::new(ScouterHinter::new(color)))
        .with_highlighter(Box::new(ScouterHighlighter::new(color)))
        .with_ansi_colors(color);
    (editor, warning)
}

/// Chooses the front end when no subcommand was given: the script file if one was named,
/// script mode on standard input when it is not a terminal, else the interactive prompt.
pub fn start(session: &mut Session, script: Option<&Path>) -> anyhow::Result<ExitCode> {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let style = Style::detect();
    if let Some(path) = script {
        let text = crate::bounds::read_text(path, crate::bounds::MAX_SCRIPT_FILE, "script")?;
        let name = path.display().to_string();
        let input = std::io::Cursor::new(text);
        return run_script(
            session,
            input,
            &name,
            &mut stdout.lock(),
            &mut stderr.lock(),
            &style,
        );
    }
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        return run_script(
            session,
            stdin.lock(),
            "<stdin>",
            &mut stdout.lock(),
            &mut stderr.lock(),
            &style,
        );
    }
    run_interactive(session)
}

/// Runs the interactive prompt until `exit` or Ctrl-D.
pub fn run_interactive(session: &mut Session) -> anyhow::Result<ExitCode> {
    // The prompt comes up at once; the card pool is parsed meanwhile on a second thread, so the
    // first card look-up or card-name completion does not wait for it.
    let corpus = session.corpus();
    std::thread::spawn(move || corpus.load_cards());
    let style = Style::detect();
    let (mut line_editor, warning) = editor(session, style.color);
    let mut out = std::io::stdout();
    writeln!(
        out,
        "Scouter {}: type `help` for the commands, Tab to complete, Ctrl-D to leave.",
        env!("CARGO_PKG_VERSION")
    )?;
    if let Some(w) = warning {
        writeln!(out, "{}", style.warn(&format!("note: {w}")))?;
    }
    let interrupts = interrupt::Interrupts::install();
    let prompt = ScouterPrompt;
    let mut pending: Option<String> = None;
    loop {
        let line = match line_editor.read_line(&prompt)? {
            Signal::Success(line) => line,
            Signal::CtrlD => break,
            // Ctrl-C clears the line; anything else the editor hands back is ignored.
            _ => continue,
        };
        // Width and height are read per answer: the terminal may have been resized.
        let style = Style::detect();
        let rows = terminal_size::terminal_size().map_or(24, |(_, h)| usize::from(h.0));
        let page = rows.saturating_sub(2);
        let outcome = match &interrupts {
            Some(i) => i.execute(session, &line, &style),
            None => execute(session, &line, &style),
        };
        let text = match outcome {
            Outcome::Blank => continue,
            Outcome::Exit => break,
            Outcome::Failed(message) => {
                writeln!(out, "{}", render::error(&message, &style))?;
                continue;
            }
            Outcome::More => match pending.take() {
                Some(rest) => rest,
                None => {
                    writeln!(out, "nothing more to show")?;
                    continue;
                }
            },
            Outcome::Printed { text, .. } => text,
        };
        let trimmed = render::trim_to_height(&text, page, &style);
        pending = trimmed.rest;
        out.write_all(trimmed.shown.as_bytes())?;
        out.flush()?;
    }
    if let Err(e) = line_editor.sync_history() {
        eprintln!("scouter: cannot save history: {e}");
    }
    Ok(ExitCode::SUCCESS)
}
