//! The README's tour runs as shown (issue 20): every `scouter ...` line of its shell blocks
//! runs without an error (exit 0 or 1; exactly the status its comment gives as "(exit N)"),
//! and its prompt example, piped in script mode, runs every line without an error. Lines on
//! `../shared` files skip when it is absent.

use std::path::Path;

const README: &str = include_str!("../../README.md");

/// The tour: the README from "## A tour" to the next `## ` heading.
fn tour() -> &'static str {
    let start = README.find("## A tour").expect("the README has a tour");
    let rest = &README[start + 3..];
    let end = rest.find("\n## ").map_or(rest.len(), |e| e);
    &rest[..end]
}

/// A command line without its trailing `# comment` (a `#` after two spaces).
fn without_comment(line: &str) -> &str {
    line.find("  #").map_or(line, |i| &line[..i]).trim()
}

fn bin() -> std::path::PathBuf {
    assert_cmd::cargo::cargo_bin("scouter")
}

/// The exit status a tour line's comment promises ("... (exit 1) ..."), if it names one.
fn promised_exit(line: &str) -> Option<i32> {
    let comment = &line[line.find("  #")?..];
    let at = comment.find("(exit ")? + "(exit ".len();
    comment[at..].chars().next()?.to_digit(10).map(|d| d as i32)
}

#[test]
fn every_shell_command_of_the_tour_runs_as_shown() {
    let cache = tempfile::tempdir().expect("temp dir");
    let lines: Vec<&str> = tour()
        .lines()
        .filter(|l| l.starts_with("scouter "))
        .collect();
    assert!(lines.len() >= 10, "{lines:?}");
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    for full in lines {
        let line = without_comment(full);
        if line.contains("../shared") && !shared.is_dir() {
            eprintln!("note: ../shared is absent; skipping `{line}`");
            continue;
        }
        let command = format!("'{}'{}", bin().display(), &line["scouter".len()..]);
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(&command)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("NO_COLOR", "1")
            .env("SCOUTER_CACHE_DIR", cache.path())
            .output()
            .expect("sh runs");
        let code = out.status.code();
        let stderr = String::from_utf8_lossy(&out.stderr);
        match promised_exit(full) {
            Some(want) => assert_eq!(code, Some(want), "{line}\n{stderr}"),
            None => assert!(matches!(code, Some(0 | 1)), "{line}: {code:?}\n{stderr}"),
        }
    }
}

#[test]
fn the_prompt_example_runs_in_script_mode() {
    let script: String = tour()
        .lines()
        .filter_map(|l| l.strip_prefix("scouter> "))
        .map(|l| format!("{}\n", without_comment(l)))
        .collect();
    assert!(script.contains("why"), "{script}");
    // A folder of its own, where the example's relative paths lead to the repository's files
    // and its `save` writes.
    let dir = tempfile::tempdir().expect("temp dir");
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&tests, dir.path().join("tests")).expect("symlink");
    let out = assert_cmd::Command::new(bin())
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .env("SCOUTER_DATA_DIR", dir.path())
        .env(
            "SCOUTER_CACHE_DIR",
            concat!(env!("CARGO_TARGET_TMPDIR"), "/tour-index-cache"),
        )
        .write_stdin(script.clone())
        .output()
        .expect("scouter runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{script}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.path().join("my-board.json").is_file());
}
