//! Drill limits effects on real pool cards: the parts of three CRD 3.0.0 rewritten Drills
//! that act inside the one Combat the engine resolves (Meditation Drill's shuffle when entering
//! Combat, Blue Holding Drill's limit on Non-Combat cards placed from the hand, Caught Off Guard
//! Drill's named card). Each card's compiled effects are pinned, and each battle is a scenario
//! run with `--check` semantics.

use crate::support;

use scouter::engine::compile::{compile_card, Coverage};
use scouter::engine::Effect;
use support::{GOKU, RADITZ};

fn run(name: &str, json: &str) {
    support::run_battle("effects-drill-limits", name, json);
}

/// Raditz Lv.1 for p1 (the attacker) against Goku Lv.1 for p2, both at 5 power stages.
fn scenario(title: &str, checks: &str, p1: &str, p2: &str, actions: &str, expect: &str) -> String {
    let players = support::players(RADITZ, 5, p1, GOKU, 5, p2);
    support::scenario(title, checks, players, actions, expect)
}

/// As [`scenario`], the battle starting at entering Combat (the Prepare Phase first).
fn prepared(title: &str, checks: &str, p1: &str, p2: &str, actions: &str, expect: &str) -> String {
    scenario(title, checks, p1, p2, actions, expect).replacen(
        r#""attacker": "p1","#,
        r#""attacker": "p1", "prepare_phase": true,"#,
        1,
    )
}

/// The compiled effects of a pool card, which must be fully compiled.
fn full_effects(id: &str) -> Vec<Effect> {
    let corpus = support::corpus();
    let card = corpus
        .card(id)
        .unwrap_or_else(|| panic!("{id} is not in the pool"));
    let compiled = compile_card(card);
    assert_eq!(compiled.coverage, Coverage::Full, "{id}: {compiled:#?}");
    compiled.effects
}

fn json(effects: &[Effect]) -> String {
    serde_json::to_string(effects).unwrap_or_default()
}

