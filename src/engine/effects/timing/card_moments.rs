//! A card's sentence timings, found once and kept with its definition: the moments
//! [`note_moments`] gives its unread sentences, which the Battle Sequence asks for the cards in
//! play at every step. [`CardMoments`] is a field of `CardDef` (a cache, not part of what the
//! card is: it never makes two definitions differ).

use std::borrow::Cow;
use std::fmt;
use std::sync::OnceLock;

use super::note_timing::{note_moments, Moment, Whose};
use crate::engine::effects::Effect;

/// The moments of one card's unread sentences, in text order, found at first use.
///
/// Kept with the effects list they were found for (its address and length): a definition
/// whose effects were replaced or grown since (a copy being built, a test changing them) is
/// read afresh, so a kept answer can never be another list's.
#[derive(Default, Clone)]
pub struct CardMoments(OnceLock<Kept>);

#[derive(Clone)]
struct Kept {
    effects_at: usize,
    effects_len: usize,
    moments: Box<[(Moment, Whose)]>,
}

impl CardMoments {
    /// The moments of `effects`' unread sentences (`effects` is the card's own list).
    pub fn of<'a>(&'a self, effects: &[Effect]) -> Cow<'a, [(Moment, Whose)]> {
        let (at, len) = (effects.as_ptr() as usize, effects.len());
        let kept = self.0.get_or_init(|| Kept {
            effects_at: at,
            effects_len: len,
            moments: note_moments(effects.iter().map(unread)).into(),
        });
        if kept.effects_at == at && kept.effects_len == len {
            Cow::Borrowed(&kept.moments)
        } else {
            Cow::Owned(note_moments(effects.iter().map(unread)))
        }
    }
}

/// A cache: equal whatever it holds, so two definitions compare by what the card is.
impl PartialEq for CardMoments {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl fmt::Debug for CardMoments {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("CardMoments")
    }
}

/// An effect as `note_moments` reads a card's effects in text order: an unread sentence
/// (`Effect::Manual`) as its text, a read effect as `None`.
pub fn unread(effect: &Effect) -> Option<&str> {
    match effect {
        Effect::Manual(s) => Some(s.as_str()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::CardMoments;
    use crate::engine::effects::timing::note_timing::note_moments;
    use crate::engine::effects::Effect;

    #[test]
    fn kept_moments_are_those_of_the_list_asked_about() {
        let first = vec![
            Effect::Manual("When entering Combat, draw a card.".into()),
            Effect::Manual("You may discard it.".into()),
        ];
        let kept = CardMoments::default();
        let fresh = note_moments(first.iter().map(super::unread));
        assert_eq!(&*kept.of(&first), &fresh[..]);
        assert_eq!(&*kept.of(&first), &fresh[..]);
        // Another list (a copy whose effects changed) is read afresh.
        let other = vec![Effect::Manual("At the end of Combat, draw a card.".into())];
        let other_fresh = note_moments(other.iter().map(super::unread));
        assert_ne!(fresh, other_fresh);
        assert_eq!(&*kept.of(&other), &other_fresh[..]);
    }
}
