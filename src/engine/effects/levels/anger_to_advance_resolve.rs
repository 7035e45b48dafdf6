//! `levels::anger_to_advance` resolved: the anger a player needs to advance a personality level,
//! the ruleset's number (CRD 3.0.0 "Anger": 5) unless the opponent's Mastery in play raises it
//! ("Your opponent must reach 6 anger to advance a personality level", CRD 3.0.0 "Mastery
//! Cards": advantages that last throughout the game). Asked by `levels::change_anger`.

use crate::engine::effects::Effect;
use crate::engine::ruleset::Ruleset;
use crate::engine::state::{BoardState, PlayerId};

/// The anger `player` needs to advance a personality level, and the card that sets it when a
/// card does (its name and whose Mastery it is).
pub(in crate::engine) fn anger_to_advance(
    state: &BoardState,
    rules: &Ruleset,
    player: PlayerId,
) -> (u32, Option<String>) {
    let owner = player.other();
    let Some(card) = state.player(owner).in_play.mastery else {
        return (rules.anger_to_advance, None);
    };
    // A blank text box (`blank_text`): no sentence of it is used.
    if crate::engine::blank_text::blank(state, card).is_some() {
        return (rules.anger_to_advance, None);
    }
    let def = state.def(card);
    def.effects
        .iter()
        .find_map(|e| match e {
            Effect::OpponentAngerToAdvance(n) => Some(*n),
            _ => None,
        })
        .map_or((rules.anger_to_advance, None), |n| {
            (
                n,
                Some(format!("{} (the Mastery {owner} has in play)", def.name)),
            )
        })
}
