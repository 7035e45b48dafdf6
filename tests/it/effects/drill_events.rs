//! Drill events effects on real pool cards: Drills in play used as defences with a cost
//! (life cards, a Non-Combat card in play, the whole hand), "When you perform an attack", and
//! triggers whose effect takes cards named by the trigger's `use` action. Each battle is a
//! scenario run with `--check` semantics.

use crate::support;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-drill-events", name, json);
}

/// Raditz Lv.1 for p1 (the attacker) against Goku Lv.1 for p2, both at 5 power stages.
fn scenario(title: &str, checks: &str, p1: &str, p2: &str, actions: &str, expect: &str) -> String {
    let players = support::players(RADITZ, 5, p1, GOKU, 5, p2);
    support::scenario(title, checks, players, actions, expect)
}

/// As [`scenario`], with p1's Main Personality a Hero (Goku) against Raditz: Hero Allies are his
/// to place (CRD 3.0.0 "Allies").
fn hero_scenario(
    title: &str,
    checks: &str,
    p1: &str,
    p2: &str,
    actions: &str,
    expect: &str,
) -> String {
    let players = support::players(GOKU, 5, p1, RADITZ, 5, p2);
    support::scenario(title, checks, players, actions, expect)
}

/// Android 20 Absorbing Drill: "Discard 2 life cards to stop an energy attack." p2 uses it
/// against Blue Energy Arrow: 2 life cards are discarded (30 -> 28), the attack is stopped and
/// the Drill stays in play. Against a physical attack it is refused.
#[test]
fn android_20_absorbing_drill_stops_an_energy_attack_for_2_life_cards() {
    let json = scenario(
        "A Drill used to stop an attack",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase", "crd-3.0.0/card-costs", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Blue Energy Arrow"]"#,
        r#""in_play": { "drills": ["Android 20 Absorbing Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "use", "card": "Android 20 Absorbing Drill" } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Android 20 Absorbing Drill", "p2": { "life_deck": 28, "stage": 5 } },
            { "at_end": true, "p2": { "life_deck": 28, "in_play": { "drills": ["Android 20 Absorbing Drill"] } } } ]"#,
    );
    run("android-20-absorbing", &json);
    let json = scenario(
        "Not against a physical attack",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""in_play": { "drills": ["Android 20 Absorbing Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "use", "card": "Android 20 Absorbing Drill" } ]"#,
        r#"[ { "at_end": true, "error": "Android 20 Absorbing Drill cannot defend against a physical attack" } ]"#,
    );
    run("android-20-physical", &json);
}

/// Physical Defense Drill: "During your 'Defender Defends' phase, you may discard one of your
/// Non-Combat cards in play to stop a physical attack." p2 names Senzu Bean: it is discarded,
/// Tien's Physical Attack is stopped (p2 keeps its 30 life cards) and the Drill stays in play.
/// Without a choice (the Drill itself is a Non-Combat card too) the use is refused.
#[test]
fn physical_defense_drill_discards_a_non_combat_card_to_stop() {
    let json = scenario(
        "A Non-Combat card discarded to stop an attack",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase", "crd-3.0.0/card-costs", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""in_play": { "drills": ["Physical Defense Drill"], "non_combat": ["Senzu Bean"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "use", "card": "Physical Defense Drill", "choose": ["Senzu Bean"] } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Physical Defense Drill", "p2": { "discard": ["Senzu Bean"], "in_play": { "drills": ["Physical Defense Drill"], "non_combat": [] } } },
            { "at_end": true, "p2": { "life_deck": 30, "in_play": { "drills": ["Physical Defense Drill"] } } } ]"#,
    );
    run("physical-defense", &json);
    let json = scenario(
        "The cost not chosen",
        r#""crd-3.0.0/card-costs""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""in_play": { "drills": ["Physical Defense Drill"], "non_combat": ["Senzu Bean"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "use", "card": "Physical Defense Drill" } ]"#,
        r#"[ { "at_end": true, "error": "Physical Defense Drill needs its cost chosen" } ]"#,
    );
    run("physical-defense-unchosen", &json);
}

