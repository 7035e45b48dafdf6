//! The placement rules a board must satisfy before it is resolved: each personality slot holds
//! a Personality with a ladder, and the deck-building and placement rules cards state about
//! themselves ([`CardRule`]) hold on the board; a board no legal game could reach is reported. A
//! Drill that "cannot be used with" another Drill in play is not a board problem: the documents do
//! not say it could not be placed (`engine::battle::drills_used_together`).

use crate::engine::effects::CardRule;
use crate::engine::state::{BoardState, CardId, PlayerId};
use crate::engine::Effect;

/// The deck-building and placement rules cards state about themselves ([`CardRule`]), checked
/// against the board: a board no legal game could reach is reported, not resolved.
pub(super) fn placement_problems(state: &BoardState, p: PlayerId, problems: &mut Vec<String>) {
    let k = p.key();
    let pl = state.player(p);
    let in_play: Vec<CardId> = pl
        .in_play
        .drills
        .iter()
        .chain(pl.in_play.non_combat.iter())
        .copied()
        .collect();
    let rules = |c: CardId| {
        state.def(c).effects.iter().filter_map(|e| match e {
            Effect::CardRule(r) => Some(r.clone()),
            _ => None,
        })
    };
    // A Combat card is never in play as a Non-Combat card (CRD 3.0.0 "Card Types": Combat cards
    // are played in Combat and go to the discard pile or are removed after use).
    for &c in &pl.in_play.non_combat {
        let t = state.def(c).card_type.to_lowercase();
        if t.contains("combat") && !t.contains("non-combat") {
            problems.push(format!(
                "players.{k}.in_play.non_combat: {} is a {} card, not a Non-Combat card; a Combat card is not kept in play (crd-3.0.0/card-types-and-card-type-clarifications)",
                state.name(c),
                state.def(c).card_type
            ));
        }
    }
    let mut said = std::collections::BTreeSet::new();
    for &c in &in_play {
        let name = state.name(c);
        for rule in rules(c) {
            if let CardRule::InPlayLimit(n) = rule {
                let copies = in_play.iter().filter(|&&o| state.name(o) == name).count();
                if copies > n as usize && said.insert(format!("in play {name}")) {
                    problems.push(format!(
                        "players.{k}.in_play: {copies} copies of {name} are in play, but its text allows {n} at a time"
                    ));
                }
            }
        }
    }
    // "Limit N per deck": the copies a player owns anywhere on the board count.
    let owned: Vec<CardId> = (0..state.cards.len() as CardId)
        .filter(|&c| state.owner(c) == p)
        .collect();
    for &c in &owned {
        let name = state.name(c);
        for rule in rules(c) {
            let limit = match rule {
                CardRule::LimitPerDeck(n) => n,
                CardRule::LimitPerDeckUnless { limit, unless } => {
                    let mp = crate::engine::identity::personality_name(
                        &state.personality_def(&pl.mp).name,
                    );
                    let lifted = crate::corpus::names::normalise(&mp)
                        == crate::corpus::names::normalise(&unless)
                        || pl
                            .tokui_waza
                            .as_deref()
                            .filter(|t| !t.is_empty())
                            .is_some_and(|t| unless.to_lowercase().starts_with(&t.to_lowercase()));
                    if lifted {
                        continue;
                    }
                    limit
                }
                _ => continue,
            };
            let copies = owned.iter().filter(|&&o| state.name(o) == name).count();
            if copies > limit as usize && said.insert(format!("deck {name}")) {
                problems.push(format!(
                    "players.{k}: {copies} copies of {name} are on the board, but it is limit {limit} per deck (CRD 3.0.0 \"Maximum Number of Card Copies per Deck\", crd-3.0.0/maximum-number-of-card-copies-per-deck)"
                ));
            }
        }
    }
}

pub(super) fn check_personality(
    state: &BoardState,
    id: CardId,
    at: std::fmt::Arguments<'_>,
    problems: &mut Vec<String>,
) {
    let def = state.def(id);
    if !def.card_type.eq_ignore_ascii_case("Personality") {
        problems.push(format!(
            "{at}: {} is a {} card, not a Personality",
            def.name, def.card_type
        ));
    } else if def.ladder.is_empty() {
        problems.push(format!("{at}: {} has no power-rating ladder", def.name));
    }
}
