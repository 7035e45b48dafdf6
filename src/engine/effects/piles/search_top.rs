//! Pattern rows: `piles::search_top` — the last attack and Drill cards a CRD 3.0.0
//! ruling rewrites ("Treat this card as if it read ...", "This card gains ...") that no other
//! table reads:
//!
//! - Blue Lunge (Fusion Saga #97): "Search the top 5 cards of your Life Deck for a Non-Combat
//!   card and place it into play." ([`Effect::SearchTop`]) and "Place the remaining cards at the
//!   bottom of your Life Deck in any order." ([`Effect::RemainingToLifeDeckBottom`]): two
//!   sentences after the attack's own, so secondary effects (CRD 3.0.0 "Secondary Effects": one
//!   sentence at a time), resolved at Battle Sequence step 3;
//! - Trunks Effortless Drill (Trunks Saga #85): "Once per Combat, a player may choose to have a
//!   Straining Move card he performs unable to be stopped or prevented."
//!   ([`Effect::StrainingMoveUnstoppable`]);
//! - Orange Focusing Drill (Saiyan Saga #234): "Your Drills in play except for "Orange Focusing
//!   Drill" cannot be discarded or removed from the game unless you advance or lose a
//!   Personality level." ([`Effect::DrillsProtectedUnlessLevel`]);
//! - Black Disarray Drill (Kid Buu Saga #96): "When your opponent would discard any number of
//!   card(s) from his hand because of your card effects, the cards are discarded at random
//!   instead." ([`Effect::OpponentHandDiscardsAtRandom`]).
//!
//! Every row is anchored to the whole sentence as the ruling writes it; a sentence that does not
//! read fully stays with the judge.

use crate::engine::compile::patterns::{one, Pattern};
use crate::engine::effects::{CardFilter, Destination, Effect, SearchTop, Who};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Blue Lunge: only a Non-Combat card placed into play (the wording the card prints).
        name: "search-top-non-combat-into-play",
        pattern: r"search the top {n} cards of your life deck for a non-combat card and place it into play",
        build: |c| {
            one(Effect::SearchTop(SearchTop {
                player: Who::You,
                count: c.n("n")?,
                filter: CardFilter {
                    types: vec!["Non-Combat".to_string()],
                    ..CardFilter::default()
                },
                to: Destination::Play,
                look: false,
            }))
        },
    },
    Pattern {
        // Blue Lunge's sentence after the search.
        name: "search-remaining-to-life-deck-bottom",
        pattern: r"place the remaining cards at the bottom of your life deck in any order",
        build: |_| one(Effect::RemainingToLifeDeckBottom),
    },
    Pattern {
        // Speaking With the King Drill (read with its CRD 3.0.0 ruling's opening, "Once per
        // turn, in place of an attack..."): any card of the top N to the hand, the others
        // removed from the game.
        name: "look-at-top-one-to-hand-others-removed",
        pattern: r"look at the top {n} cards of your life deck,? (?:and )?put 1 of them (?:in|into) your hand and remove the other {m} from the game",
        build: |c| {
            let n = c.n("n")?;
            if c.n("m")?.checked_add(1)? != n {
                return None;
            }
            Some(vec![
                crate::engine::compile::patterns::Piece::Effect(Effect::SearchTop(SearchTop {
                    player: Who::You,
                    count: n,
                    filter: CardFilter::default(),
                    to: Destination::Hand,
                    look: true,
                })),
                crate::engine::compile::patterns::Piece::Effect(Effect::RemainingRemovedFromGame),
            ])
        },
    },
    Pattern {
        // Trunks Effortless Drill (CRD 3.0.0 ruling).
        name: "straining-move-unstoppable",
        pattern: r"once per combat, a player may choose to have a straining move card he performs unable to be stopped or prevented",
        build: |_| one(Effect::StrainingMoveUnstoppable),
    },
    Pattern {
        // Orange Focusing Drill (CRD 3.0.0 ruling).
        name: "drills-protected-unless-level",
        pattern: r#"your drills in play except for "?orange focusing drill"? cannot be discarded or removed from the game unless you advance or lose a personality level"#,
        build: |_| one(Effect::DrillsProtectedUnlessLevel),
    },
    Pattern {
        // Black Disarray Drill (CRD 3.0.0 ruling).
        name: "opponent-hand-discards-at-random",
        pattern: r"when your opponent would discard any number of card\(s\) from his hand because of your card effects, the cards are discarded at random instead",
        build: |_| one(Effect::OpponentHandDiscardsAtRandom),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, Coverage};

    use crate::engine::compile::read_in_full as full;

    /// A Drill's text, read as a Drill (its effects are read from the Drill in play).
    fn drill(text: &str) -> Vec<Effect> {
        let c = compile_for(text, true);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    #[test]
    fn blue_lunge() {
        let e = full("Endurance 2. Physical attack doing +5 power stages of damage. Search the top 5 cards of your Life Deck for a Non-Combat card and place it into play. Place the remaining cards at the bottom of your Life Deck in any order. Remove from the game after use.");
        assert!(
            e.iter()
                .any(|e| matches!(e, Effect::SearchTop(s) if s.count == 5
                && s.to == Destination::Play && s.filter.types == ["Non-Combat"])),
            "{e:?}"
        );
        assert!(e.contains(&Effect::RemainingToLifeDeckBottom), "{e:?}");
    }

    #[test]
    fn drills() {
        assert_eq!(
            drill("Once per Combat, a player may choose to have a Straining Move card he performs unable to be stopped or prevented."),
            vec![Effect::StrainingMoveUnstoppable]
        );
        assert_eq!(
            drill("Your Drills in play except for \"Orange Focusing Drill\" cannot be discarded or removed from the game unless you advance or lose a Personality level."),
            vec![Effect::DrillsProtectedUnlessLevel]
        );
        let e = drill("Sensei Deck only. When your opponent would discard any number of card(s) from his hand because of your card effects, the cards are discarded at random instead.");
        assert!(e.contains(&Effect::OpponentHandDiscardsAtRandom), "{e:?}");
    }
}
