//! Cards moved effects on real pool cards: Life Deck discards counted when they resolve,
//! random and down-to discards from a hand, searches of the discard pile and of both piles,
//! Allies chosen from a Life Deck, and the Saiyan Saga's wording of damage. Each battle is a
//! scenario file in a temporary folder run with `--check` semantics.

use crate::support;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-cards-moved", name, json);
}

/// Raditz Lv.1 (p1) against Goku Lv.1 (p2).
fn scenario(title: &str, checks: &str, p1: &str, p2: &str, actions: &str, expect: &str) -> String {
    scenario_mp(title, checks, RADITZ, p1, p2, actions, expect)
}

const KRILLIN: &str = "score/capsule-corp-power-pack/cp30";

fn scenario_mp(
    title: &str,
    checks: &str,
    mp1: &str,
    p1: &str,
    p2: &str,
    actions: &str,
    expect: &str,
) -> String {
    let players = support::players_bare(mp1, 5, p1, GOKU, 5, p2);
    support::scenario(title, checks, players, actions, expect)
}

/// Cell's Choke Hold: "Physical attack doing +1 life cards of damage. If successful, your
/// opponent discards 2 cards from his Life Deck for each card in his hand." p2 holds 2 cards:
/// after the life card of damage (L1) he discards 4 more (L2 to L5), not damage.
#[test]
fn life_deck_discards_per_card_in_hand() {
    let json = scenario(
        "Cell's Choke Hold",
        r#""crd-3.0.0/if-successful-effects""#,
        r#""hand": ["Cell's Choke Hold"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["H1", "H2"], "life_deck": { "unknown_below": 30, "top": ["L1", "L2", "L3", "L4", "L5", "L6"] }"#,
        r#"[ { "p1": "play", "card": "Cell's Choke Hold" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "discard": ["L1", "L2", "L3", "L4", "L5"], "life_deck_top": ["L6"], "hand": ["H1", "H2"] } } ]"#,
    );
    run("cells-choke-hold", &json);
}

/// Black Magic: "Your opponent discards an amount of cards from his Life Deck equal to your Main
/// Personality's PUR." Raditz Lv.1 has a PUR of 1: p2 discards L1.
#[test]
fn life_deck_discards_equal_to_the_pur() {
    let json = scenario(
        "Black Magic",
        r#""crd-3.0.0/secondary-effects""#,
        r#""hand": ["Black Magic"], "life_deck": { "unknown_below": 30 }"#,
        r#""life_deck": { "unknown_below": 30, "top": ["L1", "L2"] }"#,
        r#"[ { "p1": "play", "card": "Black Magic" } ]"#,
        r#"[ { "at_end": true, "p2": { "discard": ["L1"], "life_deck_top": ["L2"] } } ]"#,
    );
    run("black-magic", &json);
}

/// Saiyan Knee Strike: "If successful, your opponent discards a card at random from his hand."
/// The card the judge saw picked at random is named in `choose`; it alone is discarded.
#[test]
fn a_card_discarded_at_random() {
    let json = scenario(
        "Saiyan Knee Strike",
        r#""crd-3.0.0/if-successful-effects""#,
        r#""hand": ["Saiyan Knee Strike"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["H1", "H2", "H3"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Saiyan Knee Strike", "choose": ["H2"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "hand": ["H1", "H3"], "discard": ["H2"] } } ]"#,
    );
    run("saiyan-knee-strike", &json);
}

/// Black Drop Kick: "If successful, your opponent must discard cards from his hand until he
/// only has 2 or fewer cards in his hand." p2 holds 5 cards: the 3 named are discarded. With 2
/// cards nothing is discarded.
#[test]
fn discards_down_to_two_cards() {
    let json = scenario(
        "Black Drop Kick",
        r#""crd-3.0.0/secondary-effects""#,
        r#""hand": ["Black Drop Kick"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["H1", "H2", "H3", "H4", "H5"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Drop Kick", "choose": ["H1", "H4", "H5"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "hand": ["H2", "H3"], "discard": ["H1", "H4", "H5"] } } ]"#,
    );
    run("black-drop-kick", &json);
    let json = scenario(
        "Black Drop Kick, two cards",
        r#""crd-3.0.0/secondary-effects""#,
        r#""hand": ["Black Drop Kick"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["H1", "H2"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Drop Kick" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "hand": ["H1", "H2"], "discard": [] } } ]"#,
    );
    run("black-drop-kick-two", &json);
}

