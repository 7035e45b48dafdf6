//! A Drill whose own text says it "Cannot be used with any other <Style> Drills in play" (or
//! "with any <Style> Drills in play anywhere on the table") while such a Drill is in play: the
//! documents do not say whether it could not have been placed or is placed and stops working, so
//! the engine keeps it in play doing nothing (as a Non-Combat card is placed but not used when its
//! "___ only" fails, CRD 3.0.0 "“_____ only” Cards") and hands both readings to the judge.

use super::Battle;
use crate::engine::action::{Action, Verb};
use crate::engine::citations::{self as c, Citation};
use crate::engine::effects::{CardRule, Effect};
use crate::engine::log::Log;
use crate::engine::state::{BoardState, CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// The section whose distinction between placing and using a card the engine follows.
const PLACED_NOT_USED: Citation = c::CRD_ONLY_NON_COMBAT;

/// The section of the Drills rules the judge reads against the card's words.
const DRILL_CARDS: Citation = c::CRD_DRILL_CARDS;

/// The other Drill in play that `owner`'s `card` "cannot be used with", by its own text: the
/// other Drill and its player, with the card's words.
fn clashing_drill(
    state: &BoardState,
    owner: PlayerId,
    card: CardId,
) -> Option<(PlayerId, CardId, String)> {
    style_drill_named(state, owner, card, false)
}

/// The Drill a card's "cannot be used with" sentence names: in its owner's play (`opponents`
/// false; both players' for "anywhere on the table"), or, with `opponents`, one of the
/// opponent's Drills that the plain "in play" sentence may or may not mean.
fn style_drill_named(
    state: &BoardState,
    owner: PlayerId,
    card: CardId,
    opponents: bool,
) -> Option<(PlayerId, CardId, String)> {
    state.def(card).effects.iter().find_map(|e| {
        let Effect::CardRule(rule) = e else {
            return None;
        };
        let (anywhere, style, words) = match rule {
            CardRule::NotWithOtherDrills(style) => (
                false,
                style.as_deref(),
                format!(
                    "cannot be used with any other {}Drills in play",
                    style
                        .as_deref()
                        .map(|s| format!("{s} "))
                        .unwrap_or_default()
                ),
            ),
            CardRule::NotWithStyleDrillsAnywhere(style) => (
                true,
                Some(style.as_str()),
                format!("cannot be used with any {style} Drills in play anywhere on the table"),
            ),
            _ => return None,
        };
        PlayerId::BOTH
            .into_iter()
            .filter(|&q| {
                if opponents {
                    !anywhere && q != owner
                } else {
                    anywhere || q == owner
                }
            })
            .find_map(|q| {
                state
                    .player(q)
                    .in_play
                    .drills
                    .iter()
                    .copied()
                    .find(|&o| o != card && style.is_none_or(|s| state.def(o).has_style(s)))
                    .map(|o| (q, o, words.clone()))
            })
    })
}

/// Why `owner`'s Drill `card` does nothing now: its own text forbids its use with a Drill that
/// is in play (`None` when no such Drill is in play).
pub(in crate::engine) fn unusable_with_other_drills(
    state: &BoardState,
    owner: PlayerId,
    card: CardId,
) -> Option<String> {
    let (q, other, words) = clashing_drill(state, owner, card)?;
    let name = state.name(card);
    let source = state
        .def(card)
        .text_source
        .as_ref()
        .map(|r| format!("its text as its CRD ruling {r} rewrites it"))
        .unwrap_or_else(|| "its own text".to_string());
    Some(format!(
        "{owner}'s {name} {words} ({source}), and {q}'s {} is in play: the engine does not use {name} while it is (a card may be in play and not be used, {})",
        state.name(other),
        PLACED_NOT_USED.id
    ))
}

impl Battle {
    /// A `use` that names one of `me`'s Drills in play while its own text keeps it from being
    /// used: refused with the card's words and the Drill in play that stops it, before any other
    /// look-up answers that the card is not where that use looks for it.
    pub(in crate::engine) fn refuse_use_of_unusable_drill(
        &self,
        me: PlayerId,
        action: &Action,
    ) -> Result<()> {
        let (Verb::Use, Some(name)) = (action.verb, action.card.as_deref()) else {
            return Ok(());
        };
        let drill = self.state.drill_named(me, name);
        match drill.and_then(|d| unusable_with_other_drills(&self.state, me, d)) {
            Some(why) => Err(EngineError::Illegal(why)),
            None => Ok(()),
        }
    }

    /// Says that `owner`'s Drill `card` is not used while a Drill its text names is in play, and
    /// hands the judge the two readings the documents leave open, citing the card's rulings.
    pub(in crate::engine) fn drills_used_together_note(
        &self,
        owner: PlayerId,
        card: CardId,
        log: &mut Log,
    ) {
        let Some(why) = unusable_with_other_drills(&self.state, owner, card) else {
            self.opponents_drill_question(owner, card, log);
            return;
        };
        self.cite_card_rulings(card, log);
        log.note(PLACED_NOT_USED, why);
        log.cite(DRILL_CARDS);
        log.judge.push(format!(
            "judge resolves: {owner}'s {} \"cannot be used with\" a Drill in play, and the documents do not say which of two readings holds: (a) it could not be placed in play beside that Drill (and a Drill is not placed beside it), or (b) it stays in play and is not used while that Drill is in play; the engine follows (b) ({}; {})",
            self.state.name(card),
            DRILL_CARDS.id,
            PLACED_NOT_USED.id
        ));
    }
}

/// Every Drill in play, of either player, that is not used now because its text forbids its use
/// with a Drill in play.
pub(in crate::engine) fn unused_drills(state: &BoardState) -> Vec<(PlayerId, CardId)> {
    PlayerId::BOTH
        .into_iter()
        .flat_map(|p| state.player(p).in_play.drills.iter().map(move |&d| (p, d)))
        .filter(|&(p, d)| unusable_with_other_drills(state, p, d).is_some())
        .collect()
}

impl Battle {
    /// "Cannot be used with any other <Style> Drills in play" says "in play", not whose: with
    /// only the opponent's Drill of that style in play the engine uses the card (a text meaning
    /// both players says "anywhere on the table", Black Arm Bar Drill) and asks the judge.
    fn opponents_drill_question(&self, owner: PlayerId, card: CardId, log: &mut Log) {
        let Some((q, other, words)) = style_drill_named(&self.state, owner, card, true) else {
            return;
        };
        let name = self.state.name(card);
        log.judge.push(format!(
            "judge resolves: {owner}'s {name} {words}, and {q}'s {} is in play: the text does not say whose Drills it means; the engine counts only {owner}'s own (a text meaning both players' says \"anywhere on the table\", as Black Arm Bar Drill's does) and uses {name} ({})",
            self.state.name(other),
            DRILL_CARDS.id
        ));
    }
}
