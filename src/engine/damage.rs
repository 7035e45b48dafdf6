//! Dealing damage of the two types (CRD "Dealing Damage"); the amount itself is
//! [`Damage`](super::damage_types::Damage), re-exported here.
//!
//! Power stages of damage lower the personality's stage; past the 0 stage they convert into life
//! cards of damage as they are dealt. Life cards of damage are flipped from the top of the Life
//! Deck one at a time: a Dragon Ball flipped does not count (removed from the game when a copy is
//! in play, otherwise to the bottom of the Life Deck), a card with Endurance may be used when the
//! player declared a Tokui-Waza and has a Mastery in play, and a Life Deck of only Dragon Balls
//! is the Dragon Ball Loop. Losses from effects and costs are not damage: Dragon Balls count.
//! Unknown life cards are taken to be ordinary cards (no Dragon Ball, no Endurance): name the top
//! cards in the scenario to model those.

pub use super::damage_types::Damage;
use super::effects::{endurance_with, Effect, XValue};
use super::log::{Log, VictoryKind};
use super::ruleset::{Rule, Ruleset};
use super::state::{BoardState, CardId, Controller, DeckEnd, PlayerId};
use crate::note;

/// Lowers a personality by power stages of damage and returns the power stages left over past
/// the 0 stage, which become life cards of damage.
pub fn deal_power_stages(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    defender: PlayerId,
    target: Controller,
    amount: u32,
) -> u32 {
    let name = state
        .personality_def(state.personality(defender, target))
        .name
        .clone();
    let p = state.personality_mut(defender, target);
    let before = p.stage;
    let lowered = amount.min(p.stage);
    p.stage = p.stage.saturating_sub(lowered);
    let left = amount.saturating_sub(lowered);
    // Errata wordings ("For every 3 power stages you lose"): what the player's personalities
    // lost during the attack, an Ally's redirected damage too (CRD "Referencing").
    let c = &mut state.player_mut(defender).combat;
    c.stages_lost_this_attack = c.stages_lost_this_attack.saturating_add(lowered);
    note!(
        log,
        rules.cite(Rule::DealingDamage),
        "{name} takes {amount} power stage(s) of damage: stage {before} -> {}",
        before.saturating_sub(lowered)
    );
    if left > 0 {
        note!(
            log,
            rules.cite(Rule::StageConversion),
            "{left} power stage(s) past the 0 stage convert into life cards of damage"
        );
        log.cite(rules.cite(Rule::DamageCaps));
    }
    left
}

/// What happened while life cards of damage were dealt.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LifeCardsDealt {
    /// Cards discarded that count as life cards of damage (an Endurance card counts).
    pub discarded: u32,
    /// Damage prevented by Endurance.
    pub prevented: u32,
    /// How many times the defender used Endurance (one per card used).
    pub endurance_uses: u32,
    /// Of `discarded`, the life cards of damage a card removed from the game instead of
    /// discarding them (not an Endurance card: it "counts as a discard").
    pub removed_instead: u32,
    /// Of `discarded`, the life cards of damage a card placed in the hand instead.
    pub placed_in_hand: u32,
}

/// Endurance permission and choice for one attack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnduranceUse {
    /// The defender chose to use Endurance when it is flipped.
    pub chosen: bool,
    /// The attack's damage can be prevented.
    pub preventable: bool,
    /// Added to the Endurance of the defender's cards that have it, with the cards giving it.
    pub bonus: Option<(u32, String)>,
    /// Endurance the defender's cards without it have, with the card giving it.
    pub grants: Vec<(super::effects::EnduranceGrant, String)>,
    /// The defender cannot use Endurance against this attack, and the card that says so.
    pub blocked: Option<String>,
    /// The life cards of damage are removed from the game instead of discarded, and the card
    /// that says so.
    pub removed_instead: Option<String>,
    /// Only the first N life cards of damage are removed from the game, and the card in play
    /// that says so (Saiyan Overwhelming Drill).
    pub removed_first: Option<(u32, String)>,
    /// Life card to hand: the first life card of damage goes to the defender's hand
    /// instead of his discard pile, and the card that says so.
    pub to_hand_first: Option<String>,
    /// Endurance from cards of this type cannot prevent damage from the attack, and the attack
    /// that says so ("This attack cannot be stopped or prevented by Physical Combat cards", Red
    /// Power Rush; CRD 3.0.0 "More details about Endurance").
    pub barred_type: Option<(String, String)>,
}

/// Takes the top card of a Life Deck (known, then unknown or shuffled in, then the known bottom
/// cards); where a shuffle left the top card's identity open, the judge is told.
fn flip(state: &mut BoardState, log: &mut Log, player: PlayerId) -> Option<CardId> {
    let (card, note) = state.take_life_card(player, DeckEnd::Top);
    if let Some(n) = note {
        log.judge.push(n);
    }
    card
}

/// True when every card left in a Life Deck is a Dragon Ball (and there is at least one).
fn only_dragon_balls(state: &BoardState, player: PlayerId) -> bool {
    let deck = &state.player(player).life_deck;
    deck.unknown_below == 0
        && !deck.is_empty()
        && deck.known_cards().all(|c| state.def(c).is_dragon_ball())
}

