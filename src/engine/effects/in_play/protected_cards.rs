//! Pattern rows: a player's cards in play that effects cannot discard or remove from the game
//! ("Your Allies in play cannot be discarded", Blue Saving Catch Drill; "Constant Combat Power:
//! Your Allies in play cannot be removed from the game", Gohan, the Protector Lv.2; "Your Allies
//! with Saiyan Heritage cannot be discarded or removed from the game", Chi-Chi, The Grandmother).

use serde::{Deserialize, Serialize};

use super::{InPlayAct, InPlayKind};
use crate::engine::compile::patterns::{Caps, Pattern, Piece};
use crate::engine::effects::Effect;

/// Which of its controller's cards in play a card keeps from being discarded or removed from
/// the game, while it acts (a Drill, Non-Combat card or Mastery in play; a Constant Combat Power
/// of the personality in control of Combat). JSON: `{"in_play_protected": {"cards": ["ally"],
/// "from": ["discard"]}}`, with `"group": "Saiyan Heritage"` when only those are kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InPlayProtection {
    /// The kinds of cards kept in play (Allies, Drills).
    pub cards: Vec<InPlayKind>,
    /// What they are kept from: being discarded, removed from the game, or both.
    pub from: Vec<InPlayAct>,
    /// Only the personalities of this group ("with Saiyan Heritage").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// "for any reason": the rules' own discards too (the Drills a level gained or lost
    /// discards, CRD "Drill Cards"), as The Golden Rule puts a card's text over the rules.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_reason: bool,
}

fn build_protected(c: &Caps<'_>) -> Option<Vec<Piece>> {
    let cards = match c.s("k") {
        "allies" => vec![InPlayKind::Ally],
        "drills" => vec![InPlayKind::Drill],
        _ => return None,
    };
    let from = match c.s("a") {
        "discarded" => vec![InPlayAct::Discard],
        "removed from the game" => vec![InPlayAct::RemoveFromGame],
        _ => vec![InPlayAct::Discard, InPlayAct::RemoveFromGame],
    };
    let group = c.has("g").then(|| {
        c.s("g")
            .split(' ')
            .map(crate::engine::compile::patterns::title)
            .collect::<Vec<_>>()
            .join(" ")
    });
    let mut out = Vec::new();
    if c.has("ccp") {
        out.push(Piece::Effect(Effect::ConstantCombatPower));
    }
    out.push(Piece::Effect(Effect::InPlayProtected(InPlayProtection {
        cards,
        from,
        group,
        any_reason: c.has("any"),
    })));
    Some(out)
}

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Orange Energy Break (Fusion Saga #065): a floating effect of its user.
        name: "drills-kept-at-level-change-this-combat",
        pattern: r"for the remainder of combat,? you do not have to discard (?:any )?(?:of )?(?:your )?drills(?: in play)? when your main personality advances or loses a personality level",
        build: |_| Some(vec![Piece::Effect(Effect::DrillsKeptAtLevelChange)]),
    },
    Pattern {
        name: "cards-in-play-protected",
        pattern: r"(?P<ccp>constant combat power:? )?your (?P<k>allies|drills)(?: in play)?(?: with (?P<g>saiyan heritage|namekian heritage))? cannot be (?P<a>discarded or removed from the game|discarded|removed from the game)(?P<any> for any reason)?(?: while they are in play)?",
        build: build_protected,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    use crate::engine::compile::read_in_full as read;

    #[test]
    fn blue_saving_catch_drill_keeps_allies_from_being_discarded() {
        assert_eq!(
            read("Your Allies in play cannot be discarded."),
            vec![Effect::InPlayProtected(InPlayProtection {
                cards: vec![InPlayKind::Ally],
                from: vec![InPlayAct::Discard],
                group: None,
                any_reason: false,
            })]
        );
    }

    #[test]
    fn gohan_the_protector_keeps_allies_in_the_game_as_a_constant_combat_power() {
        assert_eq!(
            read("Constant Combat Power: Your Allies in play cannot be removed from the game."),
            vec![
                Effect::ConstantCombatPower,
                Effect::InPlayProtected(InPlayProtection {
                    cards: vec![InPlayKind::Ally],
                    from: vec![InPlayAct::RemoveFromGame],
                    group: None,
                    any_reason: false,
                })
            ]
        );
    }

    #[test]
    fn chi_chi_the_grandmother_keeps_allies_with_saiyan_heritage() {
        assert_eq!(
            read("Your Allies with Saiyan Heritage cannot be discarded or removed from the game."),
            vec![Effect::InPlayProtected(InPlayProtection {
                cards: vec![InPlayKind::Ally],
                from: vec![InPlayAct::Discard, InPlayAct::RemoveFromGame],
                group: Some("Saiyan Heritage".into()),
                any_reason: false,
            })]
        );
    }

    /// Freestyle Mastery (Majin Buu Saga #131): "for any reason" kept, so a level's discard of
    /// the Drills keeps them too (`protected_cards_resolve::drills_kept_for_any_reason`).
    #[test]
    fn freestyle_mastery_keeps_drills_for_any_reason() {
        assert_eq!(
            read("Your Drills cannot be discarded for any reason while they are in play."),
            vec![Effect::InPlayProtected(InPlayProtection {
                cards: vec![InPlayKind::Drill],
                from: vec![InPlayAct::Discard],
                group: None,
                any_reason: true,
            })]
        );
    }

    /// Orange Energy Break (Fusion Saga #065): the Drills kept at a level change this Combat.
    #[test]
    fn orange_energy_break_keeps_drills_at_a_level_change_this_combat() {
        assert_eq!(
            read("For the remainder of Combat, you do not have to discard any Drills in play when your Main Personality advances or loses a personality level."),
            vec![Effect::DrillsKeptAtLevelChange]
        );
    }
}
