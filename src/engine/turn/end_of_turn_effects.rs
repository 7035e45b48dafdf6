//! What the cards in play do when a turn ends, after its Rejuvenation Step (CRD 3.0.0 Sequence
//! of Play: "When you have completed the Sequence of Play, your turn ends"): a Main
//! Personality's Constant Combat Power ("At the end of every turn, ...", Majin Buu, Super Buu
//! Lv.2; "At the end of your turn, ...", Den-Goku Lv.1), a Drill in play, and a Non-Combat card
//! in play used "at the end of any turn" (the Calmings, `Timing::EndOfTurn`: a "may", used when
//! the script's `use` names it, then discarded or removed as it says). The reading is
//! `effects/timing/end_of_turn_effects.rs`'s. The same use serves the turn's beginning
//! ([`TurnEdge`], `start_of_turn_effects.rs`).

use super::Game;
use crate::engine::action::Verb;
use crate::engine::citations as c;
use crate::engine::effects::personality_powers::power_boxes;
use crate::engine::effects::timing::Timing;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::Result;

/// A turn's edge: where a card's "at the beginning of" / "at the end of" turn effect is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TurnEdge {
    /// Before the Draw Step (`turn/start_of_turn_effects.rs`).
    Start,
    /// After the Rejuvenation Step.
    End,
}

impl TurnEdge {
    /// The words the log says the moment with.
    fn words(self) -> &'static str {
        match self {
            TurnEdge::Start => "the turn begins",
            TurnEdge::End => "the turn ends",
        }
    }

    /// The card's effect used at this edge: (every turn, the effects).
    fn of(self, e: &Effect) -> Option<(bool, &[Effect])> {
        match (self, e) {
            (TurnEdge::End, Effect::AtEndOfTurn(t)) => Some((t.every, &t.effects)),
            (TurnEdge::Start, Effect::AtStartOfTurn(t)) => Some((t.every, &t.effects)),
            _ => None,
        }
    }
}

impl Game {
    /// Every end-of-turn effect of the cards in play (`turn_edge_effects`).
    pub(super) fn end_of_turn_effects(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        self.turn_edge_effects(TurnEdge::End, log, account)
    }

    /// Every effect of the cards in play at this edge of the turn, the attacker's first (CRD
    /// 3.0.0 "Timing Conflicts"): his Main Personality's Constant Combat Power ("constantly
    /// active and must be used whenever possible"), then his Drills in play; "your turn" only in
    /// its player's own turn. A "you may" is used when the script's next action is that
    /// player's `use` of the card (`"may": false` declines); otherwise it is said and not used.
    pub(super) fn turn_edge_effects(
        &mut self,
        edge: TurnEdge,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let attacker = self.pos.attacker;
        for p in [attacker, attacker.other()] {
            for (card, rule, every, effects) in self.turn_edge_cards(edge, p) {
                if every || p == attacker {
                    self.turn_edge_use(edge, p, card, rule, &effects, log, account)?;
                    if log.victory.is_some() {
                        return Ok(());
                    }
                }
            }
        }
        Ok(())
    }

    /// `p`'s cards with an effect at this edge: his Main Personality's level card (its Constant
    /// Combat Power, unless turned off this turn), then his Drills in play that act.
    fn turn_edge_cards(
        &self,
        edge: TurnEdge,
        p: PlayerId,
    ) -> Vec<(CardId, Rule, bool, Vec<Effect>)> {
        let st = self.table.state();
        let of = |effects: &[Effect]| -> Vec<(bool, Vec<Effect>)> {
            effects
                .iter()
                .filter_map(|e| edge.of(e))
                .map(|(every, es)| (every, es.to_vec()))
                .collect()
        };
        let mut out = Vec::new();
        if let Some(mp) = st.level_card(&st.player(p).mp) {
            if self.table.powers_turned_off_by(p, mp).is_none() {
                for (every, es) in of(power_boxes::constant_effects(&st.def(mp).effects)) {
                    out.push((mp, Rule::PersonalityPowers, every, es));
                }
            }
        }
        for &d in &st.player(p).in_play.drills {
            if crate::engine::battle::acts_in_play(st, p, d) {
                for (every, es) in of(&st.def(d).effects) {
                    out.push((d, Rule::DrillCards, every, es));
                }
            }
        }
        // "Use at the end of any turn": the card's secondary effects, its player's choice.
        if edge == TurnEdge::End {
            for &n in &st.player(p).in_play.non_combat {
                let effects = &st.def(n).effects;
                if effects.contains(&Effect::Timing(Timing::EndOfTurn)) {
                    let used: Vec<Effect> = effects
                        .iter()
                        .filter(|e| e.is_secondary())
                        .cloned()
                        .collect();
                    out.push((n, Rule::NonCombatCards, true, vec![Effect::May(used)]));
                }
            }
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn turn_edge_use(
        &mut self,
        edge: TurnEdge,
        p: PlayerId,
        card: CardId,
        rule: Rule,
        effects: &[Effect],
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
            .find(|(_, es)| es.iter().any(|e| edge.of(e).is_some()))
            .map(|(s, _)| format!(" (\"{}\")", s.trim()))
            .unwrap_or_default();
        let when = edge.words();
        log.cite(self.table.cite(rule));
        self.table.cite_card_rulings(card, log);
        for e in effects {
            // The `use` action that said yes to a "you may": its `choose` names the cards.
            let mut used_by: Option<crate::engine::action::Action> = None;
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
                            format!("{name}{sentence}: {p} may use it as {when} (`use`); the script does not say so: not used"),
                        );
                        continue;
                    };
                    self.table.take_action();
                    if a.may == Some(false) {
                        account.push(format!("{p} does not use {name} as {when}"));
                        continue;
                    }
                    used_by = Some(a);
                    inner.clone()
                }
                other => vec![other.clone()],
            };
            log.note(
                c::CRD_TURN,
                format!("{when}: {name}{sentence} is used for {p}"),
            );
            match &used_by {
                Some(a) => {
                    let sentences = std::sync::Arc::clone(&self.table.state().def(card).sentences);
                    self.table
                        .apply_placed(p, &effects, a, &sentences, &name, log)?;
                }
                None => {
                    self.table.apply_effects(p, &effects, &name, log)?;
                }
            }
            account.push(format!("{name} as {when} ({p})"));
            // A Non-Combat card used at the end of a turn leaves play as it says after use.
            if self
                .table
                .state()
                .player(p)
                .in_play
                .non_combat
                .contains(&card)
            {
                self.table.state.take_from_zones(card);
                self.after_use(card, log);
            }
        }
        Ok(())
    }
}
