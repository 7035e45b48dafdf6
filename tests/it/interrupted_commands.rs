//! Interrupting a long command (issue 20, class 9), through the library: once a session's
//! cancel token is raised, building the search index, `compare`, `cards --coverage` and a
//! battle's run stop at their next check with a cancelled error, leave no half-built index in
//! the cache, and the session answers the next command as before. The prompt's side (Ctrl-C in
//! a real terminal) is `repl_pty::ctrl_c_during_a_slow_command_stops_it_and_keeps_the_board`.

use scouter::cancel::Cancel;
use scouter::commands::coverage::CoverageFilters;
use scouter::commands::{Command, Session};
use scouter::index::{Index, IndexError, SearchOptions};

const BOARD: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/scenarios/vegetas-physical-stance.json"
);

fn coverage() -> Command {
    Command::Coverage {
        filters: CoverageFilters::default(),
    }
}

fn battle() -> Command {
    Command::Battle {
        file: BOARD.into(),
        options: Default::default(),
    }
}

#[test]
fn a_raised_token_stops_coverage_and_a_battle_run() {
    let mut session = Session::embedded().expect("embedded corpus");
    session.cancel_token().raise();
    for command in [coverage(), battle()] {
        match session.run(&command) {
            Err(e) => assert!(e.is_cancelled(), "{command:?}: {e}"),
            Ok(_) => panic!("{command:?} ran to the end after the interrupt"),
        }
    }
}

#[test]
fn coverage_interrupted_from_another_thread_ends_cancelled() {
    let mut session = Session::embedded().expect("embedded corpus");
    let token = session.cancel_token();
    let worker = std::thread::spawn(move || session.run(&coverage()).map(|_| ()));
    // Raised while the worker compiles the pool's cards (or before it reaches the first).
    token.raise();
    let ended = worker.join().expect("the worker does not panic");
    assert!(
        ended.as_ref().is_err_and(|e| e.is_cancelled()),
        "{:?}",
        ended.err().map(|e| e.to_string())
    );
}

#[test]
fn a_session_not_interrupted_runs_coverage_and_a_battle() {
    let mut session = Session::embedded().expect("embedded corpus");
    for command in [coverage(), battle()] {
        let output = session.run(&command).expect("runs");
        assert!(output.found(), "{command:?}");
    }
}

#[test]
fn an_interrupted_index_build_leaves_nothing_in_the_cache_and_compare_stops() {
    let corpus = crate::support::corpus();
    let cache = tempfile::tempdir().expect("temp dir");
    let cancel = Cancel::new();
    cancel.raise();
    match Index::open_or_build_at(corpus, Some(cache.path()), &cancel) {
        Err(IndexError::Cancelled(_)) => {}
        Err(e) => panic!("another error: {e}"),
        Ok(_) => panic!("the index was built after the interrupt"),
    }
    let left: Vec<_> = std::fs::read_dir(cache.path())
        .expect("cache folder")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
    // Not interrupted, the same folder gets a whole index that answers.
    let index = Index::open_or_build_at(corpus, Some(cache.path()), &Cancel::new())
        .expect("builds when not interrupted");
    let hits = index
        .search("dragon ball loop", &SearchOptions::with_limit(1))
        .expect("search");
    assert_eq!(hits.hits.len(), 1);
    // `compare` over it stops between documents once interrupted.
    let options = SearchOptions::with_limit(1);
    match index.compare_with("deck size", &options, &cancel) {
        Err(IndexError::Cancelled(_)) => {}
        other => panic!("compare was not stopped: {:?}", other.map(|o| o.docs.len())),
    }
    let whole = index
        .compare_with("deck size", &options, &Cancel::new())
        .expect("compare");
    assert!(whole.docs.iter().any(|d| d.hit.is_some()));
}
