//! The command-line front end: clap arguments ("low args") mapped onto the shared
//! [`Command`](crate::commands::Command) layer, then rendered. `main` only turns the result into
//! an exit status: 0 found, 1 nothing found, 2 error or bad usage.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::commands::battle::BattleOptions;
use crate::commands::coverage::CoverageFilters;
use crate::commands::{Command, Session};
use crate::corpus::Game;
use crate::index::SearchOptions;
use crate::render::{self, Style};

/// Scouter: rulings search and a Battle Sequence engine for the Dragon Ball Z card games.
#[derive(Debug, Parser)]
#[command(name = "scouter", version, about, long_about = None)]
pub struct Args {
    /// Read `crd/` and `cards/` from this folder instead of the copy built into the binary.
    #[arg(long, global = true, value_name = "DIR")]
    pub corpus: Option<PathBuf>,
    /// Run the prompt's commands from this file, one per line, instead of opening the prompt
    /// (commands piped on standard input run the same way).
    #[arg(long, value_name = "FILE")]
    pub script: Option<PathBuf>,
    /// What to do; with none, Scouter opens its interactive prompt.
    #[command(subcommand)]
    pub command: Option<Sub>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Sub {
    /// List the documents and card pools.
    Sources {
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Open a rule section, numbered item or ruling by id (e.g. crd-3.0.0/battle-sequence/9).
    Rule {
        /// The section id.
        id: String,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Look a card up by name (typos, case, "Lv.1"/"Lvl 1" forms tolerated).
    Card {
        /// The card name.
        name: Vec<String>,
        /// Only this game (score-dbz-ccg, panini-dbz-tcg, ...).
        #[arg(long, value_parser = parse_game)]
        game: Option<Game>,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Search rules, rulings and cards: plain words, "quoted phrases", typos tolerated; filters
    /// game: doc: kind: set: may be written in the query too.
    Search {
        /// The query.
        #[arg(required = true)]
        query: Vec<String>,
        /// At most this many results.
        #[arg(long, default_value_t = 10)]
        limit: usize,
        /// Only this game (score-dbz-ccg, dbz-ocg, panini-dbz-tcg, bandai-db-ccg).
        #[arg(long)]
        game: Option<String>,
        /// Only this document (crd-3.0.0, score-errata, ...).
        #[arg(long)]
        doc: Option<String>,
        /// Only this kind (rule, ruling, card, glossary, legality, keyword, table).
        #[arg(long)]
        kind: Option<String>,
        /// Print one JSON array.
        #[arg(long)]
        json: bool,
    },
    /// The best passage on a topic from each document, side by side.
    Compare {
        /// The query.
        #[arg(required = true)]
        query: Vec<String>,
        /// Only this game.
        #[arg(long)]
        game: Option<String>,
        /// Only this kind.
        #[arg(long)]
        kind: Option<String>,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Manage the search index cache.
    Index {
        /// Rebuild the cached index now.
        #[arg(long, required = true)]
        rebuild: bool,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Resolve a board-state file through the Battle Sequence, citing the rule at every step.
    Battle {
        /// The scenario file (JSON, see docs/scenario-format.md).
        file: PathBuf,
        /// Stop after this Battle Sequence step (a number), or this turn step of a board that
        /// runs whole turns (draw, non_combat, power_up, declare, discard, rejuvenation, set_up;
        /// 2:discard for turn 2's).
        #[arg(long, value_name = "STEP")]
        until: Option<crate::scenario::Until>,
        /// Verify the file's `expect` checkpoints; exit 1 with the differences when one fails.
        #[arg(long)]
        check: bool,
        /// Print the trace events and the final state as one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Check a decklist (plain text, OCTGN .o8d or LackeyCCG .dek; - reads standard input):
    /// legal (exit 0) or the findings with their rule ids (exit 1).
    Deck {
        /// The decklist file, or - for standard input.
        file: PathBuf,
        /// The rules: crd-3.0.0 (default for Score lists), score-errata, or panini (default
        /// for OCTGN files).
        #[arg(long, value_name = "RULESET")]
        ruleset: Option<String>,
        /// Print one JSON value: {legal, ruleset, counts, findings}.
        #[arg(long)]
        json: bool,
    },
    /// The card pool as the engine reads it.
    Cards {
        /// Report, card by card, how much of the current text the engine compiles.
        #[arg(long, required = true)]
        coverage: bool,
        /// Only this game (default: score-dbz-ccg, the game whose card wording the compiler reads).
        #[arg(long, value_parser = parse_game)]
        game: Option<Game>,
        /// Only this card type (Physical Combat, Energy Combat, Combat, Drill, ...).
        #[arg(long = "type", value_name = "TYPE")]
        card_type: Option<String>,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
}

fn parse_game(s: &str) -> Result<Game, String> {
    Game::parse(s).ok_or_else(|| {
        let keys: Vec<&str> = Game::ALL.iter().map(|g| g.key()).collect();
        format!("unknown game {s:?}; expected one of {}", keys.join(", "))
    })
}

impl Sub {
    /// The shared command and whether JSON was asked for.
    fn to_command(&self) -> (Command, bool) {
        match self {
            Sub::Sources { json } => (Command::Sources, *json),
            Sub::Rule { id, json } => (Command::Rule { id: id.clone() }, *json),
            Sub::Card { name, game, json } => (
                Command::Card {
                    name: name.join(" "),
                    game: *game,
                },
                *json,
            ),
            Sub::Search {
                query,
                limit,
                game,
                doc,
                kind,
                json,
            } => (
                Command::Search {
                    query: query.join(" "),
                    options: search_options(*limit, game, doc, kind),
                },
                *json,
            ),
            Sub::Compare {
                query,
                game,
                kind,
                json,
            } => (
                Command::Compare {
                    query: query.join(" "),
                    options: search_options(1, game, &None, kind),
                },
                *json,
            ),
            Sub::Index { rebuild: _, json } => (Command::IndexRebuild, *json),
            Sub::Battle {
                file,
                until,
                check,
                json,
            } => (
                Command::Battle {
                    file: file.clone(),
                    options: BattleOptions {
                        until: *until,
                        check: *check,
                    },
                },
                *json,
            ),
            Sub::Deck {
                file,
                ruleset,
                json,
            } => (
                Command::Deck {
                    file: file.clone(),
                    ruleset: ruleset.clone(),
                },
                *json,
            ),
            Sub::Cards {
                coverage: _,
                game,
                card_type,
                json,
            } => (
                Command::Coverage {
                    filters: CoverageFilters {
                        game: Some(game.unwrap_or(Game::ScoreDbzCcg)),
                        card_type: card_type.clone(),
                    },
                },
                *json,
            ),
        }
    }
}

fn search_options(
    limit: usize,
    game: &Option<String>,
    doc: &Option<String>,
    kind: &Option<String>,
) -> SearchOptions {
    let mut options = SearchOptions::with_limit(limit.max(1));
    options.filters.game.extend(game.iter().cloned());
    options.filters.doc.extend(doc.iter().cloned());
    options.filters.kind.extend(kind.iter().cloned());
    options
}

/// Runs the CLI and returns the process exit status. Under `--json` an error (bad usage, an
/// unreadable file) is one JSON object on standard output, `{"error": ..., "exit": 2}`, so a
/// script can tell it from an empty answer; the message also goes to standard error.
pub fn main() -> ExitCode {
    let json = std::env::args_os().any(|a| a == "--json");
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            if json && code == 2 {
                print_json_error(e.render().to_string().trim());
            }
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(args) {
        Ok(code) => code,
        Err(err) => {
            if is_broken_pipe(&err) {
                return ExitCode::SUCCESS;
            }
            let message = format!("{err:#}");
            if json {
                print_json_error(&message);
            }
            eprintln!("scouter: {}", render::escape::terminal(&message, false));
            ExitCode::from(2)
        }
    }
}

fn print_json_error(message: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = writeln!(stdout, "{}", render::json_error(message));
    let _ = stdout.flush();
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|e| {
        e.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Runs parsed arguments.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut session = match &args.corpus {
        Some(dir) => Session::from_dir(dir)?,
        None => Session::embedded()?,
    };
    let Some(sub) = &args.command else {
        return crate::repl::start(&mut session, args.script.as_deref());
    };
    if args.script.is_some() {
        anyhow::bail!(
            "--script runs the prompt's commands; it cannot be combined with a subcommand"
        );
    }
    let (command, json) = sub.to_command();
    let output = session.run(&command)?;
    let text = if json {
        render::json(&output)
    } else {
        render::text(&output, &Style::detect())
    };
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    if !text.ends_with('\n') {
        stdout.write_all(b"\n")?;
    }
    stdout.flush()?;
    Ok(if output.found() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
