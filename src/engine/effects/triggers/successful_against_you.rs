//! A defender's power set off by each successful attack performed against him: "Reduce your
//! opponents anger by 1 level for every successful energy attack he performs against you"
//! (Trunks the Saiyan Lv.2, Trunks Saga #199; Android 16 Lv.1's "Every successful energy attack
//! performed against Android 16 lowers your opponent's anger 1 level"). A [`TriggerEvent::AttackAgainstYouSuccessful`]
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

/// "lower your opponent's anger N level(s)", read by the clause vocabulary.
fn anger_lowered(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let n = c.n("n")?;
    let effects = super::triggered_effects::clause_where(
        &format!(
            "lower your opponent's anger {n} level{}",
            if n == 1 { "" } else { "s" }
        ),
        super::triggered_effects::executable,
    )?;
    trigger(c, effects)
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "anger-lowered-per-successful-attack-against-you",
        pattern: r"(?:reduce|lower) your opponent'?s'? anger (?:by )?{n} {levels} for (?:every|each) successful {kinds} attack (?:he|your opponent) performs against you",
        build: anger_lowered,
    },
    // Android 16 Lv.1 (Android Saga #114): "Every successful energy attack performed against
    // Android 16 lowers your opponent's anger 1 level." A Constant Combat Power applies only
    // while its personality is in control of Combat, so the attacks performed against it are
    // the attacks performed against its player.
    Pattern {
        name: "successful-attack-against-you-lowers-anger",
        pattern: r"(?:every|each) successful {kinds} attack performed against (?:you|[a-z0-9][a-z0-9 .'-]*?) lowers your opponent'?s'? anger (?:by )?{n} {levels}",
        build: anger_lowered,
    },
];

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

    /// Android 16 Lv.1 (Android Saga #114): the same trigger, worded from the attack's side and
    /// naming the personality (CRD 3.0.0 Battle Sequence step 8; "Anger").
    #[test]
    fn android_16_lowers_the_attackers_anger_for_each_successful_energy_attack() {
        let effects: Vec<Effect> = compile_text("(Constant Combat Power) Every successful energy attack performed against Android 16 lowers your opponent's anger 1 level.")
            .sentences
            .into_iter()
            .flat_map(|s| s.effects)
            .collect();
        assert!(
            effects.iter().any(|e| matches!(e, Effect::Trigger(t)
                if t.on == TriggerEvent::AttackAgainstYouSuccessful
                    && t.kinds == vec![AttackKind::Energy]
                    && t.effects.len() == 1)),
            "{effects:?}"
        );
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::Manual(_))),
            "{effects:?}"
        );
    }
}
