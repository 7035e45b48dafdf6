//! The reading of a card is one reading: `card` shows the text the engine reads and the level
//! `cards --coverage` counts for it, over the whole Score pool (a personality whose power the
//! CRD 3.0.0 Specific Card Clarifications rewrite, "Treat her power as if it read ..."), and a
//! card with no text to read (known only from rulings) is manual, not "full".

use scouter::commands::coverage::{coverage, CoverageFilters};
use scouter::commands::lookup::card;
use scouter::corpus::Game;
use scouter::engine::compile::Coverage;

use crate::support;

fn score_coverage() -> scouter::commands::coverage::CoverageReport {
    let filters = CoverageFilters {
        game: Some(Game::ScoreDbzCcg),
        card_type: None,
    };
    coverage(
        support::corpus(),
        &filters,
        &scouter::cancel::Cancel::default(),
    )
    .expect("not cancelled")
}

/// For every Score card, the level `card` prints is the level `cards --coverage` counts.
#[test]
fn card_shows_the_level_coverage_counts_for_every_score_card() {
    let report = score_coverage();
    assert!(report.cards.len() > 2000, "the Score pool is read");
    let mut differ = Vec::new();
    for c in &report.cards {
        let r = card(support::corpus(), &c.id, None);
        let view = r.cards.first().expect("a pool id names its card");
        let shown = view
            .effects
            .as_ref()
            .expect("a Score card is read")
            .coverage;
        if shown != c.coverage {
            differ.push(format!(
                "{}: card {shown:?}, coverage {:?}",
                c.id, c.coverage
            ));
        }
    }
    assert!(differ.is_empty(), "card and coverage disagree: {differ:#?}");
}

/// CRD 3.0.0, Specific Card Clarifications, Android 18 Lv.1 (Cell Saga #182): "Treat her power
/// as if it read, 'When entering Combat as the attacker, ... then draw a card.'" `card` shows
/// that reading (the one a battle uses), not the printed one.
#[test]
fn card_shows_android_18s_power_as_the_crd_rewrites_it() {
    let r = card(support::corpus(), "score/cell-saga/182", None);
    let view = r.cards.first().expect("Android 18 Lv.1");
    assert!(
        view.read_from_ruling
            .as_deref()
            .is_some_and(|id| id.starts_with("crd-3.0.0/")),
        "{:?}",
        view.read_from_ruling
    );
    let read = view.read_as.as_deref().expect("the rewrite is shown");
    assert!(read.contains("as the attacker") && read.contains("then draw a card"));
    let compiled = view.effects.as_ref().expect("read");
    assert!(compiled
        .sentences
        .iter()
        .any(|s| s.text.contains("as the attacker")));
}

/// Huge Drill is known only from the CRD's rulings and has no text: nothing is read, so it is
/// manual and `card` says the judge resolves it from its rulings.
#[test]
fn a_card_with_no_text_is_manual_and_says_so() {
    let report = score_coverage();
    let huge = report
        .cards
        .iter()
        .find(|c| c.name == "Huge Drill")
        .expect("Huge Drill is in the pool");
    assert_eq!(huge.coverage, Coverage::Manual);
    let r = card(support::corpus(), &huge.id, None);
    let view = r.cards.first().expect("Huge Drill");
    assert!(view.no_text);
    let no_text_full = report
        .cards
        .iter()
        .filter(|c| c.coverage == Coverage::Full)
        .filter_map(|c| support::corpus().card(&c.id))
        .filter(|c| c.current_text.trim().is_empty())
        .map(|c| c.id.clone())
        .collect::<Vec<_>>();
    assert!(no_text_full.is_empty(), "{no_text_full:?}");
}

/// CRD 3.0.0 Specific Card Clarifications, Master Roshi Lv.1 (Capsule Corp cp7): "Treat this
/// card as if it read, 'Power: When entering Combat, look at the top 6 cards of your Life
/// Deck...'": the quoted part replaces the printed "top 10", and the power is a Power, not a
/// Constant Combat Power; the printed rest of the sentence is kept.
#[test]
fn master_roshis_partial_rewrite_looks_at_the_top_6_as_a_power() {
    let r = card(support::corpus(), "score/capsule-corp-power-pack/cp7", None);
    let view = r.cards.first().expect("Master Roshi Lv.1");
    let read = view.read_as.as_deref().expect("read from the ruling");
    assert!(read.contains("look at the top 6 cards"), "{read}");
    assert!(read.contains("raise your anger 2 levels"), "{read}");
    let effects =
        serde_json::to_string(&view.effects.as_ref().expect("read").effects).expect("JSON");
    assert!(effects.contains(r#""count":6"#), "{effects}");
    assert!(!effects.contains("constant_combat_power"), "{effects}");
}
