//! A personality's power that advances its Main Personality a level (CRD 3.0.0 "Anger": a level
//! gained by a card effect leaves anger as it is; "Drill Cards": Drills are discarded when the
//! Main Personality changes level): Lord Slug Lv.1 (Capsule Corp Power Pack #CP4), "If you
//! control 3 Dragon Balls of the same set, gain a personality level", and its CRD ruling "You can
//! use this power if you have more than 3 Dragon Balls in play".

use crate::support;

/// Battle Sequence step 3: 4 Earth Dragon Balls, the Main Personality advances to Lv.2, anger
/// stays 2, Meditation Drill is discarded.
#[test]
fn lord_slug_lv1_advances_with_three_dragon_balls_of_one_set() {
    let r = support::scenario_report("level-advance-lord-slug-lv1-dragon-balls-of-one-set.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    support::step_noting(
        &r,
        "p1's Main Personality advances to Lord Slug Lv.2; anger is not changed; 1 Drill(s) discarded",
        "the advance is said",
    );
}

/// Three Dragon Balls of two sets: the condition, said in words, does not hold.
#[test]
fn lord_slug_lv1_does_not_advance_without_three_of_one_set() {
    let r = support::scenario_report("level-advance-lord-slug-lv1-not-without-one-set.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    support::step_noting(
        &r,
        "the player controls 3 or more Dragon Balls of the same set in play) does not hold",
        "the condition is said",
    );
}
