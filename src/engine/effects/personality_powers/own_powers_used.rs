//! "If Tapkar has not used any other personality powers this turn" (CRD 3.0.0's rewrites of
//! Tapkar Lv.1-Lv.3): the subject is the personality whose power box reads it, not every
//! personality of its player: another personality's power used this turn (an Ally's) leaves the
//! condition holding. Read where a personality's own trigger is tried (`triggers/`).

use crate::engine::battle::Battle;
use crate::engine::effects::Condition;
use crate::engine::state::{CardId, Personality, PlayerId};

impl Battle {
    /// The personality of `who` one of whose level cards is `card`.
    fn personality_with_level(&self, who: PlayerId, card: CardId) -> Option<&Personality> {
        let pl = self.state.player(who);
        std::iter::once(&pl.mp)
            .chain(pl.allies.iter())
            .find(|p| p.levels.contains(&card))
    }

    /// Whether `condition`, read from `card`'s own power box, holds for `who`: "has not used any
    /// other personality powers this turn" asks of `card`'s personality only (its level cards'
    /// uses this turn); any other condition is [`Battle::holds`].
    pub(in crate::engine) fn holds_for_power(
        &self,
        who: PlayerId,
        card: CardId,
        condition: &Condition,
    ) -> bool {
        match condition {
            Condition::NoPowersUsedThisTurn => match self.personality_with_level(who, card) {
                Some(p) => {
                    let used = &self.state.player(who).powers_used;
                    p.levels.iter().all(|&c| used.times(c) == 0)
                }
                None => self.holds(who, condition),
            },
            Condition::All(v) => v.iter().all(|c| self.holds_for_power(who, card, c)),
            Condition::Any(v) => v.iter().any(|c| self.holds_for_power(who, card, c)),
            Condition::Not(c) => !self.holds_for_power(who, card, c),
            other => self.holds(who, other),
        }
    }

    /// The Personality Powers `card`'s personality used this turn, in words, for the note that
    /// says why its "has not used any other personality powers" condition fails.
    pub(in crate::engine) fn own_powers_used_words(&self, who: PlayerId, card: CardId) -> String {
        let Some(p) = self.personality_with_level(who, card) else {
            return self.powers_used_words(who, "powers this turn");
        };
        let used = &self.state.player(who).powers_used;
        let named: Vec<String> = p
            .levels
            .iter()
            .filter_map(|&c| match used.times(c) {
                0 => None,
                n => Some(format!("{} ({n})", self.state.name(c))),
            })
            .collect();
        let name = self.state.name(card);
        if named.is_empty() {
            format!("; {name}'s personality has used no Personality Power this turn")
        } else {
            format!(
                "; Personality Powers {name}'s personality used this turn: {}",
                named.join(", ")
            )
        }
    }
}
