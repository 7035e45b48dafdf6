//! Script mode: `scouter --script FILE`, or commands piped on standard input.
//!
//! Every line runs as it would at the prompt, and its whole answer is printed (no trimming);
//! answers are separated by a blank line. A line that fails prints `scouter: FILE:LINE: message`
//! on standard error and the script goes on, so one typo does not hide the rest of a
//! walkthrough. `exit` stops the script early; `more` does nothing (nothing is trimmed).
//!
//! Exit status, as for the subcommands: 2 when any line failed (bad command, bad arguments,
//! a command error), else 1 when any look-up found nothing, else 0.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use super::{execute, Outcome};
use crate::commands::Session;
use crate::render::Style;

/// Runs every line of `input` (named `name` in error messages), printing answers to `out` and
/// errors to `err`.
pub fn run_script(
    session: &mut Session,
    input: impl BufRead,
    name: &str,
    out: &mut impl Write,
    err: &mut impl Write,
    style: &Style,
) -> anyhow::Result<ExitCode> {
    let mut failed = false;
    let mut missing = false;
    let mut printed_any = false;
    for (index, line) in input.split(b'\n').enumerate() {
        let bytes = line?;
        let line = String::from_utf8_lossy(&bytes);
        let line = line.trim_end_matches('\r');
        match execute(session, line, style) {
            Outcome::Blank | Outcome::More => {}
            Outcome::Exit => break,
            Outcome::Failed(message) => {
                failed = true;
                out.flush()?;
                writeln!(err, "scouter: {name}:{}: {message}", index + 1)?;
                err.flush()?;
            }
            Outcome::Printed { text, found } => {
                missing |= !found;
                if printed_any {
                    out.write_all(b"\n")?;
                }
                out.write_all(text.as_bytes())?;
                printed_any = true;
            }
        }
    }
    out.flush()?;
    Ok(if failed {
        ExitCode::from(2)
    } else if missing {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A session over an empty corpus: these tests are about the script loop, not the data.
    fn session() -> Session {
        let dir = tempfile::tempdir().expect("temp dir");
        for sub in ["crd", "cards"] {
            std::fs::create_dir(dir.path().join(sub)).expect("mkdir");
        }
        Session::from_dir(dir.path()).expect("an empty corpus loads")
    }

    fn run(script: &str) -> (String, String, ExitCode) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_script(
            &mut session(),
            script.as_bytes(),
            "walk.txt",
            &mut out,
            &mut err,
            &Style::plain(),
        )
        .expect("script runs");
        (
            String::from_utf8_lossy(&out).into_owned(),
            String::from_utf8_lossy(&err).into_owned(),
            code,
        )
    }

    #[test]
    fn errors_name_the_line_and_the_script_goes_on() {
        let (out, err, code) = run("# a walkthrough\nhelp c\ncrad Goku\n\nhelp rule\n");
        assert_eq!(
            err,
            "scouter: walk.txt:3: unknown command \"crad\"; did you mean \"card\"? \
             (type `help card` for its usage)\n"
        );
        assert!(out.starts_with("card NAME"));
        assert!(out.contains("\n\nrule ID"), "answers are separated: {out}");
        assert_eq!(code, ExitCode::from(2));
    }

    #[test]
    fn exit_stops_the_script() {
        let (out, err, code) = run("help card\r\nexit\nhelp rule\n");
        assert!(out.starts_with("card NAME") && !out.contains("rule ID"));
        assert!(err.is_empty());
        assert_eq!(code, ExitCode::SUCCESS);
    }

    #[test]
    fn nothing_found_gives_one() {
        let (out, _, code) = run("rule crd-3.0.0/no-such-section\n");
        assert!(out.starts_with("no section with id crd-3.0.0/no-such-section"));
        assert_eq!(code, ExitCode::from(1));
    }
}