/// Red Gravity Drill: "Discard your hand to stop a physical or energy attack. You must have at
/// least one card in your hand to use this Drill." p2 discards its 2 cards and stops Tien's
/// Physical Attack; with an empty hand the use is refused.
#[test]
fn red_gravity_drill_discards_the_hand_to_stop() {
    let json = scenario(
        "The hand discarded to stop an attack",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase", "crd-3.0.0/card-costs", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""hand": ["Saiyan Defensive Stance", "Blue Energy Arrow"], "in_play": { "drills": ["Red Gravity Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "use", "card": "Red Gravity Drill" } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Red Gravity Drill", "p2": { "hand": [], "discard": ["Saiyan Defensive Stance", "Blue Energy Arrow"], "life_deck": 30 } },
            { "at_end": true, "p2": { "in_play": { "drills": ["Red Gravity Drill"] } } } ]"#,
    );
    run("red-gravity", &json);
    let json = scenario(
        "An empty hand",
        r#""crd-3.0.0/card-costs""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""in_play": { "drills": ["Red Gravity Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "use", "card": "Red Gravity Drill" } ]"#,
        r#"[ { "at_end": true, "error": "must have at least one card in the hand to use it" } ]"#,
    );
    run("red-gravity-empty-hand", &json);
}

/// Master Roshi's Gawking Drill: "When you perform an attack, remove a card in your opponent's
/// discard pile from the game." p1 performs Blue Energy Arrow and names D2: it is removed from
/// the game right after step 1, D1 stays.
#[test]
fn master_roshis_gawking_drill_when_you_perform_an_attack() {
    let json = scenario(
        "When you perform an attack",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Master Roshi's Gawking Drill"] }"#,
        r#""discard": ["D1", "D2"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p1": "use", "card": "Master Roshi's Gawking Drill", "choose": ["D2"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 1, "p2": { "removed": ["D2"], "discard": ["D1"] } } ]"#,
    );
    run("master-roshis-gawking", &json);
}

/// Red Bullrush Drill: "When you stop an attack, remove from the game 1 random card from your
/// opponent's Sensei Deck." p2 stops Tien's Solar Flare with Saiyan Defensive Stance; the card
/// the judge saw taken at random, Blue Palm Sphere, is removed from p1's Sensei Deck.
#[test]
fn red_bullrush_drill_when_you_stop_an_attack() {
    let json = scenario(
        "A random Sensei card removed",
        r#""crd-3.0.0/battle-sequence/8", "crd-3.0.0/sensei-cards", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Solar Flare"], "sensei": ["Red Jump Kick", "Blue Palm Sphere"]"#,
        r#""hand": ["Saiyan Defensive Stance"], "in_play": { "drills": ["Red Bullrush Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Solar Flare" }, { "p2": "play", "card": "Saiyan Defensive Stance" },
            { "p2": "use", "card": "Red Bullrush Drill", "choose": ["Blue Palm Sphere"] } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Saiyan Defensive Stance", "p1": { "removed": ["Blue Palm Sphere"] } } ]"#,
    );
    run("red-bullrush", &json);
}

/// Black Erasing Drill: "After making a successful energy attack, remove from the game an
/// opponent's non-combat/non-dragon ball card in play." Blue Energy Arrow is successful: p2's
/// only Non-Combat card in play, Senzu Bean, is removed from the game at step 15 (after the
/// arrow's own effect removed the 3 cards of p2's discard pile).
#[test]
fn black_erasing_drill_after_a_successful_energy_attack() {
    let json = scenario(
        "A Non-Combat card removed after a successful energy attack",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Black Erasing Drill"] }"#,
        r#""in_play": { "non_combat": ["Senzu Bean"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 15, "p2": { "removed": ["unknown life card", "unknown life card", "unknown life card", "Senzu Bean"], "in_play": { "non_combat": [] } } } ]"#,
    );
    run("black-erasing", &json);
}

/// Orange Energy Dan Drill: "Once per combat, after you have performed a successful energy
/// attack, search through defenders life deck for any card and discard it." Blue Energy Arrow
/// takes L1-L3 as damage (its own "If successful" effect removes them from the game); then
/// p1 names L5, which p2 discards: L4 is left.
#[test]
fn orange_energy_dan_drill_discards_a_card_of_the_defenders_life_deck() {
    let json = scenario(
        "A card of the defender's Life Deck discarded",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Orange Energy Dan Drill"] }"#,
        r#""life_deck": { "top": ["L1", "L2", "L3", "L4", "L5"] }"#,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" }, { "p1": "use", "card": "Orange Energy Dan Drill", "choose": ["L5"] } ]"#,
        r#"[ { "after_step": 15, "p2": { "life_deck": 1, "discard": ["L5"] } } ]"#,
    );
    run("orange-energy-dan", &json);
}

