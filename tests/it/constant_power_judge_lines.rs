//! The judge lines of a Constant Combat Power at Battle Sequence step 1 (CRD 3.0.0 "Power-Up
//! Rating (PUR)": "constantly active") never repeat a sentence the engine applies at its own
//! moment (a doubled answer a judge could apply twice): checked over the whole Score pool.

use crate::support::{self, players, GOKU};

/// The effect kinds a Constant Combat Power may compile to that no step reads for a
/// personality (so they stay the judge's at step 1): an Endurance grant (read from Drills,
/// Non-Combat cards and Dragon Balls only), a stop or an anger change without a window.
const LEFT_TO_THE_JUDGE: [&str; 3] = ["\"endurance_grant\"", "{\"stop\"", "{\"anger\""];

/// Every Score card the effects snapshot reads in full ("full": no sentence left to the judge)
/// whose text is a Constant Combat Power and whose effects are all ones a step applies.
fn fully_read_constant_powers() -> Vec<String> {
    let snap = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/it/snapshots/it__effects_snapshot__score_pool.snap"
    ))
    .expect("the effects snapshot");
    snap.lines()
        .filter_map(|l| {
            let mut parts = l.splitn(3, " | ");
            let (id, reading, effects) = (parts.next()?, parts.next()?, parts.next()?);
            (reading == "full"
                && effects.contains("\"constant_combat_power\"")
                && !LEFT_TO_THE_JUDGE.iter().any(|k| effects.contains(k)))
            .then(|| id.to_string())
        })
        .collect()
}

/// CRD 3.0.0 "Power-Up Rating (PUR)" at step 1: each fully read Constant Combat Power as p1's
/// Main Personality (Tien's Physical Attack against Goku Lv.1) hands the judge none of its
/// sentences; Frieza Lv.1's "you may capture 2 Dragonballs instead of 1" (applied at step 14)
/// and Tapkar, the Fastest Lv.3's "when entering Combat as the defender" (step 0) among them.
#[test]
fn no_fully_read_constant_power_is_handed_to_the_judge_at_step_1() {
    let cards = fully_read_constant_powers();
    assert!(
        cards.iter().any(|c| c == "score/frieza-saga-promo/p12"),
        "Frieza Lv.1 is read in full"
    );
    let mut doubled = Vec::new();
    let mut ran = Vec::new();
    for card in &cards {
        let case = card.replace('/', "-");
        let json = support::scenario(
            &case,
            r#""crd-3.0.0/power-up-rating-pur""#,
            players(
                card,
                5,
                r#""hand": ["Tien's Physical Attack"]"#,
                GOKU,
                5,
                "",
            ),
            r#"[{ "p1": "play", "card": "Tien's Physical Attack" }]"#,
            r#"[{ "after_step": 1 }]"#,
        );
        let Ok(r) = support::battle_report("constant-power-judge", &case, &json) else {
            continue;
        };
        ran.push(card.clone());
        doubled.extend(
            r.events
                .iter()
                .filter(|e| e.step == 1)
                .flat_map(|e| e.judge.iter())
                .filter(|j| j.contains("Constant Combat Power (p1's"))
                .map(|j| format!("{card}: {j}")),
        );
    }
    assert!(
        ran.iter().any(|c| c == "score/frieza-saga-promo/p12") && ran.len() * 2 > cards.len(),
        "{} of {} boards ran: {ran:?}",
        ran.len(),
        cards.len()
    );
    assert!(doubled.is_empty(), "{doubled:#?}");
}
