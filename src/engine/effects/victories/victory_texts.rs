//! Pattern rows: card text about winning and losing the game (`victories::victory_texts`): "When
//! you reach 5 anger you lose the game", the window right as an opponent wins ("Use this card right
//! as an opponent wins by any means", "You may use this card when your opponent would win by the
//! Most Powerful Personality Victory"), a victory postponed, and "When you place this card in play".

use super::VictoryScope;
use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::{Effect, LevelLoss, Who};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "lose-game-at-anger",
        pattern: r"(?:when|if) you reach (?P<n>\d+)(?: or more)? anger,? you lose the game",
        build: |c| one(Effect::LoseGameAtAnger(c.n("n")?)),
    },
    Pattern {
        name: "use-as-opponent-wins",
        pattern: r"use this card (?:right )?as (?:an|your) opponent wins(?: the game)? by any means",
        build: |_| one(Effect::UseAsOpponentWins(VictoryScope::Any)),
    },
    Pattern {
        name: "use-as-opponent-would-win-mpp",
        pattern: r"(?:you may )?use this card when your opponent would win (?:the game )?by the most powerful personality victory",
        build: |_| {
            one(Effect::UseAsOpponentWins(
                VictoryScope::MostPowerfulPersonality,
            ))
        },
    },
    Pattern {
        name: "use-as-opponent-would-win-survival",
        pattern: r"use (?:this card )?when your opponent would win (?:the game )?by the survival victory",
        build: |_| one(Effect::UseAsOpponentWins(VictoryScope::Survival)),
    },
    Pattern {
        // "Tuff Enuff" names a tournament format, not a rule of the game the engine plays: the
        // clause restricts where the card is legal, not what it does.
        name: "prevents-survival-victory",
        pattern: r"using this card prevents the survival victory(?: but cannot be used in tuff enuff)?",
        build: |_| one(Effect::PreventsVictory),
    },
    Pattern {
        name: "victory-postponed",
        pattern: r"the victory is postponed until the (?:start|beginning) of (?:his|their|your opponent's) next turn",
        build: |_| one(Effect::PostponeVictory),
    },
    Pattern {
        // What a postponed victory does when it ends (CRD "Most Powerful Personality Victory":
        // "when that card effect ends ... you win"): read with the postponement.
        name: "victory-checked-again",
        pattern: r"check for victory conditions at that time || using this card(?: effect)? can keep your opponent from winning (?:with|by) the most powerful personality victory",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        name: "lower-level-2-or-higher",
        pattern: r"lower (?:any|an) opponent's main personality that is level 2 or higher by (?P<n>\d+|one) personality levels?",
        build: |c| {
            one(Effect::LowerLevel(LevelLoss {
                player: Who::Opponent,
                by: c.n("n").unwrap_or(1),
            }))
        },
    },
    Pattern {
        name: "on-placement",
        pattern: r"when you place this card in play,? (?:immediately )?(?P<x>.+)",
        build: build_on_placement,
    },
];

/// "When you place this card in play, immediately <x>": the effects of x, done at placement.
fn build_on_placement(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let effects = crate::engine::effects::choices::optional::effects_of(c.s("x"))?;
    one(Effect::OnPlacement(effects))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    #[test]
    fn a_card_that_makes_you_lose_at_five_anger() {
        let c = compile_text("When you reach 5 anger you lose the game.");
        assert_eq!(c.effects, vec![Effect::LoseGameAtAnger(5)]);
    }

    #[test]
    fn the_windows_right_as_an_opponent_wins() {
        let c = compile_text("Use this card right as an opponent wins by any means. The victory is postponed until the start of his next turn. Check for victory conditions at that time. Limit 1 per deck. Remove from game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(c.effects[0], Effect::UseAsOpponentWins(VictoryScope::Any));
        assert_eq!(c.effects[1], Effect::PostponeVictory);
        let c = compile_text("You may use this card when your opponent would win by the Most Powerful Personality Victory. Lower any opponent's Main Personality that is level 2 or higher by 1 personality level. Using this card effect can keep your opponent from winning with the Most Powerful Personality victory. Remove from the game after use. Limit 1 per deck.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects[..2],
            [
                Effect::UseAsOpponentWins(VictoryScope::MostPowerfulPersonality),
                Effect::LowerLevel(LevelLoss {
                    player: Who::Opponent,
                    by: 1
                })
            ]
        );
    }

    #[test]
    fn the_window_as_an_opponent_would_win_by_survival() {
        let c = compile_text("Use when your opponent would win by the Survival Victory. Shuffle the top 4 cards of your discard pile back into your Life Deck. Using this card prevents the Survival Victory but cannot be used in Tuff Enuff. Limit 1 per deck. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects[0],
            Effect::UseAsOpponentWins(VictoryScope::Survival)
        );
        assert!(c.effects.contains(&Effect::PreventsVictory));
    }

    #[test]
    fn an_effect_done_when_the_card_is_placed_in_play() {
        let c = compile_text("When you place this card in play, immediately raise your Main Personality to its highest power stage. Remove from the game after use.");
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects[0],
            Effect::OnPlacement(vec![Effect::HighestStage(Who::You)])
        );
    }
}
