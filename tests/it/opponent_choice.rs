//! A choice that belongs to the opponent of the card's user, on a real pool card: Flashback
//! (Cell Games Saga 007), "Choose 4 cards in your opponents discard pile and shuffle them into
//! his Life Deck. Your opponent chooses 4 cards in your discard pile and shuffles them back into
//! your Life Deck." The second choice is the opponent's (CRD 3.0.0 "Referencing": "your
//! opponent" is the other player): taken from the opponent's action only; names written in the
//! user's action are not his choice, and the run stops asking for the opponent's.

use crate::support::{self, players, GOKU, RADITZ};

/// Raditz Lv.1 (p1) attacks Goku Lv.1 (p2) with Tien's Physical Attack; p2 defends with
/// Flashback (a Combat card, discarded once used). p1's discard pile holds 4 cards (p2's
/// choice is forced), p2's 5 (p1 chooses 4).
fn flashback_board(case: &str, attack_choose: &str, defend_choose: &str) -> String {
    support::scenario(
        case,
        r#""crd-3.0.0/referencing""#,
        players(
            RADITZ,
            5,
            r#""hand": ["Tien's Physical Attack"], "discard": ["A1", "A2", "A3", "A4"]"#,
            GOKU,
            5,
            r#""hand": ["Flashback"], "discard": ["B1", "B2", "B3", "B4", "B5"], "life_deck": { "unknown_below": 30 }"#,
        ),
        &format!(
            r#"[{{ "p1": "play", "card": "Tien's Physical Attack"{attack_choose} }}, {{ "p2": "defend", "card": "Flashback"{defend_choose} }}]"#
        ),
        r#"[{ "after_step": 6, "p1": { "discard": [] }, "p2": { "discard": ["B4", "Flashback"] } }]"#,
    )
}

fn flashback(case: &str, attack_choose: &str, defend_choose: &str) -> Vec<String> {
    let json = flashback_board(case, attack_choose, defend_choose);
    let r = support::run_battle("opponent-choice", case, &json);
    r.events
        .iter()
        .filter(|e| e.step == 6)
        .flat_map(|e| e.notes.iter().cloned())
        .collect()
}

#[test]
fn the_opponents_choice_is_taken_from_the_opponents_action() {
    let notes = flashback(
        "from-the-opponent",
        r#", "choose": ["B1", "B2", "B3", "B5"]"#,
        "",
    );
    assert!(
        notes.iter().any(|n| n.contains(
            "p1 (the opponent of p2, who uses it) chooses B1, B2, B3, B5 (from p1's action)"
        )),
        "{notes:#?}"
    );
}

/// CRD 3.0.0 "Searching for Cards" and "Referencing": the names written only in p2's (the
/// user's) action are not p1's choice; the run stops and asks for p1's `choose`, saying whose
/// choice it is, and p2's discard pile is not touched.
#[test]
fn names_written_in_the_users_action_are_not_the_opponents_choice() {
    let case = "in-the-users-action";
    let json = flashback_board(case, "", r#", "choose": ["B1", "B2", "B3", "B5"]"#);
    let r = support::battle_report("opponent-choice", case, &json).expect("the board loads");
    let err = r.error.clone().expect("the run stops for p1's choice");
    assert!(err.contains("p1's `choose`"), "{err}");
    assert!(
        err.contains("Flashback gives the choice to p1, the opponent of p2, who uses it"),
        "{err}"
    );
    assert!(err.contains("crd-3.0.0/searching-for-cards"), "{err}");
    assert!(
        !r.events
            .iter()
            .flat_map(|e| e.notes.iter())
            .any(|n| n.contains("p1 (the opponent of p2, who uses it) chooses")),
        "no choice is made for p1"
    );
}

/// CRD 3.0.0 "Battle Sequence" step 1 (a card used in place of an attack) and "Searching for
/// Cards": Flashback played by the attacker resolves before the defender's action, so no action
/// of the defender's can carry his choice of 4 cards in the attacker's discard pile: the judge is
/// told whose choice it is and the run goes on (it does not stop for a `choose` no action can
/// give); the attacker's own choice in the defender's discard pile is made.
#[test]
fn the_defenders_choice_before_his_action_goes_to_the_judge() {
    let case = "in-place-of-an-attack";
    let json = support::scenario(
        case,
        r#""crd-3.0.0/battle-sequence/1""#,
        players(
            RADITZ,
            5,
            r#""hand": ["Flashback"], "discard": ["A1", "A2", "A3", "A4", "A5"]"#,
            GOKU,
            5,
            r#""discard": ["B1", "B2", "B3", "B4", "B5"], "life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "play", "card": "Flashback", "choose": ["B1", "B2", "B3", "B4"] }, { "p2": "pass" }]"#,
        r#"[{ "at_end": true, "p2": { "discard": ["B5"] } }]"#,
    );
    let r = support::battle_report("opponent-choice", case, &json).expect("the board loads");
    assert_eq!(r.error, None);
    assert!(r.passed, "{:?}", r.checkpoints);
    let judge: Vec<&String> = r.events.iter().flat_map(|e| e.judge.iter()).collect();
    assert!(
        judge
            .iter()
            .any(|j| j.contains("judge resolves: p2 chooses")
                && j.contains("Flashback gives the choice to p2, the opponent of p1, who uses it")),
        "{judge:#?}"
    );
}
