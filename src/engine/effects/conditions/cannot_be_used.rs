//! A card's own requirement written as the condition that forbids it: "If <condition>, this card
//! cannot be used", "This card cannot be used if / unless <condition>" (Hero Advantage's CRD
//! 3.0.0 rewrite), read as [`Effect::Requires`] of the condition's opposite; and "there are not
//! enough cards in the discard pile", counted against what the card's own text takes from it.

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::compile::patterns::{number, Pattern, Piece};
use crate::engine::effects::conditions::if_clauses::parse;
use crate::engine::effects::conditions::{DiscardCount, PileCondition};
use crate::engine::effects::{Condition, Effect, Who};

/// The words of "this card cannot be used" a requirement sentence ends or starts with.
const FORBIDS: &str = r"this card (?:cannot|can not|can't|may not) be (?:used|played)";

/// A condition phrase of this module, before the shared vocabulary: "there are fewer than 3 cards
/// in your discard pile" (what "not enough" is written out to).
fn condition(phrase: &str) -> Option<Condition> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"^(?:there (?:are|is)|(?P<who>you|your opponent) (?:has|have)) (?:fewer|less) than (?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten) cards? in (?:your|his|the) discard pile$")
            .expect("a fixed pattern")
    });
    if let Some(c) = re.captures(phrase.trim()) {
        let player = match c.name("who").map(|m| m.as_str()) {
            Some("your opponent") => Who::Opponent,
            _ => Who::You,
        };
        let n = number(c.name("n")?.as_str())?;
        return Some(Condition::Not(Box::new(Condition::Piles(
            PileCondition::DiscardAtLeast(DiscardCount { player, n }),
        ))));
    }
    parse(phrase)
}

/// The requirement that the forbidding condition does not hold.
fn requirement(cond: &str) -> Option<Vec<Piece>> {
    let needed = match condition(cond)? {
        Condition::Not(c) => *c,
        c => Condition::Not(Box::new(c)),
    };
    Some(vec![Piece::Effect(Effect::Requires(needed))])
}

/// The rows of this module, tried before the general "If <condition>, <effects>".
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "if-condition-this-card-cannot-be-used",
        pattern: r"if (?P<cond>[^,]+), this card (?:cannot|can not|can't|may not) be (?:used|played)",
        build: |c| requirement(c.s("cond")),
    },
    Pattern {
        name: "this-card-cannot-be-used-if-condition",
        pattern: r"this card (?:cannot|can not|can't|may not) be (?:used|played) if (?P<cond>.+)",
        build: |c| requirement(c.s("cond")),
    },
];

/// "If there are not enough cards in the discard pile, this card cannot be used" written out with
/// the number the card's own text takes from that pile ("draw the top 3 cards from your discard
/// pile"): only when the card names exactly one such number.
pub(in crate::engine) fn write_out_not_enough(keys: &[String], rewritten: &mut [Option<String>]) {
    static RES: OnceLock<[Regex; 2]> = OnceLock::new();
    let [short, takes] = RES.get_or_init(|| {
        [
            Regex::new(&format!(
                r"^if there (?:are|is) not enough cards in (?:your|the) discard pile, {FORBIDS}$"
            ))
            .expect("a fixed pattern"),
            Regex::new(r"the top (?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten) cards (?:of|from|in) your discard pile")
                .expect("a fixed pattern"),
        ]
    });
    let Some(i) = keys.iter().position(|k| short.is_match(k)) else {
        return;
    };
    let mut counts: Vec<u32> = keys
        .iter()
        .flat_map(|k| takes.captures_iter(k))
        .filter_map(|c| number(c.name("n")?.as_str()))
        .collect();
    counts.dedup();
    if let ([n], None) = (counts.as_slice(), &rewritten[i]) {
        rewritten[i] = Some(format!(
            "if there are fewer than {n} cards in your discard pile, this card cannot be used"
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::conditions::{DiscardCount, PileCondition};
    use crate::engine::effects::{Condition, Effect, Who};

    #[test]
    fn not_enough_cards_in_the_discard_pile_counts_what_the_card_draws() {
        let c = compile_text("Instead of drawing 3 cards from your life deck, draw the top 3 cards from your discard pile. If there are not enough cards in the discard pile, this card cannot be used.");
        assert!(
            c.effects.contains(&Effect::Requires(Condition::Piles(
                PileCondition::DiscardAtLeast(DiscardCount {
                    player: Who::You,
                    n: 3
                })
            ))),
            "{:?}",
            c.effects
        );
    }

    #[test]
    fn not_enough_without_a_number_is_left_to_the_judge() {
        let c = compile_text(
            "If there are not enough cards in the discard pile, this card cannot be used.",
        );
        assert!(
            matches!(c.effects.as_slice(), [Effect::Manual(_)]),
            "{:?}",
            c.effects
        );
    }

    #[test]
    fn a_forbidding_condition_reads_as_its_opposite() {
        let c = compile_text("If your opponent has no Drills in play, this card cannot be used.");
        assert!(
            matches!(c.effects.as_slice(), [Effect::Requires(Condition::Not(_))]),
            "{:?}",
            c.effects
        );
    }
}
