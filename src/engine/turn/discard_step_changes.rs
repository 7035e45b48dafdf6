//! The Discard Step (CRD 3.0.0 Sequence of Play, item 6) as the cards on the board change it: the
//! cards a player keeps when his Main Personality's Constant Combat Power says more than 1
//! (Majin Buu, Gotenks Absorbed Lv.4), a card discarded from the hand that goes into play
//! instead (Goku's Quickness Drill), and the cards used at the beginning of the step (Watching
//! From Afar, Red Joker Drill, Black Weakness Drill). The readings are `effects/discard_step/`'s.

use super::{hand_card, Game};
use crate::engine::action::{Action, Verb};
use crate::engine::citations as c;
use crate::engine::effects::discard_step::opening_uses::DiscardStepUse;
use crate::engine::effects::{Destination, Effect, SearchIn};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::{CardId, PlayerId};
use crate::engine::{EngineError, Result};

/// A keep a card used at the beginning of this Discard Step gave its player ("If he does, you
/// may discard down to 2 instead of 1 for that Discard Step"): (player, cards kept, card).
pub(super) type OpenedKeep = (PlayerId, u32, String);

impl Game {
    /// The most cards `p` may hold at the end of this Discard Step: the Sequence of Play's 1, or
    /// the number his Main Personality's Constant Combat Power gives (said with the power's
    /// sentence; a power turned off this turn is said and not used).
    pub(super) fn hand_kept(&self, p: PlayerId, opened: &[OpenedKeep], log: &mut Log) -> u32 {
        let base = self.table.rules.turn.hand_after_discard;
        let paid = opened
            .iter()
            .filter(|(q, n, _)| *q == p && *n > base)
            .max_by_key(|(_, n, _)| *n);
        let power = self
            .table
            .discard_step_keep(p)
            .map(|(n, ..)| n)
            .unwrap_or(0);
        if let Some((_, n, card)) = paid.filter(|(_, n, _)| *n > power) {
            log.note(
                c::CRD_TURN_6,
                format!("{card}, used at the beginning of this Discard Step: {p} may keep up to {n} cards at the end of it instead of {base}"),
            );
            log.cite(self.table.cite(Rule::GoldenRule));
            return *n;
        }
        if let Some((n, card, power)) = self.table.discard_step_keep(p).filter(|(n, ..)| *n > base)
        {
            log.note(
                c::CRD_TURN_6,
                format!(
                    "{}{}{}: {p} may keep up to {n} cards at the end of this Discard Step instead of {base}",
                    self.table.state().name(card),
                    if power { "'s Constant Combat Power" } else { " (a Drill in play)" },
                    own_sentence(self, card)
                ),
            );
            if !power {
                // "at the end of each turn": the turn's one hand limit is the Discard Step's.
                log.notes.push(format!("the Discard Step is the one step of the turn that limits the hand (\"no more than 1 card in your hand at the end of this step\"): {}'s limit is read there", self.table.state().name(card)));
            }
            log.cite(self.table.cite(if power {
                Rule::PersonalityPowers
            } else {
                Rule::DrillCards
            }));
            log.cite(self.table.cite(Rule::GoldenRule));
            return n;
        }
        if let Some((card, by)) = self.table.discard_step_keep_turned_off(p) {
            log.note(
                c::CRD_TURNING_OFF_POWERS,
                format!(
                    "{}'s Constant Combat Power{} is turned off this turn by {by}: {p} keeps no more than {base} card(s)",
                    self.table.state().name(card),
                    own_sentence(self, card)
                ),
            );
        }
        base
    }

    /// Why `p` may not hold `left` cards at the end of the Discard Step (`keep` the most he may).
    pub(super) fn too_many_kept(
        &self,
        p: PlayerId,
        left: usize,
        keep: u32,
        opened: &[OpenedKeep],
    ) -> String {
        let base = self.table.rules.turn.hand_after_discard;
        if let Some((_, _, card)) = opened
            .iter()
            .find(|(q, n, _)| *q == p && *n == keep && keep > base)
        {
            return format!(
                "{p} would hold {left} cards at the end of the Discard Step: {card}, used at its beginning, lets it keep no more than {keep} ({})",
                c::CRD_TURN_6.id
            );
        }
        match self
            .table
            .discard_step_keep(p)
            .filter(|(n, ..)| *n == keep && keep > base)
        {
            Some((_, card, power)) => format!(
                "{p} would hold {left} cards at the end of the Discard Step: {}{}{} lets it keep no more than {keep} ({}; {})",
                self.table.state().name(card),
                if power { "'s Constant Combat Power" } else { "" },
                own_sentence(self, card),
                c::CRD_TURN_6.id,
                self.table
                    .cite(if power { Rule::PersonalityPowers } else { Rule::DrillCards })
                    .id
            ),
            None => format!(
                "{p} would hold {left} cards at the end of the Discard Step: \"you may have no more than {keep} card in your hand at the end of this step\" ({})",
                c::CRD_TURN_6.id
            ),
        }
    }

