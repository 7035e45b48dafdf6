//! Piles chosen effects on real pool cards: any cards chosen from a pile and moved, every hand
//! discarded, a random discard from one's own hand, the bottom card of a discard pile as a
//! condition, and requirements on the discard pile and the hand. Each battle is a scenario
//! file in a temporary folder run with `--check` semantics.

use crate::support;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-piles-more", name, json);
}

/// Raditz Lv.1 (p1) at `s1` against Goku Lv.1 (p2) at `s2`.
#[allow(clippy::too_many_arguments)]
fn scenario(
    title: &str,
    checks: &str,
    s1: u32,
    p1: &str,
    s2: u32,
    p2: &str,
    actions: &str,
    expect: &str,
) -> String {
    format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "{title}",
  "ruleset": "crd-3.0.0",
  "checks": [{checks}],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "{RADITZ}", "stage": {s1} }}, {p1} }},
    "p2": {{ "main_personality": {{ "card": "{GOKU}", "stage": {s2} }}, {p2} }}
  }},
  "actions": {actions},
  "expect": {expect}
}}"#
    )
}

/// The engine error a scenario stops on.
fn refused(name: &str, json: &str) -> String {
    let report = support::battle_report("effects-piles-more", name, json).expect("loads");
    report.error.expect("the card is refused")
}

/// Namekian Flying Kick: "If successful, choose any cards in your discard pile and remove them
/// from the game." The two cards named in `choose` are removed; the third stays. With no name,
/// no card moves.
#[test]
fn any_cards_of_the_discard_pile_removed() {
    let json = scenario(
        "Namekian Flying Kick",
        r#""crd-3.0.0/if-successful-effects""#,
        5,
        r#""hand": ["Namekian Flying Kick"], "discard": ["D1", "D2", "D3"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Namekian Flying Kick", "choose": ["D1", "D3"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p1": { "discard": ["D2"], "removed": ["D1", "D3"] } } ]"#,
    );
    run("namekian-flying-kick", &json);
    let json = scenario(
        "Namekian Flying Kick, none named",
        r#""crd-3.0.0/if-successful-effects""#,
        5,
        r#""hand": ["Namekian Flying Kick"], "discard": ["D1", "D2", "D3"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Namekian Flying Kick" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p1": { "discard": ["D1", "D2", "D3"], "removed": [] } } ]"#,
    );
    run("namekian-flying-kick-none", &json);
}

/// CHARGE!: "Shuffle any cards in your discard pile with "Charge" in the title into your Life
/// Deck." The named card with "Charge" in its title goes into the Life Deck (30 + 1 cards); a
/// card without it is refused.
#[test]
fn any_cards_with_a_title_shuffled_in() {
    let json = scenario(
        "CHARGE!",
        r#""crd-3.0.0/secondary-effects""#,
        5,
        r#""hand": ["CHARGE!"], "discard": ["Saiyan Charge", "D2", "Bido's Charge"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "CHARGE!", "choose": ["Bido's Charge"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "discard": ["Saiyan Charge", "D2"], "life_deck": 31 } } ]"#,
    );
    run("charge", &json);
    let json = scenario(
        "CHARGE!, a card without Charge",
        r#""crd-3.0.0/secondary-effects""#,
        5,
        r#""hand": ["CHARGE!"], "discard": ["Saiyan Charge", "D2"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "CHARGE!", "choose": ["D2"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "life_deck": 30 } } ]"#,
    );
    let error = refused("charge-refused", &json);
    assert!(
        error.contains("D2 is not") && error.to_lowercase().contains("charge"),
        "{error}"
    );
}

/// Black Dark Energy: "Choose any cards in your hand and shuffle them into your Life Deck and
/// draw an amount of cards equal to the amount you put into your Life Deck." Two cards go in,
/// two are drawn: the hand keeps 3 cards, the Life Deck 30. The card being used is not one of
/// the hand's cards.
#[test]
fn any_cards_of_the_hand_shuffled_in_then_as_many_drawn() {
    let json = scenario(
        "Black Dark Energy",
        r#""crd-3.0.0/secondary-effects""#,
        8,
        r#""hand": ["Black Dark Energy", "H1", "H2", "H3"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Dark Energy", "choose": ["H1", "H3"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "life_deck": 30, "hand": ["H2", "unknown life card", "unknown life card"] } } ]"#,
    );
    run("black-dark-energy", &json);
    let json = scenario(
        "Black Dark Energy names itself",
        r#""crd-3.0.0/secondary-effects""#,
        8,
        r#""hand": ["Black Dark Energy", "H1"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Dark Energy", "choose": ["Black Dark Energy"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "life_deck": 30 } } ]"#,
    );
    let error = refused("black-dark-energy-itself", &json);
    assert!(error.contains("Black Dark Energy is not in"), "{error}");
}

