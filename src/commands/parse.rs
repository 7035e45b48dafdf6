//! Typed lines to [`Command`]s: the REPL and script mode both call [`parse_line`].
//!
//! The line is split into words by [`lex`] (the quoting rules are in `words.rs`); the first word
//! names a command of the help table, the rest are its options and arguments. `#` at the start
//! of a line makes it a comment.

use super::board::{self, BoardCommand, SetField, Zone};
use super::help::{self, ArgKind, CommandSpec};
use super::words::{lex, Word};
use super::Command;
use crate::corpus::Game;
use crate::engine::PlayerId;

/// A typed line that could not be understood. Each message says what was expected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// A quoted word was not closed.
    #[error("unterminated {quote} quote: close the quoted word with {quote}")]
    UnterminatedQuote {
        /// The quote character.
        quote: char,
    },
    /// The first word is not a command.
    #[error("unknown command \"{word}\"; {}", suggest(suggestion.as_deref()))]
    UnknownCommand {
        /// The word typed.
        word: String,
        /// The closest command, when one is close.
        suggestion: Option<String>,
    },
    /// A required argument is missing.
    #[error("{command}: missing {what}; usage: {usage}")]
    MissingArgument {
        /// The command.
        command: String,
        /// What was expected.
        what: String,
        /// The usage line.
        usage: String,
    },
    /// An argument the command does not take.
    #[error("{command}: unexpected argument \"{arg}\"; usage: {usage}")]
    UnexpectedArgument {
        /// The command.
        command: String,
        /// The extra word.
        arg: String,
        /// The usage line.
        usage: String,
    },
    /// An option the command does not take, or one missing its value.
    #[error("{command}: {problem}; usage: {usage}")]
    BadOption {
        /// The command.
        command: String,
        /// What is wrong.
        problem: String,
        /// The usage line.
        usage: String,
    },
}

fn suggest(suggestion: Option<&str>) -> String {
    match suggestion {
        Some(s) => format!("did you mean \"{s}\"? (type `help {s}` for its usage)"),
        None => "type `help` for the list of commands".to_string(),
    }
}

/// What a line asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Parsed {
    /// An empty line or a comment.
    Blank,
    /// A command for the command layer, and whether to print it as JSON.
    Run {
        /// The command.
        command: Command,
        /// `--json` was given.
        json: bool,
    },
    /// `more`: show the rest of a trimmed answer (prompt only).
    More,
    /// `exit`: leave the prompt or stop the script.
    Exit,
}

