//! Pattern rows: the Saiyan and Frieza Sagas' wordings of discard-pile cards placed at the
//! bottom of the Life Deck, read as the moves the newer wording names ("Place the top 3 cards of
//! your discard pile at the bottom of your Life Deck"; "Choose 2 cards from your discard pile and
//! place them at the bottom of your Life Deck"):
//!
//! - the top or bottom cards: "Take the top 3 discard cards and place them at the bottom of the
//!   life deck" (Friends Help Friends), "Take the bottom 2 cards from your discard pile and place
//!   them at the bottom of your life deck" (Burning Rage!), "The top 3 discarded cards are placed
//!   at the bottom of your life deck" (Roshi's Training), "Place the top 3 discard cards at the
//!   bottom of the life card deck" (Medic Kit), "Take the top discarded card and place at the
//!   bottom of your life deck" (Power Up!); a Frieza Saga personality's power naming himself: "If
//!   successful, Tien also takes the top 2 discarded cards and places them at the bottom of his
//!   life deck" (Tien Lv.3, Yamcha Lv.3: "his" life deck is the one of the personality's
//!   player, who uses the power);
//! - cards the player chooses, named in the action's `choose`: "Select 2 cards from your discard
//!   pile and place them at the bottom of your life deck" (Enraged!), "Select any 3 discarded
//!   cards ..." (Dende's Help), "Place 2 discarded cards at the bottom of your life deck"
//!   (Respect the Spirit), "2 discards of the user's choice are placed at the bottom of your life
//!   deck" (Dream Chamber Training).
//!
//! "The life deck" and "the life card deck" are the card user's own (a discard pile's cards go
//! back to their owner's Life Deck). A wording not anchored here stays with the judge.

use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::piles::searches::{moves, search, Count};
use crate::engine::effects::{CardFilter, Destination, Pile, SearchIn, Who};

fn end_cards(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let n = if c.has("n") { c.n("n")? } else { 1 };
    let from = if c.s("end") == "bottom" {
        Pile::DiscardBottom
    } else {
        Pile::DiscardTop
    };
    moves(Who::You, n, from, Pile::LifeDeckBottom)
}

/// The personality's own name before "also takes" (Tien Lv.3, Yamcha Lv.3): not a word that
/// names another player or personality.
fn named_end_cards(c: &Caps<'_>) -> Option<Vec<Piece>> {
    const NOT_A_NAME: &[&str] = &[
        "he", "she", "it", "they", "opponent", "foe", "defender", "attacker", "player", "each",
        "every", "who",
    ];
    if NOT_A_NAME.contains(&c.s("who")) {
        return None;
    }
    end_cards(c)
}

