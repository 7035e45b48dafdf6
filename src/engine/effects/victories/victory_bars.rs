//! Victories a card in play forbids (CRD 3.0.0 "Most Powerful Personality Victory", "The Golden
//! Rule"): a sentence "You cannot win with the Most Powerful Personality Victory" printed on the
//! Main Personality's current level or on the Mastery in play stands as long as the card does, so
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
}

/// The first card in play for `player` (the Main Personality's current level, then the Mastery)
/// whose own text says that player cannot win with the Most Powerful Personality Victory.
pub fn most_powerful_bar(state: &BoardState, player: PlayerId) -> Option<VictoryBar<'_>> {
    let pl = state.player(player);
    let mp = Some(state.personality_def(&pl.mp));
    let mastery = pl.in_play.mastery.map(|id| state.def(id));
    [mp, mastery].into_iter().flatten().find_map(|card| {
        card.sentences
            .iter()
            .find(|(_, effects)| effects.contains(&Effect::NoMostPowerfulVictory(Who::You)))
            .map(|(sentence, _)| VictoryBar {
                card,
                sentence: sentence.as_str(),
            })
    })
}
