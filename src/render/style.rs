//! Colour and width settings: colour is off under `NO_COLOR` and when output is not a terminal.

use std::io::IsTerminal;

use owo_colors::OwoColorize;

/// How to style text: whether to colour it and how wide to wrap it.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// Emit ANSI colours.
    pub color: bool,
    /// Wrap width in columns; 0 means do not wrap (output to a pipe or file).
    pub width: usize,
}

impl Style {
    /// Plain text at 80 columns (tests, pipes).
    pub fn plain() -> Style {
        Style {
            color: false,
            width: 80,
        }
    }

    /// Detects colour and width for standard output: colour and wrapping only on a terminal,
    /// colour off under `NO_COLOR`.
    pub fn detect() -> Style {
        let tty = std::io::stdout().is_terminal();
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let width = if tty {
            terminal_size::terminal_size()
                .map(|(w, _)| usize::from(w.0))
                .unwrap_or(80)
                .clamp(40, 120)
        } else {
            0
        };
        Style {
            color: tty && !no_color,
            width,
        }
    }

    /// A heading (bold cyan).
    pub fn heading(&self, s: &str) -> String {
        if self.color {
            s.bold().cyan().to_string()
        } else {
            s.to_string()
        }
    }

    /// An id or other reference (dimmed).
    pub fn id(&self, s: &str) -> String {
        if self.color {
            s.dimmed().to_string()
        } else {
            s.to_string()
        }
    }

    /// A label (bold).
    pub fn label(&self, s: &str) -> String {
        if self.color {
            s.bold().to_string()
        } else {
            s.to_string()
        }
    }

    /// A warning (yellow).
    pub fn warn(&self, s: &str) -> String {
        if self.color {
            s.yellow().to_string()
        } else {
            s.to_string()
        }
    }

    /// A strong status such as Banned (bold red).
    pub fn alert(&self, s: &str) -> String {
        if self.color {
            s.bold().red().to_string()
        } else {
            s.to_string()
        }
    }

    /// A matched word in a snippet (bold yellow).
    pub fn matched(&self, s: &str) -> String {
        if self.color {
            s.bold().yellow().to_string()
        } else {
            s.to_string()
        }
    }

    /// Wraps text to the width, indenting every line by `indent` spaces.
    pub fn wrap(&self, text: &str, indent: usize) -> String {
        let pad = " ".repeat(indent);
        if self.width == 0 {
            return text
                .lines()
                .map(|l| format!("{pad}{l}"))
                .collect::<Vec<_>>()
                .join("\n");
        }
        let width = self.width.saturating_sub(indent).max(20);
        text.lines()
            .flat_map(|line| {
                if line.trim().is_empty() {
                    vec![String::new()]
                } else {
                    textwrap::wrap(line, width)
                        .into_iter()
                        .map(|l| format!("{pad}{l}"))
                        .collect()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}
