//! Checkpoints a judge writes about a whole attack: the bottom of a Life Deck
//! (`life_deck_bottom`), nobody having won (`no_winner`), and an id cited by any step of the
//! attack (`cited_in_attack`), each failing with what it found.

use crate::support::{self, players, GOKU, RADITZ};

fn report(
    case: &str,
    board: String,
    actions: &str,
    expect: &str,
) -> scouter::commands::battle::BattleReport {
    let json = support::scenario(
        case,
        r#""crd-3.0.0/battle-sequence/9""#,
        board,
        actions,
        expect,
    );
    support::battle_report("checkpoints", case, &json).unwrap_or_else(|e| panic!("{case}: {e:#}"))
}

/// Tien's Physical Attack played by Goku (`support::GOKU`) against Raditz, who takes it (both at 5 above 0,
/// Raditz's Life Deck 30 unknown cards), with the checkpoints `expect`.
fn tien_attacks_raditz(case: &str, expect: &str) -> scouter::commands::battle::BattleReport {
    report(
        case,
        players(
            GOKU,
            5,
            r#""hand": ["Tien's Physical Attack"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "play", "card": "Tien's Physical Attack" }, { "p2": "take" }]"#,
        expect,
    )
}

fn differences(r: &scouter::commands::battle::BattleReport) -> Vec<String> {
    r.checkpoints
        .iter()
        .flat_map(|c| c.differences.clone())
        .collect()
}

/// Tien's Physical Attack against Raditz: the PAT's stages, nobody wins, the PAT section is
/// cited somewhere in the attack (CRD 3.0.0 "Battle Sequence" step 9) but not at step 16.
#[test]
fn no_winner_and_cited_in_attack_pass_where_they_hold() {
    let r = tien_attacks_raditz(
        "attack-checks",
        r#"[{ "after_step": 16, "no_winner": true, "cited_in_attack": ["crd-3.0.0/battle-sequence/9", "crd-3.0.0/battle-sequence/1"] }]"#,
    );
    assert!(r.passed, "{:#?}", differences(&r));
}

#[test]
fn cited_in_attack_fails_naming_the_id_missing() {
    let r = tien_attacks_raditz(
        "attack-checks-missing",
        r#"[{ "after_step": 16, "cited_in_attack": ["crd-3.0.0/what-is-endurance"] }]"#,
    );
    assert!(!r.passed);
    assert_eq!(
        differences(&r),
        vec![
            "cited_in_attack: no step of Attack Phase 1 cites crd-3.0.0/what-is-endurance"
                .to_string()
        ]
    );
}

/// Saiyan Energy Ball: "If successful, place this card at the bottom of your Life Deck." (CRD
/// 3.0.0 "Battle Sequence" step 15): the card ends at the bottom of p1's Life Deck.
#[test]
fn life_deck_bottom_reads_the_known_bottom_cards() {
    let r = report(
        "life-deck-bottom",
        players(
            GOKU,
            5,
            r#""hand": ["Saiyan Energy Ball"]"#,
            RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "play", "card": "Saiyan Energy Ball" }, { "p2": "take" }]"#,
        r#"[{ "after_step": 16, "p1": { "life_deck_bottom": ["Saiyan Energy Ball"] } }, { "after_step": 16, "p1": { "life_deck_bottom": [] } }]"#,
    );
    let diffs = differences(&r);
    assert_eq!(
        diffs,
        vec!["p1.life_deck_bottom: expected [], actual [\"Saiyan Energy Ball\"]".to_string()],
        "{}",
        scouter::render::trace::render_battle(&r)
    );
}
