//! Who may use a card, on real pool cards (CRD 3.0.0 "“_____ only” Cards", Alternate Personality
//! Rule, "More Details about Fusing", Pikkon, Majin Personalities, Non-Combat Cards): each test
//! names the held-out dev case it comes from (`tests/held-out/who-may-use/dev.jsonl`).

use crate::support::{self, players, scenario};

/// What the engine did with a card.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    /// Played: the note says the performer may use it.
    Allowed,
    /// Refused with the "only" section cited.
    Refused,
    /// Shown to the judge.
    Judge,
}

/// p1 (`mp1`, with `card` in hand) attacks `mp2` by playing `card`.
fn play(case: &str, mp1: &str, card: &str, mp2: &str) -> (Verdict, String) {
    play_declared(case, mp1, None, card, mp2)
}

/// As [`play`], p1's Main Personality declared `side` at the start of the game (a Rogue).
fn play_declared(
    case: &str,
    mp1: &str,
    side: Option<&str>,
    card: &str,
    mp2: &str,
) -> (Verdict, String) {
    let mut board = players(mp1, 5, &format!(r#""hand": ["{card}"]"#), mp2, 5, "");
    if let Some(side) = side {
        board = declare(&board, mp1, side);
    }
    let json = scenario(
        case,
        r#""crd-3.0.0/only-cards""#,
        board,
        &format!(
            r#"[{{ "p1": "play", "card": "{}" }}, {{ "p2": "take" }}]"#,
            name_of(card)
        ),
        "[]",
    );
    let r = support::battle_report("who-may-use", case, &json).expect("the board loads");
    let notes: Vec<String> = r
        .events
        .iter()
        .flat_map(|e| e.notes.iter().chain(e.judge.iter()).cloned())
        .collect();
    let all = format!("{:?} {notes:?}", r.error);
    if let Some(e) = &r.error {
        if e.contains("only") && e.contains("crd-3.0.0/only-cards") {
            return (Verdict::Refused, all);
        }
    }
    if notes
        .iter()
        .any(|n| n.starts_with("judge checks:") && n.contains(" only"))
    {
        return (Verdict::Judge, all);
    }
    assert!(
        notes
            .iter()
            .any(|n| n.contains(" only") && n.contains("may use it")),
        "{case}: neither refused, judged nor allowed: {all}"
    );
    (Verdict::Allowed, all)
}

/// The pool name of a card id (the script names cards by name).
fn name_of(id: &str) -> String {
    support::corpus()
        .card(id)
        .map(|c| c.name.clone())
        .unwrap_or_else(|| id.to_string())
}

/// The players' boards with `mp`'s Main Personality declared `side` (its first board).
fn declare(board: &str, mp: &str, side: &str) -> String {
    let at = format!(r#""card": "{mp}", "stage": 5 }}"#);
    assert!(board.contains(&at), "{board}");
    board.replacen(
        &at,
        &format!(r#""card": "{mp}", "stage": 5, "alignment": "{side}" }}"#),
        1,
    )
}

const GOKU: &str = "score/saiyan-saga/158";
const KRILLIN: &str = "score/saiyan-saga/167";
/// Vegeta Lv.1, a Rogue Personality (CRD 3.0.0 `crd-3.0.0/rogue-personalities`) printed a Villain.
const VEGETA: &str = "score/saiyan-saga/173";

/// W005: a Rogue declared a Villain "can only use one type in any given game" (CRD 3.0.0
/// `crd-3.0.0/rogue-personalities`): Gohan's Stomp (Heroes only) is refused.
#[test]
fn w005_a_villain_rogue_cannot_use_heroes_only() {
    let (v, why) = play_declared("w005", VEGETA, Some("Villain"), "Gohan's Stomp", GOKU);
    assert_eq!(v, Verdict::Refused, "{why}");
    assert!(why.contains("crd-3.0.0/rogue-personalities"), "{why}");
}

/// A Rogue declared a Hero uses "Heroes only" cards although printed a Villain (CRD 3.0.0
/// `crd-3.0.0/rogue-personalities`: "Rogue Personalities can be played as either Heroes or
/// Villains"; audit pattern B, Heroic Final Strike), and not "Villains only" ones.
#[test]
fn a_rogue_declared_a_hero_uses_heroes_only_cards() {
    let (v, why) = play_declared(
        "rogue-hero-heroes-only",
        VEGETA,
        Some("Hero"),
        "Heroic Final Strike",
        FRIEZA,
    );
    assert_eq!(v, Verdict::Allowed, "{why}");
    assert!(why.contains("declared a Hero"), "{why}");
    let (v, why) = play_declared(
        "rogue-hero-villains-only",
        VEGETA,
        Some("hero"),
        "Captain Ginyu's Sacrifice",
        GOKU,
    );
    assert_eq!(v, Verdict::Refused, "{why}");
}

/// A Rogue whose side the board does not declare: a "Heroes only" or "Villains only" card goes
/// to the judge citing the rule, neither refused nor allowed on the printed alignment.
#[test]
fn an_undeclared_rogue_leaves_heroes_only_to_the_judge() {
    let (v, why) = play("rogue-undeclared", VEGETA, "Heroic Final Strike", FRIEZA);
    assert_eq!(v, Verdict::Judge, "{why}");
    assert!(why.contains("crd-3.0.0/rogue-personalities"), "{why}");
}

/// Only a Rogue declares a side: Goku declared a Villain, or a side that is none, is refused at
/// load with the rule cited; Goku declared a Hero (his own) loads.
#[test]
fn only_a_rogue_is_declared_a_side() {
    for (mp, side, expected) in [
        (GOKU, "Villain", "is a Hero, not a Rogue Personality"),
        (VEGETA, "Neutral", "is not a side"),
    ] {
        let json = scenario(
            "declared side",
            r#""crd-3.0.0/rogue-personalities""#,
            declare(&players(mp, 5, "", FRIEZA, 5, ""), mp, side),
            r#"[{ "p1": "pass" }]"#,
            "[]",
        );
        let err = match support::battle_report("who-may-use", "declared-side", &json) {
            Ok(_) => panic!("{mp} declared {side}: the board loads"),
            Err(e) => format!("{e:#}"),
        };
        assert!(err.contains(expected), "{err}");
        assert!(err.contains("crd-3.0.0/rogue-personalities"), "{err}");
    }
    let (v, why) = play_declared("goku-hero", GOKU, Some("Hero"), "Gohan's Stomp", FRIEZA);
    assert_eq!(v, Verdict::Allowed, "{why}");
}

#[test]
fn w007_villains_goku_and_gohan_only_is_saiyan_heritage_only() {
    let (v, why) = play(
        "w007",
        "score/cell-saga/173",
        "score/frieza-saga/010",
        KRILLIN,
    );
    assert_eq!(v, Verdict::Allowed, "{why}");
    assert!(
        why.contains("crd-3.0.0/villains-goku-and-gohan-only"),
        "{why}"
    );
}

#[test]
fn w007_a_villain_without_saiyan_heritage_is_refused() {
    // Frieza is a Villain, but the card counts as Saiyan Heritage only.
    let (v, why) = play(
        "w007-frieza",
        "score/capsule-corp-power-pack/cp29",
        "score/frieza-saga/010",
        GOKU,
    );
    assert_eq!(v, Verdict::Refused, "{why}");
}

#[test]
fn w011_den_goku_has_namekian_heritage() {
    let (v, why) = play(
        "w011",
        "score/fusion-saga/099",
        "score/cell-saga/022",
        KRILLIN,
    );
    assert_eq!(v, Verdict::Allowed, "{why}");
}

#[test]
fn w013_krillin_cannot_use_saiyan_heritage_only() {
    let (v, why) = play("w013", KRILLIN, "score/saiyan-saga/094", GOKU);
    assert_eq!(v, Verdict::Refused, "{why}");
}

#[test]
fn w039_majin_vegeta_is_named_exactly() {
    let (v, why) = play(
        "w039",
        "score/babidi-saga/047",
        "score/majin-buu-saga/111",
        GOKU,
    );
    assert_eq!(v, Verdict::Allowed, "{why}");
}

#[test]
fn w039_vegeta_only_is_not_majin_vegeta() {
    // Alternate Personality Rule: Majin Vegeta cannot use "Vegeta only" cards.
    let (v, why) = play(
        "w039-vegeta-only",
        "score/babidi-saga/047",
        "score/cell-games-saga-promo/p6",
        GOKU,
    );
    assert_ne!(v, Verdict::Allowed, "{why}");
}

#[test]
fn w053_fused_characters_only_is_a_group() {
    let (v, why) = play(
        "w053",
        "score/fusion-saga/099",
        "score/fusion-saga-promo/p1",
        KRILLIN,
    );
    assert_eq!(v, Verdict::Allowed, "{why}");
}

#[test]
fn w057_a_villain_cannot_use_a_heroes_only_tien_card() {
    let (v, why) = play(
        "w057",
        "score/capsule-corp-power-pack/cp29",
        "score/frieza-saga/016",
        GOKU,
    );
    assert_eq!(v, Verdict::Refused, "{why}");
}

#[test]
fn w077_a_rogue_majin_is_still_a_majin() {
    let (v, why) = play(
        "w077",
        "score/majin-buu-saga/180",
        "score/fusion-saga/111",
        GOKU,
    );
    assert_eq!(v, Verdict::Allowed, "{why}");
}

#[test]
fn w097_recoome_boom_is_saiyan_heritage_only() {
    let (v, why) = play("w097", GOKU, "score/frieza-saga/008", KRILLIN);
    assert_eq!(v, Verdict::Allowed, "{why}");
}

/// Every line of the battle: each step's account, notes and judge notes, and the error.
fn battle_text(case: &str, json: &str) -> String {
    let r = support::battle_report("who-may-use", case, json).expect("the board loads");
    let mut out = format!("error: {:?}\n", r.error);
    for e in &r.events {
        out.push_str(&format!("step {}: {}\n", e.step, e.account));
        for n in e.notes.iter().chain(e.judge.iter()) {
            out.push_str(&format!("  {n}\n"));
        }
    }
    out
}

/// p1 (`mp1`, the Drills `drills1` in play) attacks with `attack` against `mp2` (Drills `drills2`).
fn with_drills(
    case: &str,
    mp1: &str,
    drills1: &str,
    attack: &str,
    mp2: &str,
    drills2: &str,
) -> String {
    let zone = |d: &str| {
        if d.is_empty() {
            String::new()
        } else {
            format!(r#""in_play": {{ "drills": ["{d}"] }}"#)
        }
    };
    let p1 = support::join(&format!(r#""hand": ["{attack}"]"#), &zone(drills1));
    let json = scenario(
        case,
        r#""crd-3.0.0/non-combat-cards""#,
        players(mp1, 5, &p1, mp2, 5, &zone(drills2)),
        &format!(r#"[{{ "p1": "play", "card": "{attack}" }}, {{ "p2": "take" }}]"#),
        "[]",
    );
    battle_text(case, &json)
}

const PICCOLO: &str = "score/saiyan-saga/161";
const RADITZ: &str = "score/saiyan-saga/170";
const FRIEZA: &str = "score/capsule-corp-power-pack/cp29";

#[test]
fn w025_a_piccolo_and_nail_only_drill_gives_goku_nothing() {
    let t = with_drills(
        "w025",
        GOKU,
        "Namekian Attack Drill",
        "Tien's Physical Attack",
        KRILLIN,
        "",
    );
    assert!(
        t.contains("Namekian Attack Drill is Piccolo, Nail only"),
        "{t}"
    );
    assert!(t.contains("does nothing while"), "{t}");
    assert!(
        !t.contains("(Namekian Attack Drill, a Drill p1 has in play)"),
        "{t}"
    );
    let t = with_drills(
        "w025-piccolo",
        PICCOLO,
        "Namekian Attack Drill",
        "Tien's Physical Attack",
        KRILLIN,
        "",
    );
    // The Drill's sentence is not compiled: the judge reads it for Piccolo.
    assert!(
        t.contains("(Namekian Attack Drill, a Drill p1 has in play)"),
        "{t}"
    );
}

#[test]
fn w027_a_villains_only_drill_does_not_reduce_damage_for_a_hero() {
    let t = with_drills(
        "w027",
        RADITZ,
        "",
        "Yamcha's Energy Attack",
        GOKU,
        "Guldo's Time Freeze Drill",
    );
    assert!(
        t.contains("Guldo's Time Freeze Drill is Villains only"),
        "{t}"
    );
    assert!(!t.contains("Guldo's Time Freeze Drill: -"), "{t}");
    let t = with_drills(
        "w027-frieza",
        RADITZ,
        "",
        "Yamcha's Energy Attack",
        FRIEZA,
        "Guldo's Time Freeze Drill",
    );
    assert!(!t.contains("does nothing while"), "{t}");
}

#[test]
fn w033_future_gohan_uses_a_gohan_only_drill() {
    let t = with_drills(
        "w033",
        RADITZ,
        "",
        "Yamcha's Energy Attack",
        "score/capsule-corp-power-pack/cp10",
        "Gohan's Defense Drill",
    );
    assert!(!t.contains("does nothing while"), "{t}");
    assert!(t.contains("Gohan's Defense Drill"), "{t}");
}

/// p1 (`mp1`) attacks `mp2` with `attack` from the hand; the battle's lines.
fn attack(case: &str, mp1: &str, attack: &str, mp2: &str) -> String {
    with_drills(case, mp1, "", attack, mp2, "")
}

#[test]
fn w059_against_vegeta_reaches_the_fusion_vegito() {
    let t = attack("w059", GOKU, "Heroic Force", "score/fusion-saga/123");
    assert!(t.contains("so it is a focused attack"), "{t}");
    // Majin Vegeta is not Vegeta (Alternate Personality Rule).
    let t = attack(
        "w059-majin-vegeta",
        GOKU,
        "Heroic Force",
        "score/babidi-saga/047",
    );
    assert!(!t.contains("so it is a focused attack"), "{t}");
}

#[test]
fn w055_if_used_by_broly_is_not_paragus() {
    let t = attack("w055", "score/broly-subset/m31", "Broly's Might", GOKU);
    assert!(!t.to_lowercase().contains("cannot use combat cards"), "{t}");
    assert!(!t.contains("Combat cards for the remainder"), "{t}");
}

#[test]
fn w081_android_in_the_title_counts_super_android_13() {
    let json = scenario(
        "w081",
        r#""crd-3.0.0/drill-cards""#,
        players(
            "score/movie-7/m3",
            5,
            r#""hand": ["Yamcha's Energy Attack"], "in_play": { "drills": ["Android Attack Drill"] }"#,
            KRILLIN,
            5,
            "",
        ),
        r#"[{ "p1": "play", "card": "Yamcha's Energy Attack" }, { "p2": "take" }]"#,
        "[]",
    );
    let t = battle_text("w081", &json);
    assert!(t.contains("Android Attack Drill: +2 life cards"), "{t}");
}

/// CRD 3.0.0 `crd-3.0.0/saiyan-heritage-personalities` and
/// `crd-3.0.0/namekian-heritage-personalities` both list "Cell Jr (1 and 2)": Cell Jr. 1 and
/// Cell Jr. 2 use "Saiyan Heritage only" and "Namekian Heritage only" cards (audit pattern A).
#[test]
fn cell_jr_1_and_2_have_both_heritages() {
    const SAIYAN_POWER_BEAM: &str = "score/majin-buu-saga/108";
    const NAMEKIAN_DRAGON_BLAST: &str = "score/cell-games-saga/060";
    for cell_jr in ["score/cell-games-saga/094", "score/cell-games-saga/115"] {
        for card in [SAIYAN_POWER_BEAM, NAMEKIAN_DRAGON_BLAST] {
            let (v, why) = play("cell-jr-heritage", cell_jr, card, GOKU);
            assert_eq!(v, Verdict::Allowed, "{cell_jr} plays {card}: {why}");
        }
    }
}

/// Every name the CRD's Saiyan and Namekian Heritage lists give, read from the corpus
/// (`crd-3.0.0/saiyan-heritage-personalities`, `crd-3.0.0/namekian-heritage-personalities`):
/// each pool personality it names uses that Heritage's "only" cards, except those the CRD bars
/// (`crd-3.0.0/pikkon`, Tamagami).
#[test]
fn every_listed_heritage_personality_uses_its_heritage_only_cards() {
    use scouter::corpus::only_groups::BARRED;
    let corpus = support::corpus();
    let lists = [
        (
            "crd-3.0.0/saiyan-heritage-personalities",
            "Saiyan Heritage",
            "score/majin-buu-saga/108",
        ),
        (
            "crd-3.0.0/namekian-heritage-personalities",
            "Namekian Heritage",
            "score/cell-games-saga/060",
        ),
    ];
    let mut checked = 0;
    for (section, group, card) in lists {
        let s = corpus.section(section).expect("the Heritage list");
        for line in s.markdown.lines().filter_map(|l| l.strip_prefix("- ")) {
            let name = line.split('(').next().unwrap_or(line).trim();
            let key = scouter::corpus::names::normalise(name);
            let Some(mp) = corpus.cards().iter().find(|c| {
                c.game == scouter::corpus::Game::ScoreDbzCcg
                    && c.card_type == "Personality"
                    && c.level == Some(1)
                    && scouter::corpus::names::normalise(
                        &scouter::engine::identity::personality_name(&c.name),
                    ) == key
            }) else {
                continue;
            };
            let barred = BARRED.iter().any(|b| {
                b.group == group && scouter::corpus::names::normalise(b.personality) == key
            });
            let (v, why) = play("heritage-list", &mp.id, card, GOKU);
            let want = if barred {
                Verdict::Refused
            } else {
                Verdict::Allowed
            };
            assert_eq!(v, want, "{section} lists {name} ({}): {why}", mp.id);
            checked += 1;
        }
    }
    assert!(checked > 20, "only {checked} listed names reached the pool");
}

/// "Raise Vegeta to his highest power stage" reaches Vegeta The Ready Lv.1, as its "Vegeta
/// only" check does: one identity function (CRD 3.0.0 `crd-3.0.0/alternate-personality-rule`,
/// the name before the title's surname; audit pattern D).
#[test]
fn vegeta_at_full_power_raises_vegeta_the_ready() {
    let t = attack(
        "vegeta-the-ready-full-power",
        "score/android-saga/121",
        "Vegeta At Full Power!",
        FRIEZA,
    );
    assert!(!t.contains("no personality named Vegeta"), "{t}");
    assert!(t.contains("raised to its highest power stage"), "{t}");
}

/// Pikkon is listed "- Pikkon - Hero" among the Celestial Fighters (CRD 3.0.0
/// `crd-3.0.0/celestial-fighters`): a Villains only card refuses him (audit pattern D).
#[test]
fn pikkon_is_listed_a_hero_so_villains_only_refuses_him() {
    let (v, why) = play(
        "pikkon-villains-only",
        "score/world-games-saga/193",
        "Android 18's Stare Down",
        GOKU,
    );
    assert_eq!(v, Verdict::Refused, "{why}");
    assert!(why.contains("crd-3.0.0/celestial-fighters"), "{why}");
}

/// Caught Off Guard Drill is Heroes only (CRD 3.0.0 `crd-3.0.0/non-combat-cards`: "you must
/// have a personality in control of Combat that fits the '___ only' requirement in order to use
/// the Non-Combat card"; `crd-3.0.0/drill-cards`: "Drills are constantly in use"): in play for
/// Frieza, its named card is not blocked; for Goku it is (audit pattern C).
#[test]
fn caught_off_guard_drill_does_nothing_for_a_villain() {
    let run = |case: &str, mp1: &str, mp2: &str| {
        let p1 = r#""hand": ["Orange Standing Fist Punch"], "in_play": { "drills": ["Caught Off Guard Drill"], "named": { "Caught Off Guard Drill": "Blue Round Throw" } }"#;
        let json = scenario(
            case,
            r#""crd-3.0.0/non-combat-cards""#,
            players(mp1, 5, p1, mp2, 5, r#""hand": ["Blue Round Throw"]"#),
            r#"[{ "p1": "play", "card": "Orange Standing Fist Punch" }, { "p2": "defend", "card": "Blue Round Throw" }]"#,
            "[]",
        );
        battle_text(case, &json)
    };
    let t = run("caught-off-guard-frieza", FRIEZA, GOKU);
    assert!(
        !t.contains("cannot be played or used by either player"),
        "{t}"
    );
    assert!(
        t.contains("Caught Off Guard Drill is Heroes only: it does nothing while"),
        "{t}"
    );
    let t = run("caught-off-guard-goku", GOKU, FRIEZA);
    assert!(
        t.contains("cannot be played or used by either player"),
        "{t}"
    );
}

/// Captain Ginyu Reversal Drill is Villains only (CRD 3.0.0 `crd-3.0.0/only-cards`, Non-Combat
/// cards): in play for Goku it takes nothing back from the attacker; for Raditz it does.
#[test]
fn a_villains_only_drill_takes_no_stages_back_for_a_hero() {
    let drill = "Captain Ginyu Reversal Drill";
    let t = with_drills(
        "ginyu-reversal-goku",
        RADITZ,
        "",
        "Raditz Flying Kick",
        GOKU,
        drill,
    );
    assert!(
        t.contains("p2's Captain Ginyu Reversal Drill is Villains only: it does nothing while"),
        "{t}"
    );
    assert!(!t.contains("damage received from this attack"), "{t}");
    let t = with_drills(
        "ginyu-reversal-raditz",
        RADITZ,
        "",
        "Raditz Flying Kick",
        RADITZ,
        drill,
    );
    assert!(!t.contains("does nothing while"), "{t}");
    assert!(t.contains("damage received from this attack"), "{t}");
}

/// "If used by Goku" performed by Vegito, a Fusion of Goku: CRD 3.0.0 "More Details about
/// Fusing" (`crd-3.0.0/more-details-about-fusing`) rules "___ only" cards and cards that target
/// an original, not "if used by": the judge decides, and the gain waits for him (audit, Red
/// Goku's Energy Blast). Goku himself gains.
#[test]
fn if_used_by_goku_performed_by_vegito_goes_to_the_judge() {
    let t = attack(
        "red-goku-vegito",
        "score/fusion-saga/123",
        "Red Goku's Energy Blast",
        FRIEZA,
    );
    assert!(t.contains("is a Fusion of"), "{t}");
    assert!(t.contains("crd-3.0.0/more-details-about-fusing"), "{t}");
    assert!(
        !t.contains("the condition (the card is used by Goku) holds"),
        "{t}"
    );
    let t = attack("red-goku-goku", GOKU, "Red Goku's Energy Blast", FRIEZA);
    assert!(
        t.contains("the condition (the card is used by Goku) holds"),
        "{t}"
    );
}

/// A card given by pool id in the hand and named by the same pool id in the action is the same
/// card (docs/scenario-format.md: pool ids resolve; audit minor item, board 16b).
#[test]
fn an_action_names_a_hand_card_by_pool_id() {
    let id = "score/movie-7/m22";
    let json = scenario(
        "pool id in hand and action",
        r#""crd-3.0.0/only-cards""#,
        players(GOKU, 5, &format!(r#""hand": ["{id}"]"#), FRIEZA, 5, ""),
        &format!(r#"[{{ "p1": "play", "card": "{id}" }}, {{ "p2": "take" }}]"#),
        "[]",
    );
    let t = battle_text("pool-id-action", &json);
    assert!(t.starts_with("error: None"), "{t}");
    assert!(t.contains("p1 plays Heroic Final Strike"), "{t}");
}

/// A requirement refused is said in words with its section id, never as engine data (audit
/// minor item: Double Teaming used by an Ally in control, "Not(PerformedByAlly)").
#[test]
fn a_refused_requirement_is_said_in_words() {
    let json = scenario(
        "Double Teaming by an Ally",
        r#""crd-3.0.0/what-is-a-requirement""#,
        players(
            GOKU,
            1,
            r#""hand": ["Double Teaming"], "allies": [{ "card": "score/saiyan-saga/167", "stage": 3 }]"#,
            FRIEZA,
            5,
            "",
        ),
        r#"[{ "p1": "play", "card": "Double Teaming", "personality": "Krillin Lv.1" }, { "p2": "take" }]"#,
        "[]",
    );
    let t = battle_text("double-teaming-ally", &json);
    assert!(t.contains("not met"), "{t}");
    assert!(!t.contains("PerformedByAlly"), "{t}");
    assert!(t.contains("crd-3.0.0/what-is-a-requirement"), "{t}");
}

/// "Must be performed by an Ally" is a requirement (CRD "What is a Requirement?",
/// `crd-3.0.0/what-is-a-requirement`): Group Attack (Cell Games Saga #109) played by the Main
/// Personality in control of Combat is refused; by an Ally in control it is played, and which
/// Allies already performed it this Combat goes to the judge (held-out case W072).
#[test]
fn group_attack_must_be_performed_by_an_ally() {
    let hand = r#""hand": ["score/cell-games-saga/109"], "allies": [{ "card": "score/saiyan-saga/167", "stage": 3 }]"#;
    let by_goku = scenario(
        "Group Attack by the Main Personality",
        r#""crd-3.0.0/what-is-a-requirement""#,
        players(GOKU, 5, hand, FRIEZA, 5, ""),
        r#"[{ "p1": "play", "card": "Group Attack" }, { "p2": "take" }]"#,
        "[]",
    );
    let t = battle_text("group-attack-goku", &by_goku);
    assert!(t.contains("not met"), "{t}");
    assert!(t.contains("crd-3.0.0/what-is-a-requirement"), "{t}");
    assert!(!t.contains("p2 takes the attack"), "{t}");
    let by_krillin = scenario(
        "Group Attack by an Ally",
        r#""crd-3.0.0/what-is-a-requirement""#,
        players(GOKU, 1, hand, FRIEZA, 5, ""),
        r#"[{ "p1": "play", "card": "Group Attack", "personality": "Krillin Lv.1" }, { "p2": "take" }]"#,
        "[]",
    );
    let t = battle_text("group-attack-krillin", &by_krillin);
    assert!(t.starts_with("error: None"), "{t}");
    assert!(t.contains("p1 plays Group Attack"), "{t}");
    assert!(
        t.contains("judge resolves: Must be performed by an Ally that has not performed this attack this Combat."),
        "{t}"
    );
}
