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

/// The whole run of a board: it passes its checkpoints and some step cites Referencing.
fn cites_referencing(board: &str) {
    let r = support::scenario_report(board);
    assert!(r.passed, "{board}: {:?}", r.checkpoints);
    assert!(
        r.events
            .iter()
            .any(|e| e.citations.iter().any(|c| c == REFERENCING)),
        "{board}: Referencing cited"
    );
}

/// Every other effect that changes a player's power stages reaches his Allies too (the s19
/// audit's pattern): Red Wrist Control Drill's "your opponent loses 1 power stage, down to 0"
/// and its "For every 3 power stages you lose", counting damage redirected to an Ally; Captain
/// Ginyu Reversal Drill's "your opponent loses 1 power stage"; Lord Slug Lv.2's "For each life
/// card of damage this attack deals, gain 1 power stage" (Battle Sequence 13); Blue Deceiving
/// Drill's "you may gain up to 3 power stages"; Earth Dragon Ball 1's "Instantly power up to
/// full" (CRD "Dragon Balls").
#[test]
fn every_effect_on_a_players_stages_reaches_his_allies() {
    for board in [
        "referencing-red-wrist-control-drill-opponent-loses-with-allies.json",
        "referencing-red-wrist-control-drill-counts-an-allys-loss.json",
        "referencing-captain-ginyu-reversal-drill-opponent-loses-with-allies.json",
        "referencing-gain-per-life-card-dealt-reaches-your-allies.json",
        "referencing-gain-up-to-reaches-your-allies.json",
        "referencing-power-up-to-full-reaches-your-allies.json",
    ] {
        cites_referencing(board);
    }
}
