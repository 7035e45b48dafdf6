//! Colours the line as it is typed: a known command word green (unknown red), quoted words
//! (card names, paths) yellow, options blue. Plain when colour is off.

use nu_ansi_term::{Color, Style};
use reedline::{Highlighter, StyledText};

use crate::commands::help;
use crate::commands::words::lex;

/// The line highlighter.
pub struct ScouterHighlighter {
    color: bool,
}

impl ScouterHighlighter {
    /// A highlighter; `color: false` paints everything plain.
    pub fn new(color: bool) -> Self {
        ScouterHighlighter { color }
    }

    fn style_of(&self, index: usize, text: &str, quoted: bool, option: bool) -> Style {
        if !self.color {
            return Style::new();
        }
        if index == 0 {
            return match help::find(text) {
                Some(_) => Style::new().bold().fg(Color::Green),
                None => Style::new().fg(Color::Red),
            };
        }
        if quoted {
            Style::new().fg(Color::Yellow)
        } else if option {
            Style::new().fg(Color::Blue)
        } else {
            Style::new()
        }
    }
}

impl Highlighter for ScouterHighlighter {
    fn highlight(&self, line: &str, _cursor: usize) -> StyledText {
        let mut styled = StyledText::new();
        let mut at = 0;
        for (i, w) in lex(line).iter().enumerate() {
            let (Some(gap), Some(word)) = (line.get(at..w.start), line.get(w.start..w.end)) else {
                break;
            };
            if !gap.is_empty() {
                styled.push((Style::new(), gap.to_string()));
            }
            let style = self.style_of(i, &w.text, w.quote.is_some(), w.is_option());
            styled.push((style, word.to_string()));
            at = w.end;
        }
        if let Some(tail) = line.get(at..).filter(|t| !t.is_empty()) {
            styled.push((Style::new(), tail.to_string()));
        }
        styled
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_of_the_line_is_kept() {
        let h = ScouterHighlighter::new(true);
        for line in [
            "",
            "  card  \"Vegeta's Physical Stance\" --json ",
            "crad 'x",
            "r a/b",
        ] {
            let text: String = h
                .highlight(line, 0)
                .buffer
                .into_iter()
                .map(|(_, s)| s)
                .collect();
            assert_eq!(text, line);
        }
    }

    #[test]
    fn command_word_and_quoted_name_are_coloured() {
        let h = ScouterHighlighter::new(true);
        let parts = h.highlight("card \"Goku\"", 0).buffer;
        assert_eq!(
            parts[0],
            (Style::new().bold().fg(Color::Green), "card".to_string())
        );
        assert_eq!(
            parts[2],
            (Style::new().fg(Color::Yellow), "\"Goku\"".to_string())
        );
        let plain = ScouterHighlighter::new(false)
            .highlight("card \"Goku\"", 0)
            .buffer;
        assert!(plain.iter().all(|(s, _)| *s == Style::new()));
    }
}
