//! Personality Powers "used once per game" (the power's own words, "This power may only be used
//! once per game."; CRD 3.0.0 "Power-Up Rating (PUR)": a power is used once per turn "unless the
//! personality power says it can be used multiple times or used at a special time"): the game
//! remembers the level cards whose power was used (`GameFlags::once_per_game_used`, kept across
//! the turns of a game run turn by turn), and a second use is refused with the power's words.

use crate::engine::battle::Battle;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The words of a power box that limit it to one use in the game (lower case): "This power may
/// only be used once per game.", "Once per game, you may search ...".
const ONCE_PER_GAME: &[&str] = &["once per game"];

/// The sentence of `text` that limits its power to one use per game, as written.
fn once_per_game_sentence(text: &str) -> Option<String> {
    crate::engine::compile::sentences::split(text)
        .into_iter()
        .find(|s| {
            let l = s.to_lowercase();
            ONCE_PER_GAME.iter().any(|w| l.contains(w))
        })
}

impl Battle {
    /// Refuses a second use in the game of a power its text keeps to once per game.
    pub(in crate::engine) fn once_per_game_allowed(
        &self,
        player: PlayerId,
        level_card: CardId,
    ) -> Result<()> {
        let def = self.state.def(level_card);
        let Some(sentence) = once_per_game_sentence(&def.text) else {
            return Ok(());
        };
        if !self
            .state
            .player(player)
            .game
            .once_per_game_used
            .contains(&def.name)
        {
            return Ok(());
        }
        let rule = def
            .text_source
            .as_ref()
            .map(|r| format!("its text as its CRD ruling {r} rewrites it"))
            .unwrap_or_else(|| "its own text".to_string());
        Err(EngineError::Illegal(format!(
            "{}'s power was already used this game: \"{}\" ({rule}; {})",
            def.name,
            sentence.trim(),
            crate::engine::citations::CRD_PERSONALITY_POWERS.id
        )))
    }

    /// Remembers, for the rest of the game, a use of a power its text keeps to once per game.
    pub(in crate::engine) fn once_per_game_record(&mut self, player: PlayerId, level_card: CardId) {
        let def = self.state.def(level_card);
        if once_per_game_sentence(&def.text).is_none() {
            return;
        }
        let name = def.name.clone();
        self.state
            .player_mut(player)
            .game
            .once_per_game_used
            .push(name);
    }
}
