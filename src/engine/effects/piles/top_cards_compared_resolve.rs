//! Resolution of [`crate::engine::effects::Effect::TopCardsComparedByNumber`] (`piles::top_cards_compared`, Paper, Rock,
//! Scissors): each player's top Life Deck card, known to the board, is revealed; the higher card
//! number goes to its player's hand and the other card (both on a tie) is shuffled back into its
//! Life Deck (CRD 3.0.0 "Secondary Effects", "Shuffling Your Life Deck"). A top card the board
//! does not know, an empty Life Deck or a card with no plain number (a placeholder, a promo's
//! "P3") is the judge's: the documents do not say how such a card compares.

use crate::engine::battle::Battle;
use crate::engine::effects::Destination;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// Reveals both top cards, compares their card numbers and moves them.
    pub(in crate::engine) fn top_cards_compared(
        &mut self,
        me: PlayerId,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let mut revealed: Vec<(PlayerId, CardId, u32)> = Vec::new();
        for p in [me, me.other()] {
            let deck = &self.state.player(p).life_deck;
            let Some(&c) = deck.known.first() else {
                return Err(EngineError::Unresolvable(format!(
                    "{source}: {p}'s top Life Deck card is {} (the judge reveals it; a known card is listed in `life_deck.top`)",
                    if deck.is_empty() { "missing: the Life Deck is empty" } else { "not known to the board" }
                )));
            };
            let def = self.state.def(c);
            let number = def
                .pool_id
                .as_deref()
                .and_then(|id| id.rsplit('/').next())
                .and_then(|n| n.parse::<u32>().ok());
            let Some(n) = number else {
                return Err(EngineError::Unresolvable(format!(
                    "{source}: {p} reveals {}, which has no plain card number to compare (the judge compares)",
                    def.name
                )));
            };
            revealed.push((p, c, n));
        }
        let said: Vec<String> = revealed
            .iter()
            .map(|(p, c, n)| format!("{p} reveals {} (#{n:03})", self.state.name(*c)))
            .collect();
        log.note(
            self.cite(Rule::SecondaryEffects),
            format!("{source}: {}", said.join(", ")),
        );
        let (a, b) = (revealed[0], revealed[1]);
        let winner = match a.2.cmp(&b.2) {
            std::cmp::Ordering::Greater => Some(a),
            std::cmp::Ordering::Less => Some(b),
            std::cmp::Ordering::Equal => None,
        };
        for (p, c, _) in [a, b] {
            self.state.take_from_zones(c);
            if winner.is_some_and(|w| w.1 == c) {
                self.place(p, c, Destination::Hand, None, source, log)?;
            } else {
                self.place(p, c, Destination::LifeDeckShuffled, None, source, log)?;
                self.shuffle_life_deck(p, source, log);
            }
        }
        if winner.is_none() {
            log.note(
                self.cite(Rule::SecondaryEffects),
                format!("{source}: a tie: both players shuffle the revealed card back"),
            );
        }
        Ok(())
    }
}
