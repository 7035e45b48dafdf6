//! Cards in play a Combat card's modifier counts (CRD 3.0.0 Battle Sequence step 10, "Modified
//! Damage"): Blue Buu Blast's "If Earth Dragon Ball 1 or Earth Dragon Ball 2 is in play, this
//! attack does +1 Life Card of damage for each Blue Style Drill you have in play".

use crate::support;

/// Step 10: two Blue Style Drills in play with Earth Dragon Ball 2: 4 + 2 = 6 life cards.
#[test]
fn blue_buu_blast_counts_the_blue_style_drills_in_play_at_step_10() {
    let r = support::scenario_report("counted-modifier-per-style-drill-in-play.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step10 = r.events.iter().find(|e| e.step == 10).expect("step 10 ran");
    assert!(
        step10
            .notes
            .iter()
            .any(|n| n == "Blue Buu Blast counts 2 (your Blue Style Drills in play): 2 life cards"),
        "{:?}",
        step10.notes
    );
}
