//! Restrictions: lasting restrictions and prevention choices of attack and defence cards, and the
//! card rules read from rulings (CRD 3.0.0 "“_____ only” Cards", "Specific Card Clarifications/Errata/Rulings").

pub mod card_rules;
pub mod known_cards;
pub mod only_exceptions;
pub(in crate::engine) mod only_exceptions_resolve;
pub mod prevention_choice;
pub(in crate::engine) mod prevention_choice_resolve;

use serde::{Deserialize, Serialize};

use super::{is_false, Lasts, Targets, Who};

/// A rule about building the deck or placing the card in play: it is understood, but it applies
/// outside the Battle Sequence, so the engine records it and does not execute it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardRule {
    /// "Limit N per deck."
    LimitPerDeck(u32),
    /// "Unless your Main Personality is Hercule, limit 1 per deck."
    LimitPerDeckUnless {
        /// The limit.
        limit: u32,
        /// The Main Personality (or declared Tokui-Waza style) that lifts it, as printed.
        unless: String,
    },
    /// "You may have up to N copies of this card in your Life Deck."
    CopiesAllowed(u32),
    /// "Sensei Deck." (may be placed in the Sensei Deck)
    SenseiDeck,
    /// "Sensei Deck only."
    SenseiDeckOnly,
    /// "Cannot be used with other <Style> Drills in play." (`None`: any other Drill)
    NotWithOtherDrills(Option<String>),
    /// "You can only have N copy of this Drill in play at a time."
    InPlayLimit(u32),
    /// "This card does not count towards or against Tokui-Waza requirements and styled Drills
    /// that you can have in play."
    NotCountedForStyle,
    /// "Allows multiple colors of drills to be used at the same time." (Goku's Mixing Drill):
    /// while it is in play its player's Styled Drills of different Martial Arts Styles may be in
    /// play together (an exception to CRD 3.0.0 "Styled Drills"; `in_play::styled_drills`).
    MixedStyleDrills,
    /// "Can't be used with any Orange drills in play anywhere on the table." (`in_play::drills`):
    /// no Drill of that style may be in play for any player.
    NotWithStyleDrillsAnywhere(String),
    /// "Tuff Enuff only", "League Only" (`attack::attacks_gain`): the events the card is legal in
    /// (CRD 3.0.0 "League Only/Tuff Enuff Only"), a format rule; it does not restrict who may
    /// perform the card. JSON: `{"format_only": "Tuff Enuff"}`.
    FormatOnly(String),
}

/// A player bound to pass in Attack Phases ("You must pass in all remaining phases of Combat",
/// "Your opponent must pass in his next attack phase").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MustPass {
    /// Who must pass.
    pub player: Who,
    /// Every remaining Attack Phase of this Combat (otherwise the next one only).
    #[serde(default, skip_serializing_if = "is_false")]
    pub all_remaining: bool,
    /// How many of his next Attack Phases ("must pass his next 2 "Attacker Attacks" phases
    /// this Combat"); 0 or absent: the next one.
    #[serde(default, skip_serializing_if = "super::is_zero")]
    pub phases: u32,
}

/// "Your opponent may not play Physical Combat cards for the remainder of Combat", "your
/// opponent cannot perform a physical attack during his next Attacker Attacks phase": an action
/// the engine refuses while it lasts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Restrict {
    /// Who is restricted.
    pub player: Who,
    /// What that player may not play, use or perform.
    pub what: Targets,
    /// `rest_of_combat` or `next_attack_phase` (of `player`).
    pub lasts: Lasts,
}

/// What a player may not do for the remainder of Combat (`lasting::lasting_rules`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForbiddenRestOfCombat {
    /// The player restricted.
    pub player: Who,
    /// His Allies cannot take control of Combat.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ally_control: bool,
    /// Damage cannot be redirected to his Allies.
    #[serde(default, skip_serializing_if = "is_false")]
    pub redirect_to_allies: bool,
    /// The powers of his Allies cannot be used.
    #[serde(default, skip_serializing_if = "is_false")]
    pub ally_powers: bool,
    /// He cannot use Defense Shields.
    #[serde(default, skip_serializing_if = "is_false")]
    pub defense_shields: bool,
    /// He cannot play or use cards that end Combat or that stop all physical (or all energy)
    /// attacks ("Cards that end Combat, or cards that stops all physical attacks or energy
    /// attacks, cannot be used for the remainder of Combat").
    #[serde(default, skip_serializing_if = "is_false")]
    pub combat_enders_and_stop_alls: bool,
    /// He cannot play or use cards that can lower the card user's Main Personality any amount
    /// of personality levels ("Cards that can lower your Main Personality any amount of
    /// personality levels cannot be played or used for the remainder of Combat").
    #[serde(default, skip_serializing_if = "is_false")]
    pub level_lowering: bool,
}

/// What a card must be the first of in Combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum First {
    /// The first card its player plays from the hand this Combat.
    Card,
    /// The first attack its player performs this Combat.
    Attack,
}
