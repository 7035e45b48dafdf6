//! Events outside Combat (issue 18): a card effect used in a turn step (a Dragon Ball played in
//! the Non-Combat Step, a card used at the beginning of the Discard Step) that takes cards from
//! a player's hand. A card in play whose unread text waits for such an event ("Whenever an
//! opponent's card makes you discard a card from your hand, draw a card afterward", Goku's
//! Quickness Drill) is handed to the judge at that moment, with what was discarded.

use super::Game;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::{BoardState, CardId, PlayerId};

/// Each player's hand (p1, p2), taken before a card effect resolves.
pub(super) type Hands = [Vec<CardId>; 2];

/// The hands of both players now.
pub(super) fn hands(state: &BoardState) -> Hands {
    [
        state.player(PlayerId::P1).hand.clone(),
        state.player(PlayerId::P2).hand.clone(),
    ]
}

/// True when an unread sentence speaks of a card discarded from a hand as an event it waits for
/// ("Whenever ...", "When ...", "If ...").
fn waits_for_hand_discard(sentence: &str) -> bool {
    let s = sentence.to_lowercase();
    s.contains("discard")
        && s.contains("hand")
        && (s.contains("whenever") || s.starts_with("when ") || s.starts_with("if "))
}

impl Game {
    /// After `source` (used by `user`) resolved outside Combat: for each player whose hand lost
    /// cards since `before`, the unread sentences of the cards in play (either player's Drills
    /// and Non-Combat cards, Main Personality and Allies) that wait for a card discarded from a
    /// hand go to the judge, with the cards that left the hand and whether it is now empty.
    pub(super) fn hand_discards_to_judge(
        &self,
        before: &Hands,
        source: &str,
        user: PlayerId,
        log: &mut Log,
    ) {
        let st = self.table.state();
        for (p, held) in [PlayerId::P1, PlayerId::P2].into_iter().zip(before) {
            let now = &st.player(p).hand;
            let left: Vec<&str> = held
                .iter()
                .filter(|c| !now.contains(c))
                .map(|&c| st.name(c))
                .collect();
            if left.is_empty() {
                continue;
            }
            let whose = if p == user {
                format!("{p}'s own card")
            } else {
                format!("{user}'s card (an opponent's card for {p})")
            };
            let emptied = if now.is_empty() { ", emptying it" } else { "" };
            for owner in [p, p.other()] {
                for card in in_play_cards(st, owner) {
                    let name = st.name(card);
                    if name == source {
                        continue;
                    }
                    let waiting = st.def(card).effects.iter().filter_map(|e| match e {
                        Effect::Manual(s) if waits_for_hand_discard(s) => Some(s),
                        _ => None,
                    });
                    let mut said = false;
                    for sentence in waiting {
                        log.judge.push(format!(
                            "judge resolves: {source}, {whose}, took {} card(s) from {p}'s hand outside Combat ({}){emptied}; {owner}'s {name} in play waits for such an event and the engine does not read it: \"{sentence}\"",
                            left.len(),
                            left.join(", ")
                        ));
                        said = true;
                    }
                    if said {
                        self.table.cite_card_rulings(card, log);
                    }
                }
            }
        }
    }
}

/// `owner`'s cards in play whose text may wait for an event: his Drills and Non-Combat cards in
/// play, his Main Personality's and Allies' current level cards.
fn in_play_cards(st: &BoardState, owner: PlayerId) -> Vec<CardId> {
    let pl = st.player(owner);
    pl.in_play
        .drills
        .iter()
        .chain(&pl.in_play.non_combat)
        .copied()
        .chain(st.level_card(&pl.mp))
        .chain(pl.allies.iter().filter_map(|a| st.level_card(a)))
        .collect()
}
