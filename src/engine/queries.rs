//! What the cards in play and the floating effects say about a player, read from the board
//! alone: the PUR his Drills add (CRD 3.0.0 "Drill Cards", "Power-Up Rating (PUR)"), and what keeps his
//! anger from changing (a Drill in play, a floating effect: CRD "Floating Effects"). Damage
//! dealing and anger read them without depending on the Battle Sequence.

use super::effects::{Condition, Conditional, Effect};
use super::state::{BoardState, PlayerId};

/// The Drill of `player` in play that keeps his anger from being lowered, if any.
pub(in crate::engine) fn anger_lock(state: &BoardState, player: PlayerId) -> Option<String> {
    state
        .drill_with(player, &Effect::AngerCannotBeLowered)
        .map(|c| state.name(c).to_string())
}

/// The Power-Up Rating the Drills `player` has in play, the Dragon Balls he controls (their
/// "while you control" powers) and floating effects add to his Main Personality's.
pub(crate) fn pur_bonus(state: &BoardState, player: PlayerId) -> u32 {
    state
        .player(player)
        .in_play
        .drills
        .iter()
        .filter(|&&c| crate::engine::battle::acts_in_play(state, player, c))
        .flat_map(|&c| state.def(c).effects.iter())
        .map(|e| match e {
            Effect::PurBonus(n) => *n,
            // Power-Up Rating: "... by 3 when Dende is anywhere in play".
            Effect::Conditional(c) => conditional_pur_bonus(state, player, c),
            _ => 0,
        })
        // Power-Up Rating: floating raises of the PUR ("+2 to his PUR until the end of your
        // next turn").
        .chain(state.player(player).game.pur_raised.iter().map(|(n, _)| *n))
        // `dragon_balls::controlled_powers`: "+3 to his PUR while you control this Dragon Ball".
        .chain(
            crate::engine::effects::dragon_balls::controlled_powers::controlled_pur_bonuses(
                state, player,
            )
            .into_iter()
            .map(|(n, _)| n),
        )
        .fold(0u32, u32::saturating_add)
}

/// `player`'s Main Personality's PUR as the cards in play make it: its card's PUR, the raises
/// of his Drills and floating effects ([`pur_bonus`]) and the change the Battleground or
/// Location in play makes to every Main Personality's (`in_play::battleground_rules`), never
/// below 0. `None` when the card has no PUR on record.
pub(crate) fn main_personality_pur(state: &BoardState, player: PlayerId) -> Option<u32> {
    let pur = state.personality_def(&state.player(player).mp).pur?;
    let raised = pur.saturating_add(pur_bonus(state, player));
    let change =
        crate::engine::effects::in_play::battleground_rules_resolve::main_personality_pur_change(
            state,
        );
    Some(u32::try_from((i64::from(raised) + i64::from(change)).max(0)).unwrap_or(u32::MAX))
}

/// A Drill's PUR bonus under "when X is anywhere in play" (Dende Healing Drill): the bonus when
/// a personality (Main Personality or Ally) of either player has X in its name, or a card of
/// that name is in play; any other condition gives nothing.
pub(in crate::engine) fn conditional_pur_bonus(
    state: &BoardState,
    player: PlayerId,
    c: &Conditional,
) -> u32 {
    let held = match &c.condition {
        Condition::InPlay(name) => {
            let name = name.to_lowercase();
            PlayerId::BOTH.iter().any(|&p| {
                let pl = state.player(p);
                std::iter::once(&pl.mp).chain(pl.allies.iter()).any(|x| {
                    state
                        .personality_def(x)
                        .personality_name()
                        .to_lowercase()
                        .contains(&name)
                }) || pl
                    .in_play
                    .non_combat
                    .iter()
                    .chain(pl.in_play.drills.iter())
                    .any(|&card| state.name(card).eq_ignore_ascii_case(&name))
            })
        }
        // Trunks Swordplay Drill: "If you have Trunks in play, his PUR is increased by 1": the
        // Main Personality powers up by his PUR (Allies power up by 1 whatever theirs: CRD 3.0.0
        // "Powering Up Allies"), so it counts when he is the Main Personality.
        // The name as the "___ only" checks read it (`engine::identity`: a surname such as
        // Trunks, the Swift's is not the personality's name; Kid Trunks is another personality).
        Condition::MainPersonalityIs(w) if w.player == crate::engine::effects::Who::You => {
            crate::engine::battle::only::personality_is_named(
                state,
                &state.player(player).mp,
                &w.is,
            )
        }
        _ => false,
    };
    if !held {
        return 0;
    }
    c.effects
        .iter()
        .map(|e| match e {
            Effect::PurBonus(n) => *n,
            _ => 0,
        })
        .fold(0u32, u32::saturating_add)
}

/// The source of the effect that keeps `player`'s anger from rising, if any.
pub(in crate::engine) fn anger_blocked(state: &BoardState, player: PlayerId) -> Option<String> {
    PlayerId::BOTH.into_iter().find_map(|owner| {
        state
            .player(owner)
            .combat
            .lasting
            .iter()
            .find_map(|f| match &f.effect {
                Effect::AngerCannotRise(w) if w.player(f.owner).is_none_or(|p| p == player) => {
                    Some(f.source.clone())
                }
                _ => None,
            })
    })
}
