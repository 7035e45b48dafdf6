//! Card text done the moment a card is placed in play (CRD 3.0.0 Sequence of Play, 2) Non-Combat
//! Step): Senzu Bean (Saiyan Saga #43), "When you place this card in play, immediately raise your
//! Main Personality to its highest power stage. Remove from the game after use."

use crate::support::{self, scenario_report as run};

#[test]
fn senzu_bean_raises_the_main_personality_when_placed_and_is_removed_from_the_game() {
    let r = run("senzu-bean-acts-when-placed-in-play.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::turn_step(&r, 2, "the Non-Combat Step ran");
    assert!(placed
        .notes
        .iter()
        .any(|n| n == "Senzu Bean: done when it is placed in play"));
    assert!(
        placed
            .citations
            .iter()
            .any(|c| c == "crd-3.0.0/specific-card-clarifications-errata-rulings/senzu-bean"),
        "{:?}",
        placed.citations
    );
}
