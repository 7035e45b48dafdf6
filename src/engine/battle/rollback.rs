//! Rolling back a step that failed, by what it may have changed (issue 19): before a step that
//! can fail, [`StepUndo::record`] keeps the current version of each part of the battle a step
//! writes to (the number of card objects, the battle's own fields) and starts watching each
//! player's side, and a failure puts those versions back ([`StepUndo::restore`]). No copy of the
//! whole battle is taken.
//!
//! The parts are cheap to keep: a player's side records the writes the step logs (their old
//! fields: `undo_log`) and is saved whole only at its first other write (a reference count, then
//! one copy: `shared::Recorded`), card objects are only ever appended (undo is cutting the list
//! back to its length), and the battle's own fields are small. The
//! destructuring in `record` and `restore` names every field, so a field added to [`Battle`] or
//! [`BoardState`] must be given its place here before the engine compiles.

use crate::engine::effects::prohibitions::play_limits_resolve::TurnPlays;
use crate::engine::effects::timing::end_of_combat_queue::WaitingForEndOfCombat;
use crate::engine::effects::victories::PostponedVictory;
use std::sync::Arc;

use super::{Battle, Outcome, Position, SearchTopMemory};
use crate::engine::action::Action;
use crate::engine::state::{BoardState, CardId, PlayerId};
use crate::engine::trace;

/// The versions of the parts of a battle a step may change, taken before the step.
pub(in crate::engine) struct StepUndo {
    /// How many card objects there were (cards created since are cut off).
    cards: usize,
    script: Arc<Vec<Action>>,
    next_action: usize,
    pos: Position,
    last_snapshot: Option<Arc<trace::Snapshot>>,
    end_combat: bool,
    choices_taken: [usize; 2],
    hands_when_performed: [usize; 2],
    prepare_pending: bool,
    may_used: [bool; 2],
    search_top: SearchTopMemory,
    /// The parts empty before most steps, kept only when one of them is not: `None` records
    /// them all empty.
    rare: Option<Box<RareParts>>,
}

/// The parts of a battle empty (`None`, no entry) before most steps: recorded together, and
/// only when one of them holds something (a smaller record to write and move at every step).
struct RareParts {
    outcome: Option<Outcome>,
    pending_dragon_ball_victory: Option<PlayerId>,
    postponed_victory: Option<PostponedVictory>,
    trigger_choose: Vec<(CardId, Vec<String>)>,
    firing: Option<(PlayerId, Vec<String>)>,
    end_of_combat: Vec<WaitingForEndOfCombat>,
    turn_plays: Option<TurnPlays>,
}

/// A copy of `list`; an empty list (at most steps) made without calling `clone`.
fn copy_of<T: Clone>(list: &[T]) -> Vec<T> {
    if list.is_empty() {
        Vec::new()
    } else {
        list.to_vec()
    }
}

