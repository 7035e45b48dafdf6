//! What a card's effects say about the card as a whole: its attack, whether it defends, its
//! Endurance, which effects are secondary effects (CRD 3.0.0 "Secondary Effects", "Keywords:
//! Endurance"), and the effects as JSON.

use super::*;

/// Effects as a trace line shows them: the JSON of the card display and the board-state file
/// (`{"anger":{"player":"you","by":1}}`), not Rust's debug form.
pub fn as_json(effects: &[Effect]) -> String {
    serde_json::to_string(effects).unwrap_or_default()
}

impl Effect {
    /// True for the effects that resolve at the secondary-effects step (3 or 6).
    pub fn is_secondary(&self) -> bool {
        match self {
            Effect::Either(v) => v.iter().flatten().all(Effect::is_secondary),
            Effect::Conditional(c) => c.effects.iter().any(Effect::is_secondary),
            Effect::Anger(..)
            | Effect::PowerStages(..)
            | Effect::MainPersonalityStages(..)
            | Effect::PowerStagesToZero(..)
            | Effect::HighestStage(..)
            | Effect::Draw(..)
            | Effect::DrawUntilHand(..)
            | Effect::DrawPer(..)
            | Effect::LoseLifeCards(..)
            | Effect::SetAnger(..)
            | Effect::RevealHand(..)
            | Effect::ShowThatCard
            | Effect::PrepareDrawFewer(..)
            | Effect::OwnPrepareDrawFewer(..)
            | Effect::MoveCards(..)
            | Effect::CaptureDragonBall
            | Effect::Search(..)
            | Effect::ShuffleLifeDeck(..)
            | Effect::EndCombat
            | Effect::SkipDiscardStep(..)
            | Effect::MustPass(..)
            | Effect::SkipAttackPhase(..)
            | Effect::RestOfCombat(..)
            | Effect::Manual(..)
            | Effect::InPlay(..)
            | Effect::BoughtPerCount(..)
            | Effect::AlliesStages(..)
            | Effect::LoseLifeCardsPer(..)
            | Effect::Restrict(..)
            | Effect::CostModifier(..)
            | Effect::StopNext(..)
            | Effect::PreventLasting(..)
            | Effect::NextAttack(..)
            | Effect::Attach(..)
            | Effect::DiscardAttached(..)
            | Effect::LowerLevel(..)
            | Effect::AdvanceLevel(..)
            | Effect::LowerLevelTo(..)
            | Effect::AdvanceLevelTo(..)
            | Effect::AngerPer(..)
            | Effect::SenseiRemoved(..)
            | Effect::DragonBallsToLifeDeck(..)
            | Effect::HighestStageOf(..)
            | Effect::May(..)
            | Effect::SetStage(..)
            | Effect::NoMostPowerfulVictory(..)
            | Effect::VictoriesBarred(..)
            | Effect::AttacksFloating(..)
            | Effect::AngerCannotRise(..)
            | Effect::DrillsKeptAtLevelChange
            | Effect::CapLasting(..)
            | Effect::EachAttackPhase(..)
            | Effect::LifeDeckDiscardPer(..)
            | Effect::SearchPer(..)
            | Effect::DiscardDownTo(..)
            | Effect::PerformerStages(..)
            | Effect::PersonalitiesStages(..)
            | Effect::AlliesSetStage(..)
            | Effect::OnEndurance(..)
            | Effect::AnyCards(..)
            | Effect::AllDrillsToLifeDecks
            | Effect::HandRedraw(..)
            | Effect::AngerPerCopy(..)
            | Effect::LowerToPerformerStages
            | Effect::ChosenPersonalityStages(..)
            | Effect::PowersOff(..)
            | Effect::LoseLifeCardsMinusAnger(..)
            | Effect::AtEndOfCombat(..)
            | Effect::CopyStoppedAttackNextPhase
            | Effect::MovePerAnger(..)
            | Effect::ForbiddenRestOfCombat(..)
            | Effect::FloatingTrigger(..)
            | Effect::AttacksFloatingPer(..)
            | Effect::AlliesCannotTakeControl(..)
            | Effect::AttackingPersonalityHighestStage
            | Effect::PurRaise(..)
            | Effect::PurRaiseLevel
            | Effect::StopsAgainst(..)
            | Effect::PreventAgainst(..)
            | Effect::PowerStagesUpTo(..)
            | Effect::DiscardAllyStagesLost(..)
            | Effect::DrillsUpToOpponents
            | Effect::AngerUpTo(..)
            | Effect::PreventEitherChosen(..)
            | Effect::LookAtTop(..)
            | Effect::ShuffleDiscardPile(..)
            | Effect::SearchTop(..)
            | Effect::RemainingToLifeDeckBottom
            | Effect::RemainingToLifeDeckTop
            | Effect::TopCardsComparedByNumber
            | Effect::RemainingRemovedFromGame => true,
            // `prohibitions`: made when the card is used; "while in play" ones are read from
            // the card in play.
            Effect::Prohibit(p) => p.lasts != prohibitions::Span::WhileInPlay,
            // Not secondary effects: read at another step (the attack, the defence, damage, a card
            // in play) or not at all. Every variant is listed so a new one must be decided here.
            Effect::Attack(..)
            | Effect::Cost(..)
            | Effect::Empower(..)
            | Effect::Modify(..)
            | Effect::Multiply(..)
            | Effect::Stop(..)
            | Effect::DefenseShield(..)
            | Effect::ShieldUses(..)
            | Effect::StandingStop(..)
            // `attack::copies`: read at steps 1 and 10
            | Effect::CopyAttack(..)
            | Effect::CopiedAttacksDo(..)
            | Effect::Prevent(..)
            | Effect::DamageCap(..)
            | Effect::EnergyCost(..)
            | Effect::Endurance(..)
            | Effect::EnduranceX(..)
            | Effect::DragonBallsCannotBeCaptured
            | Effect::CaptureBelowFiveLifeCards
            | Effect::YourAttacksCannotBePrevented
            | Effect::YourAttacksCannotBeRedirected
            | Effect::MayUseOnlyCards(..)
            | Effect::MayUseGroupCards(..)
            | Effect::CardsAfterUse(..)
            | Effect::EnergyCostChange(..)
            | Effect::IfSuccessful(..)
            | Effect::IfStopped(..)
            | Effect::RemoveFromGameAfterUse
            | Effect::StaysOnTable
            | Effect::Only(..)
            | Effect::CardRule(..)
            | Effect::Timing(..)
            | Effect::AfterUse(..)
            | Effect::UsesThisCombat(..)
            | Effect::DamageInstead(..)
            | Effect::ModifyInstead(..)
            | Effect::Keyword(..)
            | Effect::ModifyPer(..)
            | Effect::DamagePer(..)
            | Effect::FirstInCombat(..)
            | Effect::StopsSameKindRestOfCombat
            | Effect::NotByMainPersonalityPowers
            | Effect::AngerInstead(..)
            | Effect::InPlayInstead(..)
            | Effect::Trigger(..)
            | Effect::TakeLessDamage(..)
            | Effect::EnduranceBonus(..)
            | Effect::EnduranceGrant(..)
            | Effect::NoEnduranceAgainst(..)
            | Effect::NoEnduranceForYou
            | Effect::StopsFocused
            | Effect::ShieldsStopFocused
            | Effect::DamageRemovedFromGame
            | Effect::FirstDamageRemovedFromGame(..)
            | Effect::PatBaseDamageShift(..)
            | Effect::PreventAgainstYou(..)
            | Effect::StopsUnstoppable
            | Effect::NotStoppedByFloatingOrShields
            | Effect::NotStoppedByCardType(..)
            | Effect::NotPreventedByCardType(..)
            | Effect::InPlayToUse(..)
            | Effect::WhileAttached(..)
            | Effect::DiscardWhenHighestStage
            | Effect::DiscardedBySuccessfulAttack(..)
            | Effect::AngerReachedInstead(..)
            | Effect::StopsCombatCardEffects
            | Effect::ReduceEitherAgainstYou(..)
            | Effect::StagesBackPerDamage(..)
            | Effect::StagesBackPerLoss(..)
            | Effect::UseAfterOpponentPaysCosts
            | Effect::DrillInPlaceOfAttack(..)
            | Effect::NoLifeCardsFromThisAttack
            | Effect::CapAgainstYou(..)
            | Effect::AngerCannotBeLowered
            | Effect::NoCombatEnders
            | Effect::NonCombatAfterHandAttack
            | Effect::PurBonus(..)
            | Effect::NoRedirectToAllies(..)
            | Effect::CostWhileInPlay(..)
            | Effect::Battleground(..)
            | Effect::Requires(..)
            | Effect::CountsAsCopyInDiscard(..)
            | Effect::RequiresSuccessful(..)
            | Effect::UseWindow(..)
            | Effect::UsesIfStoppedFocused(..)
            | Effect::StopsOnlyAgainst(..)
            | Effect::StopsOnlyFocused
            | Effect::AllyDamagedLeaves(..)
            | Effect::ChosenX(..)
            | Effect::FirstLifeCardToHand
            | Effect::DrillStop(..)
            | Effect::StagesPerLifeCardReceived(..)
            | Effect::StagesPerLifeCardDealt(..)
            | Effect::DefenceOnly
            | Effect::SkipCombatThisTurn
            | Effect::OpponentMayNotDeclareCombat
            | Effect::SkipNextCombatForcedInto
            | Effect::DragonBallPower(..)
            | Effect::RemoveDragonBallsOfSet(..)
            | Effect::WhileYouControl(..)
            | Effect::CaptureThresholdAgainstYou(..)
            | Effect::RuleNumberInstead(..)
            | Effect::AllyControlAtOrBelow(..)
            | Effect::DiscardedInsteadOfRemoved(..)
            | Effect::PurBonusPer(..)
            | Effect::NonCombatFromHandPerTurn(..)
            | Effect::NamedCardBlocked
            | Effect::StrainingMoveUnstoppable
            | Effect::DrillsProtectedUnlessLevel
            | Effect::InPlayProtected(..)
            | Effect::OpponentHandDiscardsAtRandom
            | Effect::OpponentAngerToAdvance(..)
            | Effect::CaptureThresholdForAll(..)
            | Effect::CaptureThresholdOverrides
            | Effect::ConstantCombatPower
            | Effect::PowerBox(..)
            | Effect::HandSafeFromOpponent
            | Effect::DamageAgainstPersonality(..)
            | Effect::PowerUses(..)
            | Effect::LoseGameAtAnger(..)
            | Effect::WinAtAnger(..)
            | Effect::WinTheGame
            | Effect::LoseTheGame
            | Effect::LoseUnlessOpponentDefeated
            | Effect::AlliesConsideredForAll(..)
            | Effect::OnDrillUse(..)
            | Effect::RequiredPayment(..)
            | Effect::AngerLoweredAtZeroDiscards
            | Effect::RaisedIncreases(..)
            | Effect::UseAsOpponentWins(..)
            | Effect::PostponeVictory
            | Effect::PreventsVictory
            | Effect::NotAgainstCardLoss
            | Effect::PowerOutsideControl
            | Effect::AlliesControlAtAnyStage(..)
            | Effect::AngerRaised(..)
            | Effect::StageGainsMultiplied(..)
            | Effect::NoModifiersAgainst(..)
            | Effect::AlliesPowerUp(..)
            | Effect::PowerUpStages(..)
            | Effect::PlacementTrigger(..)
            | Effect::DiscardStepKeeps(..)
            | Effect::IntoPlayWhenDiscarded
            | Effect::DiscardStepOpening(..)
            | Effect::IntoPlayAfterDamage
            | Effect::AtEndOfTurn(..)
            | Effect::AtStartOfTurn(..)
            | Effect::OnPlacement(..)
            | Effect::LosesIfMainPersonalityUses
            | Effect::MinimumDamage(..)
            | Effect::MinimumCountsLifeCardsOnly
            | Effect::NoDamageFromZeroBaseDamage
            | Effect::DamageCannotBeModified
            | Effect::DrawFromDiscardInstead(..) => false,
        }
    }
}

