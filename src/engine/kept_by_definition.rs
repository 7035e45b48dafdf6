//! An answer about a card's definition found at its first use and kept with it
//! ([`KeptByDefinition`], fields of `CardDef`: a cache, never part of what the card is), for the
//! questions the Battle Sequence asks of the same cards at many steps (a card's step timing at
//! every play, whether a card in play waits for a card going to a discard pile).

use std::fmt;
use std::sync::OnceLock;

use super::state::CardDef;

/// Where a definition's text, effects and sentences are and how long they are.
type ListsAt = [(usize, usize); 3];

fn lists_at(def: &CardDef) -> ListsAt {
    [
        (def.text.as_ptr() as usize, def.text.len()),
        (def.effects.as_ptr() as usize, def.effects.len()),
        (def.sentences.as_ptr() as usize, def.sentences.len()),
    ]
}

/// One answer about a definition, found at first use.
///
/// Kept with the text, effects and sentences it was found for (their addresses and lengths): a
/// definition whose lists were replaced or grown since (a copy being built, a test changing
/// them) is answered afresh, so a kept answer can never be another definition's.
#[derive(Clone)]
pub struct KeptByDefinition<T>(OnceLock<(T, ListsAt)>);

impl<T: Copy> KeptByDefinition<T> {
    /// The answer `find` gives for `def` (this cache's own definition), found once.
    pub fn get(&self, def: &CardDef, find: impl Fn(&CardDef) -> T) -> T {
        let at = lists_at(def);
        match self.0.get_or_init(|| (find(def), at)) {
            (answer, kept) if *kept == at => *answer,
            _ => find(def),
        }
    }
}

impl<T> Default for KeptByDefinition<T> {
    fn default() -> Self {
        KeptByDefinition(OnceLock::new())
    }
}

/// A cache: equal whatever it holds, so two definitions compare by what the card is.
impl<T> PartialEq for KeptByDefinition<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> fmt::Debug for KeptByDefinition<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("KeptByDefinition")
    }
}

#[cfg(test)]
mod tests {
    use super::KeptByDefinition;
    use crate::engine::effects::Effect;
    use crate::engine::state::CardDef;

    /// A kept answer (CRD 3.0.0 "Card Text": a card does what its text says) is the answer
    /// for the definition's lists as they are; lists replaced since are answered afresh.
    #[test]
    fn a_kept_answer_is_that_of_the_definition_as_it_is() {
        let count = |d: &CardDef| d.effects.len();
        let mut def = CardDef::plain("Test Drill", "Drill");
        let kept = KeptByDefinition::default();
        assert_eq!(kept.get(&def, count), 0);
        def.effects = vec![Effect::Manual(
            "When a card goes to a discard pile, draw.".into(),
        )];
        assert_eq!(kept.get(&def, count), 1);
        assert_eq!(kept.get(&def, count), 1);
    }
}
