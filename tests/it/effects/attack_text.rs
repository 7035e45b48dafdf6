//! Attack text effects on real pool cards: an X that is the Physical
//! Attack Table's Base Damage (Red Leverage Blast, Saiyan Energy Rupture) or the Allies' PURs
//! (Majin Static Orb), counted at step 10; a Life Deck discard per Earth Dragon Ball controlled
//! (The Might of Shenron); anger raised by up to 2 levels, the number named in `choose`
//! (Android 17's Left Blast); the top or bottom cards of the discard pile chosen (Namekian
//! Regeneration); a card discarded for more damage (Saiyan Power Kick's misprinted sentence).
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::{scenario, GOKU, RADITZ};

const FAMILY: &str = "effects-attack-text";

fn run(name: &str, json: &str) {
    support::run_battle(FAMILY, name, json);
}

/// Android 17 Lv.1 (Cell Saga).
const ANDROID_17: &str = "score/cell-saga/179";
/// Majin Babidi Lv.1 (Majin Buu Saga), PUR 1.
const BABIDI: &str = "score/majin-buu-saga/187";

const TEN: &str = r#""life_deck": { "top": ["L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8", "L9", "L10"], "unknown_below": 30 }"#;

#[test]
fn the_might_of_shenron_counts_earth_dragon_balls_only() {
    // p1 controls Earth Dragon Balls 1 and 2 and Namek Dragon Ball 1: p2 discards 2 cards.
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["The Might of Shenron"], "in_play": { "dragon_balls": ["Earth Dragon Ball 1", "Earth Dragon Ball 2", "score/trunks-saga/025"] }"#,
        GOKU,
        5,
        TEN,
    );
    let json = scenario(
        "The Might of Shenron: one card per Earth Dragon Ball controlled",
        r#""crd-3.0.0/battle-sequence/3""#,
        players,
        r#"[ { "p1": "play", "card": "The Might of Shenron" } ]"#,
        r#"[ { "after_step": 3, "p2": { "discard": ["L1", "L2"] } } ]"#,
    );
    run("might-of-shenron", &json);
}

#[test]
fn android_17s_left_blast_raises_anger_by_the_number_chosen() {
    let players = support::players(
        ANDROID_17,
        5,
        r#""hand": ["Android 17's Left Blast"]"#,
        GOKU,
        5,
        TEN,
    );
    for (n, anger) in [(2, 2), (1, 1), (0, 0)] {
        let json = scenario(
            "Android 17's Left Blast: anger raised by up to 2 levels",
            r#""crd-3.0.0/battle-sequence/3""#,
            players.clone(),
            &format!(
                r#"[ {{ "p1": "play", "card": "Android 17's Left Blast", "choose": ["{n}"] }}, {{ "p2": "take" }} ]"#
            ),
            &format!(r#"[ {{ "after_step": 3, "p1": {{ "anger": {anger} }} }} ]"#),
        );
        run(&format!("android-17s-left-blast-{n}"), &json);
    }
    // More than 2 levels, or no number at all: refused.
    for choose in [r#", "choose": ["3"]"#, ""] {
        let json = scenario(
            "Android 17's Left Blast: no number, or too many levels",
            r#""crd-3.0.0/battle-sequence/3""#,
            players.clone(),
            &format!(
                r#"[ {{ "p1": "play", "card": "Android 17's Left Blast"{choose} }}, {{ "p2": "take" }} ]"#
            ),
            r#"[ { "after_step": 3, "p1": { "anger": 0 } } ]"#,
        );
        let report = support::battle_report(FAMILY, "android-17s-left-blast-refused", &json);
        if let Ok(r) = report {
            assert!(!r.passed, "refused without a number from 0 to 2 ({choose})");
        }
    }
}

#[test]
fn gokus_flight_raises_the_anger_of_the_player_chosen() {
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["score/cell-saga/014"]"#,
        GOKU,
        5,
        r#""hand": ["Goku's Flight"], "life_deck": { "unknown_below": 30 }"#,
    );
    for (option, p1, p2) in [(1, 0, 1), (2, 1, 0)] {
        let json = scenario(
            "Goku's Flight: your or your opponent's anger raised 1 level",
            r#""crd-3.0.0/battle-sequence/6""#,
            players.clone(),
            &format!(
                r#"[ {{ "p1": "play", "card": "Saiyan Energy Orb" }}, {{ "p2": "play", "card": "Goku's Flight", "choose": ["option {option}"] }} ]"#
            ),
            &format!(
                r#"[ {{ "after_step": 6, "p1": {{ "anger": {p1} }}, "p2": {{ "anger": {p2} }} }} ]"#
            ),
        );
        run(&format!("gokus-flight-option-{option}"), &json);
    }
    // No option named: refused.
    let json = scenario(
        "Goku's Flight: no option",
        r#""crd-3.0.0/battle-sequence/6""#,
        players,
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Goku's Flight" } ]"#,
        r#"[ { "after_step": 6, "p1": { "anger": 0 }, "p2": { "anger": 0 } } ]"#,
    );
    let report = support::battle_report(FAMILY, "gokus-flight-no-option", &json);
    if let Ok(r) = report {
        assert!(!r.passed, "refused without an option");
    }
}