/// Sends a Dragon Ball to the discard pile under the Discarding Dragon Balls rule: removed from
/// the game when a copy is in play, otherwise to the bottom of the Life Deck.
pub fn discard_dragon_ball(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    id: CardId,
) {
    let name = state.name(id).to_string();
    if state.dragon_ball_in_play(&name) {
        state.player_mut(player).removed.push(id);
        note!(
            log,
            rules.cite(Rule::DiscardingDragonBalls),
            "{name} is already in play: it is removed from the game"
        );
    } else {
        state.player_mut(player).life_deck.bottom.push(id);
        note!(
            log,
            rules.cite(Rule::DiscardingDragonBalls),
            "{name} is not in play: it goes face down to the bottom of the Life Deck"
        );
    }
}

/// Checks the Survival Victory after cards left a Life Deck.
pub fn check_survival(state: &BoardState, rules: &Ruleset, log: &mut Log, player: PlayerId) {
    if state.player(player).life_deck.is_empty() && log.victory.is_none() {
        log.win(
            player.other(),
            VictoryKind::Survival,
            rules.cite(Rule::SurvivalVictory),
            format!(
                "{player} has no life cards left: {} wins (Survival Victory)",
                player.other()
            ),
        );
    }
}

/// Deals life cards of damage to a player, flipping one card at a time.
pub fn deal_life_cards(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    defender: PlayerId,
    amount: u32,
    endurance: EnduranceUse,
) -> LifeCardsDealt {
    let mut out = LifeCardsDealt::default();
    let mut remaining = amount;
    // First life cards of damage a card places in the hand instead of the discard pile.
    let mut placed_in_hand = 0u32;
    let pl = state.player(defender);
    let endurance_allowed = pl.tokui_waza.is_some() && pl.in_play.mastery.is_some();
    while remaining > 0 && log.victory.is_none() {
        if only_dragon_balls(state, defender) {
            log.win(
                defender.other(),
                VictoryKind::Survival,
                rules.cite(Rule::DragonBallLoop),
                format!(
                    "{defender} takes life cards of damage with only Dragon Balls in the Life Deck: the Dragon Ball Loop, {defender} loses"
                ),
            );
            break;
        }
        let Some(card) = flip(state, log, defender) else {
            break;
        };
        let def = state.def(card);
        if def.is_dragon_ball() {
            note!(
                log,
                rules.cite(Rule::DragonBallDamage),
                "{} is flipped: a Dragon Ball does not count as damage; flip another card",
                def.name
            );
            discard_dragon_ball(state, rules, log, defender, card);
            continue;
        }
        let x = |v: XValue| {
            let pl = state.player(defender);
            match v {
                XValue::AngerLevel => pl.anger,
                XValue::DragonBallsControlled => {
                    u32::try_from(pl.in_play.dragon_balls.len()).unwrap_or(u32::MAX)
                }
                // Drills in play: the PUR with the Drills' bonus.
                // Drills in play and the Battleground: the PUR as they make it.
                XValue::PurMinus(k) => super::queries::main_personality_pur(state, defender)
                    .unwrap_or(0)
                    .saturating_sub(k),
            }
        };
        let own = endurance_with(&def.effects, x);
        let granted = if own.is_none() && def.card_type != "Card" {
            endurance
                .grants
                .iter()
                .find(|(g, _)| super::filters::qualifies(def, &g.filter, false))
        } else {
            None
        };
        let value = match (own, granted, &endurance.bonus) {
            (Some(n), _, Some((b, src))) => {
                log.notes.push(format!(
                    "{src}: {}'s Endurance {n} is increased by +{b}",
                    def.name
                ));
                Some(n.saturating_add(*b))
            }
            (Some(n), _, None) => Some(n),
            (None, Some((g, src)), _) => {
                log.notes.push(format!(
                    "{src}: {} has no Endurance of its own and has Endurance {}",
                    def.name, g.value
                ));
                Some(g.value)
            }
            (None, None, _) => None,
        };
        // Life card to hand: only the first life card of damage can go to the hand.
        let to_hand = if out.discarded == 0 {
            endurance.to_hand_first.as_deref()
        } else {
            None
        };
        // Removed from the game instead of discarded: every life card of damage, or only the
        // first N (a Drill in play).
        let removed_here = endurance.removed_instead.clone().or_else(|| {
            endurance
                .removed_first
                .as_ref()
                .filter(|(n, _)| out.discarded < *n)
                .map(|(n, src)| format!("{src} (the first {n} life cards of damage)"))
        });
        if let Some(n) = value {
            let name = def.name.clone();
            if let Some(src) = &endurance.blocked {
                note!(log, rules.cite(Rule::EnduranceDetails), "{name} has Endurance {n}, but {src} says the defender cannot use Endurance against this attack");
            } else if let Some((t, src)) = endurance
                .barred_type
                .as_ref()
                .filter(|(t, _)| def.card_type.eq_ignore_ascii_case(t))
            {
                note!(log, rules.cite(Rule::EnduranceDetails), "{name} has Endurance {n}, but {src}'s damage cannot be prevented by {t} cards: Endurance from cards of that type cannot prevent it");
            } else if !endurance_allowed {
                note!(log, rules.cite(Rule::Endurance), "{name} has Endurance {n}, usable only with a declared Tokui-Waza and a Mastery in play");
            } else if !endurance.preventable {
                note!(
                    log,
                    rules.cite(Rule::EnduranceDetails),
                    "{name} has Endurance {n}, but the damage cannot be prevented"
                );
            } else if endurance.chosen {
                if let (Some(src), None, Some((k, drill))) = (
                    &removed_here,
                    &endurance.removed_instead,
                    &endurance.removed_first,
                ) {
                    log.judge.push(format!(
                        "judge resolves: {name} is used for its Endurance while {src} applies; the documents do not say whether a card used for Endurance counts among {drill}'s first {k} life cards of damage: the engine counts it (it counts as a discard)"
                    ));
                }
                if let Some(src) = to_hand {
                    log.judge.push(format!(
                        "judge resolves: {name} is the first life card of damage and the defender uses its Endurance; {src} would place it in the hand instead of discarding it: which one applies is the defender's to say"
                    ));
                }
                state.player_mut(defender).removed.push(card);
                remaining = remaining.saturating_sub(1);
                out.discarded = out.discarded.saturating_add(1);
                let prevented = n.min(remaining);
                remaining = remaining.saturating_sub(prevented);
                out.prevented = out.prevented.saturating_add(prevented);
                out.endurance_uses = out.endurance_uses.saturating_add(1);
                log.cite(rules.cite(Rule::EnduranceDoes));
                note!(log, rules.cite(Rule::EnduranceDetails), "{name}: Endurance {n} used; the card is removed from the game and counts as a discard, and prevents the next {prevented} life card(s) of damage");
                continue;
            } else {
                note!(
                    log,
                    rules.cite(Rule::EnduranceDoes),
                    "{name} has Endurance {n}; the defender does not use it"
                );
            }
        }
        if let (Some(src), Some(other)) = (to_hand, &removed_here) {
            log.judge.push(format!(
                "judge resolves: {} is the first life card of damage: {src} places it in the hand instead of discarding it, {other} removes it from the game instead; the engine removes it from the game",
                state.def(card).name
            ));
        }
        if let (Some(src), None) = (to_hand, &removed_here) {
            note!(log, rules.cite(Rule::DealingDamage), "{src}: {} is the first life card of damage: it is placed in {defender}'s hand instead of being discarded",
                    state.def(card).name);
            state.player_mut(defender).hand.push(card);
            placed_in_hand = placed_in_hand.saturating_add(1);
        } else if let Some(src) = &removed_here {
            log.notes.push(format!(
                "{src}: {} is removed from the game instead of discarded",
                state.def(card).name
            ));
            state.player_mut(defender).removed.push(card);
            out.removed_instead = out.removed_instead.saturating_add(1);
        } else {
            state.player_mut(defender).discard.push(card);
        }
        remaining = remaining.saturating_sub(1);
        out.discarded = out.discarded.saturating_add(1);
    }
    // Life cards of damage placed elsewhere instead of the discard pile are said apart, so the
    // line never counts them as discarded.
    out.placed_in_hand = placed_in_hand;
    let elsewhere = out.removed_instead.saturating_add(placed_in_hand);
    if elsewhere == 0 {
        note!(
            log,
            rules.cite(Rule::DealingDamage),
            "{defender} discards {} life card(s) of damage",
            out.discarded
        );
    } else {
        note!(
            log,
            rules.cite(Rule::DealingDamage),
            "{defender} takes {} life card(s) of damage: {} discarded, {} removed from the game instead, {} placed in the hand instead",
            out.discarded,
            out.discarded.saturating_sub(elsewhere),
            out.removed_instead,
            placed_in_hand
        );
    }
    check_survival(state, rules, log, defender);
    out
}

/// Discards life cards for an effect or a cost: not damage, Dragon Balls count.
pub fn lose_life_cards(
    state: &mut BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    count: u32,
) -> u32 {
    let mut lost = 0u32;
    for _ in 0..count {
        let Some(card) = flip(state, log, player) else {
            break;
        };
        lost = lost.saturating_add(1);
        // CRD 3.0.0 "More details about Endurance": "Endurance cannot be used on card effects
        // that would discard or remove cards from your Life Deck as a secondary or "If
        // successful" effect."
        let def = state.def(card);
        if def
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Endurance(_) | Effect::EnduranceX(_)))
        {
            note!(log, rules.cite(Rule::EnduranceDetails), "{} has Endurance, which is not used: these life cards are lost to a card effect, not discarded for damage",
                    def.name);
        }
        if state.def(card).is_dragon_ball() {
            discard_dragon_ball(state, rules, log, player, card);
        } else {
            state.player_mut(player).discard.push(card);
        }
    }
    note!(
        log,
        rules.cite(Rule::DragonBallEffects),
        "{player} loses {lost} life card(s) to an effect (not damage; Dragon Balls count)"
    );
    check_survival(state, rules, log, player);
    lost
}