/// Nail Combat Drill: "After receiving damage from a successful attack against you, your main
/// personality gains 1 power stage for every life card of damage you received." Piccolo Lv.1
/// (p2, stage 5) takes Blue Energy Arrow's 3 life cards: it gains 3 power stages (5 -> 8).
#[test]
fn nail_combat_drill_gains_a_stage_per_life_card_received() {
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["Blue Energy Arrow"]"#,
        "score/saiyan-saga/161",
        5,
        r#""in_play": { "drills": ["Nail Combat Drill"] }, "life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "Power stages per life card received",
        r#""crd-3.0.0/battle-sequence/13", "crd-3.0.0/drill-cards""#,
        players,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 13, "p2": { "life_deck": 27, "stage": 8 } } ]"#,
    );
    run("nail-combat", &json);
}

/// Orange Ally Drill: "After you receive damage from a successful energy attack, search your
/// Life Deck for an Ally and place it into play at 4 power stages above 0." Blue Energy Arrow
/// takes L1-L3; p2 names Tien Lv.1, found in its Life Deck and placed into play at 4.
#[test]
fn orange_ally_drill_searches_an_ally_after_damage() {
    let json = scenario(
        "An Ally searched after damage",
        r#""crd-3.0.0/battle-sequence/13", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Blue Energy Arrow"]"#,
        r#""in_play": { "drills": ["Orange Ally Drill"] }, "life_deck": { "top": ["L1", "L2", "L3", "Tien Lv.1"], "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" }, { "p2": "use", "card": "Orange Ally Drill", "choose": ["Tien Lv.1"] } ]"#,
        r#"[ { "after_step": 13, "p2": { "allies": { "Tien Lv.1": 4 }, "life_deck": 30 } } ]"#,
    );
    run("orange-ally", &json);
}

/// Namekian Precise Aim Drill: "You may discard a card in your hand that can perform an energy
/// attack to stop an energy attack." p2 names Blue Energy Arrow of its hand: it is discarded,
/// p1's Blue Energy Arrow is stopped (p2 keeps its 30 life cards) and the Drill stays in play.
/// A named card that performs no energy attack (Saiyan Defensive Stance) is refused.
#[test]
fn namekian_precise_aim_drill_discards_an_energy_attack_card_to_stop() {
    let json = scenario(
        "A hand card that performs an energy attack discarded to stop an attack",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase", "crd-3.0.0/card-costs", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Blue Energy Arrow"]"#,
        r#""hand": ["Saiyan Defensive Stance", "Blue Energy Arrow"], "in_play": { "drills": ["Namekian Precise Aim Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "use", "card": "Namekian Precise Aim Drill", "choose": ["Blue Energy Arrow"] } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Namekian Precise Aim Drill", "p2": { "hand": ["Saiyan Defensive Stance"], "discard": ["Blue Energy Arrow"], "life_deck": 30 } },
            { "at_end": true, "p2": { "life_deck": 30, "in_play": { "drills": ["Namekian Precise Aim Drill"] } } } ]"#,
    );
    run("namekian-precise-aim", &json);
    let json = scenario(
        "The card discarded cannot perform an energy attack",
        r#""crd-3.0.0/card-costs""#,
        r#""hand": ["Blue Energy Arrow"]"#,
        r#""hand": ["Saiyan Defensive Stance"], "in_play": { "drills": ["Namekian Precise Aim Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "use", "card": "Namekian Precise Aim Drill", "choose": ["Saiyan Defensive Stance"] } ]"#,
        r#"[ { "at_end": true, "error": "Saiyan Defensive Stance is not a card that can perform an energy attack" } ]"#,
    );
    run("namekian-precise-aim-not-energy", &json);
    let json = scenario(
        "Against a physical attack",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Namekian Precise Aim Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "use", "card": "Namekian Precise Aim Drill", "choose": ["Blue Energy Arrow"] } ]"#,
        r#"[ { "at_end": true, "error": "Namekian Precise Aim Drill cannot defend against a physical attack" } ]"#,
    );
    run("namekian-precise-aim-physical", &json);
}

