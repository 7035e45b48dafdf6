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
    cmd.env(
        "SCOUTER_CACHE_DIR",
        concat!(env!("CARGO_TARGET_TMPDIR"), "/repl-index-cache"),
    );
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
    if corpus().document_entries().is_empty() {
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
            "scouter: cannot read /no/such/walkthrough.txt: No such file",
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

/// The engine's own scenario of Vegeta's Physical Stance: the walkthrough of the board tests.
fn stance_scenario() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios/vegetas-physical-stance.json")
}

/// Runs `script` with `{scenario}` and `{dir}` filled in, from inside a temp dir.
fn board_script(script: &str) -> (String, String, i32, tempfile::TempDir) {
    let data = tempfile::tempdir().expect("temp dir");
    let script = script
        .replace("{scenario}", &stance_scenario().display().to_string())
        .replace("{dir}", &data.path().display().to_string());
    let out = scouter(&data)
        .write_stdin(script)
        .output()
        .expect("scouter runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
        data,
    )
}

#[test]
fn board_walkthrough_load_step_why_back_edit_run_save() {
    let script = "load {scenario}\nstate\nstep\nstep\nwhy 2\nback\nstep\nrun\ntrace\n\
                  set p2 stage 3\nrun\nsave {dir}/board.json\nload {dir}/board.json\n";
    let (out, err, code, data) = board_script(script);
    assert_eq!(code, 0, "{err}\n{out}");
    // `load` and `state` print the scouter readout: the ladder with the current stage marked.
    assert!(out.contains("p2  Defender Lv.1"), "{out}");
    assert!(
        out.contains("Main Personality level 1: stage 5 of 10 · power rating 1500000"),
        "{out}"
    );
    assert!(
        out.contains("▸1500000◂") && out.contains("anger □□□□□ 0/5"),
        "{out}"
    );
    // Each step cites its rule; `why 2` prints that rule's full text from the corpus.
    assert!(
        out.contains("step  1 p1 plays Plain Physical Attack"),
        "{out}"
    );
    assert!(out.contains("[crd-3.0.0/battle-sequence/2]"), "{out}");
    let item = corpus()
        .section("crd-3.0.0/battle-sequence/2")
        .expect("step 2 of the CRD");
    assert!(out.contains("Why step 2 (Attack Phase 1)"), "{out}");
    assert!(
        contains_words(&out, &item.text),
        "step 2's text missing:\n{out}"
    );
    // `back` undoes one step; `run` goes to the end of the attack.
    assert!(
        out.contains("back one step; next: step 2 of Attack Phase 1"),
        "{out}"
    );
    assert!(
        out.contains("step  5 p2 defends with Vegeta's Physical Stance"),
        "{out}"
    );
    assert!(
        out.contains("next: step 1 of Attack Phase 2 (p2 attacks)"),
        "{out}"
    );
    // The edit restarts the walkthrough from the edited board.
    assert!(out.contains("p2 stage: 5 -> 3"), "{out}");
    assert!(
        out.contains("stage 3 of 10 · power rating 1000000"),
        "{out}"
    );
    // `save` writes a scenario that loads again with the edit in it.
    assert!(out.contains(&format!(
        "saved the board to {}/board.json\n",
        data.path().display()
    )));
    let saved = std::fs::read_to_string(data.path().join("board.json")).expect("saved file");
    let value: serde_json::Value = serde_json::from_str(&saved).expect("saved JSON");
    assert_eq!(value["players"]["p2"]["main_personality"]["stage"], 3);
    assert_eq!(
        out.matches("stage 3 of 10 · power rating 1000000").count(),
        2,
        "{out}"
    );
}

#[test]
fn save_never_overwrites_without_force() {
    let script =
        "load {scenario}\nsave {dir}/b.json\nsave {dir}/b.json\nsave {dir}/b.json --force\n";
    let (out, err, code, data) = board_script(script);
    assert_eq!(code, 2);
    let path = format!("{}/b.json", data.path().display());
    assert!(err.contains(&format!(
        "<stdin>:3: {path} already exists; nothing was written (type `save {path} --force` to replace it)"
    )), "{err}");
    assert!(
        out.contains(&format!(
            "saved the board to {path} (the previous file was replaced)"
        )),
        "{out}"
    );
}

#[test]
fn board_edits_and_announcements() {
    let script = "load {scenario}\nset p1 anger 4\nadd p1 hand Plain Physical Attack\n\
                  remove p1 hand Second Punch\nset attacker p2\ndefend p1 take\nstate --json\n";
    let (out, err, code, _data) = board_script(script);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("p1 anger: 0 -> 4") && out.contains("anger ■■■■□ 4/5"),
        "{out}"
    );
    assert!(
        out.contains("p1 hand: added Plain Physical Attack"),
        "{out}"
    );
    assert!(out.contains("p1 hand: removed Second Punch"), "{out}");
    assert!(out.contains("attacker: p1 -> p2"), "{out}");
    assert!(out.contains("announced: p1 takes the attack"), "{out}");
    let json_start = out.find("{\n").expect("the JSON state");
    let value: serde_json::Value =
        serde_json::from_str(&out[json_start..]).expect("one JSON value");
    assert_eq!(value["board"], "state");
    assert_eq!(value["players"]["p1"]["anger"], 4);
    assert_eq!(
        value["players"]["p1"]["hand"],
        serde_json::json!(["Plain Physical Attack", "Plain Physical Attack"])
    );
}

