//! Personalities whose power ratings are Z power stages (King Kai, Grand Kai, the Supreme Kais,
//! Mr. Popo; CRD 3.0.0 "Z Power Stages"): every such card of the pool is loaded as a Main
//! Personality with the ladder its source writes, the Physical Attack Table gives 2 against it,
//! and `scouter card` shows the ladder.

use crate::support::{self, players, GOKU};
use scouter::commands::lookup;

const Z_STAGES: &str = "crd-3.0.0/z-power-stages";

/// The pool's personalities with a Z ladder: kept by the source as written (`ladder_raw`).
fn z_personalities() -> Vec<&'static scouter::corpus::Card> {
    support::corpus()
        .cards()
        .iter()
        .filter(|c| c.card_type.eq_ignore_ascii_case("Personality"))
        .filter(|c| c.ladder_raw.iter().any(|r| r.eq_ignore_ascii_case("z")))
        .collect()
}

#[test]
fn the_pool_keeps_the_z_ladders_of_its_sources() {
    let z = z_personalities();
    // King Kai (x7 printings), Grand Kai, Supreme Kai (x2), Supreme West Kai (x3), Mr. Popo (x3).
    assert!(z.len() >= 15, "{} Z-ladder personalities", z.len());
    for name in [
        "Grand Kai Lv.1",
        "Mr.Popo Lv.1",
        "Supreme West Kai Lv.1",
        "King Kai Lv.2",
    ] {
        assert!(z.iter().any(|c| c.name == name), "{name} has no Z ladder");
    }
    // No personality is left without any ladder at all.
    let empty: Vec<&str> = support::corpus()
        .cards()
        .iter()
        .filter(|c| c.card_type.eq_ignore_ascii_case("Personality"))
        .filter(|c| c.power_ladder.is_empty() && c.ladder_raw.is_empty())
        .map(|c| c.id.as_str())
        .collect();
    assert!(empty.is_empty(), "personalities with no ladder: {empty:?}");
}

/// Each Z-ladder personality of the pool is p2's Main Personality at 5 above 0; p1's plain
/// physical attack: "if either personality has Z power stages, the result is always 2".
#[test]
fn every_z_personality_loads_and_the_table_gives_two() {
    for card in z_personalities() {
        let json = support::scenario(
            &format!("{} takes a physical attack", card.name),
            &format!("\"{Z_STAGES}\""),
            players(
                GOKU,
                5,
                r#""hand": ["Plain Physical Attack"]"#,
                &card.id,
                5,
                r#""life_deck": { "unknown_below": 30 }"#,
            ),
            r#"[{ "p1": "play", "card": "Plain Physical Attack" }, { "p2": "take" }]"#,
            &format!(
                r#"[{{ "after_step": 9, "base_damage": {{ "power_stages": 2 }}, "cites": ["{Z_STAGES}"] }},
                   {{ "at_end": true, "p2": {{ "stage": 3 }} }}],
  "cards": {{ "Plain Physical Attack": {{ "type": "Physical Combat", "text": "Physical attack.", "effects": [{{ "attack": {{ "kind": "physical" }} }}] }} }}"#
            ),
        );
        support::run_battle("z-ladders", "z-personality", &json);
    }
}

#[test]
fn the_card_shows_its_z_ladder() {
    let r = lookup::card(support::corpus(), "Grand Kai Lv.1", None);
    let text = scouter::render::text(
        &scouter::commands::Output::Card(Box::new(r)),
        &scouter::render::Style::plain(),
    );
    assert!(
        text.contains("power ladder: 0 Z Z Z Z Z Z Z Z Z Z (Z power stages"),
        "{text}"
    );
}
