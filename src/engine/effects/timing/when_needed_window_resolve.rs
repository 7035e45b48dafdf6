//! The "Use when needed" window (CRD 3.0.0 "Use When Needed Effects": "You may use "Use when
//! needed" cards in between the parts of the Battle Sequence, but not DURING one of the parts").
//! A `use` (Non-Combat card in play) or `play` (Combat card) of a card whose only moment is "Use
//! when needed", placed right before step 1's or step 5's action, is taken there, between the
//! parts: it resolves and is put away, and the Attack Phase's action (or the defence) still
//! follows it. Cards that name another moment (`UseWindow`, in place of an attack, an anger
//! answer, Trunks Energy Sphere's answer to a Combat card) keep theirs.

use super::use_windows_resolve::UsedFrom;
use super::Timing;
use crate::engine::action::Action;
use crate::engine::battle::Battle;
use crate::engine::effects::{attack_of, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardDef, CardId};
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

    /// Said when the step waits with "Use when needed" uses next in the script: they are used
    /// together with the step's action that follows them, which the script does not give yet.
    pub(in crate::engine) fn when_needed_pending(&self) -> &'static str {
        if self
            .peek()
            .is_some_and(|a| self.when_needed_card(a).is_some())
        {
            " (the \"Use when needed\" card next in the script is used between the parts of the Battle Sequence, right before that action, so it waits for it)"
        } else {
            ""
        }
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
}
