//! Copies of attacks (issue 18): Blue Reverse performs "a copy of the previous attack your
//! opponent performed this Combat" at Battle Sequence step 1, gaining all of the copied card's
//! text (CRD 3.0.0 "Copying Cards"), and its copied attacks do +2 life cards at step 10; with no
//! attack to copy, or an attack no card carries, the step says so instead of a silent no-op.

use crate::support;

/// CRD 3.0.0 "Copying Cards" at steps 1, 3 and 10: the copy of Red Crush is a physical attack
/// whose "raise your anger 1 level" raises the copier's anger, with +2 life cards (the board's
/// checkpoints: p1 6 -> 5 stages, 30 -> 28 life cards; p2's anger 0 -> 1).
#[test]
fn blue_reverse_copies_the_previous_attack_crd_copying_cards() {
    let r = support::scenario_report("copy-blue-reverse-copies-previous-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let copy = support::step_noting(
        &r,
        "Blue Reverse performs a copy of Red Crush (p1's most recent physical attack this Combat, stopped or not)",
        "the copy is not said",
    );
    assert_eq!((copy.attack_phase, copy.step), (2, 1));
    support::assert_cites(
        copy,
        &["crd-3.0.0/copying-cards", "crd-3.0.0/battle-sequence/1"],
    );
    let bonus = support::step_noting(
        &r,
        "Blue Reverse (attacks copied from the opponent's, a copy of Red Crush): +2 life cards",
        "the copied attack's bonus is not added",
    );
    assert_eq!((bonus.attack_phase, bonus.step), (2, 10));
    support::assert_cites(
        bonus,
        &["crd-3.0.0/copying-cards", "crd-3.0.0/modified-damage"],
    );
}

/// CRD 3.0.0 "Copying Cards" and "Card Costs" (step 2): a stopped attack was still performed, so
/// it is copied; the copier pays the energy attack's 2 power stages and deals 5 +2 life cards.
#[test]
fn blue_reverse_copies_a_stopped_energy_attack_and_pays_its_cost_crd_battle_sequence_2() {
    let r = support::scenario_report("copy-blue-reverse-copies-stopped-energy-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let copy = support::step_noting(
        &r,
        "Blue Reverse performs a copy of Saiyan Energy Orb",
        "the copy of the stopped attack is not said",
    );
    assert_eq!(copy.attack_phase, 2);
}

/// CRD 3.0.0 "Copying Cards" at step 1: with no attack of the opponent this Combat there is
/// nothing to copy; Blue Reverse is played in place of an attack and deals no damage (the board's
/// checkpoints), and the step says why.
#[test]
fn blue_reverse_with_nothing_to_copy_says_so_crd_copying_cards() {
    let r = support::scenario_report("copy-blue-reverse-nothing-to-copy.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let none = support::step_noting(
        &r,
        "p2 has performed no attack this Combat, so there is no attack to copy",
        "the missing copy is not said",
    );
    assert_eq!((none.attack_phase, none.step), (1, 1));
    support::assert_cites(none, &["crd-3.0.0/copying-cards"]);
}

/// CRD 3.0.0 "Copying Cards" speaks of a copy of a card played: the previous attack performed
/// with a personality's power (Cell, Stage One Lv.1's "Physical attack doing +4 power stages of
/// damage") is no card, so the copy goes to the judge and no attack is performed (p1 keeps its
/// 6 stages and 30 life cards).
#[test]
fn a_copy_of_a_power_attack_goes_to_the_judge_crd_copying_cards() {
    let players = support::players(
        "score/cell-saga/188",
        6,
        "",
        support::RADITZ,
        6,
        r#""hand": ["score/kid-buu-saga/099"], "life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "A copy of an attack performed with a personality's power",
        r#""crd-3.0.0/copying-cards""#,
        players,
        r#"[{"p1": "power"}, {"p2": "take"}, {"p2": "play", "card": "Blue Reverse"}, {"p1": "pass"}]"#,
        r#"[{"at_end": true, "p1": {"stage": 6, "life_deck": 30}, "p2": {"discard": ["Blue Reverse"]}}]"#,
    );
    let r = support::run_battle("attack-copies", "power-copy", &json);
    let judged = r
        .events
        .iter()
        .find(|e| e.judge.iter().any(|j| j.contains("which no card carries")))
        .expect("the copy of a power's attack is not handed to the judge");
    assert_eq!((judged.attack_phase, judged.step), (2, 1));
}

