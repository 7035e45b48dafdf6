//! In play targets effects on real pool cards: Allies set to a power stage (Horrified), every
//! Ally losing power stages with no life cards lost past 0 (Straining Force Positioning Move),
//! a Main Personality and its Allies gaining power stages (Blue Total Resistance), an
//! opponent's Drill of the player's choice removed from the game (Just Kidding), a cost paid to
//! discard every Ally and Non-Combat card in play (Red King Cold Observation), "you have a
//! Tokui-Waza" (Namekian Knee Strike) and two targets in one "you may" sentence under a power
//! rating condition (Big Man on Campus). Each battle is written as a scenario file in a
//! temporary folder and run with `--check` semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-in-play-more", name, json);
}

/// Raditz Lv.1 (p1) at `s1` against Goku Lv.1 (p2) at `s2`.
fn players(s1: u32, p1: &str, s2: u32, p2: &str) -> String {
    support::players(RADITZ, s1, p1, GOKU, s2, p2)
}

/// Horrified: "Set all Allies in play to 0." Both players' Allies go to their 0 stage; no life
/// card is lost (a stage set is not a loss past 0).
#[test]
fn horrified_sets_every_ally_to_zero() {
    let json = scenario(
        "Horrified",
        r#""crd-3.0.0/secondary-effects""#,
        players(
            5,
            r#""hand": ["score/majin-buu-saga/018"], "allies": [{ "card": "Nappa Lv.1", "stage": 4 }]"#,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 2 }], "life_deck": { "unknown_below": 30, "top": ["L1", "L2"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Horrified" } ]"#,
        r#"[ { "after_step": 3, "p1": { "allies": { "Nappa Lv.1": 0 } }, "p2": { "allies": { "Tien Lv.1": 0, "Yamcha Lv.1": 0 }, "life_deck": 32, "discard": [] } } ]"#,
    );
    run("horrified", &json);
}

/// Straining Force Positioning Move: "If successful, this card also causes all allies to lose
/// 2 power stages, but no additional life damage is taken." Tien at 3 goes to 1, Yamcha at 1
/// stops at 0 and p2 loses no life card for the stage left over; p1's own Nappa loses 2 too.
#[test]
fn all_allies_lose_stages_without_life_damage() {
    let json = scenario(
        "Straining Force Positioning Move",
        r#""crd-3.0.0/battle-sequence/15""#,
        players(
            5,
            r#""hand": ["score/frieza-saga/097"], "allies": [{ "card": "Nappa Lv.1", "stage": 4 }]"#,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 1 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Straining Force Positioning Move" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p1": { "allies": { "Nappa Lv.1": 2 } }, "p2": { "allies": { "Tien Lv.1": 1, "Yamcha Lv.1": 0 }, "life_deck": 26 } } ]"#,
    );
    run("straining-force", &json);
}

/// Blue Total Resistance: "Your Main Personality and your Allies gain 2 power stages." Raditz
/// goes from 5 to 7 and Nappa from 3 to 5; p2's Ally is untouched.
#[test]
fn main_personality_and_allies_gain_stages() {
    let json = scenario(
        "Blue Total Resistance",
        r#""crd-3.0.0/secondary-effects""#,
        players(
            5,
            r#""hand": ["score/cell-games-saga/049"], "allies": [{ "card": "Nappa Lv.1", "stage": 3 }]"#,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Total Resistance" } ]"#,
        r#"[ { "after_step": 3, "p1": { "stage": 7, "anger": 1, "allies": { "Nappa Lv.1": 5 } }, "p2": { "allies": { "Tien Lv.1": 3 } } } ]"#,
    );
    run("blue-total-resistance", &json);
}

/// Just Kidding: "If succesful also remove an oopponent's drill of your choice from the game."
/// p2 has two Drills in play; p1 names one in `choose` and only that one is removed.
#[test]
fn opponent_drill_of_your_choice_removed() {
    let json = scenario(
        "Just Kidding",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/cards-leaving-play""#,
        players(
            5,
            r#""hand": ["score/frieza-saga/preview-2"]"#,
            5,
            r#""in_play": { "drills": ["Orange Joint Restraint Drill", "Black Studying Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Just Kidding", "choose": ["Black Studying Drill"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "removed": ["Black Studying Drill"], "in_play": { "drills": ["Orange Joint Restraint Drill"] } } } ]"#,
    );
    run("just-kidding", &json);
}

/// Red King Cold Observation: "Your main personality pays 5 power stages to discard all allies
/// and noncombat-nondragon ball cards from play. Lower your main personality's power stage to
/// 0. Raise your anger 1 level." Raditz pays 5 (8 -> 3), every Ally and Non-Combat card of
/// both players is discarded (Dragon Balls stay), Raditz goes to 0 and p1's anger to 1.
#[test]
fn cost_paid_to_discard_every_ally_and_non_combat_card() {
    let json = scenario(
        "Red King Cold Observation",
        r#""crd-3.0.0/card-costs", "crd-3.0.0/cards-leaving-play", "crd-3.0.0/ownership""#,
        players(
            8,
            r#""hand": ["score/trunks-saga/143"], "allies": [{ "card": "Nappa Lv.1", "stage": 3 }]"#,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }], "in_play": { "drills": ["Black Studying Drill"], "non_combat": ["Ally Wins!"], "dragon_balls": ["Earth Dragon Ball 1"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Red King Cold Observation" } ]"#,
        r#"[ { "after_step": 3, "p1": { "stage": 0, "anger": 1, "allies": {}, "discard": ["Nappa Lv.1"] }, "p2": { "allies": {}, "discard": ["Tien Lv.1", "Ally Wins!", "Black Studying Drill"], "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] } } } ]"#,
    );
    run("red-king-cold-observation", &json);
}

/// Namekian Knee Strike: "If successful and you have a Tokui-Waza, discard all of your
/// opponent's Allies in play." p1 (Raditz, Saiyan Heritage) declared a Saiyan Tokui-Waza: both
/// of p2's Allies are discarded.
#[test]
fn you_have_a_tokui_waza() {
    let json = scenario(
        "Namekian Knee Strike",
        r#""crd-3.0.0/battle-sequence/15""#,
        players(
            5,
            r#""hand": ["score/world-games-saga/076"], "tokui_waza": "Saiyan""#,
            5,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 2 }], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Knee Strike" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "allies": {} } } ]"#,
    );
    run("namekian-knee-strike", &json);
}

/// Big Man on Campus: "If your Main Personality's power rating is higher than your opponent's
/// Main Personality, you may discard up to 2 of your opponent's Allies and up to 2 of your
/// opponent's Non-Combat cards in play." Raditz at 8 outrates Goku at 0; p1 says `may` and
/// names one Ally and two of p2's three Non-Combat cards.
#[test]
fn two_targets_under_a_power_rating_condition() {
    let json = scenario(
        "Big Man on Campus",
        r#""crd-3.0.0/may-rule", "crd-3.0.0/cards-leaving-play""#,
        players(
            8,
            r#""hand": ["score/redemption/cgr3"]"#,
            0,
            r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }, { "card": "Yamcha Lv.1", "stage": 2 }, { "card": "Chiaotzu Lv.1", "stage": 2 }], "in_play": { "drills": ["Black Studying Drill", "Orange Joint Restraint Drill"], "non_combat": ["Ally Wins!"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Big Man on Campus", "may": true, "choose": ["Yamcha Lv.1", "Tien Lv.1", "Ally Wins!", "Black Studying Drill"] } ]"#,
        r#"[ { "after_step": 3, "p2": { "allies": { "Chiaotzu Lv.1": 2 }, "in_play": { "drills": ["Orange Joint Restraint Drill"], "non_combat": [] } } } ]"#,
    );
    run("big-man-on-campus", &json);
}

/// Namekian Frendship: "You must have an Ally in play to use this card." Without an Ally the
/// card is refused and the refusal names it; with Nappa in play it is played and discards all
/// of p2's Non-Combat cards in play.
#[test]
fn requirement_of_an_ally_in_play() {
    let json = scenario(
        "Namekian Frendship refused",
        r#""crd-3.0.0/what-is-a-requirement""#,
        players(
            5,
            r#""hand": ["Namekian Frendship"]"#,
            5,
            r#""in_play": { "non_combat": ["Ally Wins!"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Frendship" } ]"#,
        r#"[ { "after_step": 3, "p2": { "in_play": { "non_combat": [] } } } ]"#,
    );
    let report = support::battle_report("effects-in-play-more", "frendship-refused", &json)
        .expect("the scenario loads");
    let error = report.error.expect("the card is refused");
    assert!(
        error.contains("Namekian Frendship") && error.contains("requirement"),
        "{error}"
    );
    let json = scenario(
        "Namekian Frendship",
        r#""crd-3.0.0/what-is-a-requirement""#,
        players(
            5,
            r#""hand": ["Namekian Frendship"], "allies": [{ "card": "Nappa Lv.1", "stage": 3 }]"#,
            5,
            r#""in_play": { "non_combat": ["Ally Wins!"], "drills": ["Black Studying Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Namekian Frendship" } ]"#,
        r#"[ { "after_step": 3, "p2": { "in_play": { "non_combat": [], "drills": [] }, "discard": ["Ally Wins!", "Black Studying Drill"] } } ]"#,
    );
    run("frendship", &json);
}

/// Goku's Face Break: "If you have 6 or more Drills in play, this is a focused attack and does
/// an additional +7 life cards of damage." With 6 Drills in play for p1 the attack does +7 life
/// cards besides its 8 power stages (1 from the table, +3 of its own, +4 from Orange Joint
/// Restraint Drill); with 5 Drills only the 8 power stages.
#[test]
fn six_or_more_drills_in_play() {
    let drills = |n: usize| {
        [
            "Black Studying Drill",
            "Orange Joint Restraint Drill",
            "Red Knee Pick Drill",
            "Black Takedown Drill",
            "Blue Leapfrog Drill",
            "Orange Destruction Drill",
        ][..n]
            .iter()
            .map(|d| format!("\"{d}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    for (n, life) in [(6, 7), (5, 0)] {
        let json = scenario(
            "Goku's Face Break",
            r#""crd-3.0.0/battle-sequence/10""#,
            players(
                5,
                &format!(
                    r#""hand": ["Goku's Face Break"], "in_play": {{ "drills": [{}] }}"#,
                    drills(n)
                ),
                5,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[ { "p1": "play", "card": "Goku's Face Break" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 10, "damage": {{ "power_stages": 8, "life_cards": {life} }} }} ]"#
            ),
        );
        run(&format!("face-break-{n}"), &json);
    }
}

/// Blue Dakaio Blast: "Energy attack doing 1 life card of damage for each Non-Combat/Non-Drill
/// card you have in play." p1 has one Non-Combat card that is not a Drill and two Drills: the
/// Drills do not count, the attack does 1 life card.
#[test]
fn non_drill_cards_counted() {
    let json = scenario(
        "Blue Dakaio Blast",
        r#""crd-3.0.0/battle-sequence/9", "crd-3.0.0/non-combat-cards""#,
        players(
            5,
            r#""hand": ["Blue Dakaio Blast"], "in_play": { "non_combat": ["Ally Wins!"], "drills": ["Black Studying Drill", "Blue Leapfrog Drill"] }"#,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Blue Dakaio Blast" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 9, "damage": { "life_cards": 1 } } ]"#,
    );
    run("blue-dakaio-blast", &json);
}
