//! CRD 3.0.0 "Referencing" ("Whenever a card refers to your "opponent", or "you", it affects all
//! of that player's personalities") for power stages: a card that names the player ("Your
//! opponent loses 2 power stages", "Gain 3 power stages") changes the Main Personality and every
//! Ally in play; a card that names the Main Personality ("lower his main personality 2 power
//! stages") changes it alone, and says the Allies are not touched.

use crate::support;

const REFERENCING: &str = "crd-3.0.0/referencing";

/// The step's notes and whether it cites Referencing.
fn step_of(board: &str, step: u32) -> (Vec<String>, bool) {
    let r = support::scenario_report(board);
    assert!(r.passed, "{board}: {:?}", r.checkpoints);
    let e = r
        .events
        .iter()
        .find(|e| e.step == step)
        .unwrap_or_else(|| panic!("{board}: step {step} ran"));
    (
        e.notes.clone(),
        e.citations.iter().any(|c| c == REFERENCING),
    )
}

/// Battle Sequence step 8 with Piccolo, The Hero Lv.3's "Your opponent loses 2 power stages
/// whenever your opponent stops a physical attack you perform": Vegeta 1 -> 0 and a life card,
/// his Ally Nappa 3 -> 1, Referencing cited.
#[test]
fn your_opponent_loses_stages_reaches_his_allies_at_step_8() {
    let (notes, cited) = step_of(
        "referencing-opponent-loses-stages-reaches-his-allies.json",
        8,
    );
    assert!(cited, "{notes:?}");
    assert!(
        notes
            .iter()
            .any(|n| n == "Piccolo, The Hero Lv.3: p2's Ally Nappa Lv.1 stage 3 -> 1"),
        "{notes:?}"
    );
}

/// Battle Sequence step 8 with Android 16, the Machine Lv.2's "lower his main personality 2
/// power stages": Vegeta 5 -> 3, Nappa untouched and said so.
#[test]
fn his_main_personality_loses_stages_alone_at_step_8() {
    let (notes, cited) = step_of("referencing-his-main-personality-leaves-his-allies.json", 8);
    assert!(cited, "{notes:?}");
    assert!(notes.iter().any(|n| n.contains("not touched")), "{notes:?}");
    assert!(
        notes.iter().all(|n| !n.contains("Nappa Lv.1 stage")),
        "{notes:?}"
    );
}

/// Battle Sequence step 6 with Namekian Fist Block's "Gain 3 power stages": Piccolo 2 -> 5 and
/// his Ally Krillin 3 -> 6.
#[test]
fn you_gain_stages_reaches_your_allies_at_step_6() {
    let (notes, cited) = step_of("referencing-you-gain-stages-reaches-your-allies.json", 6);
    assert!(cited, "{notes:?}");
    assert!(
        notes
            .iter()
            .any(|n| n == "Namekian Fist Block: p2's Ally Krillin Lv.1 stage 3 -> 6"),
        "{notes:?}"
    );
}
