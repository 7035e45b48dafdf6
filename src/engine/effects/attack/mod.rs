//! Attacks: text an attack or defence card says about the attack itself, and text later attacks
//! of the Combat gain (CRD 3.0.0 "How To Use Attacks", "Game Effects From Attacks", "Gaining Text").

pub mod attack_sentence;
pub mod attack_text;
pub(in crate::engine) mod attack_text_resolve;
pub mod attacks_gain;
pub(in crate::engine) mod attacks_gain_resolve;
pub mod copies;
pub(in crate::engine) mod copies_resolve;
pub mod named_attacks;

use serde::{Deserialize, Serialize};

use super::is_false;
use crate::engine::damage_types::Damage;

/// The two kinds of attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackKind {
    /// A physical attack.
    Physical,
    /// An energy attack.
    Energy,
}

impl AttackKind {
    /// The word the cards use.
    pub fn word(self) -> &'static str {
        match self {
            AttackKind::Physical => "physical",
            AttackKind::Energy => "energy",
        }
    }

    /// The word with its article (`a physical`, `an energy`).
    pub fn article_word(self) -> &'static str {
        match self {
            AttackKind::Physical => "a physical",
            AttackKind::Energy => "an energy",
        }
    }
}

/// An attack: "Physical attack doing 5 life cards of damage", "Focused. Energy attack."
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackSpec {
    /// Physical or energy.
    pub kind: AttackKind,
    /// Damage stated on the card; `None`: PAT for physical attacks, the ruleset's energy default
    /// for energy attacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<Damage>,
    /// The Focused keyword.
    #[serde(default, skip_serializing_if = "is_false")]
    pub focused: bool,
    /// "cannot be stopped".
    #[serde(default, skip_serializing_if = "is_false")]
    pub cannot_be_stopped: bool,
    /// "cannot be prevented": no prevention and no Endurance.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cannot_be_prevented: bool,
}

/// An attack keyword given under a condition ("If performed against a Majin, this is a focused
/// attack"): read when the defender defends (step 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// The attack is Focused.
    Focused,
    /// The attack cannot be stopped.
    CannotBeStopped,
    /// Damage from the attack cannot be prevented.
    CannotBePrevented,
}

impl Keyword {
    /// The keyword as a card prints it ("Focused", "cannot be stopped").
    pub fn words(self) -> &'static str {
        match self {
            Keyword::Focused => "Focused",
            Keyword::CannotBeStopped => "cannot be stopped",
            Keyword::CannotBePrevented => "damage cannot be prevented",
        }
    }
}
