//! Life card to hand effects on real pool cards:
//! - Krillin's Physical Defense (CRD 3.0.0 errata: "If your opponent's attack does life cards of
//!   damage to you, you may take the first life card of damage from that attack and place it in
//!   your hand instead of discarding it."): played as the defence against Saiyan Energy Orb (5
//!   life cards), the first life card of damage goes to the hand when the defender says
//!   `may: true`, and all five are discarded when he says `may: false`.
//!
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

const FAMILY: &str = "effects-life-card-to-hand";

fn run(name: &str, json: &str) {
    support::run_battle(FAMILY, name, json);
}

/// Raditz Lv.1 (p1) at 5 with Saiyan Energy Orb against Goku Lv.1 at 5 holding Krillin's
/// Physical Defense, with six known cards on top of his Life Deck.
fn krillin_battle() -> String {
    support::players(
        RADITZ,
        5,
        r#""hand": ["score/cell-saga/014"]"#,
        GOKU,
        5,
        r#""hand": ["score/saiyan-saga/112"], "life_deck": { "top": ["score/saiyan-saga/110", "score/saiyan-saga/027", "score/saiyan-saga/058", "score/saiyan-saga/071", "score/world-games-saga/049", "score/babidi-saga/006"], "unknown_below": 30 }"#,
    )
}

#[test]
fn krillins_physical_defense_takes_the_first_life_card_into_the_hand() {
    let json = scenario(
        "Krillin's Physical Defense, may: true",
        r#""crd-3.0.0/battle-sequence/13", "crd-3.0.0/may-rule""#,
        krillin_battle(),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Krillin's Physical Defense", "may": true } ]"#,
        r#"[ { "after_step": 13, "phase": 1, "p2": { "hand": ["Piccolo's Physical Defense"], "discard": ["Krillin's Physical Defense", "Tien's Physical Attack", "Red Back Kick", "Black Back Kick", "Blue Back Kick"], "life_deck": 31 } } ]"#,
    );
    run("krillins-physical-defense-may-true", &json);
}

#[test]
fn krillins_physical_defense_declined_discards_all_five() {
    let json = scenario(
        "Krillin's Physical Defense, may: false",
        r#""crd-3.0.0/battle-sequence/13", "crd-3.0.0/may-rule""#,
        krillin_battle(),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Krillin's Physical Defense", "may": false } ]"#,
        r#"[ { "after_step": 13, "phase": 1, "p2": { "hand": [], "discard": ["Krillin's Physical Defense", "Piccolo's Physical Defense", "Tien's Physical Attack", "Red Back Kick", "Black Back Kick", "Blue Back Kick"], "life_deck": 31 } } ]"#,
    );
    run("krillins-physical-defense-may-false", &json);
}
