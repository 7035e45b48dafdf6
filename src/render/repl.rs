//! Text for the prompt's own needs: `help`, error lines, and trimming a long answer to the
//! screen with a "more" hint.

use std::fmt::Write;

use super::Style;
use crate::commands::help::{CommandHelp, HelpReport};

/// Renders the `help` report: the command list, or one command with its examples.
pub(super) fn help(r: &HelpReport, st: &Style) -> String {
    let mut out = String::new();
    if let Some(topic) = &r.topic {
        command_detail(&mut out, topic, st);
        return out;
    }
    let _ = writeln!(out, "{}", st.heading("Commands"));
    let width = r
        .commands
        .iter()
        .map(|c| c.short_usage.chars().count())
        .max()
        .unwrap_or(0);
    let summary_style = Style {
        width: st.width.saturating_sub(width + 4),
        ..*st
    };
    for c in &r.commands {
        let summary = summary_style
            .wrap(&c.summary, 0)
            .replace('\n', &format!("\n{}", " ".repeat(width + 4)));
        let _ = writeln!(
            out,
            "  {}  {summary}",
            st.label(&pad(&c.short_usage, width))
        );
    }
    if !r.keys.is_empty() {
        let _ = writeln!(out, "\n{}", st.heading("Keys"));
        let width = r.keys.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
        for (key, what) in &r.keys {
            let _ = writeln!(out, "  {}  {}", st.label(&pad(key, width)), what);
        }
    }
    let _ = writeln!(
        out,
        "\nType `help COMMAND` for its examples; every look-up also takes --json."
    );
    out
}

fn pad(s: &str, width: usize) -> String {
    format!("{s:<width$}")
}

fn command_detail(out: &mut String, c: &CommandHelp, st: &Style) {
    let _ = writeln!(out, "{}", st.heading(&c.usage));
    let _ = writeln!(out, "{}", st.wrap(&c.summary, 2));
    if !c.aliases.is_empty() {
        let _ = writeln!(out, "  {} {}", st.label("aliases:"), c.aliases.join(", "));
    }
    let _ = writeln!(out, "\n{}", st.label("Examples"));
    for e in &c.examples {
        let _ = writeln!(out, "  {e}");
    }
}

/// Renders an error line for the prompt or a script (`error: ...`, red when coloured).
pub fn error(message: &str, st: &Style) -> String {
    format!(
        "{} {}",
        st.alert("error:"),
        super::escape::terminal(message, false)
    )
}

/// A long answer cut to fit the screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trimmed {
    /// The part to print now, ending with the "more" hint when something was held back.
    pub shown: String,
    /// The lines held back for `more`, if any.
    pub rest: Option<String>,
}

/// Cuts `text` to at most `rows` lines (at least 5), holding the rest back behind a hint line.
pub fn trim_to_height(text: &str, rows: usize, st: &Style) -> Trimmed {
    let rows = rows.max(5);
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= rows {
        return Trimmed {
            shown: text.to_string(),
            rest: None,
        };
    }
    let keep = rows - 1;
    let (now, later) = lines.split_at(keep);
    let hint = format!(
        "… {} more lines: type `more` (or m) to see them",
        later.len()
    );
    Trimmed {
        shown: format!("{}\n{}\n", now.join("\n"), st.warn(&hint)),
        rest: Some(format!("{}\n", later.join("\n"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::help;

    #[test]
    fn short_text_is_left_alone() {
        let t = trim_to_height("a\nb\n", 10, &Style::plain());
        assert_eq!(t.shown, "a\nb\n");
        assert_eq!(t.rest, None);
    }

    #[test]
    fn long_text_keeps_the_rest_for_more() {
        let text: String = (1..=30).map(|i| format!("line {i}\n")).collect();
        let t = trim_to_height(&text, 10, &Style::plain());
        assert_eq!(t.shown.lines().count(), 10);
        assert!(t
            .shown
            .ends_with("… 21 more lines: type `more` (or m) to see them\n"));
        let rest = t.rest.unwrap_or_default();
        assert!(rest.starts_with("line 10\n") && rest.ends_with("line 30\n"));
    }

    #[test]
    fn help_lists_every_command_and_details_one() {
        let all = help(&help::help(None), &Style::plain());
        for c in help::COMMANDS {
            assert!(all.contains(c.short_usage()), "{} missing", c.name);
        }
        let one = help(&help::help(Some("c")), &Style::plain());
        assert!(one.starts_with("card NAME"));
        assert!(one.contains("aliases: c") && one.contains("Examples"));
    }
}
