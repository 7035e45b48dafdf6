//! Every condition and requirement said in words (CRD 3.0.0 "What Is a Requirement?",
//! `crd-3.0.0/what-is-a-requirement`): one value of each `Condition` variant, none printed as
//! Rust debug text; and a refused requirement on a real pool card names its section.

use scouter::engine::effects::conditions::condition_words::condition_words;
use scouter::engine::effects::conditions::{
    AngerRange, Condition, DiscardEnd, DragonBallsAtLeast, HandStyle, InPlayAtLeast, LevelAtLeast,
    LifeCardsSuffered, LifeDeckAtMost, NoneInPlay, PersonalitiesTitled, PileCondition,
    RatingComparison, RatingTimes, Side, WhoIs,
};
use scouter::engine::effects::{CardFilter, InPlayKind, Who, Whose};

/// One value of every variant (the match in [`variant`] fails to compile when one is added).
fn samples() -> Vec<Condition> {
    let higher = RatingComparison {
        higher: Side::YourController,
        lower: Side::OpponentMainPersonality,
    };
    let anger = AngerRange {
        player: Who::Opponent,
        min: 0,
        max: 1,
    };
    vec![
        Condition::TokuiWaza,
        Condition::PerformedBy(vec!["Goku".into()]),
        Condition::InPlay("Chiaotzu".into()),
        Condition::TokuiWazaAgainst("Red".into()),
        Condition::TokuiWazaOpponentNone,
        Condition::Against("Villain".into()),
        Condition::OpponentDeclared("Saiyan".into()),
        Condition::NoTokuiWaza,
        Condition::MainPersonalityIs(WhoIs {
            player: Who::Opponent,
            is: "Hero".into(),
        }),
        Condition::HigherPowerRating(higher),
        Condition::AngerBetween(anger),
        Condition::NoneInPlay(NoneInPlay {
            player: Who::Opponent,
            kind: "drills".into(),
        }),
        Condition::LevelAtLeast(LevelAtLeast {
            player: Who::You,
            min: 2,
        }),
        Condition::AnyInPlay(vec![
            "Namek Dragon Ball 1".into(),
            "Namek Dragon Ball 2".into(),
        ]),
        Condition::All(vec![Condition::TokuiWaza, Condition::AngerBetween(anger)]),
        Condition::HighestRatingBelow(500_000),
        Condition::Any(vec![Condition::Against("Vegeta".into())]),
        Condition::OpponentPlayedCard,
        Condition::Not(Box::new(Condition::PerformedByAlly)),
        Condition::PerformedByAlly,
        Condition::AttackTitleHas("Sword".into()),
        Condition::AttackStyled("Saiyan".into()),
        Condition::AttackFocused,
        Condition::StagesBetween(anger),
        Condition::InDiscardPile("Red Flying Kick".into()),
        Condition::LifeDeckAtMost(LifeDeckAtMost {
            player: Who::Opponent,
            n: 10,
        }),
        Condition::PerformerTitleHas("Saiyan".into()),
        Condition::OpponentHasAlly,
        Condition::HandStyleAtLeast(HandStyle {
            style: "Red".into(),
            n: 3,
        }),
        Condition::DragonBallsAtLeast(DragonBallsAtLeast {
            player: Who::Opponent,
            n: 3,
            same_set: false,
        }),
        Condition::YouDid,
        Condition::InPlayAtLeast(InPlayAtLeast {
            whose: Whose::You,
            cards: vec![InPlayKind::Drill, InPlayKind::NonDrill],
            n: 6,
        }),
        Condition::Piles(PileCondition::DiscardEnd(DiscardEnd {
            player: Who::You,
            top: false,
            filter: Box::new(CardFilter {
                style: Some("Saiyan".into()),
                ..Default::default()
            }),
        })),
        Condition::Piles(PileCondition::DiscardEmpty(Who::You)),
        Condition::Piles(PileCondition::OtherCardsInHand(1)),
        Condition::Piles(PileCondition::PersonalitiesTitled(PersonalitiesTitled {
            title_has: "Android".into(),
            n: 3,
            allies_only: false,
        })),
        Condition::Piles(PileCondition::PersonalitiesTitled(PersonalitiesTitled {
            title_has: "Android".into(),
            n: 2,
            allies_only: true,
        })),
        Condition::YouDeclared("Freestyle".into()),
        Condition::RatingTimes(RatingTimes {
            higher: Side::YourMainPersonality,
            lower: Side::OpponentMainPersonality,
            times: 3,
        }),
        Condition::SuccessfulThisCombat,
        Condition::PerformerRatingBelow(300_000),
        Condition::DragonBallNumberInPlay(7),
        Condition::NoPowersUsedThisTurn,
        Condition::AttackNamed("Goku".into()),
        Condition::LifeCardsFromOneAttack(5),
        Condition::LifeCardsSuffered(LifeCardsSuffered {
            at_least: 5,
            level: Some("Goku, The Defender Lv.2".into()),
        }),
        Condition::AllyInPlay("Bulma".into()),
        Condition::DefendingInCombat,
        Condition::HasInPlay(WhoIs {
            player: Who::You,
            is: "Android 14".into(),
        }),
        Condition::CanPayStages(5),
        Condition::PerformerAtZero,
        Condition::FirstAttackOfKind(scouter::engine::effects::AttackKind::Physical),
        Condition::ControllerDamaged,
        Condition::AttackOfKind(scouter::engine::effects::AttackKind::Energy),
        Condition::MainPersonalityTitleHas(WhoIs {
            player: Who::Opponent,
            is: "Android".into(),
        }),
        Condition::PerformerFromSet("Bojack Unbound".into()),
    ]
}

