//! `prohibitions::play_limits` resolved: a card a player plays past the number a card in play
//! allows him in a turn ("Opponents can only play 1 dragon ball on their turn", Hero Teamwork
//! Drill) is refused, citing the card, its ruling and the CRD section of that play; one within
//! the limit is said with the limit. Called by the Non-Combat Step (`turn/non_combat.rs`); a
//! card a card effect puts into play under such a limit is refused past it when the turn's plays
//! are known (a game run turn by turn, [`TurnPlays`]), else goes to the judge
//! (`turn_limit_when_put_into_play`, called by `searches_resolve::put_into_play`).

use super::prohibitions_resolve::{in_force, of_types};
use super::{Forbidden, KeptProhibition};
use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::effects::Effect;
use crate::engine::identity::Fit;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::Result;

impl Battle {
    /// `card` (named `name`) that `me` plays after `played` this turn: refused when a limit in
    /// force on its kind is reached; said, with its count, when one allows it.
    pub(in crate::engine) fn refuse_past_turn_limit(
        &self,
        me: PlayerId,
        card: CardId,
        name: &str,
        played: &[CardId],
        log: &mut Log,
    ) -> Result<()> {
        let def = self.state.def(card);
        let rule = if def.is_dragon_ball() {
            Rule::DragonBalls
        } else {
            Rule::DrillCards
        };
        for k in in_force(&self.state) {
            let Forbidden::PastTurnLimit { types, per_turn } = &k.what else {
                continue;
            };
            if !k.bound.contains(&me) || !of_types(def, types) {
                continue;
            }
            let before = played
                .iter()
                .filter(|&&c| of_types(self.state.def(c), types))
                .count();
            let before = u32::try_from(before).unwrap_or(u32::MAX);
            let only = self.only_limit_outside_combat(&k, me);
            if before >= *per_turn {
                let only = only.map(|o| format!(" [{o}]")).unwrap_or_default();
                return Err(self.prohibition_refusal(
                    format!("{name} cannot be played: {me} has played {before} this turn{only}"),
                    &k,
                    me,
                    rule,
                ));
            }
            if let Some(o) = only {
                log.cite(c::CRD_ONLY_NON_COMBAT);
                log.judge.push(format!("judge resolves: {o}"));
            }
            if let Some(c) = self.state.card_named(&k.source) {
                self.cite_card_rulings(c, log);
            }
            log.note(
                self.cite(rule),
                format!(
                    "{} limits {me} to {per_turn} {} card(s) played a turn: {name} is number {} of {per_turn}",
                    k.source,
                    types.join(" or "),
                    before + 1
                ),
            );
        }
        Ok(())
    }

    /// The limit `k` of a card in play with "X only" (Hero Teamwork Drill: "Heroes only.
    /// Opponents can only play 1 dragon ball on their turn"), read in `me`'s turn outside
    /// Combat: CRD 3.0.0 "“_____ only” Cards" asks for "a personality in control of Combat that
    /// fits" to use the card, and outside Combat none is in control; the documents do not say
    /// whether the limit binds then. The engine applies it, said with its owner's personality
    /// read for the "X only", and the judge decides. `None` in Combat or without "X only".
    fn only_limit_outside_combat(&self, k: &KeptProhibition, me: PlayerId) -> Option<String> {
        if self.attack.is_some() {
            return None;
        }
        let card = self.state.card_named(&k.source)?;
        let names = self.state.def(card).effects.iter().find_map(|e| match e {
            Effect::Only(n) => Some(n.clone()),
            _ => None,
        })?;
        let owner = PlayerId::BOTH
            .into_iter()
            .find(|&p| {
                let z = &self.state.player(p).in_play;
                z.drills.contains(&card) || z.non_combat.contains(&card)
            })
            .unwrap_or_else(|| self.state.owner(card));
        let (fit, _) = crate::engine::battle::only::only_fit(&self.state, owner, &names);
        let read = match fit {
            Fit::Yes(why) => format!(
                "read as met by {owner}'s {}: {why}",
                self.state.controller_name(owner)
            ),
            Fit::No(why) | Fit::Unclear(why) => {
                format!("{owner}'s {}: {why}", self.state.controller_name(owner))
            }
        };
        Some(format!(
            "{} is {owner}'s and \"{} only\"; its limit binds {me}, {owner}'s opponent, in {me}'s own turn, outside Combat, where no personality is in control of Combat, and a Non-Combat card's \"_____ only\" needs \"a personality in control of Combat that fits\" to use it ({}); the documents do not say whether the limit binds then: the engine applies it ({read}) and the judge decides",
            k.source,
            names.join(", "),
            c::CRD_ONLY_NON_COMBAT.id
        ))
    }

