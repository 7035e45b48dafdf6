//! `attack::attacks_gain`: text that later attacks of the Combat gain (CRD 3.0.0 "Gaining
//! Text": the text is added to the end of the attack's text box and resolved in order).
//!
//! - Alternatives in the gained text ("Raise either you or your opponent's anger 1 level",
//!   Black Personal Smack; inside its "If successful": Blue Style Mastery): the player chooses as each attack that gains the text is performed,
//!   naming `"option 1"` / `"option 2"` in the `choose` of that attack's own action (the entry
//!   is taken out; the card's other choices keep their order). A choice not given is not made:
//!   the judge is told which choice it was, and the attack goes on without it.
//! - "The next attack you perform this Combat gains "Draw a card."" (Anger Management): the
//!   text is added to that attack when it is announced, once: a card used again this Combat
//!   does not gain it again (CRD "Card effects that affect other cards and multiple use cards").
//! - "attacks ... that cannot stay on the table to be used again this Combat" (Piccolo's
//!   Multiform): an attack performed with a card of the hand or in play whose own text has no
//!   effect that keeps it on the table.

use crate::engine::battle::{Battle, Source};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::Result;

/// True for an effect that keeps the card on the table after use.
fn stays(e: &Effect) -> bool {
    matches!(e, Effect::UsesThisCombat(_) | Effect::StaysOnTable)
}

impl Battle {
    /// The text a rule gives the attack in progress, its alternatives replaced by the one the
    /// attacker names in the `choose` of the attack's action (the entry is taken out).
    pub(in crate::engine) fn attacks_gain_choose(
        &mut self,
        gain: &[Effect],
        source: &str,
        log: &mut Log,
    ) -> Result<Vec<Effect>> {
        // Alternatives inside a gained "If successful" text ("If successful raise or lower your
        // opponent's anger 1 level", Blue Style Mastery): chosen the same way, now.
        let nested = |e: &Effect| matches!(e, Effect::IfSuccessful(v) if v.iter().any(|e| matches!(e, Effect::Either(_))));
        if gain.iter().any(nested) {
            let mut out = Vec::new();
            for e in gain {
                match e {
                    Effect::IfSuccessful(v) if nested(e) => {
                        out.push(Effect::IfSuccessful(
                            self.attacks_gain_choose(v, source, log)?,
                        ));
                    }
                    other => out.push(other.clone()),
                }
            }
            return self.attacks_gain_choose(&out, source, log);
        }
        if !gain.iter().any(|e| matches!(e, Effect::Either(_))) {
            return Ok(gain.to_vec());
        }
        let Some(att) = self.attack.as_mut() else {
            return Ok(gain.to_vec());
        };
        let name = att.name.clone();
        let player = att.action.player;
        let mut out = Vec::new();
        let mut chosen_notes = Vec::new();
        let mut judged = Vec::new();
        for e in gain {
            let Effect::Either(alternatives) = e else {
                out.push(e.clone());
                continue;
            };
            let n = alternatives.len();
            let at = att.action.choose.iter().position(|s| {
                crate::engine::effects::attack::attack_text_resolve::option_number(s).is_some()
            });
            let k = at.and_then(|i| {
                crate::engine::effects::attack::attack_text_resolve::option_number(
                    &att.action.choose[i],
                )
            });
            let Some(k) = k.filter(|k| (1..=n).contains(k)) else {
                // A choice not given is not made: the judge is told which, and the attack goes
                // on without it (an attack the board gives no option for is still performed).
                let words =
                    crate::engine::effect_words::in_words(&self.state, std::slice::from_ref(e));
                let found = match at {
                    Some(i) => format!("`choose` gives {:?}", att.action.choose[i]),
                    None => "no option is given".to_string(),
                };
                judged.push(format!(
                    "judge resolves: {player} chooses which alternative of the text {name} gains from {source} ({words}) is used; {found} (\"option 1\" to \"option {n}\" on the action, in the order printed): the engine uses none"
                ));
                continue;
            };
            if let Some(i) = at {
                att.action.choose.remove(i);
            }
            let chosen = &alternatives[k - 1];
            chosen_notes.push(format!(
                "{name}: {player} chooses option {k} of {n} of the text gained from {source}: {}",
                crate::engine::effects::choices::option_words::option_in_words(
                    &self.state,
                    player,
                    alternatives,
                    k
                )
            ));
            out.extend(chosen.iter().cloned());
        }
        for note in chosen_notes {
            log.note(self.cite(Rule::GainingText), note);
        }
        if !judged.is_empty() {
            log.cite(self.cite(Rule::GainingText));
            log.judge.extend(judged);
        }
        Ok(out)
    }

    /// True when the attack in progress is performed with a card that cannot stay on the table
    /// to be used again this Combat: a card of the hand or in play (not a Drill, which stays in
    /// play) whose own text keeps it on the table by no effect (a conditional one counts when
    /// its condition holds). A power or a Final Physical Attack is no card on the table.
    pub(in crate::engine) fn attacks_gain_cannot_stay(&self, me: PlayerId, source: Source) -> bool {
        let card = match source {
            Source::Hand(c) | Source::InPlay(c) => c,
            Source::Power(_) | Source::FinalPhysicalAttack | Source::Copy => return false,
        };
        let def = self.state.def(card);
        if def.is_drill() {
            return false;
        }
        !def.effects.iter().any(|e| match e {
            Effect::Conditional(c) => c.effects.iter().any(stays) && self.holds(me, &c.condition),
            e => stays(e),
        })
    }

    /// "The next attack you perform this Combat gains ...": the text added to the attack just
    /// announced, with a note.
    pub(in crate::engine) fn attacks_gain_next(
        &mut self,
        gain: &[Effect],
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        if gain.is_empty() {
            return Ok(());
        }
        let gain = self.attacks_gain_choose(gain, source, log)?;
        let Some(a) = self.attack.as_mut() else {
            return Ok(());
        };
        a.effects.extend(gain.iter().cloned());
        let (player, name) = (a.action.player, a.name.clone());
        log.cite(self.cite(Rule::NextAttack));
        log.note(
            self.cite(Rule::GainingText),
            format!(
                "{source} (the next attack {player} performs this Combat): {name} gains {}, added to the end of its text",
                crate::engine::effect_words::in_words(&self.state, &gain)
            ),
        );
        Ok(())
    }
}