#[test]
fn board_mistakes_get_clear_messages() {
    let script = "state\nnew\nstep\nnew no-such-rules\nload /no/such/board.json\n\
                  load {scenario}\nset p1 anger 9\nremove p2 drill Nothing\nwhy 12\nload {dir}\n";
    let (out, err, code, _data) = board_script(script);
    assert_eq!(code, 2);
    let expected = [
        "<stdin>:1: no board yet: `load FILE` a scenario or start one with `new`",
        "<stdin>:3: the board cannot be resolved yet:",
        "players.p1.main_personality: no level card",
        "<stdin>:4: unknown ruleset \"no-such-rules\"; expected one of crd-3.0.0",
        "<stdin>:5: cannot read /no/such/board.json: No such file",
        "<stdin>:7: set p1 anger: anger runs from 0 to 5, found 9",
        "<stdin>:8: p2 has no card in drill",
        "<stdin>:9: step 12 has not been executed yet",
        "<stdin>:10: cannot read ",
        ": not a regular file (a folder)",
    ];
    for e in expected {
        assert!(err.contains(e), "{e:?} missing from:\n{err}");
    }
    assert!(out.contains("The board cannot be resolved yet:"), "{out}");
}

/// The "done when", as one session: find the Dragon Ball Loop ruling, look up Blue
/// Reversal Drill's errata, load a board, step through the attack seeing each step's rule, ask
/// `why` at the damage step, undo a step, change the defender's stage, re-run and save.
#[test]
fn a_judges_session_from_search_to_saved_board() {
    let data = tempfile::tempdir().expect("temp dir");
    let scenario = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scenarios/orange-joint-restraint-drill-tien.json");
    let mut script = String::from("search dragon ball loop\ncard blue reversal drill\n");
    script.push_str(&format!("load {}\n", scenario.display()));
    script.push_str(&"step\n".repeat(16));
    script.push_str("why 10\nback\nset p2 stage 3\nrun\n");
    script.push_str(&format!("save {}/board.json\n", data.path().display()));
    let out = scouter(&data)
        .write_stdin(script)
        .output()
        .expect("scouter runs");
    let (out, err) = (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert!(err.is_empty(), "{err}");
    // The Dragon Ball Loop ruling is among the search results, with the id to open it.
    assert!(
        out.contains("crd-3.0.0/discarding-dragon-balls-when-losing-life-cards-for-effects")
            || out.contains("crd-3.0.0/glossary/dragon-ball-loop"),
        "{out}"
    );
    // Blue Reversal Drill's rulings, newest document first.
    let card = corpus()
        .cards()
        .iter()
        .find(|c| c.name == "Blue Reversal Drill")
        .expect("Blue Reversal Drill is in the pool");
    let ruling = card
        .rulings
        .first()
        .and_then(|id| corpus().ruling(id))
        .expect("it has a ruling");
    assert!(out.contains(&ruling.id), "{out}");
    // Every one of the 16 steps cites its Battle Sequence item.
    for n in 1..=16 {
        assert!(
            out.contains(&format!("[crd-3.0.0/battle-sequence/{n}]")),
            "step {n} uncited:\n{out}"
        );
    }
    // `why 10` prints the full text of the modifier rules cited at the damage step.
    let modified = corpus()
        .section("crd-3.0.0/modified-damage")
        .expect("Modified Damage");
    assert!(contains_words(&out, &modified.text), "{out}");
    assert!(out.contains("back one step"), "{out}");
    assert!(out.contains("p2 stage: 5 -> 3"), "{out}");
    let saved = std::fs::read_to_string(data.path().join("board.json")).expect("saved board");
    let value: serde_json::Value = serde_json::from_str(&saved).expect("saved JSON");
    assert_eq!(value["players"]["p2"]["main_personality"]["stage"], 3);
}

#[test]
fn search_alias_and_compare_in_a_script() {
    let (out, err, code) =
        pipe("s can my ally take the hit for me\ncompare deck size\nsearch \"\nsearch game:\n");
    assert!(err.is_empty(), "{err}");
    // The search answers with the CRD's Allies and Damage section among the first hits.
    assert!(
        out.contains("scouter rule crd-3.0.0/allies-and-damage"),
        "{out}"
    );
    // compare prints one block per document, each with its own deck-size passage.
    for doc in [
        "DBZ League CRD ver. 3.0.0",
        "Official Score Errata and Rulings",
    ] {
        assert!(
            out.contains(&format!("== {doc}")),
            "{doc} block missing:\n{out}"
        );
    }
    assert!(
        out.contains("No Deck may contain more than 85 cards"),
        "{out}"
    );
    // A stray quote or an empty filter is tolerated: a note, never a parser error.
    assert!(out.contains("note: unclosed quote"), "{out}");
    assert!(out.contains("note: `game:` has no value"), "{out}");
    // Nothing found for the degenerate queries makes the script's status 1, not 2.
    assert_eq!(code, 1, "{out}");
}
