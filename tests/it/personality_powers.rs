//! Personality Powers used once per turn, on real pool cards (CRD 3.0.0 "Power-Up Rating
//! (PUR)": "only used once per turn (unless the personality power says it can be used multiple
//! times ...), unless the character advances or loses a Personality level"): a power whose text
//! allows two uses is refused at the third, a second use the text allows only under a condition
//! counts while the condition holds, and a board's `powers_used` is checked.

use crate::support::{self, players, GOKU};

const PUR: &str = "crd-3.0.0/power-up-rating-pur";

#[test]
fn a_power_its_text_allows_twice_per_combat_is_refused_the_third_time() {
    // Gohan, the Winner Lv.5 (Cell Saga #134): "Physical attack doing 5 life cards of damage.
    // This power may be used twice per Combat."
    let actions = r#"[{ "p1": "power" }, { "p2": "take" }, { "p2": "pass" },
        { "p1": "power" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "power" }]"#;
    let json = support::scenario(
        "Gohan, the Winner's power used twice, then refused",
        &format!("\"{PUR}\""),
        players(
            "score/cell-saga/134",
            8,
            "",
            GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        actions,
        r#"[{ "phase": 3, "after_step": 13, "p2": { "life_deck": 20 } },
            { "at_end": true, "error": "already used 2 times this turn", "p2": { "life_deck": 20 } }]"#,
    );
    support::run_battle("personality-powers", "twice-per-combat", &json);
}

#[test]
fn a_second_use_under_the_texts_own_condition_counts_while_it_holds() {
    // Cell, Stage One Lv.1 (Redemption #R9): "... If you declared a Tokui-Waza, you may use
    // this power twice per Combat."
    let actions = r#"[{ "p1": "power" }, { "p2": "take" }, { "p2": "pass" },
        { "p1": "power" }, { "p2": "take" }]"#;
    for (tokui, expect) in [
        (
            r#""tokui_waza": "Red""#,
            r#"[{ "phase": 3, "after_step": 8, "successful": true }]"#,
        ),
        (
            "",
            r#"[{ "at_end": true, "error": "already used once this turn" }]"#,
        ),
    ] {
        let json = support::scenario(
            "Cell, Stage One's second use under its condition",
            &format!("\"{PUR}\""),
            players("score/redemption/r9", 8, tokui, GOKU, 8, ""),
            actions,
            expect,
        );
        support::run_battle("personality-powers", "conditional-second-use", &json);
    }
}

#[test]
fn a_board_names_only_a_current_level_in_powers_used() {
    let json = support::scenario(
        "powers_used names a card that is not a current level",
        &format!("\"{PUR}\""),
        players(GOKU, 5, r#""powers_used": ["Raditz Lv.2"]"#, GOKU, 5, ""),
        r#"[{ "p1": "pass" }]"#,
        r#"[{ "at_end": true, "combat_ended": false }]"#,
    );
    let err = support::battle_report("personality-powers", "bad-powers-used", &json)
        .expect_err("a level card the player does not have is refused");
    let msg = format!("{err:#}");
    assert!(
        msg.contains("players.p1.powers_used[0]") && msg.contains("Goku Lv.1"),
        "{msg}"
    );
}

/// CRD 3.0.0 "Power-Up Rating (PUR)" ("unless the personality power says it can be used ... at a
/// special time") with Broly, the Legendary Saiyan Lv.4's "This power may only be used once per
/// game.": used in turn 1, the power is refused in turn 3 although each turn resets the count.
#[test]
fn a_once_per_game_power_is_refused_in_a_later_turn() {
    let r = support::scenario_report("personality-power-once-per-game.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.expect("refused");
    assert!(
        e.contains("already used this game") && e.contains(PUR),
        "{e}"
    );
    assert_eq!(r.turn.map(|t| t.number), Some(3), "refused in turn 3");
}

#[test]
fn the_main_personalitys_power_is_refused_while_an_ally_is_in_control_of_combat() {
    // "You cannot use your MP's power when an Ally is in control of Combat and vice-versa"
    // (Power-Up Rating (PUR)); the defender's choice of control stays until the attack is
    // resolved (Allies Taking Over Combat).
    let r = support::scenario_report("personality-power-refused-when-not-in-control.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.expect("refused");
    assert!(
        e.contains("Garlic Jr. Lv.1 is not in control of Combat for p2 (Krillin Lv.1 is)"),
        "{e}"
    );
    assert!(e.contains(PUR), "{e}");
    assert!(e.contains("crd-3.0.0/allies-taking-over-combat"), "{e}");
}
