//! Blue Biting Drill (CRD 3.0.0 "Drill Cards"): lowering the opponent's anger while it is 0
//! discards the top card of his Life Deck for each level lowered (a loss, not damage).

use crate::support;

/// Battle Sequence step 3 with Blue Biting Drill's "When you lower your opponent's anger but his
/// anger level is 0, your opponent discards the top card of his Life Deck for each anger level
/// lowered" (CRD 3.0.0 "Drill Cards"): Saiyan Gut Kick lowers p2's anger 1 level at 0, p2
/// discards 1 (R015).
#[test]
fn anger_lowered_at_zero_discards_at_step_3() {
    support::assert_step_says(
        "drill-anger-lowered-at-zero-discards.json",
        3,
        "Blue Biting Drill: p1 lowers p2's anger 1 level(s) while it is 0: p2 discards the top 1 card(s) of his Life Deck",
        &["crd-3.0.0/drill-cards", "crd-3.0.0/battle-sequence/3"],
    );
}