/// Meditation Drill (CRD 3.0.0 errata, crd-3.0.0/specific-card-clarifications-errata-rulings/
/// meditation-drill): "When entering Combat, you may shuffle your Life Deck or discard pile."
/// A "When entering Combat" trigger (CRD "Phase 1: The Prepare Phase") whose alternative is
/// named by its `use`: "option 1" shuffles the Life Deck (CRD "Shuffling Your Life Deck": the
/// known top cards lose their places), "option 2" the discard pile (its cards stay); a `use`
/// naming neither, or `may: false`, shuffles nothing.
#[test]
fn meditation_drill_shuffles_the_life_deck_or_the_discard_pile() {
    assert_eq!(
        json(&full_effects("score/saiyan-saga/149")),
        r#"[{"trigger":{"on":"entering_combat","may":true,"effects":[{"either":[[{"shuffle_life_deck":"you"}],[{"shuffle_discard_pile":"you"}]]}]}}]"#
    );
    let board = r#""in_play": { "drills": ["Meditation Drill"] }, "discard": ["A1", "A2"], "life_deck": { "top": ["M1", "M2"], "unknown_below": 30 }"#;
    let checks = r#""crd-3.0.0/phase-1-the-prepare-phase", "crd-3.0.0/drill-cards", "crd-3.0.0/specific-card-clarifications-errata-rulings/meditation-drill""#;
    let json = prepared(
        "The Life Deck shuffled",
        checks,
        board,
        "",
        r#"[ { "p1": "use", "card": "Meditation Drill", "may": true, "choose": ["option 1"] }, { "p1": "pass" }, { "p2": "pass" } ]"#,
        r#"[ { "after_step": 0, "cites": ["crd-3.0.0/glossary/shuffling-your-life-deck", "crd-3.0.0/specific-card-clarifications-errata-rulings/meditation-drill"],
               "p1": { "life_deck": 32, "life_deck_top": [], "discard": ["A1", "A2"] } } ]"#,
    );
    let json = json.replace(r#""life_deck": { "unknown_below": 30 }, "#, "");
    run("meditation-life-deck", &json);
    let json = prepared(
        "The discard pile shuffled",
        checks,
        board,
        "",
        r#"[ { "p1": "use", "card": "Meditation Drill", "may": true, "choose": ["option 2"] }, { "p1": "pass" }, { "p2": "pass" } ]"#,
        r#"[ { "after_step": 0, "cites": ["crd-3.0.0/specific-card-clarifications-errata-rulings/meditation-drill"],
               "p1": { "life_deck": 32, "life_deck_top": ["M1", "M2"], "discard": ["A1", "A2"] } } ]"#,
    )
    .replace(r#""life_deck": { "unknown_below": 30 }, "#, "");
    run("meditation-discard", &json);
    for (name, action) in [
        (
            "meditation-no-option",
            r#"{ "p1": "use", "card": "Meditation Drill", "may": true }"#,
        ),
        (
            "meditation-declined",
            r#"{ "p1": "use", "card": "Meditation Drill", "may": false }"#,
        ),
    ] {
        let json = prepared(
            "Nothing shuffled",
            checks,
            board,
            "",
            &format!(r#"[ {action}, {{ "p1": "pass" }}, {{ "p2": "pass" }} ]"#),
            r#"[ { "after_step": 0, "p1": { "life_deck": 32, "life_deck_top": ["M1", "M2"] } } ]"#,
        )
        .replace(r#""life_deck": { "unknown_below": 30 }, "#, "");
        run(name, &json);
    }
}

/// Blue Holding Drill (CRD 3.0.0 errata and ruling, crd-3.0.0/specific-card-clarifications-
/// errata-rulings/blue-holding-drill): "Your opponents may only place 1 Non-Combat card in play
/// from their hand during their turn." Non-Combat cards put into play with other card effects
/// (CRD "Putting Cards into play with card effects") do not count: p1, in his turn, places
/// Senzu Bean with Trunks Guardian Drill though p2 has Blue Holding Drill in play, and the step
/// cites the ruling. Played from the hand the normal way inside Combat, a Non-Combat card is
/// refused anyway (CRD "Non-Combat Cards": they are played in the Non-Combat Step).
#[test]
fn blue_holding_drill_does_not_limit_cards_put_into_play_by_effects() {
    assert_eq!(
        json(&full_effects("score/android-saga/055")),
        r#"[{"non_combat_from_hand_per_turn":1}]"#
    );
    let json = scenario(
        "A Non-Combat card put into play by an effect",
        r#""crd-3.0.0/putting-cards-into-play-with-card-effects", "crd-3.0.0/specific-card-clarifications-errata-rulings/blue-holding-drill""#,
        r#""hand": ["Senzu Bean", "Physical Defense Drill"], "in_play": { "drills": ["Trunks Guardian Drill"] }"#,
        r#""in_play": { "drills": ["Blue Holding Drill"] }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "use", "card": "Trunks Guardian Drill", "choose": ["Senzu Bean"] }, { "p2": "pass" },
            { "p1": "play", "card": "Physical Defense Drill" } ]"#,
        r#"[ { "after_step": 3, "cites": ["crd-3.0.0/specific-card-clarifications-errata-rulings/blue-holding-drill"],
               "p1": { "hand": ["Physical Defense Drill"], "in_play": { "drills": ["Trunks Guardian Drill"], "non_combat": ["Senzu Bean"] } } },
            { "at_end": true, "error": "Physical Defense Drill is a Non-Combat card: it is placed in play in the Non-Combat Step" } ]"#,
    );
    run("blue-holding", &json);
    // In the opponent's own turn's Combat the Drill's owner is not limited: no ruling cited.
    let json = scenario(
        "The Drill's owner places a card",
        r#""crd-3.0.0/putting-cards-into-play-with-card-effects""#,
        r#""hand": ["Senzu Bean"], "in_play": { "drills": ["Trunks Guardian Drill", "Blue Holding Drill"] }"#,
        r#""life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "use", "card": "Trunks Guardian Drill", "choose": ["Senzu Bean"] }, { "p2": "pass" }, { "p1": "pass" } ]"#,
        r#"[ { "after_step": 3, "p1": { "in_play": { "non_combat": ["Senzu Bean"] } } } ]"#,
    );
    run("blue-holding-owner", &json);
    let report = support::battle_report("effects-drill-limits", "blue-holding-owner", &json)
        .unwrap_or_else(|e| panic!("{e:#}"));
    let text = scouter::render::trace::render_battle(&report);
    assert!(!text.contains("blue-holding-drill"), "{text}");
}

