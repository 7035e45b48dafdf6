//! Stages effects executed by the engine on real pool cards: old printed wordings of an
//! attack's damage, damage stated after the attack sentence, effects against a Hero opponent,
//! anger that cannot rise, and its own effects.
//! Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::scenario;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-stages-more", name, json);
}

const P2_DECK: &str =
    r#""life_deck": { "top": ["L1", "L2", "L3", "L4", "L5", "L6", "L7"], "unknown_below": 30 }"#;

/// Goku's Attack: "If successful, you punch defender for 5 life cards." A physical attack whose
/// Base Damage is the 5 life cards it states (no PAT): Raditz discards 5.
#[test]
fn gokus_attack_punches_for_five_life_cards() {
    let json = scenario(
        "Goku's Attack",
        r#""crd-3.0.0/battle-sequence/9", "crd-3.0.0/battle-sequence/13""#,
        support::players(
            GOKU,
            5,
            r#""hand": ["score/burger-king/bk1"]"#,
            RADITZ,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Goku's Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 9, "base_damage": { "power_stages": 0, "life_cards": 5 } },
             { "at_end": true, "p2": { "stage": 5, "discard": ["L1", "L2", "L3", "L4", "L5"] } } ]"#,
    );
    run("gokus-attack", &json);
}

/// Piccolo's Revenge: "Your successful energy beam attack slashes defenderfor 6 life cards." An
/// energy attack stating 6 life cards (not the 4 of an energy attack stating none).
#[test]
fn piccolos_revenge_slashes_for_six_life_cards() {
    let json = scenario(
        "Piccolo's Revenge",
        r#""crd-3.0.0/battle-sequence/9", "crd-3.0.0/battle-sequence/13""#,
        support::players(
            GOKU,
            5,
            r#""hand": ["score/burger-king/bk4"]"#,
            RADITZ,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Piccolo's Revenge" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 9, "base_damage": { "power_stages": 0, "life_cards": 6 } },
             { "at_end": true, "p2": { "discard": ["L1", "L2", "L3", "L4", "L5", "L6"] } } ]"#,
    );
    run("piccolos-revenge", &json);
}

/// Dodoria Flames of Fury: "Energy attack. If successful, it does 3 power stages of damage." The
/// energy attack states its damage: Base Damage 3 power stages (CRD step 9), not 4 life cards.
/// Goku goes from 5 to 2 above 0 and loses no life card.
#[test]
fn dodoria_flames_of_fury_states_three_power_stages() {
    let json = scenario(
        "Dodoria Flames of Fury",
        r#""crd-3.0.0/battle-sequence/9", "crd-3.0.0/battle-sequence/12""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Dodoria Flames of Fury"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Dodoria Flames of Fury" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 9, "base_damage": { "power_stages": 3, "life_cards": 0 } },
             { "at_end": true, "p2": { "stage": 2, "discard": [] } } ]"#,
    );
    run("dodoria-flames-of-fury", &json);
}

/// Raditz Energy Wall: "Forces a Hero opponent in this combat to discard 1 life card from his
/// deck." Goku is a Hero: he discards the top card of his Life Deck.
#[test]
fn raditz_energy_wall_against_a_hero() {
    let json = scenario(
        "Raditz Energy Wall",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Raditz Energy Wall"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Raditz Energy Wall" } ]"#,
        r#"[ { "at_end": true, "p2": { "stage": 5, "discard": ["L1"] } } ]"#,
    );
    run("raditz-energy-wall-hero", &json);
}

/// Raditz Energy Wall used against a Villain (Raditz, by Goku): the condition does not hold and
/// no card is discarded.
#[test]
fn raditz_energy_wall_against_a_villain() {
    let json = scenario(
        "Raditz Energy Wall against a Villain",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            GOKU,
            5,
            r#""hand": ["Raditz Energy Wall"]"#,
            RADITZ,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Raditz Energy Wall" } ]"#,
        r#"[ { "at_end": true, "p2": { "stage": 5, "discard": [] } } ]"#,
    );
    run("raditz-energy-wall-villain", &json);
}

/// Raditz Physical Defense: "Forces Hero opponent in this combat to take his anger level down
/// 2." Goku's anger goes from 3 to 1.
#[test]
fn raditz_physical_defense_lowers_a_heros_anger() {
    let json = scenario(
        "Raditz Physical Defense",
        r#""crd-3.0.0/secondary-effects", "crd-3.0.0/anger""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Raditz Physical Defense"]"#,
            GOKU,
            5,
            &format!(r#""anger": 3, {P2_DECK}"#),
        ),
        r#"[ { "p1": "play", "card": "Raditz Physical Defense" } ]"#,
        r#"[ { "at_end": true, "p2": { "anger": 1 } } ]"#,
    );
    run("raditz-physical-defense", &json);
}

