//! A Constant Combat Power that raises what other cards add to its player's attacks: Meta-Cooler
//! Lv.1's "When a Drill or Combat card increases the power stages or life cards of damage for any
//! of your attacks, raise that increase by 1", Meta-Cooler Lv.2's "When a Drill that you have in
//! play increases ... raise that increase by 2", Meta-Cooler Lv.3's "... of damage from any of your
//! attacks, raise that increase by 3"; and a Combat card's floating one (Hercule's Power
//! Stance: "For the remainder of Combat, when a Drill or Combat card increases ..., raise that
//! amount by 1"). The row and its effect; applied to the step-10 modifiers by
//! `raised_increases_resolve.rs`.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Caps, Pattern};
use crate::engine::effects::Effect;

/// Which cards' increases are raised, and by how much (each kind of damage a card increases,
/// power stages or life cards, is raised by `by`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RaisedIncreases {
    /// Added to each increase.
    pub by: u32,
    /// The player's Drills in play.
    pub drills: bool,
    /// The Combat card (Physical Combat, Energy Combat or Combat) performing the attack.
    pub combat_cards: bool,
}

fn raised(c: &Caps<'_>) -> Option<Vec<crate::engine::compile::patterns::Piece>> {
    let e = Effect::RaisedIncreases(RaisedIncreases {
        by: c.n("n")?,
        drills: true,
        combat_cards: c.has("combat"),
    });
    // Hercule's Power Stance: the same for the remainder of Combat (a floating effect).
    one(if c.has("rest") {
        Effect::RestOfCombat(vec![e])
    } else {
        e
    })
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "constant-power-raises-increases",
    pattern: r"^(?P<rest>for the remainder of combat, )?when a drill(?: that you have in play)?(?P<combat> or combat card)? increases the power stages or life cards of damage (?:for|from) any of your attacks, raise that (?:increase|amount) by {n}$",
    build: raised,
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    /// Meta-Cooler Lv.1 and Lv.2 (Capsule Corp Power Pack).
    #[test]
    fn meta_cooler_raises_increases() {
        let c = compile_text("When a Drill or Combat card increases the power stages or life cards of damage for any of your attacks, raise that increase by 1.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![Effect::RaisedIncreases(RaisedIncreases {
                by: 1,
                drills: true,
                combat_cards: true
            })]
        );
        let c = compile_text("For the remainder of Combat, when a Drill or Combat card increases the power stages or life cards of damage for any of your attacks, raise that amount by 1.");
        assert_eq!(
            c.effects,
            vec![Effect::RestOfCombat(vec![Effect::RaisedIncreases(
                RaisedIncreases {
                    by: 1,
                    drills: true,
                    combat_cards: true
                }
            )])]
        );
        let c = compile_text("When a Drill that you have in play increases the power stages or life cards of damage for any of your attacks, raise that increase by 2.");
        assert_eq!(
            c.effects,
            vec![Effect::RaisedIncreases(RaisedIncreases {
                by: 2,
                drills: true,
                combat_cards: false
            })]
        );
    }

    /// Meta-Cooler Lv.3 (Capsule Corp Power Pack #CP27): "from any of your attacks", raised by 3.
    #[test]
    fn meta_cooler_lv3_raises_drill_increases_by_three() {
        let c = compile_text("When a Drill that you have in play increases the power stages or life cards of damage from any of your attacks, raise that increase by 3.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects,
            vec![Effect::RaisedIncreases(RaisedIncreases {
                by: 3,
                drills: true,
                combat_cards: false,
            })]
        );
    }
}