/// Parses one typed line.
pub fn parse_line(line: &str) -> Result<Parsed, ParseError> {
    let words = lex(line);
    // A query keeps its quotes as typed: a stray quote there is the search's to tolerate.
    let is_query = words
        .first()
        .and_then(|w| help::find(&w.text))
        .is_some_and(|spec| spec.arg == help::ArgKind::Text && spec.name != "help");
    if let Some(w) = words.iter().find(|w| !w.closed && !is_query) {
        return Err(ParseError::UnterminatedQuote {
            quote: w.quote.unwrap_or('"'),
        });
    }
    let Some((first, rest)) = words.split_first() else {
        return Ok(Parsed::Blank);
    };
    if first.quote.is_none() && first.text.starts_with('#') {
        return Ok(Parsed::Blank);
    }
    let Some(spec) = help::find(&first.text) else {
        return Err(ParseError::UnknownCommand {
            word: first.text.clone(),
            suggestion: help::closest(&first.text).map(str::to_string),
        });
    };
    let args = Args::collect(spec, rest)?;
    let json = args.json;
    let command = match spec.name {
        "more" => {
            args.none()?;
            return Ok(Parsed::More);
        }
        "exit" => {
            args.none()?;
            return Ok(Parsed::Exit);
        }
        "sources" => {
            args.none()?;
            Command::Sources
        }
        "search" | "compare" => {
            // The query keeps its quotes (phrases) and filters exactly as typed.
            let rest = line
                .trim_start()
                .split_once(char::is_whitespace)
                .map_or("", |(_, rest)| rest);
            let query = rest
                .split_whitespace()
                .filter(|w| *w != "--json")
                .collect::<Vec<_>>()
                .join(" ");
            if query.is_empty() {
                return Err(args.bad("needs a query, e.g. `search dragon ball loop`"));
            }
            let options = crate::index::SearchOptions::default();
            if spec.name == "search" {
                Command::Search { query, options }
            } else {
                Command::Compare { query, options }
            }
        }
        "rule" => Command::Rule {
            id: args.one("a section id (e.g. crd-3.0.0/battle-sequence/9)")?,
        },
        "card" => Command::Card {
            game: args.game,
            name: args.joined("a card name")?,
        },
        "deck" => {
            let file = args.one("a decklist file")?;
            // Standard input carries the prompt's own commands.
            if file == "-" {
                return Err(args.bad("the prompt reads a decklist from a file, not `-`"));
            }
            Command::Deck {
                file: file.into(),
                ruleset: args.ruleset.clone(),
            }
        }
        "new" => Command::Board(BoardCommand::New {
            ruleset: args.optional()?,
        }),
        "load" => Command::Board(BoardCommand::Load {
            path: args.one("a scenario file")?.into(),
        }),
        "save" => Command::Board(BoardCommand::Save {
            path: args.one("a file to save the board to")?.into(),
            force: args.flag("--force"),
        }),
        "state" | "step" | "back" | "trace" => {
            args.none()?;
            Command::Board(match spec.name {
                "state" => BoardCommand::State,
                "step" => BoardCommand::Step,
                "back" => BoardCommand::Back,
                _ => BoardCommand::Trace,
            })
        }
        "run" => Command::Board(BoardCommand::Run {
            combat: match args.optional()?.as_deref() {
                None => false,
                Some(w) if w.eq_ignore_ascii_case("combat") => true,
                Some(other) => return Err(args.unexpected(other)),
            },
        }),
        "why" => Command::Board(BoardCommand::Why {
            step: match args.optional()? {
                None => None,
                Some(n) => Some(n.parse().map_err(|_| {
                    args.bad(&format!("expected a step number (1-16), found \"{n}\""))
                })?),
            },
        }),
        "set" => Command::Board(args.set()?),
        "add" | "remove" => Command::Board(args.zone()?),
        "attack" | "defend" => Command::Board(args.act()?),
        "help" => {
            let topic = args.optional()?;
            if let Some(t) = &topic {
                if help::find(t).is_none() {
                    return Err(ParseError::UnknownCommand {
                        word: t.clone(),
                        suggestion: help::closest(t).map(str::to_string),
                    });
                }
            }
            Command::Help {
                topic: topic
                    .and_then(|t| help::find(&t))
                    .map(|s| s.name.to_string()),
            }
        }
        other => {
            return Err(ParseError::UnknownCommand {
                word: other.to_string(),
                suggestion: None,
            })
        }
    };
    Ok(Parsed::Run { command, json })
}

/// The arguments of one command after the options are taken out.
struct Args {
    spec: &'static CommandSpec,
    positional: Vec<String>,
    json: bool,
    game: Option<Game>,
    flags: Vec<&'static str>,
    /// `--choose NAME` (repeatable): the cards a card's effects ask its player to choose.
    choose: Vec<String>,
    /// `--may yes|no`: whether the player uses the card's "you may" effects.
    may: Option<bool>,
    /// `--ruleset ID` (`deck`).
    ruleset: Option<String>,
}

