//! Errata effects executed by the engine on real pool cards whose text CRD 3.0.0 rewrites
//! ("Treat this card as if it read ..."): the cases the `tests/scenarios/cards-*` files do not
//! show. Each battle is written as a scenario file in a temporary folder and run with `--check`
//! semantics.

use crate::support;

use support::RADITZ;

fn run(name: &str, json: &str) {
    support::run_battle("errata-more", name, json);
}

const TIEN: &str = "Tien Lv.1";
const VEGETA: &str = "score/saiyan-saga/173";

/// p1's Life Deck has A1 to A3 on top, p2's L1 to L6, each above 30 unknown cards.
fn scenario(
    title: &str,
    checks: &str,
    (mp1, stage1, p1): (&str, u32, &str),
    (mp2, stage2, p2): (&str, u32, &str),
    actions: &str,
    expect: &str,
) -> String {
    let p1 = support::join(
        r#""life_deck": { "unknown_below": 30, "top": ["A1", "A2", "A3"] }"#,
        p1,
    );
    let p2 = support::join(
        r#""life_deck": { "unknown_below": 30, "top": ["L1", "L2", "L3", "L4", "L5", "L6"] }"#,
        p2,
    );
    let players = support::players_bare(mp1, stage1, &p1, mp2, stage2, &p2);
    support::scenario(title, checks, players, actions, expect)
}

