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
    /// `set`: a player (or `attacker`), a field word, a value.
    Set,
    /// `add`/`remove`: a player, a zone word, a card name.
    Zone,
    /// `attack`/`defend`: a player, then a card name (or `take`, `pass`, `power`).
    PlayerCard,
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
        name: "search",
        aliases: &["s"],
        usage: "search QUERY [--json]",
        summary: "Search rules, rulings and cards: plain words, \"phrases\", typos tolerated; \
                  filters game: doc: kind: set: in the query.",
        examples: &[
            "search can my ally take the hit for me",
            "s dragon ball loop",
            "search \"base damage\" doc:score-errata",
            "s kind:card vegetas physcal stance",
        ],
        options: &[],
        arg: ArgKind::Text,
        prompt_only: false,
    },
    CommandSpec {
        name: "compare",
        aliases: &[],
        usage: "compare QUERY [--json]",
        summary: "The best passage on a topic from each document, side by side.",
        examples: &["compare deck size", "compare how many cards in a life deck"],
        options: &[],
        arg: ArgKind::Text,
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
        name: "deck",
        aliases: &[],
        usage: "deck FILE [--ruleset crd-3.0.0|score-errata|panini] [--json]",
        summary: "Check a decklist.",
        examples: &[
            "deck tests/decks/legal-goku-orange.txt",
            "deck my-deck.txt --ruleset score-errata",
        ],
        options: &["--ruleset"],
        arg: ArgKind::Path,
        prompt_only: false,
    },
    CommandSpec {
        name: "new",
        aliases: &[],
        usage: "new [RULESET]",
        summary: "Start an empty board under a ruleset (crd-3.0.0, the default, or score-errata).",
        examples: &["new", "new score-errata"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: false,
    },
    CommandSpec {
        name: "load",
        aliases: &[],
        usage: "load FILE",
        summary: "Load a board from a scenario file (docs/scenario-format.md).",
        examples: &["load tests/scenarios/anger-advances-a-level.json"],
        options: &[],
        arg: ArgKind::Path,
        prompt_only: false,
    },
    CommandSpec {
        name: "save",
        aliases: &[],
        usage: "save FILE [--force]",
        summary: "Save the board as a scenario file, atomically; an existing file only with --force.",
        examples: &["save my-board.json", "save my-board.json --force"],
        options: &["--force"],
        arg: ArgKind::Path,
        prompt_only: false,
    },
    CommandSpec {
        name: "state",
        aliases: &["board"],
        usage: "state [--json]",
        summary: "The board: power ladders with the current stage, anger, Life Deck, hand, cards in play.",
        examples: &["state"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: false,
    },
    CommandSpec {
        name: "set",
        aliases: &[],
        usage: "set PLAYER stage|anger|level|lifedeck|mp VALUE  (or: set attacker PLAYER)",
        summary: "Change a player's stage, anger, level, Life Deck size or Main Personality; the walkthrough restarts.",
        examples: &["set p2 stage 3", "set p1 anger 4", "set p1 mp \"Goku Lv.1\""],
        options: &[],
        arg: ArgKind::Set,
        prompt_only: false,
    },
    CommandSpec {
        name: "add",
        aliases: &[],
        usage: "add PLAYER ZONE CARD  (hand drill noncombat dragonball battleground mastery discard removed ally level, lifedeck top)",
        summary: "Put a card in a zone; the walkthrough restarts.",
        examples: &[
            "add p1 drill \"Orange Joint Restraint Drill\"",
            "add p2 lifedeck top \"Earth Dragon Ball 4\"",
        ],
        options: &[],
        arg: ArgKind::Zone,
        prompt_only: false,
    },
    CommandSpec {
        name: "remove",
        aliases: &["rm"],
        usage: "remove PLAYER ZONE CARD",
        summary: "Take a card out of a zone; the walkthrough restarts.",
        examples: &["remove p1 hand \"Rage Punch\""],
        options: &[],
        arg: ArgKind::Zone,
        prompt_only: false,
    },
    CommandSpec {
        name: "attack",
        aliases: &[],
        usage: "attack PLAYER CARD|power|pass [--empower] [--choose CARD]... [--may yes|no]",
        summary: "Announce the attacker's action: a card played, a personality power, or a pass.",
        examples: &["attack p1 \"Tien's Physical Attack\"", "attack p2 pass", "attack p1 \"Cell's Power Burst\" --choose Krillin --choose Yamcha"],
        options: &["--empower", "--choose", "--may"],
        arg: ArgKind::PlayerCard,
        prompt_only: false,
    },
    CommandSpec {
        name: "defend",
        aliases: &[],
        usage: "defend PLAYER CARD|take|power [--choose CARD]... [--may yes|no]",
        summary: "Announce the defender's answer: a card, a personality power, or take the attack.",
        examples: &["defend p2 \"Vegeta's Physical Stance\"", "defend p2 take"],
        options: &["--choose", "--may"],
        arg: ArgKind::PlayerCard,
        prompt_only: false,
    },
    CommandSpec {
        name: "step",
        aliases: &["n"],
        usage: "step",
        summary: "Resolve one Battle Sequence step, showing the rules it applies and what changed.",
        examples: &["step"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: false,
    },
    CommandSpec {
        name: "run",
        aliases: &[],
        usage: "run [combat]",
        summary: "Resolve to the end of the attack (or, with `combat`, to the end of Combat).",
        examples: &["run", "run combat"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: false,
    },
    CommandSpec {
        name: "back",
        aliases: &["undo"],
        usage: "back",
        summary: "Undo one step, as far back as the board as loaded or last edited.",
        examples: &["back"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: false,
    },
    CommandSpec {
        name: "trace",
        aliases: &[],
        usage: "trace [--json]",
        summary: "Every step resolved so far, with the rules each applied.",
        examples: &["trace"],
        options: &[],
        arg: ArgKind::None,
        prompt_only: false,
    },
    CommandSpec {
        name: "why",
        aliases: &[],
        usage: "why [STEP]",
        summary: "The full text of every rule cited at a step (default: the last step), with its id.",
        examples: &["why", "why 10"],
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

impl CommandSpec {
    /// The usage line without its trailing notes in parentheses (`add PLAYER ZONE CARD`).
    pub fn short_usage(&self) -> &'static str {
        self.usage.split("  ").next().unwrap_or(self.usage)
    }
}

/// Keys the interactive prompt understands, for the `help` overview.
pub const KEYS: &[(&str, &str)] = &[
    ("Tab", "complete a command, card name, rule id or file path"),
    ("Right arrow", "accept the greyed hint from history"),
    ("Ctrl-R", "search the history"),
    ("Ctrl-C", "clear the line; stop a running command"),
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
    /// The usage line without its notes, for the overview.
    pub short_usage: String,
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
            short_usage: c.short_usage().to_string(),
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
