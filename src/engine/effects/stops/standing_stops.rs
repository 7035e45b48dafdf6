//! Pattern rows: a stop written on a card that stays in play ("Stops the first energy attack
//! performed against you during Combat", Trunks, the Swift Lv.1's Constant Combat Power;
//! "Stops the first energy attack made against you in a combat", Jeice's Style Drill; "Stops the
//! first physical attack in the next combat", Goku's Quickness). Not a Defense Shield: CRD 3.0.0
//! rules on Trunks, the Swift Lv.1 "This power is not a defense shield", and only a text that says
//! "Defense Shield" is read as one (`defences.rs`). Resolved at Battle Sequence step 5 by
//! `standing_stops_resolve.rs`.

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::{Conditional, Effect, StandingStop, StopWhen};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "standing-stop-each-combat",
        pattern: r"stops? the first {kinds} attack (?:performed|made) (?:against|on) you (?:during|in) (?:a )?combat || stops? the first {kinds} attack your opponent performs in (?:a )?combat",
        build: |c| standing(c, StopWhen::EachCombat),
    },
    Pattern {
        name: "standing-stop-if",
        pattern: r"stops? the first {kinds} attack (?:your opponent performs|(?:performed|made) (?:against|on) you) (?:during|in) (?:a )?combat if (?P<cond>.+)",
        build: |c| {
            let condition = crate::engine::effects::conditions::if_clauses::parse(c.s("cond"))?;
            one(Effect::Conditional(Conditional {
                condition,
                effects: vec![Effect::StandingStop(StandingStop {
                    kinds: c.kinds(),
                    when: StopWhen::EachCombat,
                })],
            }))
        },
    },
    Pattern {
        name: "standing-stop-next-combat",
        pattern: r"stops? the first {kinds} attack (?:performed against you )?in the next combat",
        build: |c| standing(c, StopWhen::NextCombat),
    },
];

fn standing(c: &Caps<'_>, when: StopWhen) -> Option<Vec<Piece>> {
    one(Effect::StandingStop(StandingStop {
        kinds: c.kinds(),
        when,
    }))
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_for;
    use crate::engine::effects::{AttackKind, Effect, StandingStop, StopWhen};

    fn standing(text: &str, drill: bool) -> Vec<StandingStop> {
        compile_for(text, drill)
            .effects
            .into_iter()
            .filter_map(|e| match e {
                Effect::StandingStop(s) => Some(s),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_pools_standing_stop_sentences() {
        use AttackKind::{Energy, Physical};
        for (text, drill, kinds, when) in [
            // Trunks, the Swift Lv.1 (Cell Saga #173).
            ("(Constant Combat Power) Stops the first energy attack performed against you during Combat.", false, vec![Energy], StopWhen::EachCombat),
            // Jeice's Style Drill (Frieza Saga #75).
            ("Stops the first energy attack made against you in a combat. Limit 1 per deck.", true, vec![Energy], StopWhen::EachCombat),
            // Orange Off-Balancing Drill (Saiyan Saga #134).
            ("Stop the first physical attack made on you in a combat.", true, vec![Physical], StopWhen::EachCombat),
            // Goku's Quickness (Frieza Saga #116).
            ("Heroes only. Stops the first physical attack in the next combat. Remove from the game after use.", false, vec![Physical], StopWhen::NextCombat),
        ] {
            assert_eq!(standing(text, drill), vec![StandingStop { kinds, when }], "{text}");
        }
    }

    /// Black Saving Drill (Cell Games Saga #38): the stop under its condition.
    #[test]
    fn a_standing_stop_under_a_condition() {
        let effects = compile_for("Endurance 2. Stops the first physical or energy attack your opponent performs in Combat if your anger level is 3 or higher.", true).effects;
        let kept = effects.iter().find_map(|e| match e {
            Effect::Conditional(k) => Some(k),
            _ => None,
        });
        let kept = kept.expect("a conditional stop");
        assert_eq!(
            kept.effects,
            vec![Effect::StandingStop(StandingStop {
                kinds: vec![AttackKind::Physical, AttackKind::Energy],
                when: StopWhen::EachCombat
            })]
        );
    }

    /// A sentence that says "Defense Shield" stays a Defense Shield (`defences.rs`), also in a
    /// Constant Combat Power (Android 19, Recalled Lv.2; Goku, the Protector Lv.3).
    #[test]
    fn a_defense_shield_is_not_a_standing_stop() {
        for (text, kinds) in [
            ("(Constant Combat Power) Defense Shield: Stops the first unstopped physical attack performed against you.", vec![AttackKind::Physical]),
            ("(Constant Combat Power) Defense shield: stop the first unstopped energy attack in combat.", vec![AttackKind::Energy]),
            ("(Constant Combat Power) Defense Shield: Stops the first unstopped energy attack.", vec![AttackKind::Energy]),
        ] {
            let effects = compile_for(text, false).effects;
            assert!(effects.contains(&Effect::DefenseShield(kinds)), "{text}: {effects:?}");
            assert!(standing(text, false).is_empty(), "{text}");
        }
    }
}
