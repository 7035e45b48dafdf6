//! Execution of the errata family: wordings of cards CRD 3.0.0 rewrites ("Treat this card as if
//! it read ...") that no other family reads. Both are read from a Drill in play:
//!
//! - [`Effect::ReduceEitherAgainstYou`] (Guldo's Time Freeze Drill, Yajirobe's Gifting Drill:
//!   "Reduce the damage from all attacks performed against you by 1 power stage or 1 life card
//!   of damage"): a reduction is a modifier of the attack's damage (CRD 3.0.0 "Modified
//!   Damage", Battle Sequence step 10; "Drill Cards": a Drill's effect applies while it is in
//!   play). It is taken from the one kind of damage the attack does once every other modifier
//!   is counted; an attack doing both kinds is left to the judge, since the text does not say
//!   which is reduced, and an attack doing neither has nothing to reduce.
//! - [`Effect::StagesBackPerDamage`] (Captain Ginyu Reversal Drill: "For every 3 power stages of
//!   damage you receive, per attack, your opponent loses 1 power stage of damage"): once an
//!   attack's power stages of damage are dealt to the Drill's owner (step 12, after prevention
//!   and caps, redirected damage included: the owner receives it), the attacker's Main
//!   Personality loses 1 power stage for every 3 dealt; a loss past the 0 stage discards life
//!   cards like any power stage loss. What is left over does not carry over to the next attack
//!   ("per attack").

use crate::engine::damage::Damage;
use crate::engine::effects::Effect;
use crate::engine::levels;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

use super::Battle;

impl Battle {
    /// Step 10: the reductions of `defender`'s Drills in play that reduce "1 power stage or 1
    /// life card" of every attack against him, as modifiers, given the damage the attack does
    /// with the modifiers counted so far.
    pub(super) fn errata_reductions(
        &self,
        defender: PlayerId,
        base: Damage,
        mods: &[(i32, i32, String)],
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let mut ps =
            i64::from(base.power_stages) + mods.iter().map(|m| i64::from(m.0)).sum::<i64>();
        let mut lc = i64::from(base.life_cards) + mods.iter().map(|m| i64::from(m.1)).sum::<i64>();
        let mut out = Vec::new();
        let pl = self.state.player(defender);
        for &c in pl.in_play.drills.iter() {
            let d = self.state.def(c);
            for e in &d.effects {
                let Effect::ReduceEitherAgainstYou(n) = e else {
                    continue;
                };
                let n = *n as i32;
                log.cite(self.cite(Rule::DrillCards));
                if let Some(r) = &d.text_source {
                    log.cite_ruling(r);
                }
                match (ps > 0, lc > 0) {
                    (true, false) => {
                        out.push((-n, 0, d.name.clone()));
                        ps -= i64::from(n);
                    }
                    (false, true) => {
                        out.push((0, -n, d.name.clone()));
                        lc -= i64::from(n);
                    }
                    (true, true) => log.judge.push(format!(
                        "judge resolves: {} reduces the damage by {n} power stage(s) or {n} life card(s); this attack does both kinds and the card does not say which is reduced",
                        d.name
                    )),
                    (false, false) => log.notes.push(format!(
                        "{}: the attack does no damage to reduce",
                        d.name
                    )),
                }
            }
        }
        out
    }

    /// Step 12: after `amount` power stages of damage of the attack were dealt to `defender`,
    /// his Drills that make the attacker lose power stages for them.
    pub(super) fn errata_stages_back(&mut self, defender: PlayerId, amount: u32, log: &mut Log) {
        if amount == 0 || log.victory.is_some() {
            return;
        }
        let attacker = defender.other();
        let drills: Vec<_> = self.state.player(defender).in_play.drills.clone();
        for c in drills {
            let d = self.state.def(c).clone();
            for e in &d.effects {
                let Effect::StagesBackPerDamage(s) = e else {
                    continue;
                };
                if log.victory.is_some() {
                    return;
                }
                log.cite(self.cite(Rule::DrillCards));
                if let Some(r) = &d.text_source {
                    log.cite_ruling(r);
                }
                let steps = amount / s.per;
                if steps == 0 {
                    log.notes.push(format!(
                        "{}: {amount} power stage(s) of damage received, fewer than {}: {attacker} loses nothing (nothing carries over to the next attack)",
                        d.name, s.per
                    ));
                    continue;
                }
                let lose = steps * s.lose;
                log.notes.push(format!(
                    "{}: {amount} power stage(s) of damage received from this attack: {attacker} loses {lose} power stage(s)",
                    d.name
                ));
                levels::change_stages(&mut self.state, &self.rules, log, attacker, -(lose as i32));
            }
        }
    }
}
