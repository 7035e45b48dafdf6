//! Searches whose number of cards is a count (CRD 3.0.0 "Secondary Effects", "Dragon Balls"):
//! Porunga's Approval's "Shuffle 1 card in your discard pile into your Life Deck for each Namek
//! Dragon Ball you have in play" counts the player's own Namek Dragon Balls only.

use crate::support;

/// CRD 3.0.0 Battle Sequence step 3 (secondary effects) and "Dragon Balls": p1's Namek Dragon
/// Ball 1 counts, his Earth Dragon Ball and p2's Namek Dragon Ball 3 do not: 1 card (the one
/// `choose` names) shuffled in, Life Deck 20 -> 21.
#[test]
fn porungas_approval_shuffles_one_card_per_namek_dragon_ball_you_have_in_play() {
    let r = support::scenario_report(
        "search-per-count-porungas-approval-namek-dragon-balls-you-have.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let step3 = r.events.iter().find(|e| e.step == 3).expect("step 3 ran");
    assert!(
        step3
            .notes
            .iter()
            .any(|n| n.starts_with("Porunga's Approval: 1 counted")),
        "{:?}",
        step3.notes
    );
    assert!(step3.judge.is_empty(), "{:?}", step3.judge);
}
