//! Execution of `timing::combat_card_answers` at Battle Sequence step 5. The attacker answers the
//! defender's Combat card with a `play` action placed right after the defender's: the defender's
//! card is played but none of its effects are used, its costs included (the card's ruling), and it
//! is discarded (CRD 3.0.0 "How do you play a Energy Combat, Physical Combat or Combat card?": a
//! used card is discarded "unless the card says otherwise", and what it says is stopped); the
//! answering card is put away. The defender then acts again at step 5: a card that can stop the
//! attack is refused citing the ruling (floating effects and Defense Shields still stop it).
//! "Combat card" is read as a card of type Combat; a Physical or Energy Combat card answered so
//! goes to the judge (the glossary and "Energy Combat, Physical Combat and Combat Cards" differ).

use crate::engine::action::{Action, Verb};
use crate::engine::battle::{Battle, Defence, Source};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// The action after the next one, when it is `attacker`'s `play` of a card of his hand that
    /// stops the effects of a Combat card.
    fn combat_card_answer_next(&self, attacker: PlayerId) -> Option<(Action, CardId)> {
        let action = self.script.get(self.next_action + 1)?;
        if action.player != attacker || action.verb != Verb::Play {
            return None;
        }
        let name = action.card.as_deref()?;
        let card = self
            .state
            .player(attacker)
            .hand
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), name))?;
        self.state
            .def(card)
            .effects
            .contains(&Effect::StopsCombatCardEffects)
            .then(|| (action.clone(), card))
    }

    /// Step 5, the defender's card chosen and checked: the attacker's answer to it, if the script
    /// gives one next. True when it was answered (the defender acts again).
    pub(in crate::engine) fn answer_combat_card(
        &mut self,
        defender: PlayerId,
        defence: &Defence,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<bool> {
        let attacker = defender.other();
        let Some((action, answer)) = self.combat_card_answer_next(attacker) else {
            return Ok(false);
        };
        let answer_def = self.state.def(answer).clone();
        let ruling = answer_def
            .rulings
            .iter()
            .find(|r| r.starts_with(&format!("{}/", self.rules.id)))
            .cloned();
        let Source::Hand(card) = defence.source else {
            return Err(EngineError::Illegal(format!(
                "{} cannot answer {}: it stops the effects of a Combat card, and {} is not a card played from the hand ({})",
                answer_def.name,
                defence.name,
                defence.name,
                self.cite(Rule::PlayingCombatCards).id
            )));
        };
        let t = self.state.def(card).card_type.clone();
        if !t.eq_ignore_ascii_case("Combat") {
            return Err(EngineError::Unresolvable(format!(
                "{} \"stops the effects of any combat card\", and {} is a {t} card: CRD 3.0.0's Glossary names \"Combat\" cards apart from Physical and Energy Combat cards, while \"Energy Combat, Physical Combat and Combat Cards\" ({}) groups the three; the judge decides whether it is stopped",
                answer_def.name,
                defence.name,
                self.cite(Rule::PlayingCombatCards).id
            )));
        }
        self.check_only(attacker, &answer_def.name, &answer_def.effects, log)?;
        self.check_restrictions(attacker, Some(answer), &answer_def.name, None, false)?;
        // The defender's card is played, then stopped before any of its effects or costs.
        self.take_action();
        self.take_action();
        self.state.take_from_zones(card);
        self.state.player_mut(defender).discard.push(card);
        self.state.player_mut(defender).combat.cards_played += 1;
        self.state.player_mut(attacker).combat.cards_played += 1;
        log.cite(self.cite(Rule::UseWhenNeeded));
        if let Some(r) = &ruling {
            log.cite_ruling(r);
        }
        log.note(
            self.cite(Rule::PlayingCombatCards),
            format!(
                "{attacker} plays {} as {defender} plays {}: none of {}'s effects are used, its costs included; it is discarded",
                answer_def.name, defence.name, defence.name
            ),
        );
        let where_ = self.put_away(attacker, answer, &answer_def.effects, log);
        let by = format!("{} stopped {}'s effects", answer_def.name, defence.name);
        if let Some(a) = self.attack.as_mut() {
            a.stop_cards_barred = Some(by);
        }
        account.push(format!(
            "{defender} plays {}; {attacker} answers with {} ({where_}): {} does nothing; {defender} acts again",
            defence.name, answer_def.name, defence.name
        ));
        let _ = action;
        Ok(true)
    }

    /// Step 5 after an answer: a card that can stop the attack is refused (the ruling).
    pub(in crate::engine) fn refuse_stop_after_answer(&self, defence: &Defence) -> Result<()> {
        let Some(by) = self
            .attack
            .as_ref()
            .and_then(|a| a.stop_cards_barred.clone())
        else {
            return Ok(());
        };
        let stops = defence
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Stop(_) | Effect::DrillStop(_)));
        if !stops {
            return Ok(());
        }
        let ruling = self
            .state
            .player(self.pos.attacker)
            .discard
            .iter()
            .rev()
            .find_map(|&c| {
                let d = self.state.def(c);
                d.effects
                    .contains(&Effect::StopsCombatCardEffects)
                    .then(|| d.rulings.first().cloned())
                    .flatten()
            })
            .unwrap_or_else(|| self.cite(Rule::UseWhenNeeded).id.to_string());
        Err(EngineError::Illegal(format!(
            "{} cannot be used by {} to stop this attack: {by}, and \"you do not get to play or use another card that can stop that attack\" (floating effects and Defense Shields still can) ({ruling})",
            defence.name,
            self.pos.attacker.other()
        )))
    }
}
