//! A Constant Combat Power that keeps the damage of its player's attacks from being redirected
//! ("Damage from your attacks cannot be redirected": Turles, the Mysterious Lv.1's Power 1). The
//! row gives [`Effect::YourAttacksCannotBeRedirected`]; outside a Constant Combat Power the
//! sentence says for how long nothing and goes to the judge (`compile`'s demotion); read by
//! `constant_unredirectable_resolve` when the defender redirects (step 5).

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::Effect;

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "constant-power-attacks-unredirectable",
    pattern: r"^(?:the )?damage from your attacks cannot be redirected$",
    build: |_| one(Effect::YourAttacksCannotBeRedirected),
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;
    use crate::engine::effects::Effect;

    /// Turles, the Mysterious Lv.1 (CRD 3.0.0 "Allies and Damage": the defender may redirect
    /// power stages of damage; "Power-Up Rating (PUR)": a Constant Combat Power is constantly
    /// active): the sentence lands in Power 1, the Constant Combat Power box.
    #[test]
    fn turles_the_mysterious_attacks_cannot_be_redirected() {
        let c = compile_for("(Power 1: Constant Combat Power) Damage from your attacks cannot be redirected. (Power 2:) Physical attack doing +1 power stages of damage for each personality in play. Raise your anger 1 level.", false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(constant_effects(&c.effects).contains(&Effect::YourAttacksCannotBeRedirected));
        let c = compile_for("Damage from your attacks cannot be redirected.", false);
        assert_eq!(c.coverage, Coverage::Manual, "{c:#?}");
    }
}
