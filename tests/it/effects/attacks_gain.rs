//! Attacks gain effects on real pool cards: text later attacks of the Combat gain (CRD 3.0.0
//! "Gaining Text"), each card's compiled effects and battles with at least two attacks in the
//! Combat, so the text gained is exercised. Each battle is a scenario run with `--check`
//! semantics.

use crate::support;

use scouter::engine::compile::{compile_card, Coverage};
use scouter::engine::effects::{
    AttackKind, CardRule, Change, Condition, Count, Effect, NoneInPlay, Who,
};
use support::{GOKU, RADITZ};

/// Piccolo Lv.1 (Saiyan Saga).
const PICCOLO: &str = "score/saiyan-saga/161";

fn run(name: &str, json: &str) {
    support::run_battle("effects-attacks-gain", name, json);
}

/// The pool card's compiled effects; the card must compile fully.
fn full(id: &str) -> Vec<Effect> {
    let corpus = support::corpus();
    let card = corpus
        .cards()
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("{id} is in the pool"));
    let c = compile_card(card);
    assert_eq!(c.coverage, Coverage::Full, "{id}: {:?}", c.sentences);
    c.effects
}

/// A scenario with `cards` defined in the file.
fn scenario_with_cards(
    title: &str,
    checks: &str,
    cards: &str,
    players: String,
    actions: &str,
    expect: &str,
) -> String {
    let base = support::scenario(title, checks, players, actions, expect);
    match base.rfind('}') {
        Some(at) => format!("{},\n  \"cards\": {{ {cards} }}\n}}", base[..at].trim_end()),
        None => base,
    }
}

/// Black Personal Smack: the condition is its own sentence, a secondary effect checked as the
/// card resolves (CRD 3.0.0 "Secondary Effects"); the text gained ("Gaining Text") is an
/// alternative chosen on the action of each attack that gains it, and a choice not given is
/// not made (the judge is told). With a Non-Combat card on p2's side nothing is gained.
#[test]
fn black_personal_smack_gives_a_choice_to_each_later_attack() {
    let e = full("score/babidi-saga/004");
    let Some(Effect::Conditional(c)) = e.get(3) else {
        panic!("the fourth effect is the condition: {e:?}");
    };
    assert!(matches!(
        &c.condition,
        Condition::NoneInPlay(NoneInPlay {
            player: Who::Opponent,
            ..
        })
    ));
    let [Effect::AttacksFloating(r)] = &c.effects[..] else {
        panic!("{:?}", c.effects);
    };
    let raise = |player| vec![Effect::Anger(Change { player, by: 1 })];
    assert_eq!(
        r.gain,
        vec![Effect::Either(vec![raise(Who::You), raise(Who::Opponent)])]
    );
    assert_eq!(e.last(), Some(&Effect::RemoveFromGameAfterUse));

    let checks =
        r#""crd-3.0.0/secondary-effects", "crd-3.0.0/floating-effects", "crd-3.0.0/gaining-text""#;
    let players = |p2: &str| {
        support::players(
            RADITZ,
            5,
            r#""hand": ["Black Personal Smack", "Blue Energy Arrow"]"#,
            GOKU,
            5,
            p2,
        )
    };
    // Each attack names its own choice: option 2 (the opponent), then option 1 (himself).
    let json = support::scenario(
        "Black Personal Smack: the choice rides on each attack",
        checks,
        players(r#""life_deck": { "unknown_below": 30 }"#),
        r#"[ { "p1": "play", "card": "Black Personal Smack", "choose": ["option 2"] }, { "p2": "take" }, { "p2": "pass" },
            { "p1": "play", "card": "Blue Energy Arrow", "choose": ["option 1"] }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "phase": 1, "p1": { "anger": 1 }, "p2": { "anger": 1 }, "cites": ["crd-3.0.0/gaining-text"] },
            { "after_step": 3, "phase": 3, "p1": { "anger": 2 }, "p2": { "anger": 1 } } ]"#,
    );
    run("black-personal-smack", &json);
    // The later attack names no alternative: no choice is made; the judge is told which, and
    // the attack goes on (p1's anger stays 2, p2's 0).
    let json = support::scenario(
        "Black Personal Smack: no choice given",
        checks,
        players(r#""life_deck": { "unknown_below": 30 }"#),
        r#"[ { "p1": "play", "card": "Black Personal Smack", "choose": ["option 1"] }, { "p2": "take" }, { "p2": "pass" },
            { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "phase": 1, "p1": { "anger": 2 } },
            { "after_step": 3, "phase": 3, "p1": { "anger": 2 }, "p2": { "anger": 0 }, "judge": "no option is given" } ]"#,
    );
    run("black-personal-smack-no-choice", &json);
    // p2 has a Non-Combat card in play: the condition fails at step 3, nothing is gained.
    let json = support::scenario(
        "Black Personal Smack: the opponent has a Non-Combat card in play",
        checks,
        players(
            r#""in_play": { "non_combat": ["Senzu Bean"] }, "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[ { "p1": "play", "card": "Black Personal Smack" }, { "p2": "take" }, { "p2": "pass" },
            { "p1": "play", "card": "Blue Energy Arrow" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 3, "phase": 1, "p1": { "anger": 1 }, "p2": { "anger": 0 } },
            { "after_step": 16, "phase": 3, "p1": { "anger": 1 }, "p2": { "anger": 0 } } ]"#,
    );
    run("black-personal-smack-non-combat", &json);
}

