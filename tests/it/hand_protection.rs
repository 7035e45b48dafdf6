//! A hand kept from the opponent's card effects by the Constant Combat Power in control of
//! Combat (CRD 3.0.0 Specific Card Clarifications, Gohan Lv.1 (Majin Buu Saga #161): "You do not
//! discard cards from your hand from your opponent's card effects").

use crate::support;

/// Kogu Lv.1's successful power would make Gohan Lv.1's player discard a card: the hand is
/// unchanged, the step says why and cites the power's rule and ruling.
#[test]
fn opponents_discard_from_the_hand_does_not_happen() {
    let r = support::scenario_report("personality-power-hand-safe-from-opponent.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let event = r
        .events
        .iter()
        .find(|e| {
            e.notes
                .iter()
                .any(|n| n.contains("Gohan Lv.1's Constant Combat Power: p2 does not discard"))
        })
        .expect("a step says the power kept the hand");
    support::assert_cites(
        event,
        &[
            "crd-3.0.0/power-up-rating-pur",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/gohan-lv-1-2",
        ],
    );
}
