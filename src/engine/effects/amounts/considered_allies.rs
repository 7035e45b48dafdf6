//! Allies a Main Personality counts as having for card effects that count Allies (CRD 3.0.0
//! "Ginyu Force": "If you play the Ginyu Force as a Main Personality you are considered to have
//! 4 Allies in play for the purpose of card effects"; "Mighty Mask": "you are considered to have
//! +1 Ally in play for game effects. This "Ally" works just like the "Allies" on the Ginyu
//! Force"), and a card in play that gives every player Allies (West City: "All players are
//! considered to have +4 Allies in play for card effects"): the rules as a table and the card's
//! row, read wherever a card effect counts Allies or asks for one ([`Count::Allies`],
//! [`Count::AlliesInPlay`], "If you have an Ally in play"); not for a requirement ("You must
//! have an Ally in play to use this card": CRD 3.0.0 "What is a Requirement?" keeps it apart
//! from card effects), where the refusal tells the judge they would have met it.

use std::cell::Cell;

use crate::engine::battle::Battle;
use crate::engine::citations::{self, Citation};
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "allies-considered-for-all",
    pattern: r"all players are considered to have \+?{n} allies in play for (?:card|game) effects",
    build: |c| one(Effect::AlliesConsideredForAll(c.n("n")?)),
}];

/// Set while a condition is asked again without the considered Allies, to learn whether they
/// decided it ([`Battle::cite_considered_allies_deciding`]).
#[derive(Debug, Clone, Default)]
pub(in crate::engine) struct ConsideredAlliesSetAside(Cell<bool>);

/// A Main Personality counted as Allies, with the rule that says so.
pub(in crate::engine) struct ConsideredAllies {
    /// The personality's name, as its level cards are titled ("Mighty Mask").
    pub name: &'static str,
    /// How many Allies its player is considered to have in play.
    pub allies: u32,
    /// The section.
    pub rule: Citation,
    /// The sentence quoted.
    pub sentence: &'static str,
}

/// The table.
pub(in crate::engine) const CONSIDERED_ALLIES: &[ConsideredAllies] = &[
    ConsideredAllies {
        name: "Ginyu Force",
        allies: 4,
        rule: citations::CRD_GINYU_FORCE,
        sentence: "If you play the Ginyu Force as a Main Personality you are considered to have 4 Allies in play for the purpose of card effects",
    },
    ConsideredAllies {
        name: "Mighty Mask",
        allies: 1,
        rule: citations::CRD_MIGHTY_MASK,
        sentence: "If you play Mighty Mask as your Main Personality, you are considered to have +1 Ally in play for game effects",
    },
];

