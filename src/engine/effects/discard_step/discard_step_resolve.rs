//! What the cards on the board change in a player's Discard Step (CRD 3.0.0 Sequence of Play,
//! item 6): the cards the Main Personality's Constant Combat Power lets him keep ("constantly
//! active and must be used whenever possible", CRD 3.0.0 "Power-Up Rating (PUR)"), and whether a
//! card discarded from the hand goes into play instead. Asked by `turn/discard_step_changes.rs`
//! and, for a discard from the hand by a card effect, by `piles/searches_resolve.rs`.

use crate::engine::battle::Battle;
use crate::engine::effects::personality_powers::power_boxes;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};

impl Battle {
    /// The most cards `me` may keep at the end of the Discard Step by a card that always says
    /// so: his Main Personality's Constant Combat Power (not while a card turned that power off
    /// this turn) or a Drill of his in play that acts (Black Smoothness Drill; a Drill whose
    /// keep depends on its use at the step's beginning, Red Joker Drill, is not one). The
    /// number, the card and whether it is a Constant Combat Power.
    pub(in crate::engine) fn discard_step_keep(&self, me: PlayerId) -> Option<(u32, CardId, bool)> {
        let keeps = |effects: &[Effect]| {
            effects
                .iter()
                .filter_map(|e| match e {
                    Effect::DiscardStepKeeps(n) => Some(*n),
                    _ => None,
                })
                .max()
        };
        let power = self
            .state
            .level_card(&self.state.player(me).mp)
            .filter(|&card| self.powers_turned_off_by(me, card).is_none())
            .and_then(|card| {
                keeps(power_boxes::constant_effects(&self.state.def(card).effects))
                    .map(|n| (n, card, true))
            });
        let drills = self
            .state
            .player(me)
            .in_play
            .drills
            .iter()
            .copied()
            .filter(|&d| crate::engine::battle::acts_in_play(&self.state, me, d))
            .filter(|&d| {
                !self
                    .state
                    .def(d)
                    .effects
                    .iter()
                    .any(|e| matches!(e, Effect::DiscardStepOpening(_)))
            })
            .filter_map(|d| keeps(&self.state.def(d).effects).map(|n| (n, d, false)));
        power.into_iter().chain(drills).max_by_key(|(n, _, _)| *n)
    }

    /// The Main Personality's level card of `me` whose Constant Combat Power would let him keep
    /// more cards, turned off this turn, with the card that turned it off.
    pub(in crate::engine) fn discard_step_keep_turned_off(
        &self,
        me: PlayerId,
    ) -> Option<(CardId, String)> {
        let card = self.state.level_card(&self.state.player(me).mp)?;
        let by = self.powers_turned_off_by(me, card)?.to_string();
        power_boxes::constant_effects(&self.state.def(card).effects)
            .iter()
            .any(|e| matches!(e, Effect::DiscardStepKeeps(_)))
            .then_some((card, by))
    }

    /// Whether `card`, discarded from `p`'s hand (`how`: "in the Discard Step", "by Black
    /// Weakness Drill"), goes into play instead ("If this Drill is discarded from you hand, place
    /// it into play instead."), said with its sentence and rules; the caller moves it. A Drill
    /// CRD 3.0.0 "Styled Drills" keeps out of play goes to the discard pile as any card ("Do What
    /// You Can").
    pub(in crate::engine) fn discard_goes_into_play(
        &self,
        p: PlayerId,
        card: CardId,
        how: &str,
        log: &mut Log,
    ) -> bool {
        let def = self.state.def(card);
        if !def.effects.contains(&Effect::IntoPlayWhenDiscarded) {
            return false;
        }
        let name = &def.name;
        let words = def
            .sentences
            .iter()
            .find(|(_, es)| es.contains(&Effect::IntoPlayWhenDiscarded))
            .map(|(s, _)| format!(" (\"{}\")", s.trim()))
            .unwrap_or_default();
        if def.is_drill() {
            if let Some(why) = self.styled_drill_clash(p, card) {
                log.note(
                    self.cite(Rule::StyledDrills),
                    format!("{name} is discarded from {p}'s hand {how}; its text{words} would place it into play, but {why}: it goes to the discard pile"),
                );
                log.cite(self.cite(Rule::DoWhatYouCan));
                return false;
            }
            if let Some((why, rules, allowed_by)) = self.drill_placement_allowed(p, card) {
                for r in rules {
                    log.cite(self.cite(r));
                }
                if let Some(by) = allowed_by {
                    self.cite_card_rulings(by, log);
                }
                log.notes.push(why);
            }
        }
        log.note(
            self.cite(if def.is_drill() {
                Rule::DrillCards
            } else {
                Rule::NonCombatKinds
            }),
            format!("{name} is discarded from {p}'s hand {how}: its text{words} places it into play instead of the discard pile"),
        );
        log.cite(self.cite(Rule::GoldenRule));
        self.cite_card_rulings(card, log);
        true
    }
}
