//! The choices of a card placed outside an attack (a Dragon Ball played in the Non-Combat Step:
//! "When you play a Dragon Ball, you immediately use its effects", CRD 3.0.0 "Dragon Balls"):
//! its action's `choose`, `may` and `capture` are read by its effects as an attack's action is
//! (the cards taken, the "you may", the Dragon Ball captured, the alternative of an Either,
//! named "option N" or by its words).

use crate::engine::action::Action;
use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::PlayerId;
use crate::engine::Result;

impl Battle {
    /// Applies `effects` of a card `me` placed, with the `choose` and `may` of `action`, the
    /// action that placed it; `sentences` (the card's printed sentences) let a `choose` entry name an
    /// alternative by its words. The previous choices are restored afterwards.
    pub(in crate::engine) fn apply_placed(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        action: &Action,
        sentences: &[(String, Vec<Effect>)],
        source: &str,
        log: &mut Log,
    ) -> Result<usize> {
        let choose = super::alternatives::options_named(&action.choose, sentences);
        let saved = (
            self.firing.replace((me, choose)),
            self.placing.replace(action.clone()),
        );
        let taken = std::mem::take(&mut self.choices_taken);
        let done = self.apply_effects(me, effects, source, log);
        self.firing = saved.0;
        self.placing = saved.1;
        self.choices_taken = taken;
        done
    }
}