impl Battle {
    /// The row of the table `p`'s Main Personality is, if any.
    pub(in crate::engine) fn considered_allies(
        &self,
        p: PlayerId,
    ) -> Option<&'static ConsideredAllies> {
        let name = self
            .state
            .personality_def(&self.state.player(p).mp)
            .name
            .as_bytes();
        CONSIDERED_ALLIES.iter().find(|c| {
            name.get(..c.name.len())
                .is_some_and(|head| head.eq_ignore_ascii_case(c.name.as_bytes()))
        })
    }

    /// The cards in play (either player's Battleground or Location slot) that give every
    /// player Allies, with how many.
    fn allies_given_by_cards_in_play(&self) -> impl Iterator<Item = (CardId, u32)> + '_ {
        PlayerId::BOTH
            .into_iter()
            .filter_map(|p| self.state.player(p).in_play.battleground)
            .flat_map(move |id| {
                self.state
                    .def(id)
                    .effects
                    .iter()
                    .filter_map(move |e| match e {
                        Effect::AlliesConsideredForAll(n) => Some((id, *n)),
                        _ => None,
                    })
            })
    }

    /// The Allies `p` is considered to have beyond those in play.
    fn considered_allies_count(&self, p: PlayerId) -> u32 {
        if self.considered_allies_set_aside.0.get() {
            return 0;
        }
        self.allies_given_by_cards_in_play().fold(
            self.considered_allies(p).map_or(0, |c| c.allies),
            |n, (_, k)| n.saturating_add(k),
        )
    }

    /// The Allies `p` has for a card effect that counts them: those in play and those he is
    /// considered to have.
    pub(in crate::engine) fn allies_for_card_effects(&self, p: PlayerId) -> u32 {
        let in_play = u32::try_from(self.state.player(p).allies.len()).unwrap_or(u32::MAX);
        in_play.saturating_add(self.considered_allies_count(p))
    }

    /// Whether `p` has at least `n` Allies for a card effect.
    pub(in crate::engine) fn has_allies_for_card_effects(&self, p: PlayerId, n: u32) -> bool {
        let in_play = u32::try_from(self.state.player(p).allies.len()).unwrap_or(u32::MAX);
        in_play >= n || in_play.saturating_add(self.considered_allies_count(p)) >= n
    }

    /// A card's requirement for `me`, without the considered Allies (a requirement is not a card
    /// effect: CRD 3.0.0 "What is a Requirement?"), and whether they would have met it.
    pub(in crate::engine) fn requirement_holds(
        &self,
        me: PlayerId,
        condition: &crate::engine::effects::Condition,
    ) -> (bool, bool) {
        let any = PlayerId::BOTH
            .into_iter()
            .any(|p| self.considered_allies_count(p) > 0);
        if !any {
            return (self.holds(me, condition), false);
        }
        self.considered_allies_set_aside.0.set(true);
        let without = self.holds(me, condition);
        self.considered_allies_set_aside.0.set(false);
        (without, !without && self.holds(me, condition))
    }

    /// Where a card's condition has just been decided for `me`: when the Allies a player is
    /// considered to have decided it (asked again without them, it comes out otherwise), says
    /// and cites what they are considered to have.
    pub(in crate::engine) fn cite_considered_allies_deciding(
        &self,
        me: PlayerId,
        condition: &crate::engine::effects::Condition,
        log: &mut Log,
    ) {
        let players: Vec<PlayerId> = PlayerId::BOTH
            .into_iter()
            .filter(|&p| self.considered_allies_count(p) > 0)
            .collect();
        if players.is_empty() {
            return;
        }
        let with = self.holds(me, condition);
        self.considered_allies_set_aside.0.set(true);
        let without = self.holds(me, condition);
        self.considered_allies_set_aside.0.set(false);
        if with != without {
            self.cite_considered_allies(&players, log);
        }
    }

    /// Says and cites the rows that made a count of Allies what it is.
    pub(in crate::engine) fn cite_considered_allies(&self, players: &[PlayerId], log: &mut Log) {
        for &p in players {
            if let Some(c) = self.considered_allies(p) {
                log.note(
                    c.rule,
                    format!(
                        "{}'s Main Personality is {}: \"{}\" ({} counted)",
                        p, c.name, c.sentence, c.allies
                    ),
                );
            }
        }
        if players.is_empty() {
            return;
        }
        for (id, n) in self.allies_given_by_cards_in_play() {
            log.note(
                self.cite(Rule::Battlegrounds),
                format!(
                    "{} is in play: \"All players are considered to have +{n} Allies in play for card effects\" ({n} counted for each player)",
                    self.state.def(id).name
                ),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    /// West City (Majin Buu Saga #037): every player counts 4 more Allies.
    #[test]
    fn west_city_gives_every_player_allies() {
        let c =
            compile_text("All players are considered to have +4 Allies in play for card effects.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(c.effects, vec![Effect::AlliesConsideredForAll(4)]);
    }

    /// Each row's sentence is the CRD's own.
    #[test]
    fn sentences_are_the_crds() {
        let crd = include_str!("../../../../crd/crd-3.0.0.md");
        for c in CONSIDERED_ALLIES {
            assert!(crd.contains(c.sentence), "{}", c.sentence);
        }
    }
}
