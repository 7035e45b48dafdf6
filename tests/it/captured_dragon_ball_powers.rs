//! The capturer's choice for a captured Dragon Ball's powers, on the action that captures it
//! (`capture_powers`): CRD 3.0.0 "Capturing Dragon Balls": "When you capture a Dragon Ball, you
//! must choose to use all or none of its powers when you capture it." None is said and asks
//! nothing more; all is said and its powers are used for the capturer ("You can capture Dragon
//! Balls from your opponent and use their powers"), a text the engine does not read handed to
//! the judge; not said, the judge is asked for the choice.

use crate::support::{self, players, GOKU, RADITZ};

/// Kid Trunks' Palm Blast, an energy attack doing 6 life cards of damage, lets p1 capture Earth
/// Dragon Ball 1 at step 14 (CRD 3.0.0 "Capturing Dragon Balls", Life Card Capture).
fn capture(case: &str, choice: &str) -> Vec<String> {
    capture_of(case, "Earth Dragon Ball 1", choice)
}

/// The step 14 lines of p1 capturing `db` from p2 with `choice`.
fn capture_of(case: &str, db: &str, choice: &str) -> Vec<String> {
    let json = support::scenario(
        case,
        r#""crd-3.0.0/capturing-dragon-balls""#,
        players(
            GOKU,
            5,
            r#""hand": ["Kid Trunks' Palm Blast"]"#,
            RADITZ,
            5,
            &format!(
                r#""life_deck": {{ "unknown_below": 30 }}, "in_play": {{ "dragon_balls": ["{db}"] }}"#
            ),
        ),
        &format!(
            r#"[{{ "p1": "play", "card": "Kid Trunks' Palm Blast", "capture": "{db}"{choice} }}, {{ "p2": "take" }}]"#
        ),
        &format!(
            r#"[{{ "after_step": 14, "p1": {{ "in_play": {{ "dragon_balls": ["{db}"] }} }}, "cites": ["crd-3.0.0/capturing-dragon-balls"] }}]"#
        ),
    );
    let r = support::run_battle("captured-dragon-ball-powers", case, &json);
    r.events
        .iter()
        .filter(|e| e.step == 14)
        .flat_map(|e| e.notes.iter().chain(e.judge.iter()).cloned())
        .collect()
}

#[test]
fn none_of_the_powers_is_said_and_asks_nothing() {
    let lines = capture("powers-none", r#", "capture_powers": false"#);
    assert!(
        lines
            .iter()
            .any(|l| l == "p1 chooses to use none of Earth Dragon Ball 1's powers"),
        "{lines:#?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("judge resolves")),
        "{lines:#?}"
    );
}

#[test]
fn all_of_the_powers_are_used_for_the_capturer() {
    // Earth Dragon Ball 1: "Instantly power up to full and draw a card."
    let lines = capture("powers-all", r#", "capture_powers": true"#);
    assert!(
        lines
            .iter()
            .any(|l| l == "p1 chooses to use all of Earth Dragon Ball 1's powers"),
        "{lines:#?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("judge resolves")),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("p1 draws")),
        "the card drawn is said: {lines:#?}"
    );
}

#[test]
fn all_of_the_powers_of_a_text_the_engine_does_not_read_go_to_the_judge() {
    // Namek Dragon Ball 3: "Draw up to 3 cards from the bottom of your discard pile into your
    // hand." (Earth Dragon Ball 2's old wording, once the example here, is now read.)
    let lines = capture_of(
        "powers-all-judged",
        "Namek Dragon Ball 3",
        r#", "capture_powers": true"#,
    );
    assert!(
        lines
            .iter()
            .any(|l| l
                .starts_with("judge resolves: p1 uses all of Namek Dragon Ball 3's powers: \"")),
        "{lines:#?}"
    );
}

#[test]
fn no_choice_asks_the_judge_naming_the_field() {
    let lines = capture("powers-unsaid", "");
    assert!(
        lines.iter().any(|l| l.contains(
            "all or none of Earth Dragon Ball 1's powers (the action's `capture_powers`"
        )),
        "{lines:#?}"
    );
}
