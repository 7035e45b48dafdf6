//! Battle Sequence step 9: the Constant Combat Powers in control of Combat that shift the Base
//! Damage of a physical attack read on the Physical Attack Table (`pat_base_damage`), the
//! attacker's "when performed by" and the defender's "when performed against", each named.

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

impl Battle {
    /// The power stages the powers in control of Combat add to (negative: take from) the Base
    /// Damage `attacker`'s physical attack read on the Physical Attack Table, each shift a line
    /// of the log; cites the personality powers rule and the card's rulings.
    pub(in crate::engine) fn pat_base_damage_shifts(
        &self,
        attacker: PlayerId,
        log: &mut Log,
    ) -> i32 {
        let mut total = 0;
        for (player, performing) in [(attacker, true), (attacker.other(), false)] {
            let Some(card) = self.constant_power_card(player) else {
                continue;
            };
            let def = self.state.def(card);
            for e in def.constant_effects() {
                let Effect::PatBaseDamageShift(s) = e else {
                    continue;
                };
                let n = if performing { s.by_you } else { s.against_you };
                if n == 0 {
                    continue;
                }
                total += n;
                log.cite(self.cite(Rule::PersonalityPowers));
                self.cite_card_rulings(card, log);
                self.cite_power_holder(player, card, log);
                log.line_with(|| {
                    format!(
                        "{}'s Constant Combat Power: the Base Damage from the Physical Attack Table {} {} ({} {})",
                        def.name,
                        if n > 0 { "gains" } else { "is reduced by" },
                        if n > 0 { format!("+{n}") } else { n.unsigned_abs().to_string() },
                        if performing { "performed by" } else { "performed against" },
                        def.name
                    )
                });
            }
        }
        total
    }
}