/// Goku Helping Drill: "In place of an attack, you may place an Ally from your hand into play at
/// 3 power stages above 0." p1 uses it at step 1 naming Tien Lv.1 of its hand: Tien is placed
/// into play at 3 and the Drill stays in play. With two Allies in hand the one named in
/// `choose` is placed; a named card of the hand that is no Ally is refused.
#[test]
fn goku_helping_drill_places_an_ally_in_place_of_an_attack() {
    let json = hero_scenario(
        "An Ally placed from the hand in place of an attack",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien Lv.1", "Blue Energy Arrow"], "in_play": { "drills": ["Goku Helping Drill"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "use", "card": "Goku Helping Drill", "choose": ["Tien Lv.1"] } ]"#,
        r#"[ { "after_step": 3, "p1": { "allies": { "Tien Lv.1": 3 }, "hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Goku Helping Drill"] } }, "p2": { "life_deck": 30 } } ]"#,
    );
    run("goku-helping", &json);
    let json = hero_scenario(
        "The Ally named among two",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien Lv.1", "Yamcha Lv.1"], "in_play": { "drills": ["Goku Helping Drill"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "use", "card": "Goku Helping Drill", "choose": ["Yamcha Lv.1"] } ]"#,
        r#"[ { "after_step": 3, "p1": { "allies": { "Yamcha Lv.1": 3 }, "hand": ["Tien Lv.1"] } } ]"#,
    );
    run("goku-helping-chosen", &json);
    let json = hero_scenario(
        "Not a card that is no Ally",
        r#""crd-3.0.0/battle-sequence/1""#,
        r#""hand": ["Tien Lv.1", "Yamcha Lv.1", "Blue Energy Arrow"], "in_play": { "drills": ["Goku Helping Drill"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "use", "card": "Goku Helping Drill", "choose": ["Blue Energy Arrow"] } ]"#,
        r#"[ { "at_end": true, "error": "Blue Energy Arrow is not" } ]"#,
    );
    run("goku-helping-not-ally", &json);
}

/// Trunks Guardian Drill: "Once per combat, in place of an attack, you may place in play a
/// Non-Combat card from your hand." p1 uses it at step 1 naming Senzu Bean (Blue Energy Arrow,
/// a Combat card, stays in the hand); a second use in the same Combat is refused.
#[test]
fn trunks_guardian_drill_places_a_non_combat_card_in_place_of_an_attack() {
    let json = scenario(
        "A Non-Combat card placed from the hand in place of an attack",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Senzu Bean", "Blue Energy Arrow", "Physical Defense Drill"], "in_play": { "drills": ["Trunks Guardian Drill"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "use", "card": "Trunks Guardian Drill", "choose": ["Senzu Bean"] }, { "p2": "pass" },
            { "p1": "use", "card": "Trunks Guardian Drill", "choose": ["Physical Defense Drill"] } ]"#,
        r#"[ { "after_step": 3, "p1": { "hand": ["Blue Energy Arrow", "Physical Defense Drill"], "in_play": { "drills": ["Trunks Guardian Drill"], "non_combat": ["Senzu Bean"] } } },
            { "at_end": true, "error": "1 time(s) per Combat" } ]"#,
    );
    run("trunks-guardian", &json);
    let json = scenario(
        "Not a Combat card",
        r#""crd-3.0.0/battle-sequence/1""#,
        r#""hand": ["Senzu Bean", "Blue Energy Arrow", "Physical Defense Drill"], "in_play": { "drills": ["Trunks Guardian Drill"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "use", "card": "Trunks Guardian Drill", "choose": ["Blue Energy Arrow"] } ]"#,
        r#"[ { "at_end": true, "error": "Blue Energy Arrow is not" } ]"#,
    );
    run("trunks-guardian-not-non-combat", &json);
}

/// Champion Drill: "Once per Combat, in place of an attack, discard a card from your hand and
/// draw the top two cards from your Life Deck." p1 uses it at step 1 naming Senzu Bean: it is
/// discarded and L1, L2 are drawn (Life Deck 32 -> 30).
#[test]
fn champion_drill_discards_and_draws_in_place_of_an_attack() {
    // p1's Life Deck has known top cards: the players without the default Life Deck.
    let players = support::players_bare(
        RADITZ,
        5,
        r#""hand": ["Senzu Bean", "Blue Energy Arrow"], "in_play": { "drills": ["Champion Drill"] }, "life_deck": { "top": ["L1", "L2"], "unknown_below": 30 }"#,
        GOKU,
        5,
        r#""life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "A card discarded and two drawn in place of an attack",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/drill-cards""#,
        players,
        r#"[ { "p1": "use", "card": "Champion Drill", "choose": ["Senzu Bean"] } ]"#,
        r#"[ { "after_step": 3, "p1": { "hand": ["Blue Energy Arrow", "L1", "L2"], "discard": ["Senzu Bean"], "life_deck": 30, "in_play": { "drills": ["Champion Drill"] } } } ]"#,
    );
    run("champion", &json);
}

