//! Effects waiting "at the end of Combat" (CRD 3.0.0 "Phase 2: The Attack Phases": Combat ends
//! when both players pass in back-to-back Attack Phases): a search and a "you may" search decided
//! by the choices on the action that used the card, and effects of both players used in the order
//! of CRD 3.0.0 "Timing Conflicts".

use crate::support::{assert_cites, scenario_report as run, step_noting};

#[test]
fn bulma_the_expert_lv3_places_the_ally_at_six_when_combat_ends() {
    let r = run("end-of-combat-bulma-the-expert-lv3-search.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let queued = step_noting(
        &r,
        "waits for the end of Combat",
        "the search is not queued",
    );
    assert_cites(queued, &["crd-3.0.0/battle-sequence/3"]);
    let used = step_noting(
        &r,
        "effects waiting for the end of Combat are used for p1",
        "the queue is not used when Combat ends",
    );
    assert_cites(
        used,
        &[
            "crd-3.0.0/phase-2-the-attack-phases",
            "crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule",
        ],
    );
    assert!(used
        .notes
        .iter()
        .any(|n| n.contains("Yamcha Lv.1 enters play as p1's Ally at 6 power stage(s)")));
}

#[test]
fn krillin_the_champion_lv3_may_search_is_decided_by_his_players_may() {
    let r = run("end-of-combat-krillin-the-champion-lv3-may-search.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let used = step_noting(
        &r,
        "p1 uses the \"may\" effect",
        "the \"may\" is not read when Combat ends",
    );
    assert_cites(used, &["crd-3.0.0/may-rule"]);
    assert!(used.judge.is_empty(), "{:?}", used.judge);
}

#[test]
fn the_attacker_for_the_turn_uses_his_end_of_combat_effects_first() {
    let r = run("end-of-combat-both-players-attacker-first.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let last = r.events.last().expect("events");
    assert_cites(last, &["crd-3.0.0/timing-conflicts"]);
    let at = |text: &str| {
        last.notes
            .iter()
            .position(|n| n.contains(text))
            .unwrap_or_else(|| panic!("{text:?} not said: {:?}", last.notes))
    };
    // p2's card resolved first, but p1 (the Attacker for the turn) uses his first.
    assert!(
        at("Bulma, the Expert Lv.3's power's effects waiting")
            < at("Yamcha's Right Cross's effects waiting")
    );
}
