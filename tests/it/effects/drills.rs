//! Drills effects on real pool cards: what a Drill in play does without being used — old
//! wordings of constant modifiers and prevention, a Drill's damage cap, triggers on stopping an
//! attack and on entering Combat with a search, rules enforced while the Drill is in play, and a
//! placement rule checked on the board. Each battle is a scenario run with `--check` semantics.

use crate::support;

use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-drills", name, json);
}

/// Raditz Lv.1 for p1 (the attacker) against Goku Lv.1 for p2, both at 5 power stages.
fn scenario(title: &str, checks: &str, p1: &str, p2: &str, actions: &str, expect: &str) -> String {
    scenario_with(title, checks, "", p1, p2, actions, expect)
}

/// As [`scenario`], with `extra` top-level members (ending in a comma) before the players.
fn scenario_with(
    title: &str,
    checks: &str,
    extra: &str,
    p1: &str,
    p2: &str,
    actions: &str,
    expect: &str,
) -> String {
    let players = support::players(RADITZ, 5, p1, GOKU, 5, p2);
    support::scenario(title, checks, format!("{extra}{players}"), actions, expect)
}

const DECK: &str = r#""life_deck": { "unknown_below": 30 }"#;

/// Red Life Attack Drill: "Drill does an extra life card of damage whenever successful damage is
/// done." Tien's Physical Attack (5 life cards) does 6 with it, 5 without.
#[test]
fn red_life_attack_drill_adds_a_life_card() {
    for (drills, damage) in [(r#""Red Life Attack Drill""#, 6), ("", 5)] {
        let json = scenario(
            "An extra life card of damage",
            r#""crd-3.0.0/battle-sequence/10", "crd-3.0.0/drill-cards""#,
            &format!(
                r#""hand": ["Tien's Physical Attack"], "in_play": {{ "drills": [{drills}] }}"#
            ),
            DECK,
            r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 10, "damage": {{ "power_stages": 0, "life_cards": {damage} }} }} ]"#
            ),
        );
        run(&format!("red-life-attack-{damage}"), &json);
    }
}

/// Blue Life Defense Drill: "Drill prevents 1 life card of damage from being taken whenever a
/// successful attack happens on the card owner." Tien's Physical Attack's 5 life cards: p2
/// discards 4.
#[test]
fn blue_life_defense_drill_prevents_a_life_card() {
    let json = scenario(
        "A life card prevented",
        r#""crd-3.0.0/battle-sequence/13", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""in_play": { "drills": ["Blue Life Defense Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 13, "p2": { "life_deck": 26 } } ]"#,
    );
    run("blue-life-defense", &json);
}

/// Underdog Drill: "If your Main Personality's highest power rating is below 500,000 then
/// prevent 2 life cards of damage from all attacks your opponent performs, and all your attacks
/// do +1 power stages of damage." Goku Lv.1's highest power rating is below 500,000: of Tien's
/// Physical Attack's 5 life cards, 2 are prevented.
#[test]
fn underdog_drill_under_its_condition() {
    let json = scenario(
        "Underdog",
        r#""crd-3.0.0/battle-sequence/13", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""in_play": { "drills": ["Underdog Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 13, "p2": { "life_deck": 27 } } ]"#,
    );
    run("underdog", &json);
}

/// Orange Haulting Drill: "All successful physical attacks performed against you do a maximum
/// of 3 power stages of damage." Android 19's Body Slam (+4 power stages) takes only 3 of
/// Goku's 5 power stages.
#[test]
fn orange_haulting_drill_caps_power_stages() {
    let json = scenario(
        "A Drill's cap",
        r#""crd-3.0.0/damage-caps", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Android 19's Body Slam"]"#,
        r#""in_play": { "drills": ["Orange Haulting Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Android 19's Body Slam" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 12, "p2": { "stage": 2, "life_deck": 30 } } ]"#,
    );
    run("orange-haulting", &json);
}

