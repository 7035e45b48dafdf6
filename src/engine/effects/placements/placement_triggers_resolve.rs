//! `placements::placement_triggers` resolved: when a player places a card into play outside
//! Combat (CRD 3.0.0 Sequence of Play, 2) Non-Combat Step), every card in play (either player's,
//! while it acts) whose trigger waits for that kind fires (its Life Deck discards), and every
//! unread sentence of a card in play that waits for it is handed to the judge at that moment.
//! The same for a card going to a discard pile in the Discard Step (Dying Planet).

use super::placement_triggers::{waits_for_discard_pile, waits_for_placement, PlacedKind};
use crate::engine::battle::{acts_in_play, Battle};
use crate::engine::citations::{self as c, Citation};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{BoardState, CardId, PlayerId};

/// `owner`'s cards in play whose text may wait for an event: Drills, Non-Combat cards, Dragon
/// Balls, the Battleground or Location, the Mastery, the Main Personality's and Allies' current
/// level cards.
fn watching(st: &BoardState, owner: PlayerId) -> Vec<CardId> {
    let pl = st.player(owner);
    st.in_play_cards(owner)
        .into_iter()
        .chain(st.level_card(&pl.mp))
        .chain(pl.allies.iter().filter_map(|a| st.level_card(a)))
        .collect()
}

impl Battle {
    /// `placer` placed `placed` into play in `step`: the triggers of the cards in play that wait
    /// for its kind fire, the unread sentences that wait for it go to the judge. The account's
    /// lines of what was done.
    pub(in crate::engine) fn placement_triggers(
        &mut self,
        placer: PlayerId,
        placed: CardId,
        step: Citation,
        log: &mut Log,
    ) -> Vec<String> {
        let Some(kind) = PlacedKind::of(self.state.def(placed)) else {
            return Vec::new();
        };
        let placed_name = self.state.name(placed).to_string();
        let mut account = Vec::new();
        for owner in [placer, placer.other()] {
            for card in watching(&self.state, owner) {
                if card == placed || !acts_in_play(&self.state, owner, card) {
                    continue;
                }
                let def = self.state.def(card).clone();
                for e in &def.effects {
                    match e {
                        Effect::PlacementTrigger(t)
                            if t.kind == kind && t.placer.of(owner) == placer =>
                        {
                            let who = t.discarder.of(owner);
                            self.cite_card_rulings(card, log);
                            if def.is_drill() {
                                log.cite(self.cite(Rule::DrillCards));
                            }
                            let before = self.state.player(who).life_deck.len();
                            log.note(
                                step,
                                format!(
                                    "{} ({owner}'s, in play): {placer} placed {placed_name} into play, so {who} discards the top {} card(s) of its Life Deck",
                                    def.name, t.count
                                ),
                            );
                            crate::engine::damage::lose_life_cards(
                                &mut self.state,
                                &self.rules,
                                log,
                                who,
                                t.count,
                            );
                            account.push(format!(
                                "{}: {who} discards the top {} card(s) of its Life Deck: {before} -> {}",
                                def.name,
                                t.count,
                                self.state.player(who).life_deck.len()
                            ));
                        }
                        Effect::Manual(s) if waits_for_placement(s, kind) => {
                            log.judge.push(format!(
                                "judge resolves: {placer} placed {placed_name} into play ({}); {owner}'s {} in play waits for such an event and the engine does not read it: \"{s}\"",
                                step.id, def.name
                            ));
                            self.cite_card_rulings(card, log);
                        }
                        _ => {}
                    }
                }
            }
        }
        account
    }

    /// `cards` went to their owners' discard piles in the Discard Step: the unread sentences of
    /// the cards in play that wait for a card going to a discard pile go to the judge.
    pub(in crate::engine) fn discard_pile_waiters_to_judge(&self, cards: &[CardId], log: &mut Log) {
        if cards.is_empty() {
            return;
        }
        let names: Vec<&str> = cards.iter().map(|&c| self.state.name(c)).collect();
        for owner in PlayerId::BOTH {
            for card in watching(&self.state, owner) {
                for e in &self.state.def(card).effects {
                    if let Effect::Manual(s) = e {
                        if waits_for_discard_pile(s) {
                            log.judge.push(format!(
                                "judge resolves: {} went to the discard pile in the Discard Step ({}); {owner}'s {} in play waits for such an event and the engine does not read it: \"{s}\"",
                                names.join(", "),
                                c::CRD_TURN_6.id,
                                self.state.name(card)
                            ));
                            self.cite_card_rulings(card, log);
                        }
                    }
                }
            }
        }
    }
}
