//! `in_play::in_play_targets`: effects on cards in play `in_play::cards_in_play` ([`crate::engine::effects::in_play::cards_in_play_resolve`]) does
//! not cover: every Ally of a player set to a power stage
//! ([`crate::engine::effects::Effect::AlliesSetStage`], "Set all Allies in play to 0"), a count
//! of cards in play as a condition ([`Condition::InPlayAtLeast`], "If you have 6 or more Drills
//! in play") and requirements to play a card ([`crate::engine::effects::Effect::Requires`],
//! "Bulma and Chi-Chi must be in play to play this card").
//!
//! Rules applied (CRD 3.0.0): a secondary effect resolves when its card is used ("Secondary
//! Effects"); a power stage set is not a loss past 0, so no life card is lost; a requirement is
//! checked when the card is played, and a card whose requirement is not met cannot be played
//! ("What is a Requirement?"); "Non-Combat card" takes both kinds the CRD names, Non-Drill and
//! Drill ("Non-Combat Cards").

use crate::engine::battle::Battle;
use crate::engine::effects::{AlliesSetStage, Condition, Effect, InPlayAtLeast, PileCondition};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

impl Battle {
    /// Every Ally of the players `x.whose` names set to `x.to` (at most its highest stage).
    pub(in crate::engine) fn allies_set_stage(
        &mut self,
        me: PlayerId,
        x: &AlliesSetStage,
        source: &str,
        log: &mut Log,
    ) {
        for side in x.whose.sides(me) {
            let count = self.state.player(side).allies.len();
            for i in 0..count {
                let Some(ally) = self.state.player(side).allies.get(i) else {
                    continue;
                };
                // Set to `x.to`: a change by the difference, never past 0.
                let by = i64::from(x.to) - i64::from(ally.stage);
                let by = by.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                self.ally_stages(side, i, by, false, source, log);
            }
            if count == 0 {
                log.note(
                    self.cite(Rule::SecondaryEffects),
                    format!("{source}: {side} has no Ally in play"),
                );
            }
        }
    }

    /// [`Condition::InPlayAtLeast`].
    /// Allies a player is considered to have count with those in play
    /// (`amounts::considered_allies`).
    pub(in crate::engine) fn in_play_at_least(&self, me: PlayerId, x: &InPlayAtLeast) -> bool {
        let sides = x.whose.sides(me);
        let found = self.in_play_candidates(&sides, &x.cards).len();
        if found >= x.n as usize {
            return true;
        }
        if !x.cards.contains(&crate::engine::effects::InPlayKind::Ally) {
            return false;
        }
        // The cards found that are not Allies, then each side's Allies for card effects.
        let allies_in_play: usize = sides
            .iter()
            .map(|&p| self.state.player(p).allies.len())
            .sum();
        let others = u32::try_from(found - allies_in_play.min(found)).unwrap_or(u32::MAX);
        let total = sides.iter().fold(others, |t, &p| {
            t.saturating_add(self.allies_for_card_effects(p))
        });
        total >= x.n
    }

    /// The card's requirements ("Bulma and Chi-Chi must be in play to play this card"), checked
    /// when `me` plays it: refused when one does not hold.
    pub(in crate::engine) fn check_requires(
        &self,
        me: PlayerId,
        card: Option<CardId>,
        name: &str,
        effects: &[Effect],
        log: &mut Log,
    ) -> Result<()> {
        for e in effects {
            let Effect::Requires(c) = e else { continue };
            // A requirement its ruling states: that ruling decides, quoted and cited.
            let ruling = card.and_then(|id| {
                self.state
                    .def(id)
                    .ruling_restrictions
                    .iter()
                    .find(|r| r.effect == *e)
            });
            // "You must be able to pay 5 power stages": a requirement about a cost (CRD 3.0.0
            // "Card Costs" says who pays it).
            let costs = matches!(c, Condition::CanPayStages(_)).then(|| self.cite(Rule::CardCosts));
            // A requirement is not a card effect (CRD 3.0.0 "What is a Requirement?"): the Allies
            // a player is only considered to have ("for the purpose of card effects", Ginyu
            // Force) do not meet it; where they would, the refusal says so for the judge.
            let (met, considered_would) = match c {
                // A power or a card in play is not in the hand: every card of the hand counts.
                Condition::Piles(PileCondition::OtherCardsInHand(n))
                    if card.is_none_or(|id| !self.state.player(me).hand.contains(&id)) =>
                {
                    (self.state.player(me).hand.len() >= *n as usize, false)
                }
                _ => self.requirement_holds(me, c),
            };
            if !met {
                let by_ruling = ruling
                    .map(|r| format!("; its ruling {}: \"{}\"", r.ruling, r.sentence))
                    .unwrap_or_default();
                let by_ruling = if considered_would {
                    format!("{by_ruling}; the Allies {me} is only considered to have (Ginyu Force, Mighty Mask, West City: \"for the purpose of card effects\") are not counted for a requirement, which the documents keep apart from card effects: the judge may rule otherwise")
                } else {
                    by_ruling
                };
                let by_costs = costs.map(|k| format!("; {}", k.id)).unwrap_or_default();
                // A personality's power is used, a card played.
                let verb = match card {
                    Some(id)
                        if self
                            .state
                            .def(id)
                            .card_type
                            .eq_ignore_ascii_case("Personality") =>
                    {
                        "used"
                    }
                    _ => "played",
                };
                return Err(EngineError::Illegal(format!(
                    "{name} cannot be {verb} by {me}: its requirement ({}) is not met ({}{by_costs}{by_ruling})",
                    crate::engine::effects::conditions::condition_words::condition_words(c),
                    crate::engine::citations::CRD_REQUIREMENT.id
                )));
            }
            if let Some(r) = ruling {
                log.cite_ruling(&r.ruling);
            }
            if let Some(k) = costs {
                log.cite(k);
            }
            log.note(
                self.cite(Rule::Requirement),
                format!(
                    "{name}: its requirement ({}) is met",
                    crate::engine::effects::conditions::condition_words::condition_words(c)
                ),
            );
        }
        Ok(())
    }
}
