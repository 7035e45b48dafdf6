//! The per-Combat record of life cards of damage taken: Goku, the Defender Lv.2's power waits for
//! the end of Combat and raises the anger only if he took 5 or more life cards at that level (CRD
//! 3.0.0 Specific Card Clarifications, Goku, the Defender Lv.2), and Orange Friendship's "You can
//! only use this card after you have taken 5 or more life cards of damage from 1 attack this
//! Combat" enforced as a requirement (CRD 3.0.0 "What is a Requirement?").

use crate::support::{assert_cites, scenario_report as run, step_noting};

const GOKU_THE_DEFENDER: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/goku-the-defender-lv-2";

/// The ruling: "you do not use the card effect until Combat has ended": used in p2's Attack
/// Phase after 6 life cards of damage, it waits, and raises the anger 1 -> 3 when Combat ends.
#[test]
fn goku_the_defender_raises_his_anger_when_combat_ends_after_six_life_cards() {
    let r = run("personality-goku-the-defender-anger-after-five-life-cards.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let used = r
        .events
        .iter()
        .find(|e| e.attack_phase == 2 && e.step == 1)
        .expect("p2's Attack Phase");
    assert_cites(used, &[GOKU_THE_DEFENDER]);
    let waits = step_noting(&r, "waits for the end of Combat", "the power does not wait");
    assert_cites(waits, &["crd-3.0.0/battle-sequence/3"]);
    let ended = step_noting(
        &r,
        "this Combat at the Goku, The Defender Lv.2 level) holds",
        "the condition is not checked when Combat ends",
    );
    assert_cites(
        ended,
        &["crd-3.0.0/phase-2-the-attack-phases", "crd-3.0.0/anger"],
    );
    assert!(ended.notes.iter().any(|n| n.contains("p2's anger 1 -> 3")));
}

/// No life cards of damage taken this Combat: the waiting effect's condition does not hold.
#[test]
fn goku_the_defender_keeps_his_anger_without_damage() {
    let r = run("personality-goku-the-defender-no-anger-without-damage.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let ended = step_noting(
        &r,
        "does not hold; its effects are not used",
        "the unmet condition is not said",
    );
    assert!(ended.judge.is_empty(), "{:?}", ended.judge);
}

/// Orange Friendship used before any damage: refused with its requirement said, card kept.
#[test]
fn orange_friendship_is_refused_before_five_life_cards_from_one_attack() {
    let r = run("requirement-orange-friendship-refused-before-five-life-cards.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let e = r.error.clone().expect("the use is refused");
    assert!(e.contains("crd-3.0.0/what-is-a-requirement"), "{e}");
}

/// After 6 life cards of damage from Black Fore Fist Punch the requirement is met and said.
#[test]
fn orange_friendship_is_used_after_six_life_cards_from_one_attack() {
    let r = run("requirement-orange-friendship-used-after-six-life-cards.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let used = step_noting(
        &r,
        "from 1 attack this Combat) is met",
        "the met requirement is not said",
    );
    assert_cites(used, &["crd-3.0.0/what-is-a-requirement"]);
}