impl Args {
    fn collect(spec: &'static CommandSpec, words: &[Word]) -> Result<Args, ParseError> {
        let mut args = Args {
            spec,
            positional: Vec::new(),
            json: false,
            game: None,
            flags: Vec::new(),
            choose: Vec::new(),
            may: None,
            ruleset: None,
        };
        let mut it = words.iter();
        let mut only_positional = false;
        while let Some(w) = it.next() {
            if only_positional || !w.is_option() {
                args.positional.push(w.text.clone());
                continue;
            }
            let (flag, inline) = match w.text.split_once('=') {
                Some((f, v)) => (f, Some(v.to_string())),
                None => (w.text.as_str(), None),
            };
            match flag {
                "--" => only_positional = true,
                "--json" if inline.is_none() && !spec.prompt_only => args.json = true,
                "--game" | "-g" if spec.options.contains(&"--game") => {
                    let value = inline
                        .or_else(|| it.next().map(|v| v.text.clone()))
                        .ok_or_else(|| args.bad("--game needs a value (score, panini, ...)"))?;
                    args.game = Some(Game::parse(&value).ok_or_else(|| {
                        let keys: Vec<&str> = Game::ALL.iter().map(|g| g.key()).collect();
                        args.bad(&format!(
                            "unknown game \"{value}\"; expected one of {}",
                            keys.join(", ")
                        ))
                    })?);
                }
                "--ruleset" if spec.options.contains(&"--ruleset") => {
                    let value = inline
                        .or_else(|| it.next().map(|v| v.text.clone()))
                        .ok_or_else(|| {
                            args.bad("--ruleset needs a value (crd-3.0.0, score-errata, panini)")
                        })?;
                    args.ruleset = Some(value);
                }
                "--choose" if spec.options.contains(&"--choose") => {
                    let value = inline
                        .or_else(|| it.next().map(|v| v.text.clone()))
                        .ok_or_else(|| args.bad("--choose needs a card name"))?;
                    args.choose.push(value);
                }
                "--may" if spec.options.contains(&"--may") => {
                    let value = inline
                        .or_else(|| it.next().map(|v| v.text.clone()))
                        .ok_or_else(|| args.bad("--may needs yes or no"))?;
                    args.may = Some(match value.to_ascii_lowercase().as_str() {
                        "yes" | "y" | "true" => true,
                        "no" | "n" | "false" => false,
                        other => {
                            return Err(
                                args.bad(&format!("--may takes yes or no, found \"{other}\""))
                            )
                        }
                    });
                }
                f if inline.is_none() && spec.options.contains(&f) => {
                    if let Some(known) = spec.options.iter().find(|o| **o == f) {
                        args.flags.push(known);
                    }
                }
                _ => return Err(args.bad(&format!("unknown option \"{}\"", w.text))),
            }
        }
        Ok(args)
    }

    fn bad(&self, problem: &str) -> ParseError {
        ParseError::BadOption {
            command: self.spec.name.to_string(),
            problem: problem.to_string(),
            usage: self.spec.usage.to_string(),
        }
    }

    fn missing(&self, what: &str) -> ParseError {
        ParseError::MissingArgument {
            command: self.spec.name.to_string(),
            what: what.to_string(),
            usage: self.spec.usage.to_string(),
        }
    }

    fn unexpected(&self, arg: &str) -> ParseError {
        ParseError::UnexpectedArgument {
            command: self.spec.name.to_string(),
            arg: arg.to_string(),
            usage: self.spec.usage.to_string(),
        }
    }

