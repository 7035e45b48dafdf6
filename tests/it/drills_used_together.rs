//! A Drill whose own text says it "Cannot be used with any other <Style> Drills in play" (Blue
//! Neck Restraint Drill's CRD 3.0.0 ruling) or "with any <Style> drills in play anywhere on the
//! table" (Black Arm Bar Drill): not used while such a Drill is in play, both readings the
//! documents leave open handed to the judge (CRD 3.0.0 "Drill Cards", "“_____ only” Cards").

use crate::support;

const NECK_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/blue-neck-restraint-drill";
const BOARD: &str = "blue-neck-restraint-drill-beside-another-blue-drill.json";

/// CRD 3.0.0 "Drill Cards" and Blue Neck Restraint Drill's ruling: beside Blue Off-Balancing
/// Opponent Drill its +3 is not added at step 10, the step cites its ruling, and the judge gets
/// both readings (not placeable / placed and unused) at the battle's first step.
#[test]
fn blue_neck_restraint_drill_is_not_used_beside_another_blue_drill() {
    let report = support::scenario_report(BOARD);
    assert!(
        report.passed,
        "{}",
        scouter::render::trace::render_battle(&report)
    );
    let step10 = report
        .events
        .iter()
        .find(|e| e.step == 10)
        .expect("step 10 runs");
    assert!(
        step10
            .account
            .contains("the engine does not use Blue Neck Restraint Drill"),
        "{}",
        step10.account
    );
    support::assert_cites(
        step10,
        &[NECK_RULING, "crd-3.0.0/only-cards/non-combat-cards"],
    );
    let judge: Vec<&String> = report.events.iter().flat_map(|e| &e.judge).collect();
    assert!(
        judge.iter().any(
            |j| j.contains("(a) it could not be placed in play beside that Drill")
                && j.contains("(b) it stays in play and is not used")
        ),
        "{judge:?}"
    );
}

/// The same board without the other Blue Drill: Blue Neck Restraint Drill adds its +3 (CRD
/// 3.0.0 "Drill Cards": a Drill is constantly in use while in play) and no judge question is asked.
#[test]
fn blue_neck_restraint_drill_alone_adds_its_damage() {
    let text = std::fs::read_to_string(support::root().join("tests/scenarios").join(BOARD))
        .expect("the board file reads");
    let text = text
        .replace(
            r#"["Blue Neck Restraint Drill", "Blue Off-Balancing Opponent Drill"]"#,
            r#"["Blue Neck Restraint Drill"]"#,
        )
        .replace(r#""power_stages": 5"#, r#""power_stages": 7"#);
    let report = support::run_battle("drills-used-together", "alone", &text);
    assert!(
        report.events.iter().all(|e| e.judge.is_empty()),
        "no judge question"
    );
}

/// CRD 3.0.0 "Drill Cards" and Blue Neck Restraint Drill's ruling: a board that uses the Drill
/// while another Blue Drill is in play is refused with the Drill's own words and the Drill that
/// stops it (blind audit: the refusal said only that it was not among the Non-Combat cards).
#[test]
fn a_use_of_the_drill_beside_another_blue_drill_is_refused_with_its_words() {
    let text = std::fs::read_to_string(support::root().join("tests/scenarios").join(BOARD))
        .expect("the board file reads")
        .replace(
            r#"{ "p1": "play", "card": "Black Power Punch" }"#,
            r#"{ "p1": "use", "card": "Blue Neck Restraint Drill" }"#,
        )
        .replace(
            r#"{ "after_step": 10, "damage": { "power_stages": 5, "life_cards": 0 } }"#,
            r#"{ "at_end": true, "error": "p1's Blue Neck Restraint Drill cannot be used with any other Blue Drills in play" }"#,
        );
    let report = support::run_battle("drills-used-together", "use", &text);
    let error = report.error.clone().unwrap_or_default();
    assert!(
        error.contains("cannot be used with any other Blue Drills in play")
            && error.contains("Blue Off-Balancing Opponent Drill is in play")
            && error.contains("crd-3.0.0/only-cards/non-combat-cards"),
        "{error}"
    );
}

/// Sequence of Play 2 and CRD 3.0.0 "Styled Drills": a second Blue Drill placed beside Blue Neck
/// Restraint Drill is placed (the Styled Drill rules allow it), the Neck Restraint Drill's ruling
/// is cited at the placement, and the judge is asked which reading holds.
#[test]
fn a_drill_placed_beside_it_is_placed_and_the_judge_is_asked() {
    let report =
        support::scenario_report("drill-placed-beside-a-drill-it-cannot-be-used-with.json");
    assert!(
        report.passed,
        "{}",
        scouter::render::trace::render_battle(&report)
    );
    let placed = support::step_noting(
        &report,
        "the engine does not use Blue Neck Restraint Drill",
        "the placement says the Drill is not used",
    );
    support::assert_cites(
        placed,
        &[
            NECK_RULING,
            "crd-3.0.0/styled-drills",
            "crd-3.0.0/drill-cards",
        ],
    );
    assert!(
        placed
            .judge
            .iter()
            .any(|j| j.contains("the engine follows (b)")),
        "{:?}",
        placed.judge
    );
}

/// Black Arm Bar Drill: "Can't be used with any Orange drills in play anywhere on the table." With
/// Orange Haulting Drill in play for the opponent the board loads (the documents do not say the
/// Drill could not be placed), and its Defense Shield does not stop the opponent's energy attack.
#[test]
fn black_arm_bar_drill_beside_an_orange_drill_anywhere_does_not_stop() {
    let players = support::players(
        support::RADITZ,
        5,
        r#""in_play": { "drills": ["Black Arm Bar Drill"] }"#,
        support::GOKU,
        5,
        r#""in_play": { "drills": ["Orange Haulting Drill"] }, "hand": ["Black Fore Fist Punch"], "life_deck": { "unknown_below": 30 }"#,
    );
    let json = support::scenario(
        "Black Arm Bar Drill beside an Orange Drill",
        r#""crd-3.0.0/drill-cards""#,
        players,
        r#"[ { "p1": "pass" }, { "p2": "play", "card": "Black Fore Fist Punch" }, { "p1": "take" } ]"#,
        r#"[ { "after_step": 8, "phase": 2, "successful": true } ]"#,
    );
    let report = support::run_battle("drills-used-together", "black-arm-bar", &json);
    let judge: Vec<&String> = report.events.iter().flat_map(|e| &e.judge).collect();
    assert!(
        judge
            .iter()
            .any(|j| j.contains("Black Arm Bar Drill \"cannot be used with\"")),
        "{judge:?}"
    );
}
