//! Damage a personality's power converts (CRD 3.0.0 Specific Card Clarifications, Vegeta, Saiyan
//! Prince Lv.4: "all damage (power stages and life cards) from physical attacks performed against
//! your Vegeta, Saiyan Prince is reduced to 1 power stage of damage"): not a cap on each kind, the
//! attack's whole damage becomes the amount named, before step 12 deals it.

use crate::engine::battle::Battle;
use crate::engine::damage::Damage;
use crate::engine::log::Log;

impl Battle {
    /// Converts the current attack's damage by the defender's powers that say "all damage (power
    /// stages and life cards) ... is reduced to N <unit>": an attack doing any damage does N of
    /// the unit named and none of the other kind (never more of the named unit than it did when
    /// it did none of the other). Said with the power's name, its ruling cited.
    pub(in crate::engine) fn power_damage_conversions(&mut self, log: &mut Log) {
        let Some(att) = self.attack.clone() else {
            return;
        };
        let Some(spec) = att.attack.clone() else {
            return;
        };
        let before = att.damage;
        if before.power_stages == 0 && before.life_cards == 0 {
            return;
        }
        let mut after = before;
        for (name, d) in self.power_reductions(&spec, &att, log) {
            let Some(to) = d.reduced_to.as_ref().filter(|_| d.all_damage_converted) else {
                continue;
            };
            let ps = to.power_stages.unwrap_or(0);
            let lc = to.life_cards.unwrap_or(0);
            after = if ps > 0 {
                Damage {
                    power_stages: if after.life_cards > 0 {
                        ps
                    } else {
                        after.power_stages.min(ps)
                    },
                    life_cards: 0,
                }
            } else {
                Damage {
                    power_stages: 0,
                    life_cards: if after.power_stages > 0 {
                        lc
                    } else {
                        after.life_cards.min(lc)
                    },
                }
            };
            log.notes.push(format!(
                "{name}: all damage of this attack ({} power stage(s) and {} life card(s)) is reduced to {} power stage(s) and {} life card(s) (a conversion of both kinds of damage, not a cap)",
                before.power_stages, before.life_cards, after.power_stages, after.life_cards
            ));
        }
        if after != before {
            if let Some(a) = self.attack.as_mut() {
                a.damage = after;
            }
        }
    }
}
