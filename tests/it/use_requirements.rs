//! A card's or power's own "You must be able to <act> ... in order to use this power" read as a
//! requirement checked when it is used (CRD 3.0.0 "What is a Requirement?"): refused with the
//! requirement said when nothing in play can meet it, used when something can.

use crate::support;

const PIKKON_LV3: &str = "score/world-games-saga/192";

/// Pikkon, the Powerful Lv.3: "Remove a Non-Combat card in play from the game. You must be able to
/// remove a Non-Combat card in play in order to use this power." With no Non-Combat card in play
/// his power is refused ("What is a Requirement?" cited); with the opponent's Drill in play it is
/// used and the Drill is removed from the game.
#[test]
fn pikkons_power_needs_a_non_combat_card_in_play() {
    let board = |p2: &str, actions: &str, expect: &str| {
        support::scenario(
            "Pikkon, the Powerful Lv.3's requirement",
            r#""crd-3.0.0/what-is-a-requirement""#,
            support::players(
                PIKKON_LV3,
                8,
                "",
                support::GOKU,
                8,
                &support::join(r#""life_deck": { "unknown_below": 30 }"#, p2),
            ),
            actions,
            expect,
        )
    };
    let refused = board(
        "",
        r#"[ { "p1": "power" } ]"#,
        r#"[ { "at_end": true, "error": "its requirement" } ]"#,
    );
    let report = support::run_battle("use-requirements", "refused", &refused);
    let error = report.error.unwrap_or_default();
    assert!(
        error.contains("Pikkon, the Powerful Lv.3's power cannot be used by p1")
            && error.contains("crd-3.0.0/what-is-a-requirement"),
        "{error}"
    );
    let used = board(
        r#""in_play": { "drills": ["Blue Off-Balancing Opponent Drill"] }"#,
        r#"[ { "p1": "power", "choose": ["Blue Off-Balancing Opponent Drill"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p2": { "in_play": { "drills": [] }, "removed": ["Blue Off-Balancing Opponent Drill"] } } ]"#,
    );
    let report = support::run_battle("use-requirements", "used", &used);
    let noted = support::step_noting(&report, "its requirement", "the requirement is said as met");
    support::assert_cites(noted, &["crd-3.0.0/what-is-a-requirement"]);
}
