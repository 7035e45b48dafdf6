//! Whose Dragon Ball it is and what its powers do for whom (CRD 3.0.0 "Dragon Balls",
//! "Capturing Dragon Balls", "Ownership", Glossary "Controller"/"Owner"): a Dragon Ball in play
//! has an owner and a controller, captures keep the owner, "back into the owner's Life Deck"
//! reads it; a Dragon Ball's effects when played (set every personality to a stage, one of two
//! effects); its "While you control this Dragon Ball" powers follow its controller.

use scouter::engine::compile::compile_text;
use scouter::engine::effects::{Effect, Scope};

use crate::support::{self, scenario_report as run};

const OWNERSHIP: &str = "crd-3.0.0/ownership";
const CAPTURING: &str = "crd-3.0.0/capturing-dragon-balls";
const DRAGON_BALLS: &str = "crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls";

#[test]
fn a_captured_dragon_ball_shuffled_back_goes_into_its_owners_life_deck() {
    // Dende Dragon Ball 2; CRD 3.0.0 "Ownership", Glossary "Controller".
    let r = run("dragon-ball-owner-gets-it-back-in-life-deck.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(&r, "to p1's Life Deck", "the owner is named");
    assert!(placed.judge.is_empty(), "{:?}", placed.judge);
    support::assert_cites(placed, &[OWNERSHIP, "crd-3.0.0/may-rule"]);
}

#[test]
fn dende_dragon_ball_6_sets_the_opponents_main_personality_and_allies_to_4() {
    // Dende Dragon Ball 6; Sequence of Play 2: "you do what it tells you to right after you play it".
    let r = run("dragon-ball-sets-opponents-personalities.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(&r, "p1 plays Dende Dragon Ball 6", "it is played");
    assert!(placed.judge.is_empty(), "{:?}", placed.judge);
}

#[test]
fn namek_dragon_ball_6s_alternative_is_chosen_by_option_or_by_its_printed_words() {
    // Namek Dragon Ball 6; CRD 3.0.0 "Dragon Balls": its effects are used at once.
    let r = run("dragon-ball-one-of-two-effects-chosen.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(&r, "chooses option 2 of 2", "the choice is said");
    assert!(placed.judge.is_empty(), "{:?}", placed.judge);
    // The same board with the alternative named by its words.
    let path = support::root().join("tests/scenarios/dragon-ball-one-of-two-effects-chosen.json");
    let text = std::fs::read_to_string(&path).expect("the scenario file");
    let by_words = text.replace(
        r#""choose": ["option 2"]"#,
        r#""choose": ["Lower an opponents anger 2 levels"]"#,
    );
    assert_ne!(by_words, text);
    let r = support::run_battle("dragon-ball-owners", "namek-6-by-words", &by_words);
    assert!(r.passed, "{:?}", r.checkpoints);
}

#[test]
fn a_while_you_control_modifier_is_read_and_any_other_stays_with_the_judge() {
    // Alt. Dende Dragon Ball 2 (read) and Alt. Namek Dragon Ball 6 (a Sensei's power: judge).
    let c = compile_text("While you control this Dragon Ball, all of your physical attacks do +3 power stages of damage.");
    match c.effects.as_slice() {
        [Effect::WhileYouControl(v)] => assert!(
            matches!(v.as_slice(), [Effect::Modify(m)] if m.scope == Scope::YourAttacks && m.power_stages == 3),
            "{v:?}"
        ),
        other => panic!("{other:?}"),
    }
    let c = compile_text(
        "While you control this Dragon Ball, your opponent cannot use the power of his Sensei Card.",
    );
    assert!(
        matches!(c.effects.as_slice(), [Effect::Manual(_)]),
        "{:?}",
        c.effects
    );
}

#[test]
fn a_while_you_control_power_is_lost_on_capture_and_the_capturers_when_he_uses_all_its_powers() {
    // Capturing Dragon Balls ("all or none"; "Dragon Ball Floating Effects"); Battle Sequence 10.
    let r = run("dragon-ball-while-controlled-power-follows-capture.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let capture = support::step_noting(&r, "p2 captures Alt. Dende Dragon Ball 2", "the capture");
    assert!(capture.judge.is_empty(), "{:?}", capture.judge);
    support::assert_cites(capture, &[CAPTURING, OWNERSHIP, DRAGON_BALLS]);
    assert!(capture
        .notes
        .iter()
        .any(|n| n.contains("stays p1's card: p2 controls it")));
    let plus_three: Vec<_> = r
        .events
        .iter()
        .filter(|e| {
            e.step == 10
                && e.notes
                    .iter()
                    .any(|n| n.contains("Alt. Dende Dragon Ball 2 (while"))
        })
        .map(|e| e.attack_phase)
        .collect();
    assert_eq!(
        plus_three,
        vec![1, 4],
        "the +3 in p1's first and p2's attack only"
    );
}

#[test]
fn a_dragon_ball_captured_using_none_of_its_powers_gives_its_capturer_nothing() {
    // Capturing Dragon Balls: "you must choose to use all or none of its powers".
    let r = run("dragon-ball-captured-using-none-of-its-powers.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(!r
        .events
        .iter()
        .any(|e| e.notes.iter().any(|n| n.contains("(while"))));
}

#[test]
fn a_dragon_ball_owner_that_is_not_in_play_is_refused_with_the_field_named() {
    // The board format: `in_play.dragon_ball_owners` names a Dragon Ball the player controls.
    let path =
        support::root().join("tests/scenarios/dragon-ball-owner-gets-it-back-in-life-deck.json");
    let text = std::fs::read_to_string(&path).expect("the scenario file");
    let bad = text.replace(
        r#""dragon_ball_owners": { "Dende Dragon Ball 5": "p1" }"#,
        r#""dragon_ball_owners": { "Dende Dragon Ball 4": "p1" }"#,
    );
    assert_ne!(bad, text);
    let err = support::battle_report("dragon-ball-owners", "owner-not-in-play", &bad)
        .expect_err("refused");
    assert!(
        format!("{err:#}").contains("players.p2.in_play.dragon_ball_owners.Dende Dragon Ball 4"),
        "{err}"
    );
}

#[test]
fn namek_dragon_ball_1_draws_until_its_player_holds_3_cards() {
    // Namek Dragon Ball 1; CRD 3.0.0 "Secondary Effects".
    let r = run("dragon-ball-draws-until-hand-size.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    support::step_noting(
        &r,
        "draws until 3 are in the hand: draws 2",
        "the draw is said",
    );
}

#[test]
fn namek_dragon_ball_4_discards_the_opponents_non_combat_cards_and_drills_not_his_dragon_balls() {
    // Namek Dragon Ball 4; CRD 3.0.0 "Non-Combat Cards" (Drills are Non-Combat cards).
    let r = run("dragon-ball-discards-opponents-non-combat-cards.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(&r, "p1 plays Namek Dragon Ball 4", "it is played");
    assert!(placed.judge.is_empty(), "{:?}", placed.judge);
}

#[test]
fn namek_dragon_ball_7_placed_captures_the_named_dragon_ball_which_keeps_its_owner() {
    // Namek Dragon Ball 7; CRD 3.0.0 "Capturing Dragon Balls" (Card Captures), "Ownership".
    let r = run("dragon-ball-captures-another-when-played.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(&r, "p1 captures Namek Dragon Ball 2", "the capture is said");
    assert!(placed.judge.is_empty(), "{:?}", placed.judge);
    support::assert_cites(placed, &[CAPTURING, OWNERSHIP]);
}

#[test]
fn alt_namek_dragon_ball_5_emptying_the_opponents_life_deck_wins_by_survival_at_once() {
    // Alt. Namek Dragon Ball 5; CRD 3.0.0 How To Win, 1) Survival Victory.
    let r = run("dragon-ball-empties-opponents-life-deck.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(&r, "p1 wins (Survival Victory)", "the victory is said");
    support::assert_cites(placed, &["crd-3.0.0/survival-victory"]);
}
