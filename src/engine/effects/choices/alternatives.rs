//! Pattern rows: one of two effects, printed as two clauses joined by ", or" ("Raise your anger
//! 2 levels, or lower an opponents anger 2 levels.", Namek Dragon Ball 6): an
//! [`Effect::Either`] whose alternatives are the two clauses, each read with every table; and
//! the alternative a `choose` entry names by its printed words.

use crate::corpus::names::normalise;
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

/// The words of each alternative `sentence` prints, in the order printed: two clauses joined by
/// ", or " ("Raise your anger 2 levels, or lower an opponents anger 2 levels"), or one clause
/// with two words joined by "or" ("raise or lower your opponent's anger 3 levels", "the top or
/// bottom 3 cards"), read once with each word; `None` when it prints neither. Compared by the
/// names' one rule of words (`corpus::names::normalise`: no case, apostrophes or punctuation).
fn alternatives_in_words(sentence: &str) -> Option<[String; 2]> {
    let words = |s: &str| -> Vec<String> {
        normalise(s)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let lower = sentence.to_lowercase();
    if let Some((a, b)) = lower.split_once(", or ") {
        return Some([normalise(a), normalise(b)]);
    }
    let all = words(&lower);
    let or = all
        .iter()
        .position(|w| w == "or")
        .filter(|&i| i > 0 && i + 1 < all.len())?;
    let with = |k: usize| {
        let mut v: Vec<&str> = all[..or - 1].iter().map(String::as_str).collect();
        v.push(&all[k]);
        v.extend(all[or + 2..].iter().map(String::as_str));
        v.join(" ")
    };
    Some([with(or - 1), with(or + 1)])
}

/// The alternative (1-based, in the order printed) a `choose` entry names by the printed words
/// of `sentence` (`alternatives_in_words`): the one alternative whose words hold the entry's
/// words in a run ("lower", "raise your anger 2 levels", "bottom"); `None` when the entry names
/// no alternative, or both.
pub fn alternative_named(sentence: &str, entry: &str) -> Option<usize> {
    let want = normalise(entry);
    if want.is_empty() {
        return None;
    }
    let holds = |alternative: &String| format!(" {alternative} ").contains(&format!(" {want} "));
    let found: Vec<usize> = alternatives_in_words(sentence)?
        .iter()
        .enumerate()
        .filter(|(_, a)| holds(a))
        .map(|(i, _)| i + 1)
        .collect();
    match found[..] {
        [k] => Some(k),
        _ => None,
    }
}

/// Whether `effect` is an [`Effect::Either`] or holds one among its "If successful" effects.
fn prints_either(effect: &Effect) -> bool {
    match effect {
        Effect::Either(_) => true,
        Effect::IfSuccessful(v) => v.iter().any(|e| matches!(e, Effect::Either(_))),
        _ => false,
    }
}

/// `choose` with each entry that names an alternative of an either-or effect by its printed
/// words ([`alternative_named`], over the `sentences` whose effects print an
/// [`Effect::Either`]) written as `"option k"`, the form the effects read; every other entry
/// (a card's name, `"option 2"`) as it is.
pub fn options_named(choose: &[String], sentences: &[(String, Vec<Effect>)]) -> Vec<String> {
    let printed: Vec<&str> = sentences
        .iter()
        .filter(|(_, effects)| effects.iter().any(prints_either))
        .map(|(sentence, _)| sentence.as_str())
        .collect();
    choose
        .iter()
        .map(|entry| {
            if crate::engine::effects::attack::attack_text_resolve::option_number(entry).is_some() {
                return entry.clone();
            }
            printed
                .iter()
                .find_map(|sentence| alternative_named(sentence, entry))
                .map_or_else(|| entry.clone(), |k| format!("option {k}"))
        })
        .collect()
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

    /// Tien, the Leader Lv.3 and Torbie, the Prepared Lv.2 print one clause with two words
    /// joined by "or": the word alone, or the clause read with it, names the alternative
    /// (docs/scenario-format.md: "an option of an either-or effect (`\"option 2\"` or its
    /// words)"); a word both alternatives print names neither.
    #[test]
    fn an_alternative_of_one_clause_is_named_by_its_word() {
        let tien = "If successful, raise or lower your opponent's anger 3 levels.";
        assert_eq!(alternative_named(tien, "lower"), Some(2));
        assert_eq!(alternative_named(tien, "Raise"), Some(1));
        assert_eq!(
            alternative_named(tien, "lower your opponent's anger 3 levels"),
            Some(2)
        );
        assert_eq!(alternative_named(tien, "anger"), None);
        let torbie = "If successful, remove the top or bottom 3 cards of your opponent's discard pile from the game.";
        assert_eq!(alternative_named(torbie, "bottom"), Some(2));
        assert_eq!(alternative_named(torbie, "the top 3 cards"), Some(1));
        assert_eq!(alternative_named("Draw a card.", "draw"), None);
    }
}
