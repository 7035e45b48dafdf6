//! The capturer's choice for a captured Dragon Ball's powers, on the action that captures it
//! (`capture_powers`): CRD 3.0.0 "Capturing Dragon Balls": "When you capture a Dragon Ball, you
//! must choose to use all or none of its powers when you capture it." None is said and asks
//! nothing more; all is said and hands the Dragon Ball's text to the judge; not said, the judge
//! is asked for the choice.

use crate::support::{self, players, GOKU, RADITZ};

/// Kid Trunks' Palm Blast, an energy attack doing 6 life cards of damage, lets p1 capture Earth
/// Dragon Ball 1 at step 14 (CRD 3.0.0 "Capturing Dragon Balls", Life Card Capture).
fn capture(case: &str, choice: &str) -> Vec<String> {
    let json = support::scenario(
        case,
        r#""crd-3.0.0/capturing-dragon-balls""#,
        players(
            GOKU,
            5,
            r#""hand": ["Kid Trunks' Palm Blast"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }, "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] }"#,
        ),
        &format!(
            r#"[{{ "p1": "play", "card": "Kid Trunks' Palm Blast", "capture": "Earth Dragon Ball 1"{choice} }}, {{ "p2": "take" }}]"#
        ),
        r#"[{ "after_step": 14, "p1": { "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] } }, "cites": ["crd-3.0.0/capturing-dragon-balls"] }]"#,
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
fn all_of_the_powers_hands_the_text_to_the_judge() {
    let lines = capture("powers-all", r#", "capture_powers": true"#);
    assert!(
        lines
            .iter()
            .any(|l| l == "p1 chooses to use all of Earth Dragon Ball 1's powers"),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l
                .starts_with("judge resolves: p1 uses all of Earth Dragon Ball 1's powers: \"")),
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
