//! A Dragon Ball's own text used when it is played from the hand (CRD 3.0.0 Sequence of Play 2:
//! "If you play a Dragon Ball, you do what it tells you to right after you play it"; "Dragon
//! Balls": "When you play a Dragon Ball, you immediately use its effects").

use crate::support;

/// Earth Dragon Ball 1 (Saiyan Saga #15): "Instantly power up to full and draw a card."
#[test]
fn earth_dragon_ball_1_powers_up_to_full_and_draws_a_card_when_played() {
    let json = support::scenario(
        "Earth Dragon Ball 1 played in the Non-Combat Step",
        r#""crd-3.0.0/the-sequence-of-play-for-one-complete-turn/2""#,
        support::players_bare(
            support::GOKU,
            2,
            r#""hand": ["Earth Dragon Ball 1"], "life_deck": { "top": ["Goku's Touch"], "unknown_below": 20 }"#,
            support::RADITZ,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[{ "p1": "play", "card": "Earth Dragon Ball 1" }, { "p1": "skip_combat" }]"#,
        r#"[{ "after_turn_step": "non_combat", "p1": { "stage": 10, "hand": ["Goku's Touch"], "in_play": { "dragon_balls": ["Earth Dragon Ball 1"] } } }]"#,
    )
    .replacen(
        r#""attacker": "p1""#,
        r#""attacker": "p1", "turn": { "number": 1, "step": "non_combat" }"#,
        1,
    );
    let r = support::run_battle("dragon-balls-placed", "edb1", &json);
    let placed = support::step_noting(&r, "p1 plays Earth Dragon Ball 1", "it is played");
    assert!(placed.judge.is_empty(), "{:?}", placed.judge);
}