/// The Black Energy Deflection Drill of p2's Drills in play, with `hand` in p2's hand, p2 at
/// `stage`; p1 plays `attack`.
fn deflection(
    title: &str,
    checks: &str,
    attack: &str,
    stage: u32,
    hand: &str,
    use_: &str,
    expect: &str,
) -> String {
    let players = support::players(
        RADITZ,
        5,
        &format!(r#""hand": ["{attack}"]"#),
        GOKU,
        stage,
        &format!(
            r#""hand": [{hand}], "in_play": {{ "drills": ["Black Energy Deflection Drill"] }}, "life_deck": {{ "unknown_below": 30 }}"#
        ),
    );
    support::scenario(
        title,
        checks,
        players,
        &format!(r#"[ {{ "p1": "play", "card": "{attack}" }}, {use_} ]"#),
        expect,
    )
}

/// Black Energy Deflection Drill (CRD 3.0.0 text): "You may play an energy attack from your hand
/// and pay its costs in order to stop an energy attack, and then your opponent discards 1 life
/// card." The CRD 3.0.0 ruling (crd-3.0.0/specific-card-clarifications-errata-rulings/
/// black-energy-deflection-drill): the energy attack's secondary effects are resolved, its "If
/// successful" effects are not and it does no damage. p2 plays Blue Energy Transformation
/// ("Energy attack doing 5 life cards of damage. Raise your anger 1 level. If sucessful, you may
/// search your Life Deck for a Battleground ..."): it pays 2 power stages (CRD "Card Costs": an
/// energy attack that states no cost), p1's Blue Energy Arrow is stopped, p2's anger rises 1
/// level and no search is made, p1 discards 1 life card (not damage) and Blue Energy
/// Transformation is discarded after use (CRD "How do you play a Energy Combat, Physical Combat
/// or Combat card?"); the Drill stays in play (CRD "Drill Cards").
#[test]
fn black_energy_deflection_drill_plays_an_energy_attack_to_stop() {
    let json = deflection(
        "An energy attack of the hand played to stop an energy attack",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/black-energy-deflection-drill", "crd-3.0.0/card-costs", "crd-3.0.0/secondary-effects", "crd-3.0.0/drill-cards", "crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card""#,
        "Blue Energy Arrow",
        5,
        r#""Blue Energy Transformation""#,
        r#"{ "p2": "use", "card": "Black Energy Deflection Drill", "choose": ["Blue Energy Transformation"] }"#,
        r#"[ { "after_step": 5, "stopped_by": "Black Energy Deflection Drill", "p2": { "stage": 3, "hand": [], "life_deck": 30 } },
            { "after_step": 6, "p1": { "life_deck": 29 }, "p2": { "anger": 1, "discard": ["Blue Energy Transformation"], "in_play": { "drills": ["Black Energy Deflection Drill"] } } },
            { "at_end": true, "p1": { "life_deck": 29 }, "p2": { "stage": 3, "anger": 1, "life_deck": 30, "in_play": { "drills": ["Black Energy Deflection Drill"] } } } ]"#,
    );
    run("black-energy-deflection", &json);
    // Captain Ginyu's Energy Attack: its stated cost (3 power stages) is paid, its anger
    // resolves and it is removed from the game after use, as its text says.
    let json = deflection(
        "The energy attack played is removed from the game after use",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/black-energy-deflection-drill", "crd-3.0.0/card-costs""#,
        "Blue Energy Arrow",
        5,
        r#""Captain Ginyu's Energy Attack""#,
        r#"{ "p2": "use", "card": "Black Energy Deflection Drill", "choose": ["Captain Ginyu's Energy Attack"] }"#,
        r#"[ { "at_end": true, "p1": { "life_deck": 29 }, "p2": { "stage": 2, "anger": 2, "discard": [], "removed": ["Captain Ginyu's Energy Attack"] } } ]"#,
    );
    run("black-energy-deflection-removed", &json);
}

/// Black Energy Deflection Drill: a secondary effect of the energy attack played that the engine
/// does not read goes to the judge with its sentence (Scorning Aura Shot's "If "Saiyan Power
/// Drill" is anywhere in play, lower it by 2 levels instead.", its condition holding: p1 has
/// Saiyan Power Drill in play), never silently dropped.
#[test]
fn black_energy_deflection_drill_shows_the_judge_an_unread_secondary_effect() {
    let players = support::players(
        RADITZ,
        5,
        r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Saiyan Power Drill"] }"#,
        GOKU,
        5,
        r#""hand": ["Scorning Aura Shot"], "in_play": { "drills": ["Black Energy Deflection Drill"] }, "life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "A secondary effect the engine does not read",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/black-energy-deflection-drill", "crd-3.0.0/secondary-effects""#,
        players,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "use", "card": "Black Energy Deflection Drill", "choose": ["Scorning Aura Shot"] } ]"#,
        r#"[ { "after_step": 6, "stopped_by": "Black Energy Deflection Drill", "judge": "lower it by 2 levels instead", "p1": { "life_deck": 29 } } ]"#,
    );
    run("black-energy-deflection-judge", &json);
    // Orange Energy Shot: "If stopped, your opponent must discard the top 2 cards of his Life
    // Deck." The played card is neither performed nor stopped and the ruling is silent on such
    // an effect: the judge decides; p1 loses only the Drill's 1 life card.
    let json = deflection(
        "An If stopped effect of the energy attack played",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/black-energy-deflection-drill""#,
        "Blue Energy Arrow",
        5,
        r#""Orange Energy Shot""#,
        r#"{ "p2": "use", "card": "Black Energy Deflection Drill", "choose": ["Orange Energy Shot"] }"#,
        r#"[ { "after_step": 6, "stopped_by": "Black Energy Deflection Drill", "judge": "If stopped, your opponent must discard the top 2 cards of his Life Deck.", "p1": { "life_deck": 29 }, "p2": { "discard": ["Orange Energy Shot"] } } ]"#,
    );
    run("black-energy-deflection-if-stopped", &json);
}

