//! Dragon Balls read from their CRD rulings (CRD 3.0.0 "Specific Card Clarifications", Earth
//! Dragon Balls 4, 6 and 7): what the ruling says the card does "When this card is placed in
//! play" is used when it is placed, its power to end Combat only in Combat in place of an attack,
//! its power to skip the next Combat at the opponent's Declare Step; a Drill that forbids cards
//! that end Combat keeps such a Dragon Ball in the hand (Blue Battle Drill's ruling).

use scouter::engine::battle::Outcome;
use scouter::engine::compile::{compile_for, pool_text::pool_text};
use scouter::engine::effects::{Effect, Who};

use crate::support::{self, scenario_report as run};

const EDB4_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/earth-dragon-ball-4";
const EDB7_RULING: &str =
    "crd-3.0.0/specific-card-clarifications-errata-rulings/earth-dragon-ball-7";

/// The effects the engine reads a pool card as (the text `pool_text` gives, compiled).
fn read_as(id: &str) -> (String, Option<String>, Vec<Effect>, Vec<String>) {
    let corpus = support::corpus();
    let card = corpus.card(id).expect("a pool card");
    let t = pool_text(card, corpus);
    let c = compile_for(&t.text, false);
    let manual = c.manual_sentences().iter().map(|s| s.to_string()).collect();
    (t.text, t.power_ruling, c.effects, manual)
}

#[test]
fn earth_dragon_ball_7_is_read_from_its_ruling_with_the_printed_discard_pile_sentence() {
    // Specific Card Clarifications, Earth Dragon Ball 7.
    let (text, ruling, effects, manual) = read_as("score/saiyan-saga/187");
    assert_eq!(ruling.as_deref(), Some(EDB7_RULING));
    assert!(
        text.starts_with("All of the controlling player's opponents' anger is lowered 2 levels."),
        "{text}"
    );
    assert!(
        text.contains("Pick 3 cards out of your discard pile"),
        "{text}"
    );
    assert!(
        !text.contains("shift down"),
        "the printed anger sentence is the ruling's: {text}"
    );
    assert!(manual.is_empty(), "{manual:?}");
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Anger(c) if c.player == Who::Opponent && c.by == -2)),
        "{effects:?}"
    );
    assert!(effects.contains(&Effect::EndCombat), "{effects:?}");
}

#[test]
fn earth_dragon_ball_6s_power_to_end_combat_is_kept_in_play_not_used_when_placed() {
    // Specific Card Clarifications, Earth Dragon Ball 6: the power "remains active" until the
    // controlling player decides to end Combat.
    let (text, ruling, effects, manual) = read_as("score/saiyan-saga/186");
    assert!(
        ruling.is_some_and(|r| r.ends_with("/earth-dragon-ball-6")),
        "{text}"
    );
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Anger(c) if c.player == Who::Opponent && c.by == -2)),
        "{text}"
    );
    assert!(
        !effects.contains(&Effect::EndCombat),
        "not when placed: {effects:?}"
    );
    assert!(
        effects.contains(&Effect::DragonBallPower(vec![Effect::EndCombat])),
        "{effects:?}"
    );
    assert!(manual.is_empty(), "{manual:?}");
}

