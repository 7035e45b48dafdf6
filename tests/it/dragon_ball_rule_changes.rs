//! Dragon Balls whose text changes a rule while their player controls them (CRD 3.0.0 "Dragon
//! Balls", "Capturing Dragon Balls", Battle Sequence 14, "What does Endurance do?"): Alt. Earth
//! Dragon Ball 3's raised Life Card Capture threshold and the Endurance it gives Styled cards;
//! Alt. Dende Dragon Ball 6's higher stage for Allies taking control of Combat ("Allies Taking
//! Over Combat", Battle Sequence 4).

use scouter::engine::compile::compile_text;
use scouter::engine::effects::Effect;

use crate::support::{self, scenario_report as run};

const CAPTURING: &str = "crd-3.0.0/capturing-dragon-balls";
const DRAGON_BALLS: &str = "crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls";
const SCENARIO: &str = "dragon-ball-raises-capture-threshold.json";

#[test]
fn alt_earth_dragon_ball_3s_while_you_control_sentence_is_read_whole() {
    // Alt. Earth Dragon Ball 3 (Cosmic Anthology #CA27): both halves of the sentence.
    let c = compile_text("While you control this Dragon Ball, all Styled cards in your Life Deck without Endurance gain Endurance 1 and your opponent's attacks need to deal 7 or more life cards of damage to capture a Dragon Ball instead of 5.");
    let [Effect::WhileYouControl(v)] = c.effects.as_slice() else {
        panic!("{:?}", c.effects)
    };
    assert!(
        matches!(v.as_slice(), [Effect::EnduranceGrant(g), Effect::CaptureThresholdAgainstYou(7)]
            if g.value == 1 && g.filter.style.as_deref() == Some("Styled")),
        "{v:?}"
    );
}

#[test]
fn six_life_cards_capture_nothing_from_the_controller_of_alt_earth_dragon_ball_3() {
    // Battle Sequence 14 / "Life Card Capture" (5 or more), raised to 7 by the Dragon Ball.
    let r = run(SCENARIO);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = r
        .events
        .iter()
        .find(|e| e.step == 14)
        .expect("step 14 runs");
    assert!(
        step.account.contains("fewer than 7, no capture")
            && step
                .account
                .contains("Alt. Earth Dragon Ball 3 (while p2 controls it)"),
        "{}",
        step.account
    );
    support::assert_cites(step, &[CAPTURING, DRAGON_BALLS]);
}

#[test]
fn the_same_six_life_cards_capture_a_dragon_ball_that_changes_no_rule() {
    // The plain rule (Battle Sequence 14: "5 or more life cards"): Earth Dragon Ball 3 in its place.
    let path = support::root().join("tests/scenarios").join(SCENARIO);
    let text = std::fs::read_to_string(&path).expect("the scenario file");
    let plain = text.replace("Alt. Earth Dragon Ball 3", "Earth Dragon Ball 3");
    let r = support::battle_report("dragon-ball-rule-changes", "plain-threshold", &plain)
        .expect("loads");
    assert!(!r.passed, "the capture is made, so p2 no longer holds it");
    let capture = support::step_noting(&r, "p1 captures Earth Dragon Ball 3", "the capture");
    assert_eq!(capture.step, 14);
}

#[test]
fn a_styled_card_without_endurance_has_endurance_1_for_the_dragon_balls_controller() {
    // "What does Endurance do?"; CRD "Styled Cards"; Alt. Earth Dragon Ball 3's grant.
    let r = run("dragon-ball-grants-endurance-to-styled-cards.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "Alt. Earth Dragon Ball 3 (while p2 controls it): Red Energy Suspension has no Endurance of its own and has Endurance 1",
        "the grant is said",
    );
    assert_eq!(step.step, 13);
    assert!(step.judge.is_empty(), "{:?}", step.judge);
}

#[test]
fn alt_dende_dragon_ball_6_is_read_whole() {
    let c = compile_text("Raise your Main Personality to his highest power stage. While you control this Dragon Ball, your Allies may take control of combat when your Main Personality is at 4 power stages above 0 or lower.");
    assert!(
        c.effects.iter().any(
            |e| matches!(e, Effect::WhileYouControl(v) if v == &[Effect::AllyControlAtOrBelow(4)])
        ),
        "{:?}",
        c.effects
    );
}

#[test]
fn an_ally_takes_control_at_four_above_0_for_the_controller_of_alt_dende_dragon_ball_6() {
    // CRD 3.0.0 "Allies Taking Over Combat" (0 or 1), raised to 4 by the Dragon Ball; step 4.
    let r = run("dragon-ball-allies-take-control-at-four.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = r.events.iter().find(|e| e.step == 4).expect("step 4 runs");
    assert!(
        step.account.contains("Yamcha Lv.1 is in control of Combat for p2")
            && step
                .notes
                .iter()
                .any(|n| n.contains("Alt. Dende Dragon Ball 6") && n.contains("4 above 0 or lower")),
        "{} {:?}",
        step.account,
        step.notes
    );
    support::assert_cites(step, &["crd-3.0.0/allies-taking-over-combat", DRAGON_BALLS]);
}

#[test]
fn above_four_the_ally_is_still_refused() {
    let r = run("dragon-ball-allies-take-control-above-four-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.expect("refused");
    assert!(
        err.contains("Yamcha Lv.1 cannot take control of Combat")
            && err.contains("not 4 or lower")
            && err.contains("Alt. Dende Dragon Ball 6"),
        "{err}"
    );
}

/// CRD 3.0.0 "Floating Effects", Battle Sequence 14: Orange Face Breaker's "for the remainder of
/// Combat you may capture a Dragon Ball after each successful attack that deals less than 5 life
/// cards of damage": a later attack dealing 1 life card captures; its own attack, dealing none,
/// leaves the point to the judge.
#[test]
fn a_floating_capture_after_an_attack_dealing_less_than_five_life_cards() {
    let r =
        support::scenario_report("floating-capture-orange-face-breaker-below-five-life-cards.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(
        &r,
        "Orange Face Breaker (a floating effect): p1 may capture a Dragon Ball",
        "step 14 names the floating effect that allows the capture",
    );
    assert_eq!(step.step, 14);
    support::assert_cites(
        step,
        &["crd-3.0.0/battle-sequence/14", "crd-3.0.0/floating-effects"],
    );
    assert!(
        r.events
            .iter()
            .flat_map(|e| &e.judge)
            .any(|j| j.contains("this attack dealt no life cards")),
        "the attack dealing none is the judge's"
    );
}
