//! Execution of the rewritten_rest family: the last CRD 3.0.0 errata wordings of attack,
//! defence and Drill cards.
//!
//! - [`Effect::FirstLifeCardToHand`] (Krillin's Physical Defense): on the card the defender
//!   played as his defence against the attack, read when the attack's life cards of damage are
//!   dealt (Battle Sequence step 13, after prevention and caps). The "May" Rule: the defender's
//!   choice is the `may` of his defending action (none given: the engine says what it needs).
//!   The first life card of damage flipped (a Dragon Ball is not one, CRD "Dragon Balls and
//!   Damage") is placed in his hand instead of his discard pile; the rest are discarded as
//!   usual. It is still a life card of damage the attack did, so step 14 counts it. Power
//!   stages of damage past 0 converted into life cards (step 12) are the attack's first life
//!   cards of damage when there are any.
//! - [`Effect::AngerEither`] (the text Black Personal Smack gives its player's attacks for the
//!   remainder of Combat, "Floating Effects"): a secondary effect of each such attack; the
//!   player names whose anger rises (`"you"` or `"opponent"`) in the `choose` of the action
//!   performing the attack ("May" Rule: the choice is the player's, the engine does not make
//!   it). The anger changes as any anger raise does (CRD "Anger").
//! - [`Effect::AngerGainedDamage`] (Anger Management): "Floating Effects": it starts when the
//!   card's effects resolve, with the anger levels its player had gained this Combat so far
//!   (the ruling: those do not count), and lasts to the end of Combat. At step 10 every attack
//!   its player performs does +`each` life cards of damage per anger level he gained since,
//!   `max` in all.
//! - [`Effect::NextAttackGains`] (Anger Management): "Next Attack": bound to the next attack its
//!   player performs this Combat when it is announced (step 1); the text is added to the end of
//!   that attack's text and resolves with its secondary effects (step 3).

use crate::engine::effects::{Effect, Floating};
use crate::engine::levels;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

use super::{AttackInProgress, Battle};

impl Battle {
    /// The defence that places the first life card of damage in the defender's hand, when it
    /// was played against this attack and the defender chose to use it (its name).
    pub(super) fn rest_first_to_hand(
        &self,
        att: &AttackInProgress,
        log: &mut Log,
    ) -> Result<Option<String>> {
        let Some(d) = att.defence.as_ref() else {
            return Ok(None);
        };
        // Only the first life card of damage: none dealt yet by this attack (power stages past 0
        // converted at step 12 come first).
        if !d.effects.contains(&Effect::FirstLifeCardToHand) || att.life_cards_discarded > 0 {
            return Ok(None);
        }
        let defender = self.pos.attacker.other();
        match att.defender_action.as_ref().and_then(|a| a.may) {
            Some(true) => {
                log.note(
                    self.cite(Rule::MayRule),
                    format!(
                        "{}: {defender} uses the \"may\" effect: the first life card of damage goes to the hand",
                        d.name
                    ),
                );
                Ok(Some(d.name.clone()))
            }
            Some(false) => {
                log.note(
                    self.cite(Rule::MayRule),
                    format!(
                        "{}: {defender} chooses not to take the first life card of damage into the hand",
                        d.name
                    ),
                );
                Ok(None)
            }
            None => Err(EngineError::Script {
                expected: format!(
                    "{defender}'s `may` on the action playing {}: whether {defender} takes the first life card of damage into the hand instead of discarding it",
                    d.name
                ),
                found: "no `may` on the action".into(),
            }),
        }
    }

    /// "Raise either you or your opponent's anger `by` level(s)": the player named in `me`'s
    /// `choose` (`you` / `opponent`).
    pub(super) fn anger_either(
        &mut self,
        me: PlayerId,
        by: u32,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let picked = self.take_choices(me, 1);
        let whose = match picked.first().map(|s| s.trim().to_lowercase()).as_deref() {
            Some("you") => me,
            Some("opponent") => me.other(),
            other => {
                return Err(EngineError::Script {
                    expected: format!(
                        "{me}'s `choose`: whose anger {source} raises {by} level(s), \"you\" or \"opponent\""
                    ),
                    found: match other {
                        Some(s) => format!("{s:?}"),
                        None => "no choice".into(),
                    },
                })
            }
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!("{source}: {me} chooses to raise {whose}'s anger {by} level(s)"),
        );
        levels::change_anger(&mut self.state, &self.rules, log, whose, by as i32);
        Ok(())
    }

