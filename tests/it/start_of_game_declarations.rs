//! The start-of-game declarations a board states, on real pool cards: a Tokui-Waza the Main
//! Personality cannot declare and a Mastery without its Tokui-Waza are refused at load with the
//! CRD 3.0.0 section cited ("Tokui-Waza", "Mastery Cards", the Heritage lists); a Rogue's declared
//! side is tested with the cards it decides (`who_may_use`).

use crate::support::{self, players, scenario};

const KRILLIN: &str = "score/saiyan-saga/167";
const PIKKON: &str = "score/world-games-saga/193";
const GOKU: &str = "score/saiyan-saga/158";
/// Black Style Mastery.
const BLACK_MASTERY: &str = "score/trunks-saga/145";

/// The board's load error, or `None` when it loads.
fn load_error(case: &str, p1: &str, mp1: &str) -> Option<String> {
    let json = scenario(
        case,
        r#""crd-3.0.0/tokui-waza""#,
        players(mp1, 5, p1, GOKU, 5, ""),
        r#"[{ "p1": "pass" }]"#,
        "[]",
    );
    support::battle_report("start-of-game-declarations", case, &json)
        .err()
        .map(|e| format!("{e:#}"))
}

/// "To declare a Saiyan Tokui-Waza, your Main Personality must have Saiyan Heritage" (CRD 3.0.0
/// `crd-3.0.0/tokui-waza`): Krillin is not on the Saiyan Heritage list.
#[test]
fn a_saiyan_tokui_waza_needs_saiyan_heritage() {
    let err = load_error("krillin-saiyan", r#""tokui_waza": "Saiyan""#, KRILLIN)
        .expect("Krillin declaring a Saiyan Tokui-Waza is refused");
    assert!(
        err.contains("needs a Main Personality with Saiyan Heritage"),
        "{err}"
    );
    assert!(
        err.contains("crd-3.0.0/saiyan-heritage-personalities"),
        "{err}"
    );
    assert!(err.contains("crd-3.0.0/tokui-waza"), "{err}");
    assert_eq!(
        load_error("goku-saiyan", r#""tokui_waza": "Saiyan""#, GOKU),
        None
    );
}

/// Pikkon "can declare a Namekian Tokui-Waza" though he cannot use "Namekian Heritage only"
/// cards (CRD 3.0.0 `crd-3.0.0/namekian-heritage-personalities`).
#[test]
fn pikkon_declares_a_namekian_tokui_waza() {
    assert_eq!(
        load_error("pikkon-namekian", r#""tokui_waza": "Namekian""#, PIKKON),
        None
    );
    let err = load_error("krillin-namekian", r#""tokui_waza": "Namekian""#, KRILLIN)
        .expect("Krillin declaring a Namekian Tokui-Waza is refused");
    assert!(err.contains("Namekian Heritage"), "{err}");
}

/// "To play a Mastery card, you must declare a Tokui-Waza" (CRD 3.0.0 `crd-3.0.0/mastery-cards`),
/// and the Tokui-Waza is declared with a Mastery of its style (`crd-3.0.0/tokui-waza`).
#[test]
fn a_mastery_in_play_needs_its_tokui_waza() {
    let mastery = format!(r#""in_play": {{ "mastery": "{BLACK_MASTERY}" }}"#);
    let err = load_error("mastery-no-tokui", &mastery, GOKU)
        .expect("a Mastery without a Tokui-Waza is refused");
    assert!(err.contains("no Tokui-Waza is declared"), "{err}");
    assert!(err.contains("crd-3.0.0/mastery-cards"), "{err}");
    let err = load_error(
        "mastery-other-style",
        &format!(r#""tokui_waza": "Red", {mastery}"#),
        GOKU,
    )
    .expect("a Black Mastery with a Red Tokui-Waza is refused");
    assert!(
        err.contains("is a Black Mastery, but the declared Tokui-Waza is Red"),
        "{err}"
    );
    assert_eq!(
        load_error(
            "mastery-black",
            &format!(r#""tokui_waza": "Black", {mastery}"#),
            GOKU
        ),
        None
    );
}
