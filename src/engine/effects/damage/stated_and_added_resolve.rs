//! A physical attack that states its life cards of damage and adds power stages with a "+"
//! ("Physical attack doing +5 power stages of damage and 5 life cards of damage": Goku, the All
//! Powerful Lv.5, Goku, the Perfect Warrior Lv.3). Read at Battle Sequence step 9: the damage is
//! stated, so the Physical Attack Table is not consulted and the "+5" is a modifier added on top
//! (step 10, "Modified Damage"); the "+" reads as added to the table's power stages, and the
//! documents do not say which is meant, so the judge is told.

use crate::engine::battle::{AttackInProgress, Battle};
use crate::engine::citations::{CRD_BS_9, CRD_DAMAGE_PREVENTION, CRD_MODIFIED_DAMAGE};
use crate::engine::damage::Damage;
use crate::engine::effects::{AttackKind, AttackSpec, Effect, Scope};
use crate::engine::log::Log;

/// The "+N power stages" the attack's own sentence adds when it states life cards only: `None`
/// for every other attack (one stating power stages, an energy attack, one with no "+").
pub(in crate::engine) fn added_stages_beside_stated_life_cards(
    spec: &AttackSpec,
    effects: &[Effect],
) -> Option<i32> {
    let stated = spec.damage?;
    if spec.kind != AttackKind::Physical || stated.power_stages != 0 || stated.life_cards == 0 {
        return None;
    }
    effects.iter().find_map(|e| match e {
        Effect::Modify(m) if m.scope == Scope::ThisAttack && m.power_stages > 0 => {
            Some(m.power_stages)
        }
        _ => None,
    })
}

impl Battle {
    /// Step 9: the attack's life cards are its Base Damage ("Cards that state damage"), its
    /// "+N power stages" a modifier added at step 10; the judge is told the "+" may mean the
    /// Physical Attack Table's power stages plus N, which the documents leave open.
    pub(in crate::engine) fn stated_and_added_to_judge(
        &self,
        att: &AttackInProgress,
        spec: &AttackSpec,
        stated: Damage,
        log: &mut Log,
    ) {
        let Some(added) = added_stages_beside_stated_life_cards(spec, &att.effects) else {
            return;
        };
        log.cite(CRD_DAMAGE_PREVENTION);
        log.cite(CRD_MODIFIED_DAMAGE);
        log.judge.push(format!(
            "judge resolves: {} states {stated} and adds {added:+} power stages: the damage is stated, so the Physical Attack Table is not consulted ({}: \"unless it is already stated on the physical attack\"; \"Cards that state damage\", {}) and the {added:+} is added on top (\"Modified Damage\", {}: \"even if the attack doesn't deal the kind of damage that is being modified\"): the engine takes {stated} as the Base Damage and adds the {added:+} power stages at step 10; the \"+\" reads as added to the Physical Attack Table's power stages, and the documents do not say which is meant",
            att.name,
            CRD_BS_9.id,
            CRD_DAMAGE_PREVENTION.id,
            CRD_MODIFIED_DAMAGE.id,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;

    fn attack(text: &str) -> (AttackSpec, Vec<Effect>) {
        let effects = compile_text(text).effects;
        let spec = effects
            .iter()
            .find_map(|e| match e {
                Effect::Attack(a) => Some(a.clone()),
                _ => None,
            })
            .expect("an attack");
        (spec, effects)
    }

    /// CRD 3.0.0 Battle Sequence 9 and "Modified Damage": Goku, the All Powerful Lv.5 states 5
    /// life cards and adds +5 power stages.
    #[test]
    fn stated_life_cards_with_added_stages() {
        let (spec, effects) =
            attack("Physical attack doing +5 power stages of damage and 5 life cards of damage.");
        assert_eq!(
            added_stages_beside_stated_life_cards(&spec, &effects),
            Some(5)
        );
    }

    /// An attack stating power stages (Majin Buu's Goo) or stating nothing is not this shape.
    #[test]
    fn other_attacks_are_not_this_shape() {
        for text in [
            "Physical attack doing 3 power stages of damage and +1 life cards of damage.",
            "Physical attack doing +3 power stages of damage.",
            "Energy attack doing 5 life cards of damage.",
        ] {
            let (spec, effects) = attack(text);
            assert_eq!(
                added_stages_beside_stated_life_cards(&spec, &effects),
                None,
                "{text}"
            );
        }
    }
}
