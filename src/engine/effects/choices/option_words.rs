//! The alternative a player chose of an either-or effect ([`Effect::Either`]), said in words for
//! the trace: the printed clause of that option when the sentence prints its options as clauses
//! joined by ", or ", else the option's own effect in game words ("raise p2's anger 1 level"),
//! so a note quotes the option it concerns, not the whole sentence.

use crate::engine::effect_words::in_words;
use crate::engine::effects::Effect;
use crate::engine::state::{BoardState, PlayerId};

/// Option `k` (1-based) of `alternatives`, chosen by `me`, in words.
pub(in crate::engine) fn option_in_words(
    state: &BoardState,
    me: PlayerId,
    alternatives: &[Vec<Effect>],
    k: usize,
) -> String {
    let Some(chosen) = k.checked_sub(1).and_then(|i| alternatives.get(i)) else {
        return String::new();
    };
    // The sentence the alternatives were read from, quoted by `in_words`.
    let sentence = in_words(state, &[Effect::Either(alternatives.to_vec())]);
    if let Some(clause) = printed_clause(&sentence, alternatives.len(), k) {
        return format!("\"{clause}\"");
    }
    let own: Option<Vec<String>> = chosen.iter().map(|e| effect_words(me, e)).collect();
    match own {
        Some(words) if !words.is_empty() => words.join(", then "),
        _ => in_words(state, chosen),
    }
}

/// Clause `k` of a quoted sentence printing `n` options as clauses joined by ", or " ("Raise
/// your anger 2 levels, or lower an opponents anger 2 levels.").
fn printed_clause(quoted: &str, n: usize, k: usize) -> Option<String> {
    let s = quoted.strip_prefix('"')?.strip_suffix('"')?;
    let clauses: Vec<&str> = s.split(", or ").collect();
    if clauses.len() != n {
        return None;
    }
    let c = clauses.get(k - 1)?.trim().trim_end_matches('.');
    let mut chars = c.chars();
    let first = chars.next()?;
    Some(first.to_uppercase().chain(chars).collect())
}

/// One effect an option holds, in game words, for the kinds the pool's either-or texts use.
fn effect_words(me: PlayerId, e: &Effect) -> Option<String> {
    Some(match e {
        Effect::Anger(c) => {
            let verb = if c.by >= 0 { "raise" } else { "lower" };
            let n = c.by.unsigned_abs();
            let levels = if n == 1 { "level" } else { "levels" };
            format!("{verb} {}'s anger {n} {levels}", c.player.of(me))
        }
        Effect::ShuffleLifeDeck(w) => format!("shuffle {}'s Life Deck", w.of(me)),
        Effect::ShuffleDiscardPile(w) => format!("shuffle {}'s discard pile", w.of(me)),
        Effect::MoveCards(m) => format!(
            "move {} of {}'s cards from {} {}",
            if m.all {
                "all".to_string()
            } else {
                m.count.to_string()
            },
            m.player.of(me),
            m.from.from_words(),
            m.to.to_words()
        ),
        Effect::InPlay(x) => format!(
            "{} {}",
            match x.act {
                crate::engine::effects::InPlayAct::Discard => "discard",
                crate::engine::effects::InPlayAct::RemoveFromGame => "remove from the game",
                crate::engine::effects::InPlayAct::LifeDeckBottom => {
                    "place at the bottom of its owner's Life Deck"
                }
            },
            crate::engine::effects::in_play::cards_in_play_resolve::describe(me, x)
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_printed_clause_is_the_option() {
        let s = "\"Raise your anger 2 levels, or lower an opponents anger 2 levels.\"";
        assert_eq!(
            printed_clause(s, 2, 2).as_deref(),
            Some("Lower an opponents anger 2 levels")
        );
        assert_eq!(printed_clause(s, 3, 1), None);
        assert_eq!(
            printed_clause(
                "\"Raise either you or your opponent's anger 1 level\"",
                2,
                1
            ),
            None
        );
    }
}
