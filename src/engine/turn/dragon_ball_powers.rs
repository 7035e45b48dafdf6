//! Dragon Balls' powers around Combat, as their CRD rulings state them (CRD 3.0.0 "Dragon
//! Balls"; "Specific Card Clarifications"): a Dragon Ball placed in the Non-Combat Step ends no
//! Combat (Earth Dragon Ball 7), and a power to skip the next Combat its player is forced into
//! stays active until the opponent declares Combat, then skips it at once (Earth Dragon Ball 4).

use super::{Game, TurnStepName};
use crate::engine::citations as c;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

impl Game {
    /// The effects of a Dragon Ball `me` placed in the Non-Combat Step that are used now: a
    /// power to end Combat ends none (said, in the ruling's words where it says so), and a power
    /// to skip the next Combat is kept for the Declare Step (said).
    pub(super) fn dragon_ball_effects_placed(
        &mut self,
        me: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> Vec<Effect> {
        let def = self.table.state().def(card).clone();
        let cite = self.table.cite(Rule::DragonBalls);
        let mut now = Vec::new();
        for e in &def.effects {
            match e {
                Effect::EndCombat => {
                    let words = def
                        .sentences
                        .iter()
                        .map(|(s, _)| s.trim())
                        .find(|s| s.to_lowercase().contains("non-combat step"))
                        .or_else(|| sentence_of(&def.sentences, e))
                        .unwrap_or(def.text.trim());
                    log.note(
                        cite,
                        format!(
                            "{}: placed in {me}'s Non-Combat Step, it ends no Combat: \"{words}\"",
                            def.name
                        ),
                    );
                }
                Effect::SkipNextCombatForcedInto => {
                    self.combat_skips_spent.retain(|&c| c != card);
                    self.skips_in_play_at_start.retain(|&c| c != card);
                    let words = sentence_of(&def.sentences, e).unwrap_or(def.text.trim());
                    log.note(
                        cite,
                        format!(
                            "{}: its power stays active for {me} until {} declares Combat: \"{words}\"",
                            def.name,
                            me.other()
                        ),
                    );
                }
                Effect::DragonBallPower(_) => {
                    let words = sentence_of(&def.sentences, e).unwrap_or(def.text.trim());
                    log.note(
                        cite,
                        format!(
                            "{}: a power it keeps in play, used when {me} decides (`use` of the Dragon Ball in place of an attack), not now: \"{words}\"",
                            def.name
                        ),
                    );
                }
                e => now.push(e.clone()),
            }
        }
        now
    }

    /// `me` has declared Combat: a Dragon Ball his opponent controls whose power to skip the
    /// next Combat is still active skips it at once, and is used. The Discard Step comes next
    /// when one did. One in play when the board starts is asked of the judge instead (once).
    pub(super) fn dragon_ball_skips_combat(
        &mut self,
        me: PlayerId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Option<TurnStepName> {
        let owner = me.other();
        let st = self.table.state();
        let db = st
            .player(owner)
            .in_play
            .dragon_balls
            .iter()
            .copied()
            .find(|&d| {
                st.def(d)
                    .effects
                    .contains(&Effect::SkipNextCombatForcedInto)
                    && !self.combat_skips_spent.contains(&d)
                    // A blank text box (`blank_text`): no power to use.
                    && crate::engine::blank_text::blank(st, d).is_none()
            })?;
        self.combat_skips_spent.push(db);
        let def = st.def(db).clone();
        self.table.cite_card_rulings(db, log);
        if self.skips_in_play_at_start.contains(&db) {
            // In play before the board starts: whether its power was used is not on the board.
            let words = sentence_of(&def.sentences, &Effect::SkipNextCombatForcedInto)
                .unwrap_or(def.text.trim());
            log.judge.push(format!(
                "judge resolves: {} ({owner}'s) was in play when the board starts, and the board does not say whether its power was used already (\"{words}\"): if it was not, it skips this Combat at once (no When-entering-Combat effects, no cards drawn, no damage taken); the engine goes on with Combat",
                def.name
            ));
            return None;
        }
        log.note(
            c::CRD_TURN_4,
            format!(
                "{} ({owner}'s) skips the Combat {me} declared, at once: no When-entering-Combat effects are used, no cards are drawn, no damage is taken; its power is used; on to the Discard Step",
                def.name
            ),
        );
        account.push(format!("{} skips {me}'s Combat", def.name));
        Some(TurnStepName::Discard)
    }
}

/// The sentence of a card's text that compiles to `e`.
fn sentence_of<'a>(sentences: &'a [(String, Vec<Effect>)], e: &Effect) -> Option<&'a str> {
    sentences
        .iter()
        .find(|(_, es)| es.contains(e))
        .map(|(s, _)| s.trim())
}

/// The Dragon Balls in play at the start with a power to skip the next Combat.
pub(super) fn skips_in_play(state: &crate::engine::state::BoardState) -> Vec<CardId> {
    PlayerId::BOTH
        .into_iter()
        .flat_map(|p| state.player(p).in_play.dragon_balls.iter().copied())
        .filter(|&d| {
            state
                .def(d)
                .effects
                .contains(&Effect::SkipNextCombatForcedInto)
        })
        .collect()
}

impl crate::engine::battle::Battle {
    /// The Dragon Ball in `me`'s control a `use` action names, with the effects of its power
    /// kept in play (`dragon_ball_power`), when it has one.
    pub(in crate::engine) fn dragon_ball_power_named(
        &self,
        me: PlayerId,
        action: &crate::engine::action::Action,
    ) -> Option<(CardId, Vec<Effect>)> {
        let name = action.card.as_deref()?;
        let db = self.find_dragon_ball(me, name)?;
        let effects: Vec<Effect> = self
            .state
            .def(db)
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::DragonBallPower(v) => Some(v.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        (!effects.is_empty()).then_some((db, effects))
    }
}
