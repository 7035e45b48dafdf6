//! A Rogue Main Personality's declared side in effect conditions (CRD 3.0.0 "Rogue
//! Personalities", `crd-3.0.0/rogue-personalities`): on real pool cards, "If your Main
//! Personality is a Hero" and "If your opponent's Main Personality is a hero" read the side the
//! board declares, not the printed alignment; an undeclared Rogue goes to the judge citing the rule.

use crate::support::{self, players, scenario};

/// Vegeta Lv.1, a Rogue printed a Villain.
const VEGETA: &str = "score/saiyan-saga/173";
/// Android 18, The Mom Lv.1, a Rogue printed a Hero.
const ANDROID_18: &str = "score/kid-buu-saga/034";
/// Frieza (a Capsule Corp power pack personality), a Villain.
const FRIEZA: &str = "score/capsule-corp-power-pack/cp29";
/// Goku Lv.1, a Hero.
const GOKU: &str = "score/saiyan-saga/158";
/// Gohan's Temper: "Energy attack. If your Main Personality is a Hero, raise your anger 1 level."
const GOHANS_TEMPER: &str = "score/frieza-saga/015";
/// Android 20's Energy Burst: "Villains only. Energy attack doing +3 power stages of damage. If
/// your opponent's Main Personality is a hero, this attack does +5 power stages of damage instead."
const ENERGY_BURST: &str = "score/android-saga/006";

const ROGUE: &str = "crd-3.0.0/rogue-personalities";

