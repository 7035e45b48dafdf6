//! Stepping through a battle with undo: a [`Walkthrough`] keeps the previous values of the table
//! (a `Battle`, or a `Game` run turn by turn, both clone cheaply), so going back one step is
//! popping one. A board of one Combat steps the Battle Sequence; a board that starts at a turn
//! step steps the Sequence of Play, its Combat Step one Battle Sequence step at a time.

use super::{Battle, Rollback, StepResult};
use crate::engine::action::Action;
use crate::engine::trace::TraceEvent;
use crate::engine::turn::{Game, TurnPosition};
use crate::engine::Result;

/// What a walkthrough steps: one Combat, or whole turns.
#[derive(Debug, Clone)]
enum Table {
    Combat(Box<Battle>),
    Turns(Box<Game>),
}

/// A battle (or a game of whole turns) with its history, for stepping forward and back.
#[derive(Debug, Clone)]
pub struct Walkthrough {
    history: Vec<Table>,
    trace: Vec<TraceEvent>,
}

impl Walkthrough {
    /// Starts at this battle.
    pub fn new(battle: Battle) -> Walkthrough {
        Walkthrough {
            history: vec![Table::Combat(Box::new(battle))],
            trace: Vec::new(),
        }
    }

    /// Starts at this game, run turn by turn.
    pub fn of_turns(game: Game) -> Walkthrough {
        Walkthrough {
            history: vec![Table::Turns(Box::new(game))],
            trace: Vec::new(),
        }
    }

    fn last(&self) -> &Table {
        // `history` is never empty: `new` pushes one and `back` keeps the first.
        &self.history[self.history.len() - 1]
    }

    /// The current battle: the board and, during a Combat, its position.
    pub fn current(&self) -> &Battle {
        match self.last() {
            Table::Combat(b) => b,
            Table::Turns(g) => g.battle(),
        }
    }

    /// Where the game stands, for a walkthrough of whole turns.
    pub fn turn(&self) -> Option<TurnPosition> {
        match self.last() {
            Table::Combat(_) => None,
            Table::Turns(g) => Some(g.position()),
        }
    }

    /// True while a walkthrough of whole turns is in its Combat Step.
    pub fn in_combat(&self) -> bool {
        match self.last() {
            Table::Combat(_) => true,
            Table::Turns(g) => g.in_combat(),
        }
    }

    /// The trace so far.
    pub fn trace(&self) -> &[TraceEvent] {
        &self.trace
    }

    /// Executes one step, keeping the previous state for [`Walkthrough::back`].
    pub fn step(&mut self) -> Result<StepResult> {
        // `next` is a copy, dropped if the step fails: no second copy to roll back to.
        let mut next = self.last().clone();
        let r = match &mut next {
            Table::Combat(b) => b.step_with(Rollback::Discard)?,
            Table::Turns(g) => g.step()?,
        };
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
        match &mut self.history[last] {
            Table::Combat(b) => b.push_action(action),
            Table::Turns(g) => g.push_action(action),
        }
    }
}
