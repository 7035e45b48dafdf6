//! A Constant Combat Power that changes how much its player's anger is raised: "Whenever your
//! anger level is raised, double the amount of anger you are raising" (Broly, the Gentle Lv.1),
//! "When you gain anger, increase that amount by +1" (Majin Buu, Piccolo Absorbed Lv.3). The
//! rows give [`Effect::AngerRaised`]; outside a Constant Combat Power the sentence says for how
//! long nothing and goes to the judge (`compile`'s demotion). Resolved by
//! `anger_raises_resolve.rs`, asked by `levels::change_anger` on every raise.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// How a raise of anger is changed: multiplied by `times`, then `plus` added. JSON:
/// `{"anger_raised": {"times": 2}}`, `{"anger_raised": {"plus": 1}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AngerRaise {
    /// "double the amount": 2.
    #[serde(default = "once", skip_serializing_if = "is_once")]
    pub times: u32,
    /// "increase that amount by +1": 1.
    #[serde(default, skip_serializing_if = "crate::engine::effects::is_zero")]
    pub plus: u32,
}

fn once() -> u32 {
    1
}

fn is_once(n: &u32) -> bool {
    *n == 1
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "constant-power-anger-raise-doubled",
        pattern: r"^(?:whenever|when) your anger(?: level)? is raised, double the amount of anger you are raising$",
        build: |_| one(Effect::AngerRaised(AngerRaise { times: 2, plus: 0 })),
    },
    Pattern {
        name: "constant-power-anger-raise-increased",
        pattern: r"^(?:whenever|when) you gain anger, increase that amount by \+?{n}$",
        build: |c| {
            one(Effect::AngerRaised(AngerRaise {
                times: 1,
                plus: c.n("n")?,
            }))
        },
    },
];

#[cfg(test)]
mod tests {
    use super::AngerRaise;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;
    use crate::engine::effects::Effect;

    /// Broly, the Gentle Lv.1 (Broly Subset Promos #B1) and Majin Buu, Piccolo Absorbed Lv.3's
    /// third sentence (Fusion Saga #057): CRD 3.0.0 "Anger", "Power-Up Rating (PUR)".
    #[test]
    fn the_pools_anger_raise_changes() {
        let c = compile_for("(Constant Combat Power) Whenever your anger level is raised, double the amount of anger you are raising.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(constant_effects(&c.effects)
            .contains(&Effect::AngerRaised(AngerRaise { times: 2, plus: 0 })));
        let c = compile_for(
            "(Constant Combat Power) When you gain anger, increase that amount by +1.",
            false,
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(constant_effects(&c.effects)
            .contains(&Effect::AngerRaised(AngerRaise { times: 1, plus: 1 })));
        // Not a Constant Combat Power: the judge's.
        let c = compile_for("When you gain anger, increase that amount by +1.", false);
        assert_ne!(c.coverage, Coverage::Full);
    }
}
