//! Capture: Battle Sequence steps 11 (Ally capture) and 14 (Dragon Ball capture), CRD 3.0.0
//! `crd-3.0.0/battle-sequence/11`, `/14`.

use crate::engine::battle::{Battle, Flow};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::Controller;
use crate::engine::Result;
use crate::say;

impl Battle {
    // Battle Sequence step 11.

    pub(in crate::engine) fn ally_capture(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let defender = me.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let cite = self.cite(Rule::PersonalityCapture);
        let pl = self.state.player(me);
        let Controller::Ally(_) = pl.control else {
            account.push(
                "no Ally is in control of Combat for the attacker: no Personality Capture".into(),
            );
            log.cite(cite);
            return Ok(Flow::Next);
        };
        let ally = self
            .state
            .personality_def(self.state.controller(me))
            .personality_name()
            .to_string();
        if !self
            .rules
            .capturing_allies
            .iter()
            .any(|a| a.eq_ignore_ascii_case(&ally))
        {
            say!(
                log,
                account,
                "{ally} is not one of the Allies the Personality Capture Rule lists"
            );
            log.cite(cite);
            return Ok(Flow::Next);
        }
        if att.damage.life_cards == 0 {
            say!(
                log,
                account,
                "{ally} may capture only when the attack does life cards of damage"
            );
            log.cite(cite);
            return Ok(Flow::Next);
        }
        let Some(db_name) = att.action.ally_capture.clone() else {
            say!(log, account, "{ally} may capture a Dragon Ball instead of dealing life cards; {me} chooses damage");
            log.cite(cite);
            return Ok(Flow::Next);
        };
        let Some(db) = self.find_dragon_ball(defender, &db_name) else {
            say!(
                log,
                account,
                "{db_name} is no longer in play: {ally} deals damage instead"
            );
            log.cite(cite);
            return Ok(Flow::Next);
        };
        self.capture(me, db, log, cite);
        if let Some(a) = self.attack.as_mut() {
            a.ally_captured = true;
            a.damage.life_cards = 0;
        }
        say!(
            log,
            account,
            "{ally} captures {db_name} instead of dealing life cards of damage"
        );
        Ok(Flow::Next)
    }

    // Battle Sequence step 14.

    pub(in crate::engine) fn life_card_capture(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) -> Result<Flow> {
        let me = self.pos.attacker;
        let defender = me.other();
        let Some(att) = self.attack.clone() else {
            return Ok(Flow::EndAttack);
        };
        let cite = self.cite(Rule::LifeCardCapture);
        let n = att.life_cards_discarded;
        let (threshold, raised_by) = self.capture_threshold_against(defender);
        if n < threshold {
            match raised_by {
                Some(by) => {
                    // The Dragon Ball's text changes the rule while its owner controls it.
                    log.cite(cite);
                    log.cite(self.cite(Rule::DragonBalls));
                    say!(
                        log,
                        account,
                        "{n} life card(s) of damage discarded: fewer than {threshold}, no capture ({by}: \"your opponent's attacks need to deal {threshold} or more life cards of damage to capture a Dragon Ball instead of {}\")",
                        self.rules.capture_threshold
                    );
                }
                None => say!(
                    log,
                    account,
                    "{n} life card(s) of damage discarded: fewer than {threshold}, no capture"
                ),
            }
            return Ok(Flow::Next);
        }
        log.cite(cite);
        if self.state.player(defender).in_play.dragon_balls.is_empty() {
            say!(log, account, "{n} life cards of damage discarded: {me} may capture a Dragon Ball, but {defender} has none in play");
            return Ok(Flow::Next);
        }
        let Some(name) = att.action.capture.clone() else {
            say!(log, account, "{n} life cards of damage discarded: {me} may capture a Dragon Ball and chooses not to");
            return Ok(Flow::Next);
        };
        let Some(db) = self.find_dragon_ball(defender, &name) else {
            say!(log, account, "{n} life cards of damage discarded: {me} chose {name}, which is no longer in play; no capture");
            return Ok(Flow::Next);
        };
        self.capture(me, db, log, cite);
        say!(
            log,
            account,
            "{n} life cards of damage discarded: {me} captures {name}"
        );
        // `amounts::rule_numbers`: a card that captures more than the rule's 1.
        self.captures_beyond_the_rule(me, &att, log, account);
        Ok(Flow::Next)
    }
}