/// Stop!: "End Combat. All players discard all cards in their hands. Remove from the game after
/// use." Both hands are discarded (no choice: every card); Stop! itself is removed from the
/// game.
#[test]
fn all_players_discard_their_hands() {
    let json = scenario(
        "Stop!",
        r#""crd-3.0.0/secondary-effects""#,
        5,
        r#""hand": ["Stop!", "A1"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""hand": ["B1", "B2"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Stop!" } ]"#,
        r#"[ { "at_end": true, "p1": { "hand": [], "discard": ["A1"], "removed": ["Stop!"] }, "p2": { "hand": [], "discard": ["B1", "B2"] } } ]"#,
    );
    run("stop", &json);
}

/// Saiyan Focus: "Stops an energy attack. If the bottom card of your discard pile is a Saiyan
/// Style card, your opponent's Main Personality loses 4 power stages, to a minimum of 0." With a
/// Saiyan Style card at the bottom of p2's discard pile Raditz loses 4 more stages than
/// without one.
#[test]
fn the_bottom_card_of_the_discard_pile() {
    let run_with = |name: &str, discard: &str, stage: u32| {
        let json = scenario(
            "Saiyan Focus",
            r#""crd-3.0.0/secondary-effects""#,
            8,
            r#""hand": ["Tien's Solar Flare"], "life_deck": { "unknown_below": 30 }"#,
            5,
            &format!(
                r#""hand": ["Saiyan Focus"], "discard": {discard}, "life_deck": {{ "unknown_below": 30 }}"#
            ),
            r#"[ { "p1": "play", "card": "Tien's Solar Flare" }, { "p2": "play", "card": "Saiyan Focus" } ]"#,
            &format!(r#"[ {{ "after_step": 6, "p1": {{ "stage": {stage} }} }} ]"#),
        );
        run(name, &json);
    };
    run_with("saiyan-focus", r#"["Saiyan Duck", "Red Duck"]"#, 2);
    run_with("saiyan-focus-not", r#"["Red Duck", "Saiyan Duck"]"#, 6);
    run_with("saiyan-focus-empty", "[]", 6);
}

/// Goten's Focused Blast: "You can only perform this attack if you have no cards in your
/// discard pile." Refused with a card in the discard pile; performed with none.
#[test]
fn only_with_an_empty_discard_pile() {
    let json = scenario(
        "Goten's Focused Blast refused",
        r#""crd-3.0.0/what-is-a-requirement""#,
        8,
        r#""hand": ["Goten's Focused Blast"], "discard": ["D1"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Goten's Focused Blast" } ]"#,
        r#"[ { "after_step": 3, "p1": { "stage": 8 } } ]"#,
    );
    let error = refused("gotens-focused-blast-refused", &json);
    assert!(
        error.contains("Goten's Focused Blast") && error.contains("requirement"),
        "{error}"
    );
    let json = scenario(
        "Goten's Focused Blast",
        r#""crd-3.0.0/what-is-a-requirement""#,
        8,
        r#""hand": ["Goten's Focused Blast"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Goten's Focused Blast" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "life_deck": 22 } } ]"#,
    );
    run("gotens-focused-blast", &json);
}

/// Orange Overpowering Attack: "If successful, discard a card at random from your hand. You must
/// have at least 1 other card in your hand to perform this attack." Refused with no other card;
/// with one (the attack itself is not counted), that card, the one the judge saw picked at
/// random (named in `choose`), is discarded.
#[test]
fn a_random_discard_from_your_own_hand() {
    let json = scenario(
        "Orange Overpowering Attack refused",
        r#""crd-3.0.0/what-is-a-requirement""#,
        5,
        r#""hand": ["Orange Overpowering Attack"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Orange Overpowering Attack" } ]"#,
        r#"[ { "after_step": 3, "p1": { "stage": 5 } } ]"#,
    );
    let error = refused("orange-overpowering-refused", &json);
    assert!(
        error.contains("Orange Overpowering Attack") && error.contains("requirement"),
        "{error}"
    );
    let json = scenario(
        "Orange Overpowering Attack",
        r#""crd-3.0.0/if-successful-effects", "crd-3.0.0/what-is-a-requirement""#,
        5,
        r#""hand": ["Orange Overpowering Attack", "H1"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Orange Overpowering Attack", "choose": ["H1"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "hand": [], "discard": ["H1", "Orange Overpowering Attack"] } } ]"#,
    );
    run("orange-overpowering", &json);
}

/// Yamcha's Revenge: "If successful, shuffle all Drills in play back into their owner's Life
/// Deck." Each player's Drill leaves play and goes into his own Life Deck (30 + 1 cards).
#[test]
fn all_drills_shuffled_into_their_owners_life_decks() {
    let json = scenario(
        "Yamcha's Revenge",
        r#""crd-3.0.0/if-successful-effects", "crd-3.0.0/drill-cards""#,
        5,
        r#""hand": ["Yamcha's Revenge"], "in_play": { "drills": ["Orange Lifting Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""in_play": { "drills": ["Black Studying Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Yamcha's Revenge" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p1": { "in_play": { "drills": [] }, "life_deck": 31 }, "p2": { "in_play": { "drills": [] }, "life_deck": 31 } } ]"#,
    );
    run("yamchas-revenge", &json);
}

/// Black Spin Kick: "If successful, place 3 cards from your discard pile with the word "Kick" in
/// the title on top of your Life Deck and remove this card from the game." The three named go on
/// top in the order named; Black Spin Kick is removed from the game instead of discarded.
#[test]
fn cards_of_the_discard_pile_placed_on_top_of_the_life_deck() {
    let json = scenario(
        "Black Spin Kick",
        r#""crd-3.0.0/if-successful-effects""#,
        5,
        r#""hand": ["Black Spin Kick"], "discard": ["D1", "Raditz Flying Kick", "Orange Charge Kick", "Red Axe Heel Kick"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Spin Kick", "choose": ["Red Axe Heel Kick", "Raditz Flying Kick", "Orange Charge Kick"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "discard": ["D1"], "removed": ["Black Spin Kick"], "life_deck": 33, "life_deck_top": ["Red Axe Heel Kick", "Raditz Flying Kick", "Orange Charge Kick"] } } ]"#,
    );
    run("black-spin-kick", &json);
}

/// Black Overhead Smack: "If successful, your opponent shuffles his hand into his Life Deck and
/// then draws the same number of cards that were in his hand when this attack was performed."
/// p2's 3 cards go into his Life Deck and he draws 3 unknown cards.
#[test]
fn the_opponents_hand_shuffled_in_and_redrawn() {
    let json = scenario(
        "Black Overhead Smack",
        r#""crd-3.0.0/if-successful-effects", "crd-3.0.0/glossary/shuffling-your-life-deck""#,
        5,
        r#""hand": ["Black Overhead Smack"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""hand": ["B1", "B2", "B3"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Overhead Smack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "hand": ["unknown life card", "unknown life card", "unknown life card"], "life_deck": 30 } } ]"#,
    );
    run("black-overhead-smack", &json);
}

/// Injured Circuits: "Shuffle all cards in your hand back into your Life Deck and draw the same
/// amount of cards. Draw a card." The 2 other cards of the hand go in (the card used is not in
/// the hand), 2 are drawn, then 1 more: 3 cards in hand, 29 in the Life Deck.
#[test]
fn your_hand_shuffled_in_and_redrawn() {
    let json = scenario(
        "Injured Circuits",
        r#""crd-3.0.0/secondary-effects", "crd-3.0.0/glossary/shuffling-your-life-deck""#,
        5,
        r#""hand": ["Injured Circuits", "H1", "H2"], "life_deck": { "unknown_below": 30 }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Injured Circuits" } ]"#,
        r#"[ { "after_step": 3, "p1": { "hand": ["unknown life card", "unknown life card", "unknown life card"], "life_deck": 29 } } ]"#,
    );
    run("injured-circuits", &json);
}

/// Injured Circuits: "If you have at least 3 personalities in play with "Android" in the title,
/// you may draw an additional card." Android 17, Android 18 and Android 16 (the Main Personality
/// and two Allies) count 3: with `may`, p1 draws one more card (4 in hand, 28 in the Life Deck);
/// Raditz with the same Allies counts 2: no extra card.
#[test]
fn personalities_with_a_title_counted() {
    let run_with = |name: &str, mp: &str, hand: &str, deck: u32| {
        let json = format!(
            r#"{{
  "scouter_scenario": 1,
  "title": "Injured Circuits",
  "ruleset": "crd-3.0.0",
  "checks": ["crd-3.0.0/secondary-effects", "crd-3.0.0/may-rule"],
  "attacker": "p1",
  "players": {{
    "p1": {{ "main_personality": {{ "card": "{mp}", "stage": 5 }}, "allies": [{{ "card": "score/android-saga/116", "stage": 3 }}, {{ "card": "score/android-saga/114", "stage": 3 }}], "hand": ["Injured Circuits", "H1", "H2"], "life_deck": {{ "unknown_below": 30 }} }},
    "p2": {{ "main_personality": {{ "card": "{GOKU}", "stage": 5 }}, "life_deck": {{ "unknown_below": 30 }} }}
  }},
  "actions": [ {{ "p1": "play", "card": "Injured Circuits", "may": true }} ],
  "expect": [ {{ "after_step": 3, "p1": {{ "hand": {hand}, "life_deck": {deck} }} }} ]
}}"#
        );
        run(name, &json);
    };
    let u = "\"unknown life card\"";
    run_with(
        "injured-circuits-androids",
        "score/android-saga/115",
        &format!("[{u}, {u}, {u}, {u}]"),
        28,
    );
    run_with(
        "injured-circuits-raditz",
        RADITZ,
        &format!("[{u}, {u}, {u}]"),
        29,
    );
}

/// Red Rapid Energy: "Place all cards in your discard pile with "Energy" in the title at the
/// bottom of your Life Deck." Every such card goes, in the order p1 names them all (the last
/// named at the bottom); naming only some of them is refused.
#[test]
fn all_cards_of_the_discard_pile_placed_at_the_bottom_in_the_order_named() {
    let json = scenario(
        "Red Rapid Energy",
        r#""crd-3.0.0/secondary-effects""#,
        8,
        r#""hand": ["Red Rapid Energy"], "discard": ["Red Energy Drill", "D1", "Blue Energy Arrow"], "life_deck": { "top": ["L1"] }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Red Rapid Energy", "choose": ["Blue Energy Arrow", "Red Energy Drill"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "discard": ["D1"], "life_deck": 3 } } ]"#,
    );
    run("red-rapid-energy", &json);
    let json = scenario(
        "Red Rapid Energy, one named",
        r#""crd-3.0.0/secondary-effects""#,
        8,
        r#""hand": ["Red Rapid Energy"], "discard": ["Red Energy Drill", "D1", "Blue Energy Arrow"], "life_deck": { "top": ["L1"] }"#,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Red Rapid Energy", "choose": ["Blue Energy Arrow"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "discard": ["D1"] } } ]"#,
    );
    let error = refused("red-rapid-energy-one", &json);
    assert!(error.contains("choose"), "{error}");
}

/// Strength Training: "If your Main Personality's power rating is greater than your opponent's,
/// your opponent discards the top 3 cards of his Life Deck. Otherwise, raise your Main
/// Personality to its highest power stage." Exactly one of the two happens.
#[test]
fn strength_training_either_or() {
    let run_with = |name: &str, s1: u32, s2: u32, stage: u32, deck: u32| {
        let json = scenario(
            "Strength Training",
            r#""crd-3.0.0/secondary-effects""#,
            s1,
            r#""hand": ["Strength Training"], "life_deck": { "unknown_below": 30 }"#,
            s2,
            r#""life_deck": { "unknown_below": 30 }"#,
            r#"[ { "p1": "play", "card": "Strength Training" } ]"#,
            &format!(
                r#"[ {{ "after_step": 3, "p1": {{ "stage": {stage} }}, "p2": {{ "life_deck": {deck} }} }} ]"#
            ),
        );
        run(name, &json);
    };
    // Raditz at 8 against Goku at 2: the higher rating; Goku discards 3, Raditz stays at 8.
    run_with("strength-training-higher", 8, 2, 8, 27);
    // Raditz at 2 against Goku at 8: otherwise; Raditz goes to his highest stage, no discard.
    run_with("strength-training-otherwise", 2, 8, 10, 30);
}
