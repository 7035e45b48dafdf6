//! Control characters from a file or the user never reach the terminal raw (issue 20, class
//! 6): a board title, a card name typed, a query echoed back are shown escaped, with colour off
//! (NO_COLOR, a pipe) as with colour on.

use assert_cmd::Command;

const RAW: [char; 5] = ['\u{1b}', '\u{7}', '\u{9b}', '\r', '\u{8}'];

fn scouter() -> Command {
    let mut cmd = Command::cargo_bin("scouter").expect("the scouter binary is built by cargo test");
    cmd.env(
        "SCOUTER_CACHE_DIR",
        concat!(env!("CARGO_TARGET_TMPDIR"), "/escapes-index-cache"),
    );
    cmd
}

fn assert_no_raw_control(what: &str, bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    for c in RAW {
        assert!(!text.contains(c), "{what}: raw {c:?} in:\n{text:?}");
    }
}

fn hostile_board(dir: &std::path::Path) -> std::path::PathBuf {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/vegetas-physical-stance.json"
    ))
    .expect("scenario");
    let mut v: serde_json::Value = serde_json::from_str(&src).expect("json");
    v["title"] = serde_json::json!("Stance\u{1b}]0;owned\u{7}\u{1b}[2J\r\u{9b}31m\u{8}");
    let path = dir.join("hostile.json");
    std::fs::write(&path, serde_json::to_string_pretty(&v).expect("json")).expect("write");
    path
}

#[test]
fn a_board_title_is_printed_escaped_under_no_color_and_into_a_pipe() {
    let dir = tempfile::tempdir().expect("temp dir");
    let board = hostile_board(dir.path());
    for no_color in [true, false] {
        let mut cmd = scouter();
        if no_color {
            cmd.env("NO_COLOR", "1");
        } else {
            cmd.env_remove("NO_COLOR");
        }
        let out = cmd
            .arg("battle")
            .arg(&board)
            .output()
            .expect("scouter runs");
        assert_eq!(out.status.code(), Some(0));
        assert_no_raw_control("battle", &out.stdout);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Stance\\x1b]0;owned\\x07"), "{text}");
    }
}

#[test]
fn names_and_queries_typed_are_echoed_escaped() {
    let name = "Goku\u{1b}]52;c;aGk=\u{7}\u{9b}2J";
    for args in [vec!["card", name], vec!["rule", name], vec!["search", name]] {
        let out = scouter()
            .env("NO_COLOR", "1")
            .args(&args)
            .output()
            .expect("scouter runs");
        assert_no_raw_control(&format!("{args:?} stdout"), &out.stdout);
        assert_no_raw_control(&format!("{args:?} stderr"), &out.stderr);
    }
    let out = scouter()
        .env("NO_COLOR", "1")
        .write_stdin(format!("card {name}\nload /no/such\u{1b}[2J.json\n"))
        .output()
        .expect("scouter runs");
    assert_no_raw_control("prompt script stdout", &out.stdout);
    assert_no_raw_control("prompt script stderr", &out.stderr);
}

#[test]
fn json_output_escapes_every_control_character() {
    let dir = tempfile::tempdir().expect("temp dir");
    let board = hostile_board(dir.path());
    let out = scouter()
        .args(["battle", "--json"])
        .arg(&board)
        .output()
        .expect("scouter runs");
    assert_no_raw_control("battle --json", &out.stdout);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("still JSON");
    assert!(v.to_string().contains("owned"));
}
