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

#[test]
fn numbers_beyond_their_limits_are_refused_at_load() {
    let corpus = crate::support::corpus();
    let cases = [
        (
            "/players/p1/main_personality/level",
            serde_json::json!(0),
            "levels run from 1 to 5",
        ),
        (
            "/players/p1/life_deck/unknown_below",
            serde_json::json!(4_294_967_295u64),
            "no deck may hold more than 90",
        ),
        (
            "/players/p2/life_deck/unknown_below",
            serde_json::json!(91),
            "crd-3.0.0/deck-size",
        ),
    ];
    for (pointer, value, expected) in cases {
        let mut v = stance();
        let mut slot = &mut v;
        for key in pointer.split('/').skip(1) {
            slot = &mut slot[key];
        }
        *slot = value;
        let file = scenario::parse("numbers.json", &v.to_string()).expect("well-formed");
        let err = scenario::validate("numbers.json", file, corpus).expect_err(pointer);
        assert!(err.to_string().contains(expected), "{pointer}: {err}");
    }
    // An inline card's numbers: a huge ladder rating and an effect amount.
    let mut v = stance();
    v["cards"] = serde_json::json!({
        "Huge Lv.1": {"type": "Personality", "level": 1, "pur": 999,
                      "ladder": [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 4_000_000_000_000_000u64]}
    });
    let file = scenario::parse("inline.json", &v.to_string()).expect("well-formed");
    let message = scenario::validate("inline.json", file, corpus)
        .expect_err("limits")
        .to_string();
    assert!(message.contains("cards.Huge Lv.1.pur"), "{message}");
    assert!(message.contains("cards.Huge Lv.1.ladder[10]"), "{message}");
    // The untouched file still loads: the limits refuse nothing the rules allow.
    let file = scenario::parse("stance.json", &stance().to_string()).expect("parses");
    scenario::validate("stance.json", file, corpus).expect("loads");
}