/// The attack a list of effects performs, if any.
pub fn attack_of(effects: &[Effect]) -> Option<&AttackSpec> {
    effects.iter().find_map(|e| match e {
        Effect::Attack(a) => Some(a),
        _ => None,
    })
}

/// True when the effects can defend: a stop or a prevention.
pub fn can_defend(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e,
            Effect::Stop(_)
                | Effect::Prevent(_)
                | Effect::DamageCap(_)
                | Effect::DamageAgainstPersonality(_)
        )
    })
}

/// The Endurance value, if the effects carry the keyword.
pub fn endurance_of(effects: &[Effect]) -> Option<u32> {
    effects.iter().find_map(|e| match e {
        Effect::Endurance(n) => Some(*n),
        _ => None,
    })
}

/// The Endurance value, reading "Endurance X" through `x` (the value of X for the card's
/// owner now).
pub fn endurance_with(effects: &[Effect], x: impl Fn(XValue) -> u32) -> Option<u32> {
    effects.iter().find_map(|e| match e {
        Effect::Endurance(n) => Some(*n),
        Effect::EnduranceX(v) => Some(x(*v)),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_forms_round_trip() {
        let text = r#"[
            {"attack": {"kind": "physical", "damage": {"life_cards": 5}}},
            {"modify": {"power_stages": 4, "scope": "your_attacks", "kinds": ["physical"]}},
            {"stop": {"kinds": ["physical"], "rest_of_combat": true}},
            {"if_successful": [{"anger": {"player": "you", "by": 1}}]},
            "remove_from_game_after_use",
            {"manual": "Search your Life Deck for a Drill."}
        ]"#;
        let effects: Vec<Effect> = serde_json::from_str(text).expect("parses");
        assert_eq!(effects.len(), 6);
        let again: Vec<Effect> =
            serde_json::from_str(&serde_json::to_string(&effects).expect("serializes"))
                .expect("parses again");
        assert_eq!(effects, again);
        assert_eq!(
            attack_of(&effects).map(|a| a.damage),
            Some(Some(Damage::life_cards(5)))
        );
    }
}
