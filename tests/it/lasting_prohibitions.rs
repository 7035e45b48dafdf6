//! Lasting prohibitions made by cards and powers (issue 18, `effects/prohibitions`): a subject, an
//! object and a duration kept on the board, refused by the reader of that play citing the card,
//! its ruling and the CRD section of the play.

use crate::support;

const ANDROID_18: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/android-18-lv-1-ht";

/// CRD "Allies Taking Over Combat": Android 18 Lv.1 HT's chosen Ally is refused control for the
/// remainder of Combat (its ruling's duration), the ruling and the section cited.
#[test]
fn allies_taking_over_combat_chosen_ally_refused() {
    let r = support::scenario_report("prohibition-chosen-ally-cannot-take-control.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("Krillin's control is refused");
    assert!(said.contains(ANDROID_18), "{said}");
    assert!(
        said.contains("crd-3.0.0/allies-taking-over-combat"),
        "{said}"
    );
}

/// CRD "Allies Taking Over Combat": the prohibition binds only the Ally chosen.
#[test]
fn allies_taking_over_combat_other_ally_takes_control() {
    let r = support::scenario_report("prohibition-binds-only-the-chosen-ally.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.error, None);
}

/// CRD "Power-Up Rating (PUR): Personality Powers": Red Face Slap binds the opponent only; his
/// power is refused later in the Combat, the card's player's own power is used.
#[test]
fn personality_powers_refused_to_the_opponent_only() {
    let r = support::scenario_report("prohibition-red-face-slap-opponents-powers.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("p2's power is refused");
    assert!(said.contains("crd-3.0.0/power-up-rating-pur"), "{said}");
    assert!(said.contains("Red Face Slap"), "{said}");
    // CRD 3.0.0 "The Golden Rule": the card's text overrides the rule that allows the power.
    assert!(said.contains("crd-3.0.0/the-golden-rule"), "{said}");
}

/// CRD "Drill Cards": Mean Squeeze's "Drills may not be used" switches off the Drill in play:
/// 1 + 3 = 4 power stages, Black Physical Drill's -1 not applied (10 -> 6).
#[test]
fn drill_cards_switched_off_for_the_remainder_of_combat() {
    let r = support::scenario_report("prohibition-mean-squeeze-drills-off.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.error, None);
}

/// CRD "Anger": Android 13 Lv.2's Constant Combat Power keeps its player's anger where it is
/// (2); without that power (Gohan Lv.1) the same card raises it to 3.
#[test]
fn anger_raise_refused_while_the_constant_combat_power_applies() {
    let board = |mp: &str, anger: u32| {
        support::scenario(
            "Android 13's anger",
            r#""crd-3.0.0/anger""#,
            support::players(
                mp,
                5,
                r#""anger": 2, "hand": ["Orange Standing Fist Punch"]"#,
                support::GOKU,
                7,
                r#""life_deck": { "unknown_below": 20 }"#,
            ),
            r#"[ { "p1": "play", "card": "Orange Standing Fist Punch" }, { "p2": "take" } ]"#,
            &format!(
                r#"[ {{ "after_step": 3, "phase": 1, "cites": ["crd-3.0.0/anger"], "p1": {{ "anger": {anger} }} }} ]"#
            ),
        )
    };
    support::run_battle(
        "prohibitions",
        "android-13-lv-2",
        &board("score/movie-7/m2", 2),
    );
    support::run_battle(
        "prohibitions",
        "gohan-lv-1",
        &board("score/saiyan-saga/181", 3),
    );
}

/// CRD "Floating Effects": Red Face Slap's prohibition lasts the remainder of Combat only; in the
/// next turn's Combat p2's power is used.
#[test]
fn floating_effects_prohibition_lapses_with_combat() {
    let r = support::scenario_report("prohibition-red-face-slap-lapses-next-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.error, None);
}

/// CRD "Dragon Balls" and the Drill's ruling ("This Drill affects all players"): its own
/// controller's Dragon Ball is refused in his Non-Combat Step.
#[test]
fn dragon_balls_not_played_while_the_drill_is_in_play() {
    let r = support::scenario_report("prohibition-black-water-confusion-no-dragon-balls.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the Dragon Ball is refused");
    assert!(
        said.contains(
            "crd-3.0.0/specific-card-clarifications-errata-rulings/black-water-confusion-drill"
        ),
        "{said}"
    );
    assert!(
        said.contains("crd-3.0.0/card-types-and-card-type-clarifications/dragon-balls"),
        "{said}"
    );
}

/// CRD "Allies Taking Over Combat" and Showdown's ruling ("an ally cannot take control of
/// Combat"): used when entering Combat, it binds every player.
#[test]
fn allies_taking_over_combat_refused_by_showdown() {
    let r = support::scenario_report("prohibition-showdown-allies-take-no-control.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the Ally's control is refused");
    assert!(
        said.contains("crd-3.0.0/specific-card-clarifications-errata-rulings/showdown"),
        "{said}"
    );
}

/// CRD "Drill Cards": Namekian Blocking Stance's chosen Drill does nothing for the remainder of
/// the game (kept on the game flags): 1 + 3 = 4 power stages, the Drill's -1 not applied.
#[test]
fn drill_cards_chosen_drill_off_for_the_game() {
    let r = support::scenario_report("prohibition-namekian-blocking-stance-drill-off.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.error, None);
}

/// CRD "Stopping a player from using cards": Straining Focused Move's player uses no card in his
/// next Defender Defends phase.
#[test]
fn stopping_use_in_the_next_defence() {
    let r = support::scenario_report("prohibition-straining-focused-move-next-defence.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("the defence is refused");
    assert!(
        said.contains("crd-3.0.0/stopping-a-player-from-using-cards"),
        "{said}"
    );
}

/// CRD "Personality Powers, Powers, and Constant Combat Powers": Showdown is a Trunks Saga
/// Promo; the section names the Trunks Saga, not its promos, so whether its "personality powers"
/// also forbids Constant Combat Powers goes to the judge (with the section's id).
#[test]
fn personality_powers_of_a_trunks_saga_promo_handed_to_the_judge() {
    let r = support::scenario_report("prohibition-showdown-promo-constant-powers-to-judge.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert_eq!(r.error, None);
}

/// CRD "Putting Allies into Play" and Sequence of Play, 2) Non-Combat Step: Gohan Spots the
/// Imposter Drill in the defender's play refuses the attacker's Ally, citing the Drill and the
/// section; the Ally stays in the hand.
#[test]
fn putting_allies_into_play_refused_by_gohan_spots_the_imposter_drill() {
    let r = support::scenario_report(
        "prohibition-gohan-spots-the-imposter-drill-no-allies-played.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("Nappa Lv.1 is refused");
    assert!(said.contains("Nappa Lv.1 cannot be played"), "{said}");
    assert!(
        said.contains("crd-3.0.0/putting-allies-into-play"),
        "{said}"
    );
    let p1 = r.final_state.get("p1").expect("p1");
    assert!(p1.allies.is_empty(), "{:?}", p1.allies);
}

/// CRD "Putting Allies into Play" and Sequence of Play, 2) Non-Combat Step: under Gohan Spots
/// the Imposter Drill, the Drill the attacker places first stands and the Ally after it is
/// refused in a step of its own (the placements before it are not undone).
#[test]
fn putting_allies_into_play_refused_after_a_drill_placed() {
    let r = support::scenario_report(
        "prohibition-gohan-spots-the-imposter-drill-ally-after-a-drill.json",
    );
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("Nappa Lv.1 is refused");
    assert!(
        said.contains("crd-3.0.0/putting-allies-into-play"),
        "{said}"
    );
    let p1 = r.final_state.get("p1").expect("p1");
    assert_eq!(
        p1.in_play.get("drills").map(Vec::len),
        Some(1),
        "{:?}",
        p1.in_play
    );
}
