//! Pattern rows and type: a card in play whose text fires when a player places a card of a kind
//! into play, and makes a player discard the top cards of his Life Deck: "Whenever your opponent
//! places a Battleground into play, he discards the top 3 cards of his Life Deck" (Cell's
//! Domination Drill, Cell Saga Promo #P2), "When you place an Ally into play, your opponent
//! discards the top card of his Life Deck" (Welcome Home Drill, Kid Buu Saga #090).

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{number, one, Pattern};
use crate::engine::effects::{Effect, Who};
use crate::engine::state::CardDef;

/// The kind of card whose placement into play a trigger waits for, as the card texts name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlacedKind {
    /// "a Battleground".
    Battleground,
    /// "a Location".
    Location,
    /// "a Dragon Ball".
    DragonBall,
    /// "a Drill".
    Drill,
    /// "an Ally": a personality placed from the hand.
    Ally,
}

impl PlacedKind {
    /// The kind a card is when it is placed in play, by its type (a Personality placed from the
    /// hand is an Ally, CRD 3.0.0 "Putting Allies into Play").
    pub fn of(def: &CardDef) -> Option<Self> {
        let ty = def.card_type.to_ascii_lowercase();
        if def.is_dragon_ball() {
            Some(Self::DragonBall)
        } else if ty == "battleground" {
            Some(Self::Battleground)
        } else if ty == "location" {
            Some(Self::Location)
        } else if ty == "personality" || ty == "ally" {
            Some(Self::Ally)
        } else if def.is_drill() {
            Some(Self::Drill)
        } else {
            None
        }
    }

    /// The words the card texts name this kind by ("battleground", "dragon ball").
    pub fn words(self) -> &'static [&'static str] {
        match self {
            Self::Battleground => &["battleground"],
            Self::Location => &["location"],
            Self::DragonBall => &["dragon ball"],
            Self::Drill => &["drill"],
            Self::Ally => &["ally", "allies"],
        }
    }

    fn from_words(s: &str) -> Option<Self> {
        match s {
            "battleground" => Some(Self::Battleground),
            "location" => Some(Self::Location),
            "dragon ball" => Some(Self::DragonBall),
            "drill" => Some(Self::Drill),
            "ally" => Some(Self::Ally),
            _ => None,
        }
    }
}

/// When `placer` (seen from the card's controller) places a card of `kind` into play, `discarder`
/// discards the top `count` cards of his Life Deck. JSON: `{"placement_trigger": {"placer":
/// "opponent", "kind": "battleground", "discarder": "opponent", "count": 3}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlacementTrigger {
    /// Who places the card, seen from the trigger's controller.
    pub placer: Who,
    /// What kind of card.
    pub kind: PlacedKind,
    /// Who discards from the top of his Life Deck.
    pub discarder: Who,
    /// How many cards.
    pub count: u32,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    name: "placement-trigger-top-of-life-deck-discarded",
    pattern: r"when(?:ever)? (?P<placer>you|your opponent) places? an? (?P<kind>battleground|location|dragon ball|drill|ally) (?:into|in) play,? (?P<discarder>he|you|your opponent) discards? the top (?:card|{n} cards?) of (?:his|your) life deck",
    build: |c| {
        let placer = if c.s("placer") == "you" {
            Who::You
        } else {
            Who::Opponent
        };
        let discarder = match c.s("discarder") {
            "you" => Who::You,
            "your opponent" => Who::Opponent,
            // "he": the player who placed the card.
            _ => placer,
        };
        let count = if c.has("n") { c.n("n")? } else { number("1")? };
        one(Effect::PlacementTrigger(PlacementTrigger {
            placer,
            kind: PlacedKind::from_words(c.s("kind"))?,
            discarder,
            count,
        }))
    },
}];