/// Guldo's Time Freeze Drill ("Reduce the damage from all attacks performed against you by 1
/// power stage or 1 life card of damage") against an attack doing both kinds: Tien's Physical
/// Attack (5 life cards) with the attacker's Black Bear Hug Drill (+2 power stages). The text
/// does not say which kind is reduced: the judge decides, the damage is left as it is.
#[test]
fn reduce_either_both_kinds_goes_to_the_judge() {
    let json = scenario(
        "Guldo's Time Freeze Drill against both kinds of damage",
        r#""crd-3.0.0/battle-sequence/10", "crd-3.0.0/drill-cards""#,
        (
            TIEN,
            6,
            r#""in_play": { "drills": ["Black Bear Hug Drill"] }, "hand": ["Tien's Physical Attack"]"#,
        ),
        (
            RADITZ,
            5,
            r#""in_play": { "drills": ["Guldo's Time Freeze Drill"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "damage": { "power_stages": 2, "life_cards": 5 }, "judge": "does not say which is reduced" } ]"#,
    );
    run("reduce-either-both", &json);
}

/// Yajirobe's Gifting Drill (the same rewrite as Guldo's) and Guldo's Time Freeze Drill in play
/// together: each takes 1 life card off Tien's Physical Attack (5 -> 3).
#[test]
fn reduce_either_twice() {
    let json = scenario(
        "Two Drills reducing 1 life card each",
        r#""crd-3.0.0/battle-sequence/10", "crd-3.0.0/modified-damage""#,
        (TIEN, 6, r#""hand": ["Tien's Physical Attack"]"#),
        (
            RADITZ,
            5,
            r#""in_play": { "drills": ["Guldo's Time Freeze Drill", "Yajirobe's Gifting Drill"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "damage": { "power_stages": 0, "life_cards": 3 } }, { "at_end": true, "p2": { "stage": 5, "discard": ["L1", "L2", "L3"] } } ]"#,
    );
    run("reduce-either-twice", &json);
}

/// Captain Ginyu Reversal Drill: fewer than 3 power stages of damage from one attack make the
/// attacker lose nothing, and nothing carries over. Raditz Flying Kick (3 power stages from the
/// PAT) is reduced to 2 by Guldo's Time Freeze Drill: Raditz keeps his 5 power stages.
#[test]
fn stages_back_needs_three_per_attack() {
    let json = scenario(
        "Captain Ginyu Reversal Drill: 2 power stages received, nothing back",
        r#""crd-3.0.0/battle-sequence/12", "crd-3.0.0/drill-cards""#,
        (RADITZ, 5, r#""hand": ["Raditz Flying Kick"]"#),
        (
            VEGETA,
            8,
            r#""in_play": { "drills": ["Captain Ginyu Reversal Drill", "Guldo's Time Freeze Drill"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Raditz Flying Kick" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 12, "p1": { "stage": 5 }, "p2": { "stage": 6 } } ]"#,
    );
    run("stages-back-two", &json);
}

/// Red Wrist Control Drill: "Extra power stages do not carry over from one attack to the next"
/// (its CRD 3.0.0 ruling). Vegeta loses 2 power stages to each of two Raditz Flying Kicks
/// (3 from the PAT, 1 less from Guldo's Time Freeze Drill): 4 in all, never 3 in one attack, so
/// Raditz loses nothing.
#[test]
fn stages_back_per_loss_does_not_carry_over() {
    let json = scenario(
        "Red Wrist Control Drill: 2 and 2 power stages lost in two attacks",
        r#""crd-3.0.0/battle-sequence/12", "crd-3.0.0/drill-cards""#,
        (
            RADITZ,
            5,
            r#""hand": ["Raditz Flying Kick", "Raditz Flying Kick"]"#,
        ),
        (
            VEGETA,
            8,
            r#""in_play": { "drills": ["Red Wrist Control Drill", "Guldo's Time Freeze Drill"] }"#,
        ),
        r#"[ { "p1": "play", "card": "Raditz Flying Kick" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "play", "card": "Raditz Flying Kick" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 12, "p1": { "stage": 5 }, "p2": { "stage": 6 } }, { "phase": 3, "after_step": 12, "p1": { "stage": 5 }, "p2": { "stage": 4 } } ]"#,
    );
    run("stages-lost-no-carry-over", &json);
}

/// Straining Ankle Smash Move is used only right after the opponent attacks and pays the
/// attack's costs: played by the attacker in its Attack Phase it is refused, with the reason.
#[test]
fn used_after_costs_is_refused_as_an_attack() {
    let json = scenario(
        "Straining Ankle Smash Move played as an attack",
        r#""crd-3.0.0/battle-sequence/1""#,
        (RADITZ, 5, r#""hand": ["Straining Ankle Smash Move"]"#),
        (VEGETA, 8, r#""hand": []"#),
        r#"[ { "p1": "play", "card": "Straining Ankle Smash Move" } ]"#,
        r#"[ { "at_end": true, "error": "used only immediately after the opponent attacks" } ]"#,
    );
    run("used-after-costs-refused", &json);
}

/// Orange Lifting Drill: "Once per Combat": a second use in the same Combat is refused.
#[test]
fn drill_in_place_of_attack_once_per_combat() {
    let json = scenario(
        "Orange Lifting Drill used twice",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/drill-cards""#,
        (
            TIEN,
            6,
            r#""in_play": { "drills": ["Orange Lifting Drill"] }"#,
        ),
        (
            RADITZ,
            5,
            r#""in_play": { "drills": ["Black Bear Hug Drill"] }"#,
        ),
        r#"[ { "p1": "use", "card": "Orange Lifting Drill" }, { "p2": "pass" }, { "p1": "use", "card": "Orange Lifting Drill" } ]"#,
        r#"[ { "after_step": 3, "p2": { "in_play": { "drills": [] }, "discard": ["Black Bear Hug Drill"] } }, { "at_end": true, "error": "1 time(s) per Combat" } ]"#,
    );
    run("drill-use-twice", &json);
}

/// Orange Lifting Drill: "during your turn": in a Combat of the opponent's turn (the opponent
/// attacked first) its owner cannot use it.
#[test]
fn drill_in_place_of_attack_only_in_your_turn() {
    let json = scenario(
        "Orange Lifting Drill in the opponent's turn",
        r#""crd-3.0.0/battle-sequence/1", "crd-3.0.0/drill-cards""#,
        (TIEN, 6, r#""hand": []"#),
        (
            RADITZ,
            5,
            r#""in_play": { "drills": ["Orange Lifting Drill"] }"#,
        ),
        r#"[ { "p1": "pass" }, { "p2": "use", "card": "Orange Lifting Drill" } ]"#,
        r#"[ { "at_end": true, "error": "used only during its owner's turn" } ]"#,
    );
    run("drill-use-not-your-turn", &json);
}
