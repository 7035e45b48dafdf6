//! The command table: every command the REPL and script mode understand, as data (name,
//! aliases, usage, summary, examples, what its arguments complete to), and the `help` report
//! built from it. The parser, the completer, the highlighter and `help` all read this one table.

use serde::Serialize;

/// What a command's argument is, so the completer knows what to offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ArgKind {
    /// No argument.
    None,
    /// A card name (fuzzy, quoted on completion).
    CardName,
    /// A section, item or ruling id.
    RuleId,
    /// Another command's name.
    CommandName,
    /// A file path.
    Path,
    /// Free text (a query).
    Text,
}

/// One command of the table.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct CommandSpec {
    /// The command word.
    pub name: &'static str,
    /// Short forms that mean the same command.
    pub aliases: &'static [&'static str],
    /// The usage line (`card NAME [--game GAME]`).
    pub usage: &'static str,
    /// One line saying what it does.
    pub summary: &'static str,
    /// Example lines a user can type as they are.
    pub examples: &'static [&'static str],
    /// The options it takes, besides `--json`.
    pub options: &'static [&'static str],
    /// What its (first) argument is.
    pub arg: ArgKind,
    /// True for commands that only make sense at the interactive prompt.
    pub prompt_only: bool,
}

/// Every command, in the order `help` lists them.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "card",
        aliases: &["c"],
        usage: "card NAME [--game GAME] [--json]",
        summary: "A card's current text, errata, rulings and legality (typos tolerated).",
        examples: &["card \"Vegeta's Physical Stance\"", "c blue reversal drill"],
        options: &["--game"],
        arg: ArgKind::CardName,
        prompt_only: false,
    },
    CommandSpec {
        name: "rule",
        aliases: &["r"],
        usage: "rule ID [--json]",
        summary: "Open a rule section, numbered item or ruling by its id.",
        examples: &[
            "rule crd-3.0.0/battle-sequence",
            "r crd-3.0.0/battle-sequence/9",
        ],
        options: &[],
        arg: ArgKind::RuleId,
        prompt_only: false,
    },
    CommandSpec {
        name: "sources",
        aliases: &[],
        usage: "sources [--json]",
        summary: "List the rules documents and card pools Scouter knows.",
        examples: &["sources"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: false,
    },
    CommandSpec {
        name: "help",
        aliases: &["?"],
        usage: "help [COMMAND]",
        summary: "List the commands, or show one command's usage and examples.",
        examples: &["help", "help card"],
        options: &[],
        arg: ArgKind::CommandName,
        prompt_only: false,
    },
    CommandSpec {
        name: "more",
        aliases: &["m"],
        usage: "more",
        summary: "Show the rest of an answer that was too long for the screen.",
        examples: &["more"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: true,
    },
    CommandSpec {
        name: "exit",
        aliases: &["quit", "q"],
        usage: "exit",
        summary: "Leave Scouter (Ctrl-D does the same).",
        examples: &["exit"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: true,
    },
];

/// Keys the interactive prompt understands, for the `help` overview.
pub const KEYS: &[(&str, &str)] = &[
    ("Tab", "complete a command, card name, rule id or file path"),
    ("Right arrow", "accept the greyed hint from history"),
    ("Ctrl-R", "search the history"),
    ("Ctrl-C", "clear the line"),
    ("Ctrl-D", "leave (on an empty line)"),
];

/// The spec of the command with this name or alias (case-insensitive).
pub fn find(word: &str) -> Option<&'static CommandSpec> {
    let word = word.to_ascii_lowercase();
    COMMANDS
        .iter()
        .find(|c| c.name == word || c.aliases.contains(&word.as_str()))
}

/// The command name closest to a mistyped word, when one is close enough to be a likely typo.
pub fn closest(word: &str) -> Option<&'static str> {
    let lower = word.to_ascii_lowercase();
    let word = lower.as_str();
    let (distance, name) = COMMANDS
        .iter()
        .flat_map(|c| {
            std::iter::once(c.name)
                .chain(c.aliases.iter().copied())
                .filter(|w| w.len() > 1)
                .map(move |w| (strsim::damerau_levenshtein(word, w), c.name))
        })
        .min()?;
    let prefix = COMMANDS
        .iter()
        .find(|c| c.name.starts_with(word) && word.len() >= 2);
    if let Some(c) = prefix {
        return Some(c.name);
    }
    (distance <= (word.chars().count() / 2).clamp(1, 3)).then_some(name)
}

/// One command as `help` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct CommandHelp {
    /// The command word.
    pub name: String,
    /// Its aliases.
    pub aliases: Vec<String>,
    /// The usage line.
    pub usage: String,
    /// What it does.
    pub summary: String,
    /// Lines to try.
    pub examples: Vec<String>,
}

impl From<&CommandSpec> for CommandHelp {
    fn from(c: &CommandSpec) -> Self {
        CommandHelp {
            name: c.name.to_string(),
            aliases: c.aliases.iter().map(|a| a.to_string()).collect(),
            usage: c.usage.to_string(),
            summary: c.summary.to_string(),
            examples: c.examples.iter().map(|e| e.to_string()).collect(),
        }
    }
}

/// The `help` report: one command in detail, or the whole list with the prompt's keys.
#[derive(Debug, Clone, Serialize)]
pub struct HelpReport {
    /// The command asked about, when one was.
    pub topic: Option<CommandHelp>,
    /// Every command (empty when a topic was asked for).
    pub commands: Vec<CommandHelp>,
    /// The prompt's keys (empty when a topic was asked for).
    pub keys: Vec<(String, String)>,
}

/// Builds the help report for a topic (a command name or alias), or the overview.
pub fn help(topic: Option<&str>) -> HelpReport {
    match topic.and_then(find) {
        Some(spec) => HelpReport {
            topic: Some(spec.into()),
            commands: Vec::new(),
            keys: Vec::new(),
        },
        None => HelpReport {
            topic: None,
            commands: COMMANDS.iter().map(CommandHelp::from).collect(),
            keys: KEYS
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_are_unique() {
        let mut words: Vec<&str> = COMMANDS
            .iter()
            .flat_map(|c| std::iter::once(c.name).chain(c.aliases.iter().copied()))
            .collect();
        let n = words.len();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), n, "a command word is used twice");
    }

    #[test]
    fn every_usage_starts_with_its_name() {
        for c in COMMANDS {
            assert!(c.usage.starts_with(c.name), "{}", c.usage);
            assert!(!c.examples.is_empty(), "{} has no example", c.name);
        }
    }

    #[test]
    fn closest_catches_typos_and_prefixes() {
        assert_eq!(closest("crad"), Some("card"));
        assert_eq!(closest("rulee"), Some("rule"));
        assert_eq!(closest("sour"), Some("sources"));
        assert_eq!(closest("xyzzyplugh"), None);
    }
}
