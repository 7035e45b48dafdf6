//! Pattern rows of `in_play::discarded_when_hit`: a card in play that leaves play when an attack
//! of a kind is performed successfully against its owner: "(If a successful energy attack is
//! performed against you while this card in play, this card is discarded.)" (T-Rex Offense, CRD
//! 3.0.0 rewrite): [`Effect::DiscardedBySuccessfulAttack`], resolved in
//! `discarded_when_hit_resolve.rs` once step 8 finds such an attack successful.

use crate::engine::compile::patterns::{one, Caps, Pattern};
use crate::engine::effects::{AttackKind, Effect};

fn kind(c: &Caps<'_>) -> Option<AttackKind> {
    match c.kinds().as_slice() {
        [k] => Some(*k),
        _ => None,
    }
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "discarded-by-successful-attack-against-you",
    pattern: r"\(?if a successful {kind} attack is performed against you while this card (?:is )?in play,? (?:this card is discarded|discard this card)\.?\)?",
    build: |c| one(Effect::DiscardedBySuccessfulAttack(kind(c)?)),
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;

    /// T-Rex Offense's closing sentence, as CRD 3.0.0 "Specific Card Clarifications" rewrites it.
    #[test]
    fn t_rex_offense_is_discarded_by_a_successful_energy_attack() {
        let e = compile_text("(If a successful energy attack is performed against you while this card in play, this card is discarded.)").effects;
        assert_eq!(
            e,
            vec![Effect::DiscardedBySuccessfulAttack(AttackKind::Energy)]
        );
    }
}
