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

/// A wrong-typed number (a negative damage, text for a level) is refused by `scouter battle`
/// with exit 2, naming the field as the file spells it, its line and column, and what the
/// format expects there.
#[test]
fn a_wrong_typed_number_names_its_field_through_the_binary() {
    let blast = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/capture-after-five-life-cards.json"
    );
    let blast: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(blast).expect("scenario")).expect("json");
    let cases = [
        (
            blast,
            "/cards/Five Card Blast/effects/0/attack/damage/life_cards",
            serde_json::json!(-1),
            "cards.Five Card Blast.effects[0].attack.damage.life_cards",
        ),
        (
            stance(),
            "/players/p1/main_personality/level",
            serde_json::json!("x"),
            "players.p1.main_personality.level",
        ),
        (
            stance(),
            "/players/p2/main_personality/stage",
            serde_json::json!(-1),
            "players.p2.main_personality.stage",
        ),
    ];
    let dir = tempfile::tempdir().expect("temp dir");
    for (mut board, pointer, value, field) in cases {
        set(&mut board, pointer, value);
        let path = dir.path().join("typed.json");
        std::fs::write(&path, serde_json::to_string_pretty(&board).expect("json")).expect("write");
        let out = assert_cmd::Command::cargo_bin("scouter")
            .expect("the scouter binary")
            .arg("battle")
            .arg(&path)
            .env("NO_COLOR", "1")
            .output()
            .expect("scouter runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{pointer}: {stderr}");
        assert!(
            stderr.contains(&format!("{field}: ")),
            "{pointer}: {stderr}"
        );
        assert!(stderr.contains("line "), "{pointer}: {stderr}");
        assert!(
            stderr.contains("expected a whole number from 0 to 4294967295"),
            "{pointer}: {stderr}"
        );
        assert!(!stderr.contains(" u32"), "{pointer}: {stderr}");
    }
}

/// Sets the field at a JSON pointer, adding it to its object when absent.
fn set(board: &mut serde_json::Value, pointer: &str, value: serde_json::Value) {
    let mut slot = board;
    for key in pointer.split('/').skip(1) {
        slot = match key.parse::<usize>() {
            Ok(i) if slot.is_array() => &mut slot[i],
            _ => &mut slot[key],
        };
    }
    *slot = value;
}

/// An inline card's `effects` (docs/scenario-format.md, "Cards") are read as any list: a value
/// that is not a list says "expected a sequence" at its field, an entry that is no effect fails
/// at its place past the first ones, and a card of five effects keeps all five, in order.
#[test]
fn an_inline_cards_effects_read_as_a_list() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/scenarios/energy-attack-plus-power-stages.json"
    ))
    .expect("scenario");
    let base: serde_json::Value = serde_json::from_str(&src).expect("json");
    let with_effects = |effects: serde_json::Value| {
        let mut v = base.clone();
        *v.pointer_mut("/cards/Charged Blast/effects")
            .expect("the card has effects") = effects;
        v.to_string()
    };
    let message = scenario::parse("effects.json", &with_effects(serde_json::json!("attack")))
        .expect_err("effects that are not a list")
        .to_string();
    assert!(
        message.contains(
            "cards.Charged Blast.effects: invalid type: string \"attack\", expected a sequence"
        ),
        "{message}"
    );
    let anger = serde_json::json!({"anger": {"player": "you", "by": 1}});
    let five = serde_json::json!([
        {"attack": {"kind": "energy"}},
        {"modify": {"power_stages": 2}},
        anger,
        anger,
        {"modify": {"power_stages": 1}}
    ]);
    let file = scenario::parse("five.json", &with_effects(five.clone())).expect("five effects");
    let card = &file.cards["Charged Blast"];
    let expected: Vec<scouter::engine::effects::Effect> =
        serde_json::from_value(five).expect("five effects as a list");
    assert_eq!(card.effects, expected);
    let mut unknown = base["cards"]["Charged Blast"]["effects"].clone();
    unknown
        .as_array_mut()
        .expect("a list")
        .push(serde_json::json!({"no_such_effect": 1}));
    let message = scenario::parse("unknown.json", &with_effects(unknown))
        .expect_err("an entry that is no effect")
        .to_string();
    assert!(
        message.contains("cards.Charged Blast.effects[3]: unknown variant `no_such_effect`"),
        "{message}"
    );
}
