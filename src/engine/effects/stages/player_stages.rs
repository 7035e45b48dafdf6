//! Whose personalities a card's power-stage change reaches (CRD 3.0.0 "Referencing": "Whenever a
//! card refers to your "opponent", or "you", it affects all of that player's personalities"): a
//! bare "you gain 2 power stages" / "your opponent loses 2 power stages" is every personality of
//! that player (Main Personality and Allies); "his Main Personality loses 2" is that one alone.

use serde::{Deserialize, Serialize};

use super::super::{Effect, Who};
use crate::engine::compile::patterns::stages;

/// "Lower his Main Personality 2 power stages": the Main Personality named by the card, alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MainPersonalityStages {
    /// Whose Main Personality.
    pub player: Who,
    /// By how much (negative lowers).
    pub by: i32,
    /// "to a minimum of 0": a loss stops at the 0 stage (no life cards for the stages left over).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub to_zero: bool,
}

/// True when the words of a power-stage change name the personality ("your Main Personality",
/// "his MP", "your personality") rather than the player.
pub(in crate::engine) fn names_the_personality(words: &str) -> bool {
    let w = words.to_ascii_lowercase();
    w.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|t| t == "personality" || t == "mp")
}

/// A power-stage change read from `words`: the Main Personality alone when the words name it,
/// otherwise the player, that is every personality of his ([`Effect::PowerStages`] /
/// [`Effect::PowerStagesToZero`], CRD "Referencing").
pub(in crate::engine) fn stages_named(words: &str, player: Who, by: i32, to_zero: bool) -> Effect {
    if names_the_personality(words) {
        Effect::MainPersonalityStages(MainPersonalityStages {
            player,
            by,
            to_zero,
        })
    } else {
        stages(player, by, to_zero)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::Change;

    fn effects(text: &str) -> Vec<Effect> {
        compile_text(text).effects
    }

    /// CRD 3.0.0 "Referencing": "Your opponent loses 2 power stages" is the player (every
    /// personality of his); "lower his Main Personality 2 power stages" the Main Personality.
    #[test]
    fn referencing_the_player_or_the_main_personality() {
        assert_eq!(
            effects("Your opponent loses 2 power stages."),
            vec![Effect::PowerStages(Change {
                player: Who::Opponent,
                by: -2
            })]
        );
        assert_eq!(
            effects("Your opponent's Main Personality loses 2 power stages."),
            vec![Effect::MainPersonalityStages(MainPersonalityStages {
                player: Who::Opponent,
                by: -2,
                to_zero: false
            })]
        );
        assert_eq!(
            effects("Gain 3 power stages."),
            vec![Effect::PowerStages(Change {
                player: Who::You,
                by: 3
            })]
        );
        assert_eq!(
            effects("Power up your Main Personality 2 power stages."),
            vec![Effect::MainPersonalityStages(MainPersonalityStages {
                player: Who::You,
                by: 2,
                to_zero: false
            })]
        );
    }

    #[test]
    fn personality_words() {
        assert!(names_the_personality(
            "lower his main personality 2 power stages"
        ));
        assert!(names_the_personality("your MP loses 1 power stage"));
        assert!(!names_the_personality("your opponent loses 2 power stages"));
        assert!(!names_the_personality("gain 3 power stages"));
    }
}