/// True when an unread sentence waits for a card of `kind` placed (or put) into play: "When ...
/// places a Battleground into play", "Discard this card when your opponent places a Dragon Ball
/// in play", "When a player puts an Ally into play".
pub fn waits_for_placement(sentence: &str, kind: PlacedKind) -> bool {
    let s = sentence.to_lowercase();
    (s.contains("when") || s.contains("until"))
        && (s.contains("place") || s.contains("put"))
        && s.contains("play")
        && kind.words().iter().any(|w| s.contains(w))
}

/// True when an unread sentence waits for a card going to a discard pile ("Whenever a
/// non-Dragon Ball card goes to its owner's discard pile", Dying Planet).
/// (Its words are found in any case without writing a lowered copy: `holds_word`.)
pub fn waits_for_discard_pile(sentence: &str) -> bool {
    holds_word(sentence, "discard pile")
        && holds_word(sentence, "when")
        && (holds_word(sentence, "goes to") || holds_word(sentence, "go to"))
}

/// True when `text` holds `word` (lowercase ASCII) in any case: the answer of
/// `text.to_lowercase().contains(word)` for the words above, whose letters no other letter
/// lowercases into where it stands (the Kelvin sign lowers to `k`, in none of them; a dotted
/// capital I lowers to `i` and a combining dot, and no `i` ends one of them).
fn holds_word(text: &str, word: &str) -> bool {
    let (t, w) = (text.as_bytes(), word.as_bytes());
    let Some(&first) = w.first() else { return true };
    // (`| 0x20` lowers an ASCII capital: a quick look at each first byte before the whole word.)
    t.windows(w.len())
        .any(|x| x[0] | 0x20 == first && x.eq_ignore_ascii_case(w))
}

#[cfg(test)]
mod tests {
    use super::{PlacedKind, PlacementTrigger};

    /// `waits_for_discard_pile` reads a sentence as the lowered sentence reads (Dying Planet's
    /// "Whenever a non-Dragon Ball card goes to its owner's discard pile"), letters outside
    /// ASCII included.
    #[test]
    fn a_discard_pile_wait_is_read_in_any_case() {
        let lowered = |s: &str| {
            let s = s.to_lowercase();
            s.contains("when")
                && (s.contains("goes to") || s.contains("go to"))
                && s.contains("discard pile")
        };
        for s in [
            "Whenever a non-Dragon Ball card goes to its owner's discard pile.",
            "WHENEVER A CARD GOES TO A DISCARD PILE, draw a card.",
            "When a card would go to your Discard Pile, remove it from the game.",
            "When this card goes to the discard pile\u{130}",
            "When a card goes to the d\u{130}scard pile, draw.",
            "When a card goes to the \u{212a}discard pile, draw.",
            "Whenever you go to Combat, discard a card.",
            "Discard pile",
            "",
        ] {
            assert_eq!(super::waits_for_discard_pile(s), lowered(s), "{s}");
        }
    }
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::{Effect, Who};

    /// Cell's Domination Drill (Cell Saga Promo #P2): the opponent who places a Battleground
    /// discards the top 3 of his Life Deck.
    #[test]
    fn cells_domination_drill_opponent_battleground_discards_three() {
        let c = compile_for(
            "Whenever your opponent places a Battleground into play, he discards the top 3 cards of his Life Deck.",
            true,
        );
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![Effect::PlacementTrigger(PlacementTrigger {
                placer: Who::Opponent,
                kind: PlacedKind::Battleground,
                discarder: Who::Opponent,
                count: 3,
            })]
        );
    }

    /// Welcome Home Drill (Kid Buu Saga #090): your Ally placed makes the opponent discard 1.
    #[test]
    fn welcome_home_drill_your_ally_opponent_discards_one() {
        let c = compile_for(
            "When you place an Ally into play, your opponent discards the top card of his Life Deck.",
            true,
        );
        assert_eq!(c.coverage, Coverage::Full, "{:?}", c.effects);
        assert_eq!(
            c.effects,
            vec![Effect::PlacementTrigger(PlacementTrigger {
                placer: Who::You,
                kind: PlacedKind::Ally,
                discarder: Who::Opponent,
                count: 1,
            })]
        );
    }
}
