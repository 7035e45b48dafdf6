//! Powers that shift the Base Damage a physical attack gets from the Physical Attack Table
//! (CRD 3.0.0 Battle Sequence step 9, "Determine the Base Damage ... by consulting the Physical
//! Attack Table"): Majin Vegeta Lv.2 (Majin Buu Saga #193), "the Base Damage of the physical
//! attack is reduced by -2 when performed against Majin Vegeta and gains +2 when performed by
//! your Majin Vegeta". Read at step 9 (`pat_base_damage_resolve`), never as a step-10 modifier.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{number, one, Caps, Pattern};
use crate::engine::effects::Effect;

/// How a Constant Combat Power shifts the Physical Attack Table's Base Damage: `by_you` when
/// the power's personality performs the physical attack, `against_you` when it defends
/// (negative: reduced). Neither applies to damage the attack states or to energy attacks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PatBaseDamageShift {
    /// Power stages added to the Base Damage of the personality's own physical attacks.
    #[serde(default)]
    pub by_you: i32,
    /// Power stages added (negative: taken) to the Base Damage of physical attacks against it.
    #[serde(default)]
    pub against_you: i32,
}

/// "reduced by -2" / "reduced by 2": a reduction, as a negative number.
fn reduced(c: &Caps<'_>, name: &str) -> Option<i32> {
    number(c.s(name))
        .and_then(|n| i32::try_from(n).ok())
        .map(|n| -n)
}

/// "gains +2": an addition.
fn gained(c: &Caps<'_>, name: &str) -> Option<i32> {
    number(c.s(name)).and_then(|n| i32::try_from(n).ok())
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "pat-base-damage-shift",
    pattern: r"when you and your opponent use the physical attack table for a physical attack, the base damage of the physical attack is reduced by -?(?P<against>\d+) when performed against [a-z .'-]+? and gains \+?(?P<by>\d+) when performed by your [a-z .'-]+",
    build: |c| {
        one(Effect::PatBaseDamageShift(PatBaseDamageShift {
            by_you: gained(c, "by")?,
            against_you: reduced(c, "against")?,
        }))
    },
}];

#[cfg(test)]
mod tests {
    use super::PatBaseDamageShift;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Effect;

    /// Majin Vegeta Lv.2 (Majin Buu Saga #193), CRD 3.0.0 Battle Sequence step 9: +2 to the
    /// Base Damage of his own physical attacks, -2 to that of physical attacks against him.
    #[test]
    fn majin_vegeta_shifts_the_physical_attack_tables_base_damage() {
        let text = "(Constant Combat Power) When you and your opponent use the Physical Attack Table for a physical attack, the Base Damage of the physical attack is reduced by -2 when performed against Majin Vegeta and gains +2 when performed by your Majin Vegeta.";
        let effects: Vec<Effect> = compile_text(text)
            .sentences
            .into_iter()
            .flat_map(|s| s.effects)
            .collect();
        assert!(
            effects.contains(&Effect::PatBaseDamageShift(PatBaseDamageShift {
                by_you: 2,
                against_you: -2,
            })),
            "{effects:?}"
        );
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::Manual(_))),
            "{effects:?}"
        );
    }
}
