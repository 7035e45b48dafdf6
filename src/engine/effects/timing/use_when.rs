//! Core pattern rows: when a card is used as it says ("Use when needed", "Use when entering
//! Combat", "When entering Combat as the defender, you may remove this card from the game to
//! ...", "at the beginning of the Combat Step", "in place of an attack", "Use during any Non-Combat Step", "at the end of your Power Up
//! step", "at the end of your opponent's Power Up step") and "Skip Combat this turn", "Your
//! opponent may not declare Combat this turn".
//!
//! Tried first, in the core order (see `compile/tables.rs`); the placeholders a pattern may use are
//! described in `compile/patterns.rs`.

use crate::engine::compile::patterns::{one, Pattern, Piece};
use crate::engine::effects::{Effect, Timing, Who};

/// The rows, in the order they are tried.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        name: "use-when-needed",
        pattern: r"use when needed|use this card when needed",
        build: |_| one(Effect::Timing(Timing::WhenNeeded)),
    },
    Pattern {
        name: "use-when-entering-combat-as-the-defender",
        pattern: r"use (?:this card )?when entering combat as the defender",
        build: |_| one(Effect::Timing(Timing::WhenEnteringCombatAsDefender)),
    },
    // Initiative (Babidi Saga #102): a Non-Combat card in play used in the defender's half of
    // the Prepare Phase, removed from the game as it is used. Used there, the attacker's "first
    // 'Attacker Attacks' phase of that Combat" is his next one (CRD "Skipping Attack Phases").
    Pattern {
        name: "when-entering-combat-as-the-defender-remove-this-card-to-skip",
        pattern: r#"when entering combat as the defender,? you may remove this card from the game to make your opponent skip his first "?attacker attacks"? phase of that combat"#,
        build: |_| {
            Some(vec![
                Piece::Effect(Effect::Timing(Timing::WhenEnteringCombatAsDefender)),
                Piece::Effect(Effect::SkipAttackPhase(Who::Opponent)),
                Piece::Effect(Effect::RemoveFromGameAfterUse),
            ])
        },
    },
    Pattern {
        name: "use-when-entering-combat",
        pattern: r"use (?:this card )?when entering combat",
        build: |_| one(Effect::Timing(Timing::WhenEnteringCombat)),
    },
    // Let the Games Begin! (World Championship #SZ7): "Use when entering Combat and your Main
    // Personality is at level 1." The moment, and the condition that must hold to use the card
    // then (CRD 3.0.0 "What is a Requirement?"), read by `conditions::if_clauses::parse`.
    Pattern {
        name: "use-when-entering-combat-and-condition",
        pattern: r"use (?:this card )?when entering combat,? (?:and|if) (?P<cond>.+)",
        build: |c| {
            let cond = crate::engine::effects::conditions::if_clauses::parse(c.s("cond"))?;
            Some(vec![
                Piece::Effect(Effect::Timing(Timing::WhenEnteringCombat)),
                Piece::Effect(Effect::Requires(cond)),
            ])
        },
    },
    // "of he combat step": the printed typo of Nail Takes Extra Effort (Trunks Saga #132).
    Pattern {
        name: "use-at-the-beginning-of-the-combat-step",
        pattern: r"use (?:this card )?at the beginning of (?:t?he )?combat step",
        build: |_| one(Effect::Timing(Timing::BeginningOfCombatStep)),
    },
    Pattern {
        name: "in-place-of-an-attack",
        pattern: r"use (?:this card )?in place of an attack|this card is used in place of an attack",
        build: |_| one(Effect::Timing(Timing::InPlaceOfAttack)),
    },
    Pattern {
        name: "use-during-the-non-combat-step",
        pattern: r"(?:you can )?use (?:this card )?during (?:any|your|the) non-combat step",
        build: |_| one(Effect::Timing(Timing::NonCombatStep)),
    },
    Pattern {
        name: "use-at-the-end-of-your-opponents-power-up-step",
        pattern: r"use (?:this card )?at the end of (?:your|an) opponent'?s'? power[- ]?up step",
        build: |_| one(Effect::Timing(Timing::EndOfOpponentsPowerUp)),
    },
    Pattern {
        name: "use-at-the-end-of-a-turn",
        pattern: r"use (?:this card )?at the end of (?:any|a|every) turn",
        build: |_| one(Effect::Timing(Timing::EndOfTurn)),
    },
    Pattern {
        name: "use-at-the-end-of-your-power-up-step",
        pattern: r"use (?:this card )?at the end of your power[- ]?up step",
        build: |_| one(Effect::Timing(Timing::EndOfPowerUp)),
    },
    Pattern {
        name: "opponent-may-not-declare-combat-this-turn",
        pattern: r"your opponent (?:may|can)(?: ?not|n't) declare combat this turn",
        build: |_| one(Effect::OpponentMayNotDeclareCombat),
    },
    Pattern {
        name: "skip-combat-this-turn",
        pattern: r"skip (?:the )?combat (?:step )?this turn",
        build: |_| one(Effect::SkipCombatThisTurn),
    },
];

