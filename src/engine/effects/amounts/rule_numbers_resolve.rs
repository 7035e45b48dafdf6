//! Rule numbers a card changes, read where the rule is applied: the Dragon Balls a Life Card
//! Capture takes (Battle Sequence step 14) when the attacker's Constant Combat Power says "capture
//! 2 Dragonballs instead of 1". Each change cites the card and the rule whose number it replaces.

use super::rule_numbers::{row, RuleNumber, RuleNumberInstead};
use crate::engine::battle::{AttackInProgress, Battle};
use crate::engine::effects::personality_powers::power_boxes;
use crate::engine::effects::Effect;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};

impl Battle {
    /// The number `player`'s Constant Combat Power gives in place of a rule's number after this
    /// attack, with the card that says so: `None` when no card changes it (or the attack is not
    /// the one the card names).
    pub(in crate::engine) fn rule_number_instead(
        &self,
        player: PlayerId,
        number: RuleNumber,
        att: &AttackInProgress,
    ) -> Option<(CardId, RuleNumberInstead)> {
        let card = self.constant_power_card(player)?;
        power_boxes::constant_effects(&self.state.def(card).effects)
            .iter()
            .find_map(|e| match e {
                Effect::RuleNumberInstead(r) if r.number == number && self.follows(r, att) => {
                    Some((card, r.clone()))
                }
                _ => None,
            })
    }

    /// Whether the attack is the one the change follows: successful, of its kinds, with at least
    /// its life cards of damage.
    fn follows(&self, r: &RuleNumberInstead, att: &AttackInProgress) -> bool {
        let Some(after) = &r.after else {
            return true;
        };
        att.successful
            && att.life_cards_discarded >= after.life_cards_at_least
            && (after.kinds.is_empty()
                || att
                    .attack
                    .as_ref()
                    .is_some_and(|a| after.kinds.contains(&a.kind)))
    }

    /// Battle Sequence step 14, after the first Dragon Ball captured: the further captures a
    /// card allows ("you may capture 2 Dragonballs instead of 1"), named in the attacker's
    /// `choose`; none named, none taken (the player may). Cites the card and the Life Card
    /// Capture rule whose number it replaces.
    pub(in crate::engine) fn captures_beyond_the_rule(
        &mut self,
        me: PlayerId,
        att: &AttackInProgress,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some((card, change)) =
            self.rule_number_instead(me, RuleNumber::DragonBallsCaptured, att)
        else {
            return;
        };
        let row = row(change.number);
        let extra = change.to.saturating_sub(row.printed);
        if extra == 0 {
            return;
        }
        let cite = self.cite(row.rule);
        let by = format!("{}'s Constant Combat Power", self.state.name(card));
        let line = format!(
            "{by}: {}: {} instead of {} (the attack did {} life cards of damage)",
            row.words, change.to, row.printed, att.life_cards_discarded
        );
        log.note(cite, line.clone());
        account.push(line);
        let defender = me.other();
        let chosen = self.take_choices(me, extra as usize);
        if chosen.is_empty() {
            let line = format!(
                "{me} may capture {extra} more Dragon Ball(s) ({by}) and names none (`choose`)"
            );
            log.note(cite, line.clone());
            account.push(line);
            return;
        }
        for name in chosen {
            match self.find_dragon_ball(defender, &name) {
                Some(db) => {
                    self.capture(me, db, log, cite);
                    account.push(format!("{me} also captures {name} ({by})"));
                }
                None => {
                    let line = format!(
                        "{me} chose {name} to capture ({by}), which {defender} does not have in play; not captured"
                    );
                    log.note(cite, line.clone());
                    account.push(line);
                }
            }
        }
    }
}