/// The variant's place in the enum; exhaustive, so a new variant needs a sample.
fn variant(c: &Condition) -> usize {
    match c {
        Condition::TokuiWaza => 0,
        Condition::PerformedBy(_) => 1,
        Condition::InPlay(_) => 2,
        Condition::TokuiWazaAgainst(_) => 3,
        Condition::TokuiWazaOpponentNone => 4,
        Condition::Against(_) => 5,
        Condition::OpponentDeclared(_) => 6,
        Condition::NoTokuiWaza => 7,
        Condition::MainPersonalityIs(_) => 8,
        Condition::HigherPowerRating(_) => 9,
        Condition::AngerBetween(_) => 10,
        Condition::NoneInPlay(_) => 11,
        Condition::LevelAtLeast(_) => 12,
        Condition::AnyInPlay(_) => 13,
        Condition::All(_) => 14,
        Condition::HighestRatingBelow(_) => 15,
        Condition::Any(_) => 16,
        Condition::OpponentPlayedCard => 17,
        Condition::Not(_) => 18,
        Condition::PerformedByAlly => 19,
        Condition::AttackTitleHas(_) => 20,
        Condition::StagesBetween(_) => 21,
        Condition::InDiscardPile(_) => 22,
        Condition::LifeDeckAtMost(_) => 23,
        Condition::PerformerTitleHas(_) => 24,
        Condition::OpponentHasAlly => 25,
        Condition::HandStyleAtLeast(_) => 26,
        Condition::DragonBallsAtLeast(_) => 27,
        Condition::YouDid => 28,
        Condition::InPlayAtLeast(_) => 29,
        Condition::Piles(_) => 30,
        Condition::YouDeclared(_) => 31,
        Condition::RatingTimes(_) => 32,
        Condition::SuccessfulThisCombat => 33,
        Condition::PerformerRatingBelow(_) => 34,
        Condition::DragonBallNumberInPlay(_) => 35,
        Condition::NoPowersUsedThisTurn => 36,
        Condition::AttackNamed(_) => 37,
        Condition::LifeCardsFromOneAttack(_) => 38,
        Condition::LifeCardsSuffered(_) => 39,
        Condition::AllyInPlay(_) => 40,
        Condition::DefendingInCombat => 41,
        Condition::HasInPlay(_) => 42,
        Condition::CanPayStages(_) => 43,
        Condition::AttackStyled(_) => 44,
        Condition::AttackFocused => 45,
        Condition::FirstAttackOfKind(_) => 46,
        Condition::ControllerDamaged => 47,
        Condition::AttackOfKind(_) => 48,
        Condition::MainPersonalityTitleHas(_) => 49,
        Condition::PerformerAtZero => 50,
        Condition::PerformerFromSet(_) => 51,
    }
}

/// Rust debug text: a variant or type name, braces, brackets, a path.
fn debug_text(words: &str) -> Option<&'static str> {
    const VARIANTS: &[&str] = &[
        "TokuiWaza",
        "PerformedBy",
        "InPlay",
        "Against",
        "OpponentDeclared",
        "MainPersonalityIs",
        "MainPersonalityTitleHas",
        "HigherPowerRating",
        "AngerBetween",
        "NoneInPlay",
        "LevelAtLeast",
        "AnyInPlay",
        "HighestRatingBelow",
        "OpponentPlayedCard",
        "PerformedByAlly",
        "AttackTitleHas",
        "AttackStyled",
        "AttackFocused",
        "FirstAttackOfKind",
        "ControllerDamaged",
        "AttackOfKind",
        "AttackNamed",
        "StagesBetween",
        "InDiscardPile",
        "LifeDeckAtMost",
        "PerformerTitleHas",
        "OpponentHasAlly",
        "HandStyleAtLeast",
        "DragonBallsAtLeast",
        "YouDid",
        "Piles",
        "YouDeclared",
        "RatingTimes",
        "SuccessfulThisCombat",
        "PerformerRatingBelow",
        "DragonBallNumberInPlay",
        "NoPowersUsedThisTurn",
        "DefendingInCombat",
        "HasInPlay",
        "CanPayStages",
        "PerformerAtZero",
        "PerformerFromSet",
        "NonDrill",
        "NonCombat",
        "DiscardEnd",
        "YourController",
        "OpponentMainPersonality",
        "Some(",
        "None",
        "{",
        "}",
        "[",
        "]",
        "::",
        "_",
    ];
    VARIANTS.iter().copied().find(|v| words.contains(v))
}

#[test]
fn every_condition_is_said_in_words() {
    let samples = samples();
    let mut seen: Vec<usize> = samples.iter().map(variant).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen,
        (0..=51).collect::<Vec<_>>(),
        "a variant has no sample"
    );
    for c in &samples {
        let words = condition_words(c);
        assert!(!words.trim().is_empty(), "{c:?}: no words");
        assert!(
            debug_text(&words).is_none(),
            "{c:?} is said as debug text ({:?}): {words}",
            debug_text(&words)
        );
    }
    assert_eq!(
        condition_words(&samples[31]),
        "the player has at least 6 Drills or Non-Combat/Non-Drill cards in play"
    );
}
