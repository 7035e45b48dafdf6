//! Resolving "that card" (`piles::moved_card`): which card the effect before an "If that card
//! is ..." moved, found by comparing each player's piles before and after that effect, whether it
//! qualifies (or the judge decides), and showing it to the opponent.

use crate::engine::battle::Battle;
use crate::engine::effects::{CardFilter, Search};
use crate::engine::filters::qualifies;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

/// Every card in a player's hand, Life Deck, discard pile, removed-from-the-game pile and Sensei
/// Deck, with the player and the pile (0 to 4).
pub(in crate::engine) type PileSnapshot = Vec<(PlayerId, u8, CardId)>;

impl Battle {
    /// The cards in the piles now ([`PileSnapshot`]).
    pub(in crate::engine) fn pile_snapshot(&self) -> PileSnapshot {
        let mut out = Vec::new();
        for p in PlayerId::BOTH {
            let pl = self.state.player(p);
            let deck = &pl.life_deck;
            for (pile, cards) in [
                (0, &pl.hand),
                (2, &pl.discard),
                (3, &pl.removed),
                (4, &pl.sensei),
            ] {
                out.extend(cards.iter().map(|&c| (p, pile, c)));
            }
            let life_deck = deck.known.iter().chain(&deck.bottom).chain(&deck.shuffled);
            out.extend(life_deck.map(|&c| (p, 1, c)));
        }
        out
    }

    /// Notes the cards that came into a pile since `before` (the card "that card" names).
    pub(in crate::engine) fn note_moved_cards(&mut self, before: &PileSnapshot) {
        let now = self.pile_snapshot();
        let moved = now
            .into_iter()
            .filter(|x| !before.contains(x))
            .map(|(_, _, c)| c)
            .collect();
        self.moved_cards = Some(moved);
    }

    /// Why the engine cannot say whether "that card" qualifies: more than one card moved, or a
    /// card the board does not know.
    pub(in crate::engine) fn moved_card_undecided(&self) -> Option<String> {
        let moved = self.moved_cards.as_ref()?;
        match moved.as_slice() {
            [] => None,
            [c] => self.state.unknown_card(*c).then(|| {
                "the card it moved is not known to the board (an unknown card of the Life Deck): the judge looks at it".to_string()
            }),
            many => Some(format!(
                "the effect before it moved {} cards: which one is \"that card\" is the judge's",
                many.len()
            )),
        }
    }

    /// Whether the one card just moved qualifies (no card moved: it does not).
    pub(in crate::engine) fn moved_card_is(&self, filter: &CardFilter) -> bool {
        match self.moved_cards.as_deref() {
            Some([c]) => qualifies(self.state.def(*c), filter, false),
            _ => false,
        }
    }

    /// Cites the rule defining the kind of card "that card" was asked to be, where one does: a
    /// Named card (Glossary "Named Card"), a Style (CRD "Styled Cards": the first word of the
    /// title; "freestyle" too).
    pub(in crate::engine) fn cite_moved_card_kind(
        &self,
        condition: &crate::engine::effects::Condition,
        log: &mut Log,
    ) {
        use crate::engine::effects::{Condition, PileCondition};
        match condition {
            Condition::Piles(PileCondition::MovedCard(f)) => {
                let named = f.any_named
                    || !f.named_any.is_empty()
                    || f.title_has
                        .as_deref()
                        .is_some_and(crate::engine::named_cards::is_named_filter);
                if named {
                    log.cite(self.cite(Rule::NamedCard));
                }
                if f.style.is_some() {
                    log.cite(self.cite(Rule::StyledCards));
                }
            }
            Condition::Not(c) => self.cite_moved_card_kind(c, log),
            Condition::All(v) | Condition::Any(v) => {
                v.iter().for_each(|c| self.cite_moved_card_kind(c, log))
            }
            _ => {}
        }
    }

    /// A search for "a card of the same card type as the card discarded" (Caterpy, the Tenacious
    /// Lv.3) made a search for that card's type, or `None` (said: no one known card was moved, so
    /// there is no type to search for). A Dragon Ball's type lets the Life Deck search take one:
    /// the card states "including Dragon Balls" (CRD 3.0.0 "Dragon Ball Immunity").
    pub(in crate::engine) fn moved_type_search(
        &self,
        s: &Search,
        source: &str,
        log: &mut Log,
    ) -> Option<Search> {
        if let Some(why) = self.moved_card_undecided() {
            log.judge.push(format!(
                "judge resolves: {source}: the card type to search for: {why}"
            ));
            return None;
        }
        let Some([c]) = self.moved_cards.as_deref() else {
            log.judge.push(format!(
                "judge resolves: {source}: no card was discarded, so there is no card type to search for (the requirement was not met: {})",
                self.cite(Rule::Requirement).id
            ));
            return None;
        };
        let def = self.state.def(*c);
        // The printed card type (CRD 3.0.0 "Non-Combat Cards": a Drill is one of the 2 kinds of
        // Non-Combat cards, and the pool types it Non-Combat).
        let kind = if def.is_dragon_ball() {
            "Dragon Ball".to_string()
        } else if def.is_drill() {
            "Non-Combat".to_string()
        } else {
            def.card_type.clone()
        };
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!(
                "{source}: the card discarded, {}, is a {kind} card: the search is for a {kind} card",
                def.name
            ),
        );
        let mut typed = s.clone();
        typed.filter.same_type_as_moved = false;
        typed.filter.types = vec![kind];
        Some(typed)
    }

    /// "show it to your opponent": the card just moved is named in the step's notes.
    pub(in crate::engine) fn show_that_card(&self, me: PlayerId, source: &str, log: &mut Log) {
        let line = match self.moved_cards.as_deref() {
            Some([c]) if !self.state.unknown_card(*c) => {
                format!(
                    "{source}: {me} shows {} to {}",
                    self.state.name(*c),
                    me.other()
                )
            }
            Some([_]) => format!(
                "{source}: {me} shows the card to {} (a card the board does not know)",
                me.other()
            ),
            _ => format!("{source}: no one card was moved just before: nothing is shown"),
        };
        log.note(self.cite(Rule::SecondaryEffects), line);
    }
}