/// `mp`'s board entry declared `side` (its first board holding it).
fn declare(board: &str, mp: &str, side: Option<&str>) -> String {
    let Some(side) = side else {
        return board.to_string();
    };
    let at = format!(r#""card": "{mp}", "stage": 5 }}"#);
    assert!(board.contains(&at), "{board}");
    board.replacen(
        &at,
        &format!(r#""card": "{mp}", "stage": 5, "alignment": "{side}" }}"#),
        1,
    )
}

/// p1 (`mp1`) plays `card` against `mp2`, one of them declared `side`; the report's error, notes
/// and judge lines.
fn attack(
    case: &str,
    mp1: &str,
    card: &str,
    mp2: &str,
    rogue: &str,
    side: Option<&str>,
) -> (Vec<String>, Vec<String>) {
    let board = players(mp1, 5, &format!(r#""hand": ["{card}"]"#), mp2, 5, "");
    let name = support::corpus()
        .card(card)
        .map(|c| c.name.clone())
        .expect("the card is in the pool");
    let json = scenario(
        case,
        &format!(r#""{ROGUE}""#),
        declare(&board, rogue, side),
        &format!(r#"[{{ "p1": "play", "card": "{name}" }}, {{ "p2": "take" }}]"#),
        "[]",
    );
    let r = support::battle_report("rogue-declared-side", case, &json).expect("the board loads");
    assert!(r.error.is_none(), "{case}: {:?}", r.error);
    let notes = r.events.iter().flat_map(|e| e.notes.clone()).collect();
    let judge = r.events.iter().flat_map(|e| e.judge.clone()).collect();
    (notes, judge)
}

/// Gohan's Temper raised p1's anger (its "If your Main Personality is a Hero" held).
fn anger_raised(notes: &[String]) -> bool {
    notes
        .iter()
        .any(|n| n == "Gohan's Temper: p1's anger 0 -> 1")
}

/// Android 20's Energy Burst did +5 power stages instead of +3 (its "If your opponent's Main
/// Personality is a hero" held).
fn five_instead(notes: &[String]) -> bool {
    notes
        .iter()
        .any(|n| n.contains("(instead of its own modifiers): +5 power stages"))
}

#[test]
fn your_main_personality_is_a_hero_reads_a_rogues_declared_side() {
    for (rogue, side, holds) in [
        (VEGETA, "Hero", true),
        (VEGETA, "Villain", false),
        (ANDROID_18, "Hero", true),
        (ANDROID_18, "Villain", false),
    ] {
        let (notes, judge) = attack("your-side", rogue, GOHANS_TEMPER, GOKU, rogue, Some(side));
        assert_eq!(
            anger_raised(&notes),
            holds,
            "{rogue} declared {side}: {notes:#?}"
        );
        assert!(
            !judge.iter().any(|j| j.contains(ROGUE)),
            "{rogue} declared {side}: {judge:#?}"
        );
    }
}

#[test]
fn your_opponents_main_personality_is_a_hero_reads_a_rogues_declared_side() {
    for (rogue, side, holds) in [
        (VEGETA, "Hero", true),
        (VEGETA, "Villain", false),
        (ANDROID_18, "Hero", true),
        (ANDROID_18, "Villain", false),
    ] {
        let (notes, judge) = attack(
            "opponent-side",
            FRIEZA,
            ENERGY_BURST,
            rogue,
            rogue,
            Some(side),
        );
        assert_eq!(
            five_instead(&notes),
            holds,
            "{rogue} declared {side}: {notes:#?}"
        );
        if !holds {
            assert!(
                notes.iter().any(|n| n.contains("+3 power stages")),
                "{rogue} declared {side}: {notes:#?}"
            );
        }
        assert!(
            !judge.iter().any(|j| j.contains(ROGUE)),
            "{rogue} declared {side}: {judge:#?}"
        );
    }
}

#[test]
fn an_undeclared_rogue_leaves_a_hero_condition_to_the_judge() {
    for (mp1, card, mp2, rogue) in [
        (ANDROID_18, GOHANS_TEMPER, GOKU, ANDROID_18),
        (FRIEZA, ENERGY_BURST, VEGETA, VEGETA),
    ] {
        let (notes, judge) = attack("undeclared", mp1, card, mp2, rogue, None);
        assert!(
            !anger_raised(&notes) && !five_instead(&notes),
            "{mp1} vs {mp2}: {notes:#?}"
        );
        assert!(
            judge
                .iter()
                .any(|j| j.contains("Rogue Personality") && j.contains(ROGUE)),
            "{mp1} vs {mp2}: {judge:#?}"
        );
    }
}

/// The step-10 damage of a board (the first Attack Phase).
fn damage_at_step_10(board: &str) -> String {
    let r = support::scenario_report(board);
    assert!(r.passed, "{board}: {:?}", r.checkpoints);
    let e = r
        .events
        .iter()
        .find(|e| !e.is_turn_step() && e.step == 10)
        .expect("step 10 ran");
    e.account.clone()
}

/// Battle Sequence steps 5 and 10 with Majin Vegeta, the Malevolent Lv.5's "If performed
/// against a Rogue Personality, this attack does an additional +4 life cards of damage. If the
/// Rogue Personality is a villain, this is a focused attack." against Majin Vegeta Lv.1 (a
/// Rogue): +4 life cards either way; focused only when the Rogue was declared a Villain.
#[test]
fn performed_against_a_rogue_personality_reads_the_group_and_its_declared_side() {
    for (board, focused) in [
        ("personality-power-against-a-rogue-personality.json", true),
        (
            "personality-power-against-a-rogue-personality-hero.json",
            false,
        ),
    ] {
        assert!(
            damage_at_step_10(board).contains("4 life cards + 10 power stages"),
            "{board}"
        );
        let r = support::scenario_report(board);
        let says_focused = r.events.iter().any(|e| {
            e.notes
                .iter()
                .any(|n| n.contains("so it is a focused attack"))
        });
        assert_eq!(says_focused, focused, "{board}");
    }
}

/// Battle Sequence step 5 with Majin Vegeta, the Malevolent Lv.5 against Vegeta Lv.1, a Rogue
/// Ally of a Hero Main Personality in control (CRD 3.0.0 "Allies": Hero Main Personalities "may
/// only use Hero Allies"; "Rogue Personalities"): played as a Hero, so not a focused attack.
#[test]
fn a_rogue_ally_plays_on_its_main_personalitys_side() {
    let r = support::scenario_report("personality-power-against-a-rogue-ally-of-a-hero.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(!r.events.iter().any(|e| e
        .notes
        .iter()
        .any(|n| n.contains("so it is a focused attack"))));
}

/// Battle Sequence step 3 with Majin Vegeta Lv.1's "If performed against a Rogue Personality or
/// Majin" while the defender's Ally can still take over Combat at step 4 (CRD 3.0.0 "Allies
/// Taking Over Combat"): the judge's, not decided from the Main Personality.
#[test]
fn performed_against_before_step_4_goes_to_the_judge() {
    let r = support::scenario_report("performed-against-before-control-is-announced.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}