fn chosen_cards(c: &Caps<'_>) -> Option<Vec<Piece>> {
    search(
        Who::You,
        SearchIn::DiscardPile,
        Count {
            n: c.n("n")?,
            up_to: false,
            all: false,
        },
        CardFilter::default(),
        false,
        Destination::LifeDeckBottom,
        None,
        false,
    )
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "old-discard-pile-end-to-life-deck-bottom",
        pattern: concat!(
            r"^(?:take|place) the (?P<end>top|bottom) (?:{n} )?(?:discard cards?|discarded cards?|cards? (?:from|of) your discard pile) and place (?:them |it )?at the bottom of (?:your|the) life (?:card )?deck$",
            r" || ^place the (?P<end>top|bottom) (?:{n} )?(?:discard cards?|discarded cards?) at the bottom of (?:your|the) life (?:card )?deck$",
            r" || ^the (?P<end>top|bottom) (?:{n} )?(?:discard cards|discarded cards) are placed at the bottom of (?:your|the) life (?:card )?deck$"
        ),
        build: end_cards,
    },
    Pattern {
        name: "old-named-personality-takes-discards-to-life-deck-bottom",
        pattern: r"^(?P<who>[a-z][a-z.'-]*) also takes the (?P<end>top|bottom) (?:{n} )?discarded cards? and places (?:them|it) at the bottom of his life (?:card )?deck$",
        build: named_end_cards,
    },
    Pattern {
        name: "old-chosen-discards-to-life-deck-bottom",
        pattern: concat!(
            r"^select (?:any )?{n} (?:discarded cards|cards from your discard pile) and place them at the bottom ?of (?:your|the) life (?:card )?deck$",
            r" || ^place {n} discarded cards at the bottom of (?:your|the) life (?:card )?deck$",
            r" || ^{n} discards of the user's choice are placed at the bottom of (?:your|the) life (?:card )?deck$"
        ),
        build: chosen_cards,
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::{compile_text, Coverage};
    use crate::engine::effects::{Destination, Effect, Pile, SearchIn};

    fn one(text: &str) -> Effect {
        let c = compile_text(text);
        assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
        c.effects.into_iter().next().expect("an effect")
    }

    /// Friends Help Friends, Burning Rage!, Roshi's Training, Medic Kit, Power Up!: the top or
    /// bottom cards of the discard pile to the bottom of the Life Deck.
    #[test]
    fn discard_pile_ends_to_the_life_deck_bottom() {
        for (text, n, from) in [
            ("Take the top 3 discard cards and place them at the bottom of the life deck.", 3, Pile::DiscardTop),
            ("Take the bottom 2 cards from your discard pile and place them at the bottom of your life deck.", 2, Pile::DiscardBottom),
            ("The top 3 discarded cards are placed at the bottom of your life deck.", 3, Pile::DiscardTop),
            ("Place the top 3 discard cards at the bottom of the life card deck.", 3, Pile::DiscardTop),
            ("Take the top discarded card and place at the bottom of your life deck.", 1, Pile::DiscardTop),
        ] {
            let Effect::MoveCards(m) = one(text) else {
                panic!("{text}")
            };
            assert_eq!((m.count, m.from, m.to), (n, from, Pile::LifeDeckBottom), "{text}");
        }
    }

    /// Tien Lv.3, Yamcha Lv.3 (Frieza Saga): "If successful, <name> also takes the top 2
    /// discarded cards and places them at the bottom of his life deck", an "If successful" effect
    /// (CRD 3.0.0 Battle Sequence 15); another player's word is not read.
    #[test]
    fn a_named_personality_takes_discards_to_the_life_deck_bottom() {
        for text in [
            "Energy attack. If successful, Tien also takes the top 2 discarded cards and places them at the bottom of his life deck.",
            "Physical attack. If successful, Yamcha also takes the top 2 discarded cards and places them at the bottom of his life deck.",
        ] {
            let c = compile_text(text);
            assert_eq!(c.coverage, Coverage::Full, "{text}: {c:#?}");
            let Some(Effect::IfSuccessful(v)) = c.effects.get(1) else {
                panic!("{text}: {:?}", c.effects)
            };
            let [Effect::MoveCards(m)] = v.as_slice() else {
                panic!("{text}: {v:?}")
            };
            assert_eq!((m.count, m.from, m.to), (2, Pile::DiscardTop, Pile::LifeDeckBottom));
        }
        assert_eq!(
            compile_text("Physical attack. If successful, opponent also takes the top 2 discarded cards and places them at the bottom of his life deck.").coverage,
            Coverage::Partial
        );
    }

    /// Enraged!, Dende's Help, Respect the Spirit, Dream Chamber Training: chosen cards.
    #[test]
    fn chosen_discards_to_the_life_deck_bottom() {
        for (text, n) in [
            ("Select 2 cards from your discard pile and place them at the bottom of your life deck.", 2),
            ("Select any 3 discarded cards and place them at the bottom of your life deck.", 3),
            ("Place 2 discarded cards at the bottom of your life deck.", 2),
            ("2 discards of the user's choice are placed at the bottom of your life deck.", 2),
            ("Select 2 discarded cards and place them at the bottomof your life deck.", 2),
        ] {
            let Effect::Search(s) = one(text) else {
                panic!("{text}")
            };
            assert_eq!((s.count, s.from, s.to), (n, SearchIn::DiscardPile, Destination::LifeDeckBottom), "{text}");
        }
    }
}
