//! Endurance changed by card text (CRD 3.0.0 "Keywords: Endurance"). The keyword itself is
//! read by the `endurance` and `endurance-x` rows of `restrictions::card_rules` and dealt with the
//! life cards of damage (`damage.rs`, `battle/endurance.rs`).

pub mod endurance_changes;

use serde::{Deserialize, Serialize};

use super::{AttackKind, CardFilter};

/// Endurance given to cards without it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnduranceGrant {
    /// The Endurance they have.
    pub value: u32,
    /// Which cards (an empty filter: any card).
    #[serde(default)]
    pub filter: CardFilter,
    /// Only against attacks of these kinds; empty: any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
}
