//! `prohibitions::play_limits` resolved: a card a player plays past the number a card in play
//! allows him in a turn ("Opponents can only play 1 dragon ball on their turn", Hero Teamwork
//! Drill) is refused, citing the card, its ruling and the CRD section of that play; one within
//! the limit is said with the limit. Called by the Non-Combat Step (`turn/non_combat.rs`); a
//! card a card effect puts into play under such a limit goes to the judge
//! (`turn_limit_to_judge`, called by `searches_resolve::put_into_play`).

use super::prohibitions_resolve::{in_force, of_types};
use super::Forbidden;
use crate::engine::battle::Battle;
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
            if before >= *per_turn {
                return Err(self.prohibition_refusal(
                    format!("{name} cannot be played: {me} has played {before} this turn"),
                    &k,
                    me,
                    rule,
                ));
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
