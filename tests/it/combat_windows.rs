//! Cards used at their own moment in Combat, not only to attack, defend or pass (issue 18): a
//! Drill used in place of an attack as its CRD ruling's opening says (Speaking With the King
//! Drill), a Non-Combat card used when its player performs an energy attack and one discarded by
//! a successful energy attack against its owner (T-Rex Offense), and a card used as the
//! opponent's anger reaches 5 (King Cold Smiles). Each refusal names the rule it applies.

use crate::support;
use crate::support::scenario_report as run;

const SPEAKING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/speaking-with-the-king-drill";
const T_REX: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/t-rex-offense";
const KING_COLD: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/king-cold-smiles";

/// CRD 3.0.0 "Drill Cards", Battle Sequence 1 and 3, and the card's ruling ("This card should
/// read "Once per turn, in place of an attack..." This Drill affects Dragon Balls."): the Drill
/// is used at step 1, its look at the top 3 resolves at step 3 and it stays in play.
#[test]
fn speaking_with_the_king_drill_used_in_place_of_an_attack() {
    let r = run("drill-in-place-of-attack-speaking-with-the-king.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let used = support::step_noting(
        &r,
        "p1 uses Speaking with the King Drill in place of an attack",
        "the Drill used at step 1",
    );
    assert_eq!((used.attack_phase, used.step), (1, 1));
    support::assert_cites(used, &["crd-3.0.0/drill-cards", SPEAKING]);
    let removed = support::step_noting(&r, "removed from the game", "the other 2 removed");
    assert_eq!(removed.step, 3);
    assert!(
        removed
            .notes
            .iter()
            .any(|n| n.contains("L1, L2 (the other cards looked at)")),
        "{:?}",
        removed.notes
    );
    // The Dragon Ball taken is no search's: Dragon Ball Immunity is said not to apply.
    assert!(
        removed
            .notes
            .iter()
            .any(|n| n.contains("p1 takes Earth Dragon Ball 4 (a Dragon Ball")),
        "{:?}",
        removed.notes
    );
}

/// "Once per turn, in place of an attack": a turn has one Combat Step (CRD 3.0.0 "The Sequence
/// of Play for One Complete Turn", step 5), so a second use in the Combat is refused citing the
/// ruling and that step.
#[test]
fn speaking_with_the_king_drill_once_per_turn() {
    let r = run("drill-in-place-of-attack-once-per-turn-refused.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let err = r.error.as_deref().unwrap_or_default();
    assert!(err.contains(SPEAKING), "{err}");
    assert!(
        err.contains("crd-3.0.0/the-sequence-of-play-for-one-complete-turn/5"),
        "{err}"
    );
}

/// CRD 3.0.0 "Drill Cards": a Drill whose text names no use in place of an attack is refused
/// with that rule's id.
#[test]
fn drill_without_a_use_is_refused_citing_drill_cards() {
    let r = run("drill-without-use-in-place-of-attack-refused.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let err = r.error.as_deref().unwrap_or_default();
    assert!(err.contains("(crd-3.0.0/drill-cards)"), "{err}");
}

/// T-Rex Offense (CRD 3.0.0 rewrite), Battle Sequence 1, 8 and 10: the user's card adds +1 life
/// card to the energy attack being performed and is discarded after use; the defender's is
/// discarded once the energy attack is found successful at step 8.
#[test]
fn t_rex_offense_adds_a_life_card_and_is_discarded_by_a_successful_energy_attack() {
    let r = run("t-rex-offense-used-when-performing-energy-attack.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let used = support::step_noting(
        &r,
        "p1 uses T-Rex Offense, a Non-Combat card in play, as p1 performs an energy attack",
        "T-Rex Offense used at step 1",
    );
    assert_eq!(used.step, 1);
    support::assert_cites(used, &[T_REX, "crd-3.0.0/modified-damage"]);
    let hit = support::step_noting(
        &r,
        "a successful energy attack was performed against p2 while it was in play",
        "p2's T-Rex Offense discarded",
    );
    assert_eq!(hit.step, 8);
    support::assert_cites(hit, &[T_REX, "crd-3.0.0/non-combat-non-drill-cards"]);
}

/// T-Rex Offense named after a physical attack: refused with the moment the card names, citing
/// its CRD rewrite and "How do you play a Energy Combat, Physical Combat or Combat card?".
#[test]
fn t_rex_offense_with_a_physical_attack_is_refused() {
    let r = run("t-rex-offense-with-physical-attack-refused.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let err = r.error.as_deref().unwrap_or_default();
    assert!(err.contains(T_REX), "{err}");
    assert!(
        err.contains("crd-3.0.0/how-do-you-play-a-energy-combat-physical-combat-or-combat-card"),
        "{err}"
    );
}

/// King Cold Smiles (CRD 3.0.0 rewrite), Battle Sequence 3, "Use When Needed Effects": the
/// anger reaching 5 at step 3 is set to 3 instead of advancing Raditz, and the card is removed
/// from the game in that step.
#[test]
fn king_cold_smiles_sets_anger_to_three_instead_of_a_level() {
    let r = run("king-cold-smiles-anger-set-instead-of-level.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let set = support::step_noting(
        &r,
        "King Cold Smiles: p1's anger reaches 5: it is set to 3 instead of gaining a personality level",
        "the anger set instead",
    );
    assert_eq!(set.step, 3);
    support::assert_cites(set, &[KING_COLD, "crd-3.0.0/use-when-needed-effects"]);
    assert!(
        set.account
            .contains("p2 uses King Cold Smiles as p1's anger reaches 5"),
        "{}",
        set.account
    );
}

/// King Cold Smiles before the anger reaches 5: refused at the defender's step quoting its moment
/// and citing its ruling.
#[test]
fn king_cold_smiles_before_the_anger_reaches_five_is_refused() {
    let r = run("king-cold-smiles-refused-before-anger-reaches-five.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let err = r.error.as_deref().unwrap_or_default();
    assert!(err.contains(KING_COLD), "{err}");
}

/// Trunks Energy Sphere's ruling: the defender acts again after the answer to his Combat card
/// (CRD 3.0.0 Battle Sequence 5, "Defending"). A board whose actions end there stops with a
/// clear script error naming what is expected, never an internal error.
#[test]
fn trunks_energy_sphere_answer_needs_the_defenders_next_action() {
    let json = r#"{
  "scouter_scenario": 1,
  "title": "Trunks Energy Sphere answers Goku's Truce; the actions end there",
  "attacker": "p1",
  "players": {
    "p1": { "main_personality": { "card": "score/saiyan-saga/158", "stage": 5 },
            "life_deck": { "unknown_below": 30 },
            "hand": ["Saiyan Right Cross", "Trunks Energy Sphere"] },
    "p2": { "main_personality": { "card": "score/saiyan-saga/170", "stage": 5 },
            "life_deck": { "unknown_below": 30 },
            "hand": ["Goku's Truce"] }
  },
  "actions": [
    { "p1": "play", "card": "Saiyan Right Cross" },
    { "p2": "play", "card": "Goku's Truce" },
    { "p1": "play", "card": "Trunks Energy Sphere" }
  ]
}"#;
    let r = support::battle_report("combat-windows", "answer-then-end", json).expect("loads");
    let err = r.error.expect("stops at the defender's next action");
    assert!(!err.contains("internal error"), "{err}");
    assert!(
        err.contains("p2 to act again after the answer to Goku's Truce"),
        "{err}"
    );
}