#[test]
fn earth_dragon_ball_6s_power_used_from_play_ends_combat_and_raises_its_main_personality() {
    // Specific Card Clarifications, Earth Dragon Ball 6; Battle Sequence 1 and 3.
    let r = run("dragon-ball-power-from-play-ends-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.outcome, Some(Outcome::CombatEnded));
    let used = support::step_noting(&r, "power, kept in play, is used by p1", "the use is said");
    assert_eq!(used.step, 1);
}

#[test]
fn gohans_kick_played_this_combat_refuses_earth_dragon_ball_6s_power_citing_its_ruling() {
    // Specific Card Clarifications, Gohan's Kick: "a player may not use Earth Dragon Ball 6 or
    // Earth Dragon Ball 7 if Gohan's Kick has been played that Combat".
    let r = run("dragon-ball-power-refused-by-gohans-kick.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let error = r.error.expect("refused");
    assert!(
        error.contains("crd-3.0.0/specific-card-clarifications-errata-rulings/gohans-kick"),
        "{error}"
    );
}

#[test]
fn earth_dragon_ball_4_raises_anger_when_placed_and_skips_the_opponents_next_declared_combat() {
    // Specific Card Clarifications, Earth Dragon Ball 4; Sequence of Play 2 and 4.
    let r = run("dragon-ball-ruling-skips-next-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(
        &r,
        "p1 plays Earth Dragon Ball 4",
        "the Dragon Ball is played",
    );
    assert!(
        placed.judge.is_empty(),
        "nothing left to the judge: {:?}",
        placed.judge
    );
    assert!(placed.citations.iter().any(|c| c == EDB4_RULING));
    let declare = support::step_noting(&r, "skips the Combat p2 declared", "the skip is said");
    assert_eq!(
        declare.turn.as_ref().map(|t| (t.number, t.step)),
        Some((2, 4))
    );
    assert!(declare.citations.iter().any(|c| c == EDB4_RULING));
    let combat_in_turn_2 = r.events.iter().any(|e| {
        e.turn
            .as_ref()
            .is_some_and(|t| t.number == 2 && t.step == 5)
    });
    assert!(!combat_in_turn_2, "the Combat Step of turn 2 is skipped");
}

#[test]
fn earth_dragon_ball_7_placed_in_combat_in_place_of_an_attack_ends_combat() {
    // Specific Card Clarifications, Earth Dragon Ball 7; Battle Sequence 1 and 3.
    let r = run("dragon-ball-ends-combat-in-place-of-attack.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.outcome, Some(Outcome::CombatEnded));
    let step3 = support::step_noting(
        &r,
        "Combat ends once this attack has resolved",
        "Combat ends",
    );
    assert_eq!(step3.step, 3);
    assert!(step3.judge.is_empty(), "{:?}", step3.judge);
}

#[test]
fn earth_dragon_ball_7_placed_in_the_non_combat_step_ends_no_combat() {
    // Specific Card Clarifications, Earth Dragon Ball 7: "If this card is placed in play during
    // the controlling player's Non-Combat step, that player does not get to end Combat."
    let r = run("dragon-ball-non-combat-step-ends-no-combat.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let placed = support::step_noting(&r, "it ends no Combat", "the exception is said");
    assert!(
        placed.notes.iter().any(|n| n.contains("\"If this card is placed in play during the controlling player's Non-Combat step, that player does not get to end Combat.\"")),
        "{:?}",
        placed.notes
    );
    assert!(placed.citations.iter().any(|c| c == EDB7_RULING));
    support::step_noting(&r, "p1 declares Combat", "Combat is declared after it");
}

#[test]
fn blue_battle_drill_keeps_earth_dragon_ball_7_in_the_hand_citing_its_ruling() {
    // Specific Card Clarifications, Blue Battle Drill: "you cannot place Earth Dragon Ball 7 into
    // play while this Drill is in play".
    let r = run("dragon-ball-refused-by-blue-battle-drill.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let error = r.error.expect("refused");
    assert!(
        error.contains("crd-3.0.0/specific-card-clarifications-errata-rulings/blue-battle-drill"),
        "{error}"
    );
}

#[test]
fn earth_dragon_ball_4_in_play_when_the_board_starts_is_asked_of_the_judge_at_the_declare() {
    // Specific Card Clarifications, Earth Dragon Ball 4: whether its power was used before the
    // board starts is not on the board.
    let json = support::scenario(
        "EDB4 in play at the start",
        &format!("\"{EDB4_RULING}\""),
        support::players(
            support::GOKU,
            5,
            r#""in_play": { "dragon_balls": ["Earth Dragon Ball 4"] }"#,
            support::RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p2": "declare" }]"#,
        &format!(r#"[{{ "turn": 1, "after_turn_step": "declare", "cites": ["{EDB4_RULING}"] }}]"#),
    )
    .replacen(
        r#""attacker": "p1""#,
        r#""attacker": "p2", "turn": { "number": 1, "step": "declare" }"#,
        1,
    );
    let r = support::run_battle("dragon-ball-rulings", "edb4-at-start", &json);
    let declare = support::step_noting(&r, "p2 declares Combat", "Combat is declared");
    assert!(
        declare.judge.iter().any(|j| j.contains("was in play when the board starts, and the board does not say whether its power was used already")),
        "{:?}",
        declare.judge
    );
    assert!(declare.citations.iter().any(|c| c == EDB4_RULING));
    let combat = r.events.iter().any(|e| {
        e.turn
            .as_ref()
            .is_some_and(|t| t.number == 1 && t.step == 5)
    });
    assert!(combat, "the engine goes on with Combat");
}

#[test]
fn kami_fades_removes_every_earth_dragon_ball_and_hands_unknown_life_deck_cards_to_the_judge() {
    // Specific Card Clarifications, Kami Fades: "Remove all Earth Dragon Balls in play and in all
    // Life Decks from the game."
    let r = run("dragon-balls-removed-by-kami-fades.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step3 = support::step_noting(
        &r,
        "Earth Dragon Ball 4 (p2's) is removed from the game",
        "removed",
    );
    assert!(
        step3
            .judge
            .iter()
            .any(|j| j.contains("p1's Life Deck holds 20 card(s) the board does not name")),
        "{:?}",
        step3.judge
    );
    assert!(
        !step3.judge.iter().any(|j| j.contains("p2's Life Deck")),
        "p2's Life Deck is known whole: {:?}",
        step3.judge
    );
}
