//! Durations past the one Combat the engine resolves, on real pool cards: a raised PUR "until
//! the end of your next turn" (Orange Chin Break) or "until the end of the game" (Saiyan
//! Training) is said in the card reading (`scouter card`) with what ends it and the CRD section
//! defining that end ("The Sequence of Play for One Complete Turn", "How To Win"), and, when
//! Combat ends (CRD "Phase 2: The Attack Phases"), the judge is told it stays in force.

use crate::support::{self, players, GOKU, RADITZ};
use scouter::commands::lookup;

const TURN: &str = "crd-3.0.0/the-sequence-of-play-for-one-complete-turn";
const HOW_TO_WIN: &str = "crd-3.0.0/how-to-win";

#[test]
fn the_card_reading_says_what_ends_a_duration_past_combat() {
    let corpus = support::corpus();
    for (name, lasts, cite) in [
        ("Orange Chin Break", "until the end of your next turn", TURN),
        // The Irwin Toy printing (the ordinary printing of the name is Saiyan Saga #80).
        (
            "score/irwin-toy/ir6",
            "until the end of the game",
            HOW_TO_WIN,
        ),
    ] {
        let r = lookup::card(corpus, name, None);
        let view = r
            .cards
            .first()
            .unwrap_or_else(|| panic!("{name} not found"));
        assert_eq!(view.durations.len(), 1, "{name}: {:?}", view.durations);
        let d = &view.durations[0];
        assert_eq!(d.lasts, lasts, "{name}");
        assert_eq!(d.cite, cite, "{name}");
        // Both raise the PUR: a board run turn by turn keeps them (`turn::durations`).
        assert!(
            d.engine
                .starts_with("a board run turn by turn keeps this until"),
            "{d:?}"
        );
        let text = scouter::render::text(
            &scouter::commands::Output::Card(Box::new(r.clone())),
            &scouter::render::Style::plain(),
        );
        assert!(text.contains(&format!("lasts \"{lasts}\"")), "{text}");
    }
    // A card whose durations end with Combat says nothing of the kind.
    let r = lookup::card(corpus, "Nappa's Physical Resistance", None);
    assert!(r.cards.iter().all(|v| v.durations.is_empty()));
}

/// Raditz Lv.1 (p1) attacks Goku Lv.1 (p2) with Orange Chin Break ("Your Main Personality
/// gains +2 to his PUR until the end of your next turn"), p2 takes it, both pass: when Combat
/// ends the judge is told the raise stays in force until the end of p1's next turn.
#[test]
fn a_pur_raise_past_combat_is_kept_in_force_when_combat_ends() {
    let json = support::scenario(
        "A PUR raise outlasting Combat",
        &format!("\"{TURN}\""),
        players(RADITZ, 5, r#""hand": ["Orange Chin Break"]"#, GOKU, 5, ""),
        r#"[{ "p1": "play", "card": "Orange Chin Break" }, { "p2": "take" }, { "p2": "pass" }, { "p1": "pass" }]"#,
        "[]",
    );
    let r = support::battle_report("outlasting", "chin-break", &json).expect("the board loads");
    assert!(r.error.is_none(), "{:?}", r.error);
    let last = r.events.last().expect("steps ran");
    let kept: Vec<&String> = r
        .events
        .iter()
        .flat_map(|e| e.judge.iter())
        .filter(|j| j.starts_with("judge keeps in force"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(last.judge.contains(kept[0]), "said at the step Combat ends");
    assert!(
        kept[0].contains("p1's Main Personality's PUR +2 (Orange Chin Break) lasts \"until the end of your next turn\""),
        "{kept:?}"
    );
    assert!(
        last.citations.iter().any(|c| c == TURN),
        "{:?}",
        last.citations
    );
    assert!(
        last.citations
            .iter()
            .any(|c| c == "crd-3.0.0/phase-2-the-attack-phases"),
        "{:?}",
        last.citations
    );
}

/// CRD 3.0.0 "The Sequence of Play for One Complete Turn" with Orange Chin Break ("+2 to his PUR
/// until the end of your next turn"), run turn by turn: the raise powers up p1's next turn
/// (turn 3), is kept after the Combat it was gained in (no judge prompt), and ends with turn 3.
#[test]
fn a_pur_raise_ends_with_its_players_next_turn() {
    let r = crate::support::scenario_report("pur-raise-until-the-end-of-your-next-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let all_notes: Vec<&String> = r.events.iter().flat_map(|e| e.notes.iter()).collect();
    assert!(
        all_notes
            .iter()
            .any(|n| n.contains("p1's next turn is turn 3; it ends when that turn does")),
        "{all_notes:?}"
    );
    assert!(
        all_notes.iter().any(|n| n.contains(
            "the end of turn 3, p1's turn: p1's Main Personality's PUR +2 from Orange Chin Break (\"until the end of your next turn\") ends"
        )),
        "{all_notes:?}"
    );
    assert!(
        r.events
            .iter()
            .flat_map(|e| e.judge.iter())
            .all(|j| !j.contains("judge keeps in force")),
        "a whole-turn run keeps the raise itself"
    );
}

/// CRD 3.0.0 "The Sequence of Play for One Complete Turn" with Blue Thrusted Blast ("If
/// successful, your Main Personality's PUR is considered to be +2 until the end of your turn"),
/// run turn by turn: the raise ends with the turn it was gained in (turn 1), so p1's next
/// Power-Up Step (turn 3) adds the PUR alone.
#[test]
fn a_pur_raise_until_the_end_of_your_turn_ends_with_that_turn() {
    let r = crate::support::scenario_report("pur-raise-until-the-end-of-your-turn.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let all_notes: Vec<&String> = r.events.iter().flat_map(|e| e.notes.iter()).collect();
    assert!(
        all_notes.iter().any(|n| n.contains(
            "the end of turn 1, p1's turn: p1's Main Personality's PUR +2 from Blue Thrusted Blast (\"until the end of your turn\") ends"
        )),
        "{all_notes:?}"
    );
    assert!(
        all_notes
            .iter()
            .all(|n| !n.contains("p1's PUR raises still in force")),
        "nothing raised is left for turn 3: {all_notes:?}"
    );
}
