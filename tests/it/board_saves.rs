//! `save` at the prompt (issue 20, class 8 and 7): a failed save keeps the OS cause, leaves the
//! old file as it was and no temporary file behind; of concurrent saves of a new file without
//! `--force`, exactly one wins.

use std::path::Path;

use assert_cmd::Command;

const STANCE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/scenarios/vegetas-physical-stance.json"
);

fn scouter(data: &Path) -> Command {
    let mut cmd = Command::cargo_bin("scouter").expect("the scouter binary is built by cargo test");
    cmd.env("NO_COLOR", "1");
    cmd.env("SCOUTER_DATA_DIR", data);
    cmd
}

/// Loads the stance board and runs `then` at the prompt (script mode); (stderr, exit code).
fn with_board(data: &Path, then: &str) -> (String, i32) {
    let out = scouter(data)
        .write_stdin(format!("load {STANCE}\n{then}\n"))
        .output()
        .expect("scouter runs");
    (
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .expect("read dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp-"))
        .collect()
}

#[test]
fn a_failed_save_keeps_the_cause_and_leaves_nothing_behind() {
    let dir = tempfile::tempdir().expect("temp dir");
    let plain = dir.path().join("plain.txt");
    std::fs::write(&plain, "not a folder").expect("write");
    let (err, code) = with_board(dir.path(), &format!("save {}/board.json", plain.display()));
    assert_eq!(code, 2);
    assert!(err.contains("Not a directory"), "{err}");

    // A folder in the way: without --force it exists; with it, the rename fails. Either way
    // the folder is untouched and no temporary file is left.
    let folder = dir.path().join("taken.json");
    std::fs::create_dir(&folder).expect("mkdir");
    std::fs::write(folder.join("inside"), "x").expect("write");
    let (err, code) = with_board(dir.path(), &format!("save {}", folder.display()));
    assert_eq!(code, 2);
    assert!(err.contains("already exists"), "{err}");
    let (err, code) = with_board(dir.path(), &format!("save {} --force", folder.display()));
    assert_eq!(code, 2);
    assert!(err.contains("cannot write"), "{err}");
    assert!(folder.join("inside").exists());
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());
}

#[test]
fn an_existing_board_survives_a_refused_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let target = dir.path().join("mine.json");
    std::fs::write(&target, "my own notes").expect("write");
    let (err, code) = with_board(dir.path(), &format!("save {}", target.display()));
    assert_eq!(code, 2);
    assert!(err.contains("already exists"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&target).expect("read"),
        "my own notes"
    );
    let (_, code) = with_board(dir.path(), &format!("save {} --force", target.display()));
    assert_eq!(code, 0);
    assert!(std::fs::read_to_string(&target)
        .expect("read")
        .contains("scouter_scenario"));
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());
}

#[test]
fn of_concurrent_saves_of_a_new_file_exactly_one_wins() {
    let dir = tempfile::tempdir().expect("temp dir");
    let target = dir.path().join("race.json");
    let children: Vec<std::process::Child> = (0..8)
        .map(|_| {
            let bin = assert_cmd::cargo::cargo_bin("scouter");
            let mut child = std::process::Command::new(bin)
                .env("NO_COLOR", "1")
                .env("SCOUTER_DATA_DIR", dir.path())
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("scouter starts");
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin");
            writeln!(stdin, "load {STANCE}\nsave {}", target.display()).expect("write");
            child
        })
        .collect();
    let codes: Vec<i32> = children
        .into_iter()
        .map(|c| {
            c.wait_with_output()
                .expect("waits")
                .status
                .code()
                .unwrap_or(-1)
        })
        .collect();
    assert_eq!(codes.iter().filter(|&&c| c == 0).count(), 1, "{codes:?}");
    assert!(codes.iter().all(|&c| c == 0 || c == 2), "{codes:?}");
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());
}
