//! Step 10: the increases a Constant Combat Power raises (`raised_increases`): each modifier a
//! card of the kinds it names adds to the attacker's attack, power stages and life cards each
//! raised by its amount, said as a modifier of its own under the power's name. A "Combat card" is
//! the Glossary's: "Cards that say "Combat" directly below the picture ... Combat cards do not
//! include Physical Combat cards or Energy Combat cards" (the attack's own card, or one whose
//! modifier floats for the remainder of Combat, Double Teaming).

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

impl Battle {
    /// The modifiers the attacker's Constant Combat Power adds to the increases in `mods`
    /// (as (power stages, life cards, source)): one entry per increase raised.
    pub(in crate::engine) fn raised_increases(
        &self,
        mods: &[(i32, i32, String)],
        log: &mut Log,
    ) -> Vec<(i32, i32, String)> {
        let me = self.pos.attacker;
        // The Constant Combat Power in control of Combat, named after the personality, and the
        // floating ones of Combat cards played this Combat, named after the card.
        let power = self.constant_power_card(me);
        let mut rows: Vec<(&super::raised_increases::RaisedIncreases, String)> = power
            .map(|card| {
                let def = self.state.def(card);
                super::power_boxes::constant_effects(&def.effects)
                    .iter()
                    .filter_map(|e| match e {
                        Effect::RaisedIncreases(r) => {
                            Some((r, format!("{}'s Constant Combat Power", def.name)))
                        }
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        let floating_from = rows.len();
        for (e, src) in &self.state.player(me).combat.floating {
            if let Effect::RaisedIncreases(r) = e {
                rows.push((r, format!("{src} (remainder of Combat)")));
            }
        }
        if rows.is_empty() {
            return Vec::new();
        }
        let pl = self.state.player(me);
        let drills: Vec<&str> = pl
            .in_play
            .drills
            .iter()
            .chain(pl.in_play.non_combat.iter())
            .filter(|&&c| self.state.def(c).is_drill())
            .map(|&c| self.state.name(c))
            .collect();
        // The cards of type Combat in the game, by name: a modifier is named after its card
        // ("Double Teaming (remainder of Combat)").
        let combat_cards: Vec<&str> = self
            .state
            .cards
            .iter()
            .filter(|o| o.def.card_type.eq_ignore_ascii_case("Combat"))
            .map(|o| o.def.name.as_str())
            .collect();
        let mut out = Vec::new();
        let mut combat_cited = false;
        for (r, name) in &rows {
            let by = i32::try_from(r.by).unwrap_or(i32::MAX);
            for (ps, lc, src) in mods {
                let of_card = |name: &str| src == name || src.starts_with(&format!("{name} ("));
                let by_combat_card = r.combat_cards && combat_cards.iter().any(|c| of_card(c));
                let from = (r.drills && drills.iter().any(|d| of_card(d))) || by_combat_card;
                if !from || (*ps <= 0 && *lc <= 0) {
                    continue;
                }
                combat_cited |= by_combat_card;
                let raise = |n: i32| if n > 0 { by } else { 0 };
                out.push((
                    raise(*ps),
                    raise(*lc),
                    format!("{name} (raising {src}'s increase by {})", r.by),
                ));
            }
        }
        if !out.is_empty() {
            if let Some(card) = power.filter(|_| floating_from > 0) {
                log.cite(self.cite(Rule::PersonalityPowers));
                self.cite_card_rulings(card, log);
            }
            if rows.len() > floating_from {
                log.cite(self.cite(Rule::FloatingEffects));
            }
        }
        if combat_cited {
            log.cite(crate::engine::citations::CRD_GLOSSARY_COMBAT_CARD);
        }
        out
    }
}