/// Anger Management: "Tuff Enuff only" is a format rule (CRD 3.0.0 "League Only/Tuff Enuff
/// Only"), not a restriction on the performer; anger gained after the card is played adds a
/// floating +1 life card per level to its player's attacks ("Floating Effects"), to a maximum
/// of 5; the next attack gains "Draw a card." once ("Gaining Text"; "Card effects that affect
/// other cards and multiple use cards").
#[test]
fn anger_management_counts_anger_gained_after_it_to_a_maximum_of_5() {
    let e = full("score/capsule-corp-power-pack/ccpp3");
    assert_eq!(
        e[0],
        Effect::CardRule(CardRule::FormatOnly("Tuff Enuff".into()))
    );
    let Effect::AttacksFloatingPer(a) = &e[1] else {
        panic!("{e:?}");
    };
    assert_eq!(
        a.per.count,
        Count::AngerGained {
            player: Who::You,
            since: 0
        }
    );
    assert_eq!((a.per.life_cards, a.per.max), (1, Some(5)));
    assert!(matches!(&e[2], Effect::NextAttack(n) if n.gain == vec![Effect::Draw(1)]));
    assert_eq!(e[3], Effect::RemoveFromGameAfterUse);

    // Fury Punch raises its player's anger 3 levels. Levels gained after Anger Management:
    // 3 (0 -> 3), then 2 (3 -> 5: the Main Personality is at its highest level, anger goes to
    // 0; anger from one effect never carries over), then 3: 3, 5, 5 (the maximum) life cards.
    let cards = r#""Fury Punch": { "type": "Physical Combat", "text": "Physical attack. Raise your anger 3 levels.",
        "effects": [ { "attack": { "kind": "physical" } }, { "anger": { "player": "you", "by": 3 } } ] }"#;
    let players = support::players_bare(
        RADITZ,
        5,
        r#""hand": ["Anger Management", "Fury Punch", "Fury Punch", "Fury Punch"], "life_deck": { "top": ["D1", "D2"], "unknown_below": 30 }"#,
        GOKU,
        5,
        r#""life_deck": { "unknown_below": 40 }"#,
    );
    let json = scenario_with_cards(
        "Anger Management: a maximum of 5 life cards",
        r#""crd-3.0.0/floating-effects", "crd-3.0.0/anger", "crd-3.0.0/battle-sequence/10""#,
        cards,
        players,
        r#"[ { "p1": "play", "card": "Anger Management" }, { "p2": "pass" },
            { "p1": "play", "card": "Fury Punch" }, { "p2": "take" }, { "p2": "pass" },
            { "p1": "play", "card": "Fury Punch" }, { "p2": "take" }, { "p2": "pass" },
            { "p1": "play", "card": "Fury Punch" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 10, "phase": 3, "damage": { "power_stages": 1, "life_cards": 3 } },
            { "after_step": 16, "phase": 3, "p1": { "hand": ["Fury Punch", "Fury Punch", "D1"] } },
            { "after_step": 10, "phase": 5, "damage": { "power_stages": 1, "life_cards": 5 } },
            { "after_step": 16, "phase": 5, "p1": { "hand": ["Fury Punch", "D1"] } },
            { "after_step": 10, "phase": 7, "damage": { "power_stages": 1, "life_cards": 5 } } ]"#,
    );
    run("anger-management-maximum", &json);
}

