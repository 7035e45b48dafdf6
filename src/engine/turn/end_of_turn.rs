//! The Discard and Rejuvenation Steps (CRD 3.0.0 Sequence of Play, items 6 and 7): the attacker,
//! then the defender, keeps no more than 1 card in the hand (a Dragon Ball discarded goes to the
//! bottom of the Life Deck, CRD 3.0.0 "Discarding Dragon Balls"); an attacker who skipped Combat
//! may put the top card of the discard pile at the bottom of the Life Deck, one who declared it may
//! not. What a card changes in the Discard Step is read in `effects/discard_step/` and applied
//! here (`discard_step_changes.rs`).

use super::{hand_card, Game, TurnStepName};
use crate::engine::action::Verb;
use crate::engine::battle::StepResult;
use crate::engine::citations as c;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;
use crate::engine::{EngineError, Result};

impl Game {
    /// "place all but 1 of your cards into the discard pile ... Your opponent does the same,
    /// right after you discard": each player's `discard` names the cards (`choose`).
    pub(super) fn discard(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Option<StepResult>> {
        let ended_by = PlayerId::BOTH
            .into_iter()
            .filter_map(|p| self.table.state.player_mut(p).game.ended_combat.take())
            .next();
        if std::mem::take(&mut self.combat_ended) {
            match ended_by {
                Some(card) => log.note(
                    self.table.cite(Rule::AttackPhases),
                    format!("{card} ended Combat: the Combat Step ended there, and no further Attack Phase is taken; the turn goes on to the Discard Step (Sequence of Play, item 6)"),
                ),
                None => log.note(
                    self.table.cite(Rule::AttackPhases),
                    "both players passed in back-to-back Attack Phases: the Combat Step ended, and no further Attack Phase is taken; on to the Discard Step",
                ),
            }
        }
        // Cards used at the beginning of the step (Watching From Afar, Red Joker Drill).
        let opened = self.discard_step_opening(log, account)?;
        let attacker = self.pos.attacker;
        for p in [attacker, attacker.other()] {
            let held = self.table.state().player(p).hand.len();
            let keep = self.hand_kept(p, &opened, log);
            let action = self.next_is(p, Verb::Discard);
            if let Some(card) = self
                .table
                .state
                .player_mut(p)
                .game
                .skips_discard_step
                .take()
            {
                self.keep_hand(p, &card, action, log, account)?;
                continue;
            }
            let Some(action) = action else {
                if held > keep as usize {
                    return Ok(Some(StepResult::Waiting {
                        player: p,
                        expected: format!(
                            "{p} to discard down to {keep} card(s) in the Discard Step (`discard` with `choose`: the cards discarded; {p} holds {held})"
                        )
                        .into(),
                    }));
                }
                account.push(format!("{p} holds {held} card(s): nothing to discard"));
                continue;
            };
            self.table.take_action();
            let mut gone = Vec::new();
            let mut gone_ids = Vec::new();
            for name in &action.choose {
                let Some(card) = hand_card(self.table.state(), p, name) else {
                    return Err(EngineError::Illegal(format!(
                        "{p} has no {name:?} in the hand to discard in the Discard Step"
                    )));
                };
                self.discard_from_hand(p, card, log);
                gone.push(self.table.state().name(card).to_string());
                gone_ids.push(card);
            }
            let left = self.table.state().player(p).hand.len();
            if left > keep as usize {
                return Err(EngineError::Illegal(
                    self.too_many_kept(p, left, keep, &opened),
                ));
            }
            log.note(
                c::CRD_TURN_6,
                format!(
                    "{p} discards {} card(s) ({}): hand {held} -> {left}",
                    gone.len(),
                    gone.join(", ")
                ),
            );
            account.push(format!("{p} discards {}", gone.len()));
            // `placements`: a card in play waiting for a card that goes to a discard pile.
            self.table.discard_pile_waiters_to_judge(
                &gone_ids,
                &format!("in the Discard Step ({})", c::CRD_TURN_6.id),
                log,
            );
        }
        Ok(None)
    }

    /// `p` skips the Discard Step by `card`'s text: the hand is kept whole, or only the cards a
    /// `discard` action names go (Saiyan Truce Card's ruling: "may retain all, one, or none of
    /// HIS cards"), with no limit on the cards kept.
    fn keep_hand(
        &mut self,
        p: PlayerId,
        card: &str,
        action: Option<crate::engine::action::Action>,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<()> {
        let held = self.table.state().player(p).hand.len();
        let mut gone = Vec::new();
        if let Some(action) = action {
            self.table.take_action();
            for name in &action.choose {
                let Some(c) = hand_card(self.table.state(), p, name) else {
                    return Err(EngineError::Illegal(format!(
                        "{p} has no {name:?} in the hand to discard in the Discard Step"
                    )));
                };
                self.discard_from_hand(p, c, log);
                gone.push(self.table.state().name(c).to_string());
            }
        }
        let left = self.table.state().player(p).hand.len();
        // The card's own rulings decide who keeps a hand (Saiyan Truce Card's CRD ruling: the
        // opponent "MUST discard as usual"): cited where the step follows them.
        if let Some(id) = self.table.state().card_named(card) {
            self.table.cite_card_rulings(id, log);
        }
        log.note(
            c::CRD_TURN_6,
            format!(
                "{card}: {p} skips the Discard Step and keeps {left} card(s) (discards {}{}); the card's text overrides \"no more than 1 card in your hand at the end of this step\"",
                gone.len(),
                if gone.is_empty() { String::new() } else { format!(": {}", gone.join(", ")) }
            ),
        );
        log.cite(self.table.cite(Rule::GoldenRule));
        account.push(format!(
            "{p} skips the Discard Step ({card}): hand {held} -> {left}"
        ));
        Ok(())
    }

    /// A card of the hand to the discard pile; a Dragon Ball not in play goes face down to the
    /// bottom of the Life Deck instead, and a card whose text says so goes into play
    /// (`placed_when_discarded`).
    fn discard_from_hand(
        &mut self,
        p: PlayerId,
        card: crate::engine::state::CardId,
        log: &mut Log,
    ) {
        if self.placed_when_discarded(p, card, log) {
            return;
        }
        self.table.state.take_from_zones(card);
        if self.table.state().def(card).is_dragon_ball() {
            let name = self.table.state().name(card).to_string();
            self.table.state.player_mut(p).life_deck.bottom.push(card);
            log.note(
                self.table.cite(Rule::DiscardingDragonBalls),
                format!("{name} is a Dragon Ball not in play: it goes face down to the bottom of {p}'s Life Deck, not to the discard pile"),
            );
        } else {
            self.table.state.player_mut(p).discard.push(card);
        }
    }

    /// "If you are the attacker and you did not declare Combat in the Declare Step, you may take
    /// the top card of your discard pile and place it facedown at the bottom of your Life Deck"
    /// (`rejuvenate`); the step itself always happens.
    pub(super) fn rejuvenation(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<TurnStepName> {
        let me = self.pos.attacker;
        let asked = self.next_is(me, Verb::Rejuvenate);
        if self.combat_declared {
            if asked.is_some_and(|a| a.may != Some(false)) {
                return Err(EngineError::Illegal(format!(
                    "{me} declared Combat this turn: \"you only get to put the top card of your discard pile on the bottom of your Life Deck if you skipped Combat\" ({}); the Rejuvenation Step itself still happens",
                    c::CRD_TURN_7.id
                )));
            }
            log.note(
                c::CRD_TURN_7,
                format!("{me} declared Combat this turn: no card goes from the discard pile to the Life Deck; the Rejuvenation Step still happens (its other effects apply)"),
            );
            account.push(format!("{me} went into Combat: nothing to rejuvenate"));
        } else if let Some(a) = asked {
            self.table.take_action();
            if a.may == Some(false) {
                account.push(format!("{me} does not rejuvenate"));
            } else {
                let top = self.table.state().player(me).discard.last().copied();
                match top {
                    Some(card) => {
                        self.table.state.take_from_zones(card);
                        self.table.state.player_mut(me).life_deck.bottom.push(card);
                        let name = self.table.state().name(card).to_string();
                        log.note(
                            c::CRD_TURN_7,
                            format!("{me} skipped Combat: {name}, the top card of its discard pile, goes face down to the bottom of its Life Deck"),
                        );
                        account.push(format!("{me} rejuvenates {name}"));
                    }
                    None => {
                        log.note(
                            c::CRD_TURN_7,
                            format!("{me}'s discard pile is empty: nothing to rejuvenate"),
                        );
                        account.push(format!("{me} has nothing to rejuvenate"));
                    }
                }
            }
        } else {
            log.note(
                c::CRD_TURN_7,
                format!("{me} skipped Combat and may put the top card of its discard pile at the bottom of its Life Deck (`rejuvenate`); the script does not say so: not done"),
            );
            account.push(format!("{me} does not rejuvenate"));
        }
        // The Battleground in play's own Rejuvenation Step effect (Hercule's Underground
        // Training Area), declared Combat or not.
        let used = self.next_is(me, Verb::Use);
        self.table
            .battleground_rejuvenation(me, used, log, account)?;
        log.cite(c::CRD_TURN);
        log.notes.push(format!(
            "{me} has completed the Sequence of Play: its turn ends, and it is {}'s turn as the Attacker",
            me.other()
        ));
        if !std::mem::replace(&mut self.five_steps_said, true) {
            log.judge.push("judge: the documents disagree on the turn's length: the Attacker paragraph of the Sequence of Play says \"you go through all 5 steps of a turn\", its list and the glossary give 7 (Draw, Non-Combat, Power-Up, Declare, Combat, Discard, Rejuvenation); the engine runs the 7 listed".to_string());
        }
        Ok(TurnStepName::Draw)
    }
}
