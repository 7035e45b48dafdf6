//! Floating effects on real pool cards: rules for the attacks a card names for the remainder
//! of Combat (gained "If successful" text), anger that cannot rise, floating damage caps and
//! effects at the beginning of each "Attacker Attacks" phase. Each battle is written as a
//! scenario file in a temporary folder and run with `--check` semantics.

use crate::support;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-floating", name, json);
}

/// Raditz Lv.1 (p1) against Goku Lv.1 (p2), both at 5 power stages with 30 unknown life cards.
fn scenario(title: &str, checks: &str, p1: &str, p2: &str, actions: &str, expect: &str) -> String {
    let p2 = support::join(r#""life_deck": { "unknown_below": 30 }"#, p2);
    let players = support::players(RADITZ, 5, p1, GOKU, 5, &p2);
    support::scenario(title, checks, players, actions, expect)
}

/// Orange Trick Shot: "Energy attack doing 5 life cards of damage. For the remainder of Combat,
/// all your attacks gain "If successful, your Main Personality gains 2 power stages." Lower your
/// opponent's anger 2 levels." The rule starts at step 3 and covers the attack itself: Raditz
/// pays 2 stages (5 -> 3), the attack succeeds and the gained text raises him to 5; Goku's anger
/// goes 3 -> 1.
#[test]
fn attacks_gain_if_successful_text() {
    let json = scenario(
        "Attacks gain text",
        r#""crd-3.0.0/if-successful-effects", "crd-3.0.0/floating-effects""#,
        r#""hand": ["Orange Trick Shot"]"#,
        r#""anger": 3"#,
        r#"[ { "p1": "play", "card": "Orange Trick Shot" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "stage": 3 }, "p2": { "anger": 1 } }, { "at_end": true, "p1": { "stage": 5 }, "p2": { "life_deck": 25 } } ]"#,
    );
    run("gain", &json);
}

/// Red Puppy Slap: "Raise your anger 1 level." After A Raditz Memory ("No player may gain anger
/// for the remainder of Combat") the raise does nothing: anger stays 0.
#[test]
fn anger_cannot_rise() {
    let json = scenario(
        "No anger",
        r#""crd-3.0.0/floating-effects""#,
        r#""hand": ["A Raditz Memory", "Red Puppy Slap"]"#,
        r#""hand": []"#,
        r#"[ { "p1": "play", "card": "A Raditz Memory" }, { "p2": "pass" }, { "p1": "play", "card": "Red Puppy Slap" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "anger": 0 } } ]"#,
    );
    run("no-anger", &json);
}

/// Bracing for Impact: "Energy attacks do a maximum of 2 life cards and 0 power stages of damage
/// for the remainder of Combat." Orange Trick Shot's 5 life cards are capped at 2 while dealt.
#[test]
fn floating_damage_cap() {
    let json = scenario(
        "Floating cap",
        r#""crd-3.0.0/damage-caps""#,
        r#""hand": ["Bracing for Impact", "Orange Trick Shot"]"#,
        r#""hand": []"#,
        r#"[ { "p1": "play", "card": "Bracing for Impact" }, { "p2": "pass" }, { "p1": "play", "card": "Orange Trick Shot" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "life_deck": 28 } } ]"#,
    );
    run("cap", &json);
}

/// Majin Buu's Choke Hold: "For the remainder of Combat, your opponent's Main Personality loses 1
/// power stage at the beginning of each of his "Attacker Attacks" phase." The attack leaves Goku
/// at 0 with 30 life cards; as his Attack Phase begins (before he passes) he loses 1 power stage,
/// which at 0 is a life card: 29.
#[test]
fn each_attack_phase() {
    let json = scenario(
        "Each Attack Phase",
        r#""crd-3.0.0/floating-effects""#,
        r#""hand": ["Majin Buu's Choke Hold"]"#,
        r#""hand": []"#,
        r#"[ { "p1": "play", "card": "Majin Buu's Choke Hold", "empower": false }, { "p2": "take" }, { "p2": "pass" } ]"#,
        r#"[ { "after_step": 16, "phase": 1, "p2": { "stage": 0, "life_deck": 30 } }, { "after_step": 1, "phase": 2, "p2": { "stage": 0, "life_deck": 29 } } ]"#,
    );
    run("each-phase", &json);
}

/// Red Puppy Slap: "For the remainder of Combat, all of your other Red Style attacks are focused
/// attacks." Red Force Punch (Red Style): "Physical attack doing +3 power stages of damage. For
/// the remainder of Combat, all of your focused attacks do +2 power stages of damage." Performed
/// after Puppy Slap, Force Punch is focused, so its own rule adds +2 to it at step 10: the
/// Physical Attack Table's 1 power stage, +3, +2 = 6.
#[test]
fn floating_focused_and_modifier() {
    let json = scenario(
        "Focused and modifier",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10""#,
        r#""hand": ["Red Puppy Slap", "Red Force Punch"]"#,
        r#""hand": []"#,
        r#"[ { "p1": "play", "card": "Red Puppy Slap" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Red Force Punch" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "phase": 3, "base_damage": { "power_stages": 1, "life_cards": 0 }, "damage": { "power_stages": 6, "life_cards": 0 } } ]"#,
    );
    run("focused-modifier", &json);
}

/// Saiyan Two Gun Woo: "Energy attack doing 6 life cards of damage. ... For the remainder of
/// Combat, when you use Endurance, your Main Personality gains 1 power stage." Raditz performs it
/// (Goku takes 6: 30 -> 24); in Goku's Attack Phase, Jeice Comet Attack does 5 life cards and
/// Raditz uses Blue Shifting Maneuver's Endurance (X = anger 3): L1 and the Endurance card are
/// discarded/removed, 3 are prevented, and Raditz gains 1 power stage (3 -> 4).
#[test]
fn on_endurance_gains_a_stage() {
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "When you use Endurance",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/floating-effects", "crd-3.0.0/what-does-endurance-do"],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "{RADITZ}", "stage": 5 }}, "hand": ["Saiyan Two Gun Woo"], "anger": 3, "tokui_waza": "Orange", "in_play": {{ "mastery": "score/trunks-saga/146" }}, "life_deck": {{ "unknown_below": 30, "top": ["L1", "score/babidi-saga/009", "L2", "L3", "L4", "L5"] }} }},
    "p2": {{ "main_personality": {{ "card": "{GOKU}", "stage": 5 }}, "life_deck": {{ "unknown_below": 30 }}, "hand": ["Jeice Comet Attack"] }}
  }},
  "actions": [ {{ "p1": "play", "card": "Saiyan Two Gun Woo" }}, {{ "p2": "take" }}, {{ "p2": "play", "card": "Jeice Comet Attack" }}, {{ "p1": "take", "endurance": true }} ],
  "expect": [ {{ "after_step": 13, "phase": 1, "p2": {{ "life_deck": 24 }} }}, {{ "after_step": 12, "phase": 2, "p1": {{ "stage": 3 }} }}, {{ "after_step": 13, "phase": 2, "p1": {{ "stage": 4, "life_deck_top": ["L2", "L3", "L4", "L5"], "discard": ["Saiyan Two Gun Woo", "L1"], "removed": ["Blue Shifting Maneuver"] }} }} ]
}}"#
    );
    run("on-endurance", &json);
}