    /// True when the boolean option was given.
    fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }

    /// The player named by a word (`p1`, `p2`).
    fn player(&self, word: Option<&String>) -> Result<PlayerId, ParseError> {
        match word.map(|w| w.to_ascii_lowercase()).as_deref() {
            Some("p1" | "1") => Ok(PlayerId::P1),
            Some("p2" | "2") => Ok(PlayerId::P2),
            Some(other) => {
                Err(self.bad(&format!("expected a player, p1 or p2, found \"{other}\"")))
            }
            None => Err(self.missing("a player (p1 or p2)")),
        }
    }

    /// The words from `from` on, joined: a card name typed with or without quotes.
    fn rest(&self, from: usize, what: &str) -> Result<String, ParseError> {
        let rest = self.positional.get(from..).unwrap_or_default().join(" ");
        if rest.trim().is_empty() {
            return Err(self.missing(what));
        }
        Ok(rest)
    }

    /// `set PLAYER FIELD VALUE` or `set attacker PLAYER`.
    fn set(&self) -> Result<BoardCommand, ParseError> {
        let first = self.positional.first();
        if first.is_some_and(|w| w.eq_ignore_ascii_case("attacker")) {
            let player = self.player(self.positional.get(1))?;
            if let Some(extra) = self.positional.get(2) {
                return Err(self.unexpected(extra));
            }
            return Ok(BoardCommand::SetAttacker { player });
        }
        let player = self.player(first)?;
        let words: Vec<&str> = board::SET_FIELDS.iter().map(|(w, _)| *w).collect();
        let field = match self.positional.get(1) {
            None => return Err(self.missing(&format!("what to set ({})", words.join(", ")))),
            Some(w) => lookup(board::SET_FIELDS, w).ok_or_else(|| {
                self.bad(&format!(
                    "cannot set \"{w}\"; expected one of {}",
                    words.join(", ")
                ))
            })?,
        };
        let value = match field {
            SetField::MainPersonality => self.rest(2, "a level card name")?,
            _ => {
                let v = self
                    .positional
                    .get(2)
                    .ok_or_else(|| self.missing("a number"))?;
                if let Some(extra) = self.positional.get(3) {
                    return Err(self.unexpected(extra));
                }
                v.clone()
            }
        };
        Ok(BoardCommand::Set {
            player,
            field,
            value,
        })
    }

    /// `add|remove PLAYER ZONE CARD` (`lifedeck top CARD`).
    fn zone(&self) -> Result<BoardCommand, ParseError> {
        let player = self.player(self.positional.first())?;
        let words: Vec<&str> = board::ZONES.iter().map(|(w, _)| *w).collect();
        let zone = match self.positional.get(1) {
            None => return Err(self.missing(&format!("a zone ({})", words.join(", ")))),
            Some(w) => lookup(board::ZONES, w)
                .or_else(|| lookup(board::ZONES, w.trim_end_matches('s')))
                .ok_or_else(|| {
                    self.bad(&format!(
                        "unknown zone \"{w}\"; expected one of {}",
                        words.join(", ")
                    ))
                })?,
        };
        let mut from = 2;
        if zone == Zone::LifeDeckTop {
            match self.positional.get(2) {
                Some(w) if w.eq_ignore_ascii_case("top") => from = 3,
                _ => {
                    return Err(self.bad(
                        "the Life Deck takes `top` before the card (its known top cards); \
                         `set PLAYER lifedeck N` sets how many unknown cards lie below",
                    ))
                }
            }
        }
        let card = self.rest(from, "a card name")?;
        Ok(match self.spec.name {
            "add" => BoardCommand::Add { player, zone, card },
            _ => BoardCommand::Remove { player, zone, card },
        })
    }

    /// `attack|defend PLAYER CARD|take|pass|power`.
    fn act(&self) -> Result<BoardCommand, ParseError> {
        let player = self.player(self.positional.first())?;
        let what = self.rest(1, "a card name (or take, pass, power)")?;
        let mut action = board::action(player, &what, self.flag("--empower"));
        action.choose = self.choose.clone();
        action.may = self.may;
        Ok(BoardCommand::Act { action })
    }

    /// No positional argument.
    fn none(&self) -> Result<(), ParseError> {
        match self.positional.first() {
            Some(a) => Err(self.unexpected(a)),
            None => Ok(()),
        }
    }

    /// At most one positional argument.
    fn optional(&self) -> Result<Option<String>, ParseError> {
        match self.positional.as_slice() {
            [] => Ok(None),
            [one] => Ok(Some(one.clone())),
            [_, extra, ..] => Err(self.unexpected(extra)),
        }
    }

    /// Exactly one positional argument.
    fn one(&self, what: &str) -> Result<String, ParseError> {
        self.optional()?.ok_or_else(|| self.missing(what))
    }

    /// Every positional argument joined by spaces (a card name typed without quotes).
    fn joined(&self, what: &str) -> Result<String, ParseError> {
        let name = self.positional.join(" ");
        if name.trim().is_empty() {
            return Err(self.missing(what));
        }
        debug_assert!(matches!(self.spec.arg, ArgKind::CardName | ArgKind::Text));
        Ok(name)
    }
}

