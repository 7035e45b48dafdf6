//! Dragon Balls in play moved by a card's text (CRD 3.0.0 "Capturing Dragon Balls": "Card
//! Captures"; "Dragon Balls"; "Ownership"): a capture of N that places them in the Life Deck
//! (Vegeta's Dragonball Capture) and a chosen opponent's Dragon Ball shuffled back (Thought Comes
//! Before Action), both read as [`DragonBallsToLifeDeck`] and resolved with the other rows of that
//! type (`levels::personality_levels_resolve`).

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{DragonBallsToLifeDeck, Effect, Whose};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Vegeta's Dragonball Capture: "Capture 2 of a foe's Dragon Balls and place them at the
        // bottom of his life deck." Each goes to its owner's Life Deck (its CRD ruling: "If you
        // "re-capture" your own Dragon Ball from your opponent in this way, put the Dragon Ball on
        // the bottom of your deck").
        name: "capture-dragon-balls-to-life-deck-bottom",
        pattern: r"capture {n} of (?:a )?{opp} dragon ?balls and (?:place|put) them (?:at|on) the bottom of (?:his|their|its owner's|their owner's) life deck || capture {opp} dragon ?ball and (?:place|put) it (?:at|on) the bottom of (?:his|its owner's) life deck",
        build: |c| {
            let n = if c.has("n") { c.n("n")? } else { 1 };
            (n > 0).then_some(())?;
            one(Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: n,
                max: n,
                shuffle: false,
                captured: true,
            }))
        },
    },
    Pattern {
        // Thought Comes Before Action: "Choose an opponents Dragon Ball in play and shuffle it
        // back into his life deck."
        name: "chosen-opponent-dragon-ball-shuffled-into-life-deck",
        pattern: r"choose {opp} dragon ?ball in play and shuffle it (?:back )?into (?:his|their|its owner's) life deck",
        build: |_| {
            one(Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: 1,
                max: 1,
                shuffle: true,
                captured: false,
            }))
        },
    },
    Pattern {
        // Orange Power Stance: "Shuffle a Dragon Ball in play into its owner's Life Deck." Its
        // CRD 3.0.0 ruling: "This card can only shuffle a Dragon Ball an opponent controls back
        // into the owner's Life Deck." (Namekian Offense prints "place it at the bottom of its
        // owner's Life Deck" under the same ruling's "shuffle": printed text and ruling differ on
        // where it goes, so that sentence stays the judge's.)
        name: "a-dragon-ball-in-play-shuffled-into-its-owners-life-deck",
        pattern: r"shuffle a dragon ?ball in play (?:back )?into its owner's life deck",
        build: |_| {
            one(Effect::DragonBallsToLifeDeck(DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: 1,
                max: 1,
                shuffle: true,
                captured: false,
            }))
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    fn moved(text: &str) -> DragonBallsToLifeDeck {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {:?}", c.effects);
        match c.effects.as_slice() {
            [Effect::DragonBallsToLifeDeck(d), ..] => d.clone(),
            other => panic!("{text}: {other:?}"),
        }
    }

    /// CRD 3.0.0 "Capturing Dragon Balls" ("Card Captures"): Vegeta's Dragonball Capture, a
    /// capture of two, to the bottom of the owner's Life Deck.
    #[test]
    fn capture_of_two_to_life_deck_bottom() {
        let d = moved("Capture 2 of a foe's Dragon Balls and place them at the bottom of his life deck. Limit 1 per deck.");
        assert_eq!(
            d,
            DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: 2,
                max: 2,
                shuffle: false,
                captured: true,
            }
        );
    }

    /// CRD 3.0.0 "Dragon Balls", "Ownership", and Orange Power Stance's ruling ("can only
    /// shuffle a Dragon Ball an opponent controls"); Namekian Offense's "place it at the bottom"
    /// (its ruling says "shuffle") stays the judge's.
    #[test]
    fn a_dragon_ball_an_opponent_controls_shuffled_into_its_owners_life_deck() {
        let d = moved("Shuffle a Dragon Ball in play into its owner's Life Deck.");
        assert_eq!(
            d,
            DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: 1,
                max: 1,
                shuffle: true,
                captured: false,
            }
        );
        let offense = compile_text(
            "Take a Dragon Ball in play and place it at the bottom of its owner's Life Deck.",
        );
        assert_eq!(offense.coverage, Coverage::Manual);
    }

    /// CRD 3.0.0 "Dragon Balls", "Ownership": Thought Comes Before Action, one chosen Dragon Ball
    /// of the opponent's shuffled into the Life Deck.
    #[test]
    fn chosen_opponent_dragon_ball_shuffled() {
        let d = moved("Choose an opponents Dragon Ball in play and shuffle it back into his life deck. Remove from game after use.");
        assert_eq!(
            d,
            DragonBallsToLifeDeck {
                whose: Whose::Opponent,
                min: 1,
                max: 1,
                shuffle: true,
                captured: false,
            }
        );
    }
}
