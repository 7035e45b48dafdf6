//! The Discard Step as the cards on the board change it (CRD 3.0.0 Sequence of Play, item 6,
//! `crd-3.0.0/the-sequence-of-play-for-one-complete-turn/6`): a Constant Combat Power that keeps
//! 2 cards (Majin Buu, Gotenks Absorbed Lv.4), a Drill discarded from the hand placed into play
//! instead (Goku's Quickness Drill), and the cards used at the beginning of the step (Watching
//! From Afar, Red Joker Drill, Black Weakness Drill). Board files in `tests/scenarios/`.

use crate::support;

const DISCARD_STEP: &str = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn/6";

fn scenario_text(file: &str) -> String {
    std::fs::read_to_string(support::root().join("tests/scenarios").join(file))
        .expect("the scenario file")
}

/// The board `file` with `from` replaced by `to` (which must occur), run; its report.
fn variant(file: &str, from: &str, to: &str) -> scouter::commands::battle::BattleReport {
    let text = scenario_text(file);
    let changed = text.replacen(from, to, 1);
    assert_ne!(changed, text, "{from:?} occurs in {file}");
    support::battle_report("discard-step", "variant", &changed).expect("loads")
}

const MAJIN_BUU: &str = "discard-step-majin-buu-gotenks-absorbed-keeps-two.json";

#[test]
fn crd_discard_step_majin_buu_gotenks_absorbed_keeps_two_cards() {
    let r = support::scenario_report(MAJIN_BUU);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    support::assert_cites(step, &[DISCARD_STEP, "crd-3.0.0/power-up-rating-pur"]);
    assert!(
        step.notes.iter().any(|n| n.contains("(\"You may discard down to 2 cards instead of 1 during any Discard Step.\"): p1 may keep up to 2 cards")),
        "{:?}",
        step.notes
    );
    // The opponent, with no such power, keeps 1.
    assert!(step
        .notes
        .iter()
        .any(|n| n.contains("p2 discards 1 card(s) (J2): hand 2 -> 1")));
}

#[test]
fn crd_discard_step_majin_buu_keeping_three_is_refused_citing_his_power() {
    let r = variant(
        MAJIN_BUU,
        r#"{ "p1": "discard", "choose": ["H1"] }"#,
        r#"{ "p1": "discard", "choose": [] }"#,
    );
    let err = r.error.expect("refused");
    assert!(err.contains("p1 would hold 3 cards"), "{err}");
    assert!(
        err.contains("Majin Buu, Gotenks Absorbed Lv.4's Constant Combat Power"),
        "{err}"
    );
    assert!(
        err.contains("no more than 2") && err.contains(DISCARD_STEP),
        "{err}"
    );
}

