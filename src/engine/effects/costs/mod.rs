//! Costs: what a card costs to use and the changes of costs (CRD 3.0.0 "Card Costs", "The
//! Difference Between “Costs” and “Requirements”").

pub mod bought_per_count;
pub(in crate::engine) mod bought_per_count_resolve;
pub mod card_costs;
pub mod hand_requirements;
pub mod in_play_requirements;
pub mod pay_to_use;

use serde::{Deserialize, Serialize};

use super::{is_false, Lasts, Targets, Who};

/// A cost ("Costs 3 power stages to perform").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cost {
    /// Power stages of the personality in control of Combat.
    #[serde(default)]
    pub power_stages: u32,
    /// Life cards from the top of the Life Deck (a loss, not damage).
    #[serde(default)]
    pub life_cards: u32,
    /// Cards discarded from the hand, chosen by the action.
    #[serde(default)]
    pub discard_from_hand: u32,
    /// The personality performing the attack is removed from the game as its cost (CRD 3.0.0
    /// Specific Card Clarifications, Chiaotzu Lv.2: "Chiaotzu is removed from the game as the
    /// cost of the attack"): an Ally in control leaves play at step 2 and the attack goes on.
    #[serde(default, skip_serializing_if = "is_false")]
    pub removes_performer: bool,
}

/// An energy attack cost changed from one value to another, in power stages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostChange {
    /// The cost it applies to.
    pub from: u32,
    /// The cost it becomes.
    pub to: u32,
}

/// "All energy attacks cost +2 power stages to perform for the remainder of Combat", "The next
/// energy attack you perform this Combat costs 0 power stages to perform": a lasting change of
/// what attacks (or cards of some types) cost, applied at Battle Sequence step 2.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostModifier {
    /// Whose attacks or cards; `None`: every player's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<Who>,
    /// Which attacks or cards.
    pub what: Targets,
    /// Power stages added (negative: taken off), or the cost itself when `set`.
    #[serde(default)]
    pub power_stages: i32,
    /// Life cards added to the cost.
    #[serde(default)]
    pub life_cards: i32,
    /// The cost becomes `power_stages` instead of changing by it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub set: bool,
    /// The power-stage cost never goes below this ("to a minimum of 1").
    #[serde(default)]
    pub minimum: u32,
    /// `rest_of_combat` or `next_attack` (the next such attack this Combat).
    pub lasts: Lasts,
    /// Only attacks this personality performs ("your Kid Trunks does not have to pay power
    /// stages to perform energy attacks"): the personality in control of Combat for the payer
    /// is Named for it (`engine::identity`); `None`: any performer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performer: Option<String>,
    /// "The next energy attack that personality performs" (Focusing): the performer is the
    /// personality an earlier sentence of the card chose, named when the effect starts to float.
    #[serde(default, skip_serializing_if = "super::is_false")]
    pub that_personality: bool,
}
