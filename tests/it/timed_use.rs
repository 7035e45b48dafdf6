//! A card whose timing sentence the engine reads as the judge's, on real pool cards: its effect
//! sentences (the untimed ones after "Use when ...", a CRD rewrite's text included) are told with
//! the timing, and a `use` at the moment that timing names is accepted, the card put away as the
//! CRD says for its type, and logged for the judge (CRD 3.0.0 "Phase 1: The Prepare Phase",
//! Battle Sequence step 13; blind audit 2026-11-28 pattern P3). Raditz Honor Duel!, whose CRD
//! rewrite the engine now reads (`piles::discard_draws`), checks the use and the draw it replaces.

use crate::support::{self, players, GOKU, RADITZ};
use scouter::commands::battle::BattleReport;

const PREPARE: &str = "crd-3.0.0/phase-1-the-prepare-phase";
const NON_COMBAT: &str = "crd-3.0.0/non-combat-non-drill-cards";
const STEP_13: &str = "crd-3.0.0/battle-sequence/13";
/// Raditz Honor Duel! as the CRD rewrites it (crd-3.0.0/specific-card-clarifications-errata-
/// rulings/raditz-honor-duel).
const HONOR_DUEL_EFFECT: &str = "Instead of drawing 3 cards from your life deck";

fn run(case: &str, json: &str) -> BattleReport {
    let r =
        support::battle_report("timed-use", case, json).unwrap_or_else(|e| panic!("{case}: {e:#}"));
    assert!(r.error.is_none(), "{case}: {:?}", r.error);
    r
}

/// Raditz Lv.1 (p1) attacks Goku Lv.1 (p2), who has Raditz Honor Duel! in play; Combat starts
/// at the Prepare Phase; `actions` are the script.
fn honor_duel(case: &str, actions: &str) -> BattleReport {
    let p2 = r#""life_deck": { "unknown_below": 30 }, "discard": ["D1", "D2", "D3", "D4"], "in_play": { "non_combat": ["Raditz Honor Duel!"] }"#;
    let json = support::scenario(
        case,
        &format!("\"{PREPARE}\""),
        players(RADITZ, 5, "", GOKU, 5, p2),
        actions,
        "[]",
    )
    .replacen(
        r#""attacker": "p1","#,
        r#""attacker": "p1", "prepare_phase": true,"#,
        1,
    );
    run(case, &json)
}

/// Step 0 (CRD "The Defender's Half of the Prepare Phase"): p2's `use` of Raditz Honor Duel! is
/// accepted, its CRD rewrite read ("Use when entering Combat as the defender. Instead of drawing
/// 3 cards from your life deck, draw the bottom 3 cards from your discard pile."): p2 draws D1,
/// D2, D3 instead of 3 Life Deck cards, the card is removed from the game ("Remove from the game
/// after use"), and Combat goes on to its end.
#[test]
fn raditz_honor_duel_is_used_when_entering_combat_as_the_defender() {
    let r = honor_duel(
        "honor-duel-used",
        r#"[{ "p2": "use", "card": "Raditz Honor Duel!" }, { "p1": "pass" }, { "p2": "pass" }]"#,
    );
    assert!(
        matches!(r.outcome, Some(scouter::engine::Outcome::CombatEnded)),
        "{:?}",
        r.outcome
    );
    let step0 = &r.events[0];
    assert_eq!(step0.step, 0);
    assert!(
        step0
            .account
            .contains("p2 uses Raditz Honor Duel! when entering Combat"),
        "{}",
        step0.account
    );
    assert!(
        step0.account.contains("removed from the game"),
        "{}",
        step0.account
    );
    assert!(
        step0.notes.iter().any(|n| n.contains(
            "Raditz Honor Duel!: instead of drawing 3 cards from its Life Deck, p2 draws the bottom 3 card(s) of its discard pile: D1, D2, D3"
        )),
        "{:?}",
        step0.notes
    );
    assert!(
        step0.judge.iter().all(|j| !j.contains(HONOR_DUEL_EFFECT)),
        "{:?}",
        step0.judge
    );
    assert!(
        step0.citations.iter().any(|c| c == NON_COMBAT),
        "{:?}",
        step0.citations
    );
    let p2 = &r.final_state["p2"];
    assert!(
        p2.removed.iter().any(|c| c == "Raditz Honor Duel!"),
        "{:?}",
        p2.removed
    );
    assert!(!p2
        .in_play
        .values()
        .flatten()
        .any(|c| c == "Raditz Honor Duel!"));
}

