//! What a card's own text says about deck building, as the engine's card-text compiler reads
//! it (Score cards): "Limit N per deck", "Unless your Main Personality is X, limit N per deck",
//! "You may have up to N copies", "Sensei Deck only", "does not count towards or against
//! Tokui-Waza", and "X only". Panini cards carry their limit in the pool's `limit_per_deck`.

use crate::corpus::{Card, Game};
use crate::engine::compile::compile_card;
use crate::engine::effects::{CardRule, Effect};

/// The deck-building facts of one card's text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextRules {
    /// "Limit N per deck" (with the MP that lifts it, if any).
    pub limit: Option<(u32, Option<String>)>,
    /// "You may have up to N copies of this card".
    pub copies_allowed: Option<u32>,
    /// "Sensei Deck only".
    pub sensei_only: bool,
    /// Not counted for or against a Tokui-Waza.
    pub not_counted_for_style: bool,
    /// "X only" restrictions, each a list of names or groups as printed.
    pub only: Vec<Vec<String>>,
}

/// Reads a card's deck-building text.
pub fn rules(card: &Card) -> TextRules {
    let mut out = TextRules::default();
    if card.game != Game::ScoreDbzCcg {
        out.limit = card.limit_per_deck.map(|n| (n, None));
        return out;
    }
    for effect in compile_card(card).effects {
        match effect {
            Effect::CardRule(CardRule::LimitPerDeck(n)) => out.limit = Some((n, None)),
            Effect::CardRule(CardRule::LimitPerDeckUnless { limit, unless }) => {
                out.limit = Some((limit, Some(unless)))
            }
            Effect::CardRule(CardRule::CopiesAllowed(n)) => out.copies_allowed = Some(n),
            Effect::CardRule(CardRule::SenseiDeckOnly) => out.sensei_only = true,
            Effect::CardRule(CardRule::NotCountedForStyle) => out.not_counted_for_style = true,
            Effect::Only(names) => out.only.push(names),
            _ => {}
        }
    }
    out
}
