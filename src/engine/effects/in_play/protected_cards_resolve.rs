//! `in_play::protected_cards`: which card keeps a card in play from an effect that discards or
//! removes it ([`Effect::InPlayProtected`], and Orange Focusing Drill's
//! [`Effect::DrillsProtectedUnlessLevel`]), and what the trace says when one is kept.
//!
//! Rules applied (CRD 3.0.0): "If 2 cards have conflicting instructions, the card that prohibits
//! the instruction overrides the other card" ("Conflicting Card Effects"): the kept card stays;
//! the effect does what it can ("Do-What-You-Can Rule"): a kept card the player chose stays and
//! no other card is taken in its place; a player's own effects cannot discard his kept cards
//! either, nor be used when they require it ("Discarding your own cards for effects"). A keeper
//! acts while it is in play (a Drill, Non-Combat card, Mastery or Battleground) or, for a
//! Constant Combat Power, while its personality is in control of Combat ("Allies Taking Over
//! Combat": an Ally uses its powers only then).

use crate::engine::battle::{acts_in_play, is_what, Battle};
use crate::engine::effects::in_play::cards_in_play_resolve::Candidate;
use crate::engine::effects::{Effect, InPlayAct, InPlayKind, InPlayProtection};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{BoardState, CardId, PlayerId};

/// The card keeping a candidate in play: its id and name, and the sentence that keeps it.
#[derive(Debug, Clone)]
pub(in crate::engine) struct Keeper {
    pub(in crate::engine) card: Option<CardId>,
    pub(in crate::engine) name: String,
    pub(in crate::engine) sentence: String,
}

fn act_words(act: InPlayAct) -> &'static str {
    match act {
        InPlayAct::Discard => "discarded",
        InPlayAct::RemoveFromGame => "removed from the game",
        InPlayAct::LifeDeckBottom => "placed at the bottom of its owner's Life Deck",
    }
}

/// `player`'s cards in play whose text can keep cards in play while they act: Drills, Non-Combat
/// cards, the Mastery and the Battleground (a Constant Combat Power is asked apart).
fn keepers_in_play(state: &BoardState, player: PlayerId) -> impl Iterator<Item = CardId> + '_ {
    let ip = &state.player(player).in_play;
    ip.drills
        .iter()
        .chain(ip.non_combat.iter())
        .chain(ip.mastery.iter())
        .chain(ip.battleground.iter())
        .copied()
        .filter(move |&k| acts_in_play(state, player, k))
}

/// The card of `player`'s in play (a Drill, Non-Combat card, Mastery or Battleground that acts)
/// whose text keeps his Drills from being discarded "for any reason", with its sentence: the
/// rules' own discard of the Drills when a level is gained or lost (CRD "Drill Cards", "Anger")
/// keeps them too, a card's text overriding the rules (CRD "The Golden Rule"). Freestyle Mastery
/// (Majin Buu Saga #131).
pub(in crate::engine) fn drills_kept_for_any_reason(
    state: &BoardState,
    player: PlayerId,
) -> Option<(String, String)> {
    keepers_in_play(state, player).find_map(|k| {
        state.def(k).effects.iter().find_map(|e| match e {
            Effect::InPlayProtected(p)
                if p.any_reason
                    && p.group.is_none()
                    && p.cards.contains(&InPlayKind::Drill)
                    && p.from.contains(&InPlayAct::Discard) =>
            {
                Some((
                    state.name(k).to_string(),
                    crate::engine::effect_words::in_words(state, std::slice::from_ref(e)),
                ))
            }
            _ => None,
        })
    })
}

/// The Drills a level gained or lost discards (CRD "Drill Cards"), unless a card keeps them "for
/// any reason" ([`drills_kept_for_any_reason`]): taken out of play into the discard pile, or
/// left in play and said. Returns how many were discarded.
pub(in crate::engine) fn level_change_discards_drills(
    state: &mut BoardState,
    log: &mut Log,
    player: PlayerId,
) -> usize {
    let n = state.player(player).in_play.drills.len();
    if n == 0 {
        return 0;
    }
    // Orange Energy Break: a floating effect of this player's ("you do not have to discard").
    let floating = PlayerId::BOTH.into_iter().find_map(|p| {
        state.player(p).combat.lasting.iter().find_map(|f| {
            (f.owner == player && f.effect == Effect::DrillsKeptAtLevelChange)
                .then(|| f.source.clone())
        })
    });
    if let Some(source) = floating {
        log.note(
            crate::engine::citations::CRD_FLOATING_EFFECTS,
            format!(
                "{source} (a floating effect: \"you do not have to discard any Drills in play when your Main Personality advances or loses a personality level\"): {player}'s {n} Drill(s) stay in play"
            ),
        );
        return 0;
    }
    if let Some((keeper, sentence)) = drills_kept_for_any_reason(state, player) {
        log.note(
            crate::engine::citations::CRD_GOLDEN_RULE,
            format!(
                "{keeper} ({sentence}): {player}'s {n} Drill(s) stay in play though a personality level changed (CRD \"Drill Cards\" discards them; the card's text overrides the rules)"
            ),
        );
        return 0;
    }
    let pl = state.player_mut(player);
    let drills = std::mem::take(&mut pl.in_play.drills);
    pl.discard.extend(drills);
    n
}

