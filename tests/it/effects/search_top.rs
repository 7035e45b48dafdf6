//! Search top effects on real pool cards, read with their CRD 3.0.0 rulings:
//! - Blue Lunge (Fusion Saga #97): the top 5 cards of the Life Deck searched for a Non-Combat
//!   card placed into play, the remaining cards to the bottom in the order the player names;
//! - Trunks Effortless Drill (Trunks Saga #85): a Straining Move card declared unstoppable and
//!   unpreventable as it is performed;
//! - Orange Focusing Drill (Saiyan Saga #234): the owner's other Drills cannot be discarded or
//!   removed, unless he advances or loses a level;
//! - Black Disarray Drill (Kid Buu Saga #96): the opponent's discards from the hand are random.
//!
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use scouter::engine::compile::{compile_card, Coverage};
use support::{scenario, GOKU, RADITZ};

const FAMILY: &str = "effects-search-top";

fn run(name: &str, json: &str) {
    support::run_battle(FAMILY, name, json);
}

/// The compiled effects of a pool card, as JSON, and its coverage.
fn compiled(id: &str) -> (Coverage, serde_json::Value) {
    let corpus = support::corpus();
    let card = corpus
        .card(id)
        .unwrap_or_else(|| panic!("{id} is not in the pool"));
    let c = compile_card(card);
    (
        c.coverage,
        serde_json::to_value(&c.effects).unwrap_or_default(),
    )
}

fn assert_compiles(id: &str, expected: &str) {
    let (coverage, actual) = compiled(id);
    let expected: serde_json::Value = serde_json::from_str(expected).expect("expected JSON");
    assert_eq!(coverage, Coverage::Full, "{id}: {actual}");
    assert_eq!(actual, expected, "{id}");
}

// ----- Blue Lunge -----------------------------------------------------------------------------

const BLUE_LUNGE: &str = "score/fusion-saga/097";

/// CRD 3.0.0 "Secondary Effects" (one sentence at a time): the search and the remaining cards
/// are two sentences after the attack's, so two secondary effects; the ruling adds "Remove from
/// the game after use."
#[test]
fn blue_lunge_compiles() {
    assert_compiles(
        BLUE_LUNGE,
        r#"[{"endurance": 2},
            {"attack": {"kind": "physical"}},
            {"modify": {"power_stages": 5, "life_cards": 0, "scope": "this_attack"}},
            {"search_top": {"player": "you", "count": 5, "filter": {"types": ["Non-Combat"]}, "to": "play"}},
            "remaining_to_life_deck_bottom",
            "remove_from_game_after_use"]"#,
    );
}

/// p1's Life Deck: seven known cards, Orange Lifting Drill (a Drill, so a Non-Combat card: CRD
/// "Non-Combat Cards") second.
fn blue_lunge_board(top: &str, unknown: u32) -> String {
    support::players_bare(
        RADITZ,
        5,
        &format!(
            r#""hand": ["{BLUE_LUNGE}"], "life_deck": {{ "top": [{top}], "unknown_below": {unknown} }}"#
        ),
        GOKU,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
    )
}

const SEVEN: &str = r#""L1", "score/saiyan-saga/126", "L2", "L3", "L4", "L5", "L6""#;

