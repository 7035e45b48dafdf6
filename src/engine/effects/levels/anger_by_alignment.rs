//! Pattern rows of `levels::anger_by_alignment`: the anger of every Hero or every Villain
//! ("reduce every villain's anger by 1", Gohan's Anger; "You reduce every hero's anger level to
//! zero", Frieza's Spirit). Anger is a player's (CRD 3.0.0 "Anger"); a player is a Hero or a
//! Villain by his Main Personality, so each player's change is read under that condition.

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::{Change, Condition, Conditional, Effect, SetTo, Who, WhoIs};

/// The alignment a phrase names ("hero's", "villians"), as `identity` reads it.
fn alignment(s: &str) -> &'static str {
    if s.starts_with("hero") {
        "Hero"
    } else {
        "Villain"
    }
}

/// One effect for each player, each under "his Main Personality is a Hero / a Villain".
fn for_each_player(is: &str, effect: impl Fn(Who) -> Effect) -> Option<Vec<Piece>> {
    Some(
        [Who::You, Who::Opponent]
            .into_iter()
            .map(|player| {
                Piece::Effect(Effect::Conditional(Conditional {
                    condition: Condition::MainPersonalityIs(WhoIs {
                        player,
                        is: is.to_string(),
                    }),
                    effects: vec![effect(player)],
                }))
            })
            .collect(),
    )
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Gohan's Anger (Burger King #BK2): "reduce every villians anger by 1".
        name: "anger-of-every-alignment",
        pattern: r"(?P<dir>raise|lower|reduce) (?:every|each) (?P<a>hero|villain|villian)(?:'s|s'|s)? anger(?: level)? (?:by )?{n}(?: levels?)?",
        build: |c| {
            let n = c.signed("n")?;
            let by = if c.s("dir") == "raise" { n } else { -n };
            for_each_player(alignment(c.s("a")), |player| {
                Effect::Anger(Change { player, by })
            })
        },
    },
    Pattern {
        // Frieza's Spirit (Burger King #BK5): "You reduce every hero's anger level to zero."
        name: "anger-of-every-alignment-set",
        pattern: r"(?:you )?(?:set|lower|reduce) (?:every|each) (?P<a>hero|villain|villian)(?:'s|s'|s)? anger(?: level)? to {n}",
        build: |c| {
            let to = c.n("n")?;
            for_each_player(alignment(c.s("a")), |player| {
                Effect::SetAnger(SetTo { player, to })
            })
        },
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Change, Condition, Conditional, Effect, SetTo, Who, WhoIs};

    fn under(player: Who, is: &str, e: Effect) -> Effect {
        Effect::Conditional(Conditional {
            condition: Condition::MainPersonalityIs(WhoIs {
                player,
                is: is.into(),
            }),
            effects: vec![e],
        })
    }

    /// CRD 3.0.0 "Anger": Gohan's Anger lowers the anger of each player whose Main Personality
    /// is a Villain, and raises its user's.
    #[test]
    fn every_villains_anger_lowered_for_each_player_who_is_one() {
        let c = compile_text("Raise your anger by 2 and reduce every villians anger by 1. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::Anger(Change {
            player: Who::You,
            by: 2
        })));
        for p in [Who::You, Who::Opponent] {
            assert!(
                c.effects.contains(&under(
                    p,
                    "Villain",
                    Effect::Anger(Change { player: p, by: -1 })
                )),
                "{:?}",
                c.effects
            );
        }
    }

    /// CRD 3.0.0 "Anger": Frieza's Spirit sets each Hero player's anger to 0; its printed
    /// "Removethis card from game after use" is the usual removal after use.
    #[test]
    fn every_heros_anger_set_to_zero() {
        let c = compile_text(
            "You reduce every hero's anger level to zero. Removethis card from game after use.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        for p in [Who::You, Who::Opponent] {
            assert!(c.effects.contains(&under(
                p,
                "Hero",
                Effect::SetAnger(SetTo { player: p, to: 0 })
            )));
        }
        assert!(c.effects.contains(&Effect::RemoveFromGameAfterUse));
    }
}
