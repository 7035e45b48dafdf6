//! `in_play::battleground_rules` in the turn around Combat: what the Battleground or Location
//! in play does at a turn step (CRD 3.0.0 "Battleground and Location Cards": they "affect all
//! players at all times"): a discard at the beginning of each turn (Blasted Land, before the
//! Draw Step) and power stages every personality gains at the beginning of every Power-Up Step
//! (Z Sword Plateau), a card of the discard pile put back in the Rejuvenation Step (Hercule's
//! Underground Training Area), and the hand size past which no card is drawn (King Kai's New
//! Home). Called by the turn driver (`turn/mod.rs`, `turn/power_up.rs`, `turn/end_of_turn.rs`)
//! and by every draw (`draw_cards`).

use crate::engine::action::Action;
use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::damage::{check_survival, lose_life_cards};
use crate::engine::effects::BattlegroundRule;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

use super::battleground_rules_resolve::{battleground_rules, cite_battleground};

impl Battle {
    /// The first rule of the Battleground in play `pick` reads, with the card.
    fn battleground_turn_rule(
        &self,
        pick: fn(&BattlegroundRule) -> Option<u32>,
    ) -> Option<(CardId, u32)> {
        battleground_rules(&self.state).find_map(|(c, r)| pick(r).map(|n| (c, n)))
    }

    /// The beginning of `player`'s turn: "At the beginning of each player's turn, that player
    /// discards the top card from his Life Deck" (Blasted Land); an empty Life Deck after it is
    /// the opponent's Survival Victory before any draw (CRD 3.0.0 "Survival Victory").
    pub(in crate::engine) fn battleground_turn_start(
        &mut self,
        player: PlayerId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some((card, n)) = self.battleground_turn_rule(|r| match r {
            BattlegroundRule::TurnStartDiscard(n) => Some(*n),
            _ => None,
        }) else {
            return;
        };
        cite_battleground(&self.state, &self.rules, card, log);
        let before = self.state.player(player).life_deck.len();
        let lost = lose_life_cards(&mut self.state, &self.rules, log, player, n);
        let name = self.state.name(card).to_string();
        log.notes.push(format!(
            "{name} (the Battleground in play): at the beginning of {player}'s turn {player} discards the top {n} card(s) of his Life Deck"
        ));
        account.push(format!(
            "{name}: {player} discards {lost} life card(s) at the beginning of the turn: Life Deck {before} -> {}",
            self.state.player(player).life_deck.len()
        ));
        let rules = std::sync::Arc::clone(&self.rules);
        check_survival(&self.state, &rules, log, player);
    }

    /// The beginning of the Power-Up Step: "all personalities gain 3 power stages" (Z Sword
    /// Plateau): every Main Personality and Ally in play, each up to its highest power stage.
    pub(in crate::engine) fn battleground_power_up_step(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some((card, n)) = self.battleground_turn_rule(|r| match r {
            BattlegroundRule::PowerUpStepGain(n) => Some(*n),
            _ => None,
        }) else {
            return;
        };
        cite_battleground(&self.state, &self.rules, card, log);
        let name = self.state.name(card).to_string();
        let mut gained = Vec::new();
        for p in PlayerId::BOTH {
            // `prohibitions::turn_spans`: "cannot gain power stages".
            if crate::engine::effects::prohibitions::turn_spans::gain_barred(
                &self.state,
                &self.rules,
                log,
                p,
                "personalities",
            ) {
                continue;
            }
            let allies = self.state.player(p).allies.len();
            for slot in std::iter::once(None).chain((0..allies).map(Some)) {
                let person = match slot {
                    None => &self.state.player(p).mp,
                    Some(i) => match self.state.player(p).allies.get(i) {
                        Some(a) => a,
                        None => continue,
                    },
                };
                let top = self.state.personality_def(person).top_stage();
                let who = self.state.personality_def(person).name.clone();
                let before = person.stage;
                let after = before.saturating_add(n).min(top);
                let pl = self.state.player_mut(p);
                let person = match slot {
                    None => &mut pl.mp,
                    Some(i) => match pl.allies.get_mut(i) {
                        Some(a) => a,
                        None => continue,
                    },
                };
                person.stage = after;
                gained.push(format!("{p}'s {who} {before} -> {after}"));
            }
        }
        log.notes.push(format!(
            "{name} (the Battleground in play): at the beginning of the Power-Up Step all personalities gain {n} power stage(s), none above its highest: {}",
            gained.join(", ")
        ));
        account.push(format!("{name}: all personalities gain {n} power stage(s)"));
    }

