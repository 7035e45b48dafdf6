//! Prevention choice effects on real pool cards: prevention of the kind of damage the player
//! chooses, floating for the remainder of Combat (Red Blazing Aura) and the top cards of a Life Deck looked at and
//! placed back (Knowledge Transfer). Each battle is written as a scenario file in a temporary
//! folder and run with `--check` semantics.

use crate::support;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-restrictions", name, json);
}

/// Raditz Lv.1 (p1, stage 5) against Goku Lv.1 (p2, stage 5); `p1` / `p2` are more members of
/// each board (each has a Life Deck).
fn scenario(title: &str, checks: &str, p1: &str, p2: &str, actions: &str, expect: &str) -> String {
    format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "{title}",
  "ruleset": "crd-3.0.0",
  "checks": [{checks}],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "{RADITZ}", "stage": 5 }}, {p1} }},
    "p2": {{ "main_personality": {{ "card": "{GOKU}", "stage": 5 }}, {p2} }}
  }},
  "actions": {actions},
  "expect": {expect}
}}"#
    )
}

/// Red Blazing Aura: "All attacks performed against you for the remainder of combat do 2 less
/// power stages of damage or 2 less life cards of damage. Raise your anger 1 level." CRD ruling:
/// it is played as a defence and its player chooses power stages or life cards, that much
/// prevented for the remainder of Combat. Goku plays it against Raditz's Black Fore Fist Punch
/// (energy attack doing 6 life cards of damage) choosing life cards: he takes 4 life cards (30 ->
/// 26); after Goku passes, Raditz's second Black Fore Fist Punch again does 4 (26 -> 22).
#[test]
fn red_blazing_aura_prevents_the_chosen_kind_for_the_remainder_of_combat() {
    let json = scenario(
        "2 life cards prevented for the remainder of Combat",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/a-note-about-damage-prevention""#,
        r#""hand": ["Black Fore Fist Punch", "Black Fore Fist Punch"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["Red Blazing Aura"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Fore Fist Punch" }, { "p2": "play", "card": "Red Blazing Aura", "choose": ["life cards"] },
             { "p2": "pass" },
             { "p1": "play", "card": "Black Fore Fist Punch" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 6, "p2": { "anger": 1 } },
             { "after_step": 13, "p2": { "life_deck": 26 } },
             { "phase": 3, "after_step": 13, "p2": { "life_deck": 22 } } ]"#,
    );
    run("red-blazing-aura", &json);
}

/// Red Blazing Aura without the player's choice: the engine does not choose for him; the run
/// stops and says what it needs.
#[test]
fn red_blazing_aura_needs_the_choice() {
    let json = scenario(
        "Red Blazing Aura without a choice",
        r#""crd-3.0.0/floating-effects""#,
        r#""hand": ["Black Fore Fist Punch"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["Red Blazing Aura"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Fore Fist Punch" }, { "p2": "play", "card": "Red Blazing Aura" } ]"#,
        r#"[ { "at_end": true, "error": "\"power stages\" or \"life cards\"" } ]"#,
    );
    run("red-blazing-aura-no-choice", &json);
}

/// Knowledge Transfer: "Endurance 3. Look at your opponent's hand. Look at the top 5 cards of
/// your opponent's Life Deck and place them back in the same order. Your opponent skips his next
/// "Attacker Attacks" phase and his Main Personality loses 2 power stages." Goku plays it
/// against Raditz's Android 17's Neckhold: Raditz's Life Deck keeps its size and its known top
/// cards in the same order, and Raditz loses 2 power stages.
#[test]
fn knowledge_transfer_looks_and_places_back() {
    let json = scenario(
        "Top cards looked at and placed back",
        r#""crd-3.0.0/secondary-effects", "crd-3.0.0/skipping-attack-phases""#,
        r#""hand": ["Android 17's Neckhold"], "life_deck": { "top": ["Android 19's Body Slam", "Black Fore Fist Punch"], "unknown_below": 30 }"#,
        r#""hand": ["Knowledge Transfer"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "play", "card": "Knowledge Transfer" } ]"#,
        r#"[ { "after_step": 6, "p1": { "stage": 3, "life_deck": 32, "life_deck_top": ["Android 19's Body Slam", "Black Fore Fist Punch"] } } ]"#,
    );
    run("knowledge-transfer", &json);
}
