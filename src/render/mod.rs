//! Terminal output: colours, wrapping and tables, kept apart from the logic. Every command
//! [`Output`](crate::commands::Output) renders as text ([`text`]) or JSON ([`json`]).

mod board;
pub mod coverage;
mod deck;
pub mod escape;
mod lookup;
mod repl;
mod search;
mod style;
pub mod trace;

pub use repl::{error, trim_to_height, Trimmed};
pub use style::Style;

use crate::commands::Output;

/// Renders an output as human-readable text, safe for a terminal (see [`escape`]).
pub fn text(output: &Output, style: &Style) -> String {
    let text = unescaped_text(output, style);
    match escape::terminal(&text, style.color) {
        std::borrow::Cow::Borrowed(_) => text,
        std::borrow::Cow::Owned(safe) => safe,
    }
}

fn unescaped_text(output: &Output, style: &Style) -> String {
    match output {
        Output::Sources(r) => lookup::sources(r, style),
        Output::Rule(r) => lookup::rule(r, style),
        Output::Card(r) => lookup::card(r, style),
        Output::Help(r) => repl::help(r, style),
        Output::Board(r) => board::board(r, style),
        Output::Battle(r) => trace::render_battle(r),
        Output::Coverage(r) => coverage::coverage(r, style, Some(40)),
        Output::Search(r) => search::search(r, style),
        Output::Compare(r) => search::compare(r, style),
        Output::Index(r) => search::index(r, style),
        Output::Deck(r) => deck::deck(r, style),
    }
}

/// Renders an output as one pretty-printed JSON value (`search`: the query, how it was read
/// (`interpreted`), the notes and the hits).
pub fn json(output: &Output) -> String {
    let value = match output {
        Output::Search(r) => serde_json::to_string_pretty(r),
        other => serde_json::to_string_pretty(other),
    };
    let text = value.unwrap_or_else(|e| format!("{{\"error\": \"cannot serialize output: {e}\"}}"));
    escape::json(&text).into_owned()
}

/// An error as one JSON object (`--json`): `{"error": MESSAGE, "exit": 2}`.
pub fn json_error(message: &str) -> String {
    let value = serde_json::json!({ "error": message, "exit": 2 });
    let text = serde_json::to_string_pretty(&value).unwrap_or_else(|_| "{\"exit\": 2}".into());
    escape::json(&text).into_owned()
}