/// Blue Head Charge: "Lower your opponent's anger to 0. Your opponent cannot gain any anger until
/// the beginning of his next turn." Goku's anger goes from 3 to 0 at step 3; in his own Attack
/// Phase, Orange Standing Fist Punch ("Raise card user's anger level 1") leaves it at 0.
#[test]
fn blue_head_charge_keeps_the_opponents_anger_at_zero() {
    let json = scenario(
        "Blue Head Charge",
        r#""crd-3.0.0/secondary-effects", "crd-3.0.0/anger", "crd-3.0.0/floating-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["score/cell-saga/156"]"#,
            GOKU,
            5,
            &format!(r#""anger": 3, "hand": ["score/saiyan-saga/001"], {P2_DECK}"#),
        ),
        r#"[ { "p1": "play", "card": "Blue Head Charge" }, { "p2": "take" },
             { "p2": "play", "card": "Orange Standing Fist Punch" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 3, "p2": { "anger": 0 } },
             { "at_end": true, "p2": { "anger": 0 } } ]"#,
    );
    run("blue-head-charge", &json);
}

/// Frieza's Irritation Grows: "If successful, also raise your anger 1 level for every "Frieza's
/// Irritation Grows" in your discard pile." Raditz's discard pile holds one Frieza's Irritation
/// Grows and one Frieza's Anger Blast ("This card counts as 1 copy of "Frieza's Irritation Grows"
/// while in your discard pile"): 2 copies, his anger goes from 1 to 3 at step 15.
#[test]
fn friezas_irritation_grows_counts_copies_in_the_discard_pile() {
    let json = scenario(
        "Frieza's Irritation Grows",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/if-successful-effects""#,
        support::players(
            RADITZ,
            5,
            r#""anger": 1, "hand": ["Frieza's Irritation Grows"], "discard": ["Frieza's Irritation Grows", "Frieza's Anger Blast"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Frieza's Irritation Grows" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 14, "p1": { "anger": 1 } },
             { "at_end": true, "p1": { "anger": 3 } } ]"#,
    );
    run("friezas-irritation-grows", &json);
}

/// Orange Ki Assailment: Raditz at 4 above 0 pays the energy attack's 2 power stages (step 2)
/// and, at 2, performs it against Goku at 5: Goku, in control of Combat with more power stages
/// above 0, is lowered to 2 at step 3; then the 6 life cards of damage are dealt.
#[test]
fn orange_ki_assailment_lowers_to_the_performers_stages() {
    let json = scenario(
        "Orange Ki Assailment",
        r#""crd-3.0.0/battle-sequence/3", "crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            4,
            r#""hand": ["Orange Ki Assailment"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Orange Ki Assailment" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "stage": 2 }, "p2": { "stage": 2 } },
             { "at_end": true, "p2": { "stage": 2, "discard": ["L1", "L2", "L3", "L4", "L5", "L6"] } } ]"#,
    );
    run("orange-ki-assailment", &json);
}

/// Orange Ki Assailment when the defender has as many power stages (Raditz at 5 pays 2 and
/// performs it at 3; Goku at 3): nothing is lowered.
#[test]
fn orange_ki_assailment_leaves_a_lower_defender() {
    let json = scenario(
        "Orange Ki Assailment, lower defender",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Orange Ki Assailment"]"#,
            GOKU,
            3,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Orange Ki Assailment" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p2": { "stage": 3 } } ]"#,
    );
    run("orange-ki-assailment-lower", &json);
}

/// Straining Fake Left Move (Saiyan Saga wording): "Defensive move preventing up to 3 energy life
/// cards from being discarded and draining the user 4 stages." Goku (at 5) defends against
/// Saiyan Energy Orb (5 life cards): he goes to 1 above 0 when the card is used (step 6), the card
/// is discarded, and he takes 2 life cards.
#[test]
fn straining_fake_left_move_prevents_and_drains() {
    let json = scenario(
        "Straining Fake Left Move",
        r#""crd-3.0.0/battle-sequence/6", "crd-3.0.0/battle-sequence/13", "crd-3.0.0/a-note-about-damage-prevention""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Saiyan Energy Orb"]"#,
            GOKU,
            5,
            &format!(r#""hand": ["Straining Fake Left Move"], {P2_DECK}"#),
        ),
        r#"[ { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "play", "card": "Straining Fake Left Move" } ]"#,
        r#"[ { "after_step": 6, "p2": { "stage": 1 } },
             { "at_end": true, "p2": { "stage": 1, "discard": ["Straining Fake Left Move", "L1", "L2"] } } ]"#,
    );
    run("straining-fake-left-move", &json);
}

