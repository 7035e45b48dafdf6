//! Non-Combat cards used from play right after their player's attack becomes successful (CRD
//! 3.0.0 "Non-Combat Cards", "Use When Needed Effects", "Capturing Dragon Balls"; Battle
//! Sequence step 8): Eyes of the Dragon searches a Dragon Ball into play and captures one, Goku's
//! Touch captures one and is removed from the game, and a Non-Combat card played from the hand
//! at that moment is refused citing "Non-Combat Cards".

use crate::support;
use crate::support::scenario_report as run;

/// Eyes of the Dragon (CRD 3.0.0 rewrite): "Use when needed. After you perform a successful
/// energy attack, search your Life Deck for a Dragon Ball then place it in play and capture a
/// Dragon Ball from your opponent." Battle Sequence 8, "Use When Needed Effects".
#[test]
fn eyes_of_the_dragon_searches_and_captures_after_step_8() {
    let r = run("non-combat-after-success-eyes-of-the-dragon.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let used = support::step_noting(
        &r,
        "p1 uses Eyes of the Dragon, a Non-Combat card in play",
        "Eyes of the Dragon used",
    );
    assert_eq!((used.attack_phase, used.step), (1, 8));
    support::assert_cites(
        used,
        &[
            "crd-3.0.0/battle-sequence/8",
            "crd-3.0.0/non-combat-non-drill-cards",
            "crd-3.0.0/use-when-needed-effects",
            "crd-3.0.0/searching-for-cards-a-k-a-cherry-picking-rule",
            "crd-3.0.0/capturing-dragon-balls",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/eyes-of-the-dragon",
        ],
    );
    assert!(
        used.notes
            .iter()
            .any(|n| n.contains("p1 captures Alt. Dende Dragon Ball 7")),
        "{:?}",
        used.notes
    );
    // The attack still deals its 5 life cards afterwards (step 13).
    let dealt = r
        .events
        .iter()
        .find(|e| e.attack_phase == 1 && e.step == 13)
        .expect("step 13");
    assert!(
        dealt.account.contains("5 life card(s)"),
        "{}",
        dealt.account
    );
}

/// Goku's Touch (CRD 3.0.0 rewrite): "Use after you perform a successful physical attack to
/// capture an opponent's Dragon Ball. Remove from the game after use." Battle Sequence 8,
/// "Capturing Dragon Balls" (card captures).
#[test]
fn gokus_touch_captures_and_is_removed_from_the_game() {
    let r = run("non-combat-after-success-gokus-touch.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let used = support::step_noting(&r, "p1 captures Earth Dragon Ball 2", "the capture");
    assert_eq!(used.step, 8);
    support::assert_cites(
        used,
        &[
            "crd-3.0.0/capturing-dragon-balls",
            "crd-3.0.0/specific-card-clarifications-errata-rulings/gokus-touch",
        ],
    );
    assert!(
        used.account.contains("removed from the game"),
        "{}",
        used.account
    );
}

/// CRD 3.0.0 "Non-Combat Cards": "They are played in front of you during your Non-Combat Step,
/// and they remain face up on the table until they are used." Goku's Touch in the hand is
/// refused at its moment, and nothing is captured.
#[test]
fn a_non_combat_card_from_the_hand_is_refused_at_its_moment() {
    let r = run("non-combat-after-success-from-hand-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.expect("refused");
    assert!(
        err.contains("Goku's Touch cannot be played by p1 from the hand")
            && err.contains("crd-3.0.0/non-combat-cards"),
        "{err}"
    );
}

/// The same card used in place of an attack (step 1) is refused with the moment it names.
#[test]
fn gokus_touch_in_place_of_an_attack_is_refused() {
    let text = std::fs::read_to_string(
        support::root().join("tests/scenarios/non-combat-after-success-gokus-touch.json"),
    )
    .expect("reads");
    let json: serde_json::Value = serde_json::from_str(&text).expect("json");
    let mut json = json;
    json["actions"] = serde_json::json!([
        { "p1": "use", "card": "Goku's Touch", "capture": "Earth Dragon Ball 2" }
    ]);
    json["expect"] = serde_json::json!([]);
    let r =
        support::battle_report("after-success-uses", "in-place", &json.to_string()).expect("loads");
    let err = r.error.expect("refused");
    assert!(
        err.contains("Goku's Touch cannot be played by p1 now")
            && err.contains("immediately after a physical attack"),
        "{err}"
    );
}
