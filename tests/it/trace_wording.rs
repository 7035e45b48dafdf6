//! The trace in game words: cards moved between piles named by the CRD's piles ("the bottom of
//! the discard pile", "the bottom of the Life Deck"), never by the engine's names for them, and
//! the option a player chose of an either-or effect quoted alone, not the whole sentence (CRD
//! 3.0.0 "Secondary Effects", "Gaining Text").

use crate::support::{self, scenario_report as run};

/// The engine's own names for the piles and keywords: none may reach a trace line.
const ENGINE_NAMES: &[&str] = &[
    "DiscardTop",
    "DiscardBottom",
    "LifeDeckTop",
    "LifeDeckBottom",
    "LifeDeckShuffled",
    "RemovedFromGame",
    "CannotBeStopped",
    "CannotBePrevented",
];

#[test]
fn no_scenario_trace_names_a_pile_or_keyword_by_its_engine_name() {
    for path in support::scenario_files() {
        let file = path
            .file_name()
            .and_then(|f| f.to_str())
            .unwrap_or_default();
        let r = run(file);
        for e in &r.events {
            for line in std::iter::once(&e.account)
                .chain(e.notes.iter())
                .chain(e.judge.iter())
            {
                for name in ENGINE_NAMES {
                    assert!(!line.contains(name), "{file}: {line}");
                }
            }
        }
    }
}

#[test]
fn cards_moved_from_the_discard_pile_are_said_in_the_crds_words() {
    // Supreme Kai Lv.1's entering-Combat power: "draw the bottom card of your discard pile".
    let r = run("personality-supreme-kai-lv1-entering-combat-power-sentences.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    support::step_noting(
        &r,
        "p1 moves 1 card(s) from the bottom of the discard pile into the hand: D1",
        "the move is said in words",
    );
}

#[test]
fn the_option_chosen_of_a_gained_either_or_text_is_quoted_alone() {
    // Black Personal Smack: attacks gain "Raise either you or your opponent's anger 1 level";
    // CRD 3.0.0 "Gaining Text". The note names the option chosen (the opponent's anger), not the
    // whole sentence the text was gained from.
    let r = run("cards-black-personal-smack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = support::step_noting(
        &r,
        "p1 chooses option 2 of 2 of the text gained from Black Personal Smack: raise p2's anger 1 level",
        "option 2 is said alone",
    );
    assert!(
        e.notes.iter().all(|n| !n
            .contains("chooses option 2 of 2 of the text gained from Black Personal Smack: \"If")),
        "{:?}",
        e.notes
    );
}

#[test]
fn a_printed_alternative_is_quoted_by_its_own_clause() {
    // Namek Dragon Ball 6: "Raise your anger 2 levels, or lower an opponents anger 2 levels."
    let r = run("dragon-ball-one-of-two-effects-chosen.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    support::step_noting(
        &r,
        "chooses option 2 of 2: \"Lower an opponents anger 2 levels\"",
        "the second clause alone is quoted",
    );
}
