//! Stepping through a battle with undo: a [`Walkthrough`] keeps the previous battle values
//! (a `Battle` clones cheaply), so going back one step is popping one.

use super::{Battle, Rollback, StepResult};
use crate::engine::action::Action;
use crate::engine::trace::TraceEvent;
use crate::engine::Result;

/// A battle with its history, for stepping forward and back.
#[derive(Debug, Clone)]
pub struct Walkthrough {
    history: Vec<Battle>,
    trace: Vec<TraceEvent>,
}

impl Walkthrough {
    /// Starts at this battle.
    pub fn new(battle: Battle) -> Walkthrough {
        Walkthrough {
            history: vec![battle],
            trace: Vec::new(),
        }
    }

    /// The current battle.
    pub fn current(&self) -> &Battle {
        // `history` is never empty: `new` pushes one and `back` keeps the first.
        &self.history[self.history.len() - 1]
    }

    /// The trace so far.
    pub fn trace(&self) -> &[TraceEvent] {
        &self.trace
    }

    /// Executes one step, keeping the previous state for [`Walkthrough::back`].
    pub fn step(&mut self) -> Result<StepResult> {
        // `next` is a copy, dropped if the step fails: no second copy to roll back to.
        let mut next = self.current().clone();
        let r = next.step_with(Rollback::Discard)?;
        if let StepResult::Executed { event } = &r {
            self.trace.push(event.clone());
            self.history.push(next);
        }
        Ok(r)
    }

    /// Goes back one step; false when at the start.
    pub fn back(&mut self) -> bool {
        if self.history.len() > 1 {
            self.history.pop();
            self.trace.pop();
            true
        } else {
            false
        }
    }

    /// Appends an action to the current battle's script.
    pub fn push_action(&mut self, action: Action) {
        let last = self.history.len() - 1;
        self.history[last].push_action(action);
    }
}
