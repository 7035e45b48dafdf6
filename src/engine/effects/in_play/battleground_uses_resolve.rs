//! A Battleground's or Location's own "In place of an attack" (CRD 3.0.0 "Battleground and
//! Location Cards"; Korin's Tower, Cell Games Saga #100: "In place of an attack, you may place an
//! Ally from your hand into play at 3 power stages above 0"): a `use` action naming the
//! Battleground or Location in play of the player in his Attack Phase takes the attack's slot.
//! Its sentence is read as the same words on a Drill are (`in_play::drill_events`); a sentence
//! that reading does not take goes to the judge at step 3. A card with no such text is refused.

use crate::engine::action::Action;
use crate::engine::battle::Battle;
use crate::engine::compile::compile_for;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// `me`'s Battleground or Location in play named by a `use` action.
    pub(in crate::engine) fn battleground_named(
        &self,
        me: PlayerId,
        action: &Action,
    ) -> Option<CardId> {
        let name = action.card.as_deref()?;
        self.state
            .player(me)
            .in_play
            .battleground
            .filter(|&c| crate::corpus::names::same_name(self.state.name(c), name))
    }

    /// Step 1: `me` uses its Battleground or Location in play in place of an attack: the card,
    /// its name and the effects resolved at step 3 (the unread sentences to the judge).
    pub(in crate::engine) fn battleground_use(
        &self,
        me: PlayerId,
        action: &Action,
        log: &mut Log,
    ) -> Result<(CardId, String, Vec<Effect>)> {
        let Some(card) = self.battleground_named(me, action) else {
            return Err(EngineError::Illegal(format!(
                "{me} has no such Battleground or Location in play"
            )));
        };
        let def = self.state.def(card);
        let rule = self.cite(Rule::Battlegrounds);
        let own: Vec<&str> = def
            .sentences
            .iter()
            .map(|(s, _)| s.as_str())
            .filter(|s| s.to_lowercase().contains("in place of an attack"))
            .collect();
        if own.is_empty() {
            return Err(EngineError::Illegal(format!(
                "{} cannot be used by {me} in place of an attack: it is a {} in play and its text names no use in place of an attack ({})",
                def.name, def.card_type, rule.id
            )));
        }
        log.cite(rule);
        self.cite_card_rulings(card, log);
        let mut effects = Vec::new();
        for sentence in own {
            // The same words a Drill uses in place of an attack ("Goku Helping Drill").
            let read = compile_for(sentence, true)
                .effects
                .into_iter()
                .find_map(|e| match e {
                    Effect::DrillInPlaceOfAttack(u)
                        if u.per_combat.is_none() && u.per_turn.is_none() && !u.your_turn =>
                    {
                        Some(u.effects)
                    }
                    _ => None,
                });
            match read {
                Some(done) => {
                    log.notes.push(format!(
                        "{me} uses {} ({}) in place of an attack, as its text says: \"{sentence}\" (it stays in play)",
                        def.name, def.card_type
                    ));
                    effects.extend(done);
                }
                None => {
                    log.notes.push(format!(
                        "{me} uses {} ({}) in place of an attack, as its text says (it stays in play); the engine does not read that sentence: the judge resolves it at step 3",
                        def.name, def.card_type
                    ));
                    effects.push(Effect::Manual(sentence.to_string()));
                }
            }
        }
        Ok((card, def.name.clone(), effects))
    }
}
