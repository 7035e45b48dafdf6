//! Plays the rules forbid are refused with the rule cited, before anything is paid or moved,
//! on real pool cards: a card used only in place of a defense used in place of an attack
//! (Mommy's Coming Dear, CRD 3.0.0 ruling: "You may only use this card in place of a defense."),
//! an attack card played as a defence (CRD 3.0.0 "Defending: The Second Part of an Attack
//! Phase"), a card whose own text keeps it to the Non-Combat Step (Gathering of Warriors, CRD
//! 3.0.0 "The Sequence of Play for One Complete Turn" 2), and a card a board file defines with
//! `text` read like the pool card of that name (Run Away's CRD ruling: "This card may not be
//! used if there isn't a Battleground in play.").

use crate::support::{self, players, GOKU, RADITZ};

fn refused(case: &str, checks: &str, p1: &str, p2: &str, actions: &str, error: &str) {
    let json = support::scenario(
        case,
        checks,
        players(
            GOKU,
            5,
            p1,
            RADITZ,
            5,
            &support::join(r#""life_deck": { "unknown_below": 30 }"#, p2),
        ),
        actions,
        &format!(r#"[{{ "at_end": true, "error": "{error}" }}]"#),
    );
    support::run_battle("illegal-plays", case, &json);
}

#[test]
fn a_defense_only_card_is_refused_in_place_of_an_attack_citing_its_ruling() {
    refused(
        "defense-only-as-attack",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear""#,
        r#""in_play": { "non_combat": ["Mommy's Coming Dear"] }"#,
        "",
        r#"[{ "p1": "use", "card": "Mommy's Coming Dear" }]"#,
        "may only be used in place of a defense, not in place of an attack (CRD ruling crd-3.0.0/specific-card-clarifications-errata-rulings/mommys-coming-dear",
    );
}

#[test]
fn an_attack_card_is_refused_as_a_defence() {
    refused(
        "attack-as-defence",
        r#""crd-3.0.0/defending-the-second-part-of-an-attack-phase""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""hand": ["Goku Body Throw!"]"#,
        r#"[{ "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "defend", "card": "Goku Body Throw!" }]"#,
        "Goku Body Throw! performs an attack and does not defend: it is played in place of an attack, not in place of a defense (crd-3.0.0/defending-the-second-part-of-an-attack-phase)",
    );
}

#[test]
fn a_card_kept_to_the_non_combat_step_is_refused_as_a_defence() {
    refused(
        "non-combat-step-as-defence",
        r#""crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2", "crd-3.0.0/specific-card-clarifications-errata-rulings/gathering-of-warriors""#,
        r#""hand": ["Tien's Physical Attack"]"#,
        r#""hand": ["Gathering of Warriors"]"#,
        r#"[{ "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "defend", "card": "Gathering of Warriors" }]"#,
        "Gathering of Warriors is used only in the Non-Combat Step, not in an Attack Phase (its CRD ruling crd-3.0.0/specific-card-clarifications-errata-rulings/gathering-of-warriors: \\\"This card cannot be used during the Combat Step.\\\"; crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2)",
    );
}

/// A board file's own card named after a pool card, with its printed text and no effects: the
/// same compiler reads it and the pool card's CRD ruling refuses it as it refuses the pool card.
#[test]
fn a_card_defined_with_text_is_read_like_the_pool_card() {
    let case = "inline-run-away";
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "{case}",
  "checks": ["crd-3.0.0/specific-card-clarifications-errata-rulings/run-away"],
  "attacker": "p1",
  {},
  "cards": {{
    "My Run Away": {{
      "name": "Run Away",
      "type": "Combat",
      "text": "Remove one Battleground in play from the game. You may search your Life Deck for any Battleground and place it in play to replace it."
    }}
  }},
  "actions": [{{ "p1": "play", "card": "My Run Away" }}],
  "expect": [{{ "at_end": true, "error": "its ruling crd-3.0.0/specific-card-clarifications-errata-rulings/run-away" }}]
}}"#,
        players(
            GOKU,
            5,
            r#""hand": ["My Run Away"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#
        )
    );
    support::run_battle("illegal-plays", case, &json);
}

