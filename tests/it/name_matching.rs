//! One name-matching rule for a board file's lists, actions and checkpoints
//! (`scouter::corpus::names::same_name`: case, apostrophes, punctuation and the `!` of a title do
//! not matter), and errors that say what a name not matched found ("did you mean") and which
//! action of the file it was (`actions[0]`).

use scouter::corpus::names::same_name;

use crate::support::{self, players, GOKU, RADITZ};

#[test]
fn case_punctuation_and_the_bang_of_a_title_do_not_matter() {
    assert!(same_name("Goku Body Throw!", "goku body throw"));
    assert!(same_name("Goku's Physical Attack", "GOKUS PHYSICAL ATTACK"));
    assert!(same_name("Tien Lv.1", "tien lv 1"));
    assert!(!same_name("Goku Lv.1", "Goku Lv.2"));
    // Hyphens and spaces (audit s28: "TRex Offense" did not name T-Rex Offense).
    assert!(same_name("T-Rex Offense", "TRex Offense"));
    assert!(same_name("T-Rex Offense", "t rex offense"));
    assert!(!same_name("Goku Lv.1", "Goku Lv.11"));
}

/// The board list, the action and the checkpoints name Goku Body Throw! each its own way; all
/// three find the one card (CRD 3.0.0 "Battle Sequence" step 16: the card is discarded after use).
#[test]
fn a_board_list_an_action_and_a_checkpoint_use_the_same_rule() {
    let json = support::scenario(
        "names-three-ways",
        r#""crd-3.0.0/battle-sequence/16""#,
        players(
            GOKU,
            5,
            r#""hand": ["goku body throw"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "play", "card": "GOKU BODY THROW" }, { "p2": "take" }]"#,
        r#"[{ "at_end": true, "p1": { "hand": [], "discard": ["Goku Body Throw"] } }]"#,
    );
    let r = support::battle_report("name-matching", "names-three-ways", &json)
        .unwrap_or_else(|e| panic!("{e:#}"));
    assert!(r.passed, "{}", scouter::render::trace::render_battle(&r));
}

/// An action naming a card its zone does not hold says the closest name there.
#[test]
fn an_action_not_matched_says_what_it_found() {
    let json = support::scenario(
        "did-you-mean",
        r#""crd-3.0.0/battle-sequence/1""#,
        players(
            GOKU,
            5,
            r#""hand": ["Tien's Physical Attack"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "play", "card": "Tiens Physcal Atack" }]"#,
        r#"[{ "at_end": true, "error": "did you mean \"Tien's Physical Attack\"?" }]"#,
    );
    let r = support::battle_report("name-matching", "did-you-mean", &json)
        .unwrap_or_else(|e| panic!("{e:#}"));
    assert!(r.passed, "{}", scouter::render::trace::render_battle(&r));
    // The error names the action of the file it stopped on.
    assert!(
        r.error
            .as_deref()
            .is_some_and(|e| e.ends_with("[at actions[0]: p1 plays Tiens Physcal Atack]")),
        "{:?}",
        r.error
    );
}

/// A `use` naming a Drill in play with a typo: the Drill is not among the Non-Combat cards the
/// `use` looked at, and the error says the near name where it is, not "it holds no card"
/// (audit s28; CRD 3.0.0 "Drill Cards").
#[test]
fn a_misspelt_drill_in_play_is_offered_where_it_is() {
    let json = support::scenario(
        "misspelt-drill",
        r#""crd-3.0.0/drill-cards""#,
        players(
            GOKU,
            5,
            r#""in_play": { "drills": ["Speaking with the King Drill"] }"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "use", "card": "Speaking with the King Drll" }]"#,
        r#"[{ "at_end": true, "error": "did you mean \"Speaking with the King Drill\" (a Drill p1 has in play)?" }]"#,
    );
    let r = support::battle_report("name-matching", "misspelt-drill", &json)
        .unwrap_or_else(|e| panic!("{e:#}"));
    assert!(r.passed, "{}", scouter::render::trace::render_battle(&r));
}

/// A card of its own moment (T-Rex Offense, "Use when you perform an energy attack") named with
/// a typo ("T-Rex Ofense") is not that card: the action is out of turn, and the error says its player holds no
/// card of that name, with the near one (audit s28; CRD 3.0.0 "Battle Sequence" step 1).
#[test]
fn a_misspelt_card_of_its_own_moment_is_named_in_the_turn_error() {
    let json = support::scenario(
        "misspelt-moment-card",
        r#""crd-3.0.0/battle-sequence/1""#,
        players(
            GOKU,
            5,
            r#""in_play": { "non_combat": ["T-Rex Offense"] }, "hand": ["Saiyan Energy Orb"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "play", "card": "Saiyan Energy Orb" }, { "p1": "use", "card": "T-Rex Ofense" }, { "p2": "take" }]"#,
        r#"[{ "at_end": true, "error": "p1 holds no card named T-Rex Ofense in the hand or in play; did you mean \"T-Rex Offense\"?" }]"#,
    );
    let r = support::battle_report("name-matching", "misspelt-moment-card", &json)
        .unwrap_or_else(|e| panic!("{e:#}"));
    assert!(r.passed, "{}", scouter::render::trace::render_battle(&r));
}
