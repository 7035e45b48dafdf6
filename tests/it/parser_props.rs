//! Fuzz-style properties of the three parsers hostile input reaches (issue 20): the board
//! loader (raw text, and a real board with random fields replaced), the search query parser
//! and search, and the prompt's command parser with the read-only commands it yields run
//! through the session. None may panic; each answers Ok or a clear error. The CI budget is a
//! few hundred cases each; the `#[ignore]`d runs take 1,000,000 (`cargo test --release --test
//! it parser_props -- --ignored`) and print the slowest case.

use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde_json::Value;

use scouter::commands::parse::{parse_line, Parsed};
use scouter::commands::{Command, Session};
use scouter::index::{Index, ParsedQuery, SearchOptions};
use scouter::scenario;

use crate::support;

const STANCE: &str = include_str!("../scenarios/vegetas-physical-stance.json");

fn ram_index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| Index::build_in_ram(support::corpus()).expect("index"))
}

fn session() -> &'static Mutex<Session> {
    static SESSION: OnceLock<Mutex<Session>> = OnceLock::new();
    SESSION.get_or_init(|| Mutex::new(Session::embedded().expect("embedded corpus")))
}

/// The slowest case seen by this process, for the long runs' report.
fn note_time(started: Instant) {
    static SLOWEST: Mutex<Duration> = Mutex::new(Duration::ZERO);
    let took = started.elapsed();
    if let Ok(mut slowest) = SLOWEST.lock() {
        if took > *slowest {
            *slowest = took;
            eprintln!("slowest case so far: {took:?}");
        }
    }
}

/// Every leaf of a JSON value, as a JSON pointer.
fn leaves(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                leaves(
                    x,
                    format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                leaves(x, format!("{at}/{i}"), out);
            }
        }
        _ => out.push(at),
    }
}

fn replacement() -> impl Strategy<Value = Value> {
    prop_oneof![
        any::<u64>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..12).prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        ".{0,40}".prop_map(Value::from),
        any::<bool>().prop_map(Value::from),
        Just(Value::Null),
        Just(Value::Array(Vec::new())),
        Just(serde_json::json!({})),
    ]
}

/// Loads a board text; runs it when it loads. Never a panic.
fn load_and_run(text: &str) -> Result<(), TestCaseError> {
    let started = Instant::now();
    if let Ok(file) = scenario::parse("fuzz.json", text) {
        if let Ok(loaded) = scenario::validate("fuzz.json", file, support::corpus()) {
            let _ = scenario::run(&loaded, scenario::RunOptions { until: None });
        }
    }
    note_time(started);
    Ok(())
}

fn mutated_board(edits: &[(usize, Value)]) -> String {
    let mut v: Value = serde_json::from_str(STANCE).expect("scenario");
    let mut paths = Vec::new();
    leaves(&v, String::new(), &mut paths);
    for (i, value) in edits {
        let path = &paths[i % paths.len()];
        if let Some(slot) = v.pointer_mut(path) {
            *slot = value.clone();
        }
    }
    v.to_string()
}

fn query_case(query: &str) -> Result<(), TestCaseError> {
    let started = Instant::now();
    let parsed = ParsedQuery::parse(query);
    prop_assert!(parsed.text.len() <= query.len());
    let options = SearchOptions::with_limit(5);
    if query.chars().count() <= scouter::bounds::MAX_QUERY_CHARS {
        let corpus = support::corpus();
        scouter::commands::search::search(corpus, ram_index(), query, &options)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
    note_time(started);
    Ok(())
}

fn prompt_case(line: &str) -> Result<(), TestCaseError> {
    let started = Instant::now();
    if let Ok(Parsed::Run { command, .. }) = parse_line(line) {
        // Only read-only commands run: a fuzzed `save` must not write files.
        let read_only = matches!(
            command,
            Command::Card { .. } | Command::Rule { .. } | Command::Help { .. } | Command::Sources
        );
        if read_only {
            let mut session = session()
                .lock()
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            let _ = session.run(&command);
        }
    }
    note_time(started);
    Ok(())
}

/// Lines that look like the prompt's commands, with random arguments.
fn prompt_line() -> impl Strategy<Value = String> {
    let verbs = prop::sample::select(vec![
        "card", "c", "rule", "r", "search", "s", "compare", "help", "load", "save", "set", "add",
        "remove", "step", "why", "back", "run", "state", "trace", "new", "more", "exit", "",
    ]);
    prop_oneof![
        (verbs, ".{0,60}").prop_map(|(v, rest)| format!("{v} {rest}")),
        ".{0,80}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_text_as_a_board_file_is_an_answer(text in ".{0,200}") {
        load_and_run(&text)?;
    }

    #[test]
    fn a_real_board_with_random_fields_is_an_answer(edits in prop::collection::vec((any::<usize>(), replacement()), 1..4)) {
        load_and_run(&mutated_board(&edits))?;
    }

    #[test]
    fn any_query_is_an_answer(query in ".{0,120}") {
        query_case(&query)?;
    }

    #[test]
    fn any_prompt_line_is_an_answer(line in prompt_line()) {
        prompt_case(&line)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1_000_000, failure_persistence: None, ..ProptestConfig::default() })]

    /// The long run over board files (release profile advised).
    #[test]
    #[ignore]
    fn board_files_long(edits in prop::collection::vec((any::<usize>(), replacement()), 1..4), text in ".{0,80}") {
        load_and_run(&mutated_board(&edits))?;
        load_and_run(&text)?;
    }

    /// The long run over queries and prompt lines.
    #[test]
    #[ignore]
    fn queries_and_prompt_lines_long(query in ".{0,120}", line in prompt_line()) {
        query_case(&query)?;
        prompt_case(&line)?;
    }
}
