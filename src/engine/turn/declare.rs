//! The Declare Step (CRD 3.0.0 Sequence of Play, item 4): the attacker declares Combat or not; a
//! Battleground or Location placed in play in this turn's Non-Combat Step skips the Combat Step
//! ("you must skip the Combat Step for this turn"), and a `declare` then is refused with that rule
//! cited; a declared Combat an opponent's Dragon Ball skips (`dragon_ball_powers`); a card the
//! defender used at the end of the attacker's Power-Up Step saying "Your opponent may not declare
//! Combat this turn" (Teaching the Unteachable Forces Observation) refuses `declare`, its words
//! cited, and skips the Combat Step.

use super::{Game, TurnStepName};
use crate::engine::action::Verb;
use crate::engine::battle::StepResult;
use crate::engine::citations as c;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::{EngineError, Result};

impl Game {
    /// The next turn step, or the wait for the attacker's choice.
    pub(super) fn declare(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<std::result::Result<TurnStepName, StepResult>> {
        let me = self.pos.attacker;
        self.refuse_after_its_slot("Declare Step")?;
        if let Some((name, false)) = self.combat_skipped_by.clone() {
            if self.next_is(me, Verb::Declare).is_some() {
                return Err(EngineError::Illegal(format!(
                    "{me} used {name} this turn, which reads \"Skip Combat this turn\": {me} may not declare Combat ({})",
                    self.own_words_of(&name)
                )));
            }
            if self.next_is(me, Verb::SkipCombat).is_some() {
                self.table.take_action();
            }
            log.note(
                c::CRD_TURN_4,
                format!("{name} skips {me}'s Combat this turn: the Combat Step is skipped; on to the Discard Step"),
            );
            account.push(format!("{me} skips the Combat Step ({name} used)"));
            self.combat_declared = false;
            return Ok(Ok(TurnStepName::Discard));
        }
        if let Some((name, true)) = self.combat_skipped_by.clone() {
            let them = me.other();
            let words = self.own_rule_words_of(&name, &Effect::OpponentMayNotDeclareCombat);
            if self.next_is(me, Verb::Declare).is_some() {
                return Err(EngineError::Illegal(format!(
                    "{them} used {name} at the end of {me}'s Power-Up Step, which reads \"Your opponent may not declare Combat this turn\": {me} may not declare Combat ({words})"
                )));
            }
            if self.next_is(me, Verb::SkipCombat).is_some() {
                self.table.take_action();
            }
            log.note(
                c::CRD_TURN_4,
                format!("{them}'s {name}: {me} may not declare Combat this turn: the Combat Step is skipped; on to the Discard Step"),
            );
            account.push(format!(
                "{me} may not declare Combat ({name} used by {them})"
            ));
            self.combat_declared = false;
            return Ok(Ok(TurnStepName::Discard));
        }
        if let Some((name, ty)) = self.place_played() {
            if self.next_is(me, Verb::Declare).is_some() {
                return Err(EngineError::Illegal(format!(
                    "{me} placed the {ty} {name} into play in the Non-Combat Step and may not declare Combat: \"If you place a Battleground or Location into play in the Non-Combat Step, you must skip the Combat Step for this turn\" ({})",
                    c::CRD_TURN_4.id
                )));
            }
            if self.next_is(me, Verb::SkipCombat).is_some() {
                self.table.take_action();
            }
            log.note(
                c::CRD_TURN_4,
                format!("{me} placed the {ty} {name} into play in the Non-Combat Step: the Combat Step is skipped this turn; on to the Discard Step"),
            );
            if ty.eq_ignore_ascii_case("Battleground") {
                log.note(
                    self.table.cite(Rule::Battlegrounds),
                    "the Declare Step names a Battleground or a Location; \"Battleground and Location Cards\" names only \"whenever you play a Location card\": the engine follows the Declare Step",
                );
            }
            account.push(format!("{me} skips the Combat Step ({name} played)"));
            self.combat_declared = false;
            return Ok(Ok(TurnStepName::Discard));
        }
        match self.table.peek().cloned() {
            Some(a) if a.player == me && a.verb == Verb::Declare => {
                self.table.take_action();
                self.combat_declared = true;
                log.note(c::CRD_TURN_4, format!("{me} declares Combat"));
                // A Dragon Ball's power to skip the next Combat its player is forced into.
                if let Some(next) = self.dragon_ball_skips_combat(me, log, account) {
                    return Ok(Ok(next));
                }
                account.push(format!("{me} declares Combat: on to the Combat Step"));
                Ok(Ok(TurnStepName::Combat))
            }
            Some(a) if a.player == me && a.verb == Verb::SkipCombat => {
                self.table.take_action();
                self.combat_declared = false;
                log.note(
                    c::CRD_TURN_4,
                    format!("{me} does not declare Combat: the Combat Step is skipped; on to the Discard Step"),
                );
                account.push(format!("{me} does not declare Combat"));
                Ok(Ok(TurnStepName::Discard))
            }
            Some(a) => Err(EngineError::Script {
                expected: format!(
                    "{me} to declare Combat (`declare`) or not (`skip_combat`) in the Declare Step"
                ),
                found: a.describe(),
            }),
            None => Ok(Err(StepResult::Waiting {
                player: me,
                expected: format!(
                    "{me} to declare Combat (`declare`) or not (`skip_combat`) in the Declare Step"
                )
                .into(),
            })),
        }
    }
}
