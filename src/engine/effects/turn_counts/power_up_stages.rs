//! Pattern rows and type: a Drill in play that changes how many power stages a player's
//! personalities gain in the Power-Up Step (CRD 3.0.0 Sequence of Play, 3) Power-Up Step), "All
//! of your opponent's personalities gain 1 less power stage when they power up during the Power
//! Up Step to a minimum of 0" (Saiyan Agression Drill, Kid Buu Saga #027). Read from the Drill
//! while it acts in play (`power_up_stages_resolve.rs`).

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{Effect, Who};

/// Stages added to (or taken from) what each personality of `whose` gains when it powers up in
/// the Power-Up Step, never below `minimum`. JSON: `{"power_up_stages": {"whose": "opponent",
/// "by": -1, "minimum": 0}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowerUpStages {
    /// Whose personalities, seen from the Drill's controller.
    pub whose: Who,
    /// The stages added ("1 less": -1).
    pub by: i32,
    /// The fewest stages a personality then gains ("to a minimum of 0").
    #[serde(default)]
    pub minimum: u32,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "personalities-power-up-stages-changed",
    pattern: r"all of (?P<whose>your opponent's|your) personalities gain {n} (?P<dir>less|fewer|more|extra|additional) power stages? when they power up during the power[ -]up step(?:,? to a minimum of (?:0|zero))?",
    build: |c| {
        let n = i32::try_from(c.n("n")?).ok()?;
        one(Effect::PowerUpStages(PowerUpStages {
            whose: if c.s("whose") == "your" {
                Who::You
            } else {
                Who::Opponent
            },
            by: if matches!(c.s("dir"), "less" | "fewer") {
                -n
            } else {
                n
            },
            minimum: 0,
        }))
    },
}];

#[cfg(test)]
mod tests {
    use super::PowerUpStages;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::{Effect, Who};

    /// Saiyan Agression Drill (Kid Buu Saga #027): the opponent's personalities gain 1 stage
    /// less, read from the Drill in play.
    #[test]
    fn saiyan_agression_drill_opponents_personalities_one_less() {
        let c = compile_for("(This card does not count towards or against Tokui-Waza requirements and Styled Drills that you can have in play.) All of your attacks do +2 power stages of damage. All of your opponent's personalities gain 1 less power stage when they power up during the Power Up Step to a minimum of 0.", true);
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert!(c.effects.contains(&Effect::PowerUpStages(PowerUpStages {
            whose: Who::Opponent,
            by: -1,
            minimum: 0,
        })));
    }
}
