//! Sizes a user controls, bounded (issue 20, class 2): a board file, a `--script` or a
//! `--corpus` file that is a device, a FIFO or a link to one is refused at once; `--limit` is
//! clamped to what exists; an over-long card name, rule id or query is bad usage.

use std::path::Path;

use assert_cmd::Command;
use predicates::prelude::*;

fn scouter() -> Command {
    let mut cmd = Command::cargo_bin("scouter").expect("the scouter binary is built by cargo test");
    cmd.env("NO_COLOR", "1");
    cmd.env(
        "SCOUTER_CACHE_DIR",
        concat!(env!("CARGO_TARGET_TMPDIR"), "/bounds-index-cache"),
    );
    cmd.timeout(std::time::Duration::from_secs(60));
    cmd
}

#[cfg(unix)]
fn fifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo {}", path.display());
}

#[test]
#[cfg(unix)]
fn a_board_file_must_be_a_regular_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pipe = dir.path().join("board.json");
    fifo(&pipe);
    let link = dir.path().join("zero.json");
    std::os::unix::fs::symlink("/dev/zero", &link).expect("symlink");
    for (file, kind) in [
        (Path::new("/dev/zero"), "a device"),
        (pipe.as_path(), "a FIFO"),
        (link.as_path(), "a device"),
        (dir.path(), "a folder"),
    ] {
        scouter()
            .arg("battle")
            .arg(file)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!(
                "not a regular file ({kind})"
            )));
    }
}

#[test]
fn a_script_must_be_a_regular_file_of_bounded_size() {
    scouter()
        .args(["--script", "/dev/zero"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a regular file (a device)"));
    let dir = tempfile::tempdir().expect("temp dir");
    let big = dir.path().join("big.txt");
    let file = std::fs::File::create(&big).expect("create");
    file.set_len(scouter::bounds::MAX_SCRIPT_FILE + 1)
        .expect("sparse file");
    scouter()
        .arg("--script")
        .arg(&big)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("larger than"));
}

#[test]
#[cfg(unix)]
fn a_corpus_file_that_is_a_fifo_or_a_device_is_refused_not_waited_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let crd = dir.path().join("crd");
    std::fs::create_dir_all(&crd).expect("crd");
    std::fs::create_dir_all(dir.path().join("cards")).expect("cards");
    fifo(&crd.join("stuck.md"));
    scouter()
        .arg("--corpus")
        .arg(dir.path())
        .arg("sources")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a regular file (a FIFO)"));
    std::fs::remove_file(crd.join("stuck.md")).expect("remove");
    std::os::unix::fs::symlink("/dev/zero", crd.join("zero.md")).expect("symlink");
    scouter()
        .arg("--corpus")
        .arg(dir.path())
        .arg("sources")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a regular file (a device)"));
}

#[test]
fn a_huge_limit_is_clamped_to_the_index() {
    for limit in ["1000000000", "18446744073709551615"] {
        let out = scouter()
            .args(["search", "base damage", "--json", "--limit", limit])
            .output()
            .expect("scouter runs");
        assert_eq!(out.status.code(), Some(0), "--limit {limit}");
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        assert!(
            report["hits"].as_array().is_some_and(|h| h.len() > 10),
            "--limit {limit}"
        );
    }
}

#[test]
fn over_long_names_ids_and_queries_are_bad_usage() {
    let long = "a".repeat(100_000);
    for args in [
        vec!["card", long.as_str()],
        vec!["rule", long.as_str()],
        vec!["search", long.as_str()],
        vec!["compare", long.as_str()],
    ] {
        scouter()
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("is longer than"));
    }
    // Just under the bounds, a look-up still answers (nothing found, with suggestions).
    let name = "z".repeat(scouter::bounds::MAX_NAME_CHARS);
    scouter().args(["card", name.as_str()]).assert().code(1);
    scouter().args(["rule", name.as_str()]).assert().code(1);
}

#[test]
fn a_decklist_must_be_a_regular_file() {
    scouter()
        .args(["deck", "/dev/zero"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a regular file (a device)"));
}
