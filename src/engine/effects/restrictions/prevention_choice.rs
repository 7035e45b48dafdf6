//! Pattern rows: `restrictions::prevention_choice` — lasting effects and restrictions of attack and
//! defence cards that no other table reads:
//!
//! - "All attacks performed against you for the remainder of combat do 2 less power stages of
//!   damage or 2 less life cards of damage" (Red Blazing Aura): read with the CRD ruling on the
//!   card (its player chooses power stages or life cards when he plays it, that much to prevent
//!   for the remainder of Combat): [`Effect::PreventEitherChosen`];
//! - "Your opponent skips his next "Attacker Attacks" phase and his Main Personality loses 2
//!   power stages" (Knowledge Transfer): the existing [`Effect::SkipAttackPhase`] and
//!   [`Effect::PowerStages`] of that player;
//! - "Look at the top 5 cards of your opponent's Life Deck and place them back in the same
//!   order" (Knowledge Transfer): the cards are shown to the card's player and stay where they
//!   are ([`Effect::LookAtTop`]).
//!
//! Every row reads the whole sentence (or the whole clause of an "and"), its duration
//! included; a sentence without its duration is not matched.

use crate::engine::compile::patterns::{one, Pattern, Piece};
use crate::engine::effects::piles::searches::whose;
use crate::engine::effects::{Effect, LookAtTop, MainPersonalityStages, Who};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "prevention-choice-attacks-against-you-do-less",
        // Red Blazing Aura (trunks-saga/022). The compiler also tries the sentence with its
        // duration moved to the front.
        pattern: r"(?P<pre>for the remainder of combat,? )?all attacks performed against you(?P<post> for the remainder of combat)? do {n} less power stages? of damage or {m} less life cards? of damage",
        build: |c| {
            if c.has("pre") == c.has("post") {
                return None;
            }
            let n = c.n("n")?;
            // The same amount of either kind.
            if c.n("m")? != n || n == 0 {
                return None;
            }
            one(Effect::PreventEitherChosen(n))
        },
    },
    Pattern {
        name: "look-at-top-and-place-back",
        // Knowledge Transfer (cosmic-anthology/ca22).
        // Android 18 Lv.1 (Cell Saga #182, as CRD 3.0.0 rewrites it): "... and place them back
        // on top in any order".
        pattern: r"look at the top {n} cards (?:of|from) (?P<whose>your opponent's|your) life deck,? (?:and )?(?:place|put) them back (?:on top )?in (?P<order>the same|any) order",
        build: |c| {
            one(Effect::LookAtTop(LookAtTop {
                player: whose(c.s("whose")),
                count: c.n("n")?,
                any_order: c.s("order") == "any",
            }))
        },
    },
    Pattern {
        name: "opponent-skips-and-his-mp-loses",
        // Knowledge Transfer: "Your opponent skips his next "Attacker Attacks" phase and his
        // Main Personality loses 2 power stages." ("his": the opponent's).
        pattern: r#"your opponent (?:must )?skips? his next "?attacker attacks"? phase and his main personality loses {n} power stages?"#,
        build: |c| {
            Some(vec![
                Piece::Effect(Effect::SkipAttackPhase(Who::Opponent)),
                Piece::Effect(Effect::MainPersonalityStages(MainPersonalityStages {
                    player: Who::Opponent,
                    by: -c.signed("n")?,
                    to_zero: false,
                })),
            ])
        },
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    fn effects(text: &str) -> Vec<Effect> {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects
    }

    #[test]
    fn either_kind_chosen_for_the_remainder_of_combat() {
        // Red Blazing Aura.
        let e = effects("All attacks performed against you for the remainder of combat do 2 less power stages of damage or 2 less life cards of damage.");
        assert_eq!(e, vec![Effect::PreventEitherChosen(2)]);
        // Without its duration the sentence is not read here.
        let c = compile_text("All attacks performed against you do 2 less power stages of damage or 2 less life cards of damage.");
        assert!(!c.effects.contains(&Effect::PreventEitherChosen(2)));
        assert_ne!(c.coverage, Coverage::Full);
        // Two different amounts are not this row.
        let c = compile_text("All attacks performed against you for the remainder of combat do 2 less power stages of damage or 1 less life cards of damage.");
        assert_ne!(c.coverage, Coverage::Full);
    }

    #[test]
    fn look_at_the_top_cards() {
        // Knowledge Transfer.
        let e = effects("Look at the top 5 cards of your opponent's Life Deck and place them back in the same order. Your opponent skips his next \"Attacker Attacks\" phase and his Main Personality loses 2 power stages.");
        assert_eq!(
            e[0],
            Effect::LookAtTop(LookAtTop {
                player: Who::Opponent,
                count: 5,
                any_order: false
            })
        );
        assert_eq!(
            e[e.len() - 2..],
            [
                Effect::SkipAttackPhase(Who::Opponent),
                Effect::MainPersonalityStages(MainPersonalityStages {
                    player: Who::Opponent,
                    by: -2,
                    to_zero: false
                })
            ]
        );
    }

    /// Surprise! (Trunks Saga Promo #p9), printed "of you opponent's Life Deck" (`compile::sentences`
    /// `REWRITES`).
    #[test]
    fn look_at_the_top_cards_in_any_order() {
        let e = effects(
            "Look at the top 5 cards of you opponent's Life Deck and put them back in any order.",
        );
        assert_eq!(
            e,
            vec![Effect::LookAtTop(LookAtTop {
                player: Who::Opponent,
                count: 5,
                any_order: true
            })]
        );
    }
}
