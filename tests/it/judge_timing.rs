//! The judge told at the right moment, on real pool cards: a sentence of a card in play the
//! engine does not read is said at the moment its timing words name (CRD 3.0.0 "Phase 1: The
//! Prepare Phase" for "When entering Combat", the Battle Sequence step of the event, "Phase 2:
//! The Attack Phases" for the end of Combat, the Sequence of Play for a turn step), once where
//! the moment comes once; a Drill's sentence with no timing words is a constant effect, said
//! with the modifiers (Battle Sequence step 10).

use crate::support::{self, players, GOKU, RADITZ};
use scouter::commands::battle::BattleReport;

const PREPARE: &str = "crd-3.0.0/phase-1-the-prepare-phase";
const TURN_END: &str = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn";

/// Raditz Lv.1 (p1) attacks Goku Lv.1 (p2) once with Tien's Physical Attack, which p2 takes;
/// then both pass and Combat ends. The battle starts at entering Combat (the Prepare Phase).
fn battle(case: &str, drills1: &[&str], drills2: &[&str]) -> BattleReport {
    let zone = |d: &[&str]| {
        if d.is_empty() {
            String::new()
        } else {
            let names: Vec<String> = d.iter().map(|n| format!("\"{n}\"")).collect();
            format!(r#""in_play": {{ "drills": [{}] }}"#, names.join(", "))
        }
    };
    let p1 = support::join(r#""hand": ["Tien's Physical Attack"]"#, &zone(drills1));
    let json = support::scenario(
        case,
        &format!("\"{PREPARE}\""),
        players(
            RADITZ,
            5,
            &p1,
            GOKU,
            5,
            &support::join(r#""life_deck": { "unknown_below": 30 }"#, &zone(drills2)),
        ),
        r#"[{ "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "pass" }]"#,
        "[]",
    )
    .replacen(
        r#""attacker": "p1","#,
        r#""attacker": "p1", "prepare_phase": true,"#,
        1,
    );
    let r = support::battle_report("judge-timing", case, &json)
        .unwrap_or_else(|e| panic!("{case}: {e:#}"));
    assert!(r.error.is_none(), "{case}: {:?}", r.error);
    assert!(
        matches!(r.outcome, Some(scouter::engine::Outcome::CombatEnded)),
        "{case}: Combat did not end: {:?}",
        r.outcome
    );
    r
}

/// The steps (and their judge lines) that mention `words`.
fn said(r: &BattleReport, words: &str) -> Vec<(u32, String)> {
    r.events
        .iter()
        .flat_map(|e| {
            e.judge
                .iter()
                .filter(|j| j.contains(words))
                .map(move |j| (e.step, j.clone()))
        })
        .collect()
}

/// Namekian Knowledge Drill (Babidi Saga preview 4): "When entering Combat, look at the top 2
/// cards of your Life Deck. You may place both cards ...": both sentences at the Prepare Phase
/// (CRD "Phase 1: The Prepare Phase"), once, never at step 10; step 0 does not say p1 has
/// nothing to do.
#[test]
fn a_when_entering_combat_drill_is_said_at_the_prepare_phase_once() {
    let r = battle("knowledge", &["Namekian Knowledge Drill"], &[]);
    let looks = said(&r, "look at the top 2 cards of your Life Deck");
    let places = said(&r, "You may place both cards");
    assert_eq!(looks.len(), 1, "{looks:?}");
    assert_eq!(places.len(), 1, "{places:?}");
    assert_eq!(looks[0].0, 0, "{looks:?}");
    assert_eq!(places[0].0, 0, "{places:?}");
    assert!(looks[0].1.contains(&format!("[{PREPARE}]")), "{looks:?}");
    let step0 = &r.events[0];
    assert_eq!(step0.step, 0);
    assert!(step0.citations.iter().any(|c| c == PREPARE));
    assert!(
        !step0
            .account
            .contains("p1 has no \"When entering Combat\" effects"),
        "{}",
        step0.account
    );
    assert!(
        step0.account.contains("are due now, for the judge"),
        "{}",
        step0.account
    );
}

/// Vegeta's Quickness Drill (Saiyan Saga 221): "At the beginning of each combat, draw 1 card
/// ...": the Prepare Phase too.
#[test]
fn at_the_beginning_of_each_combat_is_the_prepare_phase() {
    let r = battle("quickness", &[], &["Vegeta's Quickness Drill"]);
    let s = said(&r, "At the beginning of each combat");
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].0, 0, "{s:?}");
}

/// Namekian Preparation Drill (Cell Saga 119): "When entering Combat as the defender, look at the
/// top 5 cards from your Life Deck and put them back on top in any order." is read now (no longer
/// the judge's): used at the Prepare Phase by the defender (CRD "The Defender's Half of the
/// Prepare Phase"), and for the attacker said not to be used.
#[test]
fn as_the_defender_is_used_only_by_the_defender() {
    let noted = |r: &BattleReport, words: &str| -> Vec<u32> {
        r.events
            .iter()
            .filter(|e| e.notes.iter().any(|n| n.contains(words)))
            .map(|e| e.step)
            .collect()
    };
    let r = battle("preparation-defender", &[], &["Namekian Preparation Drill"]);
    assert!(said(&r, "When entering Combat as the defender").is_empty());
    let looks = noted(&r, "p2 looks at the top 5 card(s) of p2's Life Deck");
    assert_eq!(looks, vec![0], "{looks:?}");
    let r = battle("preparation-attacker", &["Namekian Preparation Drill"], &[]);
    assert!(noted(&r, "looks at the top 5").is_empty());
    let refused = noted(
        &r,
        "is used only when entering Combat as the defender: p1 is the attacker, so it is not used",
    );
    assert_eq!(refused, vec![0], "{refused:?}");
}

/// Determination Drill (Fusion Saga 005): "At the end of your turn, if you skipped Combat you may
/// place ... under this Drill." is said once, when Combat ends (the turn ends after it, CRD
/// "The Sequence of Play for One Complete Turn"); "All of your attacks do +1 power stages of damage for each card
/// under this Drill." has no timing words: a constant effect, at step 10 of the attack.
#[test]
fn the_end_of_the_turn_is_said_when_combat_ends_and_a_constant_sentence_at_step_10() {
    let r = battle("determination", &["Determination Drill"], &[]);
    let end = said(&r, "At the end of your turn");
    assert_eq!(end.len(), 1, "{end:?}");
    let last = r.events.last().map(|e| e.step);
    assert_eq!(Some(end[0].0), last, "{end:?}");
    assert!(end[0].1.contains(&format!("[{TURN_END}]")), "{end:?}");
    let constant = said(&r, "All of your attacks do +1 power stages");
    assert_eq!(constant.len(), 1, "{constant:?}");
    assert_eq!(constant[0].0, 10, "{constant:?}");
}

/// Black Confusion Drill (Android Saga 009): "Whenever you perform a successful attack, ..." is
/// said at step 15 ("If successful" effects, CRD 3.0.0 Battle Sequence 15) of p1's successful
/// attack; p2's copy never, p2 performing no attack.
#[test]
fn a_successful_attack_is_said_at_step_15_for_its_performer() {
    let words = "Whenever you perform a successful attack";
    let r = battle("confusion", &["Black Confusion Drill"], &[]);
    let s = said(&r, words);
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].0, 15, "{s:?}");
    assert!(s[0].1.contains("[crd-3.0.0/battle-sequence/15]"), "{s:?}");
    let r = battle("confusion-defender", &[], &["Black Confusion Drill"]);
    assert!(said(&r, words).is_empty(), "{:?}", said(&r, words));
}

/// Red Evasion Drill (Trunks Saga #142), whose pool text is damaged ("When this drill comes into
/// play, When this drill is in play, all energy attacks cost +1 power stage for this opponent to
/// perform."): a standing change to what attacks cost is said where the cost is paid (CRD 3.0.0
/// Battle Sequence step 2), once, not with the damage modifiers at step 10.
#[test]
fn a_drills_unread_cost_change_is_said_at_the_cost_step() {
    let r = support::scenario_report("drill-cost-change-unread-at-the-cost-step.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let s = said(&r, "all energy attacks cost +1 power stage");
    assert_eq!(s.len(), 1, "{s:?}");
    assert_eq!(s[0].0, 2, "{s:?}");
}
