//! Power stages: stages set, raised or lowered by card text, for a personality or every personality
//! of a side (CRD 3.0.0 "Dealing Damage", "Modified Damage").

pub mod all_players;
pub mod anger_and_stages;
pub mod gains_per_damage_dealt;
pub(in crate::engine) mod personality_stages_resolve;
pub mod player_stages;
pub(in crate::engine) mod player_stages_resolve;
pub mod stage_changes;
pub(in crate::engine) mod stage_changes_resolve;
pub mod state_changes;

use serde::{Deserialize, Serialize};

use super::{Who, Whose};

/// One personality of a player, chosen, gains or loses power stages (`stages::stage_changes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChosenPersonalityStages {
    /// Whose personality.
    pub whose: Who,
    /// Power stages gained (negative: lost).
    pub by: i32,
}

/// Power stages gained or lost by every personality (Main Personality and Allies) of a side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PersonalitiesStages {
    /// Whose personalities.
    pub whose: Whose,
    /// Only the personalities of this group or alignment ("Hero"); none: every one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Stages gained (negative: lost).
    pub by: i32,
}

/// Which personalities an effect raises to their highest power stage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StageTarget {
    /// "any personality (in play)": one personality of either player, named in `choose`.
    AnyPersonality,
    /// "any one of your personalities": your Main Personality or one of your Allies.
    OneOfYours,
    /// "any Ally": one Ally of either player.
    AnyAlly,
    /// "all of your personalities", "your Main Personality and all of your Allies".
    AllOfYours,
    /// "all personalities (in play)": every personality of both players.
    All,
    /// "Raise Vegeta to his highest power stage": the personality of this name in play.
    Named(String),
}
