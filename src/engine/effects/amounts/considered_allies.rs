//! Allies a Main Personality counts as having for card effects that count Allies (CRD 3.0.0
//! "Ginyu Force": "If you play the Ginyu Force as a Main Personality you are considered to have
//! 4 Allies in play for the purpose of card effects"; "Mighty Mask": "you are considered to have
//! +1 Ally in play for game effects. This "Ally" works just like the "Allies" on the Ginyu
//! Force"): the rules as a table, read by [`Count::Allies`] and [`Count::AlliesInPlay`].

use crate::engine::battle::Battle;
use crate::engine::citations::{self, Citation};
use crate::engine::log::Log;
use crate::engine::state::PlayerId;

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
        let mp = &self.state.player(p).mp;
        CONSIDERED_ALLIES.iter().find(|c| {
            self.state
                .personality_def(mp)
                .name
                .to_ascii_lowercase()
                .starts_with(&c.name.to_ascii_lowercase())
        })
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each row's sentence is the CRD's own.
    #[test]
    fn sentences_are_the_crds() {
        let crd = include_str!("../../../../crd/crd-3.0.0.md");
        for c in CONSIDERED_ALLIES {
            assert!(crd.contains(c.sentence), "{}", c.sentence);
        }
    }
}
