//! Against alignment effects on real pool cards: Krillin's Physical Defense (CRD
//! 3.0.0 errata: "... If used by Krillin, this card stays in play to be used on more time this
//! Combat.") stays on the table after use when Krillin defends with it, and is discarded when
//! another personality does. (Its damage-to-hand sentence is still the judge's.)
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

const FAMILY: &str = "effects-against-alignment";

/// Krillin Lv.1 (Capsule Corp Power Pack).
const KRILLIN: &str = "score/capsule-corp-power-pack/cp30";

fn run(name: &str, json: &str) {
    support::run_battle(FAMILY, name, json);
}

/// Raditz Lv.1 (p1) at 5 with Saiyan Energy Orb against `p2` at 5 holding Krillin's Physical
/// Defense.
fn battle(p2: &str) -> String {
    support::players(
        RADITZ,
        5,
        r#""hand": ["score/cell-saga/014"]"#,
        p2,
        5,
        r#""hand": ["score/saiyan-saga/112"], "life_deck": { "unknown_below": 30 }"#,
    )
}

#[test]
fn krillins_physical_defense_stays_on_the_table_when_krillin_uses_it() {
    let json = scenario(
        "Krillin's Physical Defense, used by Krillin",
        r#""crd-3.0.0/battle-sequence/16""#,
        battle(KRILLIN),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Krillin's Physical Defense", "may": false } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "in_play": { "non_combat": ["Krillin's Physical Defense"] } } } ]"#,
    );
    run("krillins-physical-defense-krillin", &json);
}

#[test]
fn krillins_physical_defense_is_discarded_when_another_personality_uses_it() {
    let json = scenario(
        "Krillin's Physical Defense, used by Goku",
        r#""crd-3.0.0/battle-sequence/16""#,
        battle(GOKU),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Krillin's Physical Defense", "may": false } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "in_play": { "non_combat": [] } } } ]"#,
    );
    run("krillins-physical-defense-goku", &json);
}
