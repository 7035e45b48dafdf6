//! Condition phrases effects executed by the engine on real pool cards: the personality
//! performing the attack gaining or losing power stages, every personality of a group losing
//! power stages, an attack whose damage deals no life cards, a Main Personality named in a
//! condition, and a card that must be the first one used in Combat.
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-conditions-more", name, json);
}

const P2_DECK: &str =
    r#""life_deck": { "top": ["L1", "L2", "L3", "L4", "L5"], "unknown_below": 30 }"#;

/// Straining Tripping Move (Saiyan Saga wording): "Physical attack forcing the defender to lose 2
/// life cards and the attacker 4 stages of power." The defender takes 2 life cards of damage;
/// the attack is successful, so Raditz (performing it) goes from 5 to 1 above 0.
#[test]
fn forcing_the_defender_and_the_attacker() {
    let json = scenario(
        "Straining Tripping Move",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Straining Tripping Move"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Straining Tripping Move" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 9, "base_damage": { "power_stages": 0, "life_cards": 2 } },
             { "at_end": true, "p1": { "stage": 1 }, "p2": { "stage": 5, "discard": ["L1", "L2"] } } ]"#,
    );
    run("straining-tripping-move", &json);
}

/// Majin Buu's Heel Kick: "The personality performing this attack gains 3 power stages."
/// Raditz performs it at 2 above 0 and ends at 5.
#[test]
fn the_performer_gains_power_stages() {
    let json = scenario(
        "Majin Buu's Heel Kick",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            2,
            r#""hand": ["Majin Buu's Heel Kick"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Majin Buu's Heel Kick" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 6, "p1": { "stage": 5 } } ]"#,
    );
    run("majin-buus-heel-kick", &json);
}

/// Everyone Is Attacked! (Villains only): "Every hero loses 3 power stages." Goku (a Hero) goes
/// from 5 to 2; Raditz (a Villain) keeps his 5.
#[test]
fn every_hero_loses_power_stages() {
    let json = scenario(
        "Everyone Is Attacked!",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Everyone Is Attacked!"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Everyone Is Attacked!" } ]"#,
        r#"[ { "at_end": true, "p1": { "stage": 5 }, "p2": { "stage": 2 } } ]"#,
    );
    run("everyone-is-attacked", &json);
}

/// Orange Power Grip: "Physical attack doing +8 power stages of damage. Your opponent does not
/// take life cards of damage from this attack." Goku at 5 above 0 takes more than 5 power stages:
/// he drops to 0, and the stages past 0 are not converted into life cards (a cap of 0).
#[test]
fn no_life_cards_from_this_attack() {
    let json = scenario(
        "Orange Power Grip",
        r#""crd-3.0.0/damage-caps", "crd-3.0.0/battle-sequence/12""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Orange Power Grip"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Orange Power Grip" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "stage": 0, "discard": [], "life_deck": 35 } } ]"#,
    );
    run("orange-power-grip", &json);
}

/// Black Super Kick: "This must be the first card you use during Combat." Played after another
/// card this Combat, it is refused.
#[test]
fn first_card_you_use() {
    let json = scenario(
        "Black Super Kick",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Blue Energy Arrow", "Black Super Kick"]"#,
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }, "hand": ["Blue Energy Arrow"]"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" },
             { "p2": "pass" },
             { "p1": "play", "card": "Black Super Kick" } ]"#,
        r#"[ { "at_end": true, "error": "must be p1's first card played this Combat" } ]"#,
    );
    run("black-super-kick-first", &json);
}

/// Krillin's Surprise: "If your Main Personality is Krillin and he is currently at level 1, gain
/// 6 anger." Against a Main Personality that is not Krillin nothing happens.
#[test]
fn named_main_personality_at_a_level() {
    let json = scenario(
        "Krillin's Surprise, not Krillin",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Krillin's Surprise!"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Krillin's Surprise!" } ]"#,
        r#"[ { "at_end": true, "p1": { "anger": 0, "hand": [] } } ]"#,
    );
    run("krillins-surprise-not-krillin", &json);
    // Krillin at level 1 with his level 2 card: 6 anger reaches 5, he advances to level 2.
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "Krillin's Surprise, Krillin at level 1",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/secondary-effects"],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "levels": ["{KRILLIN1}", "{KRILLIN2}"], "level": 1, "stage": 5 }}, "life_deck": {{ "unknown_below": 30 }}, "hand": ["Krillin's Surprise!"] }},
    "p2": {{ "main_personality": {{ "card": "{RADITZ}", "stage": 5 }}, {P2_DECK} }}
  }},
  "actions": [ {{ "p1": "play", "card": "Krillin's Surprise!" }} ],
  "expect": [ {{ "at_end": true, "p1": {{ "level": 2 }} }} ]
}}"#
    );
    run("krillins-surprise-krillin", &json);
}

const KRILLIN1: &str = "score/saiyan-saga/167";
const KRILLIN2: &str = "score/saiyan-saga/168";

/// Dodoria's Waiting Game: "Physical attack doing +2 life cards of damage. If "Dragonball 7" is in
/// play, it does +4 life cards of damage instead." A Dragon Ball named without its set is one of
/// that number from any set (the older errata's "If Dragonball 7 is in play" on Mommy's Coming
/// Dear is CRD 3.0.0's "If a Dragon Ball 7 from any Dragon Ball set is in play"): with Namek
/// Dragon Ball 7 on Goku's table the attack does +4 (30 -> 26), with Namek Dragon Ball 6 only +2
/// (30 -> 28). Before, the condition looked for a card titled "Dragonball 7", which no card is.
#[test]
fn a_dragon_ball_named_without_its_set_is_any_set_s() {
    for (ball, left) in [("Namek Dragon Ball 7", 26), ("Namek Dragon Ball 6", 28)] {
        let p2 = format!(
            r#""in_play": {{ "dragon_balls": ["{ball}"] }}, "life_deck": {{ "unknown_below": 30 }}"#
        );
        let json = scenario(
            "A Dragon Ball of any set",
            r#""crd-3.0.0/modified-damage", "crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear""#,
            support::players(
                RADITZ,
                5,
                r#""hand": ["Dodoria's Waiting Game"]"#,
                GOKU,
                5,
                &p2,
            ),
            r#"[ { "p1": "play", "card": "Dodoria's Waiting Game" }, { "p2": "take" } ]"#,
            &format!(r#"[ {{ "at_end": true, "p2": {{ "life_deck": {left} }} }} ]"#),
        );
        run(&format!("dragon-ball-any-set-{left}"), &json);
    }
}
