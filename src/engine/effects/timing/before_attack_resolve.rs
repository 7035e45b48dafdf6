//! `timing::before_attack`: a card used "immediately before you perform an energy attack" (Power
//! Boost) at step 1, its `play` action right before the attack's in the same Attack Phase. It
//! does not take up the Attack Phase (Power Boost's CRD ruling: "Using this card does not take
//! up your action during the Attacker Attacks phase"): it resolves, is put away, and the attack
//! that follows is declared as usual, its cost and damage changed by the card's next-attack
//! effects. An attack of another kind, or no attack, after it is refused.

use super::use_windows_resolve::window_words;
use crate::engine::action::Verb;
use crate::engine::battle::Battle;
use crate::engine::effects::{AttackKind, AttackSpec, UseWindow};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

/// A card used immediately before the attack of this step 1: its name and the attack kind it
/// must come before.
pub(in crate::engine) struct UsedBefore {
    name: String,
    kind: AttackKind,
}

impl Battle {
    /// At step 1, before the Attack Phase's action: the attacker's cards of the next `play`
    /// actions used "immediately before you perform an energy attack", resolved one by one.
    pub(in crate::engine) fn timing_before_attack(
        &mut self,
        me: PlayerId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Option<UsedBefore>> {
        let mut used = None;
        loop {
            let Some((action, card, def, w, from)) = self.next_windowed_play() else {
                return Ok(used);
            };
            let UseWindow::ImmediatelyBefore(kind) = w else {
                return Ok(used);
            };
            if action.player != me {
                return Ok(used);
            }
            self.refuse_non_combat_from_hand(me, &def, from)?;
            // The action after it must be this player's attack.
            let after = self.script.get(self.next_action + 1);
            let attacks = after.is_some_and(|a| {
                a.player == me
                    && matches!(
                        a.verb,
                        Verb::Play | Verb::Use | Verb::Power | Verb::FinalPhysicalAttack
                    )
            });
            if !attacks {
                return Err(EngineError::Illegal(format!(
                    "{} cannot be played by {me} now: it is used only {}, and {} (CRD \"How do you play a Energy Combat, Physical Combat or Combat card?\": a card is used as its text says)",
                    def.name,
                    window_words(w),
                    match after {
                        Some(a) => format!("the next action is \"{}\"", a.describe()),
                        None => "no action follows it".to_string(),
                    }
                )));
            }
            let what = format!(
                "immediately before performing {} attack, in the same Attack Phase",
                kind.article_word()
            );
            self.timing_resolve(me, card, &def, &action, &what, from, false, log, account)?;
            // Its CRD ruling, where it has one, says it does not take up the Attack Phase.
            log.note(
                self.cite(Rule::AttackPhases),
                format!(
                    "{}: used before the attack, it is not the Attack Phase's action; {me} now performs the attack",
                    def.name
                ),
            );
            used = Some(UsedBefore {
                name: def.name.clone(),
                kind,
            });
        }
    }

    /// The attack declared after a card used immediately before it: refused unless it is an
    /// attack of the kind the card names.
    pub(in crate::engine) fn timing_before_attack_fits(
        &self,
        me: PlayerId,
        used: Option<&UsedBefore>,
        attack: Option<&AttackSpec>,
        name: &str,
    ) -> Result<()> {
        let Some(u) = used else {
            return Ok(());
        };
        if attack.is_some_and(|a| a.kind == u.kind) {
            return Ok(());
        }
        Err(EngineError::Illegal(format!(
            "{} cannot be played by {me} before {name}: it is used only {}, and {name} is {} (CRD \"How do you play a Energy Combat, Physical Combat or Combat card?\": a card is used as its text says)",
            u.name,
            window_words(UseWindow::ImmediatelyBefore(u.kind)),
            match attack {
                Some(a) => format!("{} attack", a.kind.article_word()),
                None => "no attack".to_string(),
            }
        )))
    }
}
