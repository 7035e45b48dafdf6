//! A defender's power set off by each successful attack performed against him: "Reduce your
//! opponents anger by 1 level for every successful energy attack he performs against you"
//! (Trunks the Saiyan Lv.2, Trunks Saga #199). A [`TriggerEvent::AttackAgainstYouSuccessful`]
//! trigger, fired once the attack is found successful (`successful_against_you_resolve`).

use super::{Trigger, TriggerEvent};
use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::Effect;

fn trigger(c: &Caps<'_>, effects: Vec<Effect>) -> Option<Vec<Piece>> {
    one(Effect::Trigger(Trigger {
        on: TriggerEvent::AttackAgainstYouSuccessful,
        kinds: c.kinds(),
        may: false,
        per_combat: None,
        condition: None,
        effects,
    }))
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "anger-lowered-per-successful-attack-against-you",
    pattern: r"(?:reduce|lower) your opponent'?s'? anger (?:by )?{n} {levels} for (?:every|each) successful {kinds} attack (?:he|your opponent) performs against you",
    build: |c| {
        let n = c.n("n")?;
        let effects = super::triggered_effects::clause_where(
            &format!(
                "lower your opponent's anger {n} level{}",
                if n == 1 { "" } else { "s" }
            ),
            super::triggered_effects::executable,
        )?;
        trigger(c, effects)
    },
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{AttackKind, Effect, TriggerEvent};

    /// Trunks the Saiyan Lv.2 (Trunks Saga #199): a trigger on each successful energy attack
    /// against its player that lowers the opponent's anger 1 level (CRD 3.0.0 Battle Sequence
    /// step 8, "the attack is considered successful"; "Anger").
    #[test]
    fn trunks_lowers_the_attackers_anger_for_each_successful_energy_attack() {
        let effects: Vec<Effect> = compile_text("(Constant Combat Power) Reduce your opponents anger by 1 level for every successful energy attack he performs against you.")
            .sentences
            .into_iter()
            .flat_map(|s| s.effects)
            .collect();
        let t = effects
            .iter()
            .find_map(|e| match e {
                Effect::Trigger(t) => Some(t),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{effects:?}"));
        assert_eq!(t.on, TriggerEvent::AttackAgainstYouSuccessful);
        assert_eq!(t.kinds, vec![AttackKind::Energy]);
        assert_eq!(t.effects.len(), 1, "{:?}", t.effects);
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::Manual(_))),
            "{effects:?}"
        );
    }
}
