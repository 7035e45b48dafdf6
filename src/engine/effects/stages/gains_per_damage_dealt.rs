//! Gains counted by the damage the attack deals: "For each life card of damage this attack
//! deals, gain 1 power stage" (Lord Slug Lv.2). The effect sits on the attack; it is not a
//! secondary effect (step 3) but resolved once the attack's life cards of damage are dealt, at
//! the end of Battle Sequence step 13 (`life_card_damage`), counting the cards discarded.

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Condition, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "stages-per-life-card-this-attack-deals",
    // Lord Slug Lv.2 (Capsule Corp Power Pack #CP5).
    pattern: r"for (?:each|every) life card of damage this attack deals,? gain {n} power stages?",
    build: |c| one(Effect::StagesPerLifeCardDealt(c.n("n")?)),
}];

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
