//! What a prohibition's "Combat cards" names when a Physical or Energy Combat card is played under
//! it. The CRD's Glossary says both "Combat cards do not include Physical Combat cards or Energy
//! Combat cards" (Combat Card) and "Physical Combat Card: A Combat card that ..." (its Energy
//! Combat Card entry calls no such card a Combat card): for a Physical Combat card the engine
//! follows the first (the prohibition, or a lasting restriction of "Combat cards", binds
//! Combat-type cards only) and tells the judge so.

use super::prohibitions_resolve::in_force;
use super::Forbidden;
use crate::engine::battle::Battle;
use crate::engine::citations as c;
use crate::engine::log::Log;
use crate::engine::state::{CardId, PlayerId};

/// Whether a prohibition's types name Combat cards and not Physical or Energy Combat cards.
pub(in crate::engine) fn names_combat_cards_only(types: &[String]) -> bool {
    types.iter().any(|t| t.eq_ignore_ascii_case("Combat"))
        && !types.iter().any(|t| {
            t.eq_ignore_ascii_case("Physical Combat") || t.eq_ignore_ascii_case("Energy Combat")
        })
}

/// Whether a card of this type is one the Glossary's entries disagree on: its "Physical Combat
/// Card" entry calls one "A Combat card"; its "Energy Combat Card" entry does not ("A card that
/// you play from your hand ..."), so an Energy Combat card is plainly no Combat card.
fn disputed_type(card_type: &str) -> bool {
    card_type.eq_ignore_ascii_case("Physical Combat")
}

impl Battle {
    /// `me` plays or uses `card` (named `name`), a Physical Combat card, while a
    /// prohibition binding him forbids "Combat cards": the engine lets it be played (Glossary
    /// "Combat Card") and hands the other reading (Glossary "Physical Combat Card") to the judge.
    pub(in crate::engine) fn note_combat_card_word(
        &self,
        me: PlayerId,
        card: Option<CardId>,
        name: &str,
        log: &mut Log,
    ) {
        let Some(card) = card else { return };
        let card_type = self.state.def(card).card_type.as_str();
        if !disputed_type(card_type) {
            return;
        }
        let kept = in_force(&self.state).into_iter().find(|k| {
            k.bound.contains(&me)
                && matches!(&k.what, Forbidden::Cards { types, .. } if names_combat_cards_only(types))
        });
        let source = match &kept {
            Some(k) => k.source.clone(),
            None => match self.restricting_combat_cards_only(me) {
                Some(s) => s.to_string(),
                None => return,
            },
        };
        log.cite(c::CRD_GLOSSARY_COMBAT_CARD);
        log.judge.push(format!(
            "{name} is a {card_type} card and {} forbids {me} Combat cards: the Glossary says \"Combat cards do not include Physical Combat cards or Energy Combat cards\" ({}), so the engine lets it be played, but it also calls a Physical Combat card \"A Combat card that you play and use during an Attack Phase\" ({}): the judge decides whether {} binds {name}",
            source,
            c::CRD_GLOSSARY_COMBAT_CARD.id,
            c::CRD_GLOSSARY_PHYSICAL_COMBAT_CARD.id,
            source
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_prohibition_of_combat_cards_alone_is_disputed() {
        let words = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(names_combat_cards_only(&words(&["Combat"])));
        assert!(names_combat_cards_only(&words(&["Drill", "combat"])));
        assert!(!names_combat_cards_only(&words(&[
            "Combat",
            "Physical Combat"
        ])));
        assert!(!names_combat_cards_only(&words(&["Drill"])));
        assert!(disputed_type("Physical Combat"));
        assert!(!disputed_type("Energy Combat"));
        assert!(!disputed_type("Combat"));
    }
}