/// Black Energy Deflection Drill refused (CRD "Defending": the card must defend against the type
/// of attack; CRD "Card Costs"): against a physical attack, without a card named, naming a card
/// not in the hand, naming a card that performs no energy attack, and when the energy attack's
/// cost cannot be paid.
#[test]
fn black_energy_deflection_drill_refusals() {
    let use_ = |c: &str| {
        format!(r#"{{ "p2": "use", "card": "Black Energy Deflection Drill", "choose": ["{c}"] }}"#)
    };
    let cases: [(&str, &str, u32, &str, String, &str); 5] = [
        (
            "physical",
            "Tien's Physical Attack",
            5,
            r#""Red Energy Charge""#,
            use_("Red Energy Charge"),
            "Black Energy Deflection Drill cannot defend against a physical attack",
        ),
        (
            "no-choice",
            "Blue Energy Arrow",
            5,
            r#""Red Energy Charge""#,
            r#"{ "p2": "use", "card": "Black Energy Deflection Drill" }"#.to_string(),
            "Black Energy Deflection Drill needs its cost chosen",
        ),
        (
            "not-in-hand",
            "Blue Energy Arrow",
            5,
            "",
            use_("Red Energy Charge"),
            "Red Energy Charge is not in p2's hand",
        ),
        (
            "not-energy",
            "Blue Energy Arrow",
            5,
            r#""Saiyan Defensive Stance""#,
            use_("Saiyan Defensive Stance"),
            "Saiyan Defensive Stance is not a card that can perform an energy attack",
        ),
        (
            "cost",
            "Blue Energy Arrow",
            2,
            r#""Captain Ginyu's Energy Attack""#,
            use_("Captain Ginyu's Energy Attack"),
            "its cost of 3 power stage(s) cannot be paid",
        ),
    ];
    for (name, attack, stage, hand, action, error) in cases {
        let json = deflection(
            "Black Energy Deflection Drill refused",
            r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase", "crd-3.0.0/card-costs""#,
            attack,
            stage,
            hand,
            &action,
            &format!(r#"[ {{ "at_end": true, "error": "{error}" }} ]"#),
        );
        run(&format!("black-energy-deflection-{name}"), &json);
    }
}