    /// The Rejuvenation Step of `me`: "you may place one of the bottom 5 cards of your discard
    /// pile on the top of your Life Deck" (Hercule's Underground Training Area), taken when the
    /// script's next action is `me`'s `use` of the card with the card chosen (`choose`). CRD 3.0.0
    /// Sequence of Play, 7): "Any other effects that occur during the Rejuvenation Step still
    /// happen, even if you did go into Combat during your turn."
    pub(in crate::engine) fn battleground_rejuvenation(
        &mut self,
        me: PlayerId,
        used: Option<Action>,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let Some((card, n)) = self.battleground_turn_rule(|r| match r {
            BattlegroundRule::RejuvenationFromDiscardBottom(n) => Some(*n),
            _ => None,
        }) else {
            return Ok(());
        };
        let name = self.state.name(card).to_string();
        let used = used.filter(|a| {
            a.card
                .as_deref()
                .is_some_and(|c| crate::corpus::names::same_name(c, &name))
        });
        cite_battleground(&self.state, &self.rules, card, log);
        let Some(action) = used else {
            log.note(
                c::CRD_TURN_7,
                format!("{name} (the Battleground in play): {me} may place one of the bottom {n} cards of its discard pile on the top of its Life Deck (`use` it with `choose`); the script does not say so: not done"),
            );
            return Ok(());
        };
        let bottom: Vec<CardId> = self
            .state
            .player(me)
            .discard
            .iter()
            .take(usize::try_from(n).unwrap_or(usize::MAX))
            .copied()
            .collect();
        let Some(chosen) = action.choose.first() else {
            return Err(EngineError::Illegal(format!(
                "{name}: name the card placed on the top of the Life Deck with `choose` (one of the bottom {n} of {me}'s discard pile: {})",
                self.state.names(&bottom)
            )));
        };
        let Some(&pick) = bottom
            .iter()
            .find(|&&b| crate::corpus::names::same_name(self.state.name(b), chosen))
        else {
            return Err(EngineError::Illegal(format!(
                "{name}: {chosen} is not one of the bottom {n} cards of {me}'s discard pile ({})",
                self.state.names(&bottom)
            )));
        };
        self.take_action();
        self.state.take_from_zones(pick);
        self.state.player_mut(me).life_deck.known.insert(0, pick);
        let picked = self.state.name(pick).to_string();
        log.note(
            c::CRD_TURN_7,
            format!("{name} (the Battleground in play): {me} places {picked}, one of the bottom {n} cards of its discard pile, on the top of its Life Deck; the Location's Rejuvenation Step effect happens whether or not {me} went into Combat"),
        );
        account.push(format!("{name}: {picked} goes on top of {me}'s Life Deck"));
        Ok(())
    }

    /// Whether `who` may draw one more card under the Battleground in play ("Whenever any player
    /// has 4 or more cards in his hand, or 5 or more if he declared a Saiyan Tokui-Waza, he may
    /// not draw any more cards into his hand", King Kai's New Home); a draw it stops is said,
    /// citing the card. Asked before each card drawn (`draw_cards`).
    pub(in crate::engine) fn battleground_allows_draw(&self, who: PlayerId, log: &mut Log) -> bool {
        let Some((card, limit, whose)) = battleground_rules(&self.state).find_map(|(c, r)| {
            let BattlegroundRule::DrawLimit {
                cards,
                with_tokui_waza,
            } = r
            else {
                return None;
            };
            let declared = self.state.player(who).tokui_waza.as_deref();
            Some(match with_tokui_waza {
                Some((tw, n)) if declared.is_some_and(|d| d.eq_ignore_ascii_case(tw)) => {
                    (c, *n, format!(" ({who} declared a {tw} Tokui-Waza)"))
                }
                _ => (c, *cards, String::new()),
            })
        }) else {
            return true;
        };
        let hand = u32::try_from(self.state.player(who).hand.len()).unwrap_or(u32::MAX);
        if hand < limit {
            return true;
        }
        cite_battleground(&self.state, &self.rules, card, log);
        log.notes.push(format!(
            "{} (the Battleground in play): {who} has {hand} cards in his hand{whose}, {limit} or more: he may not draw any more cards into his hand",
            self.state.name(card)
        ));
        false
    }
}