/// Red Tactical Drill: "Your anger may not be lowered while this Drill is in play." Android
/// 17's Neckhold ("If successful, lower your opponent's anger 3 levels") leaves p2 at 2.
#[test]
fn red_tactical_drill_keeps_the_anger() {
    for (drills, anger) in [(r#""Red Tactical Drill""#, 2), ("", 0)] {
        let json = scenario(
            "Anger not lowered",
            r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/drill-cards""#,
            r#""hand": ["Android 17's Neckhold"]"#,
            &format!(
                r#""anger": 2, "in_play": {{ "drills": [{drills}] }}, "life_deck": {{ "unknown_below": 30 }}"#
            ),
            r#"[ { "p1": "play", "card": "Android 17's Neckhold" }, { "p2": "take" } ]"#,
            &format!(r#"[ {{ "at_end": true, "p2": {{ "anger": {anger} }} }} ]"#),
        );
        run(&format!("red-tactical-{anger}"), &json);
    }
}

/// Blue Battle Drill: "Cards that end combat may not be played or used while this Drill is in
/// play." Tien's Solar Flare ("If successful, end Combat") is refused while p2's Drill is in
/// play; without it, it is performed.
#[test]
fn blue_battle_drill_refuses_cards_that_end_combat() {
    let json = scenario(
        "No card that ends Combat",
        r#""crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Solar Flare"]"#,
        r#""in_play": { "drills": ["Blue Battle Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Solar Flare" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "error": "Tien's Solar Flare cannot be played or used: it ends Combat, and Blue Battle Drill (p2's Drill in play)", "p1": { "hand": ["Tien's Solar Flare"] } } ]"#,
    );
    run("blue-battle-refused", &json);
    let json = scenario(
        "A card that ends Combat",
        r#""crd-3.0.0/battle-sequence/15""#,
        r#""hand": ["Tien's Solar Flare"]"#,
        DECK,
        r#"[ { "p1": "play", "card": "Tien's Solar Flare" }, { "p2": "take" } ]"#,
        r#"[ { "at_end": true, "combat_ended": true } ]"#,
    );
    run("blue-battle-absent", &json);
}

/// Black Conservation Drill: "Whenever you stop an attack, you may place the bottom card of your
/// discard pile at the bottom of your Life Deck." p2 stops Tien's Solar Flare with Saiyan
/// Defensive Stance and says yes: D1, the bottom card of its discard pile, goes to the bottom of
/// its Life Deck (30 -> 31 cards); D2 and the stopping card stay in the discard pile.
#[test]
fn black_conservation_drill_after_stopping_an_attack() {
    let json = scenario(
        "Whenever you stop an attack",
        r#""crd-3.0.0/battle-sequence/8", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Solar Flare"]"#,
        r#""hand": ["Saiyan Defensive Stance"], "discard": ["D1", "D2"], "in_play": { "drills": ["Black Conservation Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Solar Flare" }, { "p2": "play", "card": "Saiyan Defensive Stance" },
            { "p2": "use", "card": "Black Conservation Drill", "may": true } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Saiyan Defensive Stance", "p2": { "life_deck": 31, "discard": ["D2", "Saiyan Defensive Stance"] } } ]"#,
    );
    run("black-conservation", &json);
}

/// Blue Frustration Drill: "Whenever your opponent stops 1 of your attacks you lose 2 power
/// stages." Tien's Solar Flare costs 2 (5 -> 3); stopped, p1 loses 2 more (3 -> 1).
#[test]
fn blue_frustration_drill_when_an_attack_is_stopped() {
    let json = scenario(
        "Whenever your opponent stops 1 of your attacks",
        r#""crd-3.0.0/battle-sequence/8", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Solar Flare"], "in_play": { "drills": ["Blue Frustration Drill"] }"#,
        r#""hand": ["Saiyan Defensive Stance"], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Tien's Solar Flare" }, { "p2": "play", "card": "Saiyan Defensive Stance" } ]"#,
        r#"[ { "after_step": 8, "stopped_by": "Saiyan Defensive Stance", "p1": { "stage": 1 } } ]"#,
    );
    run("blue-frustration", &json);
}

/// Android 18's Kneeing Drill: "When entering Combat as the Defender, you may search your Life
/// Deck for a card with the word "Knee" in the title and place it into your hand." p2 says yes
/// and names Red Knee Strike: it goes to p2's hand, the Life Deck is shuffled, then p2 draws 3.
#[test]
fn kneeing_drill_searches_when_entering_combat() {
    let json = scenario_with(
        "A search when entering Combat",
        r#""crd-3.0.0/phase-1-the-prepare-phase", "crd-3.0.0/drill-cards""#,
        r#" "prepare_phase": true,"#,
        "",
        r#""in_play": { "drills": ["Android 18's Kneeing Drill"] }, "life_deck": { "top": ["D1", "Red Knee Strike"], "unknown_below": 30 }"#,
        r#"[ { "p2": "use", "card": "Android 18's Kneeing Drill", "may": true, "choose": ["Red Knee Strike"] },
            { "p1": "pass" }, { "p2": "pass" } ]"#,
        r#"[ { "after_step": 0, "p2": { "life_deck": 28, "hand": ["Red Knee Strike", "unknown life card", "unknown life card", "unknown life card"] } } ]"#,
    );
    run("kneeing-drill", &json);
}

/// Black Zarbon Transformation Drill: "Increases your power up rating by 1." Blue Double Blast
/// does 3 life cards +X, X the Main Personality's PUR: Raditz Lv.1 (PUR 1) does 4 without the
/// Drill, 5 with it.
#[test]
fn black_zarbon_transformation_drill_raises_the_pur() {
    for (drills, damage) in [(r#""Black Zarbon Transformation Drill""#, 5), ("", 4)] {
        let json = scenario(
            "A higher PUR",
            r#""crd-3.0.0/battle-sequence/10", "crd-3.0.0/drill-cards""#,
            &format!(r#""hand": ["Blue Double Blast"], "in_play": {{ "drills": [{drills}] }}"#),
            DECK,
            r#"[ { "p1": "play", "card": "Blue Double Blast" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 10, "damage": {{ "power_stages": 0, "life_cards": {damage} }} }} ]"#
            ),
        );
        run(&format!("black-zarbon-{damage}"), &json);
    }
}

/// Orange Aura Drill: "All of your energy attacks do +1 life card of damage. If you declared
/// Toku-Waza, all of your energy attacks do +2 life cards of damage instead." Blue Energy Arrow
/// (3 life cards) does 5 when p1 declared a Tokui-Waza, 4 when it did not.
#[test]
fn orange_aura_drill_instead_under_tokui_waza() {
    for (tokui, damage) in [(r#", "tokui_waza": "Orange""#, 5), ("", 4)] {
        let json = scenario(
            "A modifier instead",
            r#""crd-3.0.0/battle-sequence/10", "crd-3.0.0/drill-cards""#,
            &format!(
                r#""hand": ["Blue Energy Arrow"], "in_play": {{ "drills": ["Orange Aura Drill"] }}{tokui}"#
            ),
            DECK,
            r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 10, "damage": {{ "power_stages": 0, "life_cards": {damage} }} }} ]"#
            ),
        );
        run(&format!("orange-aura-{damage}"), &json);
    }
}