/// Krillin Asks For Help: "Choose up to 2 Allies from your Life Deck and place them in play at
/// their highest power stage." The two named Allies enter play at their highest power stage;
/// the Life Deck is shuffled (CRD "Searching for Cards").
#[test]
fn allies_chosen_from_the_life_deck() {
    let json = scenario_mp(
        "Krillin Asks For Help",
        r#""crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule""#,
        KRILLIN,
        r#""hand": ["Krillin Asks For Help"], "life_deck": { "unknown_below": 30, "top": ["Tien Lv.1", "L1", "Yamcha Lv.1"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Krillin Asks For Help", "choose": ["Tien Lv.1", "Yamcha Lv.1"] } ]"#,
        r#"[ { "at_end": true, "p1": { "allies": { "Tien Lv.1": 10, "Yamcha Lv.1": 10 }, "life_deck": 31 } } ]"#,
    );
    run("krillin-asks-for-help", &json);
}

/// Gohan's Elbow Block: "Stops a physical attack. Search your discard pile for a Gohan named
/// card and place it in your hand." The defender's discard pile holds one Gohan card: it is
/// the only choice (forced) and goes to his hand.
#[test]
fn a_card_from_the_discard_pile_to_the_hand() {
    let json = scenario(
        "Gohan's Elbow Block",
        r#""crd-3.0.0/secondary-effects""#,
        r#""hand": ["Saiyan Knee Strike"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["Gohan's Elbow Block"], "discard": ["D1", "Gohan's Kick", "D2"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Saiyan Knee Strike" }, { "p2": "play", "card": "Gohan's Elbow Block" } ]"#,
        r#"[ { "at_end": true, "p2": { "hand": ["Gohan's Kick"], "discard": ["D1", "D2"], "removed": ["Gohan's Elbow Block"] } } ]"#,
    );
    run("gohans-elbow-block", &json);
}

/// Land in Pain: "Search all Life Decks and discard all Battlegrounds." Each player's known
/// Battlegrounds go to his discard pile; the unknown cards are left to the judge to check.
#[test]
fn every_battleground_of_both_life_decks() {
    let json = scenario(
        "Land in Pain",
        r#""crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule""#,
        r#""hand": ["Land in Pain"], "life_deck": { "unknown_below": 30, "top": ["L1", "Blasted Land"] }"#,
        r#""life_deck": { "unknown_below": 30, "top": ["Gravity Chamber", "L2", "Winter Countryside"] }"#,
        r#"[ { "p1": "play", "card": "Land in Pain" } ]"#,
        r#"[ { "at_end": true, "judge": "unknown card(s) of p2's Life Deck", "p1": { "discard": ["Blasted Land", "Land in Pain"], "life_deck": 31 }, "p2": { "discard": ["Gravity Chamber", "Winter Countryside"], "life_deck": 31 } } ]"#,
    );
    run("land-in-pain", &json);
}

/// Chiaotzu's Energy Manipulation: "Energy attack forcing 3 draws from the life deck." The
/// Saiyan Saga's wording of an energy attack doing 3 life cards of damage.
#[test]
fn old_wording_of_an_energy_attack() {
    let json = scenario(
        "Chiaotzu's Energy Manipulation",
        r#""crd-3.0.0/battle-sequence/13""#,
        r#""hand": ["Chiaotzu's Energy Manipulation"], "life_deck": { "unknown_below": 30 }"#,
        r#""life_deck": { "unknown_below": 30, "top": ["L1", "L2", "L3", "L4"] }"#,
        r#"[ { "p1": "play", "card": "Chiaotzu's Energy Manipulation" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "stage": 3 }, "p2": { "discard": ["L1", "L2", "L3"], "life_deck_top": ["L4"] } } ]"#,
    );
    run("chiaotzus-energy-manipulation", &json);
}

/// Gathering of Heroes: "Search your Life Deck or discard pile for an Ally and place it in play
/// at 3 power stages above 0." The Ally named is in the discard pile: it enters play from there
/// at 3 power stages above 0.
#[test]
fn an_ally_from_the_life_deck_or_the_discard_pile() {
    // A Hero Main Personality: Tien and Yamcha are Hero Allies (CRD 3.0.0 "Allies").
    let json = scenario_mp(
        "Gathering of Heroes",
        r#""crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule""#,
        GOKU,
        r#""hand": ["Gathering of Heroes"], "discard": ["Tien Lv.1"], "life_deck": { "unknown_below": 30, "top": ["Yamcha Lv.1"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Gathering of Heroes", "choose": ["Tien Lv.1"] } ]"#,
        r#"[ { "at_end": true, "p1": { "allies": { "Tien Lv.1": 3 }, "life_deck": 31 } } ]"#,
    );
    run("gathering-of-heroes", &json);
}

