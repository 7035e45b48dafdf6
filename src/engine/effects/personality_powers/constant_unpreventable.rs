//! A Constant Combat Power that makes its player's attacks' damage unpreventable ("Damage from
//! your attacks cannot be prevented": Turles, the Proud Lv.2's Power 1). The row gives
//! [`Effect::YourAttacksCannotBePrevented`] with no duration of its own: outside a Constant
//! Combat Power the sentence says for how long nothing, and goes to the judge (`compile`'s
//! demotion); read by `constant_unpreventable_resolve` while the damage is dealt.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "constant-power-attacks-unpreventable",
    pattern: r"^(?:the )?damage from your attacks cannot be prevented$",
    build: |_| one(Effect::YourAttacksCannotBePrevented),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;
    use crate::engine::effects::Effect;

    /// Turles, the Proud Lv.2 (CRD 3.0.0 "Power-Up Rating (PUR)": a Constant Combat Power is
    /// constantly active; "A Note about Damage Prevention"): the sentence lands in Power 1, the
    /// Constant Combat Power box, not in the attack of Power 2.
    #[test]
    fn turles_the_prouds_attacks_cannot_be_prevented() {
        let c = compile_for("(Power 1: Constant Combat Power) Damage from your attacks cannot be prevented. (Power 2:) Physical attack doing +3 power stages of damage. You may remove an Ally in play from the game. If you do, raise your anger 1 level.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(constant_effects(&c.effects).contains(&Effect::YourAttacksCannotBePrevented));
        // Without a Constant Combat Power the sentence has no duration: the judge's.
        let c = compile_for("Damage from your attacks cannot be prevented.", false);
        assert_eq!(c.coverage, Coverage::Manual, "{c:#?}");
    }
}
