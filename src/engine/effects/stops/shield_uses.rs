//! Defense Shields used more than once, or written over two sentences (CRD 3.0.0 Battle Sequence
//! step 7; Glossary "Defense Shield"): "Defense Shield- Stops the first 2 unstopped physical
//! attacks performed against you during Combat" ([`Effect::ShieldUses`] beside the shield), the
//! count a declared Tokui-Waza changes ("If you declared a Tokui-Waza, this Defense Shield stops
//! the first unstopped physical attack ...", Super Saiyan Trunks Lv.1), and "Defensive Shield."
//! followed by "Stops the first unstopped energy attack in combat." (Captain Ginyu Lv.1).
//!
//! How many attacks a shield has stopped this Combat is counted in `CombatFlags::shields_used`
//! (one entry per stop); [`Battle::shield_uses_left`] reads the count the card allows.

use crate::engine::battle::Battle;
use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::{Condition, Effect};
use crate::engine::state::{CardId, PlayerId};

/// The key the second sentence of a shield written over two sentences is rewritten to.
const JOINED: &str = "this defense shield is the one the sentence before names";

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Super Saiyan Trunks Lv.1 (Movie 7 #M23).
        name: "defense-shield-first-n",
        pattern: r"defense shield: stops the first {n} unstopped {kinds} attacks performed against you (?:during|in|this) combat",
        build: |c| {
            let n = c.n("n")?;
            (n >= 2).then(|| {
                vec![
                    Piece::Effect(Effect::DefenseShield(c.kinds())),
                    Piece::Effect(Effect::ShieldUses(n)),
                ]
            })
        },
    },
    Pattern {
        // Super Saiyan Trunks Lv.1: with a Tokui-Waza declared, the shield stops one attack.
        name: "defense-shield-uses-with-tokui-waza",
        pattern: r"if you declared a tokui-waza, this defense shield stops the first (?:(?P<n>\d+|two|three) )?unstopped {kinds} attacks? performed against you (?:during|in|this) combat",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            Some(vec![Piece::Effect(Effect::Conditional(
                crate::engine::effects::Conditional {
                    condition: Condition::TokuiWaza,
                    effects: vec![Effect::ShieldUses(n)],
                },
            ))])
        },
    },
    Pattern {
        name: "defense-shield-named-before",
        pattern: r"this defense shield is the one the sentence before names",
        build: |_| Some(vec![Piece::Reminder]),
    },
];

/// "Defensive Shield." / "Defense Shield." then "Stops the first unstopped energy attack in
/// combat.": one shield, written as the core row reads it.
pub fn join_header(keys: &[String], rewritten: &mut [Option<String>]) {
    for i in 0..keys.len().saturating_sub(1) {
        if rewritten[i].is_some() || rewritten[i + 1].is_some() {
            continue;
        }
        if keys[i] != "defense shield" {
            continue;
        }
        let Some(rest) = keys[i + 1].strip_prefix("stops the first unstopped ") else {
            continue;
        };
        let joined = format!("defense shield: stops the first unstopped {rest}");
        if crate::engine::compile::nested_clauses::clause_ok(&joined, 0) {
            rewritten[i] = Some(joined);
            rewritten[i + 1] = Some(JOINED.to_string());
        }
    }
}

impl Battle {
    /// How many more attacks `card`'s Defense Shield may stop this Combat for `player`: the
    /// card's count ("the first 2"; under a condition that holds, that count instead), 1 when
    /// it gives none, less the stops already made.
    pub(in crate::engine) fn shield_uses_left(&self, player: PlayerId, card: CardId) -> usize {
        let effects = &self.state.def(card).effects;
        let mut allowed = effects
            .iter()
            .find_map(|e| match e {
                Effect::ShieldUses(n) => Some(*n as usize),
                _ => None,
            })
            .unwrap_or(1);
        for e in effects {
            if let Effect::Conditional(c) = e {
                if let Some(n) = c.effects.iter().find_map(|e| match e {
                    Effect::ShieldUses(n) => Some(*n as usize),
                    _ => None,
                }) {
                    if self.holds(player, &c.condition) {
                        allowed = n;
                    }
                }
            }
        }
        let used = self
            .state
            .player(player)
            .combat
            .shields_used
            .iter()
            .filter(|&&c| c == card)
            .count();
        allowed.saturating_sub(used)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{AttackKind, Condition, Effect};

    /// Super Saiyan Trunks Lv.1 (Movie 7 #M23): two stops, one with a Tokui-Waza declared.
    #[test]
    fn super_saiyan_trunks_shield_counts() {
        let c = compile_text("(Constant Combat Power) Defense Shield- Stops the first 2 unstopped physical attacks performed against you during Combat. If you declared a Tokui-Waza, this Defense Shield stops the first unstopped physical attack performed against you during Combat.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c
            .effects
            .contains(&Effect::DefenseShield(vec![AttackKind::Physical])));
        assert!(c.effects.contains(&Effect::ShieldUses(2)));
        assert!(c.effects.iter().any(|e| matches!(e, Effect::Conditional(k) if k.condition == Condition::TokuiWaza && k.effects == [Effect::ShieldUses(1)])));
    }

    /// Captain Ginyu Lv.1 (Trunks Saga #106): the shield's name in a sentence of its own.
    #[test]
    fn captain_ginyu_shield_over_two_sentences() {
        let c =
            compile_text("Defensive Shield. Stops the first unstopped energy attack in combat.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(c.effects, [Effect::DefenseShield(vec![AttackKind::Energy])]);
    }
}
