//! A Combat card's own requirement to be played as its player's first card of the Combat
//! (CRD 3.0.0 "What is a Requirement?"; Specific Card Clarifications, Frieza Smiles: "Play this
//! card as your first card from your hand during Combat"), checked when the card defends: refused
//! quoting the card's sentence when its player already played a card, said to hold otherwise.

use crate::support::{self, scenario_report as run};

const FRIEZA_SMILES: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/frieza-smiles";

#[test]
fn first_card_requirement_refuses_a_defence_after_another_card_from_the_hand() {
    // Frieza Smiles' CRD rewrite: p2 already stopped an attack with Gohan's Energy Defense.
    let r = run("first-card-requirement-refused-after-another-card.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let error = r.error.as_deref().unwrap_or_default();
    for words in [
        "Frieza Smiles must be p2's first card played this Combat, and p2 has already played 1",
        "(its text: \"Play this card as your first card from your hand during Combat.\")",
        FRIEZA_SMILES,
    ] {
        assert!(error.contains(words), "{words:?} in {error:?}");
    }
}

/// CRD 3.0.0 "The Golden Rule": Black Super Kick's printed "This must be the first card you use
/// during Combat." has no CRD ruling; its refusal after another card cites the Golden Rule.
#[test]
fn first_card_requirement_printed_refuses_citing_the_golden_rule() {
    let r = run("first-card-requirement-printed-refused-citing-the-golden-rule.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let error = r.error.as_deref().unwrap_or_default();
    for words in [
        "Black Super Kick must be p1's first card played this Combat, and p1 has already played 1",
        "(its text: \"This must be the first card you use during Combat.\")",
        "crd-3.0.0/the-golden-rule",
    ] {
        assert!(error.contains(words), "{words:?} in {error:?}");
    }
}

#[test]
fn first_card_requirement_holds_for_the_first_card_from_the_hand() {
    // Frieza Smiles' CRD rewrite: as p2's first card, it stops the physical attack.
    let r = run("first-card-requirement-holds-as-first-card.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.error.is_none(), "{:?}", r.error);
    let step = support::step_noting(
        &r,
        "Frieza Smiles's requirement holds: it is p2's first card played this Combat (its text: \"Play this card as your first card from your hand during Combat.\")",
        "the defence says its requirement holds",
    );
    assert!(
        step.citations
            .iter()
            .any(|c| c == "crd-3.0.0/what-is-a-requirement"),
        "{:?}",
        step.citations
    );
}
