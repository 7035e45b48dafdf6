//! What a card makes all players do alike (CRD 3.0.0 "Referencing": a card's "you" and
//! "opponent" are each player): "All players set their Main Personalities at their highest power
//! stage and draws 5 cards" (Clash of the Titans), read as the same effects once for the card's
//! user and once for his opponent, each on his own Main Personality, Life Deck and hand.

use crate::engine::compile::patterns::{Pattern, Piece};
use crate::engine::effects::{Effect, MoveCards, Pile, Who};

/// The rows of this module.
pub const PATTERNS: &[Pattern] = &[Pattern {
    // Clash of the Titans (Miscellaneous #L2-4): each player's Main Personality raised to its
    // highest power stage (`stages::anger_and_stages`' [`Effect::HighestStage`]), then each
    // player draws (the opponent's draw is his top Life Deck cards into his hand, as the
    // `piles::searches` row "your opponent draws N cards" reads it).
    name: "all-players-highest-stage-and-draw",
    pattern: r"(?:all|both) players set their main personalities (?:at|to) their highest power stages?(?:,? and (?:each )?draws? {n} cards?)?",
    build: |c| {
        let mut out = vec![
            Piece::Effect(Effect::HighestStage(Who::You)),
            Piece::Effect(Effect::HighestStage(Who::Opponent)),
        ];
        if c.has("n") {
            let n = c.n("n")?;
            out.push(Piece::Effect(Effect::Draw(n)));
            out.push(Piece::Effect(Effect::MoveCards(MoveCards {
                player: Who::Opponent,
                count: n,
                all: false,
                up_to: false,
                from: Pile::LifeDeckTop,
                to: Pile::Hand,
            })));
        }
        Some(out)
    },
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::compile::{compile_text, Coverage};

    /// CRD 3.0.0 "Referencing": Clash of the Titans' first effect, for both players; its
    /// sentence letting the opponent pay 3 power stages to stop its effects stays the judge's.
    #[test]
    fn every_main_personality_to_its_highest_stage_then_every_player_draws() {
        let c = compile_text("League only. Use when entering Combat. All players set their Main Personalities at their highest power stage and draws 5 cards. Your opponent's Main Personality may pay 3 power stages when you use this card to stop its effects.");
        assert_eq!(c.coverage, Coverage::Partial);
        let read: Vec<&Effect> = c
            .effects
            .iter()
            .filter(|e| {
                !matches!(
                    e,
                    Effect::CardRule(_) | Effect::Timing(_) | Effect::Manual(_)
                )
            })
            .collect();
        assert_eq!(
            read,
            vec![
                &Effect::HighestStage(Who::You),
                &Effect::HighestStage(Who::Opponent),
                &Effect::Draw(5),
                &Effect::MoveCards(MoveCards {
                    player: Who::Opponent,
                    count: 5,
                    all: false,
                    up_to: false,
                    from: Pile::LifeDeckTop,
                    to: Pile::Hand,
                }),
            ]
        );
        assert!(c
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Manual(m) if m.contains("pay 3 power stages"))));
    }
}
