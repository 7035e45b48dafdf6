//! Rulings that say how long a card's sentence lasts (CRD 3.0.0 Specific Card Clarifications,
//! Who's Da Man!: "The +4 power stages of damage to all of your physical attacks last for the
//! remainder of Combat"): the sentence is read with that duration and floats (Floating Effects).

use scouter::commands::lookup::card;

use crate::support;

const WHOS_DA_MAN: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/whos-da-man";

#[test]
fn whos_da_man_is_read_with_the_duration_its_ruling_gives() {
    let r = card(support::corpus(), "score/cell-games-saga/113", None);
    let view = r.cards.first().expect("Who's da Man!");
    assert_eq!(view.read_from_ruling.as_deref(), Some(WHOS_DA_MAN));
    let read = view.read_as.as_deref().expect("read from its ruling");
    assert!(
        read.contains("For the remainder of Combat, all of your physical attacks do +4"),
        "{read}"
    );
    // The sentence the ruling does not name is left as printed.
    assert!(read.contains("For the remainder of Combat, play with your hand face up"));
}

#[test]
fn whos_da_man_adds_four_to_a_later_physical_attack_this_combat() {
    // Battle Sequence step 10 (crd-3.0.0/battle-sequence/10): the floating +4 is a modifier of
    // the physical attack played two Attack Phases after the card was used.
    let r = support::scenario_report("ruled-duration-physical-attacks-do-more.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let modifiers = r
        .events
        .iter()
        .find(|e| e.step == 10 && e.notes.iter().any(|n| n.contains("Who's da Man!")))
        .expect("step 10 names Who's da Man!'s +4");
    assert!(
        modifiers
            .notes
            .iter()
            .any(|n| n.contains("+4 power stages")),
        "{:?}",
        modifiers.notes
    );
    support::assert_cites(modifiers, &["crd-3.0.0/floating-effects"]);
    assert!(r
        .events
        .iter()
        .any(|e| e.citations.iter().any(|c| c == WHOS_DA_MAN)));
}
