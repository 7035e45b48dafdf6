//! The per-Combat record of life cards of damage each player took: one entry per attack, with
//! the personality levels the player was at (the Main Personality's and the one in control of
//! Combat), read by "after you have taken 5 or more life cards of damage from 1 attack this
//! Combat" (Orange Friendship) and "where Goku has suffered 5 or more life cards of damage"
//! (Goku, the Defender Lv.2, whose CRD 3.0.0 ruling counts only damage taken at that level).

use serde::Serialize;

use super::Battle;
use crate::engine::effects::LifeCardsSuffered;
use crate::engine::state::{CardId, PlayerId};

/// Life cards of damage one attack dealt to a player (discarded from the Life Deck at steps 12
/// and 13; Endurance's prevented cards are not taken).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct LifeCardsTaken {
    /// The Attack Phase of the attack.
    pub attack_phase: u32,
    /// The level cards the player was at when the damage was dealt: his Main Personality's and
    /// that of his personality in control of Combat.
    pub levels: Vec<CardId>,
    /// Life cards of damage taken.
    pub life_cards: u32,
}

impl Battle {
    /// Records `n` life cards of damage the current attack dealt to `player`.
    pub(in crate::engine) fn record_life_cards_taken(&mut self, player: PlayerId, n: u32) {
        if n == 0 {
            return;
        }
        let phase = self.pos.attack_phase;
        let pl = self.state.player(player);
        let mut levels: Vec<CardId> = self.state.level_card(&pl.mp).into_iter().collect();
        if let Some(c) = self.state.level_card(self.state.controller(player)) {
            if !levels.contains(&c) {
                levels.push(c);
            }
        }
        let taken = &mut self.state.player_mut(player).combat.life_cards_taken;
        match taken
            .iter_mut()
            .find(|t| t.attack_phase == phase && t.levels == levels)
        {
            Some(t) => t.life_cards = t.life_cards.saturating_add(n),
            None => taken.push(LifeCardsTaken {
                attack_phase: phase,
                levels,
                life_cards: n,
            }),
        }
    }

    /// The most life cards of damage `player` took from one attack this Combat.
    pub(in crate::engine) fn most_life_cards_from_one_attack(&self, player: PlayerId) -> u32 {
        let taken = &self.state.player(player).combat.life_cards_taken;
        let mut phases: Vec<u32> = taken.iter().map(|t| t.attack_phase).collect();
        phases.dedup();
        phases
            .into_iter()
            .map(|p| {
                taken
                    .iter()
                    .filter(|t| t.attack_phase == p)
                    .map(|t| t.life_cards)
                    .sum::<u32>()
            })
            .max()
            .unwrap_or(0)
    }

    /// Life cards of damage `player` took this Combat while at the level `s` names (its card's
    /// name; none named: the level of his personality in control of Combat now).
    pub(in crate::engine) fn life_cards_suffered(
        &self,
        player: PlayerId,
        s: &LifeCardsSuffered,
    ) -> u32 {
        let now = self.state.level_card(self.state.controller(player));
        self.state
            .player(player)
            .combat
            .life_cards_taken
            .iter()
            .filter(|t| {
                t.levels.iter().any(|&c| match &s.level {
                    Some(name) => self.state.name(c).eq_ignore_ascii_case(name),
                    None => Some(c) == now,
                })
            })
            .map(|t| t.life_cards)
            .sum()
    }
}
