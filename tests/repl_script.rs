//! Script mode through the real binary: commands piped on standard input and `--script FILE`
//! run the prompt's commands, every command is covered, errors name the line, and the exit
//! status is 2 when a line failed, else 1 when a look-up found nothing, else 0.
//!
//! Look-ups check the embedded corpus's real data when it is there (the section's and card's
//! own text); until the documents and card pool land they check the "not found" path instead.

use assert_cmd::Command;
use predicates::prelude::*;
use scouter::corpus::Corpus;

/// `scouter` with no subcommand, colour off and its data folder in a temp dir.
fn scouter(data: &tempfile::TempDir) -> Command {
    let mut cmd = Command::cargo_bin("scouter").expect("the scouter binary is built");
    cmd.env("SCOUTER_DATA_DIR", data.path());
    cmd
}

/// Runs `script` on standard input; returns (stdout, stderr, exit code).
fn pipe(script: &str) -> (String, String, i32) {
    let data = tempfile::tempdir().expect("temp dir");
    let out = scouter(&data)
        .write_stdin(script)
        .output()
        .expect("scouter runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn corpus() -> &'static Corpus {
    Corpus::embedded().expect("the embedded corpus loads")
}

/// Whitespace-insensitive containment: wrapped output still counts.
fn contains_words(hay: &str, needle: &str) -> bool {
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    flat(hay).contains(&flat(needle))
}

/// The first words of a text, enough to recognise it after wrapping.
fn opening(text: &str) -> String {
    text.split_whitespace()
        .take(6)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn help_lists_every_command_and_help_command_shows_examples() {
    let (out, err, code) = pipe("help\nhelp c\n? rule\n");
    assert_eq!(code, 0, "{err}");
    for c in scouter::commands::help::COMMANDS {
        assert!(
            out.contains(c.short_usage()),
            "help lacks {}:\n{out}",
            c.usage
        );
    }
    assert!(out.contains("card NAME [--game GAME] [--json]\n"));
    assert!(out.contains("card \"Vegeta's Physical Stance\""));
    assert!(out.contains("r crd-3.0.0/battle-sequence/9"));
}

#[test]
fn sources_lists_documents_and_card_pools() {
    let (out, err, code) = pipe("sources\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Documents\n"), "{out}");
    assert!(out.contains("\nCard pools\n"), "{out}");
    for doc in corpus().documents() {
        assert!(out.contains(&doc.meta.id), "{} not listed", doc.meta.id);
    }
    if corpus().documents().is_empty() {
        eprintln!("note: the embedded corpus has no documents yet; only the layout is checked");
    }
}

#[test]
fn rule_and_its_alias_open_a_section() {
    let id = "crd-3.0.0/battle-sequence/9";
    let (out, err, code) = pipe(&format!("rule {id}\nr {id}\n"));
    match corpus().section(id) {
        Some(section) => {
            assert_eq!(code, 0, "{err}");
            assert!(out.contains(id), "{out}");
            assert!(contains_words(&out, &opening(&section.text)), "{out}");
            let halves: Vec<&str> = out.split("\n\n").collect();
            assert!(halves.len() >= 2, "two answers expected:\n{out}");
        }
        None => {
            eprintln!("note: {id} is not in the embedded corpus yet; checking the not-found path");
            assert_eq!(code, 1, "{err}");
            assert_eq!(out.matches(&format!("no section with id {id}")).count(), 2);
        }
    }
}

#[test]
fn card_prints_the_current_text_quoted_or_not() {
    let name = "Vegeta's Physical Stance";
    let script =
        format!("card \"{name}\"\nc vegetas physical stance\ncard '{name}' --game score\n");
    let (out, err, code) = pipe(&script);
    match corpus().cards().iter().find(|c| c.name == name) {
        Some(card) => {
            assert_eq!(code, 0, "{err}");
            assert_eq!(out.matches("Current text").count(), 3, "{out}");
            assert!(contains_words(&out, &opening(&card.current_text)), "{out}");
        }
        None => {
            assert!(
                corpus().cards().is_empty(),
                "the pool is loaded but lacks {name}"
            );
            eprintln!("note: the embedded card pool is empty; checking the not-found path");
            assert_eq!(code, 1, "{err}");
            assert!(out.contains(&format!("no card named \"{name}\"")), "{out}");
            assert!(
                out.contains("no card named \"vegetas physical stance\""),
                "{out}"
            );
        }
    }
}

#[test]
fn json_flag_prints_one_value_per_command() {
    let (out, err, code) = pipe("help card --json\n");
    assert_eq!(code, 0, "{err}");
    let value: serde_json::Value = serde_json::from_str(&out).expect("one JSON value");
    assert_eq!(value["topic"]["name"], "card");
    assert_eq!(value["topic"]["aliases"][0], "c");
}

#[test]
fn errors_name_the_line_and_later_lines_still_run() {
    let (out, err, code) = pipe("# walkthrough\ncrad Goku\nhelp rule\nrule\nrule a b\ncard\n");
    assert_eq!(code, 2);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines,
        [
            "scouter: <stdin>:2: unknown command \"crad\"; did you mean \"card\"? (type `help card` for its usage)",
            "scouter: <stdin>:4: rule: missing a section id (e.g. crd-3.0.0/battle-sequence/9); usage: rule ID [--json]",
            "scouter: <stdin>:5: rule: unexpected argument \"b\"; usage: rule ID [--json]",
            "scouter: <stdin>:6: card: missing a card name; usage: card NAME [--game GAME] [--json]",
        ]
    );
    assert!(out.starts_with("rule ID [--json]"), "{out}");
}

#[test]
fn nothing_found_exits_one() {
    let (out, err, code) = pipe("rule no-such-document/no-such-section\n");
    assert_eq!(code, 1, "{err}");
    assert!(out.starts_with("no section with id no-such-document/no-such-section"));
}

#[test]
fn exit_stops_and_more_is_harmless() {
    let (out, err, code) = pipe("more\nhelp card\nquit\nhelp rule\n");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("card NAME") && !out.contains("rule ID"),
        "{out}"
    );
}

#[test]
fn script_file_runs_the_same_commands() {
    let data = tempfile::tempdir().expect("temp dir");
    let script = data.path().join("walk.scouter");
    std::fs::write(&script, "help card\nnonsense\n").expect("write script");
    scouter(&data)
        .arg("--script")
        .arg(&script)
        .assert()
        .code(2)
        .stdout(predicate::str::starts_with("card NAME"))
        .stderr(predicate::str::contains(format!(
            "scouter: {}:2: unknown command \"nonsense\"",
            script.display()
        )));
}

#[test]
fn a_missing_script_file_is_a_clear_error() {
    let data = tempfile::tempdir().expect("temp dir");
    scouter(&data)
        .args(["--script", "/no/such/walkthrough.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "scouter: cannot open script /no/such/walkthrough.txt",
        ));
}

#[test]
fn script_and_a_subcommand_do_not_mix() {
    let data = tempfile::tempdir().expect("temp dir");
    scouter(&data)
        .args(["--script", "x.txt", "sources"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot be combined with a subcommand",
        ));
}

#[test]
fn empty_input_is_a_quiet_success() {
    let (out, err, code) = pipe("");
    assert_eq!((out.as_str(), err.as_str(), code), ("", "", 0));
}
