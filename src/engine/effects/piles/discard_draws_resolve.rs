//! Execution of `piles::discard_draws`: a card used in the defender's half of the Prepare Phase
//! whose text draws from the discard pile "instead of drawing 3 cards from your life deck" (CRD
//! 3.0.0 "The Defender's Half of the Prepare Phase": "Draw 3 cards from the top of his Life Deck")
//! replaces that draw: the cards come from the end of the discard pile it names. A "When you
//! enter Combat as the attacker" trigger's "your opponent draws 1 less card" (Android 16 Lv.1)
//! makes that draw of 3 smaller.

use crate::engine::battle::Battle;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

impl Battle {
    /// `who` used `card` when entering Combat: its "instead of drawing" sentence is kept for the
    /// defender's draw of this Prepare Phase. True when it has one.
    pub(in crate::engine) fn keep_discard_draw(&mut self, who: PlayerId, card: CardId) -> bool {
        let name = self.state.name(card).to_string();
        let draw = self.state.def(card).effects.iter().find_map(|e| match e {
            Effect::DrawFromDiscardInstead(d) => Some(*d),
            _ => None,
        });
        if let Some(d) = draw {
            self.state.player_mut(who).combat.draw_from_discard_instead = Some((d, name));
        }
        draw.is_some()
    }

    /// "Your opponent draws 1 less card" set off when entering Combat: `defender`'s draw of 3
    /// in this Prepare Phase is `n` fewer (said now, taken at the draw).
    pub(in crate::engine) fn prepare_draw_fewer(
        &mut self,
        defender: PlayerId,
        n: u32,
        source: &str,
        log: &mut Log,
    ) {
        let flags = &mut self.state.player_mut(defender).combat;
        let (before, sources) = flags.prepare_draw_fewer.take().unwrap_or_default();
        let sources = if sources.is_empty() {
            source.to_string()
        } else {
            format!("{sources}, {source}")
        };
        flags.prepare_draw_fewer = Some((before.saturating_add(n), sources));
        log.note(
            self.cite(Rule::DefenderDraws),
            format!(
                "{source}: {defender} draws {n} card(s) fewer in this Prepare Phase's draw of 3"
            ),
        );
    }

    /// The defender's draw of the Prepare Phase: from the discard pile when a card used this
    /// Prepare Phase says so, else the top 3 of the Life Deck. The cards drawn.
    pub(in crate::engine) fn defender_prepare_draw(
        &mut self,
        defender: PlayerId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> u32 {
        let Some((d, source)) = self
            .state
            .player_mut(defender)
            .combat
            .draw_from_discard_instead
            .take()
        else {
            let fewer = self
                .state
                .player_mut(defender)
                .combat
                .prepare_draw_fewer
                .take();
            let three = self.rules.turn.defender_draw;
            let count = three.saturating_sub(fewer.as_ref().map_or(0, |(n, _)| *n));
            let drawn = self.draw_cards(defender, count, log);
            let why = fewer
                .map(|(n, source)| format!(" ({source}: {n} card(s) fewer than {three})"))
                .unwrap_or_default();
            log.note(
                self.cite(Rule::DefenderDraws),
                format!("{defender} draws {drawn} card(s) from the top of its Life Deck{why}"),
            );
            account.push(format!("{defender} draws {drawn} card(s)"));
            return drawn;
        };
        if let Some((n, fewer)) = self
            .state
            .player_mut(defender)
            .combat
            .prepare_draw_fewer
            .take()
        {
            log.judge.push(format!(
                "judge resolves: {fewer} makes {defender} draw {n} card(s) fewer, and {source} draws from the discard pile instead of the Life Deck; neither card says which applies"
            ));
        }
        let whole = &self.state.player(defender).discard;
        // The card that made this draw was put away after its use, on top of the pile; its
        // effect draws the cards that were there when it was used, not itself (CRD 3.0.0: a
        // Non-Combat card is used "for its effects and then discard[ed] after use").
        let itself = whole
            .last()
            .is_some_and(|&c| self.state.name(c) == source.as_str());
        let pile = &whole[..whole.len() - usize::from(itself)];
        let n = usize::try_from(d.count)
            .unwrap_or(usize::MAX)
            .min(pile.len());
        // The top of the discard pile is the card discarded last (the end of the list).
        let cards: Vec<CardId> = if d.bottom {
            pile.iter().take(n).copied().collect()
        } else {
            pile.iter().rev().take(n).copied().collect()
        };
        let end = if d.bottom { "bottom" } else { "top" };
        let names: Vec<String> = cards
            .iter()
            .map(|&c| self.state.name(c).to_string())
            .collect();
        for &c in &cards {
            self.state.take_from_zones(c);
            self.state.player_mut(defender).hand.push(c);
        }
        log.note(
            self.cite(Rule::DefenderDraws),
            format!(
                "{source}: instead of drawing 3 cards from its Life Deck, {defender} draws the {end} {n} card(s) of its discard pile: {}",
                names.join(", ")
            ),
        );
        if cards.len() < usize::try_from(d.count).unwrap_or(usize::MAX) {
            log.judge.push(format!(
                "judge resolves: {source} draws the {end} {} card(s) of {defender}'s discard pile and it holds {n}; the card does not say what happens then",
                d.count
            ));
        }
        account.push(format!(
            "{defender} draws {n} card(s) from the {end} of its discard pile ({source})"
        ));
        u32::try_from(n).unwrap_or(u32::MAX)
    }
}
