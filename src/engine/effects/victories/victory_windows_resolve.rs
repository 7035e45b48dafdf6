//! The window around a victory (CRD 3.0.0 "How To Win", "Most Powerful Personality Victory": "If
//! a card is used against you to postpone your victory, when that card effect ends if you are
//! still at the highest personality level possible still, you win the game"): right after the step
//! a victory happened in, the losing player may use a card made for that moment; the victory is
//! then postponed to the winner's next turn or decided again on the board the card left.

use serde::Serialize;

use crate::engine::action::Verb;
use crate::engine::battle::{complete_set, Battle, Outcome};
use crate::engine::citations as c;
use crate::engine::effects::Effect;
use crate::engine::levels;
use crate::engine::log::{Log, Victory, VictoryKind};
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// A victory a card postponed to the start of the winner's next turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PostponedVictory {
    /// The victory as it happened.
    pub victory: Victory,
    /// The card that postponed it.
    pub card: String,
}

impl Battle {
    /// The losing player's answer to the victory `log` holds, if the script's next action is that
    /// player using (or playing) a card whose text opens this window. Refused with the card's text
    /// or ruling when the card does not answer this victory.
    pub(in crate::engine) fn victory_window(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let Some(v) = log.victory.clone() else {
            return Ok(());
        };
        let loser = v.winner.other();
        let Some(action) = self
            .peek()
            .filter(|a| a.player == loser && matches!(a.verb, Verb::Use | Verb::Play))
            .cloned()
        else {
            return Ok(());
        };
        let Some(card) = self.window_card(loser, action.card.as_deref().unwrap_or_default()) else {
            return Ok(());
        };
        let def = self.state.def(card).clone();
        if !def
            .effects
            .iter()
            .any(|e| matches!(e, Effect::UseAsOpponentWins(_)))
        {
            return Ok(());
        }
        // A refused answer leaves the victory standing: the step that logged it is kept, and the
        // refusal is said at the next step ([`Battle::refused_victory_answer`]).
        if self.answer_refusal(&v, card).is_some() {
            return Ok(());
        }
        self.take_action();
        let won = log.victory.take().unwrap_or(v.clone());
        self.cite_card_rulings(card, log);
        log.note(
            c::CRD_HOW_TO_WIN,
            format!(
                "{loser} uses {} right as {} wins by the {}",
                def.name,
                won.winner,
                won.kind.name()
            ),
        );
        account.push(format!(
            "{loser} answers the {} with {}",
            won.kind.name(),
            def.name
        ));
        let went = self.put_away(loser, card, &def.effects, log);
        account.push(format!("{} {went}", def.name));
        self.apply_effects(loser, &def.effects, &def.name, log)?;
        if log.victory.is_some() {
            return Ok(());
        }
        if def.effects.contains(&Effect::PostponeVictory) {
            log.note(
                c::CRD_HOW_TO_WIN,
                format!(
                    "{}: {}'s {} is postponed until the start of {}'s next turn, when the victory conditions are checked again",
                    def.name,
                    won.winner,
                    won.kind.name(),
                    won.winner
                ),
            );
            self.postponed_victory = Some(PostponedVictory {
                victory: won,
                card: def.name.clone(),
            });
        } else if def.effects.contains(&Effect::PreventsVictory) {
            log.note(
                c::CRD_HOW_TO_WIN,
                format!(
                    "{}: \"Using this card prevents the {}\": {} does not win",
                    def.name,
                    won.kind.name(),
                    won.winner
                ),
            );
        } else {
            self.victory_decided_again(&won, &def.name, log);
        }
        Ok(())
    }

