//! Execution of `timing::anger_windows`: a card used when the opponent's anger reaches a level.
//! The `use` is placed in the script right after the action whose effects raise the anger (the
//! attack that raises its user's anger: the use follows the attack's `play`). Before each step
//! that does not read an action itself, a next `use` of such a Non-Combat card in play is armed on
//! the opponent; when `levels::change_anger` finds his anger at the level, it sets it instead of
//! advancing him, and after the step the use is taken from the script and the card put away
//! (CRD 3.0.0 "Use When Needed Effects"; the card's ruling cited). Not reached in the step, the
//! use stays armed for the next; at a step that reads an action it is refused with its moment.

use crate::engine::action::Verb;
use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, StepKind};
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

use super::anger_windows::AngerReached;

/// A card armed on the player whose anger it answers (kept on `CombatFlags::anger_answer`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct AngerAnswer {
    /// The card used.
    pub card: CardId,
    /// What it does.
    pub reached: AngerReached,
    /// True once the anger reached the level and was set instead.
    pub used: bool,
}

impl Battle {
    /// The next action, when it is a `use` of one of its player's Non-Combat cards in play that
    /// answers the opponent's anger: the player, the card and what it does.
    fn next_anger_answer(&self) -> Option<(PlayerId, CardId, AngerReached)> {
        let action = self.peek()?;
        if action.verb != Verb::Use {
            return None;
        }
        let name = action.card.as_deref()?;
        let me = action.player;
        let card = self
            .state
            .player(me)
            .in_play
            .non_combat
            .iter()
            .copied()
            .find(|&c| crate::corpus::names::same_name(self.state.name(c), name))?;
        let reached = self.state.def(card).effects.iter().find_map(|e| match e {
            Effect::AngerReachedInstead(r) => Some(*r),
            _ => None,
        })?;
        Some((me, card, reached))
    }

    /// Before a step: arms the next `use` of an anger answer on the opponent it answers; at a
    /// step that reads the players' action itself, such a use is refused with its moment.
    pub(in crate::engine) fn arm_anger_answer(&mut self, kinds: &[StepKind]) -> Result<()> {
        for p in PlayerId::BOTH {
            if self.state.player(p).combat.anger_answer.is_some() {
                self.state.player_mut(p).combat.anger_answer = None;
            }
        }
        let Some((me, card, reached)) = self.next_anger_answer() else {
            return Ok(());
        };
        if kinds
            .iter()
            .any(|k| matches!(k, StepKind::Declare | StepKind::Defend))
        {
            let def = self.state.def(card);
            return Err(EngineError::Illegal(format!(
                "{} cannot be used by {me} now: it is used only when {}'s anger level reaches {} or more, right after the action that raises it, and {}'s anger is {} ({})",
                def.name,
                me.other(),
                reached.at,
                me.other(),
                self.state.player(me.other()).anger,
                def.text_source
                    .as_deref()
                    .unwrap_or(self.cite(Rule::UseWhenNeeded).id)
            )));
        }
        self.state.player_mut(me.other()).combat.anger_answer = Some(AngerAnswer {
            card,
            reached,
            used: false,
        });
        Ok(())
    }

    /// After a step: an armed answer that was used is taken from the script and put away.
    pub(in crate::engine) fn settle_anger_answer(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        for p in PlayerId::BOTH {
            let Some(a) = self.state.player(p).combat.anger_answer else {
                continue;
            };
            self.state.player_mut(p).combat.anger_answer = None;
            if !a.used {
                continue;
            }
            let me = p.other();
            self.take_action();
            let def = self.state.def(a.card).clone();
            log.cite(self.cite(Rule::UseWhenNeeded));
            self.cite_card_rulings(a.card, log);
            let where_ = self.put_away(me, a.card, &def.effects, log);
            account.push(format!(
                "{me} uses {} as {p}'s anger reaches {}: {p}'s anger is set to {} instead of gaining a personality level; it {where_}",
                def.name, a.reached.at, a.reached.to
            ));
        }
    }
}
