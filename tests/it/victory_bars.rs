//! Victories a card in play forbids (CRD 3.0.0 "Most Powerful Personality Victory": "if you reach
//! that level without ... a rule preventing you winning the game, you win"): Tapkar, the Fastest
//! Lv.3 (World Games Saga #152) reads "(You cannot win with the Most Powerful Personality
//! Victory.)" and Saiyan Style Mastery (Majin Buu Saga #146) "You cannot win by the Most
//! Powerful Personality Victory.": reaching the highest level wins nothing, and the step says why.

use crate::support::{self, scenario_report as run};

#[test]
fn most_powerful_personality_victory_not_awarded_to_tapkar_the_fastest_lv3() {
    let r = run("most-powerful-victory-forbidden-by-tapkar-lv3.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "no victory: {:?}", r.outcome);
    let step = support::step_noting(
        &r,
        "the Most Powerful Personality Victory is not awarded",
        "a step says the victory is not awarded",
    );
    assert!(step.notes.iter().any(|n| n.contains(
        "Tapkar, the Fastest Lv.3 reads \"(You cannot win with the Most Powerful Personality Victory.)\""
    )));
    support::assert_cites(
        step,
        &[
            "crd-3.0.0/most-powerful-personality-victory",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/tapkar-the-fastest-lv-3",
        ],
    );
}

#[test]
fn most_powerful_personality_victory_not_awarded_under_saiyan_style_mastery() {
    // Saiyan Style Mastery (Majin Buu Saga #146): "You cannot win by the Most Powerful
    // Personality Victory." The Mastery in play forbids the victory as long as it stays.
    let r = run("most-powerful-victory-forbidden-by-a-mastery.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "no victory: {:?}", r.outcome);
    assert!(r.events.iter().flat_map(|e| &e.notes).any(|n| n.contains(
        "not awarded: Saiyan Style Mastery reads \"You cannot win by the Most Powerful Personality Victory.\""
    )));
}