/// CRD 3.0.0 Battle Sequence step 3, "Secondary Effects", "Searching for Cards" (the card found
/// is shown), "Putting Cards into play with card effects", "The Golden Rule" (the card places the
/// remaining cards itself: no shuffle). The four other cards go to the bottom in the order
/// named; the two cards under the top five stay on top.
#[test]
fn blue_lunge_places_a_non_combat_card_and_orders_the_rest() {
    let json = scenario(
        "Blue Lunge: a Non-Combat card of the top 5 into play, the rest to the bottom",
        r#""crd-3.0.0/battle-sequence/3", "crd-3.0.0/secondary-effects", "crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule", "crd-3.0.0/the-golden-rule""#,
        blue_lunge_board(SEVEN, 0),
        r#"[ { "p1": "play", "card": "Blue Lunge", "choose": ["Orange Lifting Drill", "L3", "L1", "L4", "L2"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "in_play": { "drills": ["Orange Lifting Drill"] }, "life_deck": 6, "life_deck_top": ["L5", "L6"] },
               "cites": ["crd-3.0.0/secondary-effects", "crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule", "crd-3.0.0/the-golden-rule"] },
            { "at_end": true, "p1": { "removed": ["Blue Lunge"] } } ]"#,
    );
    run("blue-lunge", &json);
    let report = support::battle_report(FAMILY, "blue-lunge-order", &json).expect("runs");
    let text = scouter::render::trace::render_battle(&report);
    assert!(
        text.contains("L3, L1, L4, L2 go to the bottom of p1's Life Deck"),
        "{text}"
    );
}

