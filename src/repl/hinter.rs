//! Greyed hints after the cursor: the latest history line starting with what is typed (Right
//! arrow accepts it), else, right after a command word, that command's arguments as a reminder
//! (shown only; never inserted).

use nu_ansi_term::{Color, Style};
use reedline::{Hinter, History, SearchQuery};

use crate::commands::help;

/// The hinter.
pub struct ScouterHinter {
    style: Style,
    /// The hint Right arrow would insert (empty for a usage reminder).
    accept: String,
}

impl ScouterHinter {
    /// A hinter; `color: false` shows hints unstyled.
    pub fn new(color: bool) -> Self {
        let style = if color {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new()
        };
        ScouterHinter {
            style,
            accept: String::new(),
        }
    }
}

/// The usage reminder for a line that is exactly a command word and one space.
pub fn usage_hint(line: &str) -> Option<String> {
    let word = line.strip_suffix(' ')?;
    if word.is_empty() || word.contains(char::is_whitespace) {
        return None;
    }
    let spec = help::find(word)?;
    let args = spec.usage.split_once(' ')?.1;
    Some(args.to_string())
}

impl Hinter for ScouterHinter {
    fn handle(
        &mut self,
        line: &str,
        pos: usize,
        history: &dyn History,
        use_ansi_coloring: bool,
        _cwd: &str,
    ) -> String {
        self.accept.clear();
        if line.is_empty() || pos < line.len() {
            return String::new();
        }
        let from_history = history
            .search(SearchQuery::last_with_prefix(
                line.to_string(),
                history.session(),
            ))
            .unwrap_or_default()
            .first()
            .and_then(|item| item.command_line.get(line.len()..).map(str::to_string))
            .unwrap_or_default();
        let shown = if from_history.is_empty() {
            usage_hint(line).unwrap_or_default()
        } else {
            self.accept = from_history.clone();
            from_history
        };
        if use_ansi_coloring && !shown.is_empty() {
            self.style.paint(shown).to_string()
        } else {
            shown
        }
    }

    fn complete_hint(&self) -> String {
        self.accept.clone()
    }

    fn next_hint_token(&self) -> String {
        let trimmed = self.accept.trim_start();
        let lead = self.accept.len() - trimmed.len();
        let word = trimmed.split_whitespace().next().unwrap_or_default();
        self.accept[..lead + word.len()].to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reedline::{FileBackedHistory, HistoryItem};

    #[test]
    fn usage_hint_follows_a_command_word() {
        assert_eq!(
            usage_hint("card ").as_deref(),
            Some("NAME [--game GAME] [--json]")
        );
        assert_eq!(usage_hint("r ").as_deref(), Some("ID [--json]"));
        assert_eq!(usage_hint("card"), None);
        assert_eq!(usage_hint("card Goku "), None);
        assert_eq!(usage_hint("crad "), None);
    }

    #[test]
    fn history_wins_and_only_history_is_accepted() {
        let mut history = FileBackedHistory::new(10).expect("in-memory history");
        history
            .save(HistoryItem::from_command_line("card Goku"))
            .expect("saved");
        let mut h = ScouterHinter::new(false);
        assert_eq!(h.handle("card G", 6, &history, false, ""), "oku");
        assert_eq!(h.complete_hint(), "oku");
        assert_eq!(h.handle("rule ", 5, &history, false, ""), "ID [--json]");
        assert_eq!(h.complete_hint(), "");
    }
}