/// A card defined with `text` alone gets the effects the compiler reads from that text, as a
/// pool card does: "Physical attack doing +4 power stages of damage." is an attack doing the
/// PAT's stages plus 4 (CRD 3.0.0 "Modified Damage").
#[test]
fn a_card_defined_with_text_alone_is_compiled() {
    let case = "inline-text-compiled";
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "{case}",
  "checks": ["crd-3.0.0/modified-damage"],
  "attacker": "p1",
  {},
  "cards": {{
    "Four Stage Punch": {{ "type": "Physical Combat", "text": "Physical attack doing +4 power stages of damage." }}
  }},
  "actions": [{{ "p1": "play", "card": "Four Stage Punch" }}, {{ "p2": "take" }}],
  "expect": [{{ "after_step": 3, "cites": ["crd-3.0.0/battle-sequence/3"] }}]
}}"#,
        players(
            GOKU,
            5,
            r#""hand": ["Four Stage Punch"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#
        )
    );
    let r = support::run_battle("illegal-plays", case, &json);
    let step10 = r
        .events
        .iter()
        .find(|e| e.step == 10)
        .unwrap_or_else(|| panic!("{case}: no step 10"));
    assert!(
        step10.notes.iter().any(|n| n.contains("+4 power stages")),
        "{case}: the +4 power stages were not read: {:#?}",
        step10.notes
    );
}

/// A defence the engine reads nothing on is shown to the judge at the defend step, never taken
/// as a silent defence (CRD 3.0.0 "Battle Sequence" step 5).
#[test]
fn a_defence_with_nothing_read_goes_to_the_judge() {
    let case = "blank-defence";
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "{case}",
  "checks": ["crd-3.0.0/battle-sequence/5"],
  "attacker": "p1",
  {},
  "cards": {{ "Blank Block": {{ "type": "Combat" }} }},
  "actions": [{{ "p1": "play", "card": "Tien's Physical Attack" }}, {{ "p2": "defend", "card": "Blank Block" }}],
  "expect": [{{ "after_step": 5, "judge": "Blank Block is played as p2's defence but the engine reads no effect on it; the judge decides what it does (no text given)" }}]
}}"#,
        players(
            GOKU,
            5,
            r#""hand": ["Tien's Physical Attack"]"#,
            RADITZ,
            5,
            r#""hand": ["Blank Block"], "life_deck": { "unknown_below": 30 }"#
        )
    );
    support::run_battle("illegal-plays", case, &json);
}

/// A board file's own card under a pool card's name with the pool card's printed text reads as
/// the CRD rewrites it, exactly as the pool card does: Black Fore Fist Punch (Saiyan Saga #065),
/// printed "Energy Attack doing 6 life card draws of damage and lowering foe's power 3 stages or
/// to 0, which ever happens first.", read as its CRD errata "Energy attack doing 6 life cards of
/// damage. If successful, your opponent loses 3 power stages, to a minimum of 0."
#[test]
fn a_card_defined_with_a_pool_cards_printed_text_reads_as_the_pool_card() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("printed-text.json");
    let json = format!(
        r#"{{
  "scouter_scenario": 1,
  "title": "printed text",
  "attacker": "p1",
  {},
  "cards": {{
    "My Punch": {{
      "name": "Black Fore Fist Punch",
      "type": "Energy Combat",
      "text": "Energy Attack doing 6 life card draws of damage and lowering foe's power 3 stages or to 0, which ever happens first."
    }}
  }}
}}"#,
        players(
            GOKU,
            5,
            r#""hand": ["My Punch"]"#,
            RADITZ,
            5,
            r#""hand": ["Black Fore Fist Punch"], "life_deck": { "unknown_below": 30 }"#
        )
    );
    std::fs::write(&path, json).expect("written");
    let loaded = scouter::scenario::load(&path, support::corpus()).expect("loads");
    let battle = loaded.battle();
    let state = battle.state();
    let own = state.def(state.player(scouter::engine::state::PlayerId::P1).hand[0]);
    let pool = state.def(state.player(scouter::engine::state::PlayerId::P2).hand[0]);
    assert_eq!(own.name, "Black Fore Fist Punch");
    assert_eq!(own.effects, pool.effects);
    assert_eq!(own.text, pool.text);
    assert_eq!(own.text_source, pool.text_source);
    assert_eq!(own.rulings, pool.rulings);
    assert!(own
        .text
        .starts_with("Energy attack doing 6 life cards of damage."));
}

/// CRD 3.0.0 "Power-Up Rating (PUR)" ("These powers are constantly active") and Battle Sequence
/// step 1: Froug, the Huge Lv.3's only power is a Constant Combat Power with no attack in it, so a
/// `power` in place of an attack is refused, the rule cited, and nothing moves.
#[test]
fn a_constant_combat_power_with_no_attack_is_not_used_in_place_of_an_attack() {
    let r = crate::support::scenario_report(
        "constant-power-only-froug-power-refused-in-place-of-an-attack.json",
    );
    assert!(r.passed, "{:?} {:?}", r.checkpoints, r.error);
    let error = r.error.as_deref().unwrap_or_default();
    assert!(error.contains("crd-3.0.0/power-up-rating-pur"), "{error}");
}