const MAJIN_BUU: &str = "Majin Buu Lv.1";

/// Majin Display of Power (Majin only): "Choose one of your opponent's personalities in play.
/// That personality loses 5 power stages." Goku, p2's only personality, goes from 5 to 0.
#[test]
fn majin_display_of_power_on_the_only_personality() {
    let json = scenario(
        "Majin Display of Power",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            MAJIN_BUU,
            5,
            r#""hand": ["Majin Display of Power"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Majin Display of Power" } ]"#,
        r#"[ { "at_end": true, "p2": { "stage": 0, "discard": [] } } ]"#,
    );
    run("majin-display-of-power", &json);
}

/// Majin Display of Power choosing p2's Ally Nappa (at 4): he loses 5 power stages, the one past
/// 0 discards the top life card; Goku keeps his 5.
#[test]
fn majin_display_of_power_on_a_chosen_ally() {
    let json = scenario(
        "Majin Display of Power on an Ally",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            MAJIN_BUU,
            5,
            r#""hand": ["Majin Display of Power"]"#,
            GOKU,
            5,
            &format!(r#""allies": [{{ "card": "Nappa Lv.1", "stage": 4 }}], {P2_DECK}"#),
        ),
        r#"[ { "p1": "play", "card": "Majin Display of Power", "choose": ["Nappa"] } ]"#,
        r#"[ { "at_end": true, "p2": { "stage": 5, "allies": { "Nappa Lv.1": 0 }, "discard": ["L1"] } } ]"#,
    );
    run("majin-display-of-power-ally", &json);
}

/// Blue Left Cross Punch: "If successful, your opponent also discards X life cards. X = 5 minus
/// his anger level." Goku's anger is 2: after the attack's damage he discards 3 more cards.
#[test]
fn blue_left_cross_punch_five_minus_anger() {
    let json = scenario(
        "Blue Left Cross Punch",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/if-successful-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Blue Left Cross Punch"]"#,
            GOKU,
            8,
            &format!(r#""anger": 2, {P2_DECK}"#),
        ),
        r#"[ { "p1": "play", "card": "Blue Left Cross Punch" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 14, "p2": { "discard": [] } },
             { "at_end": true, "p2": { "anger": 2, "discard": ["L1", "L2", "L3"] } } ]"#,
    );
    run("blue-left-cross-punch", &json);
}

/// Massive Technology used by Android 16 (an "Android" in the title): for the remainder of
/// Combat all of his attacks do +2 life cards of damage instead of the physical attacks' +2 power
/// stages. His Saiyan Energy Orb (5 life cards) then does 7.
#[test]
fn massive_technology_used_by_an_android() {
    let json = scenario(
        "Massive Technology, Android",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10""#,
        support::players(
            "score/android-saga/114",
            5,
            r#""hand": ["Massive Technology", "Saiyan Energy Orb"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Massive Technology" }, { "p2": "pass" },
             { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "phase": 3, "damage": { "power_stages": 0, "life_cards": 7 } } ]"#,
    );
    run("massive-technology-android", &json);
}

/// Massive Technology used by Raditz (no "Android" in the title): only his physical attacks do
/// +2 power stages; his Saiyan Energy Orb does its 5 life cards.
#[test]
fn massive_technology_used_by_another_personality() {
    let json = scenario(
        "Massive Technology, not an Android",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/battle-sequence/10""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Massive Technology", "Saiyan Energy Orb"]"#,
            GOKU,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Massive Technology" }, { "p2": "pass" },
             { "p1": "play", "card": "Saiyan Energy Orb" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "phase": 3, "damage": { "power_stages": 0, "life_cards": 5 } } ]"#,
    );
    run("massive-technology-other", &json);
}

