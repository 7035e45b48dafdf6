//! A Constant Combat Power that keeps modifiers off attacks against its own personality: "No
//! modifiers are added to physical attacks performed against Android 18" (Android 18, the Model
//! Lv.2, Cell Saga #183 and Redemption #R8). The row gives [`Effect::NoModifiersAgainst`];
//! outside a Constant Combat Power it goes to the judge (`compile`'s demotion). Resolved at
//! Battle Sequence step 10 by `unmodified_against_resolve.rs`.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, title, Pattern};
use crate::engine::effects::{AttackKind, Effect};

/// Attacks against a personality that get no modifier at step 10. JSON:
/// `{"no_modifiers_against": {"personality": "Android 18", "kinds": ["physical"]}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoModifiersAgainst {
    /// The personality the sentence names (the power's own: read while it is in control).
    pub personality: String,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "constant-power-no-modifiers-against",
    pattern: r"^no modifiers are added to (?:{kinds} )?attacks performed against (?P<who>[a-z][a-z0-9.'-]*(?: [a-z0-9][a-z0-9.'-]*)?)$",
    build: |c| {
        one(Effect::NoModifiersAgainst(NoModifiersAgainst {
            personality: title(c.s("who")),
            kinds: c.kinds(),
        }))
    },
}];

#[cfg(test)]
mod tests {
    use super::NoModifiersAgainst;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;
    use crate::engine::effects::{AttackKind, Effect};

    /// Android 18, the Model Lv.2 (Cell Saga #183): read in full, physical attacks only (CRD
    /// 3.0.0 "Power-Up Rating (PUR)", Battle Sequence step 10).
    #[test]
    fn android_18_the_model_keeps_modifiers_off_physical_attacks() {
        let c = compile_for("(Constant Combat Power) No modifiers are added to physical attacks performed against Android 18.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            constant_effects(&c.effects)[1..],
            [Effect::NoModifiersAgainst(NoModifiersAgainst {
                personality: "Android 18".into(),
                kinds: vec![AttackKind::Physical],
            })]
        );
    }

    /// Outside a Constant Combat Power the sentence says for how long nothing: the judge's.
    #[test]
    fn outside_a_constant_power_it_is_the_judges() {
        let c = compile_for(
            "No modifiers are added to physical attacks performed against Android 18.",
            false,
        );
        assert_ne!(c.coverage, Coverage::Full, "{c:#?}");
    }
}
