//! Gains counted by the damage the attack deals: "For each life card of damage this attack
//! deals, gain 1 power stage" (Lord Slug Lv.2). The effect sits on the attack; it is not a
//! secondary effect (step 3) but resolved once the attack's life cards of damage are dealt, at
//! the end of Battle Sequence step 13 (`life_card_damage`), counting the cards discarded.
//! A Constant Combat Power's "For each life card of damage Android 19 deals with a successful
//! energy attack, Android 19 gains 1 power stage" (Android 19, Refreshed Lv.4) is read there
//! too, from the attacker's personality in control, for that kind of attack; that personality
//! gains, as the card names it (a bare "gain" is the player's: CRD "Referencing").

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Condition, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;
use crate::engine::state::PlayerId;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "stages-per-life-card-this-attack-deals",
        // Lord Slug Lv.2 (Capsule Corp Power Pack #CP5).
        pattern: r"for (?:each|every) life card of damage this attack deals,? gain {n} power stages?",
        build: |c| one(Effect::StagesPerLifeCardDealt(c.n("n")?)),
    },
    Pattern {
        // Android 19, Refreshed Lv.4's Constant Combat Power: the personality names itself.
        name: "stages-per-life-card-its-attacks-of-a-kind-deal",
        pattern: r"for (?:each|every) life card of damage (?P<by>[a-z][a-z0-9.'-]*(?: [a-z0-9][a-z0-9.'-]*)?) deals with a successful {kind} attack,? (?P<who>[a-z][a-z0-9.'-]*(?: [a-z0-9][a-z0-9.'-]*)?) gains {n} power stages?",
        build: |c| {
            if c.s("by") != c.s("who") {
                return None;
            }
            // Who deals the damage is kept: the attack of that kind performed by the personality
            // the card names.
            one(Effect::Conditional(crate::engine::effects::Conditional {
                condition: Condition::All(vec![
                    Condition::PerformedBy(vec![crate::engine::compile::patterns::title(
                        c.s("by"),
                    )]),
                    Condition::AttackOfKind(*c.kinds().first()?),
                ]),
                effects: vec![Effect::StagesPerLifeCardDealt(c.n("n")?)],
            }))
        },
    },
];

impl Battle {
    /// End of step 13: the attacker's "for each life card of damage this attack deals, gain N
    /// power stages" on the attack in progress, counted over the life cards the attack
    /// discarded (Endurance's prevented cards are not dealt). When the attacker declared a
    /// Tokui-Waza and the attack's text offers something "instead of gaining the power
    /// stages", the choice is the player's and the judge's: nothing is gained and the judge is
    /// told.
    pub(in crate::engine) fn gains_per_damage_dealt(
        &mut self,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let me = self.pos.attacker;
        self.constant_power_gains_per_damage_dealt(me, log, account);
        let Some(att) = self.attack.as_ref() else {
            return;
        };
        let per: u32 = att
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::StagesPerLifeCardDealt(n) => Some(*n),
                _ => None,
            })
            .sum();
        if per == 0 {
            return;
        }
        let dealt = att.life_cards_discarded;
        let name = att.name.clone();
        let rulings: Vec<String> = match att.source {
            crate::engine::battle::Source::Hand(c)
            | crate::engine::battle::Source::InPlay(c)
            | crate::engine::battle::Source::Power(c) => self.state.def(c).rulings.clone(),
            _ => Vec::new(),
        };
        let instead = att.effects.iter().any(offers_instead);
        log.cite(self.cite(Rule::DealingDamage));
        if instead && self.holds(me, &Condition::TokuiWaza) {
            for r in &rulings {
                log.cite_ruling(r);
            }
            log.judge.push(format!(
                "judge resolves: {name}: {me} declared a Tokui-Waza, so its text offers a choice in place of the {} power stage(s) for the {dealt} life card(s) dealt; nothing is gained until the judge applies the choice",
                per * dealt
            ));
            account.push(format!(
                "{name}: the power stages for the life cards dealt wait for the judge (Tokui-Waza declared)"
            ));
            return;
        }
        let gain = per * dealt;
        log.note(
            self.cite(Rule::DealingDamage),
            format!(
                "{name}: the attack dealt {dealt} life card(s) of damage (power stages past 0 included): {me} gains {gain} power stage(s), {per} for each"
            ),
        );
        account.push(format!("{name}: {me} gains {gain} power stage(s)"));
        if gain > 0 {
            // "gain 1 power stage": the player, every personality of his (CRD "Referencing",
            // `stages::player_stages`).
            self.player_stages(
                me,
                i32::try_from(gain).unwrap_or(i32::MAX),
                false,
                &name,
                log,
            );
        }
    }
}

impl Battle {
    /// The attacker's Constant Combat Power's "For each life card of damage <it> deals with a
    /// successful <kind> attack, <it> gains N power stages", for an attack of that kind: the
    /// personality in control of Combat gains N for each life card the attack discarded.
    fn constant_power_gains_per_damage_dealt(
        &mut self,
        me: PlayerId,
        log: &mut Log,
        account: &mut Vec<String>,
    ) {
        let Some(card) = self.constant_power_card(me) else {
            return;
        };
        let constant = crate::engine::effects::personality_powers::power_boxes::constant_effects(
            &self.state.def(card).effects,
        );
        let per: u32 = constant
            .iter()
            .flat_map(|e| match e {
                Effect::Conditional(c) if self.holds(me, &c.condition) => c.effects.as_slice(),
                other => std::slice::from_ref(other),
            })
            .filter_map(|e| match e {
                Effect::StagesPerLifeCardDealt(n) => Some(*n),
                _ => None,
            })
            .sum();
        let Some(dealt) = self.attack.as_ref().map(|a| a.life_cards_discarded) else {
            return;
        };
        if per == 0 {
            return;
        }
        let name = format!("{}'s Constant Combat Power", self.state.name(card));
        let gain = per.saturating_mul(dealt);
        log.cite(self.cite(Rule::PersonalityPowers));
        self.cite_power_holder(me, card, log);
        log.note(
            self.cite(Rule::DealingDamage),
            format!(
                "{name}: the attack dealt {dealt} life card(s) of damage: the personality performing it gains {gain} power stage(s), {per} for each"
            ),
        );
        account.push(format!("{name}: {gain} power stage(s) gained"));
        if gain > 0 {
            self.performer_stages(me, i32::try_from(gain).unwrap_or(i32::MAX), &name, log);
        }
    }
}

/// A sentence left to the judge, alone or under a condition, that offers something "instead
/// of gaining the power stages".
fn offers_instead(e: &Effect) -> bool {
    match e {
        Effect::Manual(s) => s
            .to_lowercase()
            .contains("instead of gaining the power stages"),
        Effect::Conditional(c) => c.effects.iter().any(offers_instead),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Effect;

    #[test]
    fn lord_slug_lv2_reads_a_gain_per_life_card_dealt() {
        let c = compile_text("Physical Attack doing +2 power stages of damage. For each life card of damage this attack deals, gain 1 power stage.");
        assert!(
            c.effects.contains(&Effect::StagesPerLifeCardDealt(1)),
            "{:?}",
            c.effects
        );
    }

    #[test]
    fn a_gain_per_life_card_received_is_not_this_effect() {
        let c = compile_text("For each life card of damage you receive, gain 1 power stage.");
        assert!(!c.effects.contains(&Effect::StagesPerLifeCardDealt(1)));
    }
}