    /// `card`, discarded from `p`'s hand in the Discard Step, goes into play when its text says
    /// so (`Battle::discard_goes_into_play`). `true` when it went into play.
    pub(super) fn placed_when_discarded(
        &mut self,
        p: PlayerId,
        card: CardId,
        log: &mut Log,
    ) -> bool {
        if !self
            .table
            .discard_goes_into_play(p, card, "in the Discard Step", log)
        {
            return false;
        }
        log.cite(c::CRD_TURN_6);
        self.table.state.take_from_zones(card);
        let drill = self.table.state().def(card).is_drill();
        let zone = &mut self.table.state.player_mut(p).in_play;
        if drill {
            zone.drills.push(card);
        } else {
            zone.non_combat.push(card);
        }
        true
    }
}

/// `card`'s Constant Combat Power sentence that keeps more cards, quoted (empty if none kept).
fn own_sentence(g: &Game, card: CardId) -> String {
    quoted(g, card, |e| matches!(e, Effect::DiscardStepKeeps(_)))
}

fn quoted(g: &Game, card: CardId, read: impl Fn(&Effect) -> bool) -> String {
    g.table
        .state()
        .def(card)
        .sentences
        .iter()
        .find(|(_, es)| es.iter().any(&read))
        .map(|(s, _)| format!(" (\"{}\")", s.trim()))
        .unwrap_or_default()
}