/// Without a `use`, step 0 says p2 may use the card and does not, and p2 draws its 3 cards from
/// the Life Deck ("Draw 3 cards from the top of his Life Deck").
#[test]
fn raditz_honor_duel_not_used_leaves_the_life_deck_draw() {
    let r = honor_duel("honor-duel-told", r#"[{ "p1": "pass" }, { "p2": "pass" }]"#);
    let step0 = &r.events[0];
    assert!(
        step0.account.contains(
            "p2 may use Raditz Honor Duel! when entering Combat; the script does not use it"
        ) && step0.account.contains("p2 draws 3 card(s)"),
        "{}",
        step0.account
    );
    assert!(r
        .events
        .iter()
        .flat_map(|e| &e.judge)
        .all(|j| !j.contains(HONOR_DUEL_EFFECT)));
}

/// Battle Sequence step 13: Goku Lv.1 (p1) hits Raditz Lv.1 (p2, a Villain) with Tien's
/// Physical Attack; p2's `use` of Frieza Is Ready ("Use immediately after you take damage ...")
/// is accepted at that step, its effect sentence told with it, the card discarded after use.
#[test]
fn frieza_is_ready_is_used_after_taking_damage() {
    let p2 =
        r#""life_deck": { "unknown_below": 30 }, "in_play": { "non_combat": ["Frieza Is Ready"] }"#;
    let json = support::scenario(
        "frieza-is-ready-used",
        &format!("\"{STEP_13}\""),
        players(
            GOKU,
            5,
            r#""hand": ["Tien's Physical Attack"]"#,
            RADITZ,
            5,
            p2,
        ),
        r#"[{ "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" }, { "p2": "use", "card": "Frieza Is Ready" }]"#,
        "[]",
    );
    let r = run("frieza-is-ready-used", &json);
    let step13 = r
        .events
        .iter()
        .find(|e| e.step == 13)
        .expect("step 13 runs");
    assert!(
        step13.account.contains("p2 uses Frieza Is Ready in play"),
        "{}",
        step13.account
    );
    assert!(
        step13.judge.iter().any(
            |j| j.contains("your opponent discards twice as many life cards")
                && j.contains(STEP_13)
        ),
        "{:?}",
        step13.judge
    );
    let p2 = &r.final_state["p2"];
    assert!(
        p2.discard.iter().any(|c| c == "Frieza Is Ready"),
        "{:?}",
        p2.discard
    );
}

/// A Drill whose "When entering Combat" sentence is the judge's (Surprising Strength Drill,
/// Babidi Saga #085): p1's `use` at step 0 is accepted, the Drill stays in play (CRD "Drill
/// Cards") and its sentence is said once.
#[test]
fn a_drill_used_when_entering_combat_stays_in_play() {
    let p1 = r#""in_play": { "drills": ["Surprising Strength Drill"] }"#;
    let json = support::scenario(
        "surprising-strength-used",
        &format!("\"{PREPARE}\""),
        players(RADITZ, 5, p1, GOKU, 5, r#""life_deck": { "unknown_below": 30 }"#),
        r#"[{ "p1": "use", "card": "Surprising Strength Drill" }, { "p1": "pass" }, { "p2": "pass" }]"#,
        "[]",
    )
    .replacen(
        r#""attacker": "p1","#,
        r#""attacker": "p1", "prepare_phase": true,"#,
        1,
    );
    let r = run("surprising-strength-used", &json);
    let step0 = &r.events[0];
    assert!(
        step0
            .account
            .contains("p1 uses Surprising Strength Drill in play"),
        "{}",
        step0.account
    );
    assert!(
        step0.account.contains("stays in play (a Drill)"),
        "{}",
        step0.account
    );
    let said = step0
        .judge
        .iter()
        .filter(|j| j.contains("remove 4 Uncommons"))
        .count();
    assert_eq!(said, 1, "{:?}", step0.judge);
    let drills = r.final_state["p1"]
        .in_play
        .values()
        .flatten()
        .filter(|c| *c == "Surprising Strength Drill")
        .count();
    assert_eq!(drills, 1, "{:?}", r.final_state["p1"].in_play);
}
