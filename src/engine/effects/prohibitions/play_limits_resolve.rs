//! `prohibitions::play_limits` resolved: a card a player plays past the number a card in play
//! allows him in a turn ("Opponents can only play 1 dragon ball on their turn", Hero Teamwork
//! Drill) is refused, citing the card, its ruling and the CRD section of that play; one within
//! the limit is said with the limit. Called by the Non-Combat Step (`turn/non_combat.rs`); a
//! card a card effect puts into play under such a limit goes to the judge
//! (`turn_limit_to_judge`, called by `searches_resolve::put_into_play`).

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
    /// True when a limit in force on `card`'s kind is already reached by `played` (the
    /// Non-Combat Step stops before it, so the plays before it stand).
    pub(in crate::engine) fn turn_limit_reached(
        &self,
        me: PlayerId,
        card: CardId,
        played: &[CardId],
    ) -> bool {
        let def = self.state.def(card);
        in_force(&self.state).iter().any(|k| match &k.what {
            Forbidden::PastTurnLimit { types, per_turn } => {
                k.bound.contains(&me)
                    && of_types(def, types)
                    && played
                        .iter()
                        .filter(|&&c| of_types(self.state.def(c), types))
                        .count()
                        >= usize::try_from(*per_turn).unwrap_or(usize::MAX)
            }
            _ => false,
        })
    }

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
    /// card you put into play must still be a legal card you could play"); the Battle Sequence
    /// does not keep the plays of the turn's Non-Combat Step, so the count goes to the judge.
    pub(in crate::engine) fn turn_limit_to_judge(
        &self,
        me: PlayerId,
        card: CardId,
        name: &str,
        source: &str,
        log: &mut Log,
    ) {
        let def = self.state.def(card);
        for k in in_force(&self.state) {
            let Forbidden::PastTurnLimit { types, per_turn } = &k.what else {
                continue;
            };
            if !k.bound.contains(&me) || !of_types(def, types) {
                continue;
            }
            log.cite(self.cite(Rule::PuttingIntoPlay));
            log.judge.push(format!(
                "judge resolves: {source} puts {name} into play for {me} while {} limits {me} to {per_turn} {} card(s) played a turn: a card put into play by an effect must still be one {me} could play (CRD \"Putting Cards into play with card effects\"); if {me} has already played {per_turn} this turn, {name} is not put into play",
                k.source,
                types.join(" or "),
            ));
        }
    }
}
