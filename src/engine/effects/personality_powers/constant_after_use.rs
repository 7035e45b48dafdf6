//! A Constant Combat Power changing where its player's cards go after use (CRD 3.0.0 Battle
//! Sequence step 16, "Remove from the Game"): "All your Krillin Named cards that are removed from
//! the game after use are discarded instead" (Krillin Lv.1), "All of your Non-Drill Saiyan Style
//! cards that do not remove themselves from the game after use are placed at the bottom of your
//! Life Deck after use" (Goku, Super Saiyan Ascended Lv.4; Broly, Empowered Lv.3's "Saiyan Style
//! attacks"). The rows give [`Effect::CardsAfterUse`]; outside a Constant Combat Power the
//! sentence goes to the judge (`compile`'s demotion); read when a card is put away after use by
//! `constant_after_use_resolve`.

use serde::{Deserialize, Serialize};

use crate::engine::compile::patterns::{one, title, Caps, Pattern, Piece};
use crate::engine::effects::{is_false, Effect};

/// Which of its player's cards a Constant Combat Power sends elsewhere after use, and where.
/// JSON: `{"cards_after_use": {"named": "Krillin", "removed": true, "to": "discard"}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardsAfterUse {
    /// Cards Named for this personality ("your Krillin Named cards").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub named: Option<String>,
    /// Cards of this Martial Arts Style ("your Saiyan Style cards").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
    /// Only the card one of its player's attacks is performed with ("Saiyan Style attacks").
    #[serde(default, skip_serializing_if = "is_false")]
    pub attacks_only: bool,
    /// Not Drills ("Non-Drill").
    #[serde(default, skip_serializing_if = "is_false")]
    pub non_drill: bool,
    /// The cards whose own words remove them from the game after use (`true`: "that are removed
    /// from the game after use"), or those whose words do not (`false`: "that do not remove
    /// themselves from the game after use").
    pub removed: bool,
    /// Where they go after use instead.
    pub to: PlacedInstead,
}

/// Where a card goes after use instead of where it would.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlacedInstead {
    /// On top of its owner's discard pile.
    Discard,
    /// At the bottom of its owner's Life Deck.
    BottomOfLifeDeck,
}

/// "All your Krillin Named cards that are removed from the game after use are discarded
/// instead"; "Any Vegeta named cards that say "Remove from the game after use" now say, "Discard
/// after use" instead" (Vegeta Lv.1, not a Constant Combat Power: the judge's).
fn named_discarded(c: &Caps<'_>) -> Option<Vec<Piece>> {
    one(Effect::CardsAfterUse(CardsAfterUse {
        named: Some(title(c.s("name"))),
        style: None,
        attacks_only: false,
        non_drill: false,
        removed: true,
        to: PlacedInstead::Discard,
    }))
}

/// "All of your [Non-Drill] Saiyan Style cards|attacks that do not remove themselves from the
/// game after use are placed at the bottom of your Life Deck after use".
fn styled_to_bottom(c: &Caps<'_>) -> Option<Vec<Piece>> {
    one(Effect::CardsAfterUse(CardsAfterUse {
        named: None,
        style: Some(title(c.s("style"))),
        attacks_only: c.s("what") == "attacks",
        non_drill: c.has("nondrill"),
        removed: false,
        to: PlacedInstead::BottomOfLifeDeck,
    }))
}

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "constant-power-named-cards-discarded-after-use",
        pattern: r#"^all (?:of )?your (?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) named cards that are removed from the game after use are discarded instead$ || ^any (?P<name>[a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) named cards that say "remove from the game after use" now say,? "discard after use" instead$"#,
        build: named_discarded,
    },
    Pattern {
        name: "constant-power-styled-cards-to-life-deck-bottom-after-use",
        pattern: r"^all (?:of )?your (?P<nondrill>non-drill )?(?P<style>red|blue|black|orange|saiyan|namekian) style (?P<what>cards|attacks) that do not remove themselves from the game after use are placed? at the bottom of your life deck after use$",
        build: styled_to_bottom,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, Coverage};
    use crate::engine::effects::personality_powers::power_boxes::constant_effects;

    fn constant(text: &str) -> Vec<Effect> {
        let c = compile_for(text, false);
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        constant_effects(&c.effects).to_vec()
    }

    /// Krillin Lv.1 (Capsule Corp Power Pack #CP30): his Named cards that remove themselves from
    /// the game are discarded instead (CRD 3.0.0 Battle Sequence step 16, "Remove from the
    /// Game"), in the Constant Combat Power box; outside one, the judge's (Vegeta Lv.1).
    #[test]
    fn krillin_named_cards_discarded_instead_of_removed() {
        let e = constant("(Constant Combat Power) All your Krillin Named cards that are removed from the game after use are discarded instead. All Krillin Named cards in your Life Deck that do not have Endurance gain Endurance 2.");
        assert!(e.contains(&Effect::CardsAfterUse(CardsAfterUse {
            named: Some("Krillin".into()),
            style: None,
            attacks_only: false,
            non_drill: false,
            removed: true,
            to: PlacedInstead::Discard,
        })));
        let c = compile_for("Any Vegeta named cards that say \"Remove from the game after use\" now say, \"Discard after use\" instead.", false);
        assert_eq!(c.coverage, Coverage::Manual, "{c:#?}");
    }

    /// Goku, Super Saiyan Ascended Lv.4 (Majin Buu Saga #116) and Broly, Empowered Lv.3
    /// (Miscellaneous #BR3): Saiyan Style cards (every one but Drills; only those attacked with)
    /// go to the bottom of the Life Deck after use (CRD 3.0.0 Battle Sequence step 16).
    #[test]
    fn saiyan_style_cards_to_the_bottom_of_the_life_deck() {
        let e = constant("(Constant Combat Power) All of your Non-Drill Saiyan Style cards that do not remove themselves from the game after use are placed at the bottom of your Life Deck after use. All of your Saiyan Style attacks do an additional +2 life cards of damage.");
        assert!(e.contains(&Effect::CardsAfterUse(CardsAfterUse {
            named: None,
            style: Some("Saiyan".into()),
            attacks_only: false,
            non_drill: true,
            removed: false,
            to: PlacedInstead::BottomOfLifeDeck,
        })));
        let e = constant("(Constant Combat Power) All your Saiyan Style attacks that do not remove themselves from the game after use are place at the bottom of your Life Deck after use.");
        assert!(e.contains(&Effect::CardsAfterUse(CardsAfterUse {
            named: None,
            style: Some("Saiyan".into()),
            attacks_only: true,
            non_drill: false,
            removed: false,
            to: PlacedInstead::BottomOfLifeDeck,
        })));
    }
}
