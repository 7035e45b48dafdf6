//! The Most Powerful Personality Victory (CRD 3.0.0 How To Win, "3) Most Powerful Personality
//! Victory") checked at every rise of the Main Personality's level: a card effect that advances
//! it to the highest level in the game wins like 5 anger does, and a text that forbids the
//! victory stops it: Saiyan Style Mastery in play, Dr. Willow's CRD ruling, Aura Clash used.

use crate::support::{self, scenario_report as run};

#[test]
fn most_powerful_personality_victory_won_by_a_card_effect_advancing_the_main_personality() {
    let r = run("most-powerful-victory-by-a-card-effect.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    let step = support::step_noting(
        &r,
        "p1's Main Personality advances to Attacker Lv.2; anger is not changed",
        "a step says the card advances the Main Personality",
    );
    support::assert_cites(
        step,
        &[
            "crd-3.0.0/anger",
            "crd-3.0.0/most-powerful-personality-victory",
        ],
    );
    assert!(
        r.events
            .iter()
            .flat_map(|e| &e.judge)
            .any(|n| n
                .contains("CRD 3.0.0 does not say at which power stage a Main Personality stands")),
        "the judge is told the CRD is silent on the power stage"
    );
}

#[test]
fn most_powerful_personality_victory_by_a_card_effect_not_awarded_under_saiyan_style_mastery() {
    let r = run("most-powerful-victory-by-a-card-effect-forbidden-by-a-mastery.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "no victory: {:?}", r.outcome);
    assert!(r.events.iter().flat_map(|e| &e.notes).any(|n| n.contains(
        "not awarded: Saiyan Style Mastery reads \"You cannot win by the Most Powerful Personality Victory.\""
    )));
}

#[test]
fn most_powerful_personality_victory_not_awarded_to_dr_willow_by_his_crd_ruling() {
    // CRD 3.0.0 ruling on Dr. Willow (Cosmic Anthology #CA4-#CA6): "Dr. Willow cannot win by
    // the Most Powerful Personality Victory." The card's own text does not say it.
    let r = run("most-powerful-victory-forbidden-by-dr-willow-ruling.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "no victory: {:?}", r.outcome);
    let step = support::step_noting(&r, "not awarded: the CRD ruling on Dr. Willow Lv.3 reads \"Dr. Willow cannot win by the Most Powerful Personality Victory.\"", "a step quotes the ruling");
    assert!(step
        .citations
        .iter()
        .any(|c| c == "crd-3.0.0/specific-card-clarifications-errata-rulings/dr-willow"));
}

#[test]
fn most_powerful_personality_victory_given_up_for_the_game_by_aura_clash() {
    // Aura Clash (Cell Games Saga #108), as CRD 3.0.0 says to treat it: "You cannot win by the
    // Most Powerful Personality Victory for the remainder of the game. Raise your anger 6
    // levels. ..." Its own anger then advances the Main Personality to the highest level.
    let r = run("most-powerful-victory-given-up-by-aura-clash.json");
    assert!(r.passed, "{:?}", r.checkpoints);
    assert!(r.outcome.is_none(), "no victory: {:?}", r.outcome);
    assert!(r.events.iter().flat_map(|e| &e.notes).any(|n| n.contains(
        "p1's Main Personality reached level 2, the highest level in the game, but Aura Clash says p1 cannot win by the Most Powerful Personality Victory"
    )));
}
