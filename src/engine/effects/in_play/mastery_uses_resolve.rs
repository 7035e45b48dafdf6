//! The Mastery in play used in place of an attack (CRD 3.0.0 "Mastery Cards": "advantages that
//! last throughout the game"; Red Style Mastery, Trunks Saga #144, as its CRD ruling reads it:
//! "Once per Combat, in place of an attack, you may remove the top card in your discard pile
//! from the game ..."): a `use` naming it is the attacker's action of step 1; "Once per Combat"
//! is counted; the sentence the engine does not read, with the "If ..." sentences right after it
//! that say what the use does, goes to the judge at step 3; the Mastery stays in play.

use crate::engine::action::Action;
use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The words of a Mastery's sentence used in place of an attack.
const IN_PLACE: &str = "in place of an attack";

impl Battle {
    /// The Mastery `me` has in play, when the action's card names it.
    pub(in crate::engine) fn mastery_named(&self, me: PlayerId, action: &Action) -> Option<CardId> {
        let name = action.card.as_deref()?;
        self.state
            .player(me)
            .in_play
            .mastery
            .filter(|&c| crate::corpus::names::same_name(self.state.name(c), name))
    }

    /// Step 1: `me` uses the Mastery in play in place of an attack, as its unread text says:
    /// its sentences for the judge at step 3 (the card, its name, those sentences). A Mastery
    /// whose text says no such use is refused, citing "Mastery Cards".
    pub(in crate::engine) fn mastery_use(
        &mut self,
        me: PlayerId,
        action: &Action,
        log: &mut Log,
    ) -> Result<(CardId, String, Vec<Effect>)> {
        let Some(card) = self.mastery_named(me, action) else {
            return Err(EngineError::Illegal(format!(
                "{me} has no such Mastery in play"
            )));
        };
        let def = self.state.def(card).clone();
        let rule = self.cite(Rule::MasteryCards);
        // The unread sentence used in place of an attack, and the "If ..." sentences after it.
        let mut sentences = Vec::new();
        for e in &def.effects {
            let Effect::Manual(s) = e else {
                if !sentences.is_empty() {
                    break;
                }
                continue;
            };
            let lower = s.to_lowercase();
            if sentences.is_empty() {
                if lower.contains(IN_PLACE) {
                    sentences.push(s.clone());
                }
            } else if lower.starts_with("if ") {
                sentences.push(s.clone());
            } else {
                break;
            }
        }
        let Some(first) = sentences.first() else {
            return Err(EngineError::Illegal(format!(
                "{} cannot be used by {me} in place of an attack: it is a Mastery in play, whose advantages \"last throughout the game\", and its text names no use in place of an attack the engine does not already apply ({})",
                def.name, rule.id
            )));
        };
        // "Once per Combat": counted like a Drill's use.
        if first.to_lowercase().starts_with("once per combat") {
            if self.state.player(me).combat.uses.get(card) >= 1 {
                return Err(EngineError::Illegal(format!(
                    "{} may be used once per Combat, as its text says: it was already used ({})",
                    def.name, rule.id
                )));
            }
            self.state.player_mut(me).combat.uses.bump(card);
        }
        log.cite(rule);
        self.cite_card_rulings(card, log);
        log.notes.push(format!(
            "{me} uses {} in place of an attack, as its text says (a Mastery stays in play); the engine does not read that text: the judge resolves it at step 3",
            def.name
        ));
        let effects = sentences.into_iter().map(Effect::Manual).collect();
        Ok((card, def.name.clone(), effects))
    }
}