/// Caught Off Guard Drill (CRD 3.0.0, crd-3.0.0/specific-card-clarifications-errata-rulings/
/// caught-off-guard-drill): "That card cannot be played or used by either player while this
/// Drill is in play." The card named when it entered play is the board's `in_play.named`. A
/// `play` by its opponent, a `play` by its owner and a `use` of a named Drill are refused,
/// citing the Drill and its ruling; a Caught Off Guard Drill named by another one in play
/// affects nothing; a Personality, Dragon Ball, Sensei or Mastery cannot be named.
#[test]
fn caught_off_guard_drill_keeps_the_named_card_from_being_played_or_used() {
    let e = full_effects("score/cell-games-saga/111");
    assert_eq!(
        json(&e),
        r#"[{"only":["Heroes"]},"named_card_blocked",{"card_rule":{"limit_per_deck":2}},{"card_rule":{"limit_per_deck":1}}]"#
    );
    let checks =
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/caught-off-guard-drill""#;
    let cogd = |named: &str| {
        format!(
            r#""in_play": {{ "drills": ["Caught Off Guard Drill"], "named": {{ "Caught Off Guard Drill": "{named}" }} }}, "life_deck": {{ "unknown_below": 30 }}"#
        )
    };
    // The opponent plays it.
    let json = scenario(
        "The named card played by the opponent",
        checks,
        r#""hand": ["score/saiyan-saga/013"]"#,
        &cogd("score/saiyan-saga/013"),
        r#"[ { "p1": "play", "card": "Blue Round Throw" } ]"#,
        r#"[ { "at_end": true, "error": "Blue Round Throw cannot be played or used by either player: p2's Caught Off Guard Drill" } ]"#,
    );
    run("cogd-opponent", &json);
    // Its owner plays it as a defence.
    let json = scenario(
        "The named card played by the Drill's owner",
        checks,
        r#""hand": ["Blue Energy Arrow"]"#,
        &format!(
            r#""hand": ["score/saiyan-saga/013"], {}"#,
            cogd("score/saiyan-saga/013")
        ),
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "play", "card": "Blue Round Throw" } ]"#,
        r#"[ { "at_end": true, "error": "Blue Round Throw cannot be played or used by either player" } ]"#,
    );
    run("cogd-owner", &json);
    // A named Drill in play: its "When entering Combat" effect is not used.
    let json = prepared(
        "A named Drill used",
        checks,
        r#""in_play": { "drills": ["Orange Spy Drill"] }"#,
        &cogd("Orange Spy Drill"),
        r#"[ { "p1": "use", "card": "Orange Spy Drill", "may": true } ]"#,
        r#"[ { "at_end": true, "error": "Orange Spy Drill cannot be played or used by either player" } ]"#,
    );
    run("cogd-drill-used", &json);
    // A named Drill's effects that apply without being used go to the judge; its triggered
    // effect ("When you perform an attack") does not fire.
    let json = scenario(
        "A named Drill with a modifier",
        checks,
        r#""hand": ["Blue Energy Arrow"], "in_play": { "drills": ["Master Roshi's Gawking Drill"] }, "discard": []"#,
        &format!(
            r#"{}, "discard": ["Senzu Bean"]"#,
            cogd("Master Roshi's Gawking Drill")
        ),
        r#"[ { "p1": "play", "card": "Blue Energy Arrow" }, { "p1": "use", "card": "Master Roshi's Gawking Drill", "choose": ["Senzu Bean"] } ]"#,
        r#"[ { "after_step": 1, "judge": "Master Roshi's Gawking Drill in play is named by p2's Caught Off Guard Drill" },
            { "at_end": true, "error": "Master Roshi's Gawking Drill cannot be played or used by either player" } ]"#,
    );
    run("cogd-named-modifier", &json);
    // Naming Caught Off Guard Drill: the other Caught Off Guard Drills affect nothing. The
    // Drill is Heroes only (crd-3.0.0/only-cards, Non-Combat cards): the one naming is a Hero's.
    let json = support::scenario(
        "A Caught Off Guard Drill named by another",
        checks,
        support::players(
            GOKU,
            5,
            r#""hand": ["score/saiyan-saga/013"], "in_play": { "drills": ["Caught Off Guard Drill"], "named": { "Caught Off Guard Drill": "Caught Off Guard Drill" } }"#,
            GOKU,
            5,
            &cogd("score/saiyan-saga/013"),
        ),
        r#"[ { "p1": "play", "card": "Blue Round Throw" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "p1": { "hand": [] } } ]"#,
    );
    run("cogd-named-cogd", &json);
    // What cannot be named, and a `named` entry for no such card in play.
    for (named, expected) in [
        (
            "score/saiyan-saga/158",
            "is a Personality card, which cannot be named",
        ),
        (
            "Earth Dragon Ball 1",
            "is a Dragon Ball, which cannot be named",
        ),
    ] {
        let json = scenario(
            "Not a card that can be named",
            checks,
            "",
            &cogd(named),
            r#"[ { "p1": "pass" } ]"#,
            r#"[ { "at_end": true } ]"#,
        );
        let err = match support::battle_report("effects-drill-limits", "cogd-bad-name", &json) {
            Ok(_) => panic!("{named}: the board loads"),
            Err(e) => format!("{e:#}"),
        };
        assert!(err.contains(expected), "{named}: {err}");
    }
    let json = scenario(
        "A name for no such card in play",
        checks,
        "",
        r#""in_play": { "named": { "Caught Off Guard Drill": "Blue Energy Arrow" } }, "life_deck": { "unknown_below": 30 }"#,
        r#"[ { "p1": "pass" } ]"#,
        r#"[ { "at_end": true } ]"#,
    );
    let err = match support::battle_report("effects-drill-limits", "cogd-not-in-play", &json) {
        Ok(_) => panic!("the board loads"),
        Err(e) => format!("{e:#}"),
    };
    assert!(
        err.contains("in_play.named.Caught Off Guard Drill: Caught Off Guard Drill is not among this player's Drills or Non-Combat cards in play"),
        "{err}"
    );
}
