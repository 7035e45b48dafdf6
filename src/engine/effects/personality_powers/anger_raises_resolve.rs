//! `personality_powers::anger_raises` resolved: a raise of anger changed by the Constant Combat
//! Power of its player's personality in control of Combat (not turned off, not prohibited), said
//! citing CRD 3.0.0 "Anger" and "Power-Up Rating (PUR)"; called by `levels::change_anger` before
//! a Battleground's cap on the raise is applied (the cap limits what is gained: CRD 3.0.0 ruling
//! on Winter Countryside vs. Paragus Lv.1).

use crate::engine::effects::prohibitions::prohibitions_resolve::in_force;
use crate::engine::effects::prohibitions::Forbidden;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, Ruleset};
use crate::engine::state::{BoardState, PlayerId};

/// Whether the Constant Combat Power of `player`'s level card `card` applies outside a Battle:
/// not turned off this turn, and no prohibition in force bars his Constant Combat Powers (CRD
/// 3.0.0 "Turning off Personality Powers"). Shared with `stage_gains_resolve`.
pub(in crate::engine) fn constant_power_in_force(
    state: &BoardState,
    player: PlayerId,
    card: crate::engine::state::CardId,
) -> bool {
    !state
        .player(player)
        .powers_off
        .iter()
        .any(|(c, _)| *c == card)
        && !in_force(state)
            .iter()
            .any(|k| k.bound.contains(&player) && k.what == Forbidden::ConstantCombatPowers)
}

/// The raise `by` (> 0) of `player`'s anger as his Constant Combat Power changes it.
pub(in crate::engine) fn changed_anger_raise(
    state: &BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    by: i32,
) -> i32 {
    let Some(card) = state.level_card(state.controller(player)) else {
        return by;
    };
    let changes: Vec<_> = state
        .def(card)
        .constant_effects()
        .iter()
        .filter_map(|e| match e {
            Effect::AngerRaised(r) => Some(r.clone()),
            _ => None,
        })
        .collect();
    if changes.is_empty() || !constant_power_in_force(state, player, card) {
        return by;
    }
    let mut raised = i64::from(by);
    for r in &changes {
        raised = raised * i64::from(r.times) + i64::from(r.plus);
    }
    let raised = i32::try_from(raised).unwrap_or(i32::MAX);
    log.cite(rules.cite(Rule::PersonalityPowers));
    log.note(
        rules.cite(Rule::Anger),
        format!(
            "{}'s Constant Combat Power: {player}'s anger raise of {by} level(s) becomes {raised}",
            state.name(card)
        ),
    );
    raised
}
