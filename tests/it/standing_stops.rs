//! Stops and Defense Shields written on cards that stay in play (issue 18): "Stops the first ...
//! attack" of a Constant Combat Power, a Drill or a Non-Combat card acts at Battle Sequence step 5
//! on the first attack of its kinds only, and is not a Defense Shield (CRD 3.0.0 ruling on Trunks,
//! the Swift Lv.1); a personality's Defense Shield acts at step 7 while it is in control of Combat
//! (CRD 3.0.0 "Power-Up Rating (PUR)", "Allies Taking Over Combat", Glossary "Defense Shield").

use crate::support;

const TRUNKS_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/trunks-the-swift-iv-1";

/// The events of one Attack Phase.
fn phase(
    r: &scouter::commands::battle::BattleReport,
    n: u32,
) -> Vec<&scouter::engine::trace::TraceEvent> {
    r.events.iter().filter(|e| e.attack_phase == n).collect()
}

/// Battle Sequence step 5 (CRD 3.0.0 "Power-Up Rating (PUR)": Constant Combat Powers "are
/// constantly active"): Trunks, the Swift Lv.1 stops the first energy attack, not the physical
/// one before it nor the second energy attack (the board's checkpoints: 8 -> 4 stages, 40 -> 35
/// life cards); the second is said to be the 2nd.
#[test]
fn a_constant_combat_power_stops_the_first_energy_attack_only_crd_battle_sequence_5() {
    let r = support::scenario_report("standing-stop-constant-power-first-energy-attack-only.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let stopped = support::step_noting(
        &r,
        "Trunks, the Swift Lv.1's Constant Combat Power stops the first energy attack performed against p2 this Combat",
        "the stop is not said",
    );
    assert_eq!((stopped.attack_phase, stopped.step), (3, 5));
    support::assert_cites(
        stopped,
        &[
            "crd-3.0.0/battle-sequence/5",
            "crd-3.0.0/power-up-rating-pur",
            TRUNKS_RULING,
        ],
    );
    let second = support::step_noting(
        &r,
        "this is the 2nd",
        "the second energy attack is not said",
    );
    assert_eq!((second.attack_phase, second.step), (5, 5));
    // The physical attack of phase 1 is not met by the energy stop at all.
    assert!(phase(&r, 1).iter().all(|e| e
        .notes
        .iter()
        .all(|n| !n.contains("Trunks, the Swift Lv.1's Constant"))));
    // The power is read: no step hands its sentence to the judge any more.
    assert!(r.events.iter().all(|e| e
        .judge
        .iter()
        .all(|j| !j.contains("Stops the first energy attack"))));
}