/// The value a word names in a word table (case-insensitive).
fn lookup<T: Copy>(table: &[(&str, T)], word: &str) -> Option<T> {
    table
        .iter()
        .find(|(w, _)| w.eq_ignore_ascii_case(word))
        .map(|(_, v)| *v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(line: &str) -> Command {
        match parse_line(line) {
            Ok(Parsed::Run { command, .. }) => command,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn aliases_and_names_parse_to_the_same_command() {
        let want = Command::Card {
            name: "Vegeta's Physical Stance".into(),
            game: None,
        };
        assert_eq!(run("card Vegeta's Physical Stance"), want);
        assert_eq!(run("c \"Vegeta's Physical Stance\""), want);
        assert_eq!(run("CARD   Vegeta's  Physical Stance"), want);
        assert_eq!(
            run("r crd-3.0.0/battle-sequence/9"),
            Command::Rule {
                id: "crd-3.0.0/battle-sequence/9".into()
            }
        );
        assert_eq!(run("sources"), Command::Sources);
    }

    #[test]
    fn choices_ride_on_the_action() {
        let BoardCommand::Act { action } =
            board("attack p1 \"Cell's Power Burst\" --choose Krillin --choose Yamcha --may yes")
        else {
            panic!("an action")
        };
        assert_eq!(
            action.choose,
            vec!["Krillin".to_string(), "Yamcha".to_string()]
        );
        assert_eq!(action.may, Some(true));
        assert!(matches!(
            parse_line("defend p2 take --may perhaps"),
            Err(ParseError::BadOption { .. })
        ));
    }

    #[test]
    fn options_are_read_anywhere() {
        assert_eq!(
            run("card --game panini Goku"),
            Command::Card {
                name: "Goku".into(),
                game: Some(Game::PaniniDbzTcg)
            }
        );
        assert_eq!(
            parse_line("c Goku --json --game=score"),
            Ok(Parsed::Run {
                command: Command::Card {
                    name: "Goku".into(),
                    game: Some(Game::ScoreDbzCcg)
                },
                json: true
            })
        );
    }

    #[test]
    fn help_resolves_aliases() {
        assert_eq!(run("help"), Command::Help { topic: None });
        assert_eq!(
            run("help c"),
            Command::Help {
                topic: Some("card".into())
            }
        );
    }

    fn board(line: &str) -> BoardCommand {
        match run(line) {
            Command::Board(b) => b,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn board_commands_parse_in_the_games_words() {
        use crate::engine::Verb;
        assert_eq!(
            board("set p2 stage 3"),
            BoardCommand::Set {
                player: PlayerId::P2,
                field: SetField::Stage,
                value: "3".into()
            }
        );
        assert_eq!(
            board("set p1 mp Goku Lv.1"),
            BoardCommand::Set {
                player: PlayerId::P1,
                field: SetField::MainPersonality,
                value: "Goku Lv.1".into()
            }
        );
        assert_eq!(
            board("set attacker p2"),
            BoardCommand::SetAttacker {
                player: PlayerId::P2
            }
        );
        assert_eq!(
            board("add p1 drill \"Orange Joint Restraint Drill\""),
            BoardCommand::Add {
                player: PlayerId::P1,
                zone: Zone::Drill,
                card: "Orange Joint Restraint Drill".into()
            }
        );
        assert_eq!(
            board("add p2 lifedeck top Earth Dragon Ball 4"),
            BoardCommand::Add {
                player: PlayerId::P2,
                zone: Zone::LifeDeckTop,
                card: "Earth Dragon Ball 4".into()
            }
        );
        assert_eq!(
            board("rm p1 drills X"),
            BoardCommand::Remove {
                player: PlayerId::P1,
                zone: Zone::Drill,
                card: "X".into()
            }
        );
        let BoardCommand::Act { action } = board("attack p1 Tien's Physical Attack --empower")
        else {
            panic!("attack is an action");
        };
        assert_eq!(
            (action.verb, action.card.as_deref(), action.empower),
            (Verb::Play, Some("Tien's Physical Attack"), true)
        );
        let BoardCommand::Act { action } = board("defend p2 take") else {
            panic!("defend is an action");
        };
        assert_eq!(
            (action.player, action.verb, action.card),
            (PlayerId::P2, Verb::Take, None)
        );
        assert_eq!(board("why 10"), BoardCommand::Why { step: Some(10) });
        assert_eq!(board("run combat"), BoardCommand::Run { combat: true });
        assert_eq!(
            board("save b.json --force"),
            BoardCommand::Save {
                path: "b.json".into(),
                force: true
            }
        );
        assert_eq!(board("n"), BoardCommand::Step);
        assert_eq!(board("undo"), BoardCommand::Back);
    }

    #[test]
    fn board_errors_name_what_was_expected() {
        let cases = [
            (
                "set p3 stage 1",
                "expected a player, p1 or p2, found \"p3\"",
            ),
            (
                "set p1 power 3",
                "cannot set \"power\"; expected one of stage, anger",
            ),
            ("set p1 stage", "set: missing a number"),
            ("add p1 pocket X", "unknown zone \"pocket\""),
            (
                "add p2 lifedeck X",
                "the Life Deck takes `top` before the card",
            ),
            (
                "attack p1",
                "attack: missing a card name (or take, pass, power)",
            ),
            ("why ten", "expected a step number (1-16), found \"ten\""),
            ("run away", "run: unexpected argument \"away\""),
            ("load", "load: missing a scenario file"),
            ("save x --forse", "unknown option \"--forse\""),
        ];
        for (line, want) in cases {
            let err = parse_line(line).expect_err(line).to_string();
            assert!(err.contains(want), "{line:?}: {err:?} lacks {want:?}");
        }
    }

    #[test]
    fn blank_comment_more_and_exit() {
        assert_eq!(parse_line("   "), Ok(Parsed::Blank));
        assert_eq!(parse_line("# a note"), Ok(Parsed::Blank));
        assert_eq!(parse_line("more"), Ok(Parsed::More));
        assert_eq!(parse_line("quit"), Ok(Parsed::Exit));
    }

    #[test]
    fn errors_say_what_was_expected() {
        let cases = [
            (
                "crad Goku",
                "unknown command \"crad\"; did you mean \"card\"?",
            ),
            ("frobnicate", "type `help` for the list of commands"),
            ("card", "card: missing a card name; usage: card NAME"),
            ("rule", "rule: missing a section id"),
            ("rule a b", "rule: unexpected argument \"b\""),
            ("sources extra", "sources: unexpected argument \"extra\""),
            ("card Goku --game", "--game needs a value"),
            (
                "card Goku --game pokemon",
                "unknown game \"pokemon\"; expected one of",
            ),
            ("rule x --game score", "unknown option \"--game\""),
            ("card \"Goku", "unterminated \" quote"),
            ("help nothing", "unknown command \"nothing\""),
        ];
        for (line, want) in cases {
            let err = parse_line(line).expect_err(line).to_string();
            assert!(err.contains(want), "{line:?}: {err:?} lacks {want:?}");
        }
    }
}
