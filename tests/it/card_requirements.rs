//! A card's own requirement written as what forbids it ("If there are not enough cards in the
//! discard pile, this card cannot be used": Hero Advantage's CRD 3.0.0 rewrite) enforced when the
//! card is used: refused with its words and ruling cited and the card not spent, or said met
//! (CRD 3.0.0 "What is a Requirement?").

use crate::support;

const HERO_ADVANTAGE: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/hero-advantage";
const REQUIREMENT: &str = "crd-3.0.0/what-is-a-requirement";

/// Hero Advantage's ruling: "If there are not enough cards in the discard pile, this card cannot
/// be used": with 2 cards (it draws 3) the use is refused quoting that sentence and citing the
/// ruling, and the card stays in play.
#[test]
fn a_card_whose_requirement_fails_is_refused_and_not_spent() {
    let r = support::scenario_report("requirement-hero-advantage-too-few-discards-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.clone().expect("the use is refused");
    assert!(
        e.contains("at least 3 card(s) in the discard pile) is not met for p2"),
        "{e}"
    );
    assert!(
        e.contains(&format!(
            "{HERO_ADVANTAGE} rewrites it: \"If there are not enough cards in the discard pile, this card cannot be used.\"; {REQUIREMENT}"
        )),
        "{e}"
    );
}

/// With 3 cards in the discard pile Hero Advantage's requirement is met: the Prepare Phase says
/// so citing its ruling, and the card is used and removed from the game as it says.
#[test]
fn a_card_whose_requirement_holds_is_used_and_says_so() {
    let r = support::scenario_report("requirement-hero-advantage-enough-discards-used.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let prepare = r
        .events
        .iter()
        .find(|e| e.step == 0)
        .expect("the Prepare Phase ran");
    assert!(
        prepare.citations.iter().any(|c| c == HERO_ADVANTAGE)
            && prepare.citations.iter().any(|c| c == REQUIREMENT),
        "{:?}",
        prepare.citations
    );
    assert!(
        prepare.notes.iter().any(|n| n.contains(
            "its requirement (the player has at least 3 card(s) in the discard pile) is met"
        )),
        "{:?}",
        prepare.notes
    );
}
