//! The unread sentences of a Battleground or Location that name its own coming and going
//! ("When this Location enters play and when it leaves play, ..."), as data: the phrases that
//! tie a sentence to the card's placement (`battleground_texts_resolve.rs` says them to the
//! judge when the card is played or replaced, never as a standing rule), and the step at which
//! a standing sentence is said (`standing_step`).

use std::sync::OnceLock;

use regex::Regex;

use crate::engine::ruleset::StepKind;

/// When a Battleground's or Location's own sentence applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// The card is placed into play.
    Enters,
    /// The card leaves play (another Battleground or Location replaces it).
    Leaves,
}

/// The phrases (over the lower-cased sentence) naming the card's own placement, with the
/// moment each names; a sentence may name both.
pub const PLACEMENT_PHRASES: &[(&str, Placement)] = &[
    (
        r"when (?:this|the) (?:battleground|location|card) (?:enters|comes into|is placed into|is put into) play",
        Placement::Enters,
    ),
    (
        r"(?:when|and when|or when) (?:this (?:battleground|location|card) |it )?leaves play",
        Placement::Leaves,
    ),
];

fn compiled() -> &'static [(Regex, Placement)] {
    static RES: OnceLock<Vec<(Regex, Placement)>> = OnceLock::new();
    RES.get_or_init(|| {
        PLACEMENT_PHRASES
            .iter()
            .filter_map(|&(p, m)| Regex::new(p).ok().map(|r| (r, m)))
            .collect()
    })
}

/// The placements `sentence` names (none for a standing rule).
pub fn placements(sentence: &str) -> Vec<Placement> {
    let lower = sentence.to_lowercase();
    compiled()
        .iter()
        .filter(|(r, _)| r.is_match(&lower))
        .map(|&(_, m)| m)
        .collect()
}

/// The words (over the lower-cased sentence) of a standing sentence about an attack's damage:
/// said with the modifiers (Battle Sequence step 10); any other standing sentence ("All players
/// are considered to have +4 Allies in play for card effects", West City) is said when each
/// attack is declared (step 1), before any effect of the attack can need it.
pub const DAMAGE_WORDS: &[&str] = &["damage"];

/// The Battle Sequence step at which a standing unread sentence of a Battleground or Location
/// is said; `None` for a sentence said elsewhere (its own placement, `placements`; a card going
/// to a discard pile, said where the cards arrive: `placements::discard_pile_arrivals`).
/// `previous` is the card's unread sentence before it: a sentence that goes on from a
/// discard-pile one ("It is removed from the game instead.", Dying Planet) is quoted with it.
pub fn standing_step(sentence: &str, previous: Option<&str>) -> Option<StepKind> {
    use crate::engine::effects::placements::placement_triggers::waits_for_discard_pile;
    let goes_on =
        previous.is_some_and(waits_for_discard_pile) && sentence.to_lowercase().starts_with("it ");
    if !placements(sentence).is_empty() || waits_for_discard_pile(sentence) || goes_on {
        return None;
    }
    let lower = sentence.to_lowercase();
    Some(if DAMAGE_WORDS.iter().any(|w| lower.contains(w)) {
        StepKind::Modifiers
    } else {
        StepKind::Declare
    })
}

#[cfg(test)]
mod tests {
    use super::{placements, standing_step, Placement};
    use crate::engine::ruleset::StepKind;

    /// CRD 3.0.0 "Battleground and Location Cards" ("affect all players at all times"): West
    /// City's count of Allies is said when the attack is declared, a damage sentence with the
    /// modifiers, Dying Planet's discard-pile sentence where the cards arrive.
    #[test]
    fn standing_sentences_are_said_at_the_step_they_can_matter() {
        assert_eq!(
            standing_step(
                "All players are considered to have +4 Allies in play for card effects.",
                None
            ),
            Some(StepKind::Declare)
        );
        assert_eq!(
            standing_step("All energy attacks do +1 life card of damage.", None),
            Some(StepKind::Modifiers)
        );
        assert_eq!(
            standing_step(
                "Whenever a non-Dragon Ball card goes to its owner's discard pile.",
                None
            ),
            None
        );
        assert_eq!(
            standing_step(
                "It is removed from the game instead.",
                Some("Whenever a non-Dragon Ball card goes to its owner's discard pile.")
            ),
            None
        );
    }

    /// CRD 3.0.0 "Battleground and Location Cards": The Other World's sentence names both.
    #[test]
    fn the_other_world_names_entering_and_leaving_play() {
        let s = "When this Location enters play and when it leaves play, any Allies in discard piles are placed into play at 3 power stages above 0, and any Allies that were already in play are discarded.";
        assert_eq!(placements(s), vec![Placement::Enters, Placement::Leaves]);
    }

    /// A standing rule names no placement.
    #[test]
    fn a_standing_rule_names_no_placement() {
        assert!(placements(
            "All players are considered to have +4 Allies in play for card effects."
        )
        .is_empty());
        assert!(placements("When a player puts an Ally into play, his opponent discards the top card of his Life Deck.").is_empty());
    }
}