/// Black Double Attack Drill: "All of your physical attacks do +2 power stages of damage and
/// cannot be redirected to Allies." p2's redirect of Android 19's Body Slam to its Ally Tien
/// Lv.1 is refused at step 5.
#[test]
fn black_double_attack_drill_refuses_a_redirect_to_an_ally() {
    let json = scenario(
        "No redirect to Allies",
        r#""crd-3.0.0/allies-and-damage", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Android 19's Body Slam"], "in_play": { "drills": ["Black Double Attack Drill"] }"#,
        r#""allies": [{ "card": "Tien Lv.1", "stage": 3 }], "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "play", "card": "Android 19's Body Slam" }, { "p2": "take", "redirect_to": "Tien Lv.1" } ]"#,
        r#"[ { "at_end": true, "error": "Tien Lv.1 cannot take redirected damage: Black Double Attack Drill (p1's Drill in play)", "p2": { "stage": 5 } } ]"#,
    );
    run("black-double-attack", &json);
}

/// Saiyan Jeering Drill: "Your opponent's attacks cost an additional +1 power stages to
/// perform. If your opponent declared a Namekian Tokui-Waza, his attacks cost +2 power stages
/// instead." Blue Energy Arrow (2 power stages) costs p1 3, or 4 with a Namekian Tokui-Waza,
/// which p1 declares with Piccolo Lv.1 (Namekian Heritage, `crd-3.0.0/tokui-waza`).
#[test]
fn saiyan_jeering_drill_raises_the_opponents_costs() {
    for (tokui, stage) in [("", 2), (r#", "tokui_waza": "Namekian""#, 1)] {
        let mut json = scenario(
            "Attacks cost more",
            r#""crd-3.0.0/battle-sequence/2", "crd-3.0.0/drill-cards""#,
            &format!(r#""hand": ["Blue Energy Arrow"]{tokui}"#),
            r#""in_play": { "drills": ["Saiyan Jeering Drill"] }, "life_deck": { "unknown_below": 30 }"#,
            r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
            &format!(r#"[ {{ "after_step": 2, "p1": {{ "stage": {stage} }} }} ]"#),
        );
        if !tokui.is_empty() {
            json = json.replacen(support::RADITZ, "score/saiyan-saga/161", 1);
        }
        run(&format!("saiyan-jeering-{stage}"), &json);
    }
}

/// Namekian Remedy Drill: "The power stage costs of cards you use are reduced by 1, to a minimum
/// of 1." Blue Energy Arrow costs 1 instead of 2.
#[test]
fn namekian_remedy_drill_reduces_costs() {
    let json = scenario(
        "Costs reduced",
        r#""crd-3.0.0/battle-sequence/2", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Namekian Remedy Drill"] }"#,
        DECK,
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 2, "p1": { "stage": 4 } } ]"#,
    );
    run("namekian-remedy", &json);
}

/// Hero's Drill: "All successful physical attacks you perform remove the bottom card of your
/// opponent's Life Deck from the game before damage is dealt." Tien's Physical Attack: L7 (the
/// bottom card) is removed, then 5 life cards of damage take L1-L5.
#[test]
fn heros_drill_removes_the_bottom_card_before_damage() {
    let json = scenario(
        "Before damage is dealt",
        r#""crd-3.0.0/battle-sequence/8", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Tien's Physical Attack"], "in_play": { "drills": ["Hero's Drill"] }"#,
        r#""life_deck": { "top": ["L1", "L2", "L3", "L4", "L5", "L6", "L7"] }"#,
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 8, "p2": { "removed": ["L7"], "life_deck": 6 } },
            { "after_step": 13, "p2": { "removed": ["L7"], "life_deck_top": ["L6"] } } ]"#,
    );
    run("heros-drill", &json);
}

/// Red Hunting Drill: "Once per Combat, after performing a successful physical attack, you may
/// choose 1 card in your discard pile and shuffle it into your Life Deck." p1 says yes and names
/// D1: it is shuffled into the Life Deck (30 -> 31 cards).
#[test]
fn red_hunting_drill_shuffles_a_chosen_card() {
    let json = scenario(
        "A chosen card shuffled in",
        r#""crd-3.0.0/battle-sequence/15", "crd-3.0.0/drill-cards""#,
        r#""hand": ["Android 19's Body Slam"], "discard": ["D1", "D2"], "in_play": { "drills": ["Red Hunting Drill"] }"#,
        DECK,
        r#"[ { "p1": "play", "card": "Android 19's Body Slam" }, { "p2": "take" },
            { "p1": "use", "card": "Red Hunting Drill", "may": true, "choose": ["D1"] } ]"#,
        r#"[ { "after_step": 15, "p1": { "life_deck": 31, "discard": ["D2"] } } ]"#,
    );
    run("red-hunting", &json);
}
