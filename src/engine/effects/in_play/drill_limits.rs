//! Pattern rows of `in_play::drill_limits`: the parts of three CRD 3.0.0 rewritten Drills that
//! act inside the one Combat the engine resolves.
//!
//! - "When entering Combat, you may shuffle your Life Deck or discard pile" (Meditation Drill):
//!   a "When entering Combat" trigger ([`TriggerEvent::EnteringCombat`]) whose one effect is
//!   an [`Effect::Either`] of [`Effect::ShuffleLifeDeck`] and [`Effect::ShuffleDiscardPile`];
//!   the pile is named by the trigger's `use` action (`"option 1"`, `"option 2"`).
//! - "Your opponents may only place 1 Non-Combat card in play from their hand during their
//!   turn" (Blue Holding Drill): [`Effect::NonCombatFromHandPerTurn`].
//! - "When this Drill enters play, name a non-Dragon Ball card. That card cannot be played or
//!   used by either player while this Drill is in play." (Caught Off Guard Drill): the first
//!   sentence says where the named card comes from (the board state's `in_play.named`), the
//!   second is [`Effect::NamedCardBlocked`].
//!
//! "Heroes only" and "Limit N per deck" are read by the core table. Every row is anchored to
//! the whole sentence as the errata writes it; anything else stays with the judge.

use crate::engine::compile::patterns::{one, Pattern, Piece};
use crate::engine::effects::{Effect, TriggerEvent, Who};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[
    Pattern {
        // Meditation Drill (CRD 3.0.0 errata).
        name: "entering-combat-shuffle-life-deck-or-discard-pile",
        pattern: r"when entering combat,? (?P<may>you may )?shuffle your life deck or (?:your )?discard pile",
        build: |c| {
            crate::engine::effects::triggers::triggered_effects::trigger(
                TriggerEvent::EnteringCombat,
                Vec::new(),
                c.has("may"),
                false,
                None,
                vec![Effect::Either(vec![
                    vec![Effect::ShuffleLifeDeck(Who::You)],
                    vec![Effect::ShuffleDiscardPile(Who::You)],
                ])],
            )
        },
    },
    Pattern {
        // Blue Holding Drill (CRD 3.0.0 errata).
        name: "opponents-non-combat-from-hand-per-turn",
        pattern: r"your opponents? may only place {n} non-combat cards? in play from (?:their|his) hand during (?:their|his) turn",
        build: |c| one(Effect::NonCombatFromHandPerTurn(c.n("n")?)),
    },
    Pattern {
        // Caught Off Guard Drill: the card named is the board state's `in_play.named` entry
        // for the Drill (read by the next sentence's effect).
        name: "enters-play-name-a-card",
        pattern: r"when this drill enters play,? name a non-dragon ball card",
        build: |_| Some(vec![Piece::Reminder]),
    },
    Pattern {
        // Caught Off Guard Drill.
        name: "named-card-cannot-be-played-or-used",
        pattern: r"that card cannot be played or used by either player while this drill is in play",
        build: |_| one(Effect::NamedCardBlocked),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_for, Coverage};

    /// A Drill's text, compiled as the pool's Drills are.
    fn drill(text: &str) -> crate::engine::compile::CompiledCard {
        compile_for(text, true)
    }

    #[test]
    fn meditation_drill() {
        let c = drill("When entering Combat, you may shuffle your Life Deck or discard pile.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(
            matches!(&c.effects[..], [Effect::Trigger(t)] if t.on == TriggerEvent::EnteringCombat && t.may
                && t.effects == vec![Effect::Either(vec![vec![Effect::ShuffleLifeDeck(Who::You)], vec![Effect::ShuffleDiscardPile(Who::You)]])]),
            "{c:#?}"
        );
    }

    #[test]
    fn blue_holding_drill() {
        let c = drill(
            "Your opponents may only place 1 Non-Combat card in play from their hand during their turn.",
        );
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert_eq!(c.effects, vec![Effect::NonCombatFromHandPerTurn(1)]);
    }

    #[test]
    fn caught_off_guard_drill() {
        let c = drill("Heroes only. When this Drill enters play, name a non-Dragon Ball card. That card cannot be played or used by either player while this Drill is in play. Limit 2 per deck. Limit 1 per deck.");
        assert_eq!(c.coverage, Coverage::Full, "{c:#?}");
        assert!(c.effects.contains(&Effect::NamedCardBlocked), "{c:#?}");
    }
}
