//! Victories a card in play forbids (CRD 3.0.0 "Most Powerful Personality Victory", "The Golden
//! Rule"): a sentence "You cannot win with the Most Powerful Personality Victory" printed on the
//! Main Personality's current level or on the Mastery in play, or in the CRD ruling on it (Dr.
//! Willow), stands as long as the card does, so
//! the victory check asks here before it awards that victory.

use crate::engine::effects::{Effect, Who};
use crate::engine::state::{BoardState, CardDef, PlayerId};

/// A card in play that forbids its player a victory: the card, and its sentence as printed.
#[derive(Debug, Clone, PartialEq)]
pub struct VictoryBar<'a> {
    /// The card whose text forbids the victory.
    pub card: &'a CardDef,
    /// The sentence that says so, as printed.
    pub sentence: &'a str,
    /// The CRD ruling that says so, when the card's own text does not.
    pub ruling: Option<&'a str>,
}

/// The first card in play for `player` (the Main Personality's current level, then the Mastery)
/// whose own text, or the CRD ruling on it in its own words ("Dr. Willow cannot win by the Most
/// Powerful Personality Victory."), says that player cannot win with the Most Powerful
/// Personality Victory.
pub fn most_powerful_bar(state: &BoardState, player: PlayerId) -> Option<VictoryBar<'_>> {
    let pl = state.player(player);
    let mp = Some(state.personality_def(&pl.mp));
    let mastery = pl.in_play.mastery.map(|id| state.def(id));
    let forbids = Effect::NoMostPowerfulVictory(Who::You);
    [mp, mastery].into_iter().flatten().find_map(|card| {
        let printed = card
            .sentences
            .iter()
            .find(|(_, effects)| effects.contains(&forbids))
            .map(|(sentence, _)| (sentence.as_str(), None));
        let ruled = || {
            card.ruling_restrictions
                .iter()
                .find(|r| r.effect == forbids)
                .map(|r| (r.sentence.as_str(), Some(r.ruling.as_str())))
        };
        printed.or_else(ruled).map(|(sentence, ruling)| VictoryBar {
            card,
            sentence,
            ruling,
        })
    })
}
