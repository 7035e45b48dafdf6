//! The end of the attack: Battle Sequence steps 15 ("If successful" effects) and 16 (the card
//! is discarded), CRD 3.0.0 `crd-3.0.0/battle-sequence/15`, `/16`.

use crate::engine::battle::{Battle, Flow, Source};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::Result;
use crate::say;

impl Battle {
    // Battle Sequence step 15 (and the Score errata's 12 and 13).

    pub(in crate::engine) fn if_successful(
        &mut self,
        attacker_side: bool,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        // "Once per Combat, you may draw a card after performing a successful attack": a use
        // asked for once its uses this Combat are spent is refused by its own words, before the
        // step changes anything (as at step 13 for "take less").
        if attacker_side && att.successful {
            self.refuse_spent_trigger(
                me,
                crate::engine::effects::triggers::TriggerEvent::YourAttackSuccessful,
            )?;
        }
        let (who, name, effects) = if attacker_side {
            (me, att.name.clone(), att.effects.to_vec())
        } else {
            match &att.defence {
                Some(d) => (me.other(), d.name.clone(), d.effects.clone()),
                None => {
                    say!(
                        log,
                        account,
                        "{} has no \"If successful\" effects",
                        me.other()
                    );
                    return Ok(Flow::Next);
                }
            }
        };
        let effects: Vec<Effect> = effects
            .iter()
            .filter_map(|e| match e {
                Effect::IfSuccessful(v) => Some(v.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        if effects.is_empty() || !att.successful {
            say!(
                log,
                account,
                "{name} has no \"If successful\" effects to use"
            );
            if attacker_side {
                self.success_triggers(att.attack.as_ref(), att.successful, log, account);
            }
            return Ok(Flow::Next);
        }
        log.cite(self.cite(Rule::IfSuccessful));
        let n = self.apply_effects(who, &effects, &name, log)?;
        if n > 1 {
            log.notes.push(format!(
                "{who} decides the order of the {n} effects; the script uses the card's order"
            ));
        }
        say!(
            log,
            account,
            "{n} \"If successful\" effect(s) of {name} resolved"
        );
        if attacker_side {
            self.success_triggers(att.attack.as_ref(), att.successful, log, account);
        }
        Ok(Flow::Next)
    }

    // Battle Sequence step 16.

    pub(in crate::engine) fn dispose(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        match att.source {
            // The turn: a Dragon Ball played from the hand stays in play under its player's
            // control; it is never discarded as a Combat card.
            Source::Hand(c) | Source::InPlay(c)
                if self.state.player(me).in_play.dragon_balls.contains(&c) =>
            {
                log.cite(self.cite(Rule::DragonBalls));
                say!(log, account, "{} stays in play under {me}'s control (a Dragon Ball is not discarded after use)",
                    att.name);
            }
            Source::Hand(c) => {
                let where_ = self.put_away(me, c, &att.effects, log);
                say!(log, account, "{} {where_}", att.name);
                // An unread sentence keeping the card on the table ("This card stays on the table
                // to be used 1 more time by an Ally ...", Triple Torpedo): the engine cannot
                // tell whether it holds, so the judge is told where it put the card (audit s28).
                for e in att.effects.iter() {
                    if let Effect::Manual(sentence) = e {
                        let lower = sentence.to_lowercase();
                        if STAYS_WORDS.iter().any(|w| lower.contains(w)) {
                            log.judge.push(format!(
                                "judge resolves: {sentence} ({} {where_} by the engine; where the card goes is the judge's while this sentence is unread)",
                                att.name
                            ));
                        }
                    }
                }
            }
            // Errata wordings: a Drill used in place of an attack stays in play.
            Source::InPlay(c) if self.state.player(me).in_play.drills.contains(&c) => {
                log.cite(self.cite(Rule::DrillCards));
                say!(log, account, "{} stays in play (a Drill)", att.name);
            }
            // `in_play::mastery_uses`: the Mastery used in place of an attack stays in play.
            Source::InPlay(c) if self.state.player(me).in_play.mastery == Some(c) => {
                log.cite(self.cite(Rule::MasteryCards));
                say!(log, account, "{} stays in play (a Mastery)", att.name);
            }
            // `in_play::battleground_uses`: a Battleground or Location used in place of an
            // attack by its own text stays in play.
            Source::InPlay(c) if self.is_battleground_in_play(c) => {
                log.cite(self.cite(Rule::Battlegrounds));
                say!(
                    log,
                    account,
                    "{} stays in play (a Battleground or Location)",
                    att.name
                );
            }
            Source::InPlay(c) => {
                let where_ = self.put_away(me, c, &att.effects, log);
                log.cite(self.cite(Rule::NonCombatCards));
                say!(log, account, "{} {where_}", att.name);
            }
            // A power whose cost removed its personality (`Cost::removes_performer`).
            Source::Power(c) if self.state.player(me).removed.contains(&c) => {
                say!(
                    log,
                    account,
                    "{} was removed from the game as the cost of {}",
                    self.state.name(c),
                    att.name
                )
            }
            Source::Power(_) => say!(
                log,
                account,
                "the personality stays in play after using {}",
                att.name
            ),
            Source::FinalPhysicalAttack => {
                say!(
                    log,
                    account,
                    "the Final Physical Attack's cost was already discarded"
                )
            }
            // `attack::copies`: the extra card disappears when it is finished.
            Source::Copy => {
                log.cite(self.cite(Rule::CopyingCards));
                say!(
                    log,
                    account,
                    "the copy performed with {} disappears (it goes to no pile)",
                    att.name
                );
            }
        }
        log.cite(self.cite(Rule::AttackPhases));
        Ok(Flow::EndAttack)
    }
}

/// The words of an unread sentence that keeps a card on the table after use (Triple Torpedo's
/// "This card stays on the table to be used 1 more time by an Ally ...").
const STAYS_WORDS: &[&str] = &["stays on the table", "stays in play", "remains in play"];