/// CRD 3.0.0 ruling on Blue Reversal Drill ("the most recent physical attack performed against
/// that player this Combat (stopped or unstopped)") with "Copying Cards": used in place of an
/// attack, the Drill copies Saiyan Right Cross, not the later energy attack (PAT 1 +3 = 4 power
/// stages, the board's checkpoints), stays in play, and a second use is refused.
#[test]
fn blue_reversal_drill_copies_the_most_recent_physical_attack_crd_drill_cards() {
    let r = support::scenario_report("copy-blue-reversal-drill-copies-physical-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let copy = support::step_noting(
        &r,
        "Blue Reversal Drill performs a copy of Saiyan Right Cross (p1's most recent physical attack this Combat",
        "the Drill's copy is not said",
    );
    assert_eq!((copy.attack_phase, copy.step), (4, 1));
    support::assert_cites(
        copy,
        &[
            "crd-3.0.0/copying-cards",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/blue-reversal-drill",
        ],
    );
}

/// CRD 3.0.0 "Copying Cards" with the Drill's ruling: no physical attack was performed against
/// p2 (only an energy attack), so the Drill's use copies nothing and says so; nothing is dealt
/// to p1 (6 stages, 30 life cards).
#[test]
fn blue_reversal_drill_with_no_physical_attack_to_copy_says_so_crd_copying_cards() {
    let players = support::players(
        support::GOKU,
        6,
        r#""hand": ["Saiyan Energy Orb"]"#,
        support::RADITZ,
        8,
        r#""in_play": { "drills": ["Blue Reversal Drill"] }, "life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "Blue Reversal Drill with only an energy attack performed against its player",
        r#""crd-3.0.0/copying-cards""#,
        players,
        r#"[{"p1": "play", "card": "Saiyan Energy Orb"}, {"p2": "take"}, {"p2": "use", "card": "Blue Reversal Drill"}, {"p1": "pass"}]"#,
        r#"[{"at_end": true, "p1": {"stage": 4, "life_deck": 30}, "p2": {"in_play": {"drills": ["Blue Reversal Drill"]}}}]"#,
    );
    let r = support::run_battle("attack-copies", "drill-nothing", &json);
    let none = support::step_noting(
        &r,
        "p1 has performed no physical attack this Combat, so there is no attack to copy",
        "the missing copy is not said",
    );
    assert_eq!((none.attack_phase, none.step), (2, 1));
    support::assert_cites(none, &["crd-3.0.0/copying-cards"]);
}

/// CRD 3.0.0 "Copying Cards" and the ruling on Trunks Swiftly Moving at steps 6, 1 and 16: the
/// stop owes p2 a copy of Saiyan Right Cross, which p2's `use` of the card performs in his next
/// Attack Phase (PAT 1 +3 = 4 power stages: p1 8 -> 4, the board's checkpoints); the copy
/// disappears, the card stays in the discard pile.
#[test]
fn trunks_swiftly_moving_copies_the_stopped_attack_next_phase_crd_copying_cards() {
    let r = support::scenario_report("copy-trunks-swiftly-moving-next-attack-phase.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let owed = support::step_noting(
        &r,
        "Trunks Swiftly Moving: p2 performs a copy of Saiyan Right Cross in his next Attack Phase",
        "the copy owed is not said",
    );
    assert_eq!((owed.attack_phase, owed.step), (1, 6));
    let performed = support::step_noting(
        &r,
        "Trunks Swiftly Moving performs the copy of Saiyan Right Cross that it stopped",
        "the copy is not performed",
    );
    assert_eq!((performed.attack_phase, performed.step), (2, 1));
    let gone = r
        .events
        .iter()
        .find(|e| e.attack_phase == 2 && e.step == 16)
        .expect("step 16 of the copy");
    support::assert_cites(gone, &["crd-3.0.0/copying-cards"]);
}

/// The copy Goku Swiftly Moving owes is for the next Attack Phase only ("In your next
/// "Attacker Attacks" phase"): p2 passes there, the step says the copy is not performed, and p1
/// takes no damage from it (the energy attack was stopped: p1 pays its 2 stages only, 6 -> 4).
#[test]
fn goku_swiftly_moving_copy_not_used_in_the_next_phase_is_lost_crd_copying_cards() {
    let players = support::players(
        support::GOKU,
        6,
        r#""hand": ["Saiyan Energy Orb"]"#,
        support::RADITZ,
        8,
        r#""hand": ["Goku Swiftly Moving"], "life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "Goku Swiftly Moving's copy not performed in the next Attack Phase",
        r#""crd-3.0.0/copying-cards""#,
        players,
        r#"[{"p1": "play", "card": "Saiyan Energy Orb"}, {"p2": "play", "card": "Goku Swiftly Moving"}, {"p2": "pass"}, {"p1": "pass"}]"#,
        r#"[{"at_end": true, "p1": {"stage": 4, "life_deck": 30}, "p2": {"stage": 8, "discard": ["Goku Swiftly Moving"]}}]"#,
    );
    let r = support::run_battle("attack-copies", "swiftly-lost", &json);
    let lost = support::step_noting(
        &r,
        "the copy of Saiyan Energy Orb that Goku Swiftly Moving made is not performed: p2 does something else",
        "the lost copy is not said",
    );
    assert_eq!((lost.attack_phase, lost.step), (2, 1));
}
