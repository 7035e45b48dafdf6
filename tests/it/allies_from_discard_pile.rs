//! Cards put into play from the discard pile by a card effect, under the normal rules for
//! putting them into play (CRD 3.0.0 "Putting Cards into play with card effects"): an Ally
//! enters at the stage its card names, else at 3 above 0 ("Putting Allies into Play"), and an
//! Ally's next level overlays the Ally in play at its highest stage ("Overlaying Allies": "Card
//! effects that place Allies into play can be used to overlay Allies").

use crate::support::{self, scenario_report as run};

#[test]
fn the_last_wish_puts_the_ally_in_play_at_three_above_zero() {
    // The Last Wish: "Search your discard pile and if an ally is there put it into play.";
    // CRD 3.0.0 "Putting Allies into Play": "initially set at 3 power stages above 0".
    let r = run("ally-from-discard-pile-the-last-wish.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = support::step_noting(
        &r,
        "Krillin Lv.1 enters play as p1's Ally at 3 power stage(s) above 0",
        "the Ally enters play",
    );
    assert!(e.judge.is_empty(), "{:?}", e.judge);
    support::assert_cites(
        e,
        &[
            "crd-3.0.0/putting-allies-into-play",
            "crd-3.0.0/putting-cards-into-play-with-card-effects",
        ],
    );
}

#[test]
fn an_allys_next_level_from_the_discard_pile_overlays_the_ally_in_play() {
    // Unexpected Allies (CRD 3.0.0 errata); CRD 3.0.0 "Overlaying Allies".
    let r = run("ally-from-discard-pile-overlays-ally-in-play.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = support::step_noting(
        &r,
        "Krillin Lv.2 is overlaid on p1's Ally Krillin, set at its highest power stage (10 above 0)",
        "the overlay is said",
    );
    assert!(e.judge.is_empty(), "{:?}", e.judge);
    support::assert_cites(e, &["crd-3.0.0/overlaying-allies"]);
}
