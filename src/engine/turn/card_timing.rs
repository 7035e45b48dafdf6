//! A card's own timing outside Combat: a card whose text keeps it to the Non-Combat Step ("Use
//! during any Non-Combat Step", a Non-Combat card's "Use during your Non-Combat Step") used
//! there, a Non-Combat card used "at the end of your Power Up step" (its slot right after the
//! Power-Up Step) and its "Skip Combat this turn", and the plays a step refuses by the card's
//! words or the CRD (a Personality Power outside Combat).

use super::{hand_card, Game, TurnStepName};
use crate::engine::action::{Action, Verb};
use crate::engine::citations as c;
use crate::engine::effects::timing::Timing;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Game {
    /// Refuses a Personality Power asked for outside the Combat Step (CRD 3.0.0 "Personality
    /// Powers": "A Personality Power can only be used during the Combat Step").
    pub(super) fn refuse_power_outside_combat(&self, step: TurnStepName) -> Result<()> {
        let Some(a) = self.table.peek().filter(|a| a.verb == Verb::Power) else {
            return Ok(());
        };
        let st = self.table.state();
        let mp = st.personality_def(&st.player(a.player).mp);
        let whose = a.personality.clone().unwrap_or_else(|| mp.name.clone());
        let step_name = self
            .table
            .rules
            .turn
            .steps
            .iter()
            .find(|s| s.number == step.number())
            .map(|s| s.name.to_string())
            .unwrap_or_else(|| step.key().to_string());
        Err(EngineError::Illegal(format!(
            "{} may not use {whose}'s Personality Power in the {step_name}: \"A Personality Power can only be used during the Combat Step\" ({})",
            a.player,
            c::CRD_PERSONALITY_POWERS.id
        )))
    }

    /// A card of the hand, or a Non-Combat card in play, whose own text keeps it to the
    /// Non-Combat Step, used there (its own requirement checked first): its effects resolve at once (what the engine cannot read goes to the judge), then it is
    /// removed from the game or discarded as it says.
    pub(super) fn use_in_non_combat_step(
        &mut self,
        me: PlayerId,
        card: CardId,
        action: &Action,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let def = self.table.state().def(card).clone();
        self.table.refuse_unusable(me, card, log)?;
        let placed = self
            .table
            .state()
            .player(me)
            .in_play
            .non_combat
            .contains(&card);
        self.table.state.take_from_zones(card);
        log.note(
            c::CRD_TURN_2,
            format!(
                "{me} uses {} in the Non-Combat Step, as its text allows",
                def.name
            ),
        );
        if placed {
            log.note(
                c::CRD_NON_COMBAT_CARDS,
                format!("{} was face up in play until used", def.name),
            );
        }
        self.table.cite_card_rulings(card, log);
        self.resolve_own_effects(me, card, action, log)?;
        self.after_use(card, log);
        account.push(format!("{me} uses {}", def.name));
        Ok(())
    }

    /// The attacker's Non-Combat card in play a `use` names, when its own text keeps its use to
    /// the Non-Combat Step ("Use during your Non-Combat Step", "Use during any Non-Combat
    /// Step"): "They are played in front of you during your Non-Combat Step, and they remain
    /// face up on the table until they are used" (CRD 3.0.0 "Non-Combat Cards").
    pub(super) fn non_combat_step_card_in_play(&self, me: PlayerId, a: &Action) -> Option<CardId> {
        if a.player != me {
            return None;
        }
        let name = a.card.as_deref().unwrap_or_default();
        let st = self.table.state();
        st.player(me)
            .in_play
            .non_combat
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(st.name(c), name))
            .filter(|&c| {
                matches!(
                    self.table.step_timing_of(c),
                    Some((Timing::NonCombatStep, _, _))
                )
            })
    }

    /// The `use` actions right after the Power-Up Step: the attacker's Non-Combat cards in play
    /// used "at the end of your Power Up step", the defender's used "at the end of your
    /// opponent's Power Up step". A `use` of a card in play without that timing is left to the
    /// next step (which refuses or takes it).
    pub(super) fn end_of_power_up(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let me = self.pos.attacker;
        loop {
            let (who, timing, whose) = match self.table.peek() {
                Some(a) if a.verb == Verb::Use && a.player == me => {
                    (me, Timing::EndOfPowerUp, "its")
                }
                Some(a) if a.verb == Verb::Use => {
                    (me.other(), Timing::EndOfOpponentsPowerUp, "its opponent's")
                }
                _ => break,
            };
            let Some(a) = self.next_is(who, Verb::Use) else {
                break;
            };
            let card = self.end_of_power_up_card(who, &a, timing)?;
            let Some(card) = card else { break };
            self.table.refuse_unusable(who, card, log)?;
            self.table.take_action();
            let name = self.table.state().name(card).to_string();
            log.note(
                c::CRD_TURN_3,
                format!("{who} uses {name} at the end of {whose} Power-Up Step, as its text says"),
            );
            self.table.cite_card_rulings(card, log);
            self.table.state.take_from_zones(card);
            self.resolve_own_effects(who, card, &a, log)?;
            let effects = &self.table.state().def(card).effects;
            if effects.contains(&Effect::SkipCombatThisTurn) {
                self.combat_skipped_by = Some((name.clone(), false));
            }
            // "Your opponent may not declare Combat this turn": the Declare Step's.
            if who != me && effects.contains(&Effect::OpponentMayNotDeclareCombat) {
                self.combat_skipped_by = Some((name.clone(), true));
            }
            self.after_use(card, log);
            account.push(format!(
                "{who} uses {name} at the end of {whose} Power-Up Step"
            ));
        }
        Ok(())
    }

    /// The card a `use` right after the Power-Up Step names, when its timing is `timing` ("at
    /// the end of your Power Up step", or "... your opponent's Power Up step"); such a card
    /// still in the hand is refused (a Non-Combat card is placed in play in the Non-Combat Step
    /// first).
    fn end_of_power_up_card(
        &self,
        me: PlayerId,
        a: &Action,
        timing: Timing,
    ) -> Result<Option<CardId>> {
        let name = a.card.as_deref().unwrap_or_default();
        let st = self.table.state();
        let timed = |c: CardId| st.def(c).effects.contains(&Effect::Timing(timing));
        if let Some(c) = st
            .player(me)
            .in_play
            .non_combat
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(st.name(c), name))
        {
            return Ok(timed(c).then_some(c));
        }
        if let Some(c) = hand_card(st, me, name).filter(|&c| timed(c)) {
            return Err(EngineError::Illegal(format!(
                "{} is in {me}'s hand: a Non-Combat card is placed in play in the Non-Combat Step (`play`) before it is used at the end of the Power-Up Step ({})",
                st.name(c),
                c::CRD_TURN_2.id
            )));
        }
        Ok(None)
    }

    /// Resolves `card`'s own effects for its player (a card with no reading goes to the judge
    /// whole) with the `choose` and `may` of `action`, the action that played or used it
    /// (`choices::placed_choices`); "Skip Combat this turn" is the Declare Step's.
    fn resolve_own_effects(
        &mut self,
        me: PlayerId,
        card: CardId,
        action: &Action,
        log: &mut Log,
    ) -> Result<()> {
        let def = self.table.state().def(card).clone();
        if def.effects.is_empty() {
            if !def.text.trim().is_empty() {
                log.judge.push(format!(
                    "judge resolves: {}'s text: \"{}\"",
                    def.name,
                    def.text.trim()
                ));
            }
            return Ok(());
        }
        let sentences = std::sync::Arc::clone(&def.sentences);
        self.table
            .apply_placed(me, &def.effects, action, &sentences, &def.name, log)?;
        Ok(())
    }

    /// A used card leaves play: removed from the game when it says so, else discarded.
    pub(super) fn after_use(&mut self, card: CardId, log: &mut Log) {
        let def = self.table.state().def(card);
        let name = def.name.clone();
        let removed = def.effects.contains(&Effect::RemoveFromGameAfterUse);
        let owner = self.table.state().owner(card);
        let pl = self.table.state.player_mut(owner);
        if removed {
            pl.removed.push(card);
            log.note(
                c::CRD_TURN,
                format!("{name} is removed from the game after use, as it says"),
            );
        } else {
            pl.discard.push(card);
        }
    }

    /// Refuses a `use`, after the Power-Up Step has ended, of a card kept to the end of the
    /// Power-Up Step, citing the card's own ruling.
    pub(super) fn refuse_after_its_slot(&self, step: &str) -> Result<()> {
        let me = self.pos.attacker;
        let Some(a) = self.next_is(me, Verb::Use) else {
            return Ok(());
        };
        let name = a.card.as_deref().unwrap_or_default();
        let st = self.table.state();
        let Some(card) = st
            .player(me)
            .in_play
            .non_combat
            .iter()
            .copied()
            .chain(hand_card(st, me, name))
            .find(|&c| crate::corpus::names::same_name(st.name(c), name))
        else {
            return Ok(());
        };
        let t = Effect::Timing(Timing::EndOfPowerUp);
        if !st.def(card).effects.contains(&t) {
            return Ok(());
        }
        Err(EngineError::Illegal(format!(
            "{} is used only at the end of {me}'s Power-Up Step, not in the {step} ({})",
            st.name(card),
            self.table.own_rule_words(card, &t, c::CRD_TURN_3)
        )))
    }
}

impl Game {
    /// The rule a used card's "Skip Combat this turn" comes from, by the card's name (it has
    /// left play: looked for among every card of the board).
    pub(super) fn own_words_of(&self, name: &str) -> String {
        self.own_rule_words_of(name, &Effect::SkipCombatThisTurn)
    }

    /// The rule `effect` of a used card comes from, by the card's name (it has left play:
    /// looked for among every card of the board).
    pub(super) fn own_rule_words_of(&self, name: &str, effect: &Effect) -> String {
        let st = self.table.state();
        let card = PlayerId::BOTH
            .into_iter()
            .flat_map(|p| st.player(p).removed.iter().chain(&st.player(p).discard))
            .copied()
            .find(|&c| st.name(c) == name);
        match card {
            Some(c) => self.table.own_rule_words(c, effect, c::CRD_TURN_4),
            None => c::CRD_TURN_4.id.to_string(),
        }
    }
}
