//! A player bound to pass in an Attack Phase ("your opponent must pass in his next attack phase",
//! "You must pass in all remaining phases of Combat", a Final Physical Attack): a scripted `pass`
//! is that pass, and a scripted attack, card or power is refused with the card's words quoted and
//! the rule cited, never silently turned into a pass (CRD 3.0.0 "Phase 2: The Attack Phases",
//! "Final Physical Attacks").

use super::Battle;
use crate::engine::action::Verb;
use crate::engine::effects::{Effect, MustPass};
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Battle {
    /// The words of the card named `source` that bind a player to pass (`m`): the card and its
    /// sentence quoted, with the CRD ruling its text comes from; the card's name alone when no
    /// sentence of it reads so.
    pub(in crate::engine) fn must_pass_words(&self, source: &str, m: &MustPass) -> String {
        let wanted = serde_json::to_string(&Effect::MustPass(*m)).unwrap_or_default();
        let def = self
            .state
            .cards
            .iter()
            .map(|c| &c.def)
            .find(|d| d.name == source);
        let Some(def) = def else {
            return source.to_string();
        };
        let sentence = def.sentences.iter().find(|(_, es)| {
            serde_json::to_string(es).is_ok_and(|j| !wanted.is_empty() && j.contains(&wanted))
        });
        let ruling = def
            .text_source
            .as_ref()
            .map(|r| format!(", its text as its CRD ruling {r} rewrites it"))
            .unwrap_or_default();
        match sentence {
            Some((s, _)) => format!("{source} (\"{}\"{ruling})", s.trim()),
            None => source.to_string(),
        }
    }

    /// In an Attack Phase `me` must pass in (`why`: what binds him, with its rule): takes a
    /// scripted `pass` of `me`'s as that pass, and refuses any other scripted action of `me`'s
    /// (an attack, a card, a power) quoting `why`.
    pub(in crate::engine) fn scripted_action_while_bound_to_pass(
        &mut self,
        me: PlayerId,
        why: &str,
    ) -> Result<()> {
        let Some(action) = self.peek().cloned() else {
            return Ok(());
        };
        if action.player != me {
            return Ok(());
        }
        if action.verb == Verb::Pass {
            self.take_action();
            return Ok(());
        }
        Err(EngineError::Illegal(format!(
            "{me} must pass in this Attack Phase: {why}; {} is refused ({})",
            action.describe(),
            self.cite(Rule::AttackPhases).id
        )))
    }
}
