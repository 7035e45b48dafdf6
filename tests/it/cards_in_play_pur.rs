//! Cards in play that raise a Main Personality's PUR, counted in the Power-Up Step (CRD 3.0.0
//! Sequence of Play, 3) Power-Up Step): a Dragon Ball's "while you control this Dragon Ball"
//! raise (CRD "Dragon Balls"), a fixed one or one per Dragon Ball of a set in play. The
//! Battlegrounds' and Locations' changes are in `battleground_rules.rs`.

use crate::support;

/// Alt. Dende Dragon Ball 5: "your Main Personality gains +3 to his PUR while you control this
/// Dragon Ball": Raditz Lv.1 (PUR 1) powers up 4, citing the Dragon Balls section.
#[test]
fn a_controlled_dragon_balls_pur_raise_counts_at_power_up() {
    let r = support::scenario_report("dragon-ball-pur-while-controlled-power-up.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(&r, "from cards in play", "the raise is said");
    support::assert_cites(
        step,
        &["crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls"],
    );
}

/// Alt. Namek Dragon Ball 2: "your Main Personality's PUR is +1 for each Namek Dragon Ball in
/// play" (CRD 3.0.0 "Dragon Balls"; Sequence of Play, 3) Power-Up Step): 3 Namek Dragon Balls in
/// play on both tables ("Alt." included, the Earth one not), so Raditz Lv.1 (PUR 1) powers up 4.
#[test]
fn a_controlled_dragon_balls_pur_raise_per_dragon_ball_of_its_set_counts_at_power_up() {
    let r = support::scenario_report("dragon-ball-pur-per-namek-dragon-ball-power-up.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(
        &r,
        "powers up 4 stage(s) (PUR 1, +3 from cards in play (Alt. Namek Dragon Ball 2))",
        "the counted raise is said",
    );
    support::assert_cites(
        step,
        &["crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls"],
    );
}

/// CRD 3.0.0 Sequence of Play, 3) Power-Up Step: Trunks Swordplay Drill's "If you have Trunks in
/// play, his PUR is increased by 1" raises Trunks Lv.1's PUR 2 to 3 as the Main Personality,
/// and the step names the Drill.
#[test]
fn a_drill_raises_the_named_main_personalitys_pur() {
    let r =
        support::scenario_report("drill-pur-bonus-trunks-swordplay-drill-main-personality.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    assert!(
        r.events
            .iter()
            .flat_map(|e| &e.notes)
            .any(|n| n.contains("+1 from cards in play (Trunks Swordplay Drill)")),
        "the raise is named"
    );
}

/// CRD 3.0.0 Glossary "Surname" ("not that personality's name"): Trunks, the Swift Lv.1 (PUR 1)
/// is Trunks for Trunks Swordplay Drill: PUR 2, 3 -> 5; Kid Trunks Lv.1 is another personality
/// (Alternate Personality Rule) and gets no raise.
#[test]
fn a_surname_level_is_the_named_personality_for_the_pur_raise() {
    let text = std::fs::read_to_string(
        support::root()
            .join("tests/scenarios/drill-pur-bonus-trunks-swordplay-drill-main-personality.json"),
    )
    .expect("the board reads");
    for (card, stage) in [
        ("score/cell-saga/173", 5),
        ("score/majin-buu-saga/166", 3 + 2),
    ] {
        let mut board: serde_json::Value = serde_json::from_str(&text).expect("the board parses");
        board["players"]["p1"]["main_personality"]["card"] = serde_json::json!(card);
        board["expect"] =
            serde_json::json!([{"after_turn_step": "power_up", "p1": {"stage": stage}}]);
        let name = card.replace('/', "-");
        let r = support::battle_report("pur", &name, &board.to_string()).expect("the board loads");
        assert!(r.passed, "{card}: {:?} {:?}", r.checkpoints, r.error);
    }
}
