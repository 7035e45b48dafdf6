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
        matches!(
            self,
            Effect::Anger(_)
                | Effect::PowerStages(_)
                | Effect::PowerStagesToZero(_)
                | Effect::HighestStage(_)
                | Effect::Draw(_)
                | Effect::LoseLifeCards(_)
                | Effect::SetAnger(_)
                | Effect::RevealHand(_)
                | Effect::MoveCards(_)
                | Effect::CaptureDragonBall
                | Effect::Search(_)
                | Effect::ShuffleLifeDeck(_)
                | Effect::EndCombat
                | Effect::MustPass(_)
                | Effect::SkipAttackPhase(_)
                | Effect::RestOfCombat(_)
                | Effect::Manual(_)
                | Effect::InPlay(_)
                | Effect::AlliesStages(_)
                | Effect::LoseLifeCardsPer(_)
                // module: lasting
                | Effect::Restrict(_)
                | Effect::CostModifier(_)
                | Effect::StopNext(_)
                | Effect::PreventLasting(_)
                | Effect::NextAttack(_)
                | Effect::Attach(_)
                | Effect::DiscardAttached(_)
                // `levels::personality_levels`
                | Effect::LowerLevel(_)
                | Effect::LowerLevelTo(_)
                | Effect::AngerPer(_)
                | Effect::SenseiRemoved(_)
                | Effect::DragonBallsToLifeDeck(_)
                | Effect::HighestStageOf(_)
                // `choices::optional`
                | Effect::May(_)
                // `stages::state_changes`
                | Effect::SetStage(_)
                | Effect::NoMostPowerfulVictory(_)
                // `lasting::floating`
                | Effect::AttacksFloating(_)
                | Effect::AngerCannotRise(_)
                | Effect::CapLasting(_)
                | Effect::EachAttackPhase(_)
                // `piles::cards_moved`
                | Effect::LifeDeckDiscardPer(_)
                | Effect::DiscardDownTo(_)
                // `conditions::condition_phrases`
                | Effect::PerformerStages(_)
                | Effect::PersonalitiesStages(_)
                // `in_play::in_play_targets`
                | Effect::AlliesSetStage(_)
                | Effect::OnEndurance(_)
                // `piles::piles_chosen`
                | Effect::AnyCards(_)
                | Effect::AllDrillsToLifeDecks
                | Effect::HandRedraw(_)
                // `stages::stage_changes`
                | Effect::AngerPerCopy(_)
                | Effect::LowerToPerformerStages
                | Effect::ChosenPersonalityStages(_)
                | Effect::LoseLifeCardsMinusAnger(_)
                | Effect::AtEndOfCombat(_)
                | Effect::MovePerAnger(_)
                // `lasting::lasting_rules`
                | Effect::RestrictMore(_)
                | Effect::FloatingTrigger(_)
                | Effect::AttacksFloatingPer(_)
                // `timing::use_windows`
                | Effect::AlliesCannotTakeControl(_)
                | Effect::AttackingPersonalityHighestStage
                // `stops::stop_capabilities`
                | Effect::PurRaise(_)
                | Effect::PurRaiseLevel
                // `lasting::against_alignment`
                | Effect::StopsAgainst(_)
                | Effect::PreventAgainst(_)
                | Effect::PowerStagesUpTo(_)
                | Effect::DiscardAllyStagesLost(_)
                | Effect::DrillsUpToOpponents
                // `attack::attack_text`
                | Effect::AngerUpTo(_)
                // `restrictions::prevention_choice`
                | Effect::PreventEitherChosen(_)
                | Effect::LookAtTop(_)
                // `in_play::drill_limits`
                | Effect::ShuffleDiscardPile(_)
                // `piles::search_top`
                | Effect::SearchTop(_)
                | Effect::RemainingToLifeDeckBottom
        ) || matches!(self, Effect::Either(v) if v.iter().flatten().all(Effect::is_secondary))
            || matches!(self, Effect::Conditional(c) if c.effects.iter().any(Effect::is_secondary))
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
            Effect::Stop(_) | Effect::Prevent(_) | Effect::DamageCap(_)
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
