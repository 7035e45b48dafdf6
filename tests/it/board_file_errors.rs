//! A board file's mistakes, said in the format's words (issue 20, class 7): a UTF-8
//! byte-order mark is accepted, a wrong-typed field says what was expected (never a Rust type
//! name such as "untagged enum PowerRating").

use scouter::scenario;

fn stance() -> serde_json::Value {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/vegetas-physical-stance.json"
    ))
    .expect("scenario");
    serde_json::from_str(&src).expect("json")
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let text = format!("\u{feff}{}", stance());
    let file = scenario::parse("bom.json", &text).expect("a BOM is skipped");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bom.json");
    std::fs::write(&path, &text).expect("write");
    assert_eq!(scenario::read(&path).expect("read").title, file.title);
}

#[test]
fn wrong_types_say_what_the_format_expects() {
    let cases = [
        (
            "/players/p1/main_personality/stage",
            serde_json::json!("five"),
            "expected a whole number",
        ),
        (
            "/players/p1/hand",
            serde_json::json!(7),
            "expected a sequence",
        ),
    ];
    for (pointer, value, expected) in cases {
        let mut v = stance();
        *v.pointer_mut(pointer).expect("field exists") = value;
        let err = scenario::parse("typed.json", &v.to_string()).expect_err("wrong type");
        let message = err.to_string();
        assert!(message.contains(expected), "{pointer}: {message}");
        assert!(
            !message.contains(" u32") && !message.contains("untagged"),
            "{message}"
        );
    }
    let inline = r#"{"scouter_scenario": 1, "title": "t", "attacker": "p1",
        "cards": {"Odd Lv.1": {"type": "Personality", "ladder": [true]}}, "players": {}}"#;
    let message = scenario::parse("ladder.json", inline)
        .expect_err("a ladder of booleans")
        .to_string();
    assert!(!message.contains("untagged enum"), "{message}");
    assert!(message.contains("power rating"), "{message}");
    let message = scenario::parse("junk.json", "{\"title\": nope}")
        .expect_err("a bare word")
        .to_string();
    assert!(
        message.contains("expected a JSON value")
            || message.contains("expected true, false or null"),
        "{message}"
    );
}
