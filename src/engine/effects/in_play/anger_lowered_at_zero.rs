//! A Drill that punishes lowering an opponent's anger past what he has: Blue Biting Drill's "When
//! you lower your opponent's anger but his anger level is 0, your opponent discards the top card
//! of his Life Deck for each anger level lowered." The row, its effect, and its resolution where
//! the Drill's owner's card effect lowers the opponent's anger (`battle::resolution`): with his
//! anger at 0, one life card discarded for each level lowered (a loss, not damage); with his
//! anger above 0 but below the levels lowered, the documents do not say whether the levels
//! lowered past 0 count: the judge decides.

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "anger-lowered-at-zero-discards",
    pattern: r"^when you lower your opponent's anger but his anger level is (?:0|zero), your opponent discards the top card of his life deck for each anger level lowered$",
    build: |_| one(Effect::AngerLoweredAtZeroDiscards),
}];

impl Battle {
    /// `me`'s card effect is about to lower `me`'s opponent's anger by `levels`: `me`'s Drills in
    /// play with [`Effect::AngerLoweredAtZeroDiscards`] act on it (call before the anger moves).
    pub(in crate::engine) fn anger_lowered_at_zero(
        &mut self,
        me: PlayerId,
        levels: u32,
        log: &mut Log,
    ) {
        let opp = me.other();
        let before = self.state.player(opp).anger;
        let pl = self.state.player(me);
        let drills: Vec<String> = pl
            .in_play
            .drills
            .iter()
            .chain(pl.in_play.non_combat.iter())
            .filter(|&&c| crate::engine::battle::acts_in_play(&self.state, me, c))
            .filter(|&&c| {
                self.state
                    .def(c)
                    .effects
                    .contains(&Effect::AngerLoweredAtZeroDiscards)
            })
            .map(|&c| self.state.name(c).to_string())
            .collect();
        for name in drills {
            if before == 0 {
                log.note(
                    self.cite(Rule::DrillCards),
                    format!(
                        "{name}: {me} lowers {opp}'s anger {levels} level(s) while it is 0: {opp} discards the top {levels} card(s) of his Life Deck"
                    ),
                );
                crate::engine::damage::lose_life_cards(
                    &mut self.state,
                    &self.rules,
                    log,
                    opp,
                    levels,
                );
            } else if before < levels {
                log.judge.push(format!(
                    "judge resolves: {name}: {me} lowers {opp}'s anger {levels} level(s) from {before}: the card says \"but his anger level is 0\"; the documents do not say whether the {} level(s) lowered past 0 each discard a card (the engine discards none)",
                    levels - before
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Effect;

    /// Blue Biting Drill (Kid Buu Saga #008).
    #[test]
    fn blue_biting_drill() {
        let c = compile_text("When you lower your opponent's anger but his anger level is 0, your opponent discards the top card of his Life Deck for each anger level lowered.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(c.effects, vec![Effect::AngerLoweredAtZeroDiscards]);
    }
}
