//! `placements::placement_triggers` resolved: when a player places a card into play outside
//! Combat (CRD 3.0.0 Sequence of Play, 2) Non-Combat Step), every card in play (either player's,
//! while it acts) whose trigger waits for that kind fires (its Life Deck discards), and every
//! unread sentence of a card in play that waits for it is handed to the judge at that moment.
//! A card a search places waits for the search to finish. Cards going to a discard pile:
//! `discard_pile_arrivals_resolve.rs`.

use super::placement_triggers::{waits_for_placement, PlacedKind};
use crate::engine::battle::{acts_in_play, Battle};
use crate::engine::citations::{self as c, Citation};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{BoardState, CardId, PlayerId};

/// The cards in play on `side`'s table whose text may wait for an event, each with its owner:
/// Drills, Non-Combat cards, Dragon Balls, the Battleground or Location, the Mastery, the Main
/// Personality's and Allies' current level cards (`side`'s), and the cards attached to `side`'s
/// personalities (their owner's, CRD 3.0.0 "Attaching Cards": an attached card "stays in play";
/// "Ownership").
pub(super) fn watching(st: &BoardState, side: PlayerId) -> Vec<(PlayerId, CardId)> {
    watched_cards(st, side).collect()
}

/// [`watching`]'s cards, in its order, one at a time (for a look that needs no list).
pub(super) fn watched_cards(
    st: &BoardState,
    side: PlayerId,
) -> impl Iterator<Item = (PlayerId, CardId)> + '_ {
    let pl = st.player(side);
    let attached = pl
        .mp
        .attached
        .iter()
        .chain(pl.allies.iter().flat_map(|a| a.attached.iter()))
        .map(|&c| (st.owner(c), c));
    st.in_play_walk(side)
        .chain(st.level_card(&pl.mp))
        .chain(pl.allies.iter().filter_map(|a| st.level_card(a)))
        .map(move |c| (side, c))
        .chain(attached)
}

/// Every card in play that waits for a card, each with its owner: `placer`'s table first.
fn watching_both(st: &BoardState, placer: PlayerId) -> Vec<(PlayerId, CardId)> {
    let mut out = watching(st, placer);
    out.extend(watching(st, placer.other()));
    out
}

impl Battle {
    /// The cards in play (each with its owner) that wait for `placer` placing `placed`: a
    /// placement trigger of its kind and placer, or an unread sentence waiting for its kind.
    fn waiting_for_placement(&self, placer: PlayerId, placed: CardId) -> Vec<(PlayerId, CardId)> {
        let Some(kind) = PlacedKind::of(self.state.def(placed)) else {
            return Vec::new();
        };
        watching_both(&self.state, placer)
            .into_iter()
            .filter(|&(owner, card)| {
                card != placed
                    && acts_in_play(&self.state, owner, card)
                    && self.state.def(card).effects.iter().any(|e| match e {
                        Effect::PlacementTrigger(t) => {
                            t.kind == kind && t.placer.of(owner) == placer
                        }
                        Effect::Manual(s) => waits_for_placement(s, kind),
                        _ => false,
                    })
            })
            .collect()
    }

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
        for (owner, card) in self.waiting_for_placement(placer, placed) {
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
        account
    }

    /// A card an effect placed into play (`piles::searches_resolve::place`): during a search its
    /// placement waits for the search to finish ([`Battle::placements_after_search`]); otherwise
    /// the cards that wait for it are used now. The account's lines of what was done.
    pub(in crate::engine) fn placed_by_effect(
        &mut self,
        placer: PlayerId,
        placed: CardId,
        log: &mut Log,
    ) -> Vec<String> {
        if let Some(waiting) = self.placed_in_search.as_mut() {
            waiting.push((placer, placed));
            return Vec::new();
        }
        self.placement_triggers(placer, placed, c::CRD_PUTTING_INTO_PLAY, log)
    }

    /// Runs a search (`run`) with the placements it makes held until it has finished: the
    /// card found is in play and, for a Life Deck, the Life Deck shuffled (CRD 3.0.0 "Searching
    /// for Cards": "show your opponent the card you searched for and shuffle your Life Deck").
    /// Then the cards that wait for each card placed are used, with a judge line on the order,
    /// which the CRD does not state ([`Battle::placement_after_search`]). A search inside a
    /// search holds its placements for the outer one.
    pub(in crate::engine) fn placements_after_search(
        &mut self,
        source: &str,
        life_deck: bool,
        log: &mut Log,
        run: impl FnOnce(&mut Self, &mut Log) -> crate::engine::Result<()>,
    ) -> crate::engine::Result<()> {
        if self.placed_in_search.is_some() {
            return run(self, log);
        }
        self.placed_in_search = Some(Vec::new());
        let result = run(self, log);
        let placed = self.placed_in_search.take().unwrap_or_default();
        result?;
        for (placer, card) in placed {
            self.placement_after_search(placer, card, source, life_deck, log);
        }
        Ok(())
    }

    /// The cards that wait for `placed`, used once `source`'s search has finished, and the
    /// judge told the engine chose that moment: CRD 3.0.0 "Searching for Cards" orders the search
    /// (the card shown, the Life Deck shuffled) and "Timing Conflicts" only effects that "occur
    /// at the same time"; neither says whether an effect set off by the card placed happens
    /// inside the search. For the other player's cards, Glossary "Effects" ("always finished
    /// before the opponent does anything else") points the same way.
    fn placement_after_search(
        &mut self,
        placer: PlayerId,
        placed: CardId,
        source: &str,
        life_deck: bool,
        log: &mut Log,
    ) {
        let waiting = self.waiting_for_placement(placer, placed);
        if waiting.is_empty() {
            return;
        }
        let name = self.state.name(placed).to_string();
        let names = |side: PlayerId| -> Vec<String> {
            waiting
                .iter()
                .filter(|(owner, _)| *owner == side)
                .map(|&(_, card)| self.state.name(card).to_string())
                .collect()
        };
        let (own, others) = (names(placer), names(placer.other()));
        let finished = if life_deck {
            format!("{name} in play, {placer}'s Life Deck shown the card and shuffled")
        } else {
            format!("{name} in play")
        };
        let mut line = format!(
            "judge checks: {placer} placed {name} into play with {source}'s search; the engine uses the cards that wait for it after the search has finished ({finished}): CRD 3.0.0 \"Searching for Cards\" ({}) does not say whether an effect set off by the card placed happens inside the search, and \"Timing Conflicts\" ({}) orders only effects that \"occur at the same time\"",
            c::CRD_SEARCHING.id,
            c::CRD_TIMING_CONFLICTS.id,
        );
        if !own.is_empty() {
            line.push_str(&format!(
                "; for {placer}'s own {} the CRD is silent on the order",
                own.join(", ")
            ));
        }
        if !others.is_empty() {
            line.push_str(&format!(
                "; for {}'s {}, Glossary \"Effects\": effects \"are always finished before the opponent does anything else\"",
                placer.other(),
                others.join(", ")
            ));
            log.cite(c::CRD_EFFECTS_FINISHED);
        }
        log.cite(self.cite(Rule::Searching));
        log.cite(self.cite(Rule::TimingConflicts));
        log.judge.push(line);
        let fired = self.placement_triggers(placer, placed, c::CRD_PUTTING_INTO_PLAY, log);
        log.notes.extend(fired);
    }
}
