//! Prohibitions that outlast their Combat (issue 18): "for the remainder of the turn", "until the
//! beginning of your next turn", "until the end of his next turn" (`Span::RestOfTurn`,
//! `Span::NextTurn`). Whose turn a span names; whether a gain of power stages is barred now
//! (`gain_barred`, asked at every gain: an effect's, the Power-Up Step's, a Battleground's);
//! what a board of one Combat leaves to the judge when it ends. A game run turn by turn ends
//! them where the turn says (`turn::turn_spans`).

use super::prohibitions_resolve::{object_words, span_words};
use super::{Bound, Forbidden, KeptProhibition, Span};
use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::log::Log;
use crate::engine::ruleset::{Rule, Ruleset};
use crate::engine::state::{BoardState, PlayerId};

/// The player whose next turn a span names, for a prohibition made by `maker`'s card.
pub(in crate::engine) fn anchor(maker: PlayerId, whose: Bound) -> PlayerId {
    match whose {
        Bound::Opponent => maker.other(),
        _ => maker,
    }
}

/// The kept prohibition that bars `player`'s personalities from gaining power stages, if any.
fn stages_gain_prohibited(state: &BoardState, player: PlayerId) -> Option<&KeptProhibition> {
    PlayerId::BOTH
        .into_iter()
        .flat_map(|p| {
            let pl = state.player(p);
            pl.combat
                .prohibitions
                .iter()
                .chain(pl.game.prohibitions.iter())
        })
        .find(|k| k.what == Forbidden::StagesGained && k.bound.contains(&player))
}

/// Whether `player`'s `who` (his Main Personality, an Ally) may not gain power stages now: the
/// prohibition said and cited (CRD 3.0.0 "Floating Effects": the effect lasts until its clause
/// says it finishes), the gain not made.
pub(in crate::engine) fn gain_barred(
    state: &BoardState,
    rules: &Ruleset,
    log: &mut Log,
    player: PlayerId,
    who: &str,
) -> bool {
    let Some(k) = stages_gain_prohibited(state, player) else {
        return false;
    };
    log.note(
        rules.cite(Rule::FloatingEffects),
        format!(
            "{player}'s {who}: no power stages gained, {}: {player} may not {} {}",
            k.source,
            object_words(&k.what, None),
            span_words(k.lasts)
        ),
    );
    if matches!(k.lasts, Span::NextTurn { .. } | Span::RestOfTurn) {
        log.cite(c::CRD_TURN);
    }
    true
}

/// A prohibition's words for a trace line: who may not do what.
pub(in crate::engine) fn said(k: &KeptProhibition) -> String {
    let who = match k.bound.as_slice() {
        [one] => format!("{one} may not"),
        _ => "no player may".to_string(),
    };
    format!("{who} {}", object_words(&k.what, k.card.as_deref()))
}

impl Battle {
    /// At the end of a board of one Combat: the prohibitions kept past it ("for the remainder
    /// of the turn", "until the end of your next turn") go on after the board stops; the judge
    /// keeps them. A game run turn by turn keeps them itself and says so.
    pub(in crate::engine) fn outlasting_prohibitions_at_end_of_combat(&self, log: &mut Log) {
        for p in PlayerId::BOTH {
            for k in &self.state.player(p).game.prohibitions {
                if !matches!(k.lasts, Span::RestOfTurn | Span::NextTurn { .. }) {
                    continue;
                }
                log.cite(c::CRD_TURN);
                let lasts = span_words(k.lasts);
                if self.in_turn {
                    log.notes.push(format!(
                        "{} ({}) lasts {lasts}: it stays in force after this Combat [{}]",
                        said(k),
                        k.source,
                        c::CRD_TURN.id
                    ));
                } else {
                    log.judge.push(format!(
                        "judge keeps in force: {} ({}) lasts {lasts}: the engine stops at the end of this Combat, the prohibition does not [{}]",
                        said(k),
                        k.source,
                        c::CRD_TURN.id
                    ));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CRD 3.0.0 "The Sequence of Play for One Complete Turn": "your next turn" is the card
    /// user's, "his next turn" the bound opponent's.
    #[test]
    fn a_span_names_the_card_users_or_his_opponents_turn() {
        assert_eq!(anchor(PlayerId::P1, Bound::You), PlayerId::P1);
        assert_eq!(anchor(PlayerId::P1, Bound::Opponent), PlayerId::P2);
        assert_eq!(anchor(PlayerId::P2, Bound::Opponent), PlayerId::P1);
    }
}
