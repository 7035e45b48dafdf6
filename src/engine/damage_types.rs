//! The two types of damage (CRD 3.0.0 "Dealing Damage": power stages and life cards of
//! damage) as one value. A leaf of the engine (it imports nothing from it), so the effect
//! vocabulary, the ruleset and damage dealing ([`super::damage`]) can all name an amount.

use serde::{Deserialize, Serialize};

/// An amount of damage of the two kinds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Damage {
    /// Power stages of damage.
    #[serde(default)]
    pub power_stages: u32,
    /// Life cards of damage.
    #[serde(default)]
    pub life_cards: u32,
}

impl Damage {
    /// Life cards only.
    pub const fn life_cards(n: u32) -> Damage {
        Damage {
            power_stages: 0,
            life_cards: n,
        }
    }

    /// Power stages only.
    pub const fn power_stages(n: u32) -> Damage {
        Damage {
            power_stages: n,
            life_cards: 0,
        }
    }

    /// True when both kinds are 0.
    pub fn is_zero(&self) -> bool {
        self.power_stages == 0 && self.life_cards == 0
    }
}

impl std::fmt::Display for Damage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let plural = |n: u32| if n == 1 { "" } else { "s" };
        match (self.power_stages, self.life_cards) {
            (0, 0) => f.write_str("no damage"),
            (p, 0) => write!(f, "{p} power stage{}", plural(p)),
            (0, l) => write!(f, "{l} life card{}", plural(l)),
            (p, l) => write!(
                f,
                "{l} life card{} + {p} power stage{}",
                plural(l),
                plural(p)
            ),
        }
    }
}
