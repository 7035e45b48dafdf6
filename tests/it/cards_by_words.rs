//! A card that keeps the opponent from playing or using cards with given words in their power
//! box (Losing Battle, Majin Buu Saga #134, CRD 3.0.0 Specific Card Clarifications; CRD
//! "Stopping a player from using cards").

use crate::support;

const LOSING_BATTLE: &str = "crd-3.0.0/specific-card-clarifications-errata-rulings/losing-battle";

/// Aura Clash says "You cannot win ...": "win" is in its power box, so p2 may not play it for
/// the remainder of the turn; the refusal quotes Losing Battle's ruling and the CRD section.
#[test]
fn losing_battle_refuses_the_opponents_card_with_win_in_its_power_box() {
    let r = support::scenario_report("losing-battle-refuses-a-win-card.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let said = r.error.as_deref().expect("Aura Clash is refused");
    assert!(said.contains(LOSING_BATTLE), "{said}");
    assert!(
        said.contains("crd-3.0.0/stopping-a-player-from-using-cards"),
        "{said}"
    );
    // CRD 3.0.0 "The Golden Rule": Losing Battle's text overrides the rule that allows the play.
    assert!(said.contains("crd-3.0.0/the-golden-rule"), "{said}");
}

/// Losing Battle restricts the opponent only: its own player's card with "win" is played.
#[test]
fn losing_battle_leaves_its_own_players_win_cards_alone() {
    let json = support::scenario(
        "Losing Battle: p1's own Aura Clash is played in the next Attack Phase",
        r#""crd-3.0.0/specific-card-clarifications-errata-rulings/losing-battle""#,
        support::players(
            support::RADITZ,
            5,
            r#""hand": ["Losing Battle", "Aura Clash"]"#,
            support::GOKU,
            5,
            r#""life_deck": { "unknown_below": 30 }"#,
        ),
        r#"[
    { "p1": "play", "card": "Losing Battle" },
    { "p2": "pass" },
    { "p1": "play", "card": "Aura Clash" }
  ]"#,
        r#"[ { "at_end": true, "p1": { "hand": [] } } ]"#,
    );
    let r = support::run_battle("cards-by-words", "own-win-card", &json);
    assert_eq!(r.error, None);
}
