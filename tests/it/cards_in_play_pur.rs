//! Cards in play that raise a Main Personality's PUR, counted in the Power-Up Step (CRD 3.0.0
//! Sequence of Play, 3) Power-Up Step): a Dragon Ball's "while you control this Dragon Ball"
//! raise (CRD "Dragon Balls"). The Battlegrounds' and Locations' changes are in
//! `battleground_rules.rs`.

use crate::support;

/// Alt. Dende Dragon Ball 5: "your Main Personality gains +3 to his PUR while you control this
/// Dragon Ball": Raditz Lv.1 (PUR 1) powers up 4, citing the Dragon Balls section.
#[test]
fn a_controlled_dragon_balls_pur_raise_counts_at_power_up() {
    let r = support::scenario_report("dragon-ball-pur-while-controlled-power-up.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(&r, "from cards in play", "the raise is said");
    support::assert_cites(
        step,
        &["crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls"],
    );
}
