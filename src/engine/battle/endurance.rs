//! Endurance for one attack (CRD 3.0.0 "What does Endurance do?", "Endurance Details"): the
//! defender's choice, whether the damage can be prevented, and the bonuses, grants and blocks
//! the cards in play give.

use super::{AttackInProgress, Battle};
use crate::engine::damage::EnduranceUse;
use crate::engine::effects::{AttackSpec, Effect};
use crate::engine::state::PlayerId;

impl Battle {
    pub(in crate::engine) fn endurance_use(
        &self,
        spec: &AttackSpec,
        att: &AttackInProgress,
    ) -> EnduranceUse {
        let attacker = self.pos.attacker;
        let defender = attacker.other();
        // Lasting effects on a player's cards in play and floating for the rest of Combat.
        let lasting = |p: PlayerId| -> Vec<(Effect, String)> {
            let pl = self.state.player(p);
            let mut v: Vec<(Effect, String)> = pl
                .in_play
                .drills
                .iter()
                .chain(pl.in_play.non_combat.iter())
                .filter(|&&c| crate::engine::battle::acts_in_play(&self.state, p, c))
                .flat_map(|&c| {
                    self.state
                        .def(c)
                        .effects
                        .iter()
                        .map(move |e| (e.clone(), self.state.name(c).to_string()))
                })
                .collect();
            v.extend(pl.combat.floating.iter().cloned());
            // "While you control this Dragon Ball, all Styled cards in your Life Deck without
            // Endurance gain Endurance 1" (Alt. Earth Dragon Ball 3).
            v.extend(self.controlled_dragon_ball_effects(p));
            // The Constant Combat Power of the personality in control of Combat
            // (`personality_powers::constant_endurance`).
            v.extend(self.constant_power_endurance(p));
            v
        };
        // Each side's list made once, and read by reference below (it was made and copied for
        // each question asked of it).
        let lasting_defender = lasting(defender);
        let lasting_attacker = lasting(attacker);
        let attackers = || {
            lasting_attacker
                .iter()
                .map(|(e, src)| (e, src.as_str()))
                .chain(att.effects.iter().map(|e| (e, att.name.as_str())))
        };
        let mut bonus: Option<(u32, String)> = None;
        let mut grants = Vec::new();
        for (e, src) in &lasting_defender {
            match e {
                Effect::EnduranceBonus(b) => {
                    let (total, names) = bonus.take().unwrap_or((0, String::new()));
                    let names = if names.is_empty() {
                        src.clone()
                    } else {
                        format!("{names}, {src}")
                    };
                    bonus = Some((total + b, names));
                }
                Effect::EnduranceGrant(g) if g.kinds.is_empty() || g.kinds.contains(&spec.kind) => {
                    grants.push((g.clone(), src.clone()))
                }
                _ => {}
            }
        }
        let style = att
            .name
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_lowercase();
        let blocked = attackers()
            .find_map(|(e, src)| match e {
                Effect::NoEnduranceAgainst(None) => Some(src.to_string()),
                Effect::NoEnduranceAgainst(Some(s)) if s.to_lowercase() == style => {
                    Some(src.to_string())
                }
                _ => None,
            })
            // "You cannot use Endurance": the defender's own card.
            .or_else(|| {
                lasting_defender
                    .iter()
                    .find_map(|(e, src)| (*e == Effect::NoEnduranceForYou).then(|| src.clone()))
            });
        let removed_instead = attackers()
            .chain(att.effects.iter().flat_map(|e| {
                let met: &[Effect] = match e {
                    Effect::Conditional(c) if self.holds(attacker, &c.condition) => &c.effects,
                    _ => &[],
                };
                met.iter().map(|e| (e, att.name.as_str()))
            }))
            .find_map(|(e, src)| (*e == Effect::DamageRemovedFromGame).then(|| src.to_string()));
        let removed_first = lasting_attacker.iter().find_map(|(e, src)| match e {
            Effect::FirstDamageRemovedFromGame(n) => Some((*n, src.clone())),
            _ => None,
        });
        EnduranceUse {
            chosen: att
                .defender_action
                .as_ref()
                .and_then(|a| a.endurance)
                .unwrap_or(false),
            preventable: !self.unpreventable(spec),
            bonus,
            grants,
            blocked,
            removed_instead,
            removed_first,
            // Life card to hand: set by the damage step.
            to_hand_first: None,
            // "... cannot be prevented by Physical Combat cards" (Red Power Rush).
            barred_type: self.unpreventable_by_type(),
        }
    }
}
