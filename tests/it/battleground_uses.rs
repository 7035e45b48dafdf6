//! A Battleground's or Location's own "In place of an attack" (`in_play::battleground_uses`,
//! CRD 3.0.0 "Battleground and Location Cards"): a `use` naming it in an Attack Phase takes the
//! attack's slot and the card stays in play; one whose text names no such use is refused with
//! the rule. Board files in `tests/scenarios/`.

use crate::support;

/// CRD 3.0.0 "Battleground and Location Cards", Battle Sequence 16: Korin's Tower places Nappa
/// Lv.1 from p1's hand at 3 power stages above 0 and stays in play.
#[test]
fn korins_tower_places_an_ally_in_place_of_an_attack() {
    let r = support::scenario_report("location-korins-tower-in-place-of-an-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "p1 uses Korin's Tower (Location) in place of an attack, as its text says",
        "step 1 says the Location's use",
    );
    support::assert_cites(step, &["crd-3.0.0/battleground-and-location-cards"]);
    // Step 16 keeps the Location in play: the checkpoint after it holds Korin's Tower in play.
    let end = r.events.iter().find(|e| e.step == 16).expect("step 16 ran");
    support::assert_cites(end, &["crd-3.0.0/battleground-and-location-cards"]);
}

/// CRD 3.0.0 "Battleground and Location Cards": Tree of Might names no use in place of an
/// attack; the `use` is refused with the rule's id.
#[test]
fn tree_of_might_use_in_place_of_an_attack_refused() {
    let r = support::scenario_report("battleground-without-in-place-of-an-attack-use-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
}