    /// Why the losing player's card may not answer victory `v`, if it may not: it answers another
    /// victory, its ruling forbids it against a loss a card's effect makes, or it is a Non-Combat
    /// card still in the hand.
    fn answer_refusal(&self, v: &Victory, card: CardId) -> Option<EngineError> {
        let loser = v.winner.other();
        let def = self.state.def(card);
        let scope = def.effects.iter().find_map(|e| match e {
            Effect::UseAsOpponentWins(s) => Some(*s),
            _ => None,
        })?;
        if !scope.answers(v.kind) {
            return Some(EngineError::Illegal(format!(
                "{} answers {}, and {} is winning by the {} ({})",
                def.name,
                scope.words(),
                v.winner,
                v.kind.name(),
                v.cite
            )));
        }
        if v.kind == VictoryKind::CardEffect && def.effects.contains(&Effect::NotAgainstCardLoss) {
            let ruling = def
                .ruling_restrictions
                .iter()
                .find(|r| r.effect == Effect::NotAgainstCardLoss);
            return Some(EngineError::Illegal(format!(
                "{} may not be used here: a card's effect is making {loser} lose the game: \"{}\" ({})",
                def.name,
                ruling.map_or(
                    "You cannot use this card if a card effect is specifically making you lose the game.",
                    |r| r.sentence.as_str()
                ),
                ruling.map_or("the card's ruling", |r| r.ruling.as_str())
            )));
        }
        let in_hand = self.state.player(loser).hand.contains(&card);
        if in_hand && def.card_type.to_ascii_lowercase().contains("non-combat") {
            return Some(EngineError::Illegal(format!(
                "{} is in {loser}'s hand: Non-Combat cards \"are played in front of you during your Non-Combat Step, and they remain face up on the table until they are used\" ({})",
                def.name,
                self.cite(Rule::NonCombatKinds).id
            )));
        }
        None
    }

    /// After a victory the step kept, the losing player's next action answering it with a card
    /// that may not answer it: refused with the rule, the victory standing.
    pub(in crate::engine) fn refused_victory_answer(&self) -> Option<EngineError> {
        let Some(Outcome::Victory(v)) = &self.outcome else {
            return None;
        };
        let action = self
            .peek()
            .filter(|a| a.player == v.winner.other() && matches!(a.verb, Verb::Use | Verb::Play))?;
        let card =
            self.window_card(v.winner.other(), action.card.as_deref().unwrap_or_default())?;
        self.answer_refusal(v, card)
    }

    /// The card named, in the hand or in play (a Non-Combat card), of the losing player.
    fn window_card(&self, loser: PlayerId, name: &str) -> Option<CardId> {
        let pl = self.state.player(loser);
        pl.hand
            .iter()
            .chain(pl.in_play.non_combat.iter())
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), name))
    }

    /// The victory's own condition checked on the board as it is now.
    pub(in crate::engine) fn victory_decided_again(
        &self,
        won: &Victory,
        card: &str,
        log: &mut Log,
    ) {
        let winner = won.winner;
        let before = log.victory.is_some();
        match won.kind {
            VictoryKind::Survival => {
                crate::engine::damage::check_survival(&self.state, &self.rules, log, winner.other())
            }
            VictoryKind::MostPowerfulPersonality => {
                levels::check_most_powerful(&self.state, &self.rules, log, winner)
            }
            VictoryKind::DragonBall => {
                if complete_set(&self.state, winner).is_some() {
                    log.win(
                        winner,
                        VictoryKind::DragonBall,
                        self.cite(Rule::DragonBallVictory),
                        format!("{winner} still controls all 7 Dragon Balls of a set"),
                    );
                }
            }
            VictoryKind::CardEffect => log.win(
                winner,
                VictoryKind::CardEffect,
                self.cite(Rule::GoldenRule),
                format!("{card} does not undo the card's effect: {winner} still wins"),
            ),
        }
        if !before && log.victory.is_none() {
            log.note(
                c::CRD_HOW_TO_WIN,
                format!(
                    "after {card}, {winner} no longer meets the {}'s condition: no victory",
                    won.kind.name()
                ),
            );
        }
    }

    /// A power used by `player`'s Main Personality whose ruling says its player loses
    /// ([`Effect::LosesIfMainPersonalityUses`]): the opponent wins by the card's effect, quoting
    /// the ruling. True when the game is lost.
    pub(in crate::engine) fn main_personality_loses_by_power(
        &self,
        player: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> bool {
        let def = self.state.def(card);
        if !self.state.player(player).mp.levels.contains(&card)
            || !def.effects.contains(&Effect::LosesIfMainPersonalityUses)
        {
            return false;
        }
        let ruling = def
            .ruling_restrictions
            .iter()
            .find(|r| r.effect == Effect::LosesIfMainPersonalityUses);
        if let Some(r) = ruling {
            log.cite_ruling(&r.ruling);
        }
        log.win(
            player.other(),
            VictoryKind::CardEffect,
            self.cite(Rule::GoldenRule),
            format!(
                "{player}'s Main Personality {} uses its power: {player} loses the game (\"{}\"); {} wins by the card's effect",
                def.name,
                ruling.map_or("you lose", |r| r.sentence.as_str()),
                player.other()
            ),
        );
        true
    }
}
