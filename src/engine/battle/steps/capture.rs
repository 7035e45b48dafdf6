//! Capture: Battle Sequence steps 11 (Ally capture) and 14 (Dragon Ball capture), CRD 3.0.0
//! `crd-3.0.0/battle-sequence/11`, `/14`.

use crate::engine::battle::{Battle, Flow};
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::Controller;
use crate::engine::Result;
use crate::{note, say};

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
            say!(
                log,
                account,
                "no Ally is in control of Combat for the attacker: no Personality Capture"
            );
            log.cite(cite);
            return Ok(Flow::Next);
        };
        let def = self.state.personality_def(self.state.controller(me));
        let ally = def.personality_name().to_string();
        // The rule lists personalities ("Bulma, Chi-Chi, ... Videl, Tien, and Yamcha"), not card
        // titles: "Videl, the Heroic Lv.1" is Videl (`identity::personality_name`).
        let personality = crate::engine::identity::personality_name(&def.name);
        if !self
            .rules
            .capturing_allies
            .iter()
            .any(|a| a.eq_ignore_ascii_case(&personality))
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
        // Capturing Dragon Balls (Life Card Capture): "he must actually discard the cards for
        // damage" (and Endurance Details: "only ... after you have manually discarded 5 or more
        // cards"): life cards a card removes from the game or places in the hand instead are
        // dealt, not discarded, and do not count towards the capture (`dealt` stays the
        // attack's own figure).
        let dealt = att.life_cards_discarded;
        let removed = att.life_cards_removed_instead.min(dealt);
        let to_hand = att.life_cards_to_hand_instead.min(dealt - removed);
        let n = dealt - removed - to_hand;
        // `in_play::capture_threshold`: a Drill in play's number for every player first.
        let (threshold, raised_by) = match self.drill_capture_threshold(defender, log) {
            Some((k, _)) => (k, None),
            None => self.capture_threshold_against(defender),
        };
        // Orange Face Breaker: "for the remainder of Combat you may capture a Dragon Ball after
        // each successful attack that deals less than 5 life cards of damage".
        // An attack dealing no life cards, and the card's own attack (its effect floats from
        // its own step 3), are left to the judge: the documents do not say.
        let mut below_five = (dealt < threshold && att.successful)
            .then(|| {
                self.state
                    .player(me)
                    .combat
                    .floating
                    .iter()
                    .find(|(e, _)| *e == Effect::CaptureBelowFiveLifeCards)
                    .map(|(_, s)| s.clone())
            })
            .flatten();
        if let Some(by) = below_five.clone() {
            log.cite(self.cite(Rule::FloatingEffects));
            if dealt == 0 {
                log.judge.push(format!(
                    "judge resolves: {by}'s \"you may capture a Dragon Ball after each successful attack that deals less than 5 life cards of damage\": this attack dealt no life cards, and the documents do not say whether that is an attack dealing less than 5 (the engine offers no capture)"
                ));
                below_five = None;
            } else if by == att.name {
                log.judge.push(format!(
                    "judge resolves: {by}'s capture after an attack dealing less than 5 life cards floats from its own secondary effects (step 3); whether it covers {by}'s own attack the documents do not say (the engine offers the capture)"
                ));
            }
        }
        if let Some(by) = &below_five {
            note!(
                log,
                cite,
                "{by} (a floating effect): {me} may capture a Dragon Ball after each successful attack that deals less than 5 life cards of damage; this one dealt {dealt}"
            );
        }
        if n < threshold && below_five.is_none() {
            if removed + to_hand > 0 {
                let elsewhere = [
                    (removed, "removed from the game"),
                    (to_hand, "placed in the hand"),
                ]
                .iter()
                .filter(|(k, _)| *k > 0)
                .map(|(k, w)| format!("{k} {w}"))
                .collect::<Vec<_>>()
                .join(" and ");
                log.cite(cite);
                log.cite(crate::engine::citations::CRD_BS_14);
                say!(
                    log,
                    account,
                    "{dealt} life card(s) of damage dealt, {elsewhere} instead of discarded: {n} discarded, fewer than {threshold}, no capture (Capturing Dragon Balls, Life Card Capture: \"he must actually discard the cards for damage\")"
                );
                return Ok(Flow::Next);
            }
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