impl Game {
    /// The `use` actions at the beginning of the Discard Step, in script order, of cards in play
    /// made for that moment: "Use only at the beginning of your Discard Step" (the attacker's
    /// own), "At the beginning of every Discard Step" (either player's). Each is refused when its
    /// own words forbid it (another player's Discard Step, a turn in which Combat was declared);
    /// a Drill pays its Main Personality's stages and stays in play, another card resolves and
    /// leaves play. A `use` of a card without that moment is left to the step's other readers.
    pub(super) fn discard_step_opening(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Vec<OpenedKeep>> {
        let mut opened = Vec::new();
        while let Some(a) = self.table.peek().filter(|a| a.verb == Verb::Use).cloned() {
            let Some((card, u)) = self.opening_card(&a)? else {
                break;
            };
            let me = a.player;
            let name = self.table.state().name(card).to_string();
            let moment = Effect::DiscardStepOpening(u.clone());
            if !u.every && me != self.pos.attacker {
                return Err(EngineError::Illegal(format!(
                    "{me} may not use {name} in {}'s Discard Step: it is used only at the beginning of its player's own Discard Step ({})",
                    self.pos.attacker,
                    self.table.own_rule_words(card, &moment, c::CRD_TURN_6)
                )));
            }
            if u.skipped_combat && self.combat_declared {
                return Err(EngineError::Illegal(format!(
                    "{me} declared Combat this turn: {name} is used only in a turn that its player skipped Combat ({}; {})",
                    self.table.own_rule_words(card, &moment, c::CRD_TURN_6),
                    c::CRD_TURN_4.id
                )));
            }
            self.table.refuse_unusable(me, card, log)?;
            self.table.take_action();
            if a.may == Some(false) {
                log.note(
                    c::CRD_TURN_6,
                    format!("{me} does not use {name} at the beginning of the Discard Step"),
                );
                account.push(format!("{me} does not use {name}"));
                continue;
            }
            if !self.pay_for_opening(me, card, &u, log)? {
                continue;
            }
            log.note(
                c::CRD_TURN_6,
                format!("{me} uses {name} at the beginning of the Discard Step, as its text says"),
            );
            self.table.cite_card_rulings(card, log);
            let def = self.table.state().def(card).clone();
            let before = super::hand_discards::hands(self.table.state());
            if !u.then.is_empty() {
                self.opening_then(me, &name, &u.then, &a, log)?;
            }
            if def.is_drill() {
                // A Drill stays in play (CRD 3.0.0 "Drill Cards"); its "If he does, ... for that
                // Discard Step" is this step's.
                log.cite(self.table.cite(Rule::DrillCards));
                let kept = def.effects.iter().find_map(|e| match e {
                    Effect::DiscardStepKeeps(n) => Some(*n),
                    _ => None,
                });
                if let Some(n) = kept {
                    opened.push((me, n, name.clone()));
                }
            } else {
                self.table.state.take_from_zones(card);
                let rest: Vec<Effect> = def
                    .effects
                    .iter()
                    .filter(|e| !matches!(e, Effect::DiscardStepOpening(_)))
                    .cloned()
                    .collect();
                let sentences = std::sync::Arc::clone(&def.sentences);
                self.table
                    .apply_placed(me, &rest, &a, &sentences, &name, log)?;
                self.after_use(card, log);
            }
            // A hand the card took cards from: the cards in play waiting for that event.
            self.hand_discards_to_judge(&before, &name, me, log);
            account.push(format!(
                "{me} uses {name} at the beginning of the Discard Step"
            ));
        }
        Ok(opened)
    }

    /// The card in play a `use` names, when it is made for the beginning of the Discard Step;
    /// such a card still in the hand is refused (a Non-Combat card is placed in play in the
    /// Non-Combat Step before it is used).
    fn opening_card(&self, a: &Action) -> Result<Option<(CardId, DiscardStepUse)>> {
        let st = self.table.state();
        let me = a.player;
        let name = a.card.as_deref().unwrap_or_default();
        let opening = |c: CardId| {
            st.def(c).effects.iter().find_map(|e| match e {
                Effect::DiscardStepOpening(u) => Some(u.clone()),
                _ => None,
            })
        };
        let in_play = st
            .player(me)
            .in_play
            .drills
            .iter()
            .chain(&st.player(me).in_play.non_combat)
            .copied()
            .find(|&c| crate::corpus::names::same_name(st.name(c), name));
        if let Some(c) = in_play {
            return Ok(opening(c).map(|u| (c, u)));
        }
        if let Some(c) = hand_card(st, me, name).filter(|&c| opening(c).is_some()) {
            return Err(EngineError::Illegal(format!(
                "{} is in {me}'s hand: a Non-Combat card is placed in play in the Non-Combat Step (`play`) before it is used at the beginning of the Discard Step ({}; {})",
                st.name(c),
                c::CRD_TURN_2.id,
                c::CRD_NON_COMBAT_CARDS.id
            )));
        }
        Ok(None)
    }

    /// Pays "your Main Personality may pay N power stage(s)" from the Main Personality's stages.
    /// With fewer stages than that the documents do not say whether he may pay (only Android 20
    /// Lv.1's ruling says "You must be able to pay 5 power stages to use this effect"): nothing
    /// is paid or used, and the judge is asked. `true` when paid (or nothing to pay).
    fn pay_for_opening(
        &mut self,
        me: PlayerId,
        card: CardId,
        u: &DiscardStepUse,
        log: &mut Log,
    ) -> Result<bool> {
        let n = u.main_personality_pays;
        if n == 0 {
            return Ok(true);
        }
        let name = self.table.state().name(card).to_string();
        let stage = self.table.state().player(me).mp.stage;
        if stage < n {
            log.judge.push(format!(
                "judge: {name} asks {me}'s Main Personality to pay {n} power stage(s) and he is at {stage} above 0; the documents do not say whether a personality may pay stages he does not have: {name} is not used, decide"
            ));
            return Ok(false);
        }
        self.table.state.player_mut(me).mp.stage = stage - n;
        log.note(
            c::CRD_TURN_6,
            format!(
                "{name}: {me}'s Main Personality pays {n} power stage(s): {stage} -> {} above 0",
                stage - n
            ),
        );
        Ok(true)
    }

    /// What the payment of a card used at the Discard Step's beginning does ("to make your
    /// opponent discard all cards from his hand"). A player who skips the Discard Step by a
    /// card (Saiyan Truce Card) keeps the hand: its CRD ruling says so of Black Weakness Drill.
    fn opening_then(
        &mut self,
        me: PlayerId,
        name: &str,
        then: &[Effect],
        action: &Action,
        log: &mut Log,
    ) -> Result<()> {
        for e in then {
            // A discard from a hand during the Discard Step.
            let hand_discard = match e {
                Effect::Search(s) if s.from == SearchIn::Hand && s.to == Destination::Discard => {
                    Some(s.player.of(me))
                }
                _ => None,
            };
            if let Some(p) = hand_discard {
                let keeps = self.table.state().player(p).game.skips_discard_step.clone();
                if let Some(by) = keeps {
                    if let Some(id) = self.table.state().card_named(&by) {
                        self.table.cite_card_rulings(id, log);
                    }
                    log.note(
                        c::CRD_TURN_6,
                        format!("{name} would make {p} discard in the Discard Step, but {by} lets {p} keep its cards during the Discard Step: nothing is discarded"),
                    );
                    continue;
                }
            }
            self.table
                .apply_placed(me, std::slice::from_ref(e), action, &[], name, log)?;
        }
        Ok(())
    }
}