/// Yamcha's Right Cross: "Lower your opponent's anger to 0 at the end of this Combat." Goku's
/// anger stays 3 through the attack and both passes; when Combat ends (both players passed in a
/// row) it goes to 0.
#[test]
fn yamchas_right_cross_at_the_end_of_combat() {
    let json = scenario(
        "Yamcha's Right Cross",
        r#""crd-3.0.0/secondary-effects", "crd-3.0.0/anger""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Yamcha's Right Cross"]"#,
            GOKU,
            5,
            &format!(r#""anger": 3, {P2_DECK}"#),
        ),
        r#"[ { "p1": "play", "card": "Yamcha's Right Cross" }, { "p2": "take" },
             { "p2": "pass" }, { "p1": "pass" } ]"#,
        r#"[ { "after_step": 16, "p2": { "anger": 3 } },
             { "at_end": true, "combat_ended": true, "p2": { "anger": 0 } } ]"#,
    );
    run("yamchas-right-cross", &json);
}

/// Yamcha's Right Cross when the run stops before Combat ends: the anger is not lowered yet.
#[test]
fn yamchas_right_cross_waits_for_the_end_of_combat() {
    let json = scenario(
        "Yamcha's Right Cross, Combat not over",
        r#""crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Yamcha's Right Cross"]"#,
            GOKU,
            5,
            &format!(r#""anger": 3, {P2_DECK}"#),
        ),
        r#"[ { "p1": "play", "card": "Yamcha's Right Cross" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "anger": 3 } } ]"#,
    );
    run("yamchas-right-cross-waiting", &json);
}

/// Red Duck: "Stops a physical attack. Shuffle the top X cards in your discard pile back into
/// your Life Deck. X = Your current anger level." Goku (anger 2) stops Orange Standing Fist Punch:
/// the top 2 cards of his discard pile (D3, D2) are shuffled into his Life Deck (37 -> 39), then
/// Red Duck is discarded.
#[test]
fn red_duck_shuffles_as_many_cards_as_the_anger_level() {
    let json = scenario(
        "Red Duck",
        r#""crd-3.0.0/battle-sequence/6", "crd-3.0.0/secondary-effects""#,
        support::players(
            RADITZ,
            5,
            r#""hand": ["Orange Standing Fist Punch"]"#,
            GOKU,
            5,
            &format!(
                r#""anger": 2, "hand": ["score/cell-games-saga/019"], "discard": ["D1", "D2", "D3"], {P2_DECK}"#
            ),
        ),
        r#"[ { "p1": "play", "card": "Orange Standing Fist Punch" }, { "p2": "play", "card": "Red Duck" } ]"#,
        r#"[ { "after_step": 6, "p2": { "life_deck": 39 } },
             { "at_end": true, "p2": { "life_deck": 39, "discard": ["D1", "Red Duck"] } } ]"#,
    );
    run("red-duck", &json);
}

/// Piccolo's Energy Attack: "Does 6 life card draws of damage and costs 5 stages of power drain
/// to perform." An energy attack of 6 life cards costing 5 power stages: Goku pays 5 (5 to 0),
/// Raditz discards 6.
#[test]
fn piccolos_energy_attack_costs_five_and_does_six_life_cards() {
    let json = scenario(
        "Piccolo's Energy Attack",
        r#""crd-3.0.0/battle-sequence/9", "crd-3.0.0/battle-sequence/13""#,
        support::players(
            GOKU,
            5,
            r#""hand": ["score/saiyan-saga/109"]"#,
            RADITZ,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Piccolo's Energy Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 9, "base_damage": { "power_stages": 0, "life_cards": 6 } },
             { "at_end": true, "p1": { "stage": 0 },
               "p2": { "stage": 5, "discard": ["L1", "L2", "L3", "L4", "L5", "L6"] } } ]"#,
    );
    run("piccolos-energy-attack", &json);
}

/// Orange Forceful Kick: "Physical attack. If successful it also does 3 life cards of damage."
/// The physical attack's PAT damage (1 power stage here: Raditz 5 to 4) and 3 life cards more:
/// Raditz discards 3.
#[test]
fn orange_forceful_kick_also_does_three_life_cards() {
    let json = scenario(
        "Orange Forceful Kick",
        r#""crd-3.0.0/battle-sequence/12", "crd-3.0.0/battle-sequence/13""#,
        support::players(
            GOKU,
            5,
            r#""hand": ["score/frieza-saga-promo/p10"]"#,
            RADITZ,
            5,
            P2_DECK,
        ),
        r#"[ { "p1": "play", "card": "Orange Forceful Kick" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "p2": { "stage": 4, "discard": ["L1", "L2", "L3"] } } ]"#,
    );
    run("orange-forceful-kick", &json);
}
