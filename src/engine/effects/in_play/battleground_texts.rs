//! The unread sentences of a Battleground or Location that name its own coming and going
//! ("When this Location enters play and when it leaves play, ..."), as data: the phrases that
//! tie a sentence to the card's placement (`battleground_texts_resolve.rs` says them to the
//! judge when the card is played or replaced, never as a standing rule).

use std::sync::OnceLock;

use regex::Regex;

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

#[cfg(test)]
mod tests {
    use super::{placements, Placement};

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