    /// Starts Anger Management's floating effects for `me`.
    pub(super) fn rest_float(&mut self, me: PlayerId, e: &Effect, source: &str, log: &mut Log) {
        let (effect, what) = match e {
            Effect::AngerGainedDamage(a) => {
                let from = self.state.player(me).combat.anger_gained;
                let mut a = a.clone();
                a.from = from;
                let what = format!(
                    "for the remainder of Combat, each anger level {me} gains from now on gives his attacks +{} life card(s) of damage, +{} at most",
                    a.each, a.max
                );
                (Effect::AngerGainedDamage(a), what)
            }
            Effect::NextAttackGains(v) => (
                e.clone(),
                format!(
                    "the next attack {me} performs this Combat gains {}",
                    crate::engine::effects::as_json(v)
                ),
            ),
            _ => return,
        };
        let phase = self.pos.attack_phase;
        self.state.player_mut(me).combat.lasting.push(Floating {
            effect,
            owner: me,
            source: source.to_string(),
            phase,
        });
        log.note(
            self.cite(Rule::FloatingEffects),
            format!("{source}: {what}"),
        );
    }

    /// Step 10: the life cards of damage Anger Management's floating effect adds to `me`'s
    /// attack, as (power stages, life cards, source).
    pub(super) fn rest_anger_modifiers(
        &self,
        me: PlayerId,
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let gained = self.state.player(me).combat.anger_gained;
        let mut out = Vec::new();
        for f in &self.state.player(me).combat.lasting {
            let Effect::AngerGainedDamage(a) = &f.effect else {
                continue;
            };
            let levels = gained.saturating_sub(a.from);
            let n = levels.saturating_mul(a.each).min(a.max);
            // Each gain counts at most the levels up to the one that advances the personality,
            // so "to a maximum of 5" read per gain or in all differs only past the maximum.
            if levels.saturating_mul(a.each) > a.max {
                log.judge.push(format!(
                    "judge resolves: {}: {me} gained {levels} anger level(s) since it was played, in more than one gain; the engine adds +{n} life card(s) (\"to a maximum of {}\" read as the most in all); read per gain, it would add +{}",
                    f.source,
                    a.max,
                    levels.saturating_mul(a.each)
                ));
            }
            log.note(
                self.cite(Rule::FloatingEffects),
                format!(
                    "{}: {me} gained {levels} anger level(s) since it was played: +{n} life card(s) of damage (at most {})",
                    f.source, a.max
                ),
            );
            if n > 0 {
                out.push((0, n as i32, format!("{} (remainder of Combat)", f.source)));
            }
        }
        out
    }

    /// Step 1: the text `me`'s next attack gains, added to the end of the attack announced.
    pub(super) fn rest_next_attack_bind(&mut self, me: PlayerId, log: &mut Log) {
        if self
            .attack
            .as_ref()
            .and_then(|a| a.attack.as_ref())
            .is_none()
        {
            return;
        }
        let mut gained = Vec::new();
        for f in self.state.player_mut(me).combat.lasting.iter_mut() {
            if f.phase == u32::MAX {
                continue;
            }
            if let Effect::NextAttackGains(v) = &f.effect {
                gained.push((v.clone(), f.source.clone()));
                f.phase = u32::MAX;
            }
        }
        for (v, source) in gained {
            let name = match self.attack.as_mut() {
                Some(a) => {
                    a.effects.extend(v.iter().cloned());
                    a.name.clone()
                }
                None => return,
            };
            log.note(
                self.cite(Rule::NextAttack),
                format!(
                    "{source}'s effect on {me}'s next attack applies: {name} gains {}, added to the end of its text",
                    crate::engine::effects::as_json(&v)
                ),
            );
        }
    }
}