#[test]
fn trunks_strikes_does_the_damage_chosen() {
    let players = support::players(RADITZ, 5, r#""hand": ["Trunks Strikes"]"#, GOKU, 5, TEN);
    // Option 1: 5 power stages of damage (Goku 5 -> 0); option 2: 3 life cards of damage.
    for (option, stage, discard) in [(1, 0, "[]"), (2, 5, r#"["L1", "L2", "L3"]"#)] {
        let json = scenario(
            "Trunks Strikes: 5 power stages or 3 life cards of damage",
            r#""crd-3.0.0/battle-sequence/9", "crd-3.0.0/battle-sequence/13""#,
            players.clone(),
            &format!(
                r#"[ {{ "p1": "play", "card": "Trunks Strikes", "choose": ["option {option}"] }}, {{ "p2": "take" }} ]"#
            ),
            &format!(
                r#"[ {{ "after_step": 13, "p2": {{ "stage": {stage}, "discard": {discard} }} }} ]"#
            ),
        );
        run(&format!("trunks-strikes-option-{option}"), &json);
    }
}

#[test]
fn x_read_on_the_physical_attack_table() {
    // Saiyan Energy Rupture (no cost): Raditz at 5 against Goku at 5 reads 1 on the PAT, so
    // 3 + 1 = 4 life cards of damage.
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["score/babidi-saga/027"]"#,
        GOKU,
        5,
        TEN,
    );
    let json = scenario(
        "Saiyan Energy Rupture: +X life cards, X read on the Physical Attack Table",
        r#""crd-3.0.0/battle-sequence/10""#,
        players,
        r#"[ { "p1": "play", "card": "Saiyan Energy Rupture" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 13, "p2": { "stage": 5, "discard": ["L1", "L2", "L3", "L4"] } } ]"#,
    );
    run("saiyan-energy-rupture", &json);
    // Red Leverage Blast: the energy attack's 4 life cards and +X power stages (X = 1).
    let players = support::players(RADITZ, 5, r#""hand": ["Red Leverage Blast"]"#, GOKU, 5, TEN);
    let json = scenario(
        "Red Leverage Blast: +X power stages, X read on the Physical Attack Table",
        r#""crd-3.0.0/battle-sequence/10""#,
        players,
        r#"[ { "p1": "play", "card": "Red Leverage Blast" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 13, "p2": { "stage": 4, "discard": ["L1", "L2", "L3", "L4"] } } ]"#,
    );
    run("red-leverage-blast", &json);
}

#[test]
fn majin_static_orb_adds_the_allies_purs() {
    // Majin Pui Pui Lv.1 (PUR 2) and Majin Dabura Lv.1 (PUR 1): +3 life cards on the energy
    // attack's 4.
    let players = support::players(
        BABIDI,
        5,
        r#""hand": ["Majin Static Orb"], "allies": [{ "card": "score/babidi-saga/065", "stage": 2 }, { "card": "score/majin-buu-saga/180", "stage": 2 }]"#,
        GOKU,
        5,
        TEN,
    );
    let json = scenario(
        "Majin Static Orb: +X life cards, X = the Allies' PURs added together",
        r#""crd-3.0.0/battle-sequence/10""#,
        players,
        r#"[ { "p1": "play", "card": "Majin Static Orb" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 13, "p2": { "discard": ["L1", "L2", "L3", "L4", "L5", "L6", "L7"] } } ]"#,
    );
    run("majin-static-orb", &json);
}

/// Piccolo Lv.1 (Majin Buu Saga), Namekian Heritage.
const PICCOLO: &str = "score/majin-buu-saga/176";

#[test]
fn namekian_regeneration_shuffles_the_end_chosen() {
    let players = support::players(
        PICCOLO,
        5,
        r#""hand": ["score/cell-saga/111"], "discard": ["D1", "D2", "D3", "D4", "D5"]"#,
        GOKU,
        5,
        TEN,
    );
    // Option 1: the top 3 cards (D3-D5); option 2: the bottom 3 (D1-D3). 30 + 3 in the deck.
    for (option, left) in [(1, r#"["D1", "D2"]"#), (2, r#"["D4", "D5"]"#)] {
        let json = scenario(
            "Namekian Regeneration: the top or bottom 3 cards of the discard pile shuffled in",
            r#""crd-3.0.0/battle-sequence/3""#,
            players.clone(),
            &format!(
                r#"[ {{ "p1": "play", "card": "Namekian Regeneration", "choose": ["option {option}"] }} ]"#
            ),
            &format!(
                r#"[ {{ "after_step": 3, "p1": {{ "discard": {left}, "life_deck": 33 }} }} ]"#
            ),
        );
        run(&format!("namekian-regeneration-option-{option}"), &json);
    }
}

#[test]
fn saiyan_power_kick_discards_a_card_for_more_damage() {
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["Saiyan Power Kick", "score/cell-saga/014"]"#,
        GOKU,
        5,
        TEN,
    );
    // The Physical Attack Table gives 1 power stage here. Without the discard: 1 + 4; with it:
    // 1 + 8 instead, the other card of the hand discarded.
    for (may, stages, hand) in [(false, 5, r#"["Saiyan Energy Orb"]"#), (true, 9, "[]")] {
        let json = scenario(
            "Saiyan Power Kick: +4 power stages, or +8 with a card of the hand discarded",
            r#""crd-3.0.0/battle-sequence/10""#,
            players.clone(),
            &format!(
                r#"[ {{ "p1": "play", "card": "Saiyan Power Kick", "may": {may} }}, {{ "p2": "take" }} ]"#
            ),
            &format!(
                r#"[ {{ "after_step": 10, "damage": {{ "power_stages": {stages} }}, "p1": {{ "hand": {hand} }} }} ]"#
            ),
        );
        run(&format!("saiyan-power-kick-{may}"), &json);
    }
}
