//! The "Use when needed" window (CRD 3.0.0 "Use When Needed Effects": "You may use "Use when
//! needed" cards in between the parts of the Battle Sequence, but not DURING one of the parts").
//! A `use` (Non-Combat card in play) or `play` (Combat card) of a card whose only moment is "Use
//! when needed", placed right before step 1's or step 5's action, is taken there, between the
//! parts: it resolves and is put away, and the Attack Phase's action (or the defence) still
//! follows it. Cards that name another moment (`UseWindow`, in place of an attack, an anger
//! answer, Trunks Energy Sphere's answer to a Combat card) keep theirs. Uses the script gives
//! with no action after them are taken at that window all the same, as an event of their own,
//! and the step then waits for its action (`when_needed_left_over`).

use super::use_windows_resolve::UsedFrom;
use super::Timing;
use crate::engine::action::Action;
use crate::engine::battle::{rollback, Battle, Rollback, StepResult};
use crate::engine::effects::{attack_of, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardDef, CardId};
use crate::engine::trace::{StepPlace, TraceEvent};
use crate::engine::Result;

/// Whether a card's only moment of use is "Use when needed".
fn only_when_needed(effects: &[Effect]) -> bool {
    effects
        .iter()
        .any(|e| matches!(e, Effect::Timing(Timing::WhenNeeded)))
        && attack_of(effects).is_none()
        && !effects.iter().any(|e| {
            matches!(
                e,
                Effect::Timing(t) if *t != Timing::WhenNeeded
            ) || matches!(
                e,
                Effect::UseWindow(_)
                    | Effect::AngerReachedInstead(_)
                    | Effect::StopsCombatCardEffects
            )
        })
}

impl Battle {
    /// The card an action uses at the "Use when needed" window: a `use` of its player's
    /// Non-Combat card in play, or a `play` of a Combat card from his hand, whose only moment is
    /// "Use when needed".
    fn when_needed_card(&self, action: &Action) -> Option<(CardId, UsedFrom)> {
        let (card, from) = self.action_card(action)?;
        let def = self.state.def(card);
        // (The effects' look first: most cards have no "Use when needed" moment.)
        if !only_when_needed(&def.effects) {
            return None;
        }
        if from == UsedFrom::Hand && def.card_type.contains("Non-Combat") {
            return None;
        }
        Some((card, from))
    }

    /// The first action of the script from the next one that is not a "Use when needed" use:
    /// the action step 1 or step 5 reads once the window before it is done.
    pub(in crate::engine) fn peek_past_when_needed(&self) -> Option<&Action> {
        self.script[self.next_action.min(self.script.len())..]
            .iter()
            .find(|a| self.when_needed_card(a).is_none())
    }

    /// Before step 1's or step 5's action (`before`: the step in words): the next actions that
    /// use "Use when needed" cards, by either player, resolved one by one between the parts of
    /// the Battle Sequence. Returns how many were used.
    pub(in crate::engine) fn when_needed_window(
        &mut self,
        before: &str,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<usize> {
        let mut used = 0;
        loop {
            let Some(action) = self.peek() else {
                return Ok(used);
            };
            let Some((card, from)) = self.when_needed_card(action) else {
                return Ok(used);
            };
            // (Copied only when it is a "Use when needed" use: most actions are not.)
            let action = action.clone();
            let me = action.player;
            let def: CardDef = self.state.def(card).clone();
            let what = format!("between the parts of the Battle Sequence, {before}");
            self.timing_resolve(me, card, &def, &action, &what, from, false, log, account)?;
            log.note(
                self.cite(Rule::UseWhenNeeded),
                format!(
                    "{}: a \"Use when needed\" card used between the parts of the Battle Sequence is not a step's action; the step goes on with the next action",
                    def.name
                ),
            );
            used += 1;
            if log.victory.is_some() {
                return Ok(used);
            }
        }
    }

    /// Step 1 or step 5 (`number`, `kinds`) waits for an action the script does not give, and
    /// the script ends with "Use when needed" uses (a board whose last word is "p1 plays Vegeta's
    /// Energy Blast"): they are used now, between the parts of the Battle Sequence, as an event of
    /// their own at that step; the step itself has not begun, and waits for its action next.
    /// `None` when the script has no such use left.
    pub(in crate::engine) fn when_needed_left_over(
        &mut self,
        number: u32,
        defends: bool,
        rollback_kind: Rollback,
    ) -> Result<Option<StepResult>> {
        if self
            .peek()
            .is_none_or(|a| self.when_needed_card(a).is_none())
        {
            return Ok(None);
        }
        let saved = match rollback_kind {
            Rollback::Keep => Some(rollback::StepUndo::record(self)),
            Rollback::Discard => None,
        };
        let before = self.snapshot_before_event();
        let mut log = Log::with_words(self.words);
        log.cite(self.cite(Rule::UseWhenNeeded));
        let mut account = Vec::new();
        let before_what = if defends {
            "before the defender's action"
        } else {
            "before the attacker's action of step 1"
        };
        if let Err(e) = self.when_needed_window(before_what, &mut log, &mut account) {
            if let Some(saved) = saved {
                saved.restore(self);
            }
            return Err(e);
        }
        if let Some(saved) = saved {
            saved.release(self);
        }
        let changes = self.changes_since_snapshot(before);
        let place = StepPlace {
            attack_phase: self.pos.attack_phase,
            attacker: self.pos.attacker,
            step: number,
            turn: None,
        };
        let account = if log.words() {
            account.join("; ")
        } else {
            String::new()
        };
        let event = TraceEvent::of_step(place, &mut log, account, changes);
        if let Some(v) = log.victory {
            self.outcome = Some(crate::engine::battle::Outcome::Victory(v));
        }
        Ok(Some(StepResult::Executed { event }))
    }
}