/// CRD 3.0.0 "What does Focused do?" with the ruling on Trunks, the Swift Lv.1 ("This power is
/// not a defense shield"): a stop of one kind that is not a Defense Shield stops a Focused
/// energy attack; a Constant Combat Power's Defense Shield (Goku, the Protector Lv.3) does not
/// and is used, so the next energy attack is not stopped either.
#[test]
fn a_focused_attack_is_stopped_by_the_stop_not_by_the_shield_crd_focused() {
    let r =
        support::scenario_report("standing-stop-not-a-defense-shield-stops-a-focused-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let stopped = support::step_noting(&r, "the attack is Focused, but Trunks", "Focused not said");
    assert_eq!(stopped.step, 5);
    support::assert_cites(stopped, &["crd-3.0.0/what-does-focused-do", TRUNKS_RULING]);

    let r = support::scenario_report("defense-shield-constant-power-used-by-a-focused-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let used = support::step_noting(
        &r,
        "Goku, the Protector Lv.3 may not stop it but is considered used",
        "the shield is not said used",
    );
    assert_eq!((used.attack_phase, used.step), (1, 7));
    support::assert_cites(
        used,
        &[
            "crd-3.0.0/battle-sequence/7",
            "crd-3.0.0/what-does-focused-do",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/goku-the-protector-lv-3",
        ],
    );
}

/// Battle Sequence step 7: a Constant Combat Power's "Defense Shield: Stops the first unstopped
/// physical attack performed against you" (Android 19, Recalled Lv.2) stops the first physical
/// attack only (the board: 8 stages kept, then 8 -> 4).
#[test]
fn a_constant_combat_powers_defense_shield_stops_once_crd_battle_sequence_7() {
    let r = support::scenario_report(
        "defense-shield-constant-power-stops-the-first-physical-attack.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step7 = phase(&r, 1)
        .into_iter()
        .find(|e| e.step == 7)
        .expect("step 7 ran");
    support::assert_cites(
        step7,
        &[
            "crd-3.0.0/battle-sequence/7",
            "crd-3.0.0/power-up-rating-pur",
        ],
    );
    let later = phase(&r, 3)
        .into_iter()
        .find(|e| e.step == 7)
        .expect("step 7 ran again");
    assert!(
        later.account.contains("no Defense Shield"),
        "{}",
        later.account
    );
}

/// CRD 3.0.0 "Stopping Unstoppable Attacks": Jeice's Style Drill's stop does not stop Krillin's
/// Heat Seeking Blast; it was the first energy attack, so the stop is spent and the judge is
/// asked to confirm (the CRD speaks only of a Defense Shield being "used").
#[test]
fn a_standing_stop_against_an_attack_that_cannot_be_stopped_crd_stopping_unstoppable() {
    let r = support::scenario_report("standing-stop-against-an-attack-that-cannot-be-stopped.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step5 = support::step_noting(
        &r,
        "the attack cannot be stopped: Jeice's Style Drill's stop does not stop it",
        "the unstoppable attack is not said",
    );
    support::assert_cites(
        step5,
        &[
            "crd-3.0.0/stopping-unstoppable-attacks",
            "crd-3.0.0/drill-cards",
        ],
    );
    assert!(step5
        .judge
        .iter()
        .any(|j| j.contains("says nothing of a stop that is not one")));
}

/// CRD 3.0.0 "Non-Combat / Non-Drill Cards", "Remove from the Game": Goku's Quickness, placed
/// in the Non-Combat Step, is kept in play to the Combat and stops its first physical attack,
/// then is removed from the game.
#[test]
fn a_non_combat_stop_is_kept_for_the_next_combat_crd_non_combat_cards() {
    let r = support::scenario_report("standing-stop-non-combat-card-kept-for-the-next-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let stopped = support::step_noting(
        &r,
        "Goku's Quickness is removed from the game after use",
        "not removed",
    );
    support::assert_cites(
        stopped,
        &[
            "crd-3.0.0/non-combat-non-drill-cards",
            "crd-3.0.0/remove-from-the-game",
        ],
    );
}

/// Black Saving Drill (Cell Games Saga #38): "Stops the first physical or energy attack your
/// opponent performs in Combat if your anger level is 3 or higher." At anger 3 it stops Black
/// Power Punch at step 5; at anger 2 it does not, and each is said.
#[test]
fn black_saving_drill_stops_only_under_its_condition_crd_drill_cards() {
    for (anger, stopped) in [(3, true), (2, false)] {
        let players = support::players(
            "score/saiyan-saga/167",
            8,
            r#""hand": ["Black Power Punch"]"#,
            support::RADITZ,
            8,
            &format!(
                r#""anger": {anger}, "in_play": {{ "drills": ["Black Saving Drill"] }}, "life_deck": {{ "unknown_below": 30 }}"#
            ),
        );
        let json = support::scenario(
            "Black Saving Drill's stop under its anger condition",
            r#""crd-3.0.0/drill-cards""#,
            players,
            r#"[ { "p1": "play", "card": "Black Power Punch" }, { "p2": "take" } ]"#,
            &format!(r#"[ {{ "after_step": 8, "successful": {} }} ]"#, !stopped),
        );
        let r = support::run_battle("standing-stops", "black-saving-drill", &json);
        let said = if stopped { "it does" } else { "it does not" };
        support::step_noting(
            &r,
            &format!("Black Saving Drill's stop acts only if the player's anger level is 3 or higher: {said}"),
            "the condition is not said",
        );
    }
}

/// CRD 3.0.0 "Allies Taking Over Combat": an Ally with a Defense Shield in its power box
/// (Android 19, Recalled Lv.2) that is not in control of Combat does not stop the attack, and
/// the judge is told.
#[test]
fn an_allys_defense_shield_out_of_control_goes_to_the_judge_crd_allies_taking_over() {
    let players = support::players(
        "score/saiyan-saga/167",
        8,
        r#""hand": ["Black Power Punch"]"#,
        support::RADITZ,
        8,
        r#""allies": [ { "card": "score/cell-saga/095", "stage": 3 } ], "life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "An Ally's Defense Shield while the Main Personality controls Combat",
        r#""crd-3.0.0/allies-taking-over-combat""#,
        players,
        r#"[ { "p1": "play", "card": "Black Power Punch" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 8, "successful": true } ]"#,
    );
    let r = support::run_battle("standing-stops", "ally-shield", &json);
    let step7 = r.events.iter().find(|e| e.step == 7).expect("step 7 ran");
    assert!(
        step7.judge.iter().any(|j| j.contains("Android 19, Recalled Lv.2 has a Defense Shield in its power box but is not in control of Combat")),
        "{:?}",
        step7.judge
    );
    support::assert_cites(step7, &["crd-3.0.0/allies-taking-over-combat"]);
}
