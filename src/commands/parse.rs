//! Typed lines to [`Command`]s: the REPL and script mode both call [`parse_line`].
//!
//! Words split on whitespace, shell-like, with one change for card names: a quote opens a quoted
//! word only at the start of a word, and closes it only when followed by a space or the end of
//! the line, so `card Vegeta's Physical Stance` and `'Vegeta's Physical Stance'` both work.
//! Inside double quotes and in bare words a backslash escapes the next character; single quotes
//! take everything literally. `#` at the start of a line makes it a comment.

use super::help::{self, ArgKind, CommandSpec};
use super::Command;
use crate::corpus::Game;

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

/// One word of a typed line, with where it stands (byte offsets, quotes included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The word with quotes and escapes removed.
    pub text: String,
    /// Offset of its first byte (the opening quote, if quoted).
    pub start: usize,
    /// Offset just past its last byte.
    pub end: usize,
    /// The quote character, if the word was quoted.
    pub quote: Option<char>,
    /// False when a quoted word runs to the end of the line without its closing quote.
    pub closed: bool,
}

impl Word {
    /// True when the word is a bare `--option` or `-o` (quoted words are never options).
    pub fn is_option(&self) -> bool {
        self.quote.is_none()
            && self.text.starts_with('-')
            && self.text.len() > 1
            && !self.text[1..].starts_with(|c: char| c.is_ascii_digit())
    }
}

/// Splits a line into words, never failing: an unclosed quote gives a word with `closed: false`.
pub fn lex(line: &str) -> Vec<Word> {
    let mut words = Vec::new();
    let mut chars = line.char_indices().peekable();
    while let Some(&(start, c)) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            continue;
        }
        let quote = (c == '"' || c == '\'').then_some(c);
        if quote.is_some() {
            chars.next();
        }
        let mut text = String::new();
        let mut closed = quote.is_none();
        let mut end = line.len();
        while let Some((i, c)) = chars.next() {
            match quote {
                None if c.is_whitespace() => {
                    end = i;
                    break;
                }
                Some(q) if c == q && chars.peek().is_none_or(|&(_, n)| n.is_whitespace()) => {
                    closed = true;
                    end = i + c.len_utf8();
                    break;
                }
                Some('\'') => text.push(c),
                _ if c == '\\' => match chars.next() {
                    Some((_, escaped)) => text.push(escaped),
                    None => text.push('\\'),
                },
                _ => text.push(c),
            }
        }
        words.push(Word {
            text,
            start,
            end,
            quote,
            closed,
        });
    }
    words
}

/// Quotes a value for typing back into the prompt when it holds spaces, quotes or backslashes.
pub fn quote(value: &str) -> String {
    if !value.is_empty()
        && !value
            .chars()
            .any(|c| c.is_whitespace() || matches!(c, '"' | '\'' | '\\' | '#'))
    {
        return value.to_string();
    }
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("\"{escaped}\"")
}

/// Parses one typed line.
pub fn parse_line(line: &str) -> Result<Parsed, ParseError> {
    let words = lex(line);
    if let Some(w) = words.iter().find(|w| !w.closed) {
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
        "rule" => Command::Rule {
            id: args.one("a section id (e.g. crd-3.0.0/battle-sequence/9)")?,
        },
        "card" => Command::Card {
            game: args.game,
            name: args.joined("a card name")?,
        },
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
}

impl Args {
    fn collect(spec: &'static CommandSpec, words: &[Word]) -> Result<Args, ParseError> {
        let mut args = Args {
            spec,
            positional: Vec::new(),
            json: false,
            game: None,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &str) -> Vec<String> {
        lex(line).into_iter().map(|w| w.text).collect()
    }

    fn run(line: &str) -> Command {
        match parse_line(line) {
            Ok(Parsed::Run { command, .. }) => command,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn lex_splits_like_a_shell_but_keeps_apostrophes() {
        assert_eq!(
            texts("card  Vegeta's Physical"),
            ["card", "Vegeta's", "Physical"]
        );
        assert_eq!(
            texts(r#"c "Vegeta's Physical Stance""#),
            ["c", "Vegeta's Physical Stance"]
        );
        assert_eq!(
            texts("c 'Vegeta's Physical Stance'"),
            ["c", "Vegeta's Physical Stance"]
        );
        assert_eq!(texts(r#"x "a \"b\" c" d\ e"#), ["x", "a \"b\" c", "d e"]);
        assert_eq!(texts("   "), Vec::<String>::new());
    }

    #[test]
    fn lex_reports_spans_and_unclosed_quotes() {
        let w = lex(r#"card "Vegeta's Phys"#);
        assert_eq!((w[1].start, w[1].end, w[1].closed), (5, 19, false));
        assert_eq!(w[1].quote, Some('"'));
        let w = lex(r#"card "ab" x"#);
        assert_eq!((w[1].start, w[1].end, w[1].closed), (5, 9, true));
    }

    #[test]
    fn quote_round_trips_through_lex() {
        for name in [
            "Vegeta's Physical Stance",
            "Tien Lv.1",
            r#"odd "name""#,
            "plain",
        ] {
            let line = format!("card {}", quote(name));
            assert_eq!(texts(&line)[1], name, "{line}");
        }
        assert_eq!(quote("plain"), "plain");
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
