//! Damage: modifiers, prevention, caps and losses of life cards that are not damage (CRD 3.0.0
//! "Dealing Damage", "Modified Damage", "A Note about Damage Prevention", "Damage Caps").

pub mod minimum_damage;
pub(in crate::engine) mod minimum_damage_resolve;
pub mod modifiers;
pub(in crate::engine) mod modifiers_resolve;
pub mod pat_base_damage;
pub(in crate::engine) mod pat_base_damage_resolve;
pub(in crate::engine) mod stated_and_added_resolve;
pub mod unmodified_damage;
pub(in crate::engine) mod unmodified_damage_resolve;
pub(in crate::engine) mod unpreventable_by_type_resolve;
pub mod zero_base_damage;
pub(in crate::engine) mod zero_base_damage_resolve;

use serde::{Deserialize, Serialize};

use super::{at_least_one, AttackKind, Who};

pub use pat_base_damage::PatBaseDamageShift;

/// Which attacks a modifier applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// The attack this effect is part of.
    #[default]
    ThisAttack,
    /// Attacks performed by the card's controller ("All of your physical attacks do +4 ...").
    YourAttacks,
    /// Attacks performed against the card's controller ("All energy attacks performed against
    /// you do 1 less ...").
    AttacksAgainstYou,
    /// The controller's attacks other than the one performed with the card ("For the remainder
    /// of Combat, all of your other attacks do +2 ...").
    YourOtherAttacks,
}

/// A damage modifier: "+4 power stages of damage", "1 less life card of damage, to a minimum of 0".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifier {
    /// Power stages added (negative: subtracted).
    #[serde(default)]
    pub power_stages: i32,
    /// Life cards added (negative: subtracted).
    #[serde(default)]
    pub life_cards: i32,
    /// Which attacks.
    #[serde(default)]
    pub scope: Scope,
    /// Kinds of attack it applies to; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

impl Modifier {
    /// True when this modifier is of `scope` and adds to an attack of `kind` (no kinds: all).
    pub fn modifies(&self, scope: Scope, kind: AttackKind) -> bool {
        self.scope == scope && (self.kinds.is_empty() || self.kinds.contains(&kind))
    }
}

/// Prevention of damage from the attack ("preventing 4 stages of successful damage").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prevent {
    /// Power stages prevented.
    #[serde(default)]
    pub power_stages: u32,
    /// Life cards prevented.
    #[serde(default)]
    pub life_cards: u32,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}

/// A damage cap: the "maximum" of each kind taken from the attack; a kind not stated is not
/// capped (CRD "Damage Caps": it only affects the type of damage stated).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DamageCap {
    /// Most power stages of damage taken from the attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power_stages: Option<u32>,
    /// Most life cards of damage taken from the attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub life_cards: Option<u32>,
}

impl DamageCap {
    /// Joins another cap to this one: the lowest maximum of each kind of damage wins (CRD
    /// "Damage Caps").
    pub fn tighten(&mut self, power_stages: Option<u32>, life_cards: Option<u32>) {
        let min = |a: Option<u32>, b: Option<u32>| match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.power_stages = min(self.power_stages, power_stages);
        self.life_cards = min(self.life_cards, life_cards);
    }
}

/// A loss of life cards that is not damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoseLifeCards {
    /// Whose Life Deck.
    pub player: Who,
    /// How many cards are discarded from its top.
    pub count: u32,
}

/// "For every 3 power stages of damage you receive, per attack, your opponent loses 1 power
/// stage" (`in_play::drill_damage`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StagesBack {
    /// For every `per` power stages received (or lost) ...
    #[serde(deserialize_with = "at_least_one")]
    pub per: u32,
    /// ... the opponent loses `lose` power stages.
    pub lose: u32,
}

/// "All of your energy attacks do a minimum of 6 life cards of damage after modifiers"
/// (`damage::minimum_damage`, read from a Drill in play): once every modifier is counted (Battle
/// Sequence step 10) the attack does at least this many life cards of damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MinimumDamage {
    /// The fewest life cards of damage the attack does after modifiers.
    pub life_cards: u32,
    /// Kinds of attack; empty: every kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}
