//! A card that makes its player lose unless its attack wins the game (CRD 3.0.0 "How To Win",
//! "The Golden Rule": the card's text decides over the rules' victories): Cell's Self Destruct's
//! "If successful, and you don't defeat your opponent, you lose the game." The row, and its
//! resolution with the attack's "If successful" effects (step 15): a game the attack won has
//! ended before then (the Survival Victory at step 13, the Dragon Ball Victory at step 14), so an
//! opponent still in the game at step 15 was not defeated, and the card's player loses.

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;
use crate::engine::log::{Log, VictoryKind};
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "lose-unless-opponent-defeated",
    pattern: r"(?:and )?(?:if )?you (?:don't|do not|didn't|did not) defeat your opponent,? you lose the game",
    build: |_| one(Effect::LoseUnlessOpponentDefeated),
}];

impl Battle {
    /// [`Effect::LoseUnlessOpponentDefeated`]: `me`'s opponent is still in the game as the
    /// effect resolves, so `me` loses by the card's effect; a Dragon Ball Victory of `me` waiting
    /// for his next turn (the 7th Dragon Ball captured) is the judge's to weigh.
    pub(in crate::engine) fn lose_unless_opponent_defeated(
        &mut self,
        me: PlayerId,
        source: &str,
        log: &mut Log,
    ) {
        let opp = me.other();
        let pending = self.pending_dragon_ball_victory == Some(me)
            || log.pending_dragon_ball_victory == Some(me);
        if pending {
            log.judge.push(format!(
                "judge resolves: {source}: \"you don't defeat your opponent, you lose the game\": {me}'s Dragon Ball Victory waits for the start of his next turn; whether that defeats {opp} for this card is not said by the documents (the engine does not end the game)"
            ));
            return;
        }
        log.win(
            opp,
            VictoryKind::CardEffect,
            self.cite(Rule::GoldenRule),
            format!(
                "{source}: {opp} is not defeated by the attack: {me} loses the game by the card's effect, and {opp} wins"
            ),
        );
        log.cite(crate::engine::citations::CRD_HOW_TO_WIN);
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Effect;

    /// Cell's Self Destruct (CRD 3.0.0 "The Golden Rule"): the loss is one of its "If
    /// successful" effects.
    #[test]
    fn cells_self_destruct() {
        let c = compile_text("Energy attack doing 12 life cards of damage. If successful, and you don't defeat your opponent, you lose the game. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            c.effects.contains(&Effect::IfSuccessful(vec![
                Effect::LoseUnlessOpponentDefeated
            ])),
            "{:?}",
            c.effects
        );
    }
}