/// Android 18's Stare Down: "Look at your opponent's hand and choose a card. Your opponent
/// discards that card." The two sentences make one choice: p1 names H2, which p2 discards.
#[test]
fn a_card_chosen_from_the_opponents_hand_over_two_sentences() {
    let json = scenario(
        "Android 18's Stare Down",
        r#""crd-3.0.0/secondary-effects""#,
        r#""hand": ["Android 18's Stare Down"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["H1", "H2", "H3"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Android 18's Stare Down", "choose": ["H2"] } ]"#,
        r#"[ { "at_end": true, "p2": { "hand": ["H1", "H3"], "discard": ["H2"] } } ]"#,
    );
    run("android-18s-stare-down", &json);
}

/// Black Gut Wrench: "If you declared Toku-Waza, choose a card at random from your opponent's
/// hand. Your opponent shuffles that card into his Life Deck and draws a card." Without a
/// Tokui-Waza nothing happens to p2's hand or Life Deck beyond the damage.
#[test]
fn a_random_card_shuffled_in_only_under_the_condition() {
    let json = scenario(
        "Black Gut Wrench, no Tokui-Waza",
        r#""crd-3.0.0/secondary-effects""#,
        r#""hand": ["Black Gut Wrench"], "life_deck": { "unknown_below": 30 }"#,
        r#""hand": ["H1", "H2"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Black Gut Wrench" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "hand": ["H1", "H2"], "life_deck": 30 } } ]"#,
    );
    run("black-gut-wrench", &json);
}

/// Black Energy Stance: "Stops a physical or energy attack. If your opponent has 3 or more
/// anger he must discard a card from his hand." The attacker (p1, anger 3) discards the card
/// named; at anger 2 he keeps his hand.
#[test]
fn a_discard_under_the_opponents_anger() {
    for (anger, hand, discard) in [
        (3, r#"["H2"]"#, r#"["H1"]"#),
        (2, r#"["H1", "H2"]"#, r#"[]"#),
    ] {
        let json = scenario(
            "Black Energy Stance",
            r#""crd-3.0.0/secondary-effects""#,
            &format!(
                r#""anger": {anger}, "hand": ["Saiyan Knee Strike", "H1", "H2"], "life_deck": {{ "unknown_below": 30 }}"#
            ),
            r#""hand": ["Black Energy Stance"], "life_deck": { "unknown_below": 30 }"#,
            r#"[ { "p1": "play", "card": "Saiyan Knee Strike" }, { "p2": "play", "card": "Black Energy Stance", "choose": ["H1"] } ]"#,
            &format!(
                r#"[ {{ "after_step": 8, "stopped_by": "Black Energy Stance", "p1": {{ "hand": {hand}, "discard": {discard} }} }} ]"#
            ),
        );
        run(&format!("black-energy-stance-{anger}"), &json);
    }
}

/// Trunks' Sword Slice: "If successful, search your Life Deck for any card with "Sword" in the
/// title that is not "Trunks' Sword Slice" and place it into your hand." The Life Deck's known
/// Sword cards are a second Trunks' Sword Slice (left out by its title) and Gohan's Sword Sweep:
/// p1 chooses Gohan's Sword Sweep, which goes to his hand; the Life Deck is one card smaller.
/// Choosing the second Trunks' Sword Slice is refused.
#[test]
fn a_search_that_leaves_out_a_title() {
    let json = scenario(
        "Trunks' Sword Slice",
        r#""crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule""#,
        r#""hand": ["Trunks' Sword Slice"], "life_deck": { "unknown_below": 30, "top": ["Trunks' Sword Slice", "Gohan's Sword Sweep"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Trunks' Sword Slice", "choose": ["Gohan's Sword Sweep"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "hand": ["Gohan's Sword Sweep"], "life_deck": 31 } } ]"#,
    );
    run("trunks-sword-slice", &json);
}

#[test]
fn a_title_left_out_is_refused() {
    let json = scenario(
        "Trunks' Sword Slice",
        r#""crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule""#,
        r#""hand": ["Trunks' Sword Slice"], "life_deck": { "unknown_below": 30, "top": ["Trunks' Sword Slice", "Gohan's Sword Sweep"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Trunks' Sword Slice", "choose": ["Trunks' Sword Slice"] }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p1": { "life_deck": 32 } } ]"#,
    );
    let report = support::battle_report("effects-cards-moved", "trunks-sword-slice-refused", &json)
        .expect("the battle runs");
    let msg = report.error.unwrap_or_default();
    assert!(
        msg.contains("illegal action")
            && msg.contains("Trunks' Sword Slice is not a card with")
            && msg.contains("crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule"),
        "{msg}"
    );
    assert!(!report.passed);
}