    /// `card` (named `name`) put into play for `me` by `source`'s effect while a limit a turn
    /// on its kind is in force: CRD 3.0.0 "Putting Cards into play with card effects" ("the
    /// card you put into play must still be a legal card you could play"). In a game run turn
    /// by turn that knows the turn's plays ([`TurnPlays`]), a card past the limit is refused and
    /// one within it is said and remembered; whether a card an effect put into play counts
    /// towards the limit the CRD does not say, so a card that would be past it only with those
    /// goes to the judge, as does every such card in a board of one Combat (its Non-Combat
    /// Step's plays unknown).
    pub(in crate::engine) fn turn_limit_when_put_into_play(
        &mut self,
        me: PlayerId,
        card: CardId,
        name: &str,
        source: &str,
        log: &mut Log,
    ) -> Result<()> {
        let def = self.state.def(card);
        let mut within = false;
        for k in in_force(&self.state) {
            let Forbidden::PastTurnLimit { types, per_turn } = &k.what else {
                continue;
            };
            if !k.bound.contains(&me) || !of_types(def, types) {
                continue;
            }
            log.cite(self.cite(Rule::PuttingIntoPlay));
            let limit = format!(
                "{} limits {me} to {per_turn} {} card(s) played a turn",
                k.source,
                types.join(" or ")
            );
            let Some(plays) = &self.turn_plays else {
                log.judge.push(format!(
                    "judge resolves: {source} puts {name} into play for {me} while {limit}: a card put into play by an effect must still be one {me} could play (CRD \"Putting Cards into play with card effects\"); the board does not say what {me} played this turn, so if {me} has already played {per_turn} this turn, {name} is not put into play",
                ));
                continue;
            };
            let count = |cards: &[(PlayerId, CardId)]| {
                let n = cards
                    .iter()
                    .filter(|&&(p, c)| p == me && of_types(self.state.def(c), types))
                    .count();
                u32::try_from(n).unwrap_or(u32::MAX)
            };
            let (played, put) = (count(&plays.played), count(&plays.put_by_effects));
            if played >= *per_turn {
                return Err(self.prohibition_refusal(
                    format!("{source}: {name} cannot be put into play: {me} has played {played} this turn and a card put into play must still be one {me} could play"),
                    &k,
                    me,
                    Rule::PuttingIntoPlay,
                ));
            }
            if played.saturating_add(put) >= *per_turn {
                log.judge.push(format!(
                    "judge resolves: {source} puts {name} into play for {me} while {limit}: {me} has played {played} this turn and card effects have put {put} more into play; whether those count towards the limit the CRD does not say (\"Putting Cards into play with card effects\": \"the card you put into play must still be a legal card you could play\"), so if they do, {name} is not put into play",
                ));
                continue;
            }
            log.note(
                self.cite(Rule::PuttingIntoPlay),
                format!(
                    "{limit}: {me} has played {played} this turn, so {name} is still a card {me} could play (CRD \"Putting Cards into play with card effects\")"
                ),
            );
            within = true;
        }
        if within {
            if let Some(plays) = &mut self.turn_plays {
                plays.put_by_effects.push((me, card));
            }
        }
        Ok(())
    }
}

/// The cards played this turn (by whom), as a game run turn by turn knows them: those played
/// from the hand in the Non-Combat Step, and those card effects put into play under a limit a
/// turn. Kept on `Battle::turn_plays`, emptied when a turn ends (`turn/mod.rs`).
#[derive(Debug, Clone, Default)]
pub(in crate::engine) struct TurnPlays {
    /// Played from the hand.
    pub played: Vec<(PlayerId, CardId)>,
    /// Put into play by a card effect while a limit a turn on its kind was in force.
    pub put_by_effects: Vec<(PlayerId, CardId)>,
}
