//! Numbers a rule of the game fixes that a card changes ("you may capture 2 Dragonballs instead
//! of 1"): the rule numbers as data ([`RULE_NUMBERS`]: the number, the CRD rule that prints it,
//! its words), the pattern rows that read a card's "N instead of <the rule's number>", and their
//! unit tests. Read where the rule is applied (`rule_numbers_resolve.rs`).

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{AttackKind, Effect};
use crate::engine::ruleset::Rule;

/// A number a rule of the game fixes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RuleNumber {
    /// Dragon Balls captured by a Life Card Capture (CRD 3.0.0 "Capturing Dragon Balls": an
    /// attack doing 5 or more life cards of damage captures 1 Dragon Ball).
    DragonBallsCaptured,
}

/// One row of [`RULE_NUMBERS`]: the rule's own number, the rule that prints it, its words.
pub struct RuleNumberRow {
    /// The number.
    pub number: RuleNumber,
    /// What the rule says when no card changes it.
    pub printed: u32,
    /// The rule the number belongs to (cited when a card replaces it).
    pub rule: Rule,
    /// The number in words, for the trace ("Dragon Balls captured by a Life Card Capture").
    pub words: &'static str,
}

/// The rule numbers a card may change, as data.
pub const RULE_NUMBERS: &[RuleNumberRow] = &[RuleNumberRow {
    number: RuleNumber::DragonBallsCaptured,
    printed: 1,
    rule: Rule::LifeCardCapture,
    words: "Dragon Balls a Life Card Capture takes",
}];

/// The row of a rule number.
pub fn row(number: RuleNumber) -> &'static RuleNumberRow {
    RULE_NUMBERS
        .iter()
        .find(|r| r.number == number)
        .unwrap_or(&RULE_NUMBERS[0])
}

/// "N instead of <the rule's number>", only after an attack of these kinds that did at least
/// this many life cards of damage. JSON: `{"rule_number_instead": {"number":
/// "dragon_balls_captured", "to": 2, "may": true, "after": {"kinds": ["energy"],
/// "life_cards_at_least": 6}}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleNumberInstead {
    /// The rule's number replaced.
    pub number: RuleNumber,
    /// The card's number.
    pub to: u32,
    /// "You may": the player chooses (for captures: names the extra Dragon Balls in `choose`).
    #[serde(default, skip_serializing_if = "crate::engine::effects::is_false")]
    pub may: bool,
    /// Only after such an attack ("After performing a successful energy attack, doing 6 or more
    /// life cards of damage"); left out, always.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<AttackDone>,
}

/// The attack a changed rule number follows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackDone {
    /// The attack's kinds (empty: any attack).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<AttackKind>,
    /// The fewest life cards of damage it did.
    pub life_cards_at_least: u32,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    // Frieza Lv.1 (Frieza Saga Promo #P12), a Constant Combat Power.
    name: "capture-dragon-balls-instead-of-one",
    pattern: r"after performing a successful {kinds} attack,? doing {n} or more life cards? of damage,? (?P<may>you may )?capture {m} dragon ?balls instead of (?:1|one)",
    build: |c| {
        one(Effect::RuleNumberInstead(RuleNumberInstead {
            number: RuleNumber::DragonBallsCaptured,
            to: c.n("m")?,
            may: c.has("may"),
            after: Some(AttackDone {
                kinds: c.kinds(),
                life_cards_at_least: c.n("n")?,
            }),
        }))
    },
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    #[test]
    fn frieza_captures_two_instead_of_one() {
        // Frieza Lv.1 (Frieza Saga Promo #P12).
        let c = compile_text("Constant Combat Power: After performing a successful energy attack, doing 6 or more life cards of damage, you may capture 2 Dragonballs instead of 1.");
        assert_eq!(c.coverage, Coverage::Full);
        assert!(c
            .effects
            .contains(&Effect::RuleNumberInstead(RuleNumberInstead {
                number: RuleNumber::DragonBallsCaptured,
                to: 2,
                may: true,
                after: Some(AttackDone {
                    kinds: vec![AttackKind::Energy],
                    life_cards_at_least: 6,
                }),
            })));
    }

    #[test]
    fn every_rule_number_has_a_row() {
        let r = row(RuleNumber::DragonBallsCaptured);
        assert_eq!((r.printed, r.rule), (1, Rule::LifeCardCapture));
    }
}
