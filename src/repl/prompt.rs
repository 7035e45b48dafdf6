//! The prompt: `scouter> `, with the history-search state while Ctrl-R is active.

use std::borrow::Cow;

use reedline::{Color, Prompt, PromptEditMode, PromptHistorySearch, PromptHistorySearchStatus};

/// The text the prompt shows; tests wait for it.
pub const PROMPT: &str = "scouter> ";

/// Scouter's prompt.
#[derive(Debug, Clone, Default)]
pub struct ScouterPrompt;

impl Prompt for ScouterPrompt {
    fn render_prompt_left(&self) -> Cow<'_, str> {
        Cow::Borrowed("scouter")
    }

    fn render_prompt_right(&self) -> Cow<'_, str> {
        Cow::Borrowed("")
    }

    fn render_prompt_indicator(&self, _mode: PromptEditMode) -> Cow<'_, str> {
        Cow::Borrowed("> ")
    }

    fn render_prompt_multiline_indicator(&self) -> Cow<'_, str> {
        Cow::Borrowed("… ")
    }

    fn render_prompt_history_search_indicator(&self, search: PromptHistorySearch) -> Cow<'_, str> {
        let status = match search.status {
            PromptHistorySearchStatus::Passing => "",
            PromptHistorySearchStatus::Failing => "failing ",
        };
        Cow::Owned(format!("({status}history search: {}) ", search.term))
    }

    fn get_prompt_color(&self) -> Color {
        Color::Cyan
    }

    fn get_indicator_color(&self) -> Color {
        Color::Cyan
    }
}
