//! Text a standing card gives its player's attacks (CRD 3.0.0 "Gaining Text": the text is added
//! to the end of the attack's text; "Power-Up Rating (PUR)": a Constant Combat Power is
//! constantly active; "Mastery Cards": advantages that last throughout the game): "All of your
//! attacks gain "If successful, raise your anger 1 level and gain 2 power stages."" (Zarbon Lv.1).
//! The row builds an [`Effect::AttacksFloating`] with no duration of its own, read only from the
//! Constant Combat Power box of the personality in control of Combat and from the Mastery in play
//! as each attack is announced (`constant_attack_gains_resolve`). Only "If successful" text is
//! read here, as for the floating rules of `lasting::floating`.

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::lasting::floating::attack_filter;
use crate::engine::effects::{AttackRule, Effect};

fn build(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let attacks = attack_filter(c.s("subject"))?;
    let gain = crate::engine::compile::nested_clauses::compile_fully(c.s("q"))?;
    if gain.is_empty() || !gain.iter().all(|e| matches!(e, Effect::IfSuccessful(_))) {
        return None;
    }
    one(Effect::AttacksFloating(AttackRule {
        attacks,
        gain,
        ..AttackRule::default()
    }))
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "standing-attacks-gain-text",
    pattern: r#"^(?P<subject>all (?:of )?your [a-z ]*?attacks) gain "(?P<q>[^"]+)"\.?$"#,
    build,
}];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::Effect;

    /// Zarbon Lv.1 (CRD 3.0.0 "Gaining Text"): the quoted "If successful" text, for every attack.
    #[test]
    fn zarbons_attacks_gain_an_if_successful_text() {
        let c = compile_text("(Power 1: Constant Combat Power) All of your attacks gain \"If successful, raise your anger 1 level and gain 2 power stages.\" (Power 2:) Focused energy attack.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            c.effects.iter().any(|e| matches!(e, Effect::AttacksFloating(r)
                if r.attacks.kinds.is_empty() && matches!(&r.gain[..], [Effect::IfSuccessful(v)] if v.len() == 2))),
            "{:?}",
            c.effects
        );
    }
}