#[cfg(test)]
mod tests {
    use crate::engine::compile::compile_text;
    use crate::engine::effects::{Effect, Timing, Who};

    /// Initiative (Babidi Saga #102), CRD 3.0.0 "The Defender's Half of the Prepare Phase" and
    /// "Skipping Attack Phases": used when entering Combat as the defender, the attacker's next
    /// Attack Phase skipped, the card removed from the game as it is used.
    #[test]
    fn initiative_removes_itself_to_skip_the_attackers_first_attack_phase() {
        let c = compile_text("When entering Combat as the defender, you may remove this card from the game to make your opponent skip his first \"Attacker Attacks\" phase of that Combat.");
        assert_eq!(
            c.effects,
            vec![
                Effect::Timing(Timing::WhenEnteringCombatAsDefender),
                Effect::SkipAttackPhase(Who::Opponent),
                Effect::RemoveFromGameAfterUse,
            ]
        );
    }

    /// Let the Games Begin! (World Championship #SZ7), CRD 3.0.0 "What is a Requirement?" and
    /// "The Attacker's Half of the Prepare Phase": used when entering Combat, only while its
    /// user's Main Personality is at level 1 (level 1 or higher, and not level 2 or higher); the
    /// card then advances it to level 2. Every sentence of the card is read.
    #[test]
    fn let_the_games_begin_used_when_entering_combat_at_level_1() {
        use crate::engine::effects::{Condition, LevelAtLeast, SetTo};
        let c = compile_text("Use when entering Combat and your Main Personality is at level 1. You cannot win by the Most Powerful Personality Victory for the remainder of the game. Advance your Main Personality to level 2. Shuffle the bottom 5 cards of your discard pile into your Life Deck.");
        assert_eq!(c.coverage, crate::engine::compile::Coverage::Full, "{c:?}");
        let at_least = |min| {
            Condition::LevelAtLeast(LevelAtLeast {
                player: Who::You,
                min,
            })
        };
        assert_eq!(
            c.effects[..2],
            [
                Effect::Timing(Timing::WhenEnteringCombat),
                Effect::Requires(Condition::All(vec![
                    at_least(1),
                    Condition::Not(Box::new(at_least(2))),
                ])),
            ]
        );
        assert!(c.effects.contains(&Effect::AdvanceLevelTo(SetTo {
            player: Who::You,
            to: 2
        })));
    }

    /// King Kai's Calming as CRD 3.0.0 rewrites it, Mr. Popo's Calming: used when a turn ends
    /// (CRD 3.0.0 Sequence of Play: "When you have completed the Sequence of Play, your turn
    /// ends").
    #[test]
    fn used_at_the_end_of_any_turn() {
        for text in ["Use at the end of any turn.", "Use at the end of a turn."] {
            assert_eq!(
                compile_text(text).effects,
                vec![Effect::Timing(Timing::EndOfTurn)]
            );
        }
    }
}