/// Piccolo's Multiform: the rule covers only Piccolo's physical attacks whose card cannot stay
/// on the table (CRD 3.0.0 errata; "Gaining Text"): a card whose own text keeps it on the table
/// gains nothing, and without a Tokui-Waza declared nothing is gained.
#[test]
fn piccolos_multiform_only_covers_cards_that_cannot_stay() {
    let e = full("score/blast-off-kit/cc5");
    let Some(Effect::Conditional(c)) = e.get(1) else {
        panic!("{e:?}");
    };
    assert_eq!(c.condition, Condition::TokuiWaza);
    let [Effect::AttacksFloating(r)] = &c.effects[..] else {
        panic!("{:?}", c.effects);
    };
    assert!(r.attacks.cannot_stay);
    assert_eq!(r.attacks.kinds, vec![AttackKind::Physical]);
    assert_eq!(r.attacks.performer_title_has.as_deref(), Some("Piccolo"));
    assert_eq!(
        r.gain,
        vec![Effect::UsesThisCombat(1), Effect::RemoveFromGameAfterUse]
    );
    assert_eq!(e.last(), Some(&Effect::RemoveFromGameAfterUse));

    let cards = r#""Piccolo Punch": { "type": "Physical Combat", "text": "Physical attack.",
            "effects": [ { "attack": { "kind": "physical" } } ] },
        "Piccolo Kick": { "type": "Physical Combat", "text": "Physical attack. This card stays on the table to be used 1 more time this Combat.",
            "effects": [ { "attack": { "kind": "physical" } }, { "uses_this_combat": 1 } ] }"#;
    let checks = r#""crd-3.0.0/gaining-text", "crd-3.0.0/battle-sequence/16""#;
    let actions = |card: &str| {
        format!(
            r#"[ {{ "p1": "play", "card": "Piccolo's Multiform" }}, {{ "p2": "pass" }},
            {{ "p1": "play", "card": "{card}" }}, {{ "p2": "take" }}, {{ "p2": "pass" }},
            {{ "p1": "use", "card": "{card}" }}, {{ "p2": "take" }} ]"#
        )
    };
    let players = |tokui: &str, card: &str| {
        support::players(
            PICCOLO,
            5,
            &format!(r#"{tokui}"hand": ["Piccolo's Multiform", "{card}"]"#),
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        )
    };
    // A card that stays on the table by its own text gains nothing: after its second use it is
    // discarded, not removed from the game.
    let json = scenario_with_cards(
        "Piccolo's Multiform: a card that can stay gains nothing",
        checks,
        cards,
        players(r#""tokui_waza": "Black", "#, "Piccolo Kick"),
        &actions("Piccolo Kick"),
        r#"[ { "after_step": 16, "phase": 3, "p1": { "in_play": { "non_combat": ["Piccolo Kick"] } } },
            { "after_step": 16, "phase": 5, "p1": { "discard": ["Piccolo Kick"], "removed": ["Piccolo's Multiform"] } } ]"#,
    );
    run("piccolos-multiform-can-stay", &json);
    // No Tokui-Waza declared: Piccolo Punch is discarded after its first use.
    let json = scenario_with_cards(
        "Piccolo's Multiform: no Tokui-Waza declared",
        checks,
        cards,
        players("", "Piccolo Punch"),
        r#"[ { "p1": "play", "card": "Piccolo's Multiform" }, { "p2": "pass" },
            { "p1": "play", "card": "Piccolo Punch" }, { "p2": "take" } ]"#,
        r#"[ { "after_step": 16, "phase": 3, "p1": { "discard": ["Piccolo Punch"], "removed": ["Piccolo's Multiform"] } } ]"#,
    );
    run("piccolos-multiform-no-tokui-waza", &json);
    // Declared: Piccolo Punch stays for a second use, then is removed from the game.
    let json = scenario_with_cards(
        "Piccolo's Multiform: a card that cannot stay is used twice",
        checks,
        cards,
        players(r#""tokui_waza": "Black", "#, "Piccolo Punch"),
        &actions("Piccolo Punch"),
        r#"[ { "after_step": 16, "phase": 3, "p1": { "in_play": { "non_combat": ["Piccolo Punch"] } } },
            { "after_step": 16, "phase": 5, "p1": { "removed": ["Piccolo's Multiform", "Piccolo Punch"] } } ]"#,
    );
    run("piccolos-multiform-twice", &json);
}
