//! `personality_powers::stage_gains` resolved: a gain of power stages from a card effect changed
//! by the Constant Combat Power of its player's Main Personality in control of Combat (not
//! turned off, not prohibited) when the sentence names that personality, said citing CRD 3.0.0
//! "Power-Up Rating (PUR)"; called by `levels::change_stages` before the highest stage stops it.

use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, Ruleset};
use crate::engine::state::{BoardState, Controller, PlayerId};

/// The gain `by` (> 0) of `player`'s Main Personality's power stages as his Constant Combat
/// Power changes it.
pub(in crate::engine) fn changed_stage_gain(
    state: &BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    by: i32,
) -> i32 {
    let pl = state.player(player);
    // The Main Personality's power, read while he is in control of Combat (CRD 3.0.0 "Allies
    // Taking Over Combat": the power of the personality in control).
    if pl.control != Controller::MainPersonality {
        return by;
    }
    let Some(card) = state.level_card(&pl.mp) else {
        return by;
    };
    let times: i64 = state
        .def(card)
        .constant_effects()
        .iter()
        .filter_map(|e| match e {
            Effect::StageGainsMultiplied(g)
                if crate::engine::battle::only::personality_is_named(
                    state,
                    &pl.mp,
                    &g.personality,
                ) =>
            {
                Some(i64::from(g.times))
            }
            _ => None,
        })
        .product();
    if times == 1 || !super::anger_raises_resolve::constant_power_in_force(state, player, card) {
        return by;
    }
    let gained = i32::try_from(i64::from(by) * times).unwrap_or(i32::MAX);
    log.note(
        rules.cite(Rule::PersonalityPowers),
        format!(
            "{}'s Constant Combat Power: {player}'s Main Personality gains {gained} power stage(s) from the card effect instead of {by} (double the amount)",
            state.name(card)
        ),
    );
    gained
}