impl StepUndo {
    /// Records the parts of `battle` a step may change; its sides' writes are recorded from now
    /// on.
    pub(in crate::engine) fn record(battle: &mut Battle) -> StepUndo {
        for side in &mut battle.state.players {
            side.begin();
        }
        battle.begin_logs();
        let Battle {
            rules: _,
            state,
            script,
            next_action,
            pos,
            // Watched from now on (`begin_logs` above).
            attack: _,
            outcome,
            pending_dragon_ball_victory,
            postponed_victory,
            record_changes: _,
            words: _,
            last_snapshot,
            end_combat,
            choices_taken,
            hands_when_performed,
            prepare_pending,
            may_used,
            trigger_choose,
            firing,
            // Set and restored within one placement (`choices::placed_choices`).
            placing: _,
            // Set and cleared within one search (`placements::placement_triggers_resolve`).
            placed_in_search: _,
            end_of_combat,
            // Set and cleared within the one call that uses the end-of-Combat queue.
            end_of_combat_using: _,
            search_top,
            in_turn: _,
            // Drained into each step's log.
            undecided_conditions: _,
            // Set and cleared within one list of effects (`piles::moved_card`); a list that
            // failed half-way leaves it set, and `restore` clears it.
            moved_cards: _,
            // Set and cleared within one call (`amounts::considered_allies`).
            considered_allies_set_aside: _,
            turn_plays,
            // Refilled at the start of each step that reads it (`Battle::step_with`).
            step_buffers: _,
        } = battle;
        let BoardState {
            cards,
            // Watched from now on (`Recorded::begin` above).
            players: _,
            unknown_def: _,
            // Set by the board reader, never written by a step.
            named_pool_cards: _,
        } = &**state;
        let any_rare = outcome.is_some()
            || pending_dragon_ball_victory.is_some()
            || postponed_victory.is_some()
            || !trigger_choose.is_empty()
            || firing.is_some()
            || !end_of_combat.is_empty()
            || turn_plays.is_some();
        StepUndo {
            cards: cards.len(),
            script: Arc::clone(script),
            next_action: *next_action,
            pos: *pos,
            last_snapshot: last_snapshot.clone(),
            end_combat: *end_combat,
            choices_taken: *choices_taken,
            hands_when_performed: *hands_when_performed,
            prepare_pending: *prepare_pending,
            may_used: *may_used,
            search_top: search_top.clone(),
            rare: any_rare.then(|| {
                Box::new(RareParts {
                    outcome: outcome.clone(),
                    pending_dragon_ball_victory: *pending_dragon_ball_victory,
                    postponed_victory: postponed_victory.clone(),
                    trigger_choose: copy_of(trigger_choose),
                    firing: firing.clone(),
                    end_of_combat: copy_of(end_of_combat),
                    turn_plays: turn_plays.clone(),
                })
            }),
        }
    }

    /// The step succeeded: the recorded versions are not needed. A player's side or an attack
    /// the step copied (its old version now held by no one) is kept as that value's spare, so
    /// the next copy refills it instead of allocating a new one (`shared::Recorded::release`); the
    /// rest, and the log of the sides' writes, is dropped. Nothing the battle holds changes.
    pub(in crate::engine) fn release(self, battle: &mut Battle) {
        battle.forget_attack_writes();
        for side in &mut battle.state.players {
            side.release();
        }
        battle.forget_side_writes();
    }

    /// Puts the recorded versions back: the battle is as it was when they were recorded.
    pub(in crate::engine) fn restore(self, battle: &mut Battle) {
        let StepUndo {
            cards,
            script,
            next_action,
            pos,
            last_snapshot,
            end_combat,
            choices_taken,
            hands_when_performed,
            prepare_pending,
            may_used,
            search_top,
            rare,
        } = self;
        let state = &mut *battle.state;
        // Each side as it was at its first unlogged write, then its logged writes undone.
        for side in &mut state.players {
            side.restore();
        }
        state.cards.truncate(cards);
        battle.undo_side_writes();
        battle.script = script;
        battle.next_action = next_action;
        battle.pos = pos;
        battle.undo_attack_writes();
        battle.last_snapshot = last_snapshot;
        battle.end_combat = end_combat;
        battle.choices_taken = choices_taken;
        battle.hands_when_performed = hands_when_performed;
        battle.prepare_pending = prepare_pending;
        battle.may_used = may_used;
        battle.search_top = search_top;
        // Empty between lists of effects (`piles::moved_card`).
        battle.moved_cards = None;
        let RareParts {
            outcome,
            pending_dragon_ball_victory,
            postponed_victory,
            trigger_choose,
            firing,
            end_of_combat,
            turn_plays,
        } = match rare {
            Some(rare) => *rare,
            // All empty when recorded.
            None => RareParts {
                outcome: None,
                pending_dragon_ball_victory: None,
                postponed_victory: None,
                trigger_choose: Vec::new(),
                firing: None,
                end_of_combat: Vec::new(),
                turn_plays: None,
            },
        };
        battle.outcome = outcome;
        battle.pending_dragon_ball_victory = pending_dragon_ball_victory;
        battle.postponed_victory = postponed_victory;
        battle.trigger_choose = trigger_choose;
        battle.firing = firing;
        battle.end_of_combat = end_of_combat;
        battle.turn_plays = turn_plays;
    }
}
