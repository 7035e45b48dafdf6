//! Type and pattern rows: a card used at the beginning of a Discard Step ("Use only at the
//! beginning of your Discard Step in a turn that you skipped Combat.", Watching From Afar; "At
//! the beginning of every Discard Step, your Main Personality may pay 1 power stage.", Red Joker
//! Drill; "... to make your opponent discard all cards from his hand.", Black Weakness Drill):
//! `Effect::DiscardStepOpening`, used by a `use` action at the start of the Discard Step
//! (`turn/discard_step_changes.rs`). "If he does, you may discard down to 2 instead of 1 for that
//! Discard Step" (Red Joker Drill) is `Effect::DiscardStepKeeps`, read from a card so used.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, Caps, Pattern, Piece};
use crate::engine::effects::{is_zero, CardFilter, Destination, Effect, Search, SearchIn, Who};

/// When and at what price a card is used at the beginning of a Discard Step. JSON:
/// `{"discard_step_opening": {"skipped_combat": true}}` (Watching From Afar),
/// `{"discard_step_opening": {"every": true, "main_personality_pays": 1}}` (Red Joker Drill).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardStepUse {
    /// "every"/"each" Discard Step (either player's turn); otherwise "your Discard Step" only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub every: bool,
    /// "in a turn that you skipped Combat": not after its player declared Combat this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub skipped_combat: bool,
    /// "your Main Personality may pay N power stage(s)": paid when the card is used.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub main_personality_pays: u32,
    /// What the payment does, when the same sentence says ("to make your opponent discard all
    /// cards from his hand").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub then: Vec<Effect>,
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "use-only-at-the-beginning-of-your-discard-step",
        pattern: r"use (?:this card )?only at the beginning of your discard step(?P<skipped> in a turn (?:that|in which) you skipped combat)?",
        build: |c| {
            one(Effect::DiscardStepOpening(DiscardStepUse {
                skipped_combat: c.has("skipped"),
                ..Default::default()
            }))
        },
    },
    Pattern {
        name: "at-the-beginning-of-every-discard-step-main-personality-may-pay",
        pattern: r"at the beginning of (?:each|every) discard step,? your main personality may pay {n} power stages?(?P<all> to make your opponent discard all (?:of the )?cards (?:from|in) his hand)?",
        build: pays,
    },
    Pattern {
        name: "if-he-does-discard-down-to-instead-of-1-for-that-discard-step",
        pattern: r"if he does,? you may discard down to {n} (?:cards? )?instead of (?:1|one) for that discard step",
        build: |c| one(Effect::DiscardStepKeeps(c.n("n")?)),
    },
];

fn pays(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let then = if c.has("all") {
        vec![opponents_whole_hand()]
    } else {
        Vec::new()
    };
    one(Effect::DiscardStepOpening(DiscardStepUse {
        every: true,
        main_personality_pays: c.n("n")?,
        then,
        ..Default::default()
    }))
}

/// "make your opponent discard all cards from his hand": every card of it to the discard pile
/// (no choice to make), as `piles::piles_chosen` reads "All players discard all cards in their
/// hands".
fn opponents_whole_hand() -> Effect {
    Effect::Search(Search {
        player: Who::Opponent,
        from: SearchIn::Hand,
        filter: CardFilter::default(),
        count: 0,
        up_to: false,
        all: true,
        random: false,
        to: Destination::Discard,
        ally_stage: None,
        may: false,
        keeps_in_play: false,
        until_end_of_combat: None,
        powers_lost: false,
        by_owner: false,
    })
}

#[cfg(test)]
mod tests {
    use super::DiscardStepUse;
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{Effect, SearchIn, Who};

    fn opening(text: &str) -> Option<DiscardStepUse> {
        compile_text(text)
            .effects
            .into_iter()
            .find_map(|e| match e {
                Effect::DiscardStepOpening(u) => Some(u),
                _ => None,
            })
    }

    #[test]
    fn watching_from_afar_only_in_a_turn_that_skipped_combat() {
        let u = opening("Use only at the beginning of your Discard Step in a turn that you skipped Combat. Shuffle 4 cards in your discard pile into your Life Deck.");
        assert_eq!(
            u,
            Some(DiscardStepUse {
                skipped_combat: true,
                ..Default::default()
            })
        );
    }

    #[test]
    fn red_joker_drill_pays_one_stage_then_keeps_two() {
        let c = compile_text("At the beginning of every Discard Step, your Main Personality may pay 1 power stage. If he does, you may discard down to 2 instead of 1 for that Discard Step.");
        assert_eq!(
            c.effects,
            vec![
                Effect::DiscardStepOpening(DiscardStepUse {
                    every: true,
                    main_personality_pays: 1,
                    ..Default::default()
                }),
                Effect::DiscardStepKeeps(2)
            ]
        );
    }

    #[test]
    fn black_weakness_drill_pays_to_empty_the_opponents_hand() {
        let u = opening("At the beginning of each Discard Step, your Main Personality may pay 1 power stage to make your opponent discard all cards from his hand.");
        let u = u.expect("read");
        assert!(u.every && u.main_personality_pays == 1, "{u:?}");
        assert!(
            matches!(&u.then[..], [Effect::Search(s)] if s.all && s.player == Who::Opponent && s.from == SearchIn::Hand),
            "{:?}",
            u.then
        );
    }
}
