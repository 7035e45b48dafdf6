//! A Physical or Energy Combat card whose text multiplies the base damage of its attack without
//! saying "Physical attack" (Goku Anger Attack: "Doubles the base damage (damage from the
//! Physical Attack Table)"): the base damage is an attack's (CRD "What Does "PAT" mean?": PAT is
//! the Base Damage for physical attacks; Battle Sequence step 9), so the card performs one.

use super::{Battle, Source};
use crate::engine::effects::{AttackKind, AttackSpec, Effect};
use crate::engine::log::Log;
use crate::engine::ruleset::Rule;

/// The attack kind a Combat card's type names, if it names one.
fn kind_of_card_type(card_type: &str) -> Option<AttackKind> {
    const KINDS: &[(&str, AttackKind)] = &[
        ("Physical Combat", AttackKind::Physical),
        ("Energy Combat", AttackKind::Energy),
    ];
    KINDS
        .iter()
        .find(|(t, _)| card_type.eq_ignore_ascii_case(t))
        .map(|(_, k)| *k)
}

impl Battle {
    /// The card's effects with the attack its base-damage multiplier implies: only for a
    /// Physical or Energy Combat card from the hand or in play that states no attack, no stop
    /// and no prevention of its own, and whose text multiplies the base damage.
    pub(in crate::engine) fn with_implied_attack(
        &self,
        source: Source,
        effects: Vec<Effect>,
        log: &mut Log,
    ) -> Vec<Effect> {
        let (Source::Hand(card) | Source::InPlay(card)) = source else {
            return effects;
        };
        let def = self.state.def(card);
        let Some(kind) = kind_of_card_type(&def.card_type) else {
            return effects;
        };
        let states_own = effects.iter().any(|e| {
            matches!(
                e,
                Effect::Attack(_) | Effect::Stop(_) | Effect::Prevent(_) | Effect::DamageCap(_)
            )
        });
        let multiplies = effects.iter().any(|e| matches!(e, Effect::Multiply(_)));
        if states_own || !multiplies {
            return effects;
        }
        // The rule saying what the base damage of an attack of this kind is.
        let (rule, base) = match kind {
            AttackKind::Physical => (Rule::Pat, "PAT is the Base Damage for physical attacks"),
            AttackKind::Energy => (
                Rule::DealingDamage,
                "an energy attack stating no damage does 4 life cards",
            ),
        };
        log.note(
            self.cite(rule),
            format!(
                "{} is a {} card whose text multiplies the base damage: it performs {} attack \
                 ({base})",
                def.name,
                def.card_type,
                kind.article_word()
            ),
        );
        let mut out = Vec::with_capacity(effects.len() + 1);
        out.push(Effect::Attack(AttackSpec {
            kind,
            damage: None,
            focused: false,
            cannot_be_stopped: false,
            cannot_be_prevented: false,
        }));
        out.extend(effects);
        out
    }
}
