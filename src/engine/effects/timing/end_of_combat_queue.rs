//! The end-of-Combat queue: effects a card or power said wait "at the end of Combat"
//! ([`crate::engine::effects::Effect::AtEndOfCombat`]), kept with the choices its player wrote on
//! the action that used the card (`choose`, `may`), so that a search or a "you may" waiting for
//! the end of Combat is decided by that player's own choice when Combat ends.

use crate::engine::battle::Battle;
use crate::engine::effects::{Condition, Conditional, Effect, LifeCardsSuffered};
use crate::engine::state::PlayerId;

/// One card's effects waiting for the end of Combat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitingForEndOfCombat {
    /// The card's player.
    pub player: PlayerId,
    /// What waits.
    pub effects: Vec<Effect>,
    /// The card or power.
    pub source: String,
    /// The names of the player's `choose` its effects had not yet taken when it was queued.
    pub choose: Vec<String>,
    /// The player's `may` on that action.
    pub may: Option<bool>,
}

impl Battle {
    /// `me`'s queued choice while the end-of-Combat queue is being used (`choose`, `may`).
    pub(in crate::engine) fn end_of_combat_choice(
        &self,
        me: PlayerId,
    ) -> Option<(Vec<String>, Option<bool>)> {
        match &self.end_of_combat_using {
            Some((who, choose, may)) if *who == me => Some((choose.clone(), *may)),
            _ => None,
        }
    }

    /// Queues `effects` of `source` for `me`, with the part of `me`'s choices not yet taken.
    pub(in crate::engine) fn queue_for_end_of_combat(
        &mut self,
        me: PlayerId,
        effects: &[Effect],
        source: &str,
    ) {
        let (names, may) = self.piles_action(me);
        let taken = self.choices_taken[match me {
            PlayerId::P1 => 0,
            PlayerId::P2 => 1,
        }];
        // "Where Goku has suffered 5 or more life cards of damage": only damage taken at the
        // level whose power waits counts (CRD 3.0.0's ruling on Goku, the Defender Lv.2).
        let level = self
            .state
            .level_card(self.state.controller(me))
            .map(|c| self.state.name(c).to_string());
        let effects: Vec<Effect> = effects
            .iter()
            .map(|e| match e {
                Effect::Conditional(c) => match &c.condition {
                    Condition::LifeCardsSuffered(s) if s.level.is_none() => {
                        Effect::Conditional(Conditional {
                            condition: Condition::LifeCardsSuffered(LifeCardsSuffered {
                                at_least: s.at_least,
                                level: level.clone(),
                            }),
                            effects: c.effects.clone(),
                        })
                    }
                    _ => e.clone(),
                },
                _ => e.clone(),
            })
            .collect();
        self.end_of_combat.push(WaitingForEndOfCombat {
            player: me,
            effects,
            source: source.to_string(),
            choose: names.into_iter().skip(taken).collect(),
            may,
        });
    }
}

impl Battle {
    /// Puts the queue in the order CRD 3.0.0 "Timing Conflicts" gives effects that occur at the
    /// same time: the Attacker for the turn's first; each player's own in the order they were
    /// resolved, which the rule lets that player change (said when a player has several).
    pub(in crate::engine) fn order_end_of_combat_queue(
        &self,
        queued: &mut [WaitingForEndOfCombat],
        log: &mut crate::engine::log::Log,
    ) {
        // The Attacker for the turn: the player of the odd-numbered Attack Phases.
        let first = self.turn_player();
        queued.sort_by_key(|w| w.player != first);
        let both =
            queued.iter().any(|w| w.player == first) && queued.iter().any(|w| w.player != first);
        if both {
            log.note(
                self.cite(crate::engine::ruleset::Rule::TimingConflicts),
                format!("both players have effects waiting for the end of Combat: {first}, the Attacker for the turn, uses his first"),
            );
        }
        for p in PlayerId::BOTH {
            let cards: Vec<&str> = queued
                .iter()
                .filter(|w| w.player == p)
                .map(|w| w.source.as_str())
                .collect();
            if cards.len() > 1 {
                log.note(
                    self.cite(crate::engine::ruleset::Rule::TimingConflicts),
                    format!(
                        "{p} has {} effects waiting for the end of Combat ({}): \"that player may choose the order in which the cards are used\"; they are used in the order they were resolved",
                        cards.len(),
                        cards.join(", ")
                    ),
                );
                log.judge.push(format!(
                    "judge resolves: {p} may choose another order for {} at the end of Combat (CRD 3.0.0 \"Timing Conflicts\")",
                    cards.join(", ")
                ));
            }
        }
    }
}
