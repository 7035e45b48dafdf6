//! The Sequence of Play for One Complete Turn (CRD 3.0.0): boards that start at a turn step run
//! the Draw, Non-Combat, Power-Up, Declare, Combat, Discard and Rejuvenation Steps, each event
//! citing its item; `--until` stops at a turn step; a board of one Combat runs as before.

use std::str::FromStr;

use scouter::commands::battle::{battle, BattleOptions, BattleReport};
use scouter::engine::trace::TraceEvent;
use scouter::engine::turn::TurnStepName;
use scouter::scenario::Until;

use crate::support;

const TURN: &str = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn";

fn run(file: &str, until: Option<Until>) -> BattleReport {
    let path = support::root().join("tests/scenarios").join(file);
    battle(
        support::corpus(),
        &path,
        &BattleOptions { until, check: true },
    )
    .expect("loads")
}

fn turn_step(r: &BattleReport, turn: u32, step: TurnStepName) -> &TraceEvent {
    r.events
        .iter()
        .find(|e| {
            e.is_turn_step()
                && e.step == step.number()
                && e.turn.as_ref().is_some_and(|m| m.number == turn)
        })
        .unwrap_or_else(|| panic!("turn {turn} {step:?} not executed"))
}

/// "1) Draw Step: If you are the Attacker, draw 3 cards from the top of your Life Deck" (T029).
#[test]
fn draw_step_draws_three_and_cites_its_item() {
    let r = run("turn-draw-step-draws-three.json", None);
    assert!(r.passed, "{:?}", r.checkpoints);
    let draw = turn_step(&r, 1, TurnStepName::Draw);
    assert_eq!(draw.citations[0], format!("{TURN}/1"));
    assert!(
        draw.account
            .contains("draws 3 of 3 card(s): Life Deck 40 -> 37, hand 1 -> 4"),
        "{}",
        draw.account
    );
    // With no action for the Declare Step, the run waits there, after the Power-Up Step.
    let w = r.waiting.expect("waits for the Declare Step");
    assert!(w.expected.contains("declare Combat"), "{}", w.expected);
    assert_eq!(r.turn.map(|t| t.step), Some(TurnStepName::Declare));
}