/// Android 18's Left Hook: "Physical attack doing +3 power stages of damage. For the remainder of
/// Combat, any attacks performed by your personalities with "Android" in the title cannot be
/// prevented." The rule starts at step 3 ("Floating Effects") and covers the attack that started
/// it only when its filter does: performed by Raditz Lv.1, Saiyan Knee Block ("Prevent 4 power
/// stages of damage from a physical attack") prevents all 4 stages (Goku stays at 5); performed
/// by Android 18 Lv.1, nothing is prevented (PAT 2 + 3 = 5: Goku 5 -> 0).
#[test]
fn a_rule_an_attack_starts_covers_it_only_through_its_filter() {
    let play = r#"[ { "p1": "play", "card": "Android 18's Left Hook" }, { "p2": "play", "card": "Saiyan Knee Block" } ]"#;
    let json = scenario(
        "Not an Android: the damage is prevented",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/a-note-about-damage-prevention""#,
        r#""hand": ["Android 18's Left Hook"]"#,
        r#""hand": ["Saiyan Knee Block"]"#,
        play,
        r#"[ { "after_step": 12, "p2": { "stage": 5 } } ]"#,
    );
    run("not-covered", &json);
    let p2 = support::join(
        r#""life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["Saiyan Knee Block"]"#,
    );
    let players = support::players(
        "score/android-saga/116",
        5,
        r#""hand": ["Android 18's Left Hook"]"#,
        GOKU,
        5,
        &p2,
    );
    let json = support::scenario(
        "An Android: the damage cannot be prevented",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/a-note-about-damage-prevention""#,
        players,
        play,
        r#"[ { "after_step": 12, "p2": { "stage": 0 } } ]"#,
    );
    run("covered", &json);
}