impl Battle {
    /// The card keeping `c` in play against `act`, if any: Orange Focusing Drill, or an
    /// [`Effect::InPlayProtected`] of a card of `c`'s player that acts.
    pub(in crate::engine) fn kept_in_play_by(
        &self,
        c: &Candidate,
        act: InPlayAct,
    ) -> Option<Keeper> {
        if let Some(name) = self.drill_protected_by(c) {
            let card = self
                .state
                .drill_with(c.side, &Effect::DrillsProtectedUnlessLevel);
            let sentence = crate::engine::effect_words::in_words(
                &self.state,
                std::slice::from_ref(&Effect::DrillsProtectedUnlessLevel),
            );
            return Some(Keeper {
                card,
                name,
                sentence,
            });
        }
        let mut keepers: Vec<CardId> = keepers_in_play(&self.state, c.side).collect();
        keepers.extend(self.constant_power_card(c.side));
        for k in keepers {
            for e in &self.state.def(k).effects {
                let Effect::InPlayProtected(p) = e else {
                    continue;
                };
                if self.protection_covers(p, c, act) {
                    return Some(Keeper {
                        card: Some(k),
                        name: self.state.name(k).to_string(),
                        sentence: crate::engine::effect_words::in_words(
                            &self.state,
                            std::slice::from_ref(e),
                        ),
                    });
                }
            }
        }
        None
    }

    /// True when protection `p` keeps candidate `c` from `act`.
    fn protection_covers(&self, p: &InPlayProtection, c: &Candidate, act: InPlayAct) -> bool {
        if !p.from.contains(&act) {
            return false;
        }
        let pl = self.state.player(c.side);
        if c.ally {
            if !p.cards.contains(&InPlayKind::Ally) {
                return false;
            }
            let Some(group) = &p.group else {
                return true;
            };
            pl.allies
                .iter()
                .find(|a| self.state.level_card(a) == Some(c.id))
                .is_some_and(|a| {
                    is_what(self.state.personality_def(a), self.state.side_of(a), group)
                })
        } else {
            p.group.is_none()
                && p.cards.contains(&InPlayKind::Drill)
                && pl.in_play.drills.contains(&c.id)
        }
    }

    /// Says which candidates of an effect that discards or removes cards in play are kept (the
    /// [`Effect::InPlayProtected`] ones: Orange Focusing Drill's say so in
    /// `piles::search_top_resolve`), and, for each one `me` chose in `choose`, that it stays
    /// and no other card is taken in its place.
    pub(in crate::engine) fn note_kept_in_play(
        &self,
        me: PlayerId,
        cands: &[Candidate],
        act: InPlayAct,
        choose: &[String],
        source: &str,
        log: &mut Log,
    ) {
        for c in cands {
            let Some(keeper) = self.kept_in_play_by(c, act) else {
                continue;
            };
            let name = self.state.name(c.id);
            if let Some(k) = keeper.card {
                self.cite_card_rulings(k, log);
            }
            log.cite(self.cite(Rule::ConflictingEffects));
            if c.side == me && act == InPlayAct::Discard {
                log.cite(self.cite(Rule::DiscardingOwnCards));
            }
            let quoted = if keeper.sentence.is_empty() {
                String::new()
            } else {
                format!(" {}", keeper.sentence)
            };
            let chosen = choose.iter().any(|n| self.names_candidate(n, c));
            if chosen {
                log.cite(self.cite(Rule::DoWhatYouCan));
                log.note(
                    self.cite(Rule::ConflictingEffects),
                    format!(
                        "{source}: {me} chose {}'s {name}, which cannot be {} ({}{quoted}): it stays in play, and no other card is {} in its place (the effect does what it can)",
                        c.side,
                        act_words(act),
                        keeper.name,
                        act_words(act)
                    ),
                );
            } else if self.drill_protected_by(c).is_none() {
                log.note(
                    self.cite(Rule::ConflictingEffects),
                    format!(
                        "{}{quoted}: {}'s {name} cannot be {} ({source} leaves it in play)",
                        keeper.name,
                        c.side,
                        act_words(act)
                    ),
                );
            }
        }
    }
}