/// Refusals: a card that is not a Non-Combat card, a card not among the top 5, no order for the
/// remaining cards (the order is the player's choice: not made for him), top cards the
/// scenario does not know.
#[test]
fn blue_lunge_refusals() {
    let cases = [
        (
            "not-non-combat",
            blue_lunge_board(SEVEN, 0),
            r#"["L1", "L2", "L3", "L4", "Orange Lifting Drill"]"#,
            "L1 is not a Non-Combat card",
        ),
        (
            "not-in-top-5",
            blue_lunge_board(SEVEN, 0),
            r#"["L5"]"#,
            "L5 is not among the top 5 cards",
        ),
        (
            "no-order",
            blue_lunge_board(SEVEN, 0),
            r#"["Orange Lifting Drill"]"#,
            "the order in which the 4 remaining cards",
        ),
        (
            "unknown-top",
            blue_lunge_board(r#""L1", "score/saiyan-saga/126""#, 30),
            r#"["Orange Lifting Drill"]"#,
            "are not all known to the scenario",
        ),
    ];
    for (name, board, choose, error) in cases {
        let json = scenario(
            "Blue Lunge refused",
            r#""crd-3.0.0/secondary-effects""#,
            board,
            &format!(
                r#"[ {{ "p1": "play", "card": "Blue Lunge", "choose": {choose} }}, {{ "p2": "take" }} ]"#
            ),
            &format!(r#"[ {{ "at_end": true, "error": "{error}" }} ]"#),
        );
        run(&format!("blue-lunge-{name}"), &json);
    }
}

/// "none": the player fails the search (CRD "Searching for Cards"); all five go to the bottom.
#[test]
fn blue_lunge_search_may_fail() {
    let json = scenario(
        "Blue Lunge: the search failed",
        r#""crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule""#,
        blue_lunge_board(SEVEN, 0),
        r#"[ { "p1": "play", "card": "Blue Lunge", "choose": ["none", "L1", "Orange Lifting Drill", "L2", "L3", "L4"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "in_play": { "drills": [] }, "life_deck": 7, "life_deck_top": ["L5", "L6"] } } ]"#,
    );
    run("blue-lunge-fails", &json);
}

// ----- Trunks Effortless Drill ----------------------------------------------------------------

const EFFORTLESS: &str = "score/trunks-saga/085";

/// CRD 3.0.0 ruling on Trunks Effortless Drill; read from the Drill in play ("Drill Cards").
#[test]
fn trunks_effortless_drill_compiles() {
    assert_compiles(EFFORTLESS, r#"["straining_move_unstoppable"]"#);
}

/// p1 Raditz with Straining Jump Kick Move (7 life cards, costs 2 power stages); p2 Goku with
/// Mother's Touch ("Stops a physical or energy attack") and Trunks Effortless Drill in play:
/// "a player" is either player, so p1 may declare p2's Drill.
fn effortless(p1_more: &str, hand: &str, choose: &str, defence: &str) -> (String, String) {
    let players = support::players(
        RADITZ,
        5,
        &support::join(&format!(r#""hand": [{hand}]"#), p1_more),
        GOKU,
        5,
        &format!(
            r#""hand": ["Mother's Touch"], "in_play": {{ "drills": ["{EFFORTLESS}"] }}, "life_deck": {{ "unknown_below": 30 }}"#
        ),
    );
    let actions = format!(
        r#"[ {{ "p1": "play", "card": "Straining Jump Kick Move", "choose": [{choose}] }}, {defence} ]"#
    );
    (players, actions)
}

/// CRD 3.0.0 ruling (declared as the attack is performed), "Stopping Unstoppable Attacks": the
/// declared attack is not stopped by Mother's Touch and deals its 7 life cards; undeclared, it
/// is stopped.
#[test]
fn trunks_effortless_drill_makes_a_straining_move_unstoppable() {
    let board = effortless(
        "",
        r#""Straining Jump Kick Move""#,
        r#""Trunks Effortless Drill""#,
        r#"{ "p2": "play", "card": "Mother's Touch" }"#,
    );
    let (players, actions) = board;
    let json = scenario(
        "Trunks Effortless Drill declared",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/stopping-unstoppable-attacks", "crd-3.0.0/drill-cards""#,
        players,
        &actions,
        r#"[ { "after_step": 1, "cites": ["crd-3.0.0/drill-cards"] },
            { "after_step": 8, "successful": true },
            { "at_end": true, "p2": { "life_deck": 23 } } ]"#,
    );
    run("effortless-declared", &json);
    let board = effortless(
        "",
        r#""Straining Jump Kick Move""#,
        "",
        r#"{ "p2": "play", "card": "Mother's Touch" }"#,
    );
    let (players, actions) = board;
    let json = scenario(
        "Trunks Effortless Drill not declared",
        r#""crd-3.0.0/battle-sequence/5""#,
        players,
        &actions,
        r#"[ { "after_step": 8, "stopped_by": "Mother's Touch" }, { "at_end": true, "p2": { "life_deck": 30 } } ]"#,
    );
    run("effortless-undeclared", &json);
}

/// Refusals: a card that is not a Straining Move card; no Trunks Effortless Drill in play.
#[test]
fn trunks_effortless_drill_refusals() {
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["Tien's Physical Attack"]"#,
        GOKU,
        5,
        &format!(r#""in_play": {{ "drills": ["{EFFORTLESS}"] }}"#),
    );
    let json = scenario(
        "Not a Straining Move card",
        r#""crd-3.0.0/drill-cards""#,
        players,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack", "choose": ["Trunks Effortless Drill"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "error": "Tien's Physical Attack is not a Straining Move card" } ]"#,
    );
    run("effortless-not-straining", &json);
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["Straining Jump Kick Move"]"#,
        GOKU,
        5,
        "",
    );
    let json = scenario(
        "No Trunks Effortless Drill in play",
        r#""crd-3.0.0/drill-cards""#,
        players,
        r#"[ { "p1": "play", "card": "Straining Jump Kick Move", "choose": ["Trunks Effortless Drill"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "error": "no Trunks Effortless Drill is in play" } ]"#,
    );
    run("effortless-no-drill", &json);
}

// ----- Orange Focusing Drill ------------------------------------------------------------------

const FOCUSING: &str = "score/saiyan-saga/234";

/// CRD 3.0.0 ruling on Orange Focusing Drill; read from the Drill in play.
#[test]
fn orange_focusing_drill_compiles() {
    assert_compiles(FOCUSING, r#"["drills_protected_unless_level"]"#);
}

/// CRD 3.0.0 "Drill Cards", "Cards Leaving Play": Orange Lifting Drill ("discard all of your
/// opponents' Drills") discards Orange Focusing Drill itself ("except for") but not p2's other
/// Drill.
#[test]
fn orange_focusing_drill_keeps_the_other_drills_in_play() {
    let players = support::players(
        RADITZ,
        5,
        r#""in_play": { "drills": ["Orange Lifting Drill"] }"#,
        GOKU,
        5,
        &format!(
            r#""in_play": {{ "drills": ["{FOCUSING}", "Orange Joint Restraint Drill"] }}, "life_deck": {{ "unknown_below": 30 }}"#
        ),
    );
    let json = scenario(
        "Orange Focusing Drill against Orange Lifting Drill",
        r#""crd-3.0.0/drill-cards", "crd-3.0.0/cards-leaving-play""#,
        players,
        r#"[ { "p1": "use", "card": "Orange Lifting Drill" } ]"#,
        r#"[ { "at_end": true, "p2": { "discard": ["Orange Focusing Drill"], "in_play": { "drills": ["Orange Joint Restraint Drill"] } } } ]"#,
    );
    run("focusing-lifting", &json);
}

/// CRD 3.0.0 "Taking Them Down A Notch": a level lost discards every Drill, the "unless you
/// ... lose a Personality level" case (Red Jump Kick lowers p2 a level).
#[test]
fn orange_focusing_drill_yields_to_a_level_lost() {
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "Orange Focusing Drill: a level lost discards the Drills",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/taking-them-down-a-notch"],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "score/majin-buu-saga/156", "stage": 5 }}, "tokui_waza": "Red", "hand": ["Red Jump Kick"], "life_deck": {{ "unknown_below": 30 }} }},
    "p2": {{ "main_personality": {{ "levels": ["score/saiyan-saga/176", "score/saiyan-saga/177"], "level": 2, "stage": 10 }}, "anger": 3,
            "in_play": {{ "drills": ["{FOCUSING}", "Orange Joint Restraint Drill"] }}, "life_deck": {{ "unknown_below": 30 }} }}
  }},
  "actions": [ {{ "p1": "play", "card": "Red Jump Kick" }}, {{ "p2": "take" }} ],
  "expect": [ {{ "after_step": 15, "p2": {{ "level": 1, "in_play": {{ "drills": [] }} }}, "cites": ["crd-3.0.0/taking-them-down-a-notch"] }} ]
}}"#
    );
    run("focusing-level-lost", &json);
}

