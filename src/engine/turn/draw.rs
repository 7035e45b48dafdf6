//! The Draw Step (CRD 3.0.0 Sequence of Play, item 1): "If you are the Attacker, draw 3 cards from
//! the top of your Life Deck and put them in your hand"; drawing takes cards from the Life Deck, so
//! an empty Life Deck after the draw is the opponent's Survival Victory (CRD 3.0.0 "Survival
//! Victory").

use super::Game;
use crate::engine::damage::check_survival;
use crate::engine::log::Log;

impl Game {
    /// Draws the ruleset's number of cards for the attacker and checks the Survival Victory.
    pub(super) fn draw(&mut self, log: &mut Log, account: &mut Vec<String>) {
        let me = self.pos.attacker;
        let n = self.table.rules.turn.draw;
        let (deck, hand) = {
            let pl = self.table.state().player(me);
            (pl.life_deck.len(), pl.hand.len())
        };
        let drawn = self.table.draw_cards(me, n, log);
        let pl = self.table.state().player(me);
        account.push(format!(
            "{me} draws {drawn} of {n} card(s): Life Deck {deck} -> {}, hand {hand} -> {}",
            pl.life_deck.len(),
            pl.hand.len()
        ));
        let rules = std::sync::Arc::clone(&self.table.rules);
        check_survival(self.table.state(), &rules, log, me);
    }
}
