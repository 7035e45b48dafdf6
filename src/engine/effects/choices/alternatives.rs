//! Pattern rows: one of two effects, printed as two clauses joined by ", or" ("Raise your anger
//! 2 levels, or lower an opponents anger 2 levels.", Namek Dragon Ball 6): an
//! [`Effect::Either`] whose alternatives are the two clauses, each read with every table; and
//! the alternative a `choose` entry names by its printed words.

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::choices::optional::effects_of;
use crate::engine::effects::Effect;

/// The rows of this module (tried after every other table: only a sentence no other row reads
/// comes here).
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "one-of-two-effects",
        pattern: r"(?P<a>[^,]+), or (?P<b>[^,]+)",
        build: build_either,
    },
    Pattern {
        // "If successful, remove the top or bottom 3 cards of your opponent's discard pile from
        // the game" (Torbie, the Prepared Lv.2), "draw the bottom or top card of your discard
        // pile" (Supreme West Kai Lv.2): the clause read with each end, in the order printed.
        name: "top-or-bottom",
        pattern: r"^(?P<pre>[a-z][^,]*? the )(?P<first>top|bottom) or (?P<second>top|bottom) (?P<post>[^,]+)$",
        build: top_or_bottom,
    },
    Pattern {
        // "If successful, raise or lower your opponent's anger 3 levels" (Tien, the Leader Lv.3):
        // one verb or the other on the same anger, each clause read as printed with that verb.
        name: "raise-or-lower-anger",
        pattern: r"^raise or lower (?P<rest>(?:your opponent's|an opponent's|your) anger {n} levels?)$",
        build: raise_or_lower,
    },
];

/// "<...> the top or bottom <...>": the clause with "top", or with "bottom", both read in full.
fn top_or_bottom(c: &Caps<'_>) -> Option<Vec<Piece>> {
    // One clause only: a condition before it is read by its own row, not doubled here.
    if c.s("first") == c.s("second") || c.s("pre").starts_with("if ") {
        return None;
    }
    let read = |end: &str| {
        effects_of(&format!("{}{end} {}", c.s("pre"), c.s("post")))
            .filter(|v| v.iter().all(Effect::is_secondary))
    };
    Some(vec![Piece::Effect(Effect::Either(vec![
        read(c.s("first"))?,
        read(c.s("second"))?,
    ]))])
}

/// "raise or lower <whose> anger N levels": "raise <...>" or "lower <...>", both read in full.
fn raise_or_lower(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let rest = c.s("rest");
    let read = |verb: &str| {
        effects_of(&format!("{verb} {rest}")).filter(|v| v.iter().all(Effect::is_secondary))
    };
    Some(vec![Piece::Effect(Effect::Either(vec![
        read("raise")?,
        read("lower")?,
    ]))])
}

/// Both clauses read in full as secondary effects, or the sentence stays with the judge.
fn build_either(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let read =
        |clause: &str| effects_of(clause.trim()).filter(|v| v.iter().all(Effect::is_secondary));
    let (a, b) = (read(c.s("a"))?, read(c.s("b"))?);
    Some(vec![Piece::Effect(Effect::Either(vec![a, b]))])
}

/// The alternative (1-based, in the order printed) a `choose` entry names by the printed words
/// of one clause of `sentence` ("Raise your anger 2 levels"), compared without case or
/// punctuation; `None` when it names no clause, or when `sentence` is not two clauses joined
/// by ", or".
pub fn alternative_named(sentence: &str, entry: &str) -> Option<usize> {
    let words = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric() || c.is_whitespace())
            .collect::<String>()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    let lower = sentence.to_lowercase();
    let (a, b) = lower.split_once(", or ")?;
    let want = words(entry);
    [a, b]
        .iter()
        .position(|clause| !want.is_empty() && words(clause) == want)
        .map(|i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{Change, Who};

    #[test]
    fn namek_dragon_ball_6_is_one_of_two_anger_changes() {
        let c = compile_text("Raise your anger 2 levels, or lower an opponents anger 2 levels.");
        assert_eq!(
            c.effects,
            vec![Effect::Either(vec![
                vec![Effect::Anger(Change {
                    player: Who::You,
                    by: 2
                })],
                vec![Effect::Anger(Change {
                    player: Who::Opponent,
                    by: -2
                })],
            ])]
        );
    }

    /// Tien, the Leader Lv.3 (Cell Saga #87): "If successful, raise or lower your opponent's
    /// anger 3 levels": one of the two, chosen by the action (CRD 3.0.0 "\"If Successful\"
    /// Effects", Anger).
    #[test]
    fn tien_the_leader_raises_or_lowers_the_opponents_anger() {
        let c = compile_text(
            "Physical attack. If successful, raise or lower your opponent's anger 3 levels.",
        );
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
        assert_eq!(
            c.effects.last(),
            Some(&Effect::IfSuccessful(vec![Effect::Either(vec![
                vec![Effect::Anger(Change {
                    player: Who::Opponent,
                    by: 3
                })],
                vec![Effect::Anger(Change {
                    player: Who::Opponent,
                    by: -3
                })],
            ])]))
        );
    }

    /// Torbie, the Prepared Lv.2 (World Games Saga #144): "If successful, remove the top or
    /// bottom 3 cards of your opponent's discard pile from the game": one end or the other,
    /// chosen when the power is used (CRD 3.0.0 "\"If Successful\" Effects").
    #[test]
    fn torbie_removes_the_top_or_bottom_cards() {
        use crate::engine::effects::{MoveCards, Pile};
        let c = compile_text("Focused physical attack doing +3 power stages of damage. If successful, remove the top or bottom 3 cards of your opponent's discard pile from the game.");
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:#?}");
        let moved = |from| {
            vec![Effect::MoveCards(MoveCards {
                player: Who::Opponent,
                count: 3,
                all: false,
                up_to: false,
                from,
                to: Pile::RemovedFromGame,
            })]
        };
        assert_eq!(
            c.effects.last(),
            Some(&Effect::IfSuccessful(vec![Effect::Either(vec![
                moved(Pile::DiscardTop),
                moved(Pile::DiscardBottom),
            ])]))
        );
    }

    #[test]
    fn an_alternative_is_named_by_its_printed_words() {
        let s = "Raise your anger 2 levels, or lower an opponents anger 2 levels.";
        assert_eq!(alternative_named(s, "raise your anger 2 levels"), Some(1));
        assert_eq!(
            alternative_named(s, "Lower an opponents anger 2 levels."),
            Some(2)
        );
        assert_eq!(alternative_named(s, "draw a card"), None);
    }
}