// ----- Black Disarray Drill -------------------------------------------------------------------

const DISARRAY: &str = "score/kid-buu-saga/096";

/// CRD 3.0.0 ruling on Black Disarray Drill; "Sensei Deck only" is a deck-building rule.
#[test]
fn black_disarray_drill_compiles() {
    assert_compiles(
        DISARRAY,
        r#"[{"card_rule": "sensei_deck_only"}, "opponent_hand_discards_at_random"]"#,
    );
}

fn disarray(drills: &str) -> String {
    support::players(
        RADITZ,
        5,
        &format!(r#""hand": ["Black Chaos Detonation"], "in_play": {{ "drills": [{drills}] }}"#),
        GOKU,
        5,
        r#""hand": ["L7", "L8", "L9"], "life_deck": { "unknown_below": 30 }"#,
    )
}

/// CRD 3.0.0 "Randomized Discards of Face-Up Hands" and the card's ruling: Black Chaos
/// Detonation's "your opponent discards 2 cards from his hand" is made at random; the cards
/// named in p1's `choose` are the ones the judge drew. Without the names the run says what it
/// needs.
#[test]
fn black_disarray_drill_makes_the_discard_random() {
    let json = scenario(
        "Black Disarray Drill: the opponent's discard is random",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/randomized-discards-of-face-up-hands", "crd-3.0.0/drill-cards""#,
        disarray(&format!(r#""{DISARRAY}""#)),
        r#"[ { "p1": "play", "card": "Black Chaos Detonation", "choose": ["L9", "L7"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "hand": ["L8"], "life_deck": 26 }, "cites": ["crd-3.0.0/randomized-discards-of-face-up-hands"] } ]"#,
    );
    run("disarray", &json);
    let json = scenario(
        "Black Disarray Drill: the cards drawn at random not named",
        r#""crd-3.0.0/randomized-discards-of-face-up-hands""#,
        disarray(&format!(r#""{DISARRAY}""#)),
        r#"[ { "p1": "play", "card": "Black Chaos Detonation" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "error": "picked at random" } ]"#,
    );
    run("disarray-unnamed", &json);
    let report = support::battle_report(FAMILY, "disarray-text", &{
        scenario(
            "Black Disarray Drill: the log",
            r#""crd-3.0.0/randomized-discards-of-face-up-hands""#,
            disarray(&format!(r#""{DISARRAY}""#)),
            r#"[ { "p1": "play", "card": "Black Chaos Detonation", "choose": ["L9", "L7"] }, { "p2": "take" } ]"#,
            r#"[ { "after_step": 15, "p2": { "hand": ["L8"] } } ]"#,
        )
    })
    .expect("runs");
    let text = scouter::render::trace::render_battle(&report);
    assert!(text.contains("discarded at random instead"), "{text}");
}

/// "Once per Combat" (the card's CRD 3.0.0 text): a second declaration by the same player is
/// refused; a declaration by the other player after the first goes to the judge (the text does
/// not say whether it counts per player or for the card).
#[test]
fn trunks_effortless_drill_once_per_combat() {
    let board = |p2_hand: &str| {
        support::players(
            RADITZ,
            5,
            r#""hand": ["Straining Jump Kick Move", "Straining Jump Kick Move"]"#,
            GOKU,
            5,
            &format!(
                r#""hand": [{p2_hand}], "in_play": {{ "drills": ["{EFFORTLESS}"] }}, "life_deck": {{ "unknown_below": 30 }}"#
            ),
        )
    };
    let json = scenario(
        "Trunks Effortless Drill declared twice by p1",
        r#""crd-3.0.0/drill-cards""#,
        board(""),
        r#"[ { "p1": "play", "card": "Straining Jump Kick Move", "choose": ["Trunks Effortless Drill"] }, { "p2": "take" },
            { "p2": "pass" },
            { "p1": "play", "card": "Straining Jump Kick Move", "choose": ["Trunks Effortless Drill"] } ]"#,
        r#"[ { "at_end": true, "error": "once per Combat, and p1 already declared it this Combat" } ]"#,
    );
    run("effortless-twice", &json);
    let json = scenario(
        "Trunks Effortless Drill declared by p1, then by p2",
        r#""crd-3.0.0/drill-cards""#,
        board(r#""Straining Jump Kick Move""#),
        r#"[ { "p1": "play", "card": "Straining Jump Kick Move", "choose": ["Trunks Effortless Drill"] }, { "p2": "take" },
            { "p2": "play", "card": "Straining Jump Kick Move", "choose": ["Trunks Effortless Drill"] } ]"#,
        r#"[ { "at_end": true, "error": "does not say whether that counts for each player or for the card" } ]"#,
    );
    run("effortless-both-players", &json);
}

/// A hand of no more cards than the discard asks: every card goes, random or not (nothing to
/// draw at random, no name needed).
#[test]
fn black_disarray_drill_whole_hand_needs_no_draw() {
    let players = support::players(
        RADITZ,
        5,
        &format!(
            r#""hand": ["Black Chaos Detonation"], "in_play": {{ "drills": ["{DISARRAY}"] }}"#
        ),
        GOKU,
        5,
        r#""hand": ["L7", "L8"], "life_deck": { "unknown_below": 30 }"#,
    );
    let json = scenario(
        "Black Disarray Drill: a hand of 2 discarded whole",
        r#""crd-3.0.0/randomized-discards-of-face-up-hands""#,
        players,
        r#"[ { "p1": "play", "card": "Black Chaos Detonation" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "hand": [] } } ]"#,
    );
    run("disarray-whole-hand", &json);
}
