//! Counted draws ("Draw a card for each Non-Combat card in your hand.", Excitement as CRD 3.0.0
//! rewrites it): the player draws one card from his Life Deck for each of the count, counted when
//! the effect resolves (CRD 3.0.0 "Secondary Effects"); a count the engine cannot make (a card of
//! no known type in the hand) goes to the judge. An emptied Life Deck is checked for Survival.

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::amounts::count::parse_each;
use crate::engine::effects::{Count, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "draw-a-card-for-each",
    pattern: r"draw (?:a|one|1) cards? for (?:each|every) (?P<each>.+)",
    build: draw_per,
}];

fn draw_per(c: &Caps<'_>) -> Option<Vec<Piece>> {
    one(Effect::DrawPer(parse_each(c.s("each"))?))
}

impl Battle {
    /// [`Effect::DrawPer`]: `me` draws one card for each of `count`.
    pub(in crate::engine) fn draw_per(
        &mut self,
        me: PlayerId,
        count: &Count,
        source: &str,
        log: &mut Log,
    ) {
        let n = match self.count(me, count) {
            Ok(n) => n,
            Err(u) => {
                log.judge.push(format!(
                    "judge resolves: {source}: {me} draws a card for each of the {}: {}",
                    count.describe(),
                    u.0
                ));
                return;
            }
        };
        // Drills counted as Non-Combat cards: CRD 3.0.0 "Non-Combat Cards" ("There are 2 kinds
        // of Non-Combat cards").
        if matches!(count, Count::NonCombatInHand(_)) {
            log.cite(crate::engine::citations::CRD_NON_COMBAT_CARDS);
        }
        let drawn = if n > 0 {
            self.draw_cards(me, n, log)
        } else {
            0
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: {n} {} when it resolves: {me} draws {drawn} card(s)",
                count.describe()
            ),
        );
        crate::engine::damage::check_survival(&self.state, &self.rules, log, me);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Who;

    #[test]
    fn excitement_as_the_crd_rewrites_it() {
        assert_eq!(
            compile_text("Draw a card for each Non-Combat card in your hand.").effects,
            vec![Effect::DrawPer(Count::NonCombatInHand(Who::You))]
        );
    }

    #[test]
    fn a_count_with_more_words_after_it_is_not_read() {
        let c = compile_text("When entering Combat as the defender you may chose to draw 1 card for every Dragon Ball that you control, instead of drawing 3 cards.");
        assert!(!c.effects.iter().any(|e| matches!(e, Effect::DrawPer(_))));
    }
}
