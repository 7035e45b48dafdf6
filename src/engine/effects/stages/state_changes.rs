//! Pattern rows: state changes the core table does not read (`stages::state_changes`): a Main
//! Personality (or every personality of a player) set to a power stage, and a victory a player cannot win.
//!
//! Rows are tried after the core rows, in the order of `compile::tables::TABLES`; [`crate::engine::compile::patterns`] has the
//! placeholders a pattern may use.

use crate::engine::compile::patterns::{one, Pattern, Piece};
use crate::engine::effects::amounts::count::who_of;
use crate::engine::effects::{AlliesSetStage, Effect, SetTo, Who, Whose};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "set-stage-zero",
        pattern: r"(?:set|lower|reduce) (?P<who>your opponent's|your|the opponent's|his) (?:main personality|mp)(?:'s power level| power level)? to (?:0|zero)(?: power stages?| power| power level)?",
        build: |c| {
            one(Effect::SetStage(SetTo {
                // In card text "his" is the opponent's.
                player: match c.s("who") {
                    "his" => Who::Opponent,
                    w => who_of(w),
                },
                to: 0,
            }))
        },
    },
    Pattern {
        // Dende Dragon Ball 6: every personality of a player (the Main Personality and each
        // Ally) set to a power stage.
        name: "set-personalities-to-stage",
        pattern: r"set all (?:of )?(?P<who>your opponent's|your opponents'|your) personalities to {n} power stages? above (?:0|zero)",
        build: |c| {
            let player = who_of(c.s("who"));
            let to = c.n("n")?;
            let whose = match player {
                Who::You => Whose::You,
                Who::Opponent => Whose::Opponent,
            };
            Some(vec![
                Piece::Effect(Effect::SetStage(SetTo { player, to })),
                Piece::Effect(Effect::AlliesSetStage(AlliesSetStage { whose, to })),
            ])
        },
    },
    Pattern {
        name: "no-most-powerful-victory",
        pattern: r"(?P<who>you|your opponent|your opponents) (?:cannot|can not|can't|may not) win (?:the game )?(?:by|with) (?:the )?most powerful personality victory(?: for the remainder of the game| this turn| this combat| for the rest of the game)?",
        build: |c| one(Effect::NoMostPowerfulVictory(who_of(c.s("who")))),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;

    /// Earth Dragon Ball 2's "All foes have their power ratings changed to 2 stages higher than
    /// 0" (`compile::sentences` `REWRITES`): every personality of the opponent (CRD 3.0.0
    /// "Referencing") set to 2 power stages above 0.
    #[test]
    fn foes_power_ratings_changed_to_a_stage() {
        let c =
            compile_text("All foes have their power ratings changed to 2 stages higher than 0.");
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full);
        assert_eq!(
            c.effects,
            vec![
                Effect::SetStage(SetTo {
                    player: Who::Opponent,
                    to: 2
                }),
                Effect::AlliesSetStage(AlliesSetStage {
                    whose: Whose::Opponent,
                    to: 2
                }),
            ]
        );
    }

    #[test]
    fn set_stage_and_no_victory() {
        let c = compile_text(
            "Set your Main Personality to 0 and remove your discard pile from the game.",
        );
        assert_eq!(
            c.coverage,
            crate::engine::compile::Coverage::Full,
            "{:?}",
            c.effects
        );
        assert_eq!(
            c.effects[0],
            Effect::SetStage(SetTo {
                player: Who::You,
                to: 0
            })
        );
        let c = compile_text(
            "You cannot win by the Most Powerful Personality Victory for the remainder of the game.",
        );
        assert_eq!(c.effects, vec![Effect::NoMostPowerfulVictory(Who::You)]);
    }

    #[test]
    fn his_main_personality_is_the_opponents() {
        // "his" in card text is the opponent's (as in "lower his Main Personality 2 power
        // stages"): setting "his" Main Personality to 0 never sets your own.
        let c = compile_text("Set his Main Personality to 0.");
        assert_eq!(
            c.effects,
            vec![Effect::SetStage(SetTo {
                player: Who::Opponent,
                to: 0
            })]
        );
    }
}
