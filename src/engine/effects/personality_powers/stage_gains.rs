//! A Constant Combat Power that changes how many power stages its own personality gains from a
//! card effect: "When Majin Buu gains power stages from a card effect, he gains double the
//! amount of power stages" (Majin Buu, Piccolo Absorbed Lv.3). The row gives
//! [`Effect::StageGainsMultiplied`]; outside a Constant Combat Power it goes to the judge
//! (`compile`'s demotion). Resolved by `stage_gains_resolve.rs`, asked by
//! `levels::change_stages` on every gain of the Main Personality's power stages.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, title, Pattern};
use crate::engine::effects::Effect;

/// Whose gains are changed and how. JSON: `{"stage_gains_multiplied": {"personality": "Majin
/// Buu", "times": 2}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageGains {
    /// The personality the sentence names (its own: the power is read only while that
    /// personality is in control of Combat).
    pub personality: String,
    /// "double the amount": 2.
    pub times: u32,
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "constant-power-stage-gains-doubled",
    pattern: r"^(?:whenever|when) (?P<who>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) gains power stages from a card effect, (?:he|she|it) gains double the amount(?: of power stages)?$",
    build: |c| {
        one(Effect::StageGainsMultiplied(StageGains {
            personality: title(c.s("who")),
            times: 2,
        }))
    },
}];

#[cfg(test)]
mod tests {
    use super::StageGains;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;
    use crate::engine::effects::Effect;

    /// Majin Buu, Piccolo Absorbed Lv.3 (Fusion Saga #057): the whole Constant Combat Power is
    /// read, the stage gain doubled for Majin Buu (CRD 3.0.0 "Power-Up Rating (PUR)").
    #[test]
    fn piccolo_absorbed_doubles_his_stage_gains() {
        let c = compile_for("(Constant Combat Power) All of your attacks do +3 life cards of damage. When Majin Buu gains power stages from a card effect, he gains double the amount of power stages. When you gain anger, increase that amount by +1.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            constant_effects(&c.effects).contains(&Effect::StageGainsMultiplied(StageGains {
                personality: "Majin Buu".into(),
                times: 2
            }))
        );
    }

    /// Outside a Constant Combat Power the sentence says for how long nothing: the judge's.
    #[test]
    fn outside_a_constant_power_it_is_the_judges() {
        let c = compile_for(
            "When Majin Buu gains power stages from a card effect, he gains double the amount of power stages.",
            false,
        );
        assert_ne!(c.coverage, Coverage::Full, "{c:#?}");
    }
}