#[test]
fn crd_discard_step_a_level_without_the_power_keeps_one() {
    // Majin Buu, Pink People Eater Lv.3 has no such power: the ordinary rule, quoted.
    let r = variant(MAJIN_BUU, r#""level": 4"#, r#""level": 3"#);
    let err = r.error.expect("refused");
    assert!(
        err.contains("p1 would hold 2 cards") && err.contains("no more than 1 card in your hand"),
        "{err}"
    );
}

#[test]
fn crd_discard_step_gokus_quickness_drill_goes_into_play_instead() {
    let r = support::scenario_report("discard-step-gokus-quickness-drill-into-play.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    support::assert_cites(step, &[DISCARD_STEP, "crd-3.0.0/drill-cards"]);
    assert!(step.notes.iter().any(|n| n.contains(
        "Goku's Quickness Drill is discarded from p1's hand in the Discard Step: its text (\"If this Drill is discarded from you hand, place it into play instead.\") places it into play"
    )));
}

const WATCHING: &str = "discard-step-watching-from-afar-after-skipped-combat.json";

#[test]
fn crd_discard_step_watching_from_afar_after_skipping_combat() {
    let r = support::scenario_report(WATCHING);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    support::assert_cites(
        step,
        &[
            DISCARD_STEP,
            "crd-3.0.0/specific-card-clarifications-errata-rulings/watching-from-afar",
        ],
    );
    // Used first, then the discard down to 1.
    let used = step.notes.iter().position(|n| {
        n.contains("p1 uses Watching From Afar at the beginning of the Discard Step")
    });
    let discarded = step
        .notes
        .iter()
        .position(|n| n.contains("p1 discards 1 card(s) (H1)"));
    assert!(used.is_some() && used < discarded, "{:?}", step.notes);
}

#[test]
fn crd_declare_step_watching_from_afar_refused_after_declaring_combat() {
    let r = support::scenario_report("discard-step-watching-from-afar-after-combat-refused.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let err = r.error.expect("refused");
    assert!(
        err.contains("in a turn that you skipped Combat")
            && err.contains("crd-3.0.0/the-sequence-of-play-for-one-complete-turn/4"),
        "{err}"
    );
}

#[test]
fn crd_discard_step_watching_from_afar_not_in_the_opponents_discard_step() {
    // "your Discard Step": p2's card in p1's turn is refused.
    let text = scenario_text(WATCHING)
        .replacen(
            r#""in_play": { "non_combat": ["Watching From Afar"] },"#,
            "",
            1,
        )
        .replacen(
            r#""hand": ["J1"],"#,
            r#""hand": ["J1"], "in_play": { "non_combat": ["Watching From Afar"] },"#,
            1,
        )
        .replacen(
            r#"{ "p1": "use", "card": "Watching From Afar""#,
            r#"{ "p2": "use", "card": "Watching From Afar""#,
            1,
        );
    let r = support::battle_report("discard-step", "opponents", &text).expect("loads");
    let err = r.error.expect("refused");
    assert!(
        err.contains("p2 may not use Watching From Afar in p1's Discard Step")
            && err.contains(DISCARD_STEP),
        "{err}"
    );
}

const RED_JOKER: &str = "discard-step-red-joker-drill-pays-to-keep-two.json";

#[test]
fn crd_discard_step_red_joker_drill_paid_keeps_two_in_the_opponents_turn() {
    let r = support::scenario_report(RED_JOKER);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    support::assert_cites(step, &[DISCARD_STEP, "crd-3.0.0/drill-cards"]);
    assert!(step.notes.iter().any(
        |n| n.contains("Red Joker Drill: p2's Main Personality pays 1 power stage(s): 5 -> 4")
    ));
}

#[test]
fn crd_discard_step_red_joker_drill_declined_keeps_one() {
    let r = variant(
        RED_JOKER,
        r#"{ "p2": "use", "card": "Red Joker Drill" }"#,
        r#"{ "p2": "use", "card": "Red Joker Drill", "may": false }"#,
    );
    let err = r.error.expect("refused");
    assert!(
        err.contains("p2 would hold 2 cards") && err.contains(DISCARD_STEP),
        "{err}"
    );
}

const BLACK_WEAKNESS: &str = "discard-step-black-weakness-drill-empties-opponents-hand.json";

#[test]
fn crd_discard_step_black_weakness_drill_empties_the_opponents_hand() {
    let r = support::scenario_report(BLACK_WEAKNESS);
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    support::assert_cites(step, &[DISCARD_STEP, "crd-3.0.0/drill-cards"]);
    assert!(step.judge.is_empty(), "{:?}", step.judge);
}

#[test]
fn crd_discard_step_black_weakness_drill_unpaid_at_zero_stages_goes_to_the_judge() {
    // At 0 stages the documents do not say whether he may pay: the Drill is not used and the
    // judge is asked; p2 then discards as usual.
    let text = scenario_text(BLACK_WEAKNESS)
        .replacen(r#""stage": 5 },"#, r#""stage": 0 },"#, 1)
        .replacen(
            r#"{ "p1": "discard", "choose": ["H1"] }"#,
            r#"{ "p1": "discard", "choose": ["H1"] }, { "p2": "discard", "choose": ["J1", "J2"] }"#,
            1,
        );
    let r = support::battle_report("discard-step", "unpaid", &text).expect("loads");
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    assert!(
        step.judge.iter().any(|j| j.contains("Black Weakness Drill asks p1's Main Personality to pay 1 power stage(s) and he is at 0")),
        "{:?}",
        step.judge
    );
    assert!(step
        .notes
        .iter()
        .any(|n| n.contains("p2 discards 2 card(s) (J1, J2): hand 3 -> 1")));
}

#[test]
fn crd_discard_step_black_smoothness_drill_in_play_keeps_two() {
    let r = support::scenario_report("discard-step-black-smoothness-drill-keeps-two.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::turn_step(&r, 6, "the Discard Step ran");
    support::assert_cites(step, &[DISCARD_STEP, "crd-3.0.0/drill-cards"]);
    assert!(step
        .notes
        .iter()
        .any(|n| n.contains("Black Smoothness Drill (a Drill in play)")));
}

/// CRD 3.0.0 "Card Costs" and "Drill Cards": Goku's Quickness Drill discarded from the hand to
/// pay a Final Physical Attack's cost is placed into play by its own text, as any discard from
/// the hand (step 2 names the sentence and the Drill's ruling).
#[test]
fn crd_card_costs_gokus_quickness_drill_paid_as_a_cost_goes_into_play() {
    let r = support::scenario_report("discard-step-gokus-quickness-drill-paid-as-a-cost.json");
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let step = support::step_noting(
        &r,
        "to pay the attack's cost: its text",
        "step 2 says the Drill goes into play",
    );
    assert_eq!(step.step, 2);
    support::assert_cites(
        step,
        &["crd-3.0.0/drill-cards", "crd-3.0.0/battle-sequence/2"],
    );
}
