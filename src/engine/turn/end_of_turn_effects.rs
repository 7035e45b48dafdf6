//! What the cards in play do when a turn ends, after its Rejuvenation Step (CRD 3.0.0 Sequence
//! of Play: "When you have completed the Sequence of Play, your turn ends"): a Main
//! Personality's Constant Combat Power ("At the end of every turn, ...", Majin Buu, Super Buu
//! Lv.2; "At the end of your turn, ...", Den-Goku Lv.1) and a Drill in play. The reading is
//! `effects/timing/end_of_turn_effects.rs`'s.

use super::Game;
use crate::engine::action::Verb;
use crate::engine::citations as c;
use crate::engine::effects::personality_powers::power_boxes;
use crate::engine::effects::timing::end_of_turn_effects::EndOfTurn;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::Result;

impl Game {
    /// Every end-of-turn effect of the cards in play, the attacker's first (CRD 3.0.0 "Timing
    /// Conflicts"): his Main Personality's Constant Combat Power ("constantly active and must be
    /// used whenever possible"), then his Drills in play; "your turn" only in its player's own
    /// turn. A "you may" is used when the script's next action is that player's `use` of the
    /// card (`"may": false` declines); otherwise it is said and not used.
    pub(super) fn end_of_turn_effects(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let attacker = self.pos.attacker;
        for p in [attacker, attacker.other()] {
            for (card, rule, t) in self.end_of_turn_cards(p) {
                if t.every || p == attacker {
                    self.end_of_turn_use(p, card, rule, &t, log, account)?;
                }
            }
        }
        Ok(())
    }

    /// `p`'s cards with an end-of-turn effect: his Main Personality's level card (its Constant
    /// Combat Power, unless turned off this turn), then his Drills in play that act.
    fn end_of_turn_cards(&self, p: PlayerId) -> Vec<(CardId, Rule, EndOfTurn)> {
        let st = self.table.state();
        let of = |effects: &[Effect]| -> Vec<EndOfTurn> {
            effects
                .iter()
                .filter_map(|e| match e {
                    Effect::AtEndOfTurn(t) => Some(t.clone()),
                    _ => None,
                })
                .collect()
        };
        let mut out = Vec::new();
        if let Some(mp) = st.level_card(&st.player(p).mp) {
            if self.table.powers_turned_off_by(p, mp).is_none() {
                for t in of(power_boxes::constant_effects(&st.def(mp).effects)) {
                    out.push((mp, Rule::PersonalityPowers, t));
                }
            }
        }
        for &d in &st.player(p).in_play.drills {
            if crate::engine::battle::acts_in_play(st, p, d) {
                for t in of(&st.def(d).effects) {
                    out.push((d, Rule::DrillCards, t));
                }
            }
        }
        out
    }

    fn end_of_turn_use(
        &mut self,
        p: PlayerId,
        card: CardId,
        rule: Rule,
        t: &EndOfTurn,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let name = self.table.state().name(card).to_string();
        let sentence = self
            .table
            .state()
            .def(card)
            .sentences
            .iter()
            .find(|(_, es)| es.iter().any(|e| matches!(e, Effect::AtEndOfTurn(_))))
            .map(|(s, _)| format!(" (\"{}\")", s.trim()))
            .unwrap_or_default();
        log.cite(self.table.cite(rule));
        self.table.cite_card_rulings(card, log);
        for e in &t.effects {
            let effects = match e {
                Effect::May(inner) => {
                    let asked = self
                        .table
                        .peek()
                        .filter(|a| {
                            a.player == p
                                && a.verb == Verb::Use
                                && a.card
                                    .as_deref()
                                    .is_some_and(|n| crate::corpus::names::same_name(&name, n))
                        })
                        .cloned();
                    let Some(a) = asked else {
                        log.note(
                            c::CRD_TURN,
                            format!("{name}{sentence}: {p} may use it as the turn ends (`use`); the script does not say so: not used"),
                        );
                        continue;
                    };
                    self.table.take_action();
                    if a.may == Some(false) {
                        account.push(format!("{p} does not use {name} at the end of the turn"));
                        continue;
                    }
                    inner.clone()
                }
                other => vec![other.clone()],
            };
            log.note(
                c::CRD_TURN,
                format!("the turn ends: {name}{sentence} is used for {p}"),
            );
            self.table.apply_effects(p, &effects, &name, log)?;
            account.push(format!("{name} at the end of the turn ({p})"));
        }
        Ok(())
    }
}