/// "A personality cannot go above his highest power stage"; Allies power up by 1 (T031).
#[test]
fn power_up_stops_at_the_highest_stage_and_allies_gain_one() {
    let r = run("turn-power-up-stops-at-highest-stage.json", None);
    assert!(r.passed, "{:?}", r.checkpoints);
    let up = turn_step(&r, 3, TurnStepName::PowerUp);
    assert!(up
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/personality-cards"));
    assert!(up
        .notes
        .iter()
        .any(|n| n.contains("the other 2 stage(s) are lost, not stored")));
    assert!(up
        .notes
        .iter()
        .any(|n| n.contains("Nappa Lv.1 powers up 1 stage")));
}

/// The Power-Up Step (Sequence of Play item 3) with a Main Personality whose PUR the card data
/// leaves out (Majin Yakon Lv.1): not taken as 0, handed to the judge citing Power-Up Rating
/// (PUR), the stage left as it was (R029).
#[test]
fn power_up_without_a_pur_goes_to_the_judge() {
    let r = run("power-up-step-main-personality-without-pur.json", None);
    assert!(r.passed, "{:?}", r.checkpoints);
    let up = turn_step(&r, 1, TurnStepName::PowerUp);
    assert!(up
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/power-up-rating-pur"));
    assert!(
        up.judge
            .iter()
            .any(|j| j.contains("Majin Yakon Lv.1 has no PUR in the card data")),
        "{:?}",
        up.judge
    );
}

/// Combat ends on back-to-back passes, then the Discard Step (attacker, then defender) and the
/// Rejuvenation Step, which refuses an attacker who declared Combat (T035, T037).
#[test]
fn combat_then_discard_then_rejuvenation_refused() {
    let r = run("rejuvenation-refused-after-combat.json", None);
    assert!(r.passed, "{:?}", r.checkpoints);
    let combat: Vec<&TraceEvent> = r.events.iter().filter(|e| !e.is_turn_step()).collect();
    assert!(!combat.is_empty() && combat.iter().all(|e| e.turn.is_some()));
    assert!(
        combat[0].step == 0,
        "the Combat Step starts at the Prepare Phase"
    );
    turn_step(&r, 1, TurnStepName::Discard);
    let err = r.error.expect("refused");
    assert!(err.contains(&format!("{TURN}/7")), "{err}");
}

/// `--until discard` and `--until 1:power_up` stop right after that turn step; a step number
/// still names a Battle Sequence step.
#[test]
fn until_names_a_turn_step_or_a_battle_sequence_step() {
    assert_eq!(Until::from_str("9"), Ok(Until::Step(9)));
    assert_eq!(
        Until::from_str("2:discard"),
        Ok(Until::TurnStep {
            turn: Some(2),
            step: TurnStepName::Discard
        })
    );
    assert!(Until::from_str("combat").is_err());
    assert!(Until::from_str("lunch").is_err());
    let r = run(
        "turn-draw-step-draws-three.json",
        Some(Until::from_str("1:non_combat").expect("parses")),
    );
    let last = r.events.last().expect("events");
    assert!(last.is_turn_step() && last.step == 2, "{last:?}");
    assert!(r.waiting.is_none());
}

/// The Score errata states no Sequence of Play: CRD 3.0.0's is used and the judge is told.
#[test]
fn score_errata_is_silent_on_the_turn() {
    let text = draw_step_board_with(
        "\"scouter_scenario\": 1,",
        "\"scouter_scenario\": 1, \"ruleset\": \"score-errata\",",
    );
    let r = support::battle_report("turn_sequence", "score", &text).expect("loads");
    let draw = &r.events[0];
    assert!(
        draw.judge
            .iter()
            .any(|j| j.contains("states no Sequence of Play")),
        "{:?}",
        draw.judge
    );
    assert!(r.passed, "{:?}", r.checkpoints);
}

/// The prompt steps a board of whole turns as `scouter battle` runs it (CRD 3.0.0 "The Sequence
/// of Play for One Complete Turn"): `step` takes one turn step, `run` goes on to the next wait
/// across the turn's end, a turn-step action (`attack p2 declare`) is announced like any other,
/// and its Combat Step is stepped from the Prepare Phase; every turn step is headed by its turn.
#[test]
fn the_prompt_steps_whole_turns() {
    let data = tempfile::tempdir().expect("temp dir");
    let out = assert_cmd::Command::cargo_bin("scouter")
        .expect("the scouter binary is built")
        .env("SCOUTER_DATA_DIR", data.path())
        .env("NO_COLOR", "1")
        .current_dir(support::root())
        .write_stdin(
            "load tests/scenarios/location-skips-combat-then-rejuvenation.json\nstep\nrun\nattack p2 declare\nrun\n",
        )
        .output()
        .expect("scouter runs");
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    for said in [
        "turn 1 (p1 is the Attacker): next, the non_combat step",
        "Turn 1 (p1 is the Attacker): Non-Combat Step",
        "p1 plays the Location Capsule Corp.",
        "Turn 1 (p1 is the Attacker): Rejuvenation Step",
        "Turn 2 (p2 is the Attacker): Draw Step",
        "p2 draws 3 of 3 card(s)",
        "announced: p2 declares Combat",
        "Turn 2, Combat Step: Attack Phase 1 (p2 attacks)",
        "waiting for p2: p2 to attack",
    ] {
        assert!(all.contains(said), "missing {said:?}:\n{all}");
    }
    assert!(!all.contains("runs whole turns"), "{all}");
}

/// "A Personality Power ... is only used once per turn": the count of powers used resets where
/// the turn begins (`begin_turn`), cited.
#[test]
fn powers_used_reset_when_a_turn_begins() {
    use scouter::engine::battle::StepResult;
    use scouter::engine::state::PlayerId;
    let text = draw_step_board_with(
        "\"hand\": [\n        \"H1\"\n      ],",
        "\"hand\": [\n        \"H1\"\n      ],\n      \"powers_used\": [\"Goku Lv.1\"],",
    );
    assert!(text.contains("powers_used"), "{text}");
    let loaded = scouter::scenario::parse("powers", &text)
        .and_then(|f| scouter::scenario::validate("powers", f, support::corpus()))
        .expect("loads");
    let mut game = loaded.game().expect("a board of whole turns");
    let mp = game.battle().state().player(PlayerId::P1).mp.levels[0];
    assert_eq!(
        game.battle()
            .state()
            .player(PlayerId::P1)
            .powers_used
            .times(mp),
        1
    );
    let Ok(StepResult::Executed { event }) = game.step() else {
        panic!("the Draw Step runs")
    };
    assert_eq!(
        game.battle()
            .state()
            .player(PlayerId::P1)
            .powers_used
            .times(mp),
        0
    );
    assert!(
        event.notes.iter().any(|n| n.contains("may be used again")),
        "{:?}",
        event.notes
    );
    assert!(event
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/power-up-rating-pur"));
}

/// The board `turn-draw-step-draws-three.json` with `from` replaced by `to` in its text.
fn draw_step_board_with(from: &str, to: &str) -> String {
    std::fs::read_to_string(support::root().join("tests/scenarios/turn-draw-step-draws-three.json"))
        .expect("reads")
        .replace(from, to)
}
